//! The third level of Pioneer: the search tree and the search in the MO (§2).
//!
//! - [`columns`]: the whole tree as renumberable columns (§2.11, Figs. 35–36).

pub mod columns;

pub use columns::{NodeId, Tree};
