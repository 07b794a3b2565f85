//! The transposition table: Zobrist keys, depth-preferred replacement, a fixed size.
//!
//! Seed 001 ("Zobrist keys" section, listings `RecordHash(depth, score, flag, key, move)`
//! and `AlphaBeta(alpha, beta, depth, ply, key)`): every position gets a 64-bit key, the
//! XOR of random numbers for each (piece, square), side to move, castling rights and
//! en-passant file; a table entry keeps the key, depth, score, bound flag and best move.
//! Keys are shakmaty's `Zobrist64`, updated incrementally after each move where shakmaty
//! can and recomputed otherwise.
//!
//! Replacement is depth-preferred: an entry is overwritten by a deeper or equally deep
//! result, by any result for the same position, or by anything when it was written in an
//! earlier search. The table is allocated once, at its configured size in MiB, and cleared
//! between unrelated searches.

use shakmaty::{Move, Role, Square};

/// What the stored score means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Bound {
    /// The exact value (`hashfEXACT`).
    Exact = 1,
    /// A lower bound: the search failed high (`hashfBETA`).
    Lower = 2,
    /// An upper bound: no move raised alpha (`hashfALPHA`).
    Upper = 3,
}

/// A move packed into 16 bits: from (6), to (6), promotion role (3). Castling is stored
/// as king → rook square, as shakmaty writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct PackedMove(pub u16);

impl PackedMove {
    /// Packs a move (drops are never generated in standard chess and pack to 0).
    #[inline]
    pub fn new(m: Move) -> PackedMove {
        let Some(from) = m.from() else {
            return PackedMove(0);
        };
        let promo = match m.promotion() {
            Some(Role::Knight) => 2,
            Some(Role::Bishop) => 3,
            Some(Role::Rook) => 4,
            Some(Role::Queen) => 5,
            _ => 0,
        };
        PackedMove(from as u16 | (m.to() as u16) << 6 | promo << 12)
    }

    /// Whether this is the packed form of `m`.
    #[inline]
    pub fn matches(self, m: Move) -> bool {
        self.0 != 0 && PackedMove::new(m) == self
    }

    /// The origin square.
    pub fn from(self) -> Square {
        Square::new(u32::from(self.0 & 63))
    }

    /// The destination square.
    pub fn to(self) -> Square {
        Square::new(u32::from((self.0 >> 6) & 63))
    }

    /// The promotion role, if any.
    pub fn promotion(self) -> Option<Role> {
        match self.0 >> 12 {
            2 => Some(Role::Knight),
            3 => Some(Role::Bishop),
            4 => Some(Role::Rook),
            5 => Some(Role::Queen),
            _ => None,
        }
    }
}

/// One table entry (16 bytes).
#[derive(Debug, Clone, Copy, Default)]
pub struct Entry {
    /// The full Zobrist key (0 = empty slot).
    pub key: u64,
    /// Best or refutation move (0 = none).
    pub mv: PackedMove,
    /// Score, mate scores relative to the node ([`crate::Score::to_tt`]).
    pub score: i16,
    /// Remaining depth of the search that produced the entry.
    pub depth: i8,
    /// [`Bound`] as a byte (0 = empty).
    pub bound: u8,
    /// The search generation that wrote the entry.
    pub generation: u8,
}

impl Entry {
    /// The bound, if the slot is used.
    pub fn bound(&self) -> Option<Bound> {
        match self.bound {
            1 => Some(Bound::Exact),
            2 => Some(Bound::Lower),
            3 => Some(Bound::Upper),
            _ => None,
        }
    }
}

/// The largest table the CLI (`--hash`) and UCI (`Hash`) accept, in MiB; a size the
/// machine cannot give is refused by [`Table::try_new`] whatever this bound.
pub const MAX_HASH_MIB: usize = 65536;

/// A table size the machine cannot give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HashError {
    /// The size asked, in MiB.
    pub mib: usize,
    /// The memory available when it was asked, in MiB, where the system says.
    pub available_mib: Option<u64>,
}

impl std::fmt::Display for HashError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.available_mib {
            Some(a) => write!(
                f,
                "cannot allocate a {} MiB hash table ({a} MiB of memory available)",
                self.mib
            ),
            None => write!(f, "cannot allocate a {} MiB hash table", self.mib),
        }
    }
}

