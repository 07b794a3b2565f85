//! The bundle branching ban (§2.10): at a node, once a son moved a piece along a
//! trajectory of a bundle, moving it along the bundle's other trajectories there makes no
//! sense — if in the variation searched below that son the piece reached the bundle's
//! α_k, left the trajectory for another zone, or stood on it, unblocked, to the end of the
//! variation. If it was lost on the way, or blocked, another trajectory may be tried.
//!
//! Pioneer checked the criterion on the last branch built below the node (§2.10); so does
//! this module, from what [`Search::leaf`] records at the end of each variation: the
//! pieces lost, and with [`crate::Switches::ban_unless_blocked`] the board and each
//! piece's square ([`LeafEnd`]). Without that switch only a capture lifts the ban
//! (`docs/search.md` item 8's simplification); with it a piece that stands on a
//! trajectory of the bundle short of α_k with every way on blocked on the board — a piece
//! on a square it crosses, or on its next stop when that is not α_k — lifts it too
//! (item 59).
//!
//! Ours beside the seed: a promotion to another piece on the same square is the same step
//! of the same trajectory ([`crate::MoSettings::ban_spares_promotions`], item 58).

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Board, PieceId, Ply, Position, Square};
use pioneer_zones::{CellId, mo::Cells};
use smallvec::SmallVec;

/// The end of the last variation searched: its board, and where each piece stood
/// (indexed by [`PieceId`]; `None` once captured).
#[derive(Debug, Clone)]
pub(super) struct LeafEnd {
    board: Board,
    squares: SmallVec<[Option<Square>; 33]>,
}

impl Search {
    /// Records the end of a variation for the ban: with
    /// [`crate::Switches::ban_unless_blocked`], the board and each piece's square.
    pub(super) fn record_leaf_end(&mut self) {
        if !(self.cfg.switches.branching_ban && self.cfg.switches.ban_unless_blocked) {
            return;
        }
        let squares = std::iter::once(None)
            .chain(self.game.all_pieces().map(|p| self.game.square_of(p)))
            .collect();
        self.leaf_end = Some(LeafEnd {
            board: self.game.position().board().clone(),
            squares,
        });
    }

    /// The bundles the piece moved into `son` stood blocked on at the end of the last
    /// variation searched below it (module docs); empty without
    /// [`crate::Switches::ban_unless_blocked`].
    pub(super) fn blocked_along(&self, son: NodeId) -> Cells {
        let mut out = Cells::new();
        let info = &self.info[son.0 as usize];
        let (Some(piece), Some(end)) = (info.moved, self.leaf_end.as_ref()) else {
            return out;
        };
        let Some(&Some(s)) = end.squares.get(usize::from(piece.0)) else {
            return out;
        };
        for &b in &info.along {
            let bundle = self.mo.unfold(b);
            let mut ways = bundle
                .trajectories
                .iter()
                .filter_map(|t| {
                    let i = t.stops.iter().position(|&x| x == s)?;
                    (i + 1 < t.stops.len()).then_some((t, i))
                })
                .peekable();
            // Blocked: some way on from `s`, and every one of them blocked.
            if ways.peek().is_some()
                && ways.all(|(t, i)| super::real_board::first_segment_blocked(t, i, &end.board))
            {
                out.push(b);
            }
        }
        out
    }

    /// The bundle branching ban (§2.10): at `n`, once a son moved this piece along this
    /// bundle and the piece was neither lost nor (with
    /// [`crate::Switches::ban_unless_blocked`]) blocked on it in the variation searched
    /// below it, other trajectories of the bundle are not tried here. `None` when no son
    /// bans the bundle; otherwise the squares such sons promoted on (only with
    /// [`crate::MoSettings::ban_spares_promotions`], else none), the one step still open:
    /// a promotion to another piece is the same trajectory, not another one.
    pub(super) fn banned(
        &self,
        n: NodeId,
        piece: PieceId,
        b: CellId,
    ) -> Option<SmallVec<[Square; 2]>> {
        let spares = self.cfg.switches.mo.ban_spares_promotions;
        let mut banned = false;
        let mut promoted_on = SmallVec::new();
        for c in self.tree.children(n) {
            let info = &self.info[c.0 as usize];
            if info.moved == Some(piece)
                && info.along.contains(&b)
                && !info.lost
                && !info.blocked_along.contains(&b)
            {
                banned = true;
                if spares
                    && let Some(Ply::Move(m)) = self.tree.ply(c)
                    && m.promotion().is_some()
                {
                    promoted_on.push(m.to());
                }
            }
        }
        banned.then_some(promoted_on)
    }
}
