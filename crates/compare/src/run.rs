//! The engines of a comparison ([`EngineSpec`]), their budget, and every engine on every
//! position in parallel.
//!
//! Each run builds its engine from its [`EngineSpec`] and hands it to
//! [`crate::judge::run_one`]: every run deepens until the key move has been proven
//! ([`crate::verdict`]) at [`JudgeRules::keep`] completed iterations (Pioneer: finished
//! deepening steps) in a row, or the node budget ends. Every figure comes straight from
//! the engines' own counters, so `pioneer alphabeta --depth D --key K --verify` with the
//! same switches prints the same numbers.

use crate::judge::{JudgeRules, Run, run_one};
use crate::suite::Entry;
use pioneer_baseline::{Config, Ordering};
use pioneer_engine::{
    AlphaBetaEngine, Engine, EngineError, EngineLimits, PioneerEngine, UciEngine,
};
use pioneer_tree::{Search, SearchConfig};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

/// An engine of the comparison.
#[derive(Debug, Clone, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum EngineSpec {
    /// The Pioneer zone search.
    Pioneer {
        /// Column name.
        name: String,
        /// Its configuration.
        config: SearchConfig,
    },
    /// The baseline with one configuration.
    AlphaBeta {
        /// Column name.
        name: String,
        /// Its configuration (iterative deepening is always on here).
        config: Config,
    },
    /// An external engine spoken to over UCI.
    Uci {
        /// Column name.
        name: String,
        /// The command line (split at whitespace).
        command: String,
    },
}

impl EngineSpec {
    /// The column name.
    pub fn name(&self) -> &str {
        match self {
            EngineSpec::Pioneer { name, .. }
            | EngineSpec::AlphaBeta { name, .. }
            | EngineSpec::Uci { name, .. } => name,
        }
    }

    /// Whether this is the Pioneer search (the denominator of every ratio).
    pub fn is_pioneer(&self) -> bool {
        matches!(self, EngineSpec::Pioneer { .. })
    }

    /// A fresh engine (an external one is started here).
    pub fn build(&self) -> Result<Box<dyn Engine>, EngineError> {
        Ok(match self {
            EngineSpec::Pioneer { config, .. } => Box::new(PioneerEngine::new(*config)),
            EngineSpec::AlphaBeta { config, .. } => Box::new(AlphaBetaEngine::new(Config {
                iterative_deepening: true,
                ..*config
            })),
            EngineSpec::Uci { name, command } => Box::new(UciEngine::start(command, name)?),
        })
    }

    /// The limits of this engine's runs: Pioneer keeps the limits of its configuration;
    /// the others get the node and time budget.
    pub fn limits(&self, budget: &Budget) -> EngineLimits {
        match self {
            EngineSpec::Pioneer { .. } => EngineLimits::default(),
            _ => EngineLimits {
                nodes: Some(budget.max_nodes),
                time: Some(budget.max_time),
                ..EngineLimits::default()
            },
        }
    }
}

/// The alpha-beta configurations `--configs` may name, in the order of the default set.
pub const CONFIG_NAMES: &[&str] = &["ab", "ab+order", "ab+order+tt", "full", "minimax", "pvs"];
/// The default set: plain alpha-beta, + move ordering, + transposition table, full baseline.
pub const DEFAULT_CONFIGS: &str = "ab,ab+order,ab+order+tt,full";

/// The baseline configuration called `name` (see [`CONFIG_NAMES`]).
///
/// - `ab`: alpha-beta, moves in generation order, no table, capture quiescence, no
///   extensions ([`Config::alpha_beta_only`]) — with iterative deepening, which every run of
///   the comparison needs;
/// - `ab+order`: plus MVV-LVA, killers, history and the previous PV first;
/// - `ab+order+tt`: plus the 16 MiB transposition table (and its hash move);
/// - `full`: the baseline's default ([`Config::default`]: the above plus the check
///   extension), as `pioneer uci` and `pioneer bench` run it;
/// - `minimax`: no cutoffs at all; `pvs`: `full` with NegaScout/PVS.
pub fn named_config(name: &str) -> Option<Config> {
    let ab = Config {
        iterative_deepening: true,
        ..Config::alpha_beta_only(true)
    };
    Some(match name {
        "ab" => ab,
        "ab+order" => Config {
            ordering: Ordering {
                hash_move: false,
                ..Ordering::default()
            },
            ..ab
        },
        "ab+order+tt" => Config {
            ordering: Ordering::default(),
            tt: true,
            ..ab
        },
        "full" => Config::default(),
        "minimax" => Config {
            iterative_deepening: true,
            ..Config::minimax(true)
        },
        "pvs" => Config {
            algorithm: pioneer_baseline::Algorithm::Pvs,
            ..Config::default()
        },
        _ => return None,
    })
}

/// How much every alpha-beta or UCI run may spend, and when it stops.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Budget {
    /// Nodes per run.
    pub max_nodes: u64,
    /// How a run is judged and when it stops.
    #[serde(flatten)]
    pub rules: JudgeRules,
    /// Wall-clock limit per run (a safety net; the node budget is the real limit).
    pub max_time: Duration,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            max_nodes: 10_000_000,
            rules: JudgeRules::default(),
            max_time: Duration::from_secs(60),
        }
    }
}

/// Runs the engine of `spec` on `entry` within `budget` (see [`EngineSpec::limits`]): a
/// fresh engine per run, judged by [`run_one`].
pub fn run_spec(entry: &Entry, spec: &EngineSpec, budget: &Budget, stop: &Arc<AtomicBool>) -> Run {
    run_spec_keeping(entry, spec, budget, stop, false).0
}

