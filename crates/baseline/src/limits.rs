//! When a search stops: depth, nodes, time, or an outside stop flag.
//!
//! A search always stops: the depth is capped at [`MAX_DEPTH`], the other limits are
//! checked at every node (nodes, the stop flag) or every 1024 nodes (the clock).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The deepest nominal depth an iteration may have.
pub const MAX_DEPTH: u32 = 64;

/// The limits of one search. Several may be set; the first reached ends the search.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// Nominal depth in plies (capped at [`MAX_DEPTH`]; `None` = [`MAX_DEPTH`]).
    pub depth: Option<u32>,
    /// Stop after this many nodes (positions made).
    pub nodes: Option<u64>,
    /// Stop after this much time.
    pub movetime: Option<Duration>,
    /// Set from outside (another thread) to stop the search as soon as possible.
    pub stop: Option<Arc<AtomicBool>>,
}

impl Limits {
    /// Search to a fixed depth.
    pub fn depth(d: u32) -> Limits {
        Limits {
            depth: Some(d),
            ..Limits::default()
        }
    }

    /// Search a fixed number of nodes.
    pub fn nodes(n: u64) -> Limits {
        Limits {
            nodes: Some(n),
            ..Limits::default()
        }
    }

    /// Search for a fixed time.
    pub fn movetime(t: Duration) -> Limits {
        Limits {
            movetime: Some(t),
            ..Limits::default()
        }
    }

    /// Adds a stop flag.
    pub fn with_stop(mut self, stop: Arc<AtomicBool>) -> Limits {
        self.stop = Some(stop);
        self
    }

    /// The depth to search to.
    pub fn max_depth(&self) -> u32 {
        self.depth.unwrap_or(MAX_DEPTH).clamp(1, MAX_DEPTH)
    }

    /// Whether the stop flag is set.
    pub fn stopped(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }
}
