//! The arena of trace cells with a chained list per square (§1.5, Fig. 24).
//!
//! Memory for traces is a set of cells. Two 8×8 arrays, I and II, hold for every square the
//! address of the first and of the last cell of the chain of traces attached to it; each
//! cell holds the address of the next one. Cells freed when traces are erased go back to
//! the chain of free cells and are used again: here the arena is a [`SlotMap`], whose free
//! list is that chain and whose generational keys make a stale address (a link to an erased
//! bundle) detectable instead of silently pointing at a reused cell.
//!
//! Two things Fig. 24 has not, both for speed, neither changing an order: each cell also
//! links back to the previous one of its chain, so that erasing a cell does not walk the
//! chain from array I; and each square's chain is also kept split by piece
//! ([`TraceStore::piece_chain`]), so that the cells of one piece on a square are found
//! without walking the others' (on a busy map a square's chain holds hundreds of cells).
//!
//! A third, also for speed: each bundle's cells not frozen are counted
//! ([`TraceStore::awake_cells`]), so that the freezing sweep passes over a bundle frozen
//! whole without reading its cells (late in a deep search most negations are).
//!
//! Invariants (guarded by the private fields; `tests/store.rs` and `tests/recount.rs`
//! check them as properties): for every piece `p` and square `s`, `piece_chain(p, s)` is
//! the chain of `s` from array I on with the cells of other pieces left out; for every
//! bundle, `awake_cells(home)` is the number of its cells that are not frozen. A cell's
//! piece and square are written once, when it is attached, and never change; its
//! freezing (field 6) is written only by `TraceStore::set_freeze_depth` and
//! `TraceStore::set_left_a0`.

use crate::cell::{CellId, TraceCell};
use pioneer_rules::{PieceId, Square};
use slotmap::{SecondaryMap, SlotMap};
use smallvec::SmallVec;

/// One piece's cells on one square, in chain order.
type PieceChain = SmallVec<[CellId; 4]>;

/// The arena with arrays I (heads) and II (tails).
#[derive(Debug, Clone)]
pub struct TraceStore {
    cells: SlotMap<CellId, TraceCell>,
    head: [Option<CellId>; 64],
    tail: [Option<CellId>; 64],
    /// Each square's chain split by piece: index `64 · piece + square`, grown as pieces
    /// come (the module's invariant).
    by_piece: Vec<PieceChain>,
    /// Each bundle's cells not frozen, by its home cell (the module's invariant).
    awake: SecondaryMap<CellId, u16>,
}

impl Default for TraceStore {
    fn default() -> Self {
        TraceStore {
            cells: SlotMap::with_key(),
            head: [None; 64],
            tail: [None; 64],
            by_piece: Vec::new(),
            awake: SecondaryMap::new(),
        }
    }
}

/// The slot of `piece` on `sq` in [`TraceStore::by_piece`].
fn slot(piece: PieceId, sq: Square) -> usize {
    64 * usize::from(piece.0) + sq.to_usize()
}

impl TraceStore {
    /// An empty store.
    pub fn new() -> TraceStore {
        TraceStore::default()
    }

    /// Removes every cell (capacity is kept for reuse).
    pub fn clear(&mut self) {
        self.cells.clear();
        self.head = [None; 64];
        self.tail = [None; 64];
        self.by_piece.iter_mut().for_each(SmallVec::clear);
        self.awake.clear();
    }

    /// Number of cells in use ("the size of the map").
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether no cell is in use.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Takes a free cell, writes `cell` into it and links it at the tail of the chain of
    /// `cell.square` (array II gives the tail at once).
    pub fn attach(&mut self, mut cell: TraceCell) -> CellId {
        let sq = cell.square.to_usize();
        let at = slot(cell.piece, cell.square);
        cell.next = None;
        cell.prev = self.tail[sq];
        let (home, awake) = (cell.home, !cell.is_frozen());
        let id = self.cells.insert(cell);
        let home = home.unwrap_or(id);
        if let Some(n) = self.awake.entry(home) {
            *n.or_insert(0) += u16::from(awake);
        }
        match self.tail[sq] {
            Some(t) => self.cells[t].next = Some(id),
            None => self.head[sq] = Some(id),
        }
        self.tail[sq] = Some(id);
        if self.by_piece.len() <= at {
            self.by_piece.resize_with(at + 1, PieceChain::new);
        }
        self.by_piece[at].push(id);
        id
    }

