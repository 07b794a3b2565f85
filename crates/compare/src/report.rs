//! The outcome of a comparison: the suite, the engines, one cell per (position, engine).

use crate::judge::Run;
use crate::run::{Budget, EngineSpec};
use crate::suite::Entry;

/// Everything a comparison produced: the suite, the engines, one cell per (position,
/// engine) — `None` when the run did not finish (Ctrl-C).
#[derive(Debug, Clone)]
pub struct Report {
    /// The positions, in input order.
    pub suite: Vec<Entry>,
    /// The engines, Pioneer first when present.
    pub engines: Vec<EngineSpec>,
    /// `runs[position][engine]`.
    pub runs: Vec<Vec<Option<Run>>>,
    /// The budget of the alpha-beta and UCI runs.
    pub budget: Budget,
    /// Worker threads used.
    pub threads: usize,
    /// Wall-clock time of the whole comparison, in seconds.
    pub elapsed_s: f64,
    /// Whether Ctrl-C ended the comparison early.
    pub interrupted: bool,
}

impl Report {
    /// An empty report (every cell `None`).
    pub fn new(
        suite: Vec<Entry>,
        engines: Vec<EngineSpec>,
        budget: Budget,
        threads: usize,
    ) -> Report {
        let runs = vec![vec![None; engines.len()]; suite.len()];
        Report {
            suite,
            engines,
            runs,
            budget,
            threads,
            elapsed_s: 0.0,
            interrupted: false,
        }
    }

    /// The index of the Pioneer column.
    pub fn pioneer_index(&self) -> Option<usize> {
        self.engines.iter().position(EngineSpec::is_pioneer)
    }

    /// Whether every run of position `p` has finished.
    pub fn position_done(&self, p: usize) -> bool {
        self.runs[p].iter().all(Option::is_some)
    }
}
