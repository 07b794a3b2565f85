//! The trace cell: the record of one bundle on one square (§1.5–1.6, Fig. 23).
//!
//! Pioneer did not store a bundle's squares, only a cell of parameters from which the bundle
//! is rebuilt ("unfolded", §1.5). A bundle has one cell on its a0 square, written when the
//! bundle is found (its *home* cell), and a copy on every α-square its piece visits during
//! search (§1.6). Each copy carries its own freezing depth (field 6): freezing works square
//! by square (§1.16, "the α-squares X and Z of this bundle freeze").

use pioneer_rules::{PieceId, Square};
use pioneer_trajectories::{BundleClass, BundleKey, PieceKind};
use serde::Serialize;

slotmap::new_key_type! {
    /// The address of a trace cell in the arena ("the address of a cell", §1.5).
    pub struct CellId;
}

/// Field 4: the kind of a bundle (§1.5, §2.9).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum TraceKind {
    /// The root bundle of a zone (its home cell is the zone's sprout).
    Root,
    /// Control: a negation (or support) trajectory onto an α-square (or the square a
    /// piece just moved to, §1.8).
    Control,
    /// Blockade of a β-square inside the interval (α_i, α_i+1) of the negated trajectory.
    Blockade,
    /// Retreat bundle (§2.9).
    Retreat,
    /// Deblockade bundle (§2.9).
    Deblockade,
}

/// Field 10: 0 for a negation trajectory, otherwise the zone type of a root bundle (§1.6,
/// Fig. 23).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum ZoneType {
    /// A negation (not a root) bundle.
    Negation,
    /// An attack zone: the root piece goes for an enemy piece.
    Attack,
    /// A promotion zone (the project's MO, spec §8).
    Promotion,
    /// A retreat zone (§2.9).
    Retreat,
    /// A deblockade zone (§2.9).
    Deblockade,
}

impl ZoneType {
    /// The number printed in field 10: 0 for a negation, 1…4 for the zone types.
    pub fn code(self) -> u8 {
        match self {
            ZoneType::Negation => 0,
            ZoneType::Attack => 1,
            ZoneType::Promotion => 2,
            ZoneType::Retreat => 3,
            ZoneType::Deblockade => 4,
        }
    }

    /// The lower-case name used by the pictures and the JSON ("negation", "attack", …).
    pub fn name(self) -> &'static str {
        match self {
            ZoneType::Negation => "negation",
            ZoneType::Attack => "attack",
            ZoneType::Promotion => "promotion",
            ZoneType::Retreat => "retreat",
            ZoneType::Deblockade => "deblockade",
        }
    }
}

/// Field 11: the address of the zone's sprout, or in the sprout itself the depth at which
/// the zone was included in the tree (§1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SproutField {
    /// This cell belongs to the zone whose sprout is here.
    Sprout(CellId),
    /// This cell *is* a sprout; the zone was included at this depth.
    Included(u16),
}