    /// Unlinks a cell from its chain and returns it to the free chain.
    pub fn erase(&mut self, id: CellId) -> Option<TraceCell> {
        let cell = self.cells.remove(id)?;
        let sq = cell.square.to_usize();
        match cell.home {
            None => {
                self.awake.remove(id);
            }
            Some(home) if !cell.is_frozen() => self.count_awake(home, -1),
            Some(_) => {}
        }
        match cell.prev {
            Some(p) => self.cells[p].next = cell.next,
            None => self.head[sq] = cell.next,
        }
        match cell.next {
            Some(n) => self.cells[n].prev = cell.prev,
            None => self.tail[sq] = cell.prev,
        }
        if let Some(list) = self.by_piece.get_mut(slot(cell.piece, cell.square))
            && let Some(i) = list.iter().position(|&c| c == id)
        {
            list.remove(i);
        }
        Some(cell)
    }

    /// A cell by address (`None` once erased).
    pub fn get(&self, id: CellId) -> Option<&TraceCell> {
        self.cells.get(id)
    }

    /// A cell by address, for writing (within the crate: a cell's piece and square must
    /// not change, the module's invariant).
    pub(crate) fn get_mut(&mut self, id: CellId) -> Option<&mut TraceCell> {
        self.cells.get_mut(id)
    }

    /// Writes field 6's freezing depth of a live cell (0 thaws it), keeping its bundle's
    /// count of unfrozen cells.
    pub(crate) fn set_freeze_depth(&mut self, id: CellId, depth: u16) {
        self.write_freezing(id, |c| c.freeze_depth = depth);
    }

    /// Writes field 6's 99 of a live cell, keeping its bundle's count of unfrozen cells.
    pub(crate) fn set_left_a0(&mut self, id: CellId, left: bool) {
        self.write_freezing(id, |c| c.left_a0 = left);
    }

    /// Applies `write` to a live cell's freezing and counts the change in its bundle.
    fn write_freezing(&mut self, id: CellId, write: impl FnOnce(&mut TraceCell)) {
        let Some(cell) = self.cells.get_mut(id) else {
            return;
        };
        let before = cell.is_frozen();
        write(cell);
        let after = cell.is_frozen();
        let home = cell.home.unwrap_or(id);
        match (before, after) {
            (true, false) => self.count_awake(home, 1),
            (false, true) => self.count_awake(home, -1),
            _ => {}
        }
    }

    /// Adds `by` to a bundle's count of unfrozen cells.
    fn count_awake(&mut self, home: CellId, by: i32) {
        if let Some(n) = self.awake.get_mut(home) {
            *n = u16::try_from(i32::from(*n) + by).expect("a bundle's unfrozen cells");
        }
    }

    /// The number of a bundle's cells (home cell and copies) not frozen by either kind
    /// of freezing (0 for an erased bundle).
    pub fn awake_cells(&self, home: CellId) -> u16 {
        self.awake.get(home).copied().unwrap_or(0)
    }

    /// The chain of one square, from the head (array I) on.
    pub fn chain(&self, sq: Square) -> Chain<'_> {
        Chain {
            store: self,
            next: self.head[sq.to_usize()],
        }
    }

    /// The cells of `piece` on `sq`, in the order of the square's chain.
    pub fn piece_chain(&self, piece: PieceId, sq: Square) -> &[CellId] {
        self.by_piece
            .get(slot(piece, sq))
            .map_or(&[], |l| l.as_slice())
    }

    /// The first and last cell of a square's chain (arrays I and II).
    pub fn ends(&self, sq: Square) -> (Option<CellId>, Option<CellId>) {
        (self.head[sq.to_usize()], self.tail[sq.to_usize()])
    }

    /// Every cell, square by square (a1 … h8), each chain from its head: the order in
    /// which Pioneer scanned the 8×8 array.
    pub fn all(&self) -> impl Iterator<Item = CellId> + '_ {
        (0..64u32).flat_map(move |i| self.chain(Square::new(i)))
    }

    /// Every cell with its address, in storage order: for sweeps whose result does not
    /// depend on the order (the chains' pointer chase of [`TraceStore::all`] costs a
    /// cache miss a cell).
    pub fn iter(&self) -> impl Iterator<Item = (CellId, &TraceCell)> + '_ {
        self.cells.iter()
    }
}

/// Iterator over a square's chain.
pub struct Chain<'a> {
    store: &'a TraceStore,
    next: Option<CellId>,
}

impl Iterator for Chain<'_> {
    type Item = CellId;
    fn next(&mut self) -> Option<CellId> {
        let cur = self.next?;
        self.next = self.store.cells[cur].next;
        Some(cur)
    }
}
