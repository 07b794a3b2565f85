//! The zones on the real board: the shape of the bundles a zone records (spec §3.2, §11)
//! and §2.2 criterion 1, a root piece blocked beyond deblockade (§2.7, §2.9).
//!
//! Appendix 1 computes every bundle on the free board and then "transfers" each trajectory
//! to the real board (§2.7): its α- and β-squares are checked against the pieces standing
//! there. A zone stops playing when "the α0-piece is destroyed or blocked so that removing
//! the blockade is impossible" (§2.2, criterion 1; §2.3: its root bundle freezes). Which of
//! these the MO applies is [`ZoneRules`], set once per search
//! ([`Mo::with_rules`]).

use crate::cell::CellId;
use crate::mo::Mo;
use crate::zone_rules::ZoneRules;
use pioneer_rules::{Bitboard, Board, Color, Game, Position};
use pioneer_trajectories::bundle::deblockade_forbidden;
use pioneer_trajectories::{Block, Bundle, Trajectory, transfer_from};

impl Mo {
    /// An empty MO with these rules.
    pub fn with_rules(rules: ZoneRules) -> Mo {
        let mut mo = Mo::new();
        mo.rules = rules;
        mo
    }

    /// Sets the rules of this MO (a search sets them again at every step of its
    /// deepening: the horizon may have changed).
    pub fn set_rules(&mut self, rules: ZoneRules) {
        self.rules = rules;
        self.zones_version += 1;
    }

    /// With [`ZoneRules::zone_horizon`]: whether a zone with a target can still finish
    /// its attack in its own time — its root piece's moves left along the root bundle
    /// (from the square it stands on) at most ⌈(d₀ + H_L − d)/2⌉, d₀ the zone's
    /// inclusion depth (0 with [`crate::ZoneClock::Root`]) and d the plies made since the
    /// search's root (§1.7–1.8: a zone looks H_L half-moves ahead from where it was
    /// formed). d₀ is 0 too for a zone included at or below the depth set by
    /// [`Mo::set_root_clock_from`]. Where the root piece stands off its bundle, its moves
    /// left are its shortest length to the target on the free board with
    /// [`ZoneRules::off_bundle_time`] (a lower bound: the rule still never ends a zone
    /// whose attacker could arrive in time), and the zone is in time without it. Always
    /// true without the rule, for zones without a target, and where the target cannot
    /// be reached on the free board.
    pub fn zone_in_time(&self, zone: CellId, game: &Game) -> bool {
        let Some(horizon) = self.rules.zone_horizon else {
            return true;
        };
        if !self.has_target(zone) {
            return true;
        }
        let c = self.cell(zone);
        let Some(sq) = game.square_of(c.piece) else {
            return true;
        };
        let left = match self.remaining(zone, sq) {
            Some(left) => left,
            None if self.rules.off_bundle_time => match self.free_length(c.piece_kind, sq, c.ak) {
                Some(len) => usize::from(len),
                None => return true,
            },
            None => return true,
        };
        let included = self.inclusion_depth(zone);
        let from_root = self.rules.zone_clock == crate::ZoneClock::Root
            || self.root_clock_from.is_some_and(|d| included >= d);
        let restart = self.clock_restart.filter(|&r| included >= r);
        let start = match (from_root, restart) {
            (true, Some(r)) => usize::from(r),
            (true, None) => 0,
            (false, _) => usize::from(included),
        };
        let end = start + usize::from(horizon);
        let depth = game.ply().saturating_sub(self.root_ply);
        left <= end.saturating_sub(depth).div_ceil(2)
    }

    /// Sets the plies the game had made at the search's root (a search continued on
    /// rails starts from a game with history): the zone time counts depths from there.
    pub fn set_root_ply(&mut self, ply: usize) {
        self.root_ply = ply;
    }

