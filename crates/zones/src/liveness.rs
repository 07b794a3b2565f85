//! A zone's liveness (§2.2 criteria 1–2, the block of criterion 1 and the zone's time) and
//! what the search reads of the live zones: their colour, their pieces (§2.6.1: captures
//! by pieces of the live zones) and whether one of those can capture.

use crate::cell::{CellId, ZoneType};
use crate::live_cache::{LiveZonesCache, LiveZonesKey};
use crate::mo::Mo;
use pioneer_rules::{Color, Game, PieceId, PieceSet};
use smallvec::SmallVec;

impl Mo {
    /// The colour of a zone: the colour of its root piece.
    pub fn zone_color(&self, zone: CellId, game: &Game) -> Color {
        game.kind_of(self.cell(zone).piece).0
    }

    /// A zone plays while its root piece is on the board and its target stands on ak
    /// (§2.2 criteria 1–2; spec §7: also after the root piece leaves the root trajectory)
    /// and, with [`crate::ZoneRules::blocked_root_ends_zone`], while its root piece is not
    /// blocked beyond deblockade ([`Mo::root_blocked`]).
    /// Retreat and deblockade zones have no target: they play while their piece is on the
    /// board (and are erased when the search climbs above their inclusion).
    pub fn zone_alive(&self, zone: CellId, game: &Game) -> bool {
        self.zone_standing(zone, game)
            && !(self.rules.blocked_root_ends_zone
                && self.has_target(zone)
                && self.root_blocked(zone, game))
            && self.zone_in_time(zone, game)
    }

    /// Criteria 1–2 of §2.2 without the block: root piece on the board, target on ak.
    fn zone_standing(&self, zone: CellId, game: &Game) -> bool {
        let c = self.cell(zone);
        let root_sq = game.square_of(c.piece);
        let root_on_board = root_sq.is_some();
        if c.zone_type == ZoneType::Promotion {
            // Alive while the pawn is still a pawn (a promoted pawn has reached its goal)
            // and, with the rule, on its promotion square's file.
            return root_sq.is_some_and(|s| {
                game.kind_of(c.piece).1 == pioneer_rules::Role::Pawn
                    && !(self.rules.promotion_on_file && s.file() != c.ak.file())
            });
        }
        match c.attacked {
            Some(target) if self.has_target(zone) => {
                root_on_board && game.square_of(target) == Some(c.ak)
            }
            _ => root_on_board,
        }
    }

    /// Whether a zone fights for a target (attack and promotion zones), as opposed to the
    /// retreat and deblockade zones of §2.9.
    pub fn has_target(&self, zone: CellId) -> bool {
        matches!(
            self.cell(zone).zone_type,
            ZoneType::Attack | ZoneType::Promotion
        )
    }

    /// The zones that play in the current position.
    ///
    /// Kept for the position last asked about: a search asks several times at a node
    /// (its moves, threats, leaf value), and a zone's liveness is a function of the
    /// game's state, the zones, the rules, the root's ply and the two clocks
    /// ([`Mo::zone_alive`]), which is what the kept answer is keyed by (`LiveZonesCache`).
    pub fn live_zones(&self, game: &Game) -> SmallVec<[CellId; 8]> {
        let key = LiveZonesKey {
            game: game.stamp(),
            zones: self.zones_version,
            root_ply: self.root_ply,
            root_clock_from: self.root_clock_from,
            clock_restart: self.clock_restart,
        };
        if let Some(zones) = self.live_cache.borrow().get(key) {
            debug_assert_eq!(
                zones,
                self.live_zones_afresh(game),
                "a stale live-zone list"
            );
            return zones;
        }
        let zones = self.live_zones_afresh(game);
        *self.live_cache.borrow_mut() = LiveZonesCache::new(key, zones.clone());
        zones
    }

    /// The zones that play in the current position, each judged anew.
    fn live_zones_afresh(&self, game: &Game) -> SmallVec<[CellId; 8]> {
        self.zones().filter(|&z| self.zone_alive(z, game)).collect()
    }

    /// Whether a piece belongs to a live zone: a root piece, a target, or a piece with a
    /// trace in the zone.
    pub fn in_live_zone(&self, piece: PieceId, game: &Game) -> bool {
        self.live_zone_pieces(game).contains(piece)
    }

    /// The pieces that belong to a live zone: the zones' root pieces and targets and the
    /// pieces of their member bundles (a mask: late in a deep search the members are
    /// thousands of bundles of a few pieces).
    pub fn live_zone_pieces(&self, game: &Game) -> PieceSet {
        self.zone_pieces(&self.live_zones(game))
    }

    /// The pieces of `zones` (the live zones, as [`Mo::live_zones`] gave them for the
    /// current position): their root pieces and targets and the pieces of their member
    /// bundles. For a caller that holds the live zones already.
    pub fn zone_pieces(&self, zones: &[CellId]) -> PieceSet {
        let mut out = PieceSet::new();
        for &z in zones {
            let c = self.cell(z);
            out.insert(c.piece);
            out.extend(c.attacked);
            if let Some(m) = self.members.get(z) {
                out.union_with(m.pieces());
            }
        }
        out
    }

    /// Whether the side to move has a capture by one of `pieces` — the live zones' pieces,
    /// [`Mo::zone_pieces`] (§2.6.1: captures found by the move off the map, whatever their
    /// freezing).
    pub fn has_capture_by(&self, pieces: &PieceSet, game: &Game) -> bool {
        game.legal_moves().iter().any(|m| {
            m.is_capture()
                && m.from()
                    .and_then(|f| game.piece_at(f))
                    .is_some_and(|p| pieces.contains(p))
        })
    }
}
