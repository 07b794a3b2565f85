//! The race over after a promotion (spec §8.1; `docs/search.md` item 33): whether a line
//! that just promoted a pawn ends at its material, and — with
//! [`crate::MoSettings::race_goes_on`] — the replies that keep the race open, played even
//! where no zone offers them.
//!
//! Right after a promotion the race is *open* while the side to move can take the new
//! piece or promote a pawn of its own at once (with [`crate::MoSettings::race_over_captures`]
//! also win material by the static exchange, with [`crate::MoSettings::race_over_checks`]
//! also while in check, with [`crate::MoSettings::race_over_forks`] also give a check that
//! attacks the new piece); otherwise it is *over* and the line ends, since queen play would
//! run on to the horizon. With [`crate::MoSettings::race_chain`] the race is judged again
//! after each capture that follows the promotion (only captures since), the piece that
//! just captured standing for the new piece. With
//! [`crate::MoSettings::race_over_check_gain`] a race that is over is valued by its
//! material and what the side to move wins by a check and the captures after it
//! ([`Search::race_over_value`]).

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Move, Ply, Position, Role, Square};
use smallvec::SmallVec;

/// Where a line stands after its last move, for the race over (spec §8.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Race {
    /// The last move was no promotion.
    NoPromotion,
    /// Right after a promotion, and the side to move has no reply that keeps the race
    /// going: the line ends.
    Over,
    /// Right after a promotion, and the side to move can take the new piece, promote at
    /// once (or, with the switches, win material or must answer a check).
    Open,
}

/// The moves since the last promotion along which the race is judged
/// ([`Search::promoted_on`]).
#[derive(Debug, Clone, Copy)]
struct Chain {
    /// The square of the piece that stands for the new one: the promotion's, or the last
    /// capture's since.
    square: Square,
    /// Whether an answer to a check is among the moves since
    /// ([`crate::MoSettings::race_check_replies`]).
    answered_check: bool,
}

impl Search {
    /// Where the current line stands in the race (module docs). A chain through an
    /// answer to a check ([`crate::MoSettings::race_check_replies`]) can open the race
    /// again, never end it: where it is not open the line goes on by the zones, as it did
    /// once the check was answered without the switch.
    pub(super) fn race(&self) -> Race {
        let Some(chain) = self.promoted_on() else {
            return Race::NoPromotion;
        };
        if self.cfg.switches.mo.race_over_checks && self.game.position().is_check() {
            return Race::Open;
        }
        let open = self
            .game
            .legal_moves()
            .iter()
            .any(|m| self.keeps_race(m, chain.square));
        match (open, chain.answered_check) {
            (true, _) => Race::Open,
            (false, true) => Race::NoPromotion,
            (false, false) => Race::Over,
        }
    }

    /// The value of a line the race over ends: `m_t`, and with
    /// [`crate::MoSettings::race_over_check_gain`] what the side to move wins by one
    /// check and the captures after it ([`pioneer_rules::captures::check_gain`]; a mate
    /// by that check counts the king), added from its side. The gain depends on the
    /// position alone and is asked once per position.
    pub(super) fn race_over_value(&mut self) -> i32 {
        if !self.cfg.switches.mo.race_over_check_gain {
            return self.m_t;
        }
        let key = self.game.key();
        let gain = match self.check_gains.get(&key) {
            Some(&g) => g,
            None => {
                let found = pioneer_rules::captures::check_gain_within(
                    self.game.position(),
                    self.cfg.switches.mo.race_gain_checks,
                    crate::config::RACE_CHECK_GAIN_LIMIT,
                );
                self.check_gain_positions += found.positions as u64;
                self.check_gains.insert(key, found.material);
                found.material
            }
        };
        match self.game.turn() {
            pioneer_rules::Color::White => self.m_t + gain,
            pioneer_rules::Color::Black => self.m_t - gain,
        }
    }

