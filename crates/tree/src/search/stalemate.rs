//! The stalemate resource (ours, `docs/search.md` item 31;
//! [`crate::MoSettings::stalemate_resource`]): a side that can move, but whose king and
//! pawns cannot, has stalemate at hand.
//!
//! The MO ends a line once a side cannot win back what it is down (the race over after a
//! promotion, the stakes rule of §2.2) or no zone with a target is left. A side reduced
//! to a walled-in king and one or two pieces is the classic exception: its pieces check
//! on and on, or offer themselves, and the capture of the last one is stalemate; the
//! checks that never end repeat the position. In PET026
//! (`8/5k2/4p3/4Pp1p/5P1P/3Rn2K/6p1/8 b`, key 1…g1=B) the race over ended 1…g1=Q at once
//! as a won queen, while White's rook draws (2.Rd7+ and wherever the king goes, the next
//! check or the stalemate of its capture). With the switch such a side's lines do not
//! end by those rules, and its checks and offers come first among its moves; the line
//! ends as any other by a stalemate, a repetition, a mate table, the depth cap, or once
//! the king or a pawn can move again.

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Ply, Position, Role, gives_check};
use smallvec::SmallVec;

impl Search {
    /// Whether the side to move has the stalemate resource (with
    /// [`crate::MoSettings::stalemate_resource`]): it has legal moves, and none of them is
    /// a move of its king or of a pawn.
    pub(super) fn stalemate_resource(&self) -> bool {
        if !self.cfg.switches.mo.stalemate_resource {
            return false;
        }
        let legal = self.game.legal_moves();
        !legal.is_empty()
            && legal
                .iter()
                .all(|m| !matches!(m.role(), Role::King | Role::Pawn))
    }

    /// The moves of the stalemate resource not yet tried at `n`: every legal move that
    /// gives check, then every other legal move after which the enemy can take the piece
    /// that moved. Empty without the resource.
    pub(super) fn desperado_moves(&self, n: NodeId) -> Vec<Ply> {
        if !self.stalemate_resource() {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let pos = self.game.position();
        let mut checks = Vec::new();
        let mut offers = Vec::new();
        for m in &self.game.legal_moves() {
            let ply = Ply::Move(*m);
            if tried.contains(&ply) {
                continue;
            }
            if gives_check(pos, *m) {
                checks.push(ply);
                continue;
            }
            let mut after = pos.clone();
            after.play_unchecked(*m);
            if after
                .legal_moves()
                .iter()
                .any(|r| r.is_capture() && r.to() == m.to())
            {
                offers.push(ply);
            }
        }
        checks.extend(offers);
        checks
    }
}
