//! The zones of §2.9 that have no target: retreat zones (a piece attacked moves away) and
//! deblockade zones (a piece standing on another's trajectory makes way, Fig. 33). The
//! search decides when to form them; here they are recorded.

use crate::cell::{CellId, TraceKind, ZoneType};
use crate::mo::{BundleRole, Mo, NewBundle};
use pioneer_rules::{Bitboard, Game, PieceId, Square};
use pioneer_trajectories::PieceKind;

/// A piece standing on another piece's trajectory, which a deblockade may clear (§2.9,
/// Fig. 33): what a deblockade zone records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Blockage {
    /// The piece in the way (field 1).
    pub blocker: PieceId,
    /// The square it stands on (fields 9 and 2).
    pub square: Square,
    /// The piece whose trajectory it blocks (field 5).
    pub freed: PieceId,
    /// The α-square next to the blocked one on the blocked trajectory (field 7).
    pub near: Square,
    /// The squares the deblockade may not go to (field 8).
    pub forbidden: Bitboard,
}

impl Mo {
    /// The deblockade zone of a blockage (§2.9, Fig. 33): created at `depth` if not there
    /// yet. Field 5 holds the piece whose trajectory is freed, field 7 the α-square next to
    /// the blocked one, field 8 the forbidden squares.
    pub fn deblockade_zone(&mut self, game: &Game, b: Blockage, depth: u16) -> CellId {
        let Blockage {
            blocker,
            square: sq,
            freed,
            near,
            forbidden,
        } = b;
        if let Some(c) = self.find_bundle(None, blocker, sq, sq, TraceKind::Deblockade) {
            return c;
        }
        let (color, role) = game.kind_of(blocker);
        let id = self.add_bundle(NewBundle {
            piece: blocker,
            piece_kind: PieceKind::new(color, role),
            a0: sq,
            ak: sq,
            length: 1,
            kind: TraceKind::Deblockade,
            attacked: Some(freed),
            interval: None,
            tx: 1,
            role: BundleRole::Root {
                zone_type: ZoneType::Deblockade,
                depth,
            },
        });
        if let Some(c) = self.store.get_mut(id) {
            c.deblock = Some((near, forbidden));
        }
        id
    }

    /// The retreat zone of `piece` on `sq` (§2.9): created at `depth` if not there yet.
    /// Field 5 holds the attacking piece.
    pub fn retreat_zone(
        &mut self,
        game: &Game,
        piece: PieceId,
        sq: Square,
        attacker: PieceId,
        depth: u16,
    ) -> CellId {
        if let Some(c) = self.find_bundle(None, piece, sq, sq, TraceKind::Retreat) {
            return c;
        }
        let (color, role) = game.kind_of(piece);
        self.add_bundle(NewBundle {
            piece,
            piece_kind: PieceKind::new(color, role),
            a0: sq,
            ak: sq,
            length: 1,
            kind: TraceKind::Retreat,
            attacked: Some(attacker),
            interval: None,
            tx: 1,
            role: BundleRole::Root {
                zone_type: ZoneType::Retreat,
                depth,
            },
        })
    }
}