/// [`run_spec`], keeping Pioneer's finished search (its tree and MO, for pictures) when
/// `keep` is set and `spec` is Pioneer.
fn run_spec_keeping(
    entry: &Entry,
    spec: &EngineSpec,
    budget: &Budget,
    stop: &Arc<AtomicBool>,
    keep: bool,
) -> (Run, Option<Search>) {
    if !entry.runnable() {
        return (Run::failed(entry.error.clone().unwrap_or_default()), None);
    }
    let limits = spec.limits(budget);
    let judge = |engine: &mut dyn Engine| run_one(entry, engine, &limits, &budget.rules, stop).run;
    if let (EngineSpec::Pioneer { config, .. }, true) = (spec, keep) {
        let mut engine = PioneerEngine::new(*config);
        engine.keep_searches(true);
        let run = judge(&mut engine);
        return (run, engine.take_search());
    }
    let start = Instant::now();
    match spec.build() {
        Ok(mut engine) => (judge(engine.as_mut()), None),
        Err(e) => (
            Run {
                time_ms: start.elapsed().as_secs_f64() * 1000.0,
                interrupted: stop.load(std::sync::atomic::Ordering::Relaxed),
                ..Run::failed(e.to_string())
            },
            None,
        ),
    }
}

/// One finished run.
pub struct Finished {
    /// The position's index in the suite.
    pub position: usize,
    /// The engine's index.
    pub engine: usize,
    /// The run.
    pub run: Run,
    /// Pioneer's finished search, when [`Spawn::keep_searches`] asked for it (boxed: it
    /// travels between threads).
    pub search: Option<Box<Search>>,
}

/// What [`spawn`] runs: every engine on every position.
#[derive(Debug, Clone)]
pub struct Spawn {
    /// The positions.
    pub suite: Arc<Vec<Entry>>,
    /// The engines.
    pub engines: Arc<Vec<EngineSpec>>,
    /// Each run's budget.
    pub budget: Budget,
    /// Worker threads.
    pub threads: usize,
    /// Workers take no new run once it is set.
    pub stop: Arc<AtomicBool>,
    /// Send Pioneer's finished searches along with its runs ([`Finished::search`]).
    pub keep_searches: bool,
}

/// Starts every (position, engine) run on `threads` worker threads, taking the runs in
/// input order (position by position, engine by engine). Results arrive on the
/// returned channel as they finish; the caller puts them back in input order. Workers
/// take no new run once `stop` is set.
pub fn spawn(job: Spawn) -> Receiver<Finished> {
    let (tx, rx) = channel();
    let jobs = job.suite.len() * job.engines.len();
    let next = Arc::new(AtomicUsize::new(0));
    for _ in 0..job.threads.max(1).min(jobs.max(1)) {
        let (job, next, tx) = (job.clone(), next.clone(), tx.clone());
        std::thread::spawn(move || {
            use std::sync::atomic::Ordering::Relaxed;
            loop {
                let j = next.fetch_add(1, Relaxed);
                if j >= jobs || job.stop.load(Relaxed) {
                    return;
                }
                let (p, e) = (j / job.engines.len(), j % job.engines.len());
                let (run, search) = run_spec_keeping(
                    &job.suite[p],
                    &job.engines[e],
                    &job.budget,
                    &job.stop,
                    job.keep_searches,
                );
                let done = Finished {
                    position: p,
                    engine: e,
                    run,
                    search: search.map(Box::new),
                };
                if tx.send(done).is_err() {
                    return;
                }
            }
        });
    }
    rx
}

/// Runs everything and waits (the library form; the CLI uses [`spawn`] to watch Ctrl-C).
pub fn run_all(
    suite: &[Entry],
    engines: &[EngineSpec],
    budget: Budget,
    threads: usize,
) -> Vec<Vec<Option<Run>>> {
    let rx = spawn(Spawn {
        suite: Arc::new(suite.to_vec()),
        engines: Arc::new(engines.to_vec()),
        budget,
        threads,
        stop: Arc::new(AtomicBool::new(false)),
        keep_searches: false,
    });
    let mut grid = vec![vec![None; engines.len()]; suite.len()];
    for done in rx {
        grid[done.position][done.engine] = Some(done.run);
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_filled_in_input_order() {
        let suite = crate::suite::parse(concat!(
            include_str!("../../../fixtures/fig21.epd"),
            "4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6; id \"chernev-003\";\n",
        ));
        let engines = vec![
            EngineSpec::Pioneer {
                name: "pioneer".into(),
                config: SearchConfig::fig21(),
            },
            EngineSpec::AlphaBeta {
                name: "full".into(),
                config: named_config("full").unwrap(),
            },
        ];
        let budget = Budget {
            max_nodes: 100_000,
            ..Budget::default()
        };
        let grid = run_all(&suite, &engines, budget, 2);
        assert!(grid.iter().flatten().all(Option::is_some));
        let cell = |p: usize, e: usize| grid[p][e].as_ref().unwrap();
        assert!(cell(0, 0).solved);
        assert_eq!(cell(0, 0).tree_size, Some(12));
        assert!(cell(0, 0).verdict.is_some());
        assert!(cell(1, 1).solved);
        assert_eq!(cell(1, 1).chosen.as_deref(), Some("Ke6"));
        assert!(CONFIG_NAMES.iter().all(|n| named_config(n).is_some()));
        assert!(named_config("nonsense").is_none());
    }
}
