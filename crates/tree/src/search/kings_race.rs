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
//!
//! **Played out** ([`crate::Switches::kings_race_played`], ours: item 63). The zones see a
//! king's march only as far as the horizon, so in Fine 70 every line ends with the
//! material unchanged and the race only orders. With the switch, in a search whose root is
//! of the class, a node of the class where one king forces the first capture plays the
//! race itself: that king's side tries the moves that keep the capture forced one
//! half-move sooner — read from the exact table, so the march is the shortest one and
//! never a wandering — the other side every legal move, and the line does not end there
//! (but by the rules, a table, a repetition or the depth cap). Once the pawn is taken the
//! position leaves the class and the zones take over, so what the capture is worth is
//! searched, not assumed. Below a root out of the class it does nothing: measured, playing
//! the race in the locked positions other searches pass through spent their budget and
//! lost two proofs (`docs/studies-log.md`, forty-eighth session).
//!
//! **The defender's holds** ([`crate::Switches::race_hold`], ours: item 73). A node of
//! the class where *neither* king forces the first capture is searched by the zones, and
//! the zones of the side that did not move at the root (the defender of the root's claim)
//! need not hold the king moves that keep it so: after a slower first move the attacker's
//! king then wins a pawn in the MO that the defender's king would have kept, and the slow
//! move ties the key. With the switch that side also tries, after every other move its
//! node has (and where it has none), the king moves after which neither king forces the
//! capture, read from the same exact table. The root's own side gets none: a hold of the
//! attacker's only makes its slower moves look as good as the key.
//!
//! **The guarding steps** ([`crate::Switches::race_guard`], ours: item 74). The race
//! played out lets the side that forces the capture take the soonest way to it; but the
//! soonest capture can leave a pawn of its own to the enemy king, whose capture then
//! decides (UQLF 030: after 1.Kh4? Kd3 2.Kh5 Ke4 3.Kg6 the capture 3…Kxd5 leaves f6 to
//! 4.Kxf6, while 3…Ke5! guards f6 and d5 still falls). With the switch that side also
//! tries the king steps next to a pawn of its own the enemy king attacks after which the
//! capture stays forced, one move later than the soonest. The steps are read from the
//! same exact table; what they are worth is searched.
//!
//! **The race to each pawn** ([`crate::Switches::race_targets`], ours: item 80). The
//! soonest capture need not be the one that wins: in UQLF 019 (`8/1p6/1P6/8/k7/3p4/3P4/1K6
//! b`) Black's soonest is 1…Ka5 and 2…Kxb6, which White answers by taking d3 (a draw),
//! while 1…Kb3! forces the king's way to d2 by zugzwang (2.Kc1 Ka2 3.Kd1 Kb2 4.Ke1 Kc1
//! 5.Kf2 Kxd2) and wins. With the switch the side that forces the first capture also
//! tries, for every enemy pawn whose capture it can force on its own (the game of one
//! pawn, [`pioneer_rules::kings_game::RaceGoal::Take`], solved exactly), the moves that
//! keep that capture forced one half-move sooner — a pawn pursued: offered only where
//! each of the side's own king steps since its race began kept that capture forced one
//! half-move sooner too ([`Search::race_steps`]), so a line does not change its aim on
//! the way. Which capture is worth more is searched.
//!
//! **The race's mate defence** ([`crate::Switches::race_mate_defence`], ours: item 81).
//! The race gives the side that forces the first capture only the moves that hasten a
//! capture, and the capture can walk into a lost pawn ending that another step avoids
//! (UQL 013: after 1…Kc5 2.Kc7 Kd5 3.Kd7 Kd4 4.Kd6 Ke3 5.Ke5 Kf3 the race gives White
//! 6.Kf5 and 7.Kxg4, and 7…Kxh2 wins for Black by the pawns' table, while 6.Kd4! draws).
//! So a mate against that side after every race move is a claim about its race moves
//! alone. With the switch, such a node — its race moves all tried, each mated, on the
//! board or by a table ([`Search::mated_at`]) — tries every other legal move before the
//! mate is believed, as the MO's own mate defence does (item 29), for either side.

