//! The end of a variation (§2.2 with the spec's reading, §5.1; spec §8.1): the end test
//! (with the race over after a promotion, `race.rs`), the rule of the square, the value
//! of a leaf and the value of a position reached again by another order of moves.

use super::Search;
use super::race::Race;
use crate::square::{self, SquareRule};
use pioneer_rules::{Color, Cycle, Ply, Position, Role, value};

/// How a variation that ends here is valued.
enum LineEnd {
    /// By the rules or the rule of the square (mate, stalemate, repetition, a dead
    /// position).
    Exact(i32),
    /// By an exact endgame table ([`crate::Switches::mate_tables`]).
    Tabled(i32),
    /// By the material and the model's judgement (the race over, the stakes rule, no live
    /// zone, a pass on the way round): the side to move may yet hold a draw.
    Judged(i32),
    /// By the material at the depth cap: the line has not ended, a deeper step of the
    /// deepening searches on ([`crate::MoSettings::perpetual_at_cap`]).
    Capped(i32),
}

/// The value of a variation that ends here ([`Search::variation_ends`]).
#[derive(Debug, Clone, Copy)]
pub(super) struct Ended {
    /// Its value, White's side.
    pub(super) value: i32,
    /// Whether an endgame table gave it ([`crate::NodeValue::tabled`]).
    pub(super) tabled: bool,
}

impl Search {
    /// The value of the current position if another order of moves already searched it
    /// to the end ([`crate::memo`]); with [`crate::Switches::transposition_depth`] only at
    /// this depth or a shallower one.
    pub(super) fn transposition(&mut self) -> Option<crate::value::NodeValue> {
        if !self.cfg.switches.transpositions {
            return None;
        }
        let deepest = self.cfg.switches.transposition_depth.then(|| self.depth());
        self.memo.probe(self.game.key(), deepest)
    }

    /// The end-of-variation test (§2.2 with the spec's reading, §5.1): the value of the
    /// variation if it ends here. A value judged by material is raised to a mate when the
    /// side to move mates by checks ([`crate::MoSettings::check_mates`]), and to a draw when
    /// the side to move, losing, can check for ever ([`crate::MoSettings::perpetual`]; at
    /// the depth cap only with [`crate::MoSettings::perpetual_at_cap`]). A value an
    /// endgame table gave is marked so ([`Ended::tabled`]).
    pub(super) fn variation_ends(&mut self) -> Option<Ended> {
        let ended = |value, tabled| Some(Ended { value, tabled });
        let (v, perpetual) = match self.end_test()? {
            LineEnd::Exact(v) => return ended(v, false),
            LineEnd::Tabled(v) => return ended(v, true),
            LineEnd::Judged(v) => (v, true),
            LineEnd::Capped(v) => (v, self.cfg.switches.mo.perpetual_at_cap),
        };
        let v = self.mate_by_checks(v);
        let value = if perpetual {
            self.perpetual_floor(v)
        } else {
            v
        };
        ended(value, false)
    }

    /// The end test proper: whether the line ends here, and how its value is known.
    fn end_test(&mut self) -> Option<LineEnd> {
        use LineEnd::{Capped, Exact, Judged, Tabled};
        if self.game.legal_moves().is_empty() {
            return Some(Exact(self.leaf_value()));
        }
        if self.cfg.switches.insufficient_material
            && self.depth() > 0
            && self.game.position().is_insufficient_material()
        {
            // A dead position: no sequence of moves mates, the game is drawn.
            return Some(Exact(self.draw_value()));
        }
        if self.two_passes() {
            // A decline right after the enemy's pass: neither side changes anything.
            return Some(Judged(self.leaf_value()));
        }
        if self.cfg.switches.repetitions && self.depth() > 0 {
            match self.game.repetition(&self.earlier) {
                // Met earlier by moves alone (in this line or the game before the root):
                // a draw by the rules.
                Some(Cycle::Moves) => return Some(Exact(self.draw_value())),
                // Back where it was with a pass on the way: no progress, the line ends.
                Some(Cycle::WithPass) => return Some(Judged(self.leaf_value())),
                None => {}
            }
        }
        if self.cfg.switches.mate_tables
            && let Some(v) = self.table_value()
        {
            return Some(Tabled(v));
        }
        if self.depth() >= self.depth_cap {
            self.capped = true;
            return Some(Capped(self.capped_value()));
        }
        if self.race_played().is_some() {
            // The kings' race played out (`kings_race.rs`): the line goes on to the capture.
            return None;
        }
        if self.cfg.switches.mo.square_rule
            && let Some(v) = self.square_verdict()
        {
            return Some(Exact(v));
        }
        if self.stalemate_resource() {
            // Stalemate at hand (`stalemate.rs`): the material does not decide yet.
            return None;
        }
        if self.cfg.switches.mo.race_over {
            match self.race() {
                Race::Over => return Some(Judged(self.race_over_value())),
                // The race is not over: the reply it waits for is played.
                Race::Open if self.cfg.switches.mo.race_goes_on => return None,
                Race::Open | Race::NoPromotion => {}
            }
        }
        if self.cfg.switches.mo.checks && self.must_answer() {
            // In check, or the piece that just moved can be taken: the line goes on.
            return None;
        }
        if !self.promotions_at_hand().is_empty() {
            // A promotion at hand (`at_hand.rs`): the position is not quiet.
            return None;
        }
        let live = self.mo.live_zones(&self.game);
        if !live.iter().any(|&z| self.mo.has_target(z)) {
            return Some(Judged(self.leaf_value()));
        }
        // The live zones, computed once for the stakes and the captures.
        let stakes = self.mo.stakes_of(&live, &self.game);
        let down = match self.game.turn() {
            Color::White => -self.m_t,
            Color::Black => self.m_t,
        };
        (down >= stakes.total()
            && !self
                .mo
                .has_capture_by(&self.mo.zone_pieces(&live), &self.game))
        .then_some(Judged(self.m_t))
    }

