//! The arena of trace cells with a chained list per square (§1.5, Fig. 24).
//!
//! Memory for traces is a set of cells. Two 8×8 arrays, I and II, hold for every square the
//! address of the first and of the last cell of the chain of traces attached to it; each
//! cell holds the address of the next one. Cells freed when traces are erased go back to
//! the chain of free cells and are used again: here the arena is a [`SlotMap`], whose free
//! list is that chain and whose generational keys make a stale address (a link to an erased
//! bundle) detectable instead of silently pointing at a reused cell.

use crate::cell::{CellId, TraceCell};
use pioneer_rules::Square;
use slotmap::SlotMap;

/// The arena with arrays I (heads) and II (tails).
#[derive(Debug, Clone)]
pub struct TraceStore {
    cells: SlotMap<CellId, TraceCell>,
    head: [Option<CellId>; 64],
    tail: [Option<CellId>; 64],
}

impl Default for TraceStore {
    fn default() -> Self {
        TraceStore {
            cells: SlotMap::with_key(),
            head: [None; 64],
            tail: [None; 64],
        }
    }
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
        cell.next = None;
        let id = self.cells.insert(cell);
        match self.tail[sq] {
            Some(t) => self.cells[t].next = Some(id),
            None => self.head[sq] = Some(id),
        }
        self.tail[sq] = Some(id);
        id
    }

    /// Unlinks a cell from its chain and returns it to the free chain.
    pub fn erase(&mut self, id: CellId) -> Option<TraceCell> {
        let sq = self.cells.get(id)?.square.to_usize();
        let mut prev: Option<CellId> = None;
        let mut cur = self.head[sq];
        while let Some(c) = cur {
            if c == id {
                let next = self.cells[c].next;
                match prev {
                    Some(p) => self.cells[p].next = next,
                    None => self.head[sq] = next,
                }
                if self.tail[sq] == Some(id) {
                    self.tail[sq] = prev;
                }
                break;
            }
            prev = cur;
            cur = self.cells[c].next;
        }
        self.cells.remove(id)
    }

    /// A cell by address (`None` once erased).
    pub fn get(&self, id: CellId) -> Option<&TraceCell> {
        self.cells.get(id)
    }

    /// A cell by address, for writing.
    pub fn get_mut(&mut self, id: CellId) -> Option<&mut TraceCell> {
        self.cells.get_mut(id)
    }

    /// The chain of one square, from the head (array I) on.
    pub fn chain(&self, sq: Square) -> Chain<'_> {
        Chain {
            store: self,
            next: self.head[sq.to_usize()],
        }
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

    /// Every cell, mutable, in storage order (see [`TraceStore::iter`]).
    pub fn iter_mut(&mut self) -> impl Iterator<Item = &mut TraceCell> + '_ {
        self.cells.values_mut()
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