impl std::error::Error for HashError {}

/// The memory available to a new allocation in MiB (Linux's `MemAvailable`), when known.
pub fn available_mib() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024)
}

/// A fixed-size transposition table.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Table {
    /// A table of (at most) `mib` MiB, rounded down to a power-of-two number of entries
    /// (at least 1024 entries). Allocated here and never again.
    pub fn new(mib: usize) -> Table {
        let n = Table::entries_for(mib);
        Table {
            entries: vec![Entry::default(); n],
            mask: n - 1,
            generation: 0,
        }
    }

    /// Like [`Table::new`], but a size beyond the memory available (or one the allocator
    /// refuses, checked with `try_reserve`) is an error instead of an abort.
    pub fn try_new(mib: usize) -> Result<Table, HashError> {
        let available = available_mib();
        let err = || HashError {
            mib,
            available_mib: available,
        };
        if mib > MAX_HASH_MIB || available.is_some_and(|a| mib as u64 > a) {
            return Err(err());
        }
        let n = Table::entries_for(mib);
        let mut entries = Vec::new();
        entries.try_reserve_exact(n).map_err(|_| err())?;
        entries.resize(n, Entry::default());
        Ok(Table {
            entries,
            mask: n - 1,
            generation: 0,
        })
    }

    /// The number of entries of a `mib` MiB table: a power of two, at least 1024.
    fn entries_for(mib: usize) -> usize {
        let bytes = mib.max(1).saturating_mul(1 << 20);
        let want = (bytes / std::mem::size_of::<Entry>()).max(1024);
        if want.is_power_of_two() {
            want
        } else {
            want.next_power_of_two() / 2
        }
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the table has no slots (never: at least 1024).
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Size in bytes.
    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    /// Empties every slot (no reallocation).
    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
        self.generation = 0;
    }

    /// Starts a new search: older entries become replaceable.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The entry for `key`, if stored.
    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.bound != 0 && e.key == key).then_some(e)
    }

    /// Stores a result, depth-preferred.
    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: Option<Move>) {
        let slot = &mut self.entries[key as usize & self.mask];
        let depth = depth.clamp(-1, i8::MAX as i32) as i8;
        let replace = slot.bound == 0
            || slot.key == key
            || slot.generation != self.generation
            || depth >= slot.depth;
        if !replace {
            return;
        }
        let mv = match mv {
            Some(m) => PackedMove::new(m),
            // Keep the old move of the same position when the new result has none.
            None if slot.key == key => slot.mv,
            None => PackedMove(0),
        };
        *slot = Entry {
            key,
            mv,
            score: score.clamp(i16::MIN as i32, i16::MAX as i32) as i16,
            depth,
            bound: bound as u8,
            generation: self.generation,
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_is_16_bytes_and_size_is_fixed() {
        assert_eq!(std::mem::size_of::<Entry>(), 16);
        let t = Table::new(1);
        assert_eq!(t.bytes(), 1 << 20);
        let t = Table::new(3);
        assert_eq!(t.bytes(), 2 << 20);
    }

    #[test]
    fn depth_preferred_replacement() {
        let mut t = Table::new(1);
        let k1 = 5u64;
        let k2 = 5u64 + (1 << 40); // same slot, other key
        t.store(k1, 6, 10, Bound::Exact, None);
        t.store(k2, 3, 20, Bound::Exact, None);
        assert_eq!(t.probe(k1).map(|e| e.score), Some(10));
        assert!(t.probe(k2).is_none());
        t.store(k2, 7, 20, Bound::Lower, None);
        assert_eq!(t.probe(k2).map(|e| e.depth), Some(7));
        t.new_search();
        t.store(k1, 1, 30, Bound::Upper, None);
        assert_eq!(t.probe(k1).map(|e| e.score), Some(30));
    }
}

#[cfg(test)]
mod hash_tests {
    use super::*;

    #[test]
    fn a_table_beyond_memory_is_an_error_not_an_abort() {
        assert!(Table::try_new(1).is_ok());
        let e = Table::try_new(usize::MAX / (1 << 20))
            .err()
            .expect("refused");
        assert!(e.to_string().starts_with("cannot allocate"));
    }
}