    /// The last two plies of the line are passes (only a decline follows a pass,
    /// [`crate::MoSettings::decline`]).
    fn two_passes(&self) -> bool {
        let n = self.frames.len();
        n >= 2 && self.frames[n - 2..].iter().all(|f| f.ply == Ply::Pass)
    }

    /// With [`crate::MoSettings::checks`]: the side to move is in check, or can take the
    /// piece that just moved (its attackers at length one, §1.8).
    pub(super) fn must_answer(&self) -> bool {
        if self.game.position().is_check() {
            return true;
        }
        self.last_mover_square().is_some_and(|to| {
            self.game
                .legal_moves()
                .iter()
                .any(|m| m.is_capture() && m.to() == to)
        })
    }

    /// The square the last move went to (none at the root or after a pass).
    pub(super) fn last_mover_square(&self) -> Option<pioneer_rules::Square> {
        match self.frames.last().map(|f| f.ply) {
            Some(Ply::Move(m)) => Some(m.to()),
            _ => None,
        }
    }

    /// `m_t`, or with kings as targets a checkmate valued as the capture of the king; with
    /// [`crate::MoSettings::checks`] a checkmate is worth [`super::MATE`] less the depth
    /// (shorter mates first) and a stalemate is a draw (0 in absolute material).
    pub(super) fn leaf_value(&self) -> i32 {
        let pos = self.game.position();
        if self.cfg.switches.mo.checks {
            if pos.is_checkmate() {
                let v = super::MATE - i32::from(self.depth());
                return match pos.turn() {
                    Color::White => -v,
                    Color::Black => v,
                };
            }
            if pos.is_stalemate() {
                return self.draw_value();
            }
        }
        if self.cfg.switches.mo.king_targets && pos.is_checkmate() {
            let king = value(Role::King);
            return match pos.turn() {
                Color::White => self.m_t - king,
                Color::Black => self.m_t + king,
            };
        }
        self.m_t
    }

    /// The value of a line the depth cap cuts ([`crate::MoSettings::capped_leaf`]):
    /// [`Search::leaf_value`], or the material after the recapture or the captures of the
    /// side to move (a mate or stalemate stays as [`Search::leaf_value`] values it).
    fn capped_value(&self) -> i32 {
        use crate::CappedLeaf;
        let v = self.leaf_value();
        let pos = self.game.position();
        let leaf = self.cfg.switches.mo.capped_leaf;
        // The presets' material first: no move generation at a capped leaf.
        if leaf == CappedLeaf::Material || pos.is_checkmate() || pos.is_stalemate() {
            return v;
        }
        let gain = match leaf {
            CappedLeaf::Promotion if self.last_was_promotion() => self.recapture_gain(),
            CappedLeaf::Material | CappedLeaf::Promotion => return v,
            CappedLeaf::Recapture => self.recapture_gain(),
            CappedLeaf::Captures => {
                pioneer_rules::captures::capture_gain(pos, crate::CAPPED_CAPTURE_LIMIT)
            }
        };
        match pos.turn() {
            Color::White => v + gain,
            Color::Black => v - gain,
        }
    }

    /// The last move of the line promoted a pawn.
    fn last_was_promotion(&self) -> bool {
        matches!(self.frames.last().map(|f| f.ply), Some(Ply::Move(m)) if m.is_promotion())
    }

