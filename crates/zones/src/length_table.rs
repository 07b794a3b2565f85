//! The shortest lengths on the free board that [`crate::Mo::negation_length`] and
//! [`crate::Mo::free_length`] give, kept in one flat table: vision asks for a length for
//! every piece it sees (§1.4, §1.8), so the lookup is an index, not a hash.

use crate::cell::TraceKind;
use pioneer_rules::Square;
use pioneer_trajectories::PieceKind;

/// What a shortest length on the free board depends on: the piece kind, a0, ak and, for a
/// negation bundle, its trace kind (a pawn's last step, [`crate::shapes::negation_bundle`];
/// none for [`pioneer_trajectories::Bundle::shortest`]).
pub(crate) type LengthKey = (PieceKind, Square, Square, Option<TraceKind>);

/// The trace kinds a key may hold, and none: the table's slots per square pair.
const TRACE_SLOTS: usize = 6;

/// An entry not built yet.
const UNKNOWN: u8 = 0;
/// An entry built: no trajectory.
const NONE: u8 = 1;

/// Every length asked for so far, by key; each entry is a pure function of its key, so the
/// table never changes a search. Entries are `UNKNOWN`, `NONE` or the length plus 2.
#[derive(Debug, Clone, Default)]
pub(crate) struct LengthTable {
    /// Empty until the first length is asked for, then one byte per key.
    entries: Vec<u8>,
}

impl LengthTable {
    /// The length kept under `key`, if it was built.
    pub(crate) fn get(&self, key: LengthKey) -> Option<Option<u8>> {
        match self.entries.get(index(key)).copied() {
            None | Some(UNKNOWN) => None,
            Some(NONE) => Some(None),
            Some(n) => Some(Some(n - 2)),
        }
    }

    /// Keeps `length` under `key` (a length past what a byte holds is not kept).
    pub(crate) fn insert(&mut self, key: LengthKey, length: Option<u8>) {
        let entry = match length {
            None => NONE,
            Some(n) => match n.checked_add(2) {
                Some(e) => e,
                None => return,
            },
        };
        if self.entries.is_empty() {
            self.entries = vec![UNKNOWN; PieceKind::ALL.len() * TRACE_SLOTS * 64 * 64];
        }
        self.entries[index(key)] = entry;
    }
}

/// The key's place in the table.
fn index((kind, a0, ak, trace): LengthKey) -> usize {
    let slot = match trace {
        None => 0,
        Some(t) => 1 + t as usize,
    };
    debug_assert!(slot < TRACE_SLOTS && (kind as usize) < PieceKind::ALL.len());
    ((kind as usize * TRACE_SLOTS + slot) * 64 + a0.to_usize()) * 64 + ak.to_usize()
}
