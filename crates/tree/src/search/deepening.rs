//! Iterative deepening and the limits of a search (spec §5; `docs/search.md`): the depth
//! cap doubles (2, 4, 8, …) until a search is not cut by it; the counters of every step
//! add up; a limit reached answers with the last completed step.

use super::node::Outcome;
use super::{Search, SearchResult, StopReason};
use crate::columns::{NodeId, Tree};
use crate::printout::Event;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What the earlier steps of a deepening search counted.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Totals {
    /// Forward moves made.
    pub(super) moves: u64,
    /// Passes made.
    pub(super) passes: u64,
    /// Pseudo-searches.
    pseudo_searches: u64,
    /// Values taken over from another order of moves.
    transpositions: u64,
}

impl Totals {
    /// Adds the counters of one completed step.
    pub(super) fn add(&mut self, r: &SearchResult) {
        self.moves += r.moves_considered;
        self.passes += r.passes;
        self.pseudo_searches += r.pseudo_searches;
        self.transpositions += r.transpositions;
    }

    /// The result with the counters of every step (the work of the whole search).
    pub(super) fn fill(&self, mut r: SearchResult, elapsed: Duration) -> SearchResult {
        r.moves_considered = self.moves;
        r.passes = self.passes;
        r.pseudo_searches = self.pseudo_searches;
        r.transpositions = self.transpositions;
        r.elapsed = elapsed;
        r
    }
}

impl Search {
    /// Publishes the moves considered so far (every deepening step, passes included) to
    /// `counter` while the search runs, for another thread to read (a UCI front end's
    /// periodic `info nodes`).
    pub fn set_progress_counter(&mut self, counter: Arc<AtomicU64>) {
        self.progress = Some(counter);
    }

    /// [`Search::run`], calling `on_step` after every completed deepening step (and after
    /// the one search without deepening) with that step's result: its depth cap, value,
    /// principal variation, and the counters of all steps so far.
    pub fn run_observed(&mut self, on_step: &mut dyn FnMut(&SearchResult)) -> SearchResult {
        self.deepen_observed(on_step)
    }

    /// The deepening loop behind [`Search::run`].
    pub(super) fn deepen(&mut self) -> SearchResult {
        self.deepen_observed(&mut |_| {})
    }

    /// With [`crate::Switches::deepening`], one search per depth cap (2, 4, 8, 16, …
    /// half-moves, then the depth limit) until a search is not cut by its cap, answering
    /// with the last search completed when a limit stops one; without it, one search
    /// under the depth limit.
    fn deepen_observed(&mut self, on_step: &mut dyn FnMut(&SearchResult)) -> SearchResult {
        self.start = Instant::now();
        self.totals = Totals::default();
        let max = self.cfg.limits.max_depth;
        if !self.cfg.switches.deepening {
            self.depth_cap = max;
            let r = self.run_once();
            if r.stopped.is_none() {
                on_step(&r);
            }
            return r;
        }
        let mut cap = max.min(2);
        let mut last: Option<(SearchResult, Tree, Vec<Event>)> = None;
        loop {
            self.depth_cap = cap;
            let mut r = self.run_once();
            self.totals.add(&r);
            let cut_by_cap = self.capped;
            if r.stopped.is_some() {
                if let Some((mut done, tree, events)) = last.take()
                    && done.best_move.is_some()
                {
                    // The search of the last completed cap answers; its tree stays the
                    // tree of this search.
                    self.tree = tree;
                    self.events = events;
                    done.stopped = r.stopped;
                    r = done;
                }
                return self.totals.fill(r, self.start.elapsed());
            }
            let done = self.totals.fill(r, self.start.elapsed());
            on_step(&done);
            if !cut_by_cap || cap >= max {
                return done;
            }
            let r = done;
            // Keep this search's tree and events (the next one starts empty anyway).
            last = Some((
                r,
                std::mem::replace(&mut self.tree, Tree::new()),
                std::mem::take(&mut self.events),
            ));
            self.reset();
            cap = cap.saturating_mul(2).min(max);
        }
    }

    /// One search under the current depth cap.
    fn run_once(&mut self) -> SearchResult {
        self.prepare();
        let value = match self.search_node(NodeId::ROOT) {
            Outcome::Value(v) | Outcome::Stopped(v) => v,
            Outcome::Unwind(_) => crate::value::NodeValue::material(self.m_t),
        };
        self.tree.set_value(NodeId::ROOT, Some(value));
        self.result(value)
    }

    pub(super) fn limit_hit(&mut self) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        let lim = self.cfg.limits;
        if let Some(p) = &self.progress {
            p.store(
                self.totals.moves + self.moves_considered + self.totals.passes + self.passes,
                Ordering::Relaxed,
            );
        }
        if self
            .stop_flag
            .as_ref()
            .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
        {
            self.stopped = Some(StopReason::Stop);
        } else if self.totals.moves + self.moves_considered + self.totals.passes + self.passes
            >= lim.max_moves
        {
            self.stopped = Some(StopReason::Moves);
        } else if self.start.elapsed() >= lim.max_time {
            self.stopped = Some(StopReason::Time);
        }
        self.stopped.is_some()
    }
}
