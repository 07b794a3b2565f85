//! The MO (математическое отображение): the set of zones and their bundles (§1.1, §1.7,
//! §2; spec §4).
//!
//! [`Mo`] owns the trace arena. A zone is identified by its sprout, the home cell of its
//! root bundle (§1.6). Everything else hangs on the root bundle through parent links
//! (negations of degree 1, 2, …).
//!
//! This module holds the arena's indexes and queries: homes, copies, children, members,
//! zones (their liveness, §2.2, is in `liveness`), adding and erasing bundles, and the caches' tables
//! (their methods are in `cache`: the unfold cache of §1.5 and the free-board lengths).
//! The cells are private to the crate: outside it they change only through `Mo`'s methods
//! (vision, recount, freezing, …, and [`Mo::set_ban_node`] for field 12). The mechanisms
//! add `impl Mo` blocks in their own modules, which import this one, never the reverse.

use crate::bundle_keys::{BundleKey, BundleKeys};
use crate::cell::{CellId, SproutField, TraceCell, TraceKind, ZoneType};
use crate::ledger::FreezeLedger;
use crate::length_table::LengthTable;
use crate::live_cache::LiveZonesCache;
use crate::members::{ZoneMembers, insert_in_scan_order, remove_in_scan_order};
use crate::shape_table::Shapes;
use crate::store::TraceStore;
use crate::zone_rules::ZoneRules;
use pioneer_rules::{Bitboard, PieceId, Square};
use pioneer_trajectories::PieceKind;
use smallvec::SmallVec;
use std::cell::RefCell;

/// A small list of cell addresses.
pub type Cells = SmallVec<[CellId; 4]>;

/// A new bundle to record: what vision, zone formation or tests pass to [`Mo::add_bundle`].
#[derive(Debug, Clone)]
pub struct NewBundle {
    /// Field 1.
    pub piece: PieceId,
    /// How the piece moves.
    pub piece_kind: PieceKind,
    /// Field 9.
    pub a0: Square,
    /// Field 2.
    pub ak: Square,
    /// Field 3.
    pub length: u8,
    /// Field 4.
    pub kind: TraceKind,
    /// Field 5.
    pub attacked: Option<PieceId>,
    /// Fields 7–8.
    pub interval: Option<(Square, Square)>,
    /// Field 13.
    pub tx: i16,
    /// Whether the bundle starts a zone or negates a bundle of one (fields 10–11 and the
    /// parent link).
    pub role: BundleRole,
}

/// What a new bundle is to its zone: the root bundle of a new zone, or a negation of a
/// bundle of an existing zone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BundleRole {
    /// The root bundle of a new zone: its sprout.
    Root {
        /// Field 10 (not [`ZoneType::Negation`]).
        zone_type: ZoneType,
        /// Field 11: the depth at which the zone is included.
        depth: u16,
    },
    /// A negation (or support) bundle in an existing zone.
    Negation {
        /// The negated bundle (its home cell).
        parent: CellId,
        /// The zone (its sprout).
        zone: CellId,
    },
}

