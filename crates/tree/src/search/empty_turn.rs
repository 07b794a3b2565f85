//! The empty turn (ours, `docs/search.md` item 52; [`crate::MoSettings::empty_turn`]): a
//! side to move that the MO gives nothing to play — no move along a live zone, and no
//! pass, because with [`crate::MoSettings::spare_passes`] every legal move of its is a
//! live zone's piece — either ends the line ([`EmptyTurn::End`], as before), passes
//! ([`EmptyTurn::Pass`]) or tries every legal move ([`EmptyTurn::Every`]).
//!
//! The zones are live, so the enemy still has something to play: ending the line counts
//! the material as if the enemy's attack had stopped too. After 1.a5 Ke5 2.Kb7 d5 3.a6 Ke4
//! 4.a7 in `8/8/1K1pk3/8/P7/8/8/8 w` Black's pawn is too slow to matter and its king too
//! far, so the MO gives Black nothing, every Black move is of a zone's piece, and the line
//! ended there at 0 — the promotion 5.a8=Q never played, and the winning 1.a5 valued a
//! draw. A side in zugzwang must move: the spare-pass rule keeps the pass from it, and
//! with [`EmptyTurn::Every`] its legal moves are what it has.

use super::Search;
use crate::EmptyTurn;
use crate::columns::NodeId;
use pioneer_rules::Ply;
use smallvec::SmallVec;

impl Search {
    /// The moves of an empty turn at `n`, called once the MO has no move left there: with
    /// [`EmptyTurn::Pass`] the pass, with [`EmptyTurn::Every`] every legal move not yet
    /// tried, if the node is (or has just become) one where the MO gave the side to move
    /// nothing at all; none otherwise (and never at the root, which has its own widening).
    pub(super) fn empty_turn_moves(&mut self, n: NodeId) -> Vec<Ply> {
        let how = self.cfg.switches.mo.empty_turn;
        if how == EmptyTurn::End || n == NodeId::ROOT {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        if tried.is_empty() {
            self.info[n.0 as usize].empty_turn = true;
        }
        if !self.info[n.0 as usize].empty_turn {
            return Vec::new();
        }
        match how {
            EmptyTurn::End => Vec::new(),
            EmptyTurn::Pass | EmptyTurn::PromotionPass => {
                let pass = self.cfg.switches.passes
                    && (how == EmptyTurn::Pass || self.enemy_promotes())
                    && self.game.can_pass()
                    && !tried.contains(&Ply::Pass);
                if pass { vec![Ply::Pass] } else { Vec::new() }
            }
            EmptyTurn::Every => self.every_legal_move(&tried),
        }
    }

    /// Whether the enemy of the side to move has a live promotion zone.
    fn enemy_promotes(&self) -> bool {
        let side = self.game.turn();
        self.mo.live_zones(&self.game).iter().any(|&z| {
            self.mo.cell(z).zone_type == pioneer_zones::ZoneType::Promotion
                && self.mo.zone_color(z, &self.game) != side
        })
    }
}
