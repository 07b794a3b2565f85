//! Iterative deepening and the limits of a search (spec §5; `docs/search.md`): the depth
//! cap doubles (2, 4, 8, …) until a search is not cut by it (with
//! [`crate::Switches::capped_widens`], below the widest horizon, until `K·H_L`; with
//! [`crate::Switches::cap_leap`], straight to the limit once past the leap); the counters
//! of every step add up; a limit reached answers with the last completed step.

use super::node::Outcome;
use super::{Search, SearchResult, StopReason};
use crate::columns::{NodeId, Tree};
use crate::printout::Event;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// A completed search kept to answer with: its result and everything the result was read
/// from.
pub(super) struct Kept {
    result: SearchResult,
    tree: Tree,
    info: Vec<super::NodeInfo>,
    events: Vec<Event>,
    mo: pioneer_zones::Mo,
    horizon: u8,
}

/// The completed searches that may answer: the one the rules of [`Search::replaces`]
/// keep and, with [`crate::Switches::finished_first`], the finished search a capped one
/// replaced.
#[derive(Default)]
pub(super) struct Answers {
    kept: Option<Kept>,
    /// The last finished search replaced by a capped one.
    finish: Option<Kept>,
}

impl Answers {
    /// The kept answer's result.
    fn result(&self) -> Option<&SearchResult> {
        self.kept.as_ref().map(|k| &k.result)
    }

    /// Keeps `new` in place of the kept answer; a finished answer that a capped one
    /// replaces stays at hand.
    fn replace(&mut self, new: Kept) {
        let capped = !new.result.finished;
        if let Some(old) = self.kept.replace(new)
            && old.result.finished
            && capped
        {
            self.finish = Some(old);
        }
    }

    /// The answer: the kept search, or with `finished_first` the finished search a capped
    /// one replaced, where the kept search is capped and its tree does not separate its
    /// move.
    fn take(&mut self, finished_first: bool) -> Option<Kept> {
        let finish = self.finish.take();
        match self.kept.take() {
            Some(k) if finished_first && !k.result.finished && !k.result.separated => {
                finish.or(Some(k))
            }
            k => k,
        }
    }
}

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
    /// Positions explored by perpetual-check proofs.
    perpetual_positions: u64,
    /// Positions searched by proofs of mate by checks.
    check_mate_positions: u64,
    /// Positions searched for what a check wins where a race is over.
    check_gain_positions: u64,
}

impl Totals {
    /// Adds the counters of one completed step.
    pub(super) fn add(&mut self, r: &SearchResult) {
        self.moves += r.moves_considered;
        self.passes += r.passes;
        self.pseudo_searches += r.pseudo_searches;
        self.transpositions += r.transpositions;
        self.perpetual_positions += r.perpetual_positions;
        self.check_mate_positions += r.check_mate_positions;
        self.check_gain_positions += r.check_gain_positions;
    }