use super::Search;
use crate::columns::NodeId;
use crate::value::NodeValue;
use pioneer_rules::kings_game::{KingsGame, Race, RaceGoal};
use pioneer_rules::{Bitboard, Color, Move, Ply, Position, Square, kings_game};
use shakmaty::attacks::king_attacks;
use smallvec::SmallVec;
use std::sync::Arc;

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

    /// With [`crate::Switches::kings_race_played`] below a root of the class: the side
    /// that forces the first capture at the current position and its half-moves to it.
    pub(super) fn race_played(&self) -> Option<(Color, u16)> {
        if !self.race_root {
            return None;
        }
        kings_game::score_race(kings_game::white_score(self.game.position())?)
    }

    /// The kings' game at the current position below a root of the race's class
    /// ([`Search::race_root`]): `None` out of the class or below another root. Read once
    /// per call of the MO's moves and shared by the race played out and the holds.
    pub(super) fn race_here(&self) -> Option<RaceHere> {
        if !self.race_root {
            return None;
        }
        let pos = self.game.position();
        let pawns = kings_game::LockedPawns::of(pos)?;
        let board = pos.board();
        let turn = self.game.turn();
        let own = board.king_of(turn)?;
        let other = board.king_of(!turn)?;
        let game = kings_game::solved(pawns);
        let race = game.race_of(turn, own, other)?;
        Some(RaceHere {
            game,
            pawns,
            turn,
            own,
            other,
            race,
        })
    }

    /// The moves of node `n` (below the root) where the race is played out, not yet tried:
    /// for the side that forces the capture those that keep it forced one half-move sooner
    /// (the capture itself when it is the next half-move), with
    /// [`crate::Switches::race_guard`] its guarding steps and with
    /// [`crate::Switches::race_targets`] the moves that keep the capture of each pawn it
    /// can force forced one half-move sooner, and once those are all tried, with
    /// [`crate::Switches::race_mate_defence`] and a mate after each, every other legal
    /// move; for the other side every legal move; `None` where the race is not played
    /// (`here`: [`Search::race_here`]).
    pub(super) fn race_moves(&self, n: NodeId, here: Option<&RaceHere>) -> Option<Vec<Ply>> {
        if n == NodeId::ROOT {
            return None;
        }
        let here = here?;
        let plies = match here.race {
            Race::Takes { plies } => plies,
            Race::Loses { .. } => return Some(self.untried_legal_moves(n)),
            Race::Neither => return None,
        };
        let guarded = if self.cfg.switches.race_guard {
            here.attacked_pawns(self)
        } else {
            Bitboard::EMPTY
        };
        let targets = if self.cfg.switches.race_targets {
            let steps = self.race_steps(n, here);
            let mut t = here.forced_targets();
            t.retain(|game| steps.iter().all(|s| s.pursues(game, here.turn)));
            t
        } else {
            Vec::new()
        };
        // A king's step keeps the pawns locked: every placement after it is read from the
        // same solved game, where the other side, to move, must lose one half-move sooner
        // (or, after a guarding step, one move later than that); and from each target's
        // game, where it must lose that target one half-move sooner.
        let moves = here.king_steps(self, n, |m| {
            if m.is_capture() {
                return plies == 1;
            }
            let soonest = match here.after(m) {
                Some(Race::Loses { plies: p }) => {
                    p + 1 == plies || (p == plies + 1 && guards(m.to(), guarded))
                }
                _ => false,
            };
            soonest
                || targets
                    .iter()
                    .any(|game| game.hastens(here.turn, here.own, m.to(), here.other))
        });
        // The race's mate defence: the race's moves all tried and mated after each.
        if moves.is_empty() && self.cfg.switches.race_mate_defence && self.mated_at(n) {
            return Some(self.untried_legal_moves(n));
        }
        Some(moves)
    }

    /// The side to move's own king steps of the race so far above node `n`, the latest
    /// first, each with where the other king stood ([`OwnStep`]): back through pairs of
    /// steps that take nothing, while the side to move forced the first capture before
    /// its step. None at the root's sons, after a pass or a capture (where the structure
    /// or the race starts afresh) or where the side's race began at `n`.
    fn race_steps(&self, n: NodeId, here: &RaceHere) -> SmallVec<[OwnStep; 8]> {
        let mut steps = SmallVec::new();
        let mut at = n;
        while let Some(parent) = self.tree.parent(at) {
            let (Some(Ply::Move(reply)), Some(Ply::Move(own))) =
                (self.tree.ply(at), self.tree.ply(parent))
            else {
                break;
            };
            if reply.is_capture() || own.is_capture() {
                break;
            }
            let step = OwnStep {
                from: own.from().unwrap_or(own.to()),
                to: own.to(),
                other: reply.from().unwrap_or(reply.to()),
            };
            if !step.forced(&here.game, here.turn) {
                break;
            }
            steps.push(step);
            match self.tree.parent(parent) {
                Some(up) => at = up,
                None => break,
            }
        }
        steps
    }

    /// Whether the search's root is of the kings' race's class with the race played out
    /// ([`crate::Switches::kings_race_played`]): where the race's own mechanisms apply
    /// (items 63, 70–74 and 80). Read at the root, before its search.
    pub(super) fn is_race_root(&self) -> bool {
        let s = &self.cfg.switches;
        s.kings_race_played
            && s.kings_game
            && kings_game::LockedPawns::of(self.game.position()).is_some()
    }

    /// The rules of the MO for the search at hand: the configuration's, with a root piece
    /// off its bundle forming its zone again where
    /// [`crate::MoSettings::reform_off_bundle`] applies to this root (item 71: with
    /// [`crate::ReformScope::Race`], below a root where the race is played out).
    pub(super) fn race_rules(&self) -> pioneer_zones::ZoneRules {
        let mut rules = self.cfg.zone_rules();
        rules.reform_off_bundle = self
            .cfg
            .switches
            .mo
            .reform_off_bundle
            .applies(self.race_root);
        rules
    }

    /// With [`crate::Switches::race_behind_legal`] below a root of the race's class: at a
    /// node below the root whose side to move has lost material since the root, every
    /// legal move not yet tried; `None` elsewhere (the zones' moves as before).
    pub(super) fn behind_moves(&self, n: NodeId) -> Option<Vec<Ply>> {
        if !self.race_root || !self.cfg.switches.race_behind_legal || n == NodeId::ROOT {
            return None;
        }
        let behind = match self.game.turn() {
            Color::White => self.m_t < 0,
            Color::Black => self.m_t > 0,
        };
        behind.then(|| self.untried_legal_moves(n))
    }

    /// With [`crate::Switches::race_hold`] below a root of the race's class: at a node
    /// below the root whose side to move did not move at the root, of the class, where
    /// neither king forces the first capture, that side's king moves not yet tried after
    /// which neither king forces it still (the defender's holds, module docs; `here`:
    /// [`Search::race_here`]); empty elsewhere.
    pub(super) fn hold_moves(&self, n: NodeId, here: Option<&RaceHere>) -> Vec<Ply> {
        let Some(here) = here else {
            return Vec::new();
        };
        if !self.cfg.switches.race_hold
            || n == NodeId::ROOT
            // An even depth is the root's side to move.
            || self.depth().is_multiple_of(2)
            || here.race != Race::Neither
        {
            return Vec::new();
        }
        // Only kings move in the class; a capture leaves it and is the zones' to offer.
        here.king_steps(self, n, |m| {
            !m.is_capture() && here.after(m) == Some(Race::Neither)
        })
    }
}

