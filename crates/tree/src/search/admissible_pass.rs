//! The admissible pass (ours, `docs/search.md` item 76; [`crate::Switches::admissible_pass`]).
//!
//! The studies preset's bundles hold the shortest trajectories only: the sources' bundles
//! also hold the admissible ones, "trajectories of different length" (seed 003; spec §11),
//! and with them every bundle is larger and the preset proved fewer within its budget
//! (`docs/studies-log.md`, "Admissible bundles and the real board"). Where horizon
//! deepening has searched every horizon up to the widest within the limits and the widest
//! finished search still does not separate its move — a tie, which proves nothing — the
//! budget that is left would go unspent. The pass spends it on the sources' bundles: the
//! deepening runs again from the first horizon with the admissible trajectories beside the
//! shortest ones, and it answers when its answer is finished and separates its move. Where
//! it does not, or a limit stops it first, the first pass's answer stands, with its tree,
//! node records and MO.
//!
//! The first pass's yield (item 77; [`crate::Switches::admissible_yield`]): most searches
//! do not search every horizon within their budget, and a tie at the widest finished
//! horizon wastes the rest of it as surely as a budget left unspent. With a share set,
//! once the first pass has spent that share of the limits while its widest finished
//! search ties, it stops where it is and the admissible pass runs on the rest. A first
//! pass whose widest finished search separates its move, or that has finished none, goes
//! on to the limits.
//!
//! Invariant: an answer is one pass's own. [`SearchResult::pass`] names the pass of every
//! step and of the answer, and the proof criterion reads a proof within the answer's pass
//! only (`pioneer_compare::verdict`): the other pass's steps searched another model.

use super::{Pass, Search, SearchResult, StopReason};
use crate::Share;

/// What the first pass's yield reads (item 77), reset by every search.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct FirstPass {
    /// The share after which the first pass may yield: the switch where an admissible
    /// pass can follow ([`Search::admissible_pass_possible`]); `None` without them and
    /// once it has yielded (the admissible pass never reads it).
    share: Option<Share>,
    /// The first pass stopped at its share.
    yielded: bool,
}

impl Search {
    /// Whether the admissible pass follows the first: the switch is on, the bundles are
    /// not admissible already, the horizon deepens (from `base`: a search at one horizon
    /// has no pass), the first pass searched every horizon without a limit stopping it
    /// or yielded at its share, its widest finished search ties, and the limits leave
    /// some budget.
    pub(super) fn admissible_pass_due(&self, first: &SearchResult, base: u8) -> bool {
        self.admissible_pass_possible(base)
            && (first.stopped.is_none() || self.first_pass.yielded)
            && self.widest_separated == Some(false)
            && self.budget_left()
    }

    /// Whether an admissible pass can follow a first pass deepening from `base`: the
    /// switch is on, the bundles are not admissible already and the horizon deepens.
    fn admissible_pass_possible(&self, base: u8) -> bool {
        let sw = &self.cfg.switches;
        sw.admissible_pass && !sw.trajectories.admissible_bundles && self.widest_horizon() > base
    }

    /// The admissible pass after `first`, the first pass's answer, from the horizon
    /// `base`: its answer when finished and separated, else `first` (restored with its
    /// tree and MO, and the limit that stopped the pass, if one did).
    pub(super) fn admissible_pass(
        &mut self,
        on_step: &mut dyn FnMut(&SearchResult),
        first: SearchResult,
        base: u8,
    ) -> SearchResult {
        let kept = self.keep(first);
        self.cfg.switches.trajectories.admissible_bundles = true;
        self.pass = Pass::Admissible;
        self.cfg.horizon = base;
        // Remembered moves order a pass's searches by its own earlier steps only.
        self.remembered.clear();
        self.reset();
        let second = self.deepen_pass(on_step, None);
        self.cfg.switches.trajectories.admissible_bundles = false;
        self.pass = Pass::First;
        if second.finished && second.separated && second.best_move.is_some() {
            return second;
        }
        let mut first = self.restore(kept);
        // The limit that stopped the search; a first pass that yielded to a pass that
        // ended by itself keeps its own stop, at its share.
        if second.stopped.is_some() || !self.first_pass.yielded {
            first.stopped = second.stopped;
        }
        first
    }

    /// Whether the limits leave budget: every step so far is in the totals.
    fn budget_left(&self) -> bool {
        self.limit_reached(self.totals.moves + self.totals.passes)
            .is_none()
    }

    /// Arms the first pass's yield for a search deepening from `base` (item 77).
    pub(super) fn arm_first_pass(&mut self, base: u8) {
        let share = self
            .cfg
            .switches
            .admissible_yield
            .filter(|_| self.admissible_pass_possible(base));
        self.first_pass = FirstPass {
            share,
            yielded: false,
        };
    }

    /// The first pass's own limit (item 77): where its widest finished search ties and
    /// it has spent its share of the moves (`moves` so far) or of the time, it stops, as
    /// at a limit of its own, and the admissible pass takes the rest.
    pub(super) fn first_pass_spent(&mut self, moves: u64) -> Option<StopReason> {
        let share = self.first_pass.share?;
        if self.pass != Pass::First || self.widest_separated != Some(false) {
            return None;
        }
        let lim = self.cfg.limits;
        let why = if moves >= share.of_moves(lim.max_moves) {
            StopReason::Moves
        } else if self.start.elapsed() >= share.of_time(lim.max_time) {
            StopReason::Time
        } else {
            return None;
        };
        self.first_pass.share = None;
        self.first_pass.yielded = true;
        Some(why)
    }
}