    /// The result with the counters of every step (the work of the whole search).
    pub(super) fn fill(&self, mut r: SearchResult, elapsed: Duration) -> SearchResult {
        r.moves_considered = self.moves;
        r.passes = self.passes;
        r.pseudo_searches = self.pseudo_searches;
        r.transpositions = self.transpositions;
        r.perpetual_positions = self.perpetual_positions;
        r.check_mate_positions = self.check_mate_positions;
        r.check_gain_positions = self.check_gain_positions;
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
    /// half-moves, then the depth limit, or `K·H_L` below the widest horizon with
    /// [`crate::Switches::capped_widens`]) until a search is not cut by its cap, answering
    /// with the last search completed when a limit stops one; without it, one search
    /// under the depth limit. Then, with horizon deepening ([`SearchConfig::max_horizon`]
    /// above the horizon), the search is repeated with the horizon widened by
    /// [`SearchConfig::horizon_step`] half-moves at a time while the limits allow; a finished search (no variation ended
    /// by the cap) answers before any capped one. On rails (§2.11), the first horizon's
    /// steps use the kept tree. With [`crate::Switches::admissible_pass`], a tie at the
    /// widest finished horizon is followed by a second pass with admissible bundles
    /// (`search/admissible_pass.rs`).
    ///
    /// [`SearchConfig::max_horizon`]: crate::SearchConfig::max_horizon
    /// [`SearchConfig::horizon_step`]: crate::SearchConfig::horizon_step
    fn deepen_observed(&mut self, on_step: &mut dyn FnMut(&SearchResult)) -> SearchResult {
        // Before the clock starts: built at a first probe inside a timed search, the
        // queen against a pawn took the search's whole time.
        self.cfg.switches.prepare_tables();
        self.read_root_class();
        self.prepare_race_tables();
        self.start = Instant::now();
        self.totals = Totals::default();
        self.remembered.clear();
        // Moving on rails (§2.11): the kept tree, if any, and how its values may be used.
        let rails = self.rails.as_ref().map(|r| (r.cap, r.capped));
        self.rails_kept = self.rails.as_ref().map_or(0, |r| r.len());
        self.rails_reused = 0;
        let base = self.cfg.horizon;
        self.arm_first_pass(base);
        let first = self.deepen_pass(on_step, rails);
        // The admissible pass (item 76): a tie at the widest finished horizon spends the
        // rest of the budget on the sources' bundles.
        let r = if self.admissible_pass_due(&first, base) {
            self.admissible_pass(on_step, first, base)
        } else {
            first
        };
        // Whichever search answers — the last, or one kept from an earlier step with the
        // counters of the steps up to its own — the answer carries the counters and the
        // time of every step.
        let r = self.totals.fill(r, self.start.elapsed());
        self.cfg.horizon = base;
        self.record_answer(
            r.depth_cap,
            !r.finished,
            r.completed && r.best_move.is_some(),
        );
        self.rails = None;
        self.rails_step = false;
        r
    }

    /// One pass of horizon deepening from the configured horizon (module docs): the
    /// searches of every horizon up to the widest, while the limits allow, and the answer
    /// of the pass (a limit that stopped it is in [`SearchResult::stopped`]); whether its
    /// widest finished search separated its move is left in `Search::widest_separated`.
    pub(super) fn deepen_pass(
        &mut self,
        on_step: &mut dyn FnMut(&SearchResult),
        mut rails: Option<(u16, bool)>,
    ) -> SearchResult {
        let top = self.widest_horizon().max(self.cfg.horizon);
        let mut answers = Answers::default();
        self.widest_separated = None;
        loop {
            // Once a search has finished, a wider horizon searches at once to the depth
            // limit: its capped steps could never answer — unless the finished answer is
            // a tie and `tied_finish_deepens` lets a separated capped answer replace it,
            // or `finish_deepens` wants the capped steps' remembered moves.
            let sw = &self.cfg.switches;
            let (tied_ok, every) = (sw.tied_finish_deepens, sw.finish_deepens);
            let finished_before = !every
                && answers
                    .result()
                    .is_some_and(|k| k.finished && (!tied_ok || k.separated));
            match self.deepen_horizon(on_step, &mut answers, finished_before, rails.take()) {
                Some(stopped) => break stopped,
                None if self.cfg.horizon >= top => {
                    break match answers.take(self.cfg.switches.finished_first) {
                        Some(k) => self.restore(k),
                        None => self.result(crate::value::NodeValue::material(self.m_t)),
                    };
                }
                None => {
                    let step = self.cfg.horizon_step();
                    self.cfg.horizon = (self.cfg.horizon + step).min(top);
                    self.reset();
                }
            }
        }
    }

    /// The widest horizon that horizon deepening goes to: the configured one, or below a race's
    /// root the race's own where it is wider (item 72).
    pub(super) fn widest_horizon(&self) -> u8 {
        let race = if self.race_root {
            self.cfg.switches.race_max_horizon
        } else {
            0
        };
        self.cfg.max_horizon.max(race)
    }

    /// The searches of one horizon (module docs). `None` when they ended by themselves
    /// (the last is in `answers`), or the answer when a limit stopped one (the caller
    /// fills in the counters of every step). `straight`: one
    /// search to the depth limit; `rails`: the kept tree's cap and whether that cap cut it.
    fn deepen_horizon(
        &mut self,
        on_step: &mut dyn FnMut(&SearchResult),
        answers: &mut Answers,
        straight: bool,
        rails: Option<(u16, bool)>,
    ) -> Option<SearchResult> {
        let max = self.cfg.limits.max_depth;
        let deepening = self.cfg.switches.deepening;
        // On rails the first cap is the kept tree's less the two plies played (a search no
        // cap cuts is the search without a cap, whichever cap it ran under). A kept tree no
        // cap cut serves every step; one cut by its cap serves the first step only, which
        // counts as cut.
        let capped_rails = rails.filter(|&(_, capped)| capped).map(|(cap, _)| cap);
        let mut cap = if !deepening || straight {
            max
        } else {
            rails.map_or(max.min(2), |(c, _)| c.min(max))
        };
        // Below the widest horizon, `capped_widens` ends the horizon at its own cap.
        let own = self.horizon_cap();
        let mut first_step = true;
        loop {
            self.depth_cap = cap;
            let rails_step = rails.is_some() && (capped_rails.is_none() || first_step);
            self.set_rails_step(rails_step);
            let mut r = self.run_once();
            self.totals.add(&r);
            if capped_rails.is_some() && rails_step {
                self.capped = true;
                r.finished = false;
            }
            if r.stopped.is_some() {
                let why = r.stopped;
                if let Some(k) = answers
                    .take(self.cfg.switches.finished_first)
                    .filter(|k| k.result.best_move.is_some())
                {
                    r = self.restore(k);
                    r.stopped = why;
                }
                return Some(r);
            }
            let done = self.totals.fill(r, self.start.elapsed());
            if done.finished {
                self.widest_separated = Some(done.separated);
            }
            on_step(&done);
            let last_step = done.finished || cap >= max.min(own) || !deepening;
            if self.replaces(&done, answers.result()) {
                answers.replace(self.keep(done));
            }
            if last_step {
                return None;
            }
            self.reset();
            cap = self.next_cap(cap, max.min(own));
            first_step = false;
        }
    }

    /// The depth cap of the step after one capped at `cap`, `limit` the deepest the
    /// horizon searches to: the cap doubled, or with [`crate::Switches::cap_leap`] the
    /// limit at once where the doubled cap would pass the leap (item 79).
    fn next_cap(&self, cap: u16, limit: u16) -> u16 {
        let doubled = cap.saturating_mul(2).min(limit);
        match self.cfg.switches.cap_leap {
            Some(leap) if doubled > leap => limit,
            _ => doubled,
        }
    }

    /// The deepest cap of the current horizon: with [`crate::Switches::capped_widens`],
    /// below the widest horizon, that many times `H_L`; otherwise no bound of its own.
    fn horizon_cap(&self) -> u16 {
        let k = u16::from(self.cfg.switches.capped_widens);
        if k == 0 || self.cfg.horizon >= self.cfg.max_horizon {
            return u16::MAX;
        }
        (k * u16::from(self.cfg.horizon)).max(2)
    }

    /// Whether a completed search's answer `new` replaces the one kept: a capped search
    /// replaces only a capped answer (module docs); with
    /// [`crate::Switches::separated_answers`], across horizons, an answer whose tree
    /// separates its move ([`SearchResult::separated`]) is replaced only by another that
    /// does, and replaces one that does not ([`Answers`] keeps a finished answer so
    /// replaced for [`crate::Switches::finished_first`]); with
    /// [`crate::Switches::capped_widens`], across horizons, a capped answer replaces a
    /// capped one only from a cap at least as deep. Within one horizon a deeper cap always
    /// knows better than a shallower one and the first rule alone decides.
    fn replaces(&self, new: &SearchResult, kept: Option<&SearchResult>) -> bool {
        let Some(k) = kept else { return true };
        if self.cfg.switches.separated_answers
            && new.horizon != k.horizon
            && new.separated != k.separated
        {
            return new.separated;
        }
        // With `capped_widens`, a capped answer of another horizon replaces a capped one
        // only from a cap at least as deep: a shallow cap knows less, whatever its horizon.
        if self.cfg.switches.capped_widens > 0
            && new.horizon != k.horizon
            && !new.finished
            && !k.finished
        {
            return new.depth_cap >= k.depth_cap;
        }
        new.finished || !k.finished
    }

    /// Takes this search's answer, tree, node records, events and MO out of the search,
    /// to answer with later if a limit stops a deeper one.
    pub(super) fn keep(&mut self, result: SearchResult) -> Kept {
        Kept {
            result,
            tree: std::mem::replace(&mut self.tree, Tree::new()),
            info: std::mem::take(&mut self.info),
            events: std::mem::take(&mut self.events),
            mo: std::mem::replace(
                &mut self.mo,
                pioneer_zones::Mo::with_rules(self.cfg.zone_rules()),
            ),
            horizon: self.cfg.horizon,
        }
    }

    /// Puts a kept search back as the search's own: its tree, node records, events and
    /// MO; returns its answer.
    pub(super) fn restore(&mut self, k: Kept) -> SearchResult {
        self.tree = k.tree;
        self.info = k.info;
        self.events = k.events;
        self.mo = k.mo;
        self.cfg.horizon = k.horizon;
        k.result
    }

    /// Builds king and pawn against king and pawn before the clock starts where the race's
    /// pawn tables will read it ([`crate::Switches::race_pawn_tables`]: a root of the
    /// kings' race's class), and nowhere else: other searches never read it.
    fn prepare_race_tables(&self) {
        if self.cfg.switches.reads_race_tables() && self.race_root {
            pioneer_rules::pawn_pawn::prepare();
        }
    }

    /// What the root's class decides for the whole deepening, read once before it: the
    /// tables that end the lines below (a root of the tables' own classes is searched,
    /// not looked up) and whether the kings' race is played out.
    fn read_root_class(&mut self) {
        // A study of the pawn tables' classes is searched, not looked up: the tables end
        // the lines that come down into them (`docs/search.md` item 53).
        let root = self.game.position();
        let lesser_root = pioneer_rules::piece_pawn::class(root)
            .is_some_and(|p| p != pioneer_rules::piece_pawn::Piece::Queen);
        let s = &self.cfg.switches;
        self.pawn_tables_below =
            s.pawn_tables && !pioneer_rules::pawn_pawn::in_class(root) && !lesser_root;
        // The kings' race is played out only below a root of its class (item 63).
        self.race_root = self.is_race_root();
        // The race's pawn tables (item 70): the race's capture hands the line to the zones,
        // and a pawn against a pawn is then valued exactly.
        self.pawn_pawn_below = self.pawn_tables_below
            || (s.reads_race_tables()
                && self.race_root
                && !pioneer_rules::pawn_pawn::in_class(root));
    }

    /// One search under the current depth cap.
    fn run_once(&mut self) -> SearchResult {
        self.prepare();
        // A root piece off its bundle forms its zone again where the root's class says
        // so (item 71); a kept step took the MO with it, so every step sets the rules.
        self.mo.set_rules(self.race_rules());
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
        let moves = self.totals.moves + self.moves_considered + self.totals.passes + self.passes;
        if let Some(p) = &self.progress {
            p.store(moves, Ordering::Relaxed);
        }
        self.stopped = self
            .limit_reached(moves)
            .or_else(|| self.first_pass_spent(moves));
        self.stopped.is_some()
    }

    /// The limit that stops the search with `moves` considered (passes included) so far:
    /// a stop asked for, the moves, or the time; `None` while the budget lasts.
    pub(super) fn limit_reached(&self, moves: u64) -> Option<StopReason> {
        let lim = self.cfg.limits;
        if self
            .stop_flag
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
        {
            Some(StopReason::Stop)
        } else if moves >= lim.max_moves {
            Some(StopReason::Moves)
        } else if self.start.elapsed() >= lim.max_time {
            Some(StopReason::Time)
        } else {
            None
        }
    }
}
