//! The principal variation at the end of an iteration (seed 002): the triangular array's
//! root line ([`crate::pv`]), or with [`PvSource::Tt`] a walk along the table's moves.

use super::{Engine, zobrist};
use crate::config::PvSource;
use crate::tt::PackedMove;
use shakmaty::{Chess, Move, Position};

/// How far the table walk may go beyond the nominal depth (extensions, quiescence).
const TT_WALK_EXTRA: usize = 8;

impl Engine {
    /// The PV of the iteration to `depth` that searched `pos` (key `root_hash`).
    pub(super) fn extract_pv(&self, pos: &Chess, root_hash: u64, depth: usize) -> Vec<Move> {
        let tri = self.pv.line(0);
        let Some(tt) = self
            .tt
            .as_ref()
            .filter(|_| self.config.pv_source == PvSource::Tt)
        else {
            return tri;
        };
        let mut line = Vec::new();
        let mut p = pos.clone();
        let mut h = root_hash;
        let mut seen = vec![h];
        // The root's entry may have been replaced: start with the known best move.
        while line.len() < depth.max(1) + TT_WALK_EXTRA {
            let mv = if line.is_empty() {
                self.root.best
            } else {
                tt.probe(h).and_then(|e| {
                    (e.mv != PackedMove(0))
                        .then(|| p.legal_moves().into_iter().find(|&m| e.mv.matches(m)))
                        .flatten()
                })
            };
            let Some(m) = mv else { break };
            p.play_unchecked(m);
            h = zobrist(&p);
            line.push(m);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
        }
        line
    }
}
