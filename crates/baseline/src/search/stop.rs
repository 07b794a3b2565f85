//! When the running search must stop: the node budget, the clock and the outside stop
//! flag of its [`Limits`].
//!
//! The node budget is checked at every node, the flag and the clock every 1024 nodes.
//! Once a limit is reached the search is aborted: every node returns at once and the
//! iteration is partial.

use super::Engine;
use crate::limits::Limits;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

/// The limits of the running search and whether one was reached.
pub(super) struct Stop {
    /// The node budget (`u64::MAX` without one).
    node_limit: u64,
    /// When the time runs out.
    deadline: Option<Instant>,
    /// The outside stop flag.
    flag: Option<Arc<AtomicBool>>,
    /// Whether a limit was reached.
    aborted: bool,
    /// When the search began.
    start: Instant,
}

impl Default for Stop {
    fn default() -> Self {
        Stop {
            node_limit: u64::MAX,
            deadline: None,
            flag: None,
            aborted: false,
            start: Instant::now(),
        }
    }
}

impl Stop {
    /// The limits of a search that begins now.
    pub(super) fn begin(limits: &Limits) -> Stop {
        let start = Instant::now();
        Stop {
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            deadline: limits.movetime.map(|t| start + t),
            flag: limits.stop.clone(),
            aborted: false,
            start,
        }
    }

    /// Whether a limit was reached with `nodes` searched (and from then on, always).
    #[inline]
    pub(super) fn reached(&mut self, nodes: u64) -> bool {
        if self.aborted {
            return true;
        }
        if nodes >= self.node_limit
            || (nodes & 1023 == 0
                && (self
                    .flag
                    .as_ref()
                    .is_some_and(|s| s.load(AtomicOrdering::Relaxed))
                    || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    /// Whether a limit ended the search.
    #[inline]
    pub(super) fn aborted(&self) -> bool {
        self.aborted
    }

    /// Time since the search began.
    pub(super) fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }

    /// Whether another iteration is worth starting: not when the time is up or more
    /// than half of it is spent (the next iteration would most likely not finish).
    pub(super) fn another_iteration_fits(&self) -> bool {
        match self.deadline {
            Some(deadline) => {
                let now = Instant::now();
                !(now >= deadline || (now - self.start) * 2 > deadline - self.start)
            }
            None => true,
        }
    }
}

impl Engine {
    /// Whether the search must stop now (counts against the nodes searched so far).
    #[inline]
    pub(super) fn out_of_limits(&mut self) -> bool {
        if self.counters.nodes & 1023 == 0
            && let Some(p) = &self.progress
        {
            p.store(self.counters.nodes, AtomicOrdering::Relaxed);
        }
        self.stop.reached(self.counters.nodes)
    }
}
