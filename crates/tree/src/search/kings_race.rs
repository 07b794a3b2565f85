//! The kings' race in the search ([`crate::Switches::kings_game`], ours: `docs/search.md`
//! item 48). Where only kings can move (kings and locked pawns), which king forces the
//! first capture of a pawn, and how soon, is known exactly for the position itself
//! ([`pioneer_rules::kings_game`]). A node of that class whose value keeps the material
//! (nothing won or lost below it, `m_t` unchanged) carries its own position's race — not
//! the race its leaves minimaxed, since the MO offers each side only its zones' moves and
//! a hold outside them (Fine 70's 1.Kb2? Ka8!) would be missed — and values equal in
//! material are ordered by it ([`crate::NodeValue`]: after material, before `P`). A root
//! of the class tries every legal move, as a root of the mate tables' class does: the
//! move the race needs may be one the zones do not offer or the branching ban (§2.10)
//! leaves out (Fine 70's 1.Kb1!). It orders; it never ends a line and never proves (the
//! proof criterion ranks material alone).

use super::Search;
use crate::value::NodeValue;
use pioneer_rules::kings_game;

impl Search {
    /// `v`, a value found at the current position, with the position's own kings' race
    /// when the switch is on, the pawns are locked and `v` keeps the material `m_t`.
    pub(super) fn own_race(&self, v: NodeValue) -> NodeValue {
        if !self.cfg.switches.kings_game || v.material_value() != self.m_t {
            return v;
        }
        match kings_game::white_score(self.game.position()) {
            Some(race) => v.with_race(race),
            None => v,
        }
    }

    /// Whether the current position is of the kings' race's class with the switch on (a
    /// root of it tries every legal move).
    pub(super) fn in_kings_race(&self) -> bool {
        self.cfg.switches.kings_game && kings_game::LockedPawns::of(self.game.position()).is_some()
    }
}
