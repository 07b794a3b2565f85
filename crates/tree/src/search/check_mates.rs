//! Mate by checks at the end of a line (ours, `docs/search.md` item 49;
//! [`crate::MoSettings::check_mates`]): a side whose checks mate wins, whatever the
//! material says.
//!
//! The MO ends a line by the material once no zone can change it, or at the depth cap;
//! the zones see a check only as an attack on the king, and in the studies preset the
//! king is no target, so a line that walks into a mating attack ends at its material
//! (Botvinnik–Capablanca played out: 4.h3?? Qf2+ 5.Kh1 Qe1+ 6.Nf1 Qxf1#, five half-moves
//! of checks the search never played). At such an end the exact proof of
//! [`pioneer_rules::check_mate`] is asked, within [`crate::config::CHECK_MATE_LIMITS`],
//! and a proven mate replaces the material's verdict, valued as the checkmate that many
//! half-moves down (as the mate tables value theirs). A line the depth cap ends in check
//! asks the other way round: whether every reply leaves the enemy a mate by checks
//! ([`pioneer_rules::check_mate::mated_by_checks`]) — the mating attack under way. The positions the proofs search are
//! counted apart ([`crate::SearchResult::check_mate_positions`]), as the perpetual's are.

use super::Search;
use pioneer_rules::Color;
use pioneer_rules::Position;
use pioneer_rules::check_mate::{mate_by_checks, mated_by_checks};

impl Search {
    /// `v`, the value of a line ending here by the material, or the checkmate that the
    /// side to move gives by checks, or, when the line ends in check (at the depth cap),
    /// the checkmate it receives by the enemy's checks (with
    /// [`crate::MoSettings::check_mates`]).
    pub(super) fn mate_by_checks(&mut self, v: i32) -> i32 {
        if !self.cfg.switches.mo.check_mates {
            return v;
        }
        let key = self.game.key();
        let mate_in = match self.check_mates.get(&key) {
            Some(&m) => m,
            None => {
                let (pos, limits) = (self.game.position(), crate::config::CHECK_MATE_LIMITS);
                let proof = if pos.is_check() {
                    mated_by_checks(pos, limits)
                } else {
                    mate_by_checks(pos, limits)
                };
                self.check_mate_positions += u64::from(proof.nodes);
                self.check_mates.insert(key, proof.mate_in);
                proof.mate_in
            }
        };
        let Some(plies) = mate_in else {
            return v;
        };
        // The side to move mates after an odd number of half-moves, is mated after an even.
        let white_mates = (self.game.turn() == Color::White) == (plies % 2 == 1);
        super::leaf::checkmate_down(self.depth(), i32::from(plies), white_mates)
    }
}
