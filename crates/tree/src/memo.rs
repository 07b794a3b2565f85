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
//! ```
//! use pioneer_tree::{NodeValue, memo::Memo};
//!
//! let mut memo = Memo::default();
//! let mark = memo.mark();
//! memo.insert(42, NodeValue::material(-8));
//! assert_eq!(memo.get(42), Some(NodeValue::material(-8)));
//! memo.truncate(mark);
//! assert_eq!(memo.get(42), None);
//! ```

use crate::value::NodeValue;
use std::collections::HashMap;

/// Values of positions searched to the end, keyed by a position hash.
#[derive(Debug, Clone, Default)]
pub struct Memo {
    values: HashMap<u64, NodeValue>,
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

    /// Records the value of a position; the first value recorded stays.
    pub fn insert(&mut self, key: u64, value: NodeValue) {
        if let std::collections::hash_map::Entry::Vacant(e) = self.values.entry(key) {
            e.insert(value);
            self.log.push(key);
        }
    }

    /// The value recorded for a position.
    pub fn get(&self, key: u64) -> Option<NodeValue> {
        self.values.get(&key).copied()
    }

    /// Looks a position up and counts the hit.
    pub fn probe(&mut self, key: u64) -> Option<NodeValue> {
        let v = self.get(key);
        if v.is_some() {
            self.hits += 1;
        }
        v
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
