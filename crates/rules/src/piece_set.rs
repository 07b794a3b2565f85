//! [`PieceSet`]: a set of [`PieceId`]s as a 256-bit mask.
//!
//! The search asks many times per node which pieces belong to a live zone (§2.6.1:
//! captures "by pieces of the live zones"); the zones' bundles name thousands of pieces
//! late in a deep search, nearly all of them the same few. A mask collects them without
//! sorting, answers `contains` at once and lists them in ascending order, so it gives
//! exactly what a sorted, deduplicated list of the same pieces gives.
//!
//! ```
//! use pioneer_rules::{PieceId, PieceSet};
//!
//! let mut set = PieceSet::new();
//! set.insert(PieceId(7));
//! set.insert(PieceId(2));
//! set.insert(PieceId(7));
//! assert!(set.contains(PieceId(2)));
//! assert!(!set.contains(PieceId(3)));
//! assert_eq!(set.len(), 2);
//! assert_eq!(set.iter().collect::<Vec<_>>(), vec![PieceId(2), PieceId(7)]);
//! set.remove(PieceId(7));
//! set.union_with(&[PieceId(200)].into_iter().collect());
//! assert_eq!(set.iter().collect::<Vec<_>>(), vec![PieceId(2), PieceId(200)]);
//! ```

use crate::PieceId;

/// A set of pieces: one bit per possible [`PieceId`] (`u8`), so every id fits and the set
/// never allocates. **Invariant:** iteration is in ascending id order, each piece once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PieceSet {
    words: [u64; 4],
}

impl PieceSet {
    /// The empty set.
    pub const fn new() -> Self {
        Self { words: [0; 4] }
    }

    /// Adds `piece`; returns whether it was new.
    pub fn insert(&mut self, piece: PieceId) -> bool {
        let (w, bit) = Self::slot(piece);
        let new = self.words[w] & bit == 0;
        self.words[w] |= bit;
        new
    }

    /// Removes `piece`; returns whether it was there.
    pub fn remove(&mut self, piece: PieceId) -> bool {
        let (w, bit) = Self::slot(piece);
        let was = self.words[w] & bit != 0;
        self.words[w] &= !bit;
        was
    }

    /// Adds every piece of `other`.
    pub fn union_with(&mut self, other: &PieceSet) {
        for (w, o) in self.words.iter_mut().zip(other.words) {
            *w |= o;
        }
    }

    /// Whether `piece` is in the set.
    pub fn contains(&self, piece: PieceId) -> bool {
        let (w, bit) = Self::slot(piece);
        self.words[w] & bit != 0
    }

    /// How many pieces the set holds.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The pieces in ascending id order.
    pub fn iter(&self) -> impl Iterator<Item = PieceId> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &word)| {
            let mut rest = word;
            std::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = rest.trailing_zeros();
                rest &= rest - 1;
                // `w < 4` and `bit < 64`, so the id is below 256.
                u8::try_from(w * 64 + bit as usize).ok().map(PieceId)
            })
        })
    }

    fn slot(piece: PieceId) -> (usize, u64) {
        let i = usize::from(piece.0);
        (i / 64, 1u64 << (i % 64))
    }
}

impl Extend<PieceId> for PieceSet {
    fn extend<I: IntoIterator<Item = PieceId>>(&mut self, iter: I) {
        for p in iter {
            self.insert(p);
        }
    }
}

impl FromIterator<PieceId> for PieceSet {
    fn from_iter<I: IntoIterator<Item = PieceId>>(iter: I) -> Self {
        let mut set = Self::new();
        set.extend(iter);
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The set agrees with a sorted, deduplicated list of the same ids, over every id and
    /// a spread of random inserts (a small deterministic generator, no dependency).
    #[test]
    fn agrees_with_a_sorted_deduplicated_list() {
        let mut state: u32 = 12345;
        for round in 0..200 {
            let mut set = PieceSet::new();
            let mut list: Vec<PieceId> = Vec::new();
            for _ in 0..(round % 40) {
                state = state.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                let id = PieceId((state >> 16) as u8);
                assert_eq!(set.insert(id), !list.contains(&id));
                list.push(id);
            }
            list.sort_unstable();
            list.dedup();
            assert_eq!(set.iter().collect::<Vec<_>>(), list);
            assert_eq!(set.len(), list.len());
            assert_eq!(set.is_empty(), list.is_empty());
            for id in 0..=u8::MAX {
                assert_eq!(set.contains(PieceId(id)), list.contains(&PieceId(id)));
            }
        }
    }

    #[test]
    fn the_extreme_ids_fit() {
        let set: PieceSet = [PieceId(0), PieceId(63), PieceId(64), PieceId(255)]
            .into_iter()
            .collect();
        assert_eq!(
            set.iter().collect::<Vec<_>>(),
            vec![PieceId(0), PieceId(63), PieceId(64), PieceId(255)]
        );
    }
}
