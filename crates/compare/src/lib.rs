//! Tree-size comparison of the Pioneer zone search against the conventional alpha-beta
//! baseline (spec §9) and, optionally, any UCI engine.
//!
//! Botvinnik's claim for Pioneer is a small search tree: 54 moves for Réti's study
//! (spec §8). This crate measures it against the baseline "generation by generation"
//! (spec §9): for every position of an EPD suite, Pioneer's final tree size and, for each
//! alpha-beta configuration, the nodes searched until the key move (`bm`, not in `am`) is
//! chosen and kept. Modules: [`suite`] (reading the positions), [`run`] (one engine on
//! one position, all of them in parallel), [`uci_engine`] (external engines), [`table`]
//! (ratios and the geometric mean) and [`chart`] (SVG).

#![warn(missing_docs)]

pub mod chart;
pub mod run;
pub mod suite;
pub mod table;
pub mod uci_engine;

pub use run::{Budget, EngineSpec, Run};
pub use suite::Entry;

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

    /// Every figure as JSON: the settings, one object per position (failures with their
    /// reasons, unfinished runs as `null`), and the geometric mean ratios.
    pub fn json(&self) -> serde_json::Value {
        let positions: Vec<serde_json::Value> = self
            .suite
            .iter()
            .enumerate()
            .map(|(p, e)| {
                let runs: serde_json::Map<String, serde_json::Value> = self
                    .engines
                    .iter()
                    .enumerate()
                    .map(|(i, spec)| {
                        let mut v = serde_json::to_value(&self.runs[p][i]).unwrap_or_default();
                        if let (Some(obj), Some(pi)) = (v.as_object_mut(), self.pioneer_index()) {
                            let r =
                                table::ratio(self.runs[p][pi].as_ref(), self.runs[p][i].as_ref());
                            if i != pi {
                                obj.insert("ratio".into(), serde_json::json!(r));
                            }
                        }
                        (spec.name().to_owned(), v)
                    })
                    .collect();
                serde_json::json!({
                    "line": e.line,
                    "id": e.id,
                    "fen": e.fen,
                    "bm": e.bm,
                    "am": e.am,
                    "error": e.error,
                    "runs": runs,
                })
            })
            .collect();
        let means: Vec<serde_json::Value> = table::mean_ratios(self)
            .into_iter()
            .map(|(e, g, n)| {
                serde_json::json!({
                    "engine": self.engines[e].name(),
                    "geometric_mean_ratio": g,
                    "positions": n,
                })
            })
            .collect();
        serde_json::json!({
            "engines": self.engines,
            "budget": {
                "max_nodes": self.budget.max_nodes,
                "keep": self.budget.keep,
                "max_time_s": self.budget.max_time.as_secs_f64(),
            },
            "threads": self.threads,
            "elapsed_s": self.elapsed_s,
            "interrupted": self.interrupted,
            "positions": positions,
            "geometric_means": means,
        })
    }
}