/// The set of zones with all their traces.
///
/// Besides the arena, two indexes spare the scans of the 8×8 array that Pioneer made: the
/// home cells in scan order (a0 square, then creation), and each bundle's copies. Unfolded
/// bundles are cached by their key (a bundle is a pure function of its trace's fields).
#[derive(Debug, Clone, Default)]
pub struct Mo {
    /// The trace arena with its chained lists. Private to the crate: cells are written only
    /// through `Mo`'s methods, so that taking a move back restores every trace.
    pub(crate) store: TraceStore,
    serial: u32,
    /// Every bundle's home cell, by its a0 square (64 lists once a bundle is recorded),
    /// each list in creation order: read square after square, the scan order.
    homes: Vec<Vec<CellId>>,
    /// The zones' root bundles (sprout cells), in the order of `homes`: the subsequence of
    /// `homes` whose sprout field is [`SproutField::Included`]. A sprout field is written
    /// only when a bundle is recorded, so the list changes only in
    /// [`Mo::add_bundle_up_to`] and [`Mo::erase_bundle`].
    zone_homes: Vec<CellId>,
    /// Each piece's bundles (home cells), in the order of `homes`, indexed by
    /// [`PieceId`]: kept, like `zone_homes`, by [`Mo::add_bundle_up_to`] and
    /// [`Mo::erase_bundle`] (a bundle's piece never changes).
    piece_homes: Vec<Vec<CellId>>,
    /// Every bundle (home cell) by its key, in creation order ([`BundleKeys`]): kept by
    /// [`Mo::add_bundle_up_to`] and [`Mo::erase_bundle`] (a bundle's key never changes).
    keys: BundleKeys,
    copies: slotmap::SecondaryMap<CellId, Cells>,
    /// Each bundle's direct negations (the bundles whose parent it is).
    children: slotmap::SecondaryMap<CellId, Cells>,
    /// The freezing sweep's bookkeeping (§1.16, [`FreezeLedger`]).
    pub(crate) ledger: FreezeLedger,
    /// Each zone's bundles, root included, in scan order.
    pub(crate) members: slotmap::SecondaryMap<CellId, ZoneMembers>,
    /// Each zone's shift of `T_x` for all its negation bundles (`recount`). Absent: 0.
    pub(crate) negation_shift: slotmap::SecondaryMap<CellId, i16>,
    /// The unfold cache (§1.5) and the bundles' reaches, by shape number.
    pub(crate) shapes: RefCell<Shapes>,
    /// Shortest lengths on the free board ([`Mo::negation_length`], [`Mo::free_length`]).
    pub(crate) lengths: RefCell<LengthTable>,
    /// How bundles are built and zones end (kept by [`Mo::clear`]).
    pub(crate) rules: ZoneRules,
    /// The plies the game had made at the search's root ([`Mo::set_root_ply`]): the
    /// depths the MO records (inclusion depths, §1.6 field 11) count from there.
    pub(crate) root_ply: usize,
    /// The depth from which zones count their time from the root
    /// ([`Mo::set_root_clock_from`]): a zone included at this depth or deeper ends its
    /// attack within the horizon from the search's root, whatever the clock.
    pub(crate) root_clock_from: Option<u16>,
    /// The depth the root clock starts again from ([`Mo::set_clock_restart`]): a zone
    /// included there or deeper counts its time from that depth instead of the root.
    pub(crate) clock_restart: Option<u16>,
    /// Bumped whenever the zones or the rules change (`zone_homes`, [`Mo::clear`],
    /// [`Mo::set_rules`]): with the game's stamp, the root's ply and the clocks, the key of
    /// the live zones kept in `live_cache`.
    pub(crate) zones_version: u64,
    /// The live zones of the last position asked about ([`Mo::live_zones`]).
    pub(crate) live_cache: RefCell<LiveZonesCache>,
}

impl Mo {
    /// An empty MO.
    pub fn new() -> Mo {
        Mo::default()
    }

    /// Erases every trace, keeping the arena's memory.
    pub fn clear(&mut self) {
        self.store.clear();
        self.serial = 0;
        self.homes.iter_mut().for_each(Vec::clear);
        self.zone_homes.clear();
        self.zones_version += 1;
        self.piece_homes.iter_mut().for_each(Vec::clear);
        self.keys.clear();
        self.copies.clear();
        self.children.clear();
        self.members.clear();
        self.negation_shift.clear();
        self.ledger.clear();
        self.root_clock_from = None;
        self.clock_restart = None;
    }

    /// The creation counter: every bundle created from now on gets a larger serial.
    pub fn serial(&self) -> u32 {
        self.serial
    }

    /// A cell (panics on an erased address: only for addresses known to be live).
    pub fn cell(&self, id: CellId) -> &TraceCell {
        self.store.get(id).expect("live trace cell")
    }

    /// A cell, or `None` once its bundle was erased.
    pub fn cell_opt(&self, id: CellId) -> Option<&TraceCell> {
        self.store.get(id)
    }

    /// Whether a cell address is still in use (its bundle not erased).
    pub fn is_live(&self, id: CellId) -> bool {
        self.store.get(id).is_some()
    }

