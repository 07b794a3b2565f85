//! Mate defence (ours, `docs/search.md` items 29 and 47;
//! [`crate::MoSettings::mate_defence`]): a side mated after every move the MO gave it
//! tries its king's steps ([`MateDefence::King`]) or every other legal move
//! ([`MateDefence::Every`]) before the mate is believed.
//!
//! The MO gives a side the moves of its zones, and a pass is no move at all, so a mate
//! found in those lines alone says nothing about the moves left out: after 1…g1=Q in
//! `8/5k2/4p3/4Pp1p/5P1P/3Rn2K/6p1/8 b` White's pass is mated by …Qg2, while the rook
//! that checks on and on (2.Rd7+ and, wherever the king goes, the next check or the
//! stalemate of its capture) draws. Once a node's value is a mate against its side to
//! move and the MO has nothing left there, the node is marked and tries every legal move
//! not yet tried, checks first, for as long as it is searched. The narrower defence tries
//! the king's steps only: after EET 061's 1.c7 Rc1 2.Kf6 every move the MO gives Black
//! is met by 3.Ra2-h2 mate, and the king's 2…Kh5 or 2…Kh7, which no zone offers, escape.

use super::Search;
use crate::MateDefence;
use crate::columns::NodeId;
use pioneer_rules::{Color, Ply, Role, gives_check};
use smallvec::SmallVec;

impl Search {
    /// The moves of mate defence at `n`, called once the MO has no move left there: every
    /// legal move not yet tried (with [`MateDefence::King`] the king's only), checks
    /// first, if the node is (or has just become) one whose side to move was mated in
    /// every line it tried; none otherwise.
    pub(super) fn mate_defence(&mut self, n: NodeId) -> Vec<Ply> {
        if self.mated_in_every_line(n) {
            self.info[n.0 as usize].defends_mate = true;
        }
        if !self.info[n.0 as usize].defends_mate {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let mut rest = self.every_legal_move(&tried);
        if self.cfg.switches.mo.mate_defence == MateDefence::King {
            rest.retain(|p| matches!(p, Ply::Move(m) if m.role() == Role::King));
        }
        let pos = self.game.position();
        // Checks first: they are the defence that forces the mating side's hand.
        let (mut checks, quiet): (Vec<Ply>, Vec<Ply>) = rest
            .into_iter()
            .partition(|p| matches!(p, Ply::Move(m) if gives_check(pos, *m)));
        checks.extend(quiet);
        checks
    }

    /// Whether the side to move at `n` has tried moves there and was mated after each of
    /// them, with [`crate::MoSettings::mate_defence`] on: its best value so far is a mate
    /// against it (beyond any material, [`super::MATE`] less the depth) — with
    /// [`crate::MoSettings::mate_defence_board_only`] a mate met on the board, not one
    /// read from an endgame table ([`crate::NodeValue::is_tabled`]).
    fn mated_in_every_line(&self, n: NodeId) -> bool {
        let mo = &self.cfg.switches.mo;
        if mo.mate_defence == MateDefence::Off || !self.mated_at(n) {
            return false;
        }
        !(mo.mate_defence_board_only && self.tree.node_value(n).is_some_and(|b| b.is_tabled()))
    }

    /// Whether the best value so far at `n` (the current position) is a mate against its
    /// side to move, on the board or read from an endgame table: beyond any material,
    /// [`super::MATE`] less the depth. Read by the MO's mate defence and by the race's
    /// ([`crate::Switches::race_mate_defence`], `kings_race.rs`).
    pub(super) fn mated_at(&self, n: NodeId) -> bool {
        let Some(best) = self.tree.node_value(n) else {
            return false;
        };
        let v = best.material_value();
        // A mate against White is negative, against Black positive.
        super::is_mate(v) && (v < 0) == (self.game.turn() == Color::White)
    }
}