    /// With [`crate::MoSettings::race_goes_on`], the replies at `n` (the current
    /// position) that keep an open race going and are not tried yet nor among
    /// `candidates`: the line went on to play them, so they are offered even where the
    /// MO's zones, their time over, offer nothing. Empty when the race is not open.
    pub(super) fn race_replies(&self, n: NodeId, candidates: &[Ply]) -> Vec<Ply> {
        let mo = &self.cfg.switches.mo;
        if !(mo.race_over && mo.race_goes_on) {
            return Vec::new();
        }
        let Some(chain) = self.promoted_on() else {
            return Vec::new();
        };
        let promoted_on = chain.square;
        // The race is open exactly when one of these replies exists (`Search::race`).
        let in_check = mo.race_over_checks && self.game.position().is_check();
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        self.game
            .legal_moves()
            .iter()
            // The minor underpromotions follow their queen (`promotions.rs`).
            .filter(|m| m.promotion().is_none_or(|r| r == Role::Queen))
            .filter(|m| in_check || self.keeps_race(m, promoted_on))
            .map(|m| Ply::Move(*m))
            .filter(|p| !tried.contains(p) && !candidates.contains(p))
            .collect()
    }

    /// The square of the piece the last move promoted, if the last move was a promotion;
    /// with [`crate::MoSettings::race_chain`] also, where every move since the last
    /// promotion was a capture, the square of the last capture (the race is judged again
    /// after each capture it waited for, as quiescence search stands pat after one). With
    /// [`crate::MoSettings::race_check_replies`] an answer to a check continues the chain
    /// too (it stands for no piece: the square stays the last capture's or the
    /// promotion's).
    fn promoted_on(&self) -> Option<Chain> {
        let mo = &self.cfg.switches.mo;
        let mut captured_on = None;
        let mut answered_check = false;
        for (back, frame) in self.frames.iter().rev().enumerate() {
            let Ply::Move(m) = frame.ply else {
                return None;
            };
            if m.promotion().is_some() {
                return Some(Chain {
                    square: captured_on.unwrap_or(m.to()),
                    answered_check,
                });
            }
            if !mo.race_chain {
                return None;
            }
            if m.is_capture() {
                captured_on = captured_on.or(Some(m.to()));
            } else if mo.race_check_replies && self.game.answered_check(back) == Some(true) {
                answered_check = true;
            } else {
                return None;
            }
        }
        None
    }

    /// Whether `m`, a move of the side to move right after a promotion to `promoted_on`,
    /// keeps the race open: it takes the new piece, promotes, (with
    /// [`crate::MoSettings::race_over_captures`]) wins material by the static exchange, or
    /// (with [`crate::MoSettings::race_over_forks`]) gives check while attacking the new
    /// piece.
    fn keeps_race(&self, m: &Move, promoted_on: Square) -> bool {
        let mo = &self.cfg.switches.mo;
        (m.is_capture() && m.to() == promoted_on)
            || m.is_promotion()
            || (mo.race_over_captures && self.wins_material(m))
            || (mo.race_over_forks && self.checks_and_attacks(m, promoted_on))
    }

    /// Whether `m` gives check and its piece, from its new square, attacks `target`
    /// directly (a fork) or through the king it checks (a skewer: the king must step off
    /// the line).
    fn checks_and_attacks(&self, m: &Move, target: Square) -> bool {
        let pos = self.game.position();
        if m.to() == target || !pioneer_rules::gives_check(pos, *m) {
            return false;
        }
        let mut after = pos.clone();
        after.play_unchecked(*m);
        let board = after.board();
        let (Some(piece), Some(king)) = (board.piece_at(m.to()), board.king_of(after.turn()))
        else {
            return false;
        };
        let seen = board.occupied().without(king);
        shakmaty::attacks::attacks(m.to(), piece, seen).contains(target)
    }

    /// Whether `m`, a move of the side to move, is a capture that wins material by the
    /// static exchange ([`pioneer_rules::see`]).
    fn wins_material(&self, m: &Move) -> bool {
        self.exchange_after(m).is_some_and(|gain| gain > 0)
    }

    /// What the side to move wins by the static exchange that the capture `m` starts
    /// ([`pioneer_rules::see`]); `None` for a move that is no capture.
    pub(super) fn exchange_after(&self, m: &Move) -> Option<i32> {
        use pioneer_rules::see::{StepOn, static_exchange};
        let (true, Some(from)) = (m.is_capture(), m.from()) else {
            return None;
        };
        let step = StepOn {
            piece: pioneer_rules::Piece {
                color: self.game.turn(),
                role: m.role(),
            },
            from: Some(from),
            to: m.to(),
        };
        static_exchange(self.game.position().board(), step)
    }
}