    /// Every cell in use, square by square (a1 … h8), each square's chain from its head:
    /// the order in which Pioneer scanned the 8×8 array.
    pub fn all_cells(&self) -> impl Iterator<Item = CellId> + '_ {
        self.store.all()
    }

    /// The cells attached to one square, in chain order (array I on).
    pub fn cells_on(&self, sq: Square) -> impl Iterator<Item = CellId> + '_ {
        self.store.chain(sq)
    }

    /// The first and last cell of a square's chain (arrays I and II of Fig. 24).
    pub fn chain_ends(&self, sq: Square) -> (Option<CellId>, Option<CellId>) {
        self.store.ends(sq)
    }

    /// Field 12, the bundle branching ban parameter (§2.10): records that a move along
    /// this cell's bundle was made from tree node `node`. The only write to a cell the
    /// search makes itself.
    pub fn set_ban_node(&mut self, id: CellId, node: u32) {
        if let Some(cell) = self.store.get_mut(id) {
            cell.ban_node = node;
        }
    }

    /// The home cell of a cell's bundle.
    pub fn home(&self, id: CellId) -> CellId {
        self.store.get(id).and_then(|c| c.home).unwrap_or(id)
    }

    /// Every bundle (its home cell), in scan order (a0 square a1 … h8, then creation).
    pub fn bundles(&self) -> impl Iterator<Item = CellId> + '_ {
        self.homes.iter().flatten().copied()
    }

    /// The bundles whose a0 is `sq` (their home cells), in creation order: a slice of
    /// [`Mo::bundles`], which is sorted by a0, then serial.
    pub fn homes_on(&self, sq: Square) -> &[CellId] {
        self.homes.get(sq.to_usize()).map_or(&[], Vec::as_slice)
    }

    /// Every cell of a bundle (home first, then copies in creation order).
    pub fn cells_of(&self, home: CellId) -> Cells {
        let mut out = Cells::new();
        if self.store.get(home).is_some() {
            out.push(home);
            if let Some(c) = self.copies.get(home) {
                out.extend(c.iter().copied());
            }
        }
        out
    }

    /// The cells of a bundle as [`Mo::cells_of`] gives them, or none when the bundle is
    /// frozen whole (the store's count, [`Mo::awake_cells`]): the cells a reader of
    /// unfrozen cells must look at, without reading any of a bundle that has none (late
    /// in a deep search most negations are such).
    pub fn cells_if_awake(&self, home: CellId) -> Cells {
        if self.store.awake_cells(home) == 0 {
            return Cells::new();
        }
        self.cells_of(home)
    }

    /// The zone (sprout) a bundle belongs to.
    pub fn zone_of(&self, id: CellId) -> CellId {
        let home = self.home(id);
        match self.cell(home).sprout {
            SproutField::Sprout(z) => z,
            SproutField::Included(_) => home,
        }
    }

    /// Every zone (sprout cells), in scan order.
    pub fn zones(&self) -> impl Iterator<Item = CellId> + '_ {
        self.zone_homes.iter().copied()
    }

    /// The depth at which a zone was included (field 11 of its sprout).
    pub fn inclusion_depth(&self, zone: CellId) -> u16 {
        match self.cell(zone).sprout {
            SproutField::Included(d) => d,
            SproutField::Sprout(_) => 0,
        }
    }

    /// The bundles (home cells) of one piece.
    pub fn bundles_of(&self, piece: PieceId) -> Cells {
        self.piece_homes
            .get(usize::from(piece.0))
            .map_or_else(Cells::new, |l| l.iter().copied().collect())
    }

    /// The bundles (home cells) of one piece whose a0 is `a0`, in creation order: a
    /// stretch of [`Mo::bundles_of`], which is in scan order, found by halving.
    pub fn bundles_of_on(&self, piece: PieceId, a0: Square) -> Cells {
        let Some(list) = self.piece_homes.get(usize::from(piece.0)) else {
            return Cells::new();
        };
        let on = |h: &CellId| self.cell(*h).a0.to_usize();
        let start = list.partition_point(|h| on(h) < a0.to_usize());
        let end = start + list[start..].partition_point(|h| on(h) == a0.to_usize());
        list[start..end].iter().copied().collect()
    }

    /// The cell of bundle `home` on square `sq`, if any.
    pub fn cell_on(&self, home: CellId, sq: Square) -> Option<CellId> {
        // A bundle has a handful of cells; the chain of a busy square may hold hundreds.
        let h = self.store.get(home)?;
        if h.square == sq {
            return Some(home);
        }
        self.copies
            .get(home)?
            .iter()
            .copied()
            .find(|&c| self.store.get(c).is_some_and(|x| x.square == sq))
    }

    /// The bundles of `piece` that have a cell on `sq`, with that cell.
    pub fn bundles_through(&self, piece: PieceId, sq: Square) -> SmallVec<[(CellId, CellId); 4]> {
        self.store
            .piece_chain(piece, sq)
            .iter()
            .map(|&c| (self.home(c), c))
            .collect()
    }

    /// The bundle with these parameters in this zone, if already recorded.
    pub fn find_bundle(
        &self,
        zone: Option<CellId>,
        piece: PieceId,
        a0: Square,
        ak: Square,
        kind: TraceKind,
    ) -> Option<CellId> {
        // The bundles of the key in creation order: the order of a0's chain.
        let key = BundleKey {
            piece,
            a0,
            ak,
            kind,
        };
        self.keys
            .of(key)
            .iter()
            .copied()
            .find(|&c| zone.is_none_or(|z| self.zone_of(c) == z))
    }

    /// Records a new bundle of shortest trajectories: its home cell on a0.
    pub fn add_bundle(&mut self, b: NewBundle) -> CellId {
        let length = b.length;
        self.add_bundle_up_to(b, length)
    }

    /// Records a new bundle holding every trajectory up to `max_len` moves, shortest and
    /// admissible (spec §11; the trace records the limit so that unfolding rebuilds the
    /// same bundle, §1.5). `max_len` below the shortest length means shortest only.
    pub fn add_bundle_up_to(&mut self, b: NewBundle, max_len: u8) -> CellId {
        self.serial += 1;
        let (zone_type, sprout, parent) = match b.role {
            BundleRole::Root { zone_type, depth } => {
                debug_assert_ne!(
                    zone_type,
                    ZoneType::Negation,
                    "a root bundle has a zone type"
                );
                (zone_type, SproutField::Included(depth), None)
            }
            BundleRole::Negation { parent, zone } => {
                (ZoneType::Negation, SproutField::Sprout(zone), Some(parent))
            }
        };
        let shape = self.shapes.get_mut().id((
            b.piece_kind,
            b.a0,
            b.ak,
            max_len.max(b.length),
            b.kind,
            zone_type,
        ));
        let id = self.store.attach(TraceCell {
            piece: b.piece,
            ak: b.ak,
            length: b.length,
            max_len: max_len.max(b.length),
            kind: b.kind,
            attacked: b.attacked,
            freeze_depth: 0,
            left_a0: false,
            interval: b.interval,
            deblock: None,
            a0: b.a0,
            zone_type,
            sprout,
            ban_node: 0,
            tx_stored: self.stored_tx(b.tx, b.role),
            below_shift: 0,
            square: b.a0,
            home: None,
            parent,
            piece_kind: b.piece_kind,
            serial: self.serial,
            shape,
            next: None,
            prev: None,
        });
        self.ledger.unjudged(id);
        // The new bundle goes into each index at its place in scan order.
        // The newest bundle comes last on its a0 (serials only grow).
        if self.homes.is_empty() {
            self.homes.resize_with(64, Vec::new);
        }
        self.homes[b.a0.to_usize()].push(id);
        self.keys.insert(BundleKey::of(self.cell(id)), id);
        if parent.is_none() {
            insert_in_scan_order(&self.store, &mut self.zone_homes, id);
            self.zones_version += 1;
        }
        let slot = usize::from(b.piece.0);
        if self.piece_homes.len() <= slot {
            self.piece_homes.resize_with(slot + 1, Vec::new);
        }
        insert_in_scan_order(&self.store, &mut self.piece_homes[slot], id);
        let zone = self.zone_of(id);
        let mut list = self.members.remove(zone).unwrap_or_default();
        list.insert(&self.store, id, b.piece);
        self.members.insert(zone, list);
        if let Some(parent) = parent {
            match self.children.get_mut(parent) {
                Some(list) => list.push(id),
                None => {
                    self.children.insert(parent, smallvec::smallvec![id]);
                }
            }
        }
        id
    }

    /// Attaches a copy of a bundle's trace to a square its piece visits (§1.6), unless one
    /// is there already; returns the cell on that square. The copy starts thawed by time
    /// and connection (those freezings are per trace) but keeps the bundle's "99": that
    /// freezing is the whole bundle's (§1.17), so a bundle's traces never differ in it.
    pub fn attach_copy(&mut self, home: CellId, sq: Square) -> CellId {
        if let Some(c) = self.cell_on(home, sq) {
            return c;
        }
        let mut copy = self.cell(home).clone();
        copy.square = sq;
        copy.home = Some(home);
        copy.freeze_depth = 0;
        // The shift below a bundle is read from its home cell only.
        copy.below_shift = 0;
        let id = self.store.attach(copy);
        self.ledger.unjudged(id);
        match self.copies.get_mut(home) {
            Some(list) => list.push(id),
            None => {
                self.copies.insert(home, smallvec::smallvec![id]);
            }
        }
        id
    }

    /// Erases a bundle: all its cells.
    pub fn erase_bundle(&mut self, home: CellId) {
        self.settle_shifts(home);
        let parent = self.store.get(home).and_then(|c| c.parent);
        if let Some(cell) = self.store.get(home) {
            let (piece, a0) = (usize::from(cell.piece.0), cell.a0.to_usize());
            if let Some(list) = self.piece_homes.get_mut(piece) {
                remove_in_scan_order(&self.store, list, home);
            }
            let piece_id = cell.piece;
            self.keys.remove(BundleKey::of(cell), home);
            if let Some(list) = self.homes.get_mut(a0)
                && let Some(i) = list.iter().position(|&h| h == home)
            {
                list.remove(i);
            }
            let zone = self.zone_of(home);
            if zone == home {
                self.members.remove(home);
                self.negation_shift.remove(home);
                remove_in_scan_order(&self.store, &mut self.zone_homes, home);
                self.zones_version += 1;
            } else if let Some(list) = self.members.get_mut(zone) {
                list.remove(&self.store, home, piece_id);
            }
        }
        for c in self.cells_of(home) {
            self.store.erase(c);
        }
        self.copies.remove(home);
        self.children.remove(home);
        if let Some(list) = parent.and_then(|p| self.children.get_mut(p)) {
            list.retain(|c| *c != home);
        }
    }

    /// Erases a zone with every bundle in it (§1.11, §1.17).
    pub fn erase_zone(&mut self, zone: CellId) {
        let members: Vec<CellId> = self
            .members
            .get(zone)
            .map(|m| m.bundles().to_vec())
            .unwrap_or_default();
        for b in members {
            self.erase_bundle(b);
        }
    }

    /// The negation bundles of a zone (every bundle but the root).
    pub fn negations_of_zone(&self, zone: CellId) -> Cells {
        self.negations_iter(zone).collect()
    }

    /// The negation bundles of a zone, in scan order, without collecting them (late in a
    /// deep search a zone holds thousands).
    pub fn negations_iter(&self, zone: CellId) -> impl Iterator<Item = CellId> + '_ {
        self.members
            .get(zone)
            .map_or(&[][..], ZoneMembers::bundles)
            .iter()
            .copied()
            .filter(move |&b| b != zone)
    }

    /// A bundle's direct negations (the bundles whose parent it is).
    pub(crate) fn children_of(&self, home: CellId) -> &[CellId] {
        self.children.get(home).map_or(&[], |c| c.as_slice())
    }

    /// The squares a bundle can still reach: from every unfrozen cell, the rest of every
    /// trajectory through that cell's square (α- and β-squares). An α-square outside this
    /// set is *fully frozen* (§1.15).
    pub fn live_squares(&self, home: CellId) -> Bitboard {
        let cells = self.cells_if_awake(home);
        let mut awake = cells
            .iter()
            .map(|&c| self.cell(c))
            .filter(|c| !c.is_frozen())
            .peekable();
        if awake.peek().is_none() {
            return Bitboard::EMPTY;
        }
        self.read_reach(home, |reach| {
            awake.fold(Bitboard::EMPTY, |live, c| live | reach.rest(c.square))
        })
    }

    /// The number of a bundle's cells not frozen by either kind of freezing (0 once it is
    /// erased): kept by the store as cells freeze and thaw.
    pub fn awake_cells(&self, home: CellId) -> u16 {
        self.store.awake_cells(home)
    }

    /// The bundles of `piece` whose trajectories take the step `from → to` (found through
    /// the piece's cells on `from`): the bundles a move is made "along" (§1.8, §1.12).
    pub fn along(&self, piece: PieceId, from: Square, to: Square) -> Cells {
        self.bundles_through(piece, from)
            .into_iter()
            .map(|(home, _)| home)
            .filter(|&home| self.takes_step(home, from, to))
            .collect()
    }

    /// The number of trace cells in use ("SIZE OF THE MAP").
    pub fn size(&self) -> usize {
        self.store.len()
    }
}
