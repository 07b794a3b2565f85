//! The promotion at hand (ours, `docs/search.md` item 66;
//! [`crate::MoSettings::promotion_at_hand`]): a position where the side to move can
//! promote a pawn at once, with profit, is not quiet.
//!
//! The zones keep to their time, counted from the root
//! ([`crate::MoSettings::time_from_root`]): a pawn whose run to the last rank would end
//! past the horizon has no zone left there, and a line that reaches such a pawn one step
//! from promotion ends at its material (no live zone, or the stakes rule of §2.2) as if
//! the pawn were not there. In EET 074 (`5k2/1p6/1P1p4/1K1p2p1/PB1P2P1/3pR2p/1P2p1pr/8 w`)
//! the horizon-5 search valued 1.Bxd6+ Kf7 2.Bxh2 d2 3.Rxe2 at +7 for White, and
//! Black's 3…d1=Q, one move past the horizon, was never asked. Quiescence search in
//! alpha-beta plays such promotions; with the switch, a line where the side to move has
//! a profitable promotion does not end by the material, and the promotion is among its
//! moves (first, as the race's replies are). What follows is the race after a promotion
//! (`race.rs`): the line ends there unless the enemy can take the new piece or promote
//! in turn.
//!
//! *Profitable*: a queen's promotion whose exchange on the promotion square
//! ([`pioneer_rules::see`], the queen stepping on) costs less than the queen's gain over
//! the pawn, so the side does not give its pawn away (it may still keep it: where the
//! promotion is no gain, the line ends as before).

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::see::{StepOn, static_exchange};
use pioneer_rules::{Bitboard, Move, Piece, Ply, Position, Rank, Role, value};
use smallvec::SmallVec;

impl Search {
    /// The queen's promotions the side to move can make at once with profit (module
    /// docs); empty without [`crate::MoSettings::promotion_at_hand`].
    pub(super) fn promotions_at_hand(&self) -> SmallVec<[Move; 4]> {
        if !self.cfg.switches.mo.promotion_at_hand {
            return SmallVec::new();
        }
        // After a pass the promotion was at hand before it, and the MO gave the side that
        // passed no defence against it (module docs).
        if matches!(self.frames.last().map(|f| f.ply), Some(Ply::Pass)) {
            return SmallVec::new();
        }
        let pos = self.game.position();
        let side = pos.turn();
        let seventh = Bitboard::from_rank(side.relative_rank(Rank::Seventh));
        // Most positions have no pawn one step from promotion: one mask decides.
        if (pos.our(Role::Pawn) & seventh).is_empty() {
            return SmallVec::new();
        }
        let queen = Piece {
            color: side,
            role: Role::Queen,
        };
        let gain = value(Role::Queen) - value(Role::Pawn);
        pos.legal_moves()
            .into_iter()
            .filter(|m| m.promotion() == Some(Role::Queen))
            .filter(|m| {
                let step = StepOn {
                    piece: queen,
                    from: m.from(),
                    to: m.to(),
                };
                static_exchange(pos.board(), step).is_some_and(|x| gain + x > 0)
            })
            .collect()
    }

    /// The promotions at hand at `n` (the current position) not yet tried nor among
    /// `candidates`: the line went on to play them, so they are offered even where the
    /// MO's zones offer nothing.
    pub(super) fn at_hand_moves(&self, n: NodeId, candidates: &[Ply]) -> Vec<Ply> {
        let at_hand = self.promotions_at_hand();
        if at_hand.is_empty() {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        at_hand
            .into_iter()
            .map(Ply::Move)
            .filter(|p| !tried.contains(p) && !candidates.contains(p))
            .collect()
    }
}