    /// What the side to move wins by taking the piece that just moved, the exchange on its
    /// square played out (`Search::exchange_after`); 0 when it cannot take it with profit.
    fn recapture_gain(&self) -> i32 {
        let Some(to) = self.last_mover_square() else {
            return 0;
        };
        self.game
            .legal_moves()
            .iter()
            .filter(|m| m.to() == to)
            .filter_map(|m| self.exchange_after(m))
            .fold(0, i32::max)
    }

    /// The exact value of a position of the mate tables' class ([`crate::Switches::mate_tables`]):
    /// a mate in n moves of the side to move is the checkmate 2n − 1 half-moves down, a
    /// mate of the side to move in n is 2n half-moves down, both valued as
    /// [`Search::leaf_value`] values a checkmate there; a draw is a draw.
    fn table_value(&self) -> Option<i32> {
        self.table_value_of(self.game.position(), self.depth())
    }

    /// [`Search::table_value`] of a position `pos` that lies `depth` half-moves below the
    /// root (the current one, or one a few moves past it).
    pub(super) fn table_value_of(&self, pos: &pioneer_rules::Chess, depth: u16) -> Option<i32> {
        use pioneer_rules::endgame_tables::Verdict;
        let white = pos.turn() == Color::White;
        Some(match self.table_verdict_of(pos)? {
            Verdict::Mates(n) => checkmate_down(depth, 2 * i32::from(n) - 1, white),
            Verdict::Mated(n) => checkmate_down(depth, 2 * i32::from(n), !white),
            Verdict::Draw => self.draw_value(),
        })
    }

    /// The tables' verdict on the current position, of the tables the switches read
    /// ([`crate::Switches::mate_tables`]; the queen against a pawn only with
    /// [`crate::Switches::queen_pawn_table`], the pawn tables with
    /// [`crate::Switches::pawn_tables`] below a root not of their classes, king and pawn
    /// against king and pawn with [`crate::Switches::race_pawn_tables`] below a root of
    /// the kings' race's class not of the table's).
    pub(super) fn table_verdict(&self) -> Option<pioneer_rules::endgame_tables::Verdict> {
        self.table_verdict_of(self.game.position())
    }

    /// [`Search::table_verdict`] of any position.
    fn table_verdict_of(
        &self,
        pos: &pioneer_rules::Chess,
    ) -> Option<pioneer_rules::endgame_tables::Verdict> {
        use pioneer_rules::piece_pawn::{self, Piece};
        let switches = &self.cfg.switches;
        // Most positions have too many men for any table: one count decides.
        if !switches.mate_tables || !pioneer_rules::endgame_tables::few_men(pos) {
            return None;
        }
        let read = match piece_pawn::class(pos) {
            Some(Piece::Queen) => switches.queen_pawn_table,
            Some(_) => self.pawn_tables_below,
            None => self.pawn_pawn_below || !pioneer_rules::pawn_pawn::in_class(pos),
        };
        if !read {
            return None;
        }
        pioneer_rules::endgame_tables::verdict(pos)
    }

    /// A draw (a stalemate, a repetition): 0 in absolute material. `m_t = m_0 + (balance
    /// now − balance at the root)`, so a draw is worth the balance now taken back.
    pub(super) fn draw_value(&self) -> i32 {
        self.m_t - super::material_balance(&self.game)
    }

    /// The rule of the square (endgame knowledge, spec §8; [`crate::square::verdict`]).
    fn square_verdict(&self) -> Option<i32> {
        let mo = &self.cfg.switches.mo;
        let rule = SquareRule {
            even_race: mo.race_over,
            all_stopped: mo.all_stopped,
            race_by_tempi: mo.race_by_tempi,
            race_blocked: mo.race_blocked,
        };
        square::verdict(self.game.position(), rule).map(|d| self.m_t + d)
    }

    /// A variation ended here: remember which pieces it lost (§2.10).
    pub(super) fn leaf(&mut self) {
        self.leaf_lost = self
            .game
            .all_pieces()
            .filter(|&p| self.game.square_of(p).is_none())
            .collect();
        self.record_leaf_end();
    }
}

/// The value of the checkmate `plies` half-moves below a node at `depth`, from White's side
/// (`white_mates`: White gives it): `MATE` less the depth of the mate, as
/// [`Search::leaf_value`] values a checkmate on the board (shorter mates first).
pub(super) fn checkmate_down(depth: u16, plies: i32, white_mates: bool) -> i32 {
    let v = super::MATE - (i32::from(depth) + plies);
    if white_mates { v } else { -v }
}
