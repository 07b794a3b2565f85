//! The forkness of a step (§2.8, STEP1) and seed 003's fork squares, read for one move
//! generation: the bundles of a piece through its square, and where each goes from there,
//! are found once per piece and square instead of once per step.

use super::Search;
#[cfg(debug_assertions)]
use pioneer_rules::Position;
use pioneer_rules::{Bitboard, PieceId, Square};
use pioneer_zones::CellId;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// One playable bundle of a piece through its square: its zone and the squares its
/// trajectories that enter search reach after that square.
#[derive(Debug, Clone, Copy)]
struct Via {
    zone: CellId,
    passes: Bitboard,
}

/// A step a move generation asks about: `piece` from the square it stands on to `to`.
#[derive(Debug, Clone, Copy)]
pub(super) struct Step {
    /// The piece that would move.
    pub piece: PieceId,
    /// The square it stands on.
    pub from: Square,
    /// The square it would go to.
    pub to: Square,
}

/// The bundles through each (piece, square) a move generation asked about. Valid while
/// the MO does not change: one generation ([`Search::zone_candidates`]) reads it.
#[derive(Debug, Default)]
pub(super) struct Forks {
    by_origin: FxHashMap<(PieceId, Square), SmallVec<[Via; 8]>>,
}

impl Forks {
    /// The zones of the piece's playable bundles from the step's square that pass through
    /// the square it goes to, one per bundle (found the first time a step from that square
    /// is asked about).
    fn zones_via(&mut self, search: &Search, step: Step) -> impl Iterator<Item = CellId> + '_ {
        self.by_origin
            .entry((step.piece, step.from))
            .or_insert_with(|| search.vias(step.piece, step.from))
            .iter()
            .filter(move |v| v.passes.contains(step.to))
            .map(|v| v.zone)
    }

    /// How many of the piece's playable bundles from its square pass through the square
    /// the step goes to (§2.8, STEP1).
    pub(super) fn forkness(&mut self, search: &Search, step: Step) -> usize {
        let n = self.zones_via(search, step).count();
        #[cfg(debug_assertions)]
        debug_assert_eq!(
            n,
            search.forkness_afresh(step),
            "the forkness read from the list is the step's own"
        );
        n
    }

    /// How many different zones the piece's playable bundles through the step serve (a
    /// fork square in the sense of seed 003 when two or more).
    pub(super) fn fork_zones(&mut self, search: &Search, step: Step) -> usize {
        let mut zones: SmallVec<[CellId; 4]> = SmallVec::new();
        for z in self.zones_via(search, step) {
            if !zones.contains(&z) {
                zones.push(z);
            }
        }
        zones.len()
    }
}

impl Search {
    /// Debug builds: the forkness of one step counted afresh, trajectory by trajectory
    /// (how it was counted before the list), the oracle of [`Forks::forkness`].
    #[cfg(debug_assertions)]
    fn forkness_afresh(&self, step: Step) -> usize {
        let Step {
            piece,
            from: s,
            to: sq,
        } = step;
        let board = self.game.position().board();
        let fsb = self.cfg.switches.trajectories.first_segment_block;
        self.mo
            .bundles_through(piece, s)
            .into_iter()
            .filter(|&(_, c)| !self.mo.cell(c).is_frozen())
            .filter(|&(h, _)| {
                let reached = self.mo.reach(h).stops_after(s).contains(sq);
                if !reached || !fsb {
                    return reached;
                }
                self.mo.unfold(h).trajectories.iter().any(|t| {
                    t.stops.iter().position(|&x| x == s).is_some_and(|i| {
                        t.stops[i + 1..].contains(&sq)
                            && !super::real_board::first_segment_blocked(t, i, board)
                    })
                })
            })
            .count()
    }

    /// The piece's bundles with an unfrozen cell on `s`, each with its zone and the
    /// squares it passes through after `s` ([`Search::passes_from`]).
    fn vias(&self, piece: PieceId, s: Square) -> SmallVec<[Via; 8]> {
        self.mo
            .bundles_through(piece, s)
            .into_iter()
            .filter(|&(_, c)| !self.mo.cell(c).is_frozen())
            .map(|(h, _)| Via {
                zone: self.mo.zone_of(h),
                passes: self.passes_from(h, s),
            })
            .collect()
    }
}
