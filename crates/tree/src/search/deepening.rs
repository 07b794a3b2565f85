//! Iterative deepening and the limits of a search (spec §5; `docs/search.md`): the depth
//! cap doubles (2, 4, 8, …) until a search is not cut by it; the counters of every step
//! add up; a limit reached answers with the last completed step.

use super::node::Outcome;
use super::{NodeInfo, Search, SearchResult, StopReason};
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

/// The last completed deepening step: its answer, and its tree with what is kept beside it.
struct Kept {
    result: SearchResult,
    tree: Tree,
    events: Vec<Event>,
    info: Vec<NodeInfo>,
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
        // Moving on rails (§2.11): the kept tree, if any, and how its values may be used.
        let rails = self.rails.as_ref().map(|r| (r.cap, r.capped));
        self.rails_kept = self.rails.as_ref().map_or(0, |r| r.len());
        self.rails_reused = 0;
        let r = self.deepen_steps(rails, on_step);
        self.rails = None;
        self.rails_step = false;
        r
    }

    /// The steps of [`Search::deepen_observed`]; `rails`: the kept tree's cap and whether
    /// that cap cut it.
    fn deepen_steps(
        &mut self,
        rails: Option<(u16, bool)>,
        on_step: &mut dyn FnMut(&SearchResult),
    ) -> SearchResult {
        let max = self.cfg.limits.max_depth;
        if !self.cfg.switches.deepening {
            self.depth_cap = max;
            self.set_rails_step(true);
            let r = self.run_once();
            let capped = self.capped;
            self.record_answer(r.depth_cap, capped, r.completed && r.best_move.is_some());
            if r.stopped.is_none() {
                on_step(&r);
            }
            return r;
        }
        // On rails the first cap is the kept tree's less the two plies played (a search no
        // cap cuts is the search without a cap, whichever cap it ran under). A kept tree no
        // cap cut serves every step; one cut by its cap serves the first step only, which
        // counts as cut.
        let capped_rails = rails.filter(|&(_, capped)| capped).map(|(cap, _)| cap);
        let mut cap = rails.map_or(max.min(2), |(c, _)| c.min(max));
        let mut last: Option<Kept> = None;
        loop {
            self.depth_cap = cap;
            let rails_step = capped_rails.is_none() || last.is_none();
            self.set_rails_step(rails_step);
            let mut r = self.run_once();
            self.totals.add(&r);
            let cut_by_cap = self.capped || (capped_rails.is_some() && rails_step);
            if r.stopped.is_some() {
                let mut capped = cut_by_cap;
                if let Some(kept) = last.take()
                    && kept.result.best_move.is_some()
                {
                    // The search of the last completed cap answers; its tree stays the
                    // tree of this search.
                    let mut done = kept.result;
                    self.tree = kept.tree;
                    self.events = kept.events;
                    self.info = kept.info;
                    done.stopped = r.stopped;
                    r = done;
                    capped = true;
                }
                self.record_answer(r.depth_cap, capped, r.completed && r.best_move.is_some());
                return self.totals.fill(r, self.start.elapsed());
            }
            let done = self.totals.fill(r, self.start.elapsed());
            on_step(&done);
            if !cut_by_cap || cap >= max {
                self.record_answer(done.depth_cap, cut_by_cap, done.best_move.is_some());
                return done;
            }
            // Keep this search's tree and events (the next one starts empty anyway).
            last = Some(Kept {
                result: done,
                tree: std::mem::replace(&mut self.tree, Tree::new()),
                events: std::mem::take(&mut self.events),
                info: std::mem::take(&mut self.info),
            });
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
