//! The value of a node: material first, the positional evaluation second (Appendix 2 as
//! spec §10 reads it; `docs/search.md`, "Positional values").
//!
//! The text of Appendix 2 breaks off before it says how the positional term combines with
//! material. The project's reading: material `m_t` stays the value that the end of a
//! variation (§2.2), the worst-result pruning (§2.5) and the stakes (§2.3) use; the
//! positional score `P` ([`crate::positional::Positional::score`]) only orders values equal
//! in material. A [`NodeValue`] compares `(m_t, P)` lexicographically; minimax and the
//! ancestor comparison (§2.4) use that order (it is a total order, so the comparison keeps
//! its meaning as a bound). With [`crate::Switches::positional_values`] off, `P` is 0
//! everywhere and the order is material's.
//!
//! ```
//! use pioneer_tree::NodeValue;
//! use pioneer_tree::positional::Positional;
//!
//! let quiet = NodeValue::material(0);
//! let active = NodeValue::with_positional(0, Positional::new(5, 1));
//! assert!(active > quiet);
//! assert!(NodeValue::material(1) > active);
//! assert_eq!(active.material_value(), 0);
//! ```

use crate::positional::Positional;
use serde::Serialize;
use std::cmp::Ordering;
use std::fmt;

/// A node's value: `m_t` and, when the positional term is on, the evaluation at the end of
/// the line it comes from (module docs). Equality and order look at `(m_t, P)` only; the
/// counts `K_w/K_b` ride along to be shown.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct NodeValue {
    material: i32,
    positional: Option<Positional>,
}

impl NodeValue {
    /// A value of material alone (`P` counts as 0).
    pub fn material(material: i32) -> NodeValue {
        NodeValue {
            material,
            positional: None,
        }
    }

    /// A value with its positional evaluation.
    pub fn with_positional(material: i32, positional: Positional) -> NodeValue {
        NodeValue {
            material,
            positional: Some(positional),
        }
    }

    /// `m_t`, from White's side: what the cutoffs, the stakes and the proof use.
    pub fn material_value(self) -> i32 {
        self.material
    }

    /// The positional evaluation at the end of the line, if it was computed.
    pub fn positional(self) -> Option<Positional> {
        self.positional
    }

    /// `P` from White's side (0 without a positional evaluation).
    pub fn score(self) -> i16 {
        self.positional.map_or(0, Positional::score)
    }

    fn key(self) -> (i32, i16) {
        (self.material, self.score())
    }
}

impl PartialEq for NodeValue {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for NodeValue {}

impl PartialOrd for NodeValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for NodeValue {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for NodeValue {
    /// `0`, or `0 (K 5/1 P +666)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.positional {
            Some(p) => write!(f, "{} ({p})", self.material),
            None => write!(f, "{}", self.material),
        }
    }
}
