//! The bundles by their key — piece, a0, ak and trace kind — in creation order (the
//! project's index for [`crate::Mo::find_bundle`]; Pioneer looked along a0's chain).
//!
//! Late in a deep search a square's chain holds hundreds of home cells, nearly all frozen
//! "99" (§1.17): the vision of §1.8 asked, for every bundle it might record, whether the
//! zone has it already, and read on average some five hundred cells to answer (PET025 at
//! horizon 6, 100 000 moves). A key is held by one bundle in each of a few zones, so the
//! list of a key is short.
//!
//! Invariant (private field; `tests/recount.rs` checks [`crate::Mo::find_bundle`] after
//! random lives of a map): the list of a key holds exactly the recorded bundles (home
//! cells) with that key, in creation order — the order of a0's chain, so that the first
//! one a reader accepts is the one the chain would give.

use crate::cell::{CellId, TraceCell, TraceKind};
use pioneer_rules::{PieceId, Square};
use rustc_hash::FxHashMap;
use smallvec::SmallVec;

/// What [`BundleKeys`] files a bundle under: the fields that [`crate::Mo::find_bundle`]
/// matches besides the zone (fields 5, a0, ak and 4 of §1.6).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct BundleKey {
    /// The bundle's piece.
    pub(crate) piece: PieceId,
    /// Where its trajectories start.
    pub(crate) a0: Square,
    /// Where they end.
    pub(crate) ak: Square,
    /// Its kind (field 4).
    pub(crate) kind: TraceKind,
}

impl BundleKey {
    /// The key of a bundle, read from its home cell.
    pub(crate) fn of(cell: &TraceCell) -> BundleKey {
        BundleKey {
            piece: cell.piece,
            a0: cell.a0,
            ak: cell.ak,
            kind: cell.kind,
        }
    }
}

/// The home cells of every key, each list in creation order.
#[derive(Debug, Clone, Default)]
pub(crate) struct BundleKeys {
    lists: FxHashMap<BundleKey, SmallVec<[CellId; 4]>>,
}

impl BundleKeys {
    /// Forgets every bundle.
    pub(crate) fn clear(&mut self) {
        self.lists.clear();
    }

    /// Files a new bundle: the newest of its key, so it goes last.
    pub(crate) fn insert(&mut self, key: BundleKey, home: CellId) {
        self.lists.entry(key).or_default().push(home);
    }

    /// Takes an erased bundle out, keeping the others' order.
    pub(crate) fn remove(&mut self, key: BundleKey, home: CellId) {
        if let Some(list) = self.lists.get_mut(&key) {
            if let Some(i) = list.iter().position(|&h| h == home) {
                list.remove(i);
            }
            if list.is_empty() {
                self.lists.remove(&key);
            }
        }
    }

    /// The bundles of `key`, oldest first.
    pub(crate) fn of(&self, key: BundleKey) -> &[CellId] {
        self.lists.get(&key).map_or(&[], |l| l.as_slice())
    }
}
