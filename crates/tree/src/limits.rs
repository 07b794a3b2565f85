//! The limits that keep every search finite (re-exported as [`crate::config::Limits`]).

use serde::{Deserialize, Serialize};
use std::time::Duration;

/// Limits that keep every search finite.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// Moves considered (forward moves, erased trees included) before the search stops.
    pub max_moves: u64,
    /// Wall-clock time before the search stops.
    pub max_time: Duration,
    /// Depth in half-moves at which a variation is ended (valued by `m_t`).
    pub max_depth: u16,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_moves: 200_000,
            max_time: Duration::from_secs(10),
            max_depth: 40,
        }
    }
}
