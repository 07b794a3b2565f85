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
//! Invariant: an answer is one pass's own. [`SearchResult::pass`] names the pass of every
//! step and of the answer, and the proof criterion reads a proof within the answer's pass
//! only (`pioneer_compare::verdict`): the other pass's steps searched another model.

use super::deepening::PassEnd;
use super::{Pass, Search, SearchResult};

impl Search {
    /// Whether the admissible pass follows the first: the switch is on, the bundles are
    /// not admissible already, the horizon deepens (from `base`: a search at one horizon
    /// has no pass), the first pass searched every horizon without a limit stopping it,
    /// its widest finished search ties, and the limits leave some budget.
    pub(super) fn admissible_pass_due(&self, first: &PassEnd, base: u8) -> bool {
        let sw = &self.cfg.switches;
        sw.admissible_pass
            && !sw.trajectories.admissible_bundles
            && self.widest_horizon() > base
            && first.result.stopped.is_none()
            && first.widest_separated == Some(false)
            && self.budget_left()
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
        let second = self.deepen_pass(on_step, None).result;
        self.cfg.switches.trajectories.admissible_bundles = false;
        self.pass = Pass::First;
        if second.finished && second.separated && second.best_move.is_some() {
            return second;
        }
        let mut first = self.restore(kept);
        first.stopped = second.stopped;
        first
    }

    /// Whether the limits leave budget: every step so far is in the totals.
    fn budget_left(&self) -> bool {
        self.limit_reached(self.totals.moves + self.totals.passes)
            .is_none()
    }
}