/// One trace cell: the thirteen fields of Fig. 23 and the links of the chained list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceCell {
    /// 1. The piece number.
    pub piece: PieceId,
    /// 2. The bundle's ak square.
    pub ak: Square,
    /// 3. The length of the bundle's shortest trajectory.
    pub length: u8,
    /// Not in Fig. 23: the length limit of the bundle, the longest trajectory it holds
    /// (spec §11: a bundle is every trajectory from a0 to ak up to its limit, shortest and
    /// admissible of degree 2, §3.2). Equal to field 3 for a bundle of shortest
    /// trajectories only; unfolding (§1.5) reads it with fields 1–4.
    pub max_len: u8,
    /// 4. Blockade, control, root, retreat or deblockade.
    pub kind: TraceKind,
    /// 5. The number of the attacked piece: the piece whose trajectory this bundle negates
    ///    (for a root bundle, the target).
    pub attacked: Option<PieceId>,
    /// 6. The freezing depth (0: thawed), for freezing by loss of connection (§1.14–1.16).
    ///    Written only through the store (`TraceStore::set_freeze_depth`), which counts
    ///    each bundle's unfrozen cells; read with [`TraceCell::freeze_depth`].
    pub(crate) freeze_depth: u16,
    /// 6 (the value 99): frozen because the piece left a0 on the way up (§1.17). Kept apart
    /// from the depth so that both kinds undo exactly; printed as 99. Written only through
    /// the store (`TraceStore::set_left_a0`); read with [`TraceCell::left_a0`].
    pub(crate) left_a0: bool,
    /// 7–8. The interval (α_i, α_i+1) of a blockaded β-square; for a deblockade bundle the
    /// square next to the blocked one and the forbidden squares are kept elsewhere.
    pub interval: Option<(Square, Square)>,
    /// 7–8 of a deblockade trace (Fig. 33): the α-square next to the blocked one on the
    /// blocked trajectory, and the squares forbidden for the deblockade.
    pub deblock: Option<(Square, pioneer_rules::Bitboard)>,
    /// 9. The a0 square of the bundle.
    pub a0: Square,
    /// 10. [`ZoneType::Negation`] for a negation trajectory, the zone type for a root
    ///     bundle.
    pub zone_type: ZoneType,
    /// 11. The zone's sprout, or (in the sprout) the zone's inclusion depth.
    pub sprout: SproutField,
    /// 12. The bundle branching ban parameter (§2.10): the tree node at which a move in this
    ///     bundle was made, 0 if none.
    pub ban_node: u32,
    /// 13. `T_x`, the time left for play in the zone (§1.7, §1.12), as stored: for a
    ///     negation bundle without its zone's shift (`Mo::tx` gives the value).
    pub(crate) tx_stored: i16,
    /// Not in Fig. 23: in a home cell, the recount's shift of `T_x` for every bundle below
    /// this one, not written into them (`recount`'s module docs).
    pub(crate) below_shift: i16,

    // --- not in Fig. 23: how the arena and the search reach the cell ---
    /// The square whose chain holds this cell.
    pub square: Square,
    /// The home cell (on a0) of this cell's bundle; `None` in the home cell itself.
    pub home: Option<CellId>,
    /// The home cell of the bundle this one negates (the link that Pioneer followed by
    /// piece number and squares, §1.13); `None` for a root bundle.
    pub parent: Option<CellId>,
    /// How the piece moves (from field 1 through the board; kept so that a cell unfolds
    /// without a position at hand).
    pub piece_kind: PieceKind,
    /// Creation order of the bundle (newest-first priority, §2.6.2; the 99 rule).
    pub serial: u32,
    /// The number of the bundle's shape (its unfold key) in the MO's unfold cache, given
    /// when the bundle is recorded (`shape_table::Shapes`).
    pub(crate) shape: u32,
    /// Next cell in the chain of the same square.
    pub(crate) next: Option<CellId>,
    /// Previous cell in the chain of the same square (not in Fig. 24: Pioneer walked the
    /// chain from array I to unlink a cell; the backward link unlinks it at once).
    pub(crate) prev: Option<CellId>,
}

impl TraceCell {
    /// Whether the cell is frozen by any stored kind of freezing (loss of connection or
    /// leaving a0).
    pub fn is_frozen(&self) -> bool {
        self.freeze_depth != 0 || self.left_a0
    }

    /// Field 6: the depth at which the cell froze by loss of connection (0: not frozen
    /// that way, §1.14–1.16).
    pub fn freeze_depth(&self) -> u16 {
        self.freeze_depth
    }

    /// Field 6's 99: whether the cell is frozen because its piece left a0 on the way up
    /// (§1.17).
    pub fn left_a0(&self) -> bool {
        self.left_a0
    }

    /// Field 6 as Pioneer printed it: 0, the freezing depth, or 99.
    pub fn field6(&self) -> u16 {
        if self.left_a0 { 99 } else { self.freeze_depth }
    }

    /// The key that rebuilds the bundle (fields 1–4 and 9, §1.5, with the length limit):
    /// shortest trajectories only, or every trajectory up to the limit (spec §11).
    pub fn key(&self) -> BundleKey {
        let class = if self.max_len > self.length {
            BundleClass::Admissible
        } else {
            BundleClass::Shortest
        };
        BundleKey::new(
            self.piece_kind,
            self.a0,
            self.ak,
            self.max_len.max(self.length),
            class,
        )
    }

    /// The fields of Fig. 23 in order, for printing (`SproutField` as a cell index or
    /// depth), with `T_x` as given (`Mo::fields` gives the cell's own).
    pub(crate) fn fields(&self, tx: i16) -> [String; 13] {
        let sq = |s: Square| s.to_string();
        [
            self.piece.0.to_string(),
            sq(self.ak),
            self.length.to_string(),
            format!("{:?}", self.kind),
            self.attacked.map_or("0".into(), |p| p.0.to_string()),
            self.field6().to_string(),
            match (self.interval, self.deblock) {
                (Some((a, _)), _) => sq(a),
                (None, Some((near, _))) => sq(near),
                _ => "0".into(),
            },
            match (self.interval, self.deblock) {
                (Some((_, b)), _) => sq(b),
                (None, Some((_, f))) => f.into_iter().map(sq).collect::<Vec<_>>().join("+"),
                _ => "0".into(),
            },
            sq(self.a0),
            self.zone_type.code().to_string(),
            match self.sprout {
                SproutField::Sprout(_) => "sprout".into(),
                SproutField::Included(d) => format!("included@{d}"),
            },
            self.ban_node.to_string(),
            tx.to_string(),
        ]
    }
}
