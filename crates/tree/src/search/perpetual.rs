//! Perpetual check at the end of a line (ours, `docs/search.md` item 32;
//! [`crate::MoSettings::perpetual`]): a side that the material judges lost, but that can
//! check for ever, holds the draw.
//!
//! The MO ends a line by the material once no zone can change it (the race over after a
//! promotion, the stakes rule of §2.2, no live zone) or at the depth cap, and a side down
//! a queen is lost there. Yet its last rook may check on and on, and the capture of the
//! rook may be stalemate: in PET026 (`8/5k2/4p3/4Pp1p/5P1P/3Rn2K/6p1/8 b`, key 1…g1=B)
//! 1…g1=Q is a draw by 2.Rd7+. The zones see a check only as an attack on the king, so
//! the search does not play those checks out; at such an end the exact proof of
//! [`pioneer_rules::perpetual`] is asked instead, within [`crate::config::PERPETUAL_LIMITS`],
//! and a proven draw replaces the material's verdict. The positions the proofs explore
//! are counted apart ([`crate::SearchResult::perpetual_positions`]): a position of the
//! proof costs a move generation, a move of the search the MO's whole update, so the
//! limit on moves does not count them (the time limit does).

use super::Search;
use pioneer_rules::Color;
use pioneer_rules::perpetual::{perpetual_check, perpetual_check_breadth_first};

impl Search {
    /// `v`, the value of a line ending here by the material, or a draw when the side to
    /// move is worse off than a draw in `v` and can check for ever (with
    /// [`crate::MoSettings::perpetual`]).
    pub(super) fn perpetual_floor(&mut self, v: i32) -> i32 {
        if !self.cfg.switches.mo.perpetual {
            return v;
        }
        let draw = self.draw_value();
        let losing = match self.game.turn() {
            Color::White => v < draw,
            Color::Black => v > draw,
        };
        if !losing {
            return v;
        }
        let key = self.game.key();
        let drawn = match self.perpetuals.get(&key) {
            Some(&drawn) => drawn,
            None => {
                let (pos, limits) = (self.game.position(), crate::config::PERPETUAL_LIMITS);
                let proof = if self.cfg.switches.mo.perpetual_numbers {
                    perpetual_check(pos, limits)
                } else {
                    perpetual_check_breadth_first(pos, limits)
                };
                self.perpetual_positions += u64::from(proof.nodes);
                let drawn = proof.drawn.is_some();
                self.perpetuals.insert(key, drawn);
                drawn
            }
        };
        if drawn { draw } else { v }
    }
}