/// Whether a king on `to` stands next to one of the `guarded` pawns (a guarding step of
/// the race played out, [`crate::Switches::race_guard`]).
fn guards(to: Square, guarded: Bitboard) -> bool {
    (king_attacks(to) & guarded).any()
}

/// One of the side to move's own king steps of its race below a race's root, and where
/// the other king stood then ([`Search::race_steps`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct OwnStep {
    /// Where the side to move's king stood.
    from: Square,
    /// Where it stepped.
    to: Square,
    /// Where the other king stood (before its reply).
    other: Square,
}

impl OwnStep {
    /// Whether `turn` forced the capture of `game` before the step.
    fn forced(self, game: &KingsGame, turn: Color) -> bool {
        matches!(
            game.race_of(turn, self.from, self.other),
            Some(Race::Takes { .. })
        )
    }

    /// Whether the step was one that kept the capture of `game`'s pawn forced one
    /// half-move sooner for `turn` (the target pursued, not merely passed by).
    fn pursues(self, game: &KingsGame, turn: Color) -> bool {
        game.hastens(turn, self.from, self.to, self.other)
    }
}

/// The kings' game at a node below a race's root ([`Search::race_here`]).
pub(super) struct RaceHere {
    /// The solved game of the node's locked pawns.
    game: Arc<KingsGame>,
    /// The node's locked pawns.
    pawns: kings_game::LockedPawns,
    /// The side to move.
    turn: Color,
    /// The side to move's king.
    own: Square,
    /// The other side's king.
    other: Square,
    /// The race for the side to move.
    race: Race,
}

impl RaceHere {
    /// The race after `m`, a step of the side to move's king that takes nothing.
    fn after(&self, m: &Move) -> Option<Race> {
        self.game.after_step(self.turn, m.to(), self.other)
    }

    /// The game of each enemy pawn whose capture the side to move forces on its own (the
    /// game of one pawn, [`RaceGoal::Take`]).
    fn forced_targets(&self) -> Vec<Arc<KingsGame>> {
        self.pawns
            .pawns(!self.turn)
            .into_iter()
            .filter_map(|sq| kings_game::solved_goal(self.pawns, RaceGoal::Take(sq)))
            .filter(|game| {
                matches!(
                    game.race_of(self.turn, self.own, self.other),
                    Some(Race::Takes { .. })
                )
            })
            .collect()
    }

    /// The side to move's pawns that the other king attacks (the race's guarding steps).
    fn attacked_pawns(&self, search: &Search) -> Bitboard {
        let board = search.game.position().board();
        king_attacks(self.other) & board.pawns() & board.by_color(self.turn)
    }

    /// The legal moves at node `n` (the current position) not yet tried that `keep`
    /// accepts.
    fn king_steps(&self, search: &Search, n: NodeId, keep: impl Fn(&Move) -> bool) -> Vec<Ply> {
        let tried: SmallVec<[Ply; 16]> = search.tree.tried(n).collect();
        search
            .game
            .position()
            .legal_moves()
            .into_iter()
            .filter(|m| !tried.contains(&Ply::Move(*m)) && keep(m))
            .map(Ply::Move)
            .collect()
    }
}
