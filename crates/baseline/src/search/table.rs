//! The transposition table's steps in the node search (seed 001, the hash-table listing
//! `AlphaBeta(alpha, beta, depth, ply, key)` and `RecordHash`): children's keys, the probe
//! on entry and the store on exit.

use super::alpha_beta::{Best, Node};
use super::{Engine, zobrist};
use crate::score::Score;
use crate::tt::{Bound, PackedMove};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};

/// What the table probe decided.
pub(super) enum Probe {
    /// The entry's bound ends the node with this score.
    Cutoff(i32),
    /// Search on, trying this move (possibly none) first.
    Search(PackedMove),
}

impl Engine {
    /// Transposition table probe: a cutoff when a deep enough entry's bound decides the
    /// window (never at the root), else the stored move to try first.
    #[inline]
    pub(super) fn probe_tt(&mut self, node: &Node) -> Probe {
        let Some(tt) = self.tt.as_ref() else {
            return Probe::Search(PackedMove(0));
        };
        self.counters.tt_probes += 1;
        let Some(e) = tt.probe(node.hash) else {
            return Probe::Search(PackedMove(0));
        };
        self.counters.tt_hits += 1;
        if node.ply > 0 && i32::from(e.depth) >= node.depth {
            let s = Score::from_tt(i32::from(e.score), node.ply).0;
            let cut = match e.bound() {
                Some(Bound::Exact) => true,
                Some(Bound::Lower) => s >= node.beta,
                Some(Bound::Upper) => s <= node.alpha,
                None => false,
            };
            if cut {
                self.counters.tt_cutoffs += 1;
                self.counters.leaves += 1;
                return Probe::Cutoff(s);
            }
        }
        Probe::Search(e.mv)
    }

    /// Stores the node's outcome: a lower bound after a fail high, exact when a move
    /// raised alpha, else an upper bound.
    #[inline]
    pub(super) fn store_tt(&mut self, node: &Node, best: &Best) {
        if let Some(tt) = self.tt.as_mut() {
            let bound = if best.score >= node.beta {
                Bound::Lower
            } else if best.score > node.alpha && best.mv.is_some() {
                Bound::Exact
            } else {
                Bound::Upper
            };
            tt.store(
                node.hash,
                node.depth,
                Score(best.score).to_tt(node.ply),
                bound,
                best.mv,
            );
        }
    }
}

/// The key of `child`, reached from `pos` (key `hash`) by `m`: updated incrementally,
/// computed afresh when shakmaty cannot update it.
#[inline]
pub(super) fn child_hash(pos: &Chess, child: &Chess, hash: u64, m: Move) -> u64 {
    match pos.update_zobrist_hash::<Zobrist64>(Zobrist64(hash), m, EnPassantMode::Legal) {
        Some(z) => z.0,
        None => zobrist(child),
    }
}
