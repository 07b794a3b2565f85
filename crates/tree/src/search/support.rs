//! Supporting one's own pawn (ours, `docs/search.md` item 27): with
//! [`crate::MoSettings::promotion_watch`] the pawn's own pieces move along trajectories
//! onto its promotion square; with [`crate::MoSettings::clear_routes`] they keep off the
//! squares ahead of the pawn, which they would block.

use super::Search;
use pioneer_rules::{Color, Rank, Square};
use pioneer_zones::{CellId, ZoneType};
use smallvec::SmallVec;

impl Search {
    /// The squares a supporter in zone `z` may not step onto: the route ahead of the
    /// pawn when `z` is a promotion zone of the side to move (`own`) and
    /// [`crate::MoSettings::clear_routes`] is on; none otherwise.
    pub(super) fn route_to_keep_clear(&self, z: CellId, own: bool) -> SmallVec<[Square; 8]> {
        if !(self.cfg.switches.mo.clear_routes
            && own
            && self.mo.cell(z).zone_type == ZoneType::Promotion)
        {
            return SmallVec::new();
        }
        self.pawn_route(z)
    }

    /// The squares ahead of the pawn of promotion zone `z` on its file, up to its last
    /// rank (a route that turns off the file by a capture is read as the file: the rule
    /// is about blocking, and only a pawn's straight steps can be blocked).
    fn pawn_route(&self, z: CellId) -> SmallVec<[Square; 8]> {
        let pawn = self.mo.cell(z).piece;
        let Some(sq) = self.game.square_of(pawn) else {
            return SmallVec::new();
        };
        let forward = if self.game.kind_of(pawn).0 == Color::White {
            1
        } else {
            -1
        };
        let mut out = SmallVec::new();
        let mut r = i32::from(u8::from(sq.rank())) + forward;
        while (0..8).contains(&r) {
            out.push(Square::from_coords(sq.file(), Rank::new(r as u32)));
            r += forward;
        }
        out
    }
}
