//! Transpositions: values of positions already searched by another order of moves.
//!
//! Pioneer kept no table of positions (§2.11: one position moved forward and back), so this
//! is the project's addition, off in the Fig. 21 settings and on for studies
//! ([`crate::Switches::transpositions`], `docs/search.md`). When a variation reaches a
//! position whose subtree has already been searched to the end in the current tree — the
//! same pieces on the same squares, the same side to move — the position's value is taken
//! over and the node stays a leaf.
//!
//! Only *complete* values are kept: a node whose branching stopped on the ancestor
//! comparison (§2.4) has a bound, not a value, and is not recorded. Values belong to the
//! tree they were found in: when a pseudo-search erases a subtree (§1.10) and search
//! restarts, every value recorded inside that subtree goes too, since the new
//! trajectories may change it ([`Memo::mark`], [`Memo::truncate`]).
//!
//! Each value keeps the depth it was found at. Zones are timed from the root and lines end
//! at the depth cap, so the same position met deeper is searched with less of the horizon
//! left: with [`crate::Switches::transposition_depth`] a value is taken over only at its
//! own depth or deeper ([`Memo::probe`] with a depth), never from a deeper search into a
//! shallower line.
//!
//! ```
//! use pioneer_tree::{NodeValue, memo::Memo};
//!
//! let mut memo = Memo::default();
//! let mark = memo.mark();
//! memo.insert(42, NodeValue::material(-8), 5);
//! assert_eq!(memo.get(42), Some(NodeValue::material(-8)));
//! assert_eq!(memo.probe(42, None), Some(NodeValue::material(-8)));
//! assert_eq!(memo.probe(42, Some(3)), None, "found deeper than 3");
//! assert_eq!(memo.probe(42, Some(7)), Some(NodeValue::material(-8)));
//! memo.truncate(mark);
//! assert_eq!(memo.get(42), None);
//! ```

use crate::value::NodeValue;
use std::collections::HashMap;

/// A recorded value and the depth (half-moves from the root) its position was searched at.
#[derive(Debug, Clone, Copy)]
struct Entry {
    value: NodeValue,
    depth: u16,
}

/// Values of positions searched to the end, keyed by a position hash.
#[derive(Debug, Clone, Default)]
pub struct Memo {
    values: HashMap<u64, Entry>,
    /// The keys in the order they were recorded (for [`Memo::truncate`]).
    log: Vec<u64>,
    hits: u64,
}

impl Memo {
    /// A point to come back to: every value recorded after it goes with
    /// [`Memo::truncate`].
    pub fn mark(&self) -> usize {
        self.log.len()
    }

    /// Forgets every value recorded since `mark`.
    pub fn truncate(&mut self, mark: usize) {
        for key in self.log.drain(mark.min(self.log.len())..) {
            self.values.remove(&key);
        }
    }

    /// Records the value of a position searched at `depth`; the first value recorded
    /// stays (with [`crate::Switches::transposition_depth`] a shallower line that meets a
    /// position first recorded deeper searches it itself, every time: work, not a wrong
    /// value).
    pub fn insert(&mut self, key: u64, value: NodeValue, depth: u16) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.values.entry(key) {
            e.insert(Entry { value, depth });
            self.log.push(key);
        }
    }

    /// The value recorded for a position, at whatever depth.
    pub fn get(&self, key: u64) -> Option<NodeValue> {
        self.values.get(&key).map(|e| e.value)
    }

    /// Looks a position up and counts the hit; with `deepest`, only a value recorded at
    /// that depth or a shallower one is taken (a search with at least as much left).
    pub fn probe(&mut self, key: u64, deepest: Option<u16>) -> Option<NodeValue> {
        let e = self.values.get(&key)?;
        if deepest.is_some_and(|d| e.depth > d) {
            return None;
        }
        self.hits += 1;
        Some(e.value)
    }

    /// How many lookups found a value.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// Forgets everything (a new search).
    pub fn clear(&mut self) {
        self.values.clear();
        self.log.clear();
        self.hits = 0;
    }
}
