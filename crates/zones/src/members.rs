//! A zone's member bundles, with the pieces they belong to counted (the project's index
//! for [`crate::Mo::zone_pieces`]; Pioneer had no such list, it scanned the 8×8 array).
//!
//! Late in a deep search a zone holds thousands of bundles, most of them frozen "99"
//! (§1.17), of a handful of pieces. The pieces a zone's bundles belong to decide which
//! captures the move list searches (§2.6.1) at every node; counting them as bundles come
//! and go answers that without reading the bundles.
//!
//! Invariant (private fields; the recount's property test in `tests/recount.rs` checks
//! [`crate::Mo::zone_pieces`] after random lives of a map): [`ZoneMembers::pieces`] holds
//! exactly the pieces of the bundles in [`ZoneMembers::bundles`]. [`insert_in_scan_order`]
//! and [`remove_in_scan_order`] keep any list in scan order (the zone's, a piece's, the
//! zones').

use crate::cell::CellId;
use crate::store::TraceStore;
use pioneer_rules::{PieceId, PieceSet};
use smallvec::SmallVec;

/// A zone's bundles, root included, in scan order (a0, then serial), and their pieces.
#[derive(Debug, Clone, Default)]
pub(crate) struct ZoneMembers {
    bundles: Vec<CellId>,
    /// How many of the bundles each piece has (only pieces with at least one).
    counts: SmallVec<[(PieceId, u32); 8]>,
    /// The pieces of `counts`.
    pieces: PieceSet,
}

impl ZoneMembers {
    /// The bundles in scan order.
    pub(crate) fn bundles(&self) -> &[CellId] {
        &self.bundles
    }

    /// The pieces the bundles belong to.
    pub(crate) fn pieces(&self) -> &PieceSet {
        &self.pieces
    }

    /// Adds bundle `home` of `piece` at its place in scan order (`store` gives the keys;
    /// `home` is the newest bundle on its a0).
    pub(crate) fn insert(&mut self, store: &TraceStore, home: CellId, piece: PieceId) {
        insert_in_scan_order(store, &mut self.bundles, home);
        match self.counts.iter_mut().find(|(p, _)| *p == piece) {
            Some((_, n)) => *n += 1,
            None => {
                self.counts.push((piece, 1));
                self.pieces.insert(piece);
            }
        }
    }

    /// Removes the live bundle `home` of `piece` (found by halving on its scan-order key).
    pub(crate) fn remove(&mut self, store: &TraceStore, home: CellId, piece: PieceId) {
        let before = self.bundles.len();
        remove_in_scan_order(store, &mut self.bundles, home);
        if self.bundles.len() == before {
            return;
        }
        if let Some(i) = self.counts.iter().position(|(p, _)| *p == piece) {
            self.counts[i].1 -= 1;
            if self.counts[i].1 == 0 {
                self.counts.swap_remove(i);
                self.pieces.remove(piece);
            }
        }
    }
}

/// Where the live bundle `home` stands or would stand in `list`, a list of live bundles
/// in scan order (a0, then serial): found by halving, not by reading the whole list.
fn scan_place(store: &TraceStore, list: &[CellId], home: CellId) -> usize {
    let key = |h: CellId| store.get(h).map(|c| (c.a0.to_usize(), c.serial));
    let k = key(home);
    list.partition_point(|&h| key(h) < k)
}

/// Inserts the live bundle `home` into `list`, a list of bundles in scan order, at its place.
pub(crate) fn insert_in_scan_order(store: &TraceStore, list: &mut Vec<CellId>, home: CellId) {
    let i = scan_place(store, list, home);
    list.insert(i, home);
}

/// Removes the live bundle `home` from `list`, a list of bundles in scan order.
pub(crate) fn remove_in_scan_order(store: &TraceStore, list: &mut Vec<CellId>, home: CellId) {
    let i = scan_place(store, list, home);
    if list.get(i) == Some(&home) {
        list.remove(i);
    } else {
        list.retain(|&h| h != home);
    }
}