    /// From `depth` on (plies from the search's root), zones included there or deeper
    /// count their time from the root as with [`crate::ZoneClock::Root`]; `None` lifts
    /// it. The search sets it where a line goes on past the end of a race (a promotion
    /// with check) and lifts it when it climbs back above that depth.
    pub fn set_root_clock_from(&mut self, depth: Option<u16>) {
        self.root_clock_from = depth;
    }

    /// From `depth` on (plies from the search's root), zones included there or deeper
    /// count their time as if the search's root were at `depth`: with
    /// [`crate::ZoneClock::Root`] (or below [`Mo::set_root_clock_from`]) they end their
    /// attack within the horizon from `depth`, not from the root; `None` lifts it. The
    /// search sets it where a forced sequence it played out ends (the capture that ends
    /// a kings' race) and lifts it when it climbs back above that depth.
    pub fn set_clock_restart(&mut self, depth: Option<u16>) {
        self.clock_restart = depth;
    }

    /// The depth set by [`Mo::set_clock_restart`], if any.
    pub fn clock_restart(&self) -> Option<u16> {
        self.clock_restart
    }

    /// The depth set by [`Mo::set_root_clock_from`], if any.
    pub fn root_clock_from(&self) -> Option<u16> {
        self.root_clock_from
    }

    /// The rules of this MO.
    pub fn rules(&self) -> ZoneRules {
        self.rules
    }

    /// The length limit to record with a new bundle whose limit is `limit` moves (spec
    /// §11): the limit itself with admissible bundles, otherwise 0 (shortest only).
    pub fn bundle_limit(&self, limit: i32) -> u8 {
        if self.rules.admissible_bundles {
            limit.clamp(0, i32::from(u8::MAX)) as u8
        } else {
            0
        }
    }

    /// §2.2 criterion 1: the zone's root piece stands on its root bundle, every root
    /// trajectory from its square is blocked on the real board (§2.7), and no block can be
    /// removed: an own piece in the way has no deblockade (§2.9: deblockade off, or no
    /// square to go to off the trajectory and its forbidden squares), an enemy piece in
    /// the way is attacked by no piece of the root's side (capturing it would clear it,
    /// as 3.Bg3:f4 clears the knight's blockade in Fig. 21).
    pub fn root_blocked(&self, zone: CellId, game: &Game) -> bool {
        let c = self.cell(zone);
        let Some(s) = game.square_of(c.piece) else {
            return false;
        };
        let color = game.kind_of(c.piece).0;
        let board = game.position().board();
        let mut on_bundle = false;
        // Enemy blockers no piece of the root's side attacks: whether such a block can be
        // removed depends on its square alone, so each is judged once.
        let mut held = Bitboard::EMPTY;
        for t in self.unfold(zone).trajectories.iter() {
            let Some(i) = t.stops.iter().position(|&x| x == s) else {
                continue;
            };
            if i + 1 >= t.stops.len() {
                continue;
            }
            on_bundle = true;
            let Some(block) = transfer_from(t, i, board, color).blocked else {
                return false;
            };
            if !block.own && held.contains(block.square) {
                continue;
            }
            let rest = Trajectory::new(t.stops[i..].iter().copied());
            if self.removable(board, color, &rest, block) {
                return false;
            }
            if !block.own {
                held.add(block.square);
            }
        }
        on_bundle
    }

    /// Whether a block on `rest` can be removed (§2.2 criterion 1, §2.9).
    fn removable(&self, board: &Board, color: Color, rest: &Trajectory, block: Block) -> bool {
        if block.own {
            if !self.rules.deblockade {
                return false;
            }
            let forbidden = deblockade_forbidden(rest, block.square);
            let on_path = rest.alpha_squares() | rest.beta_squares();
            Bundle::deblockade(board, block.square, forbidden).is_ok_and(|b| {
                b.trajectories
                    .iter()
                    .any(|t| !on_path.contains(t.ak()) && !board.occupied().contains(t.ak()))
            })
        } else {
            board
                .attacks_to(block.square, color, board.occupied())
                .any()
        }
    }
}
