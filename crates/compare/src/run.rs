//! Running one engine on one position, and every engine on every position in parallel.
//!
//! The alpha-beta runs deepen iteratively until the key move has been the best move at
//! [`Budget::keep`] completed iterations in a row (the move is "chosen and kept"), or the
//! node budget ends. Every figure comes straight from the baseline's own counters
//! ([`pioneer_baseline::Counters`]), so `pioneer alphabeta --depth D --key K` with the
//! same switches prints the same numbers.

use crate::suite::Entry;
use crate::uci_engine;
use pioneer_baseline::{Config, Iteration, Limits, Ordering};
use pioneer_tree::{Search, SearchConfig};
use serde::Serialize;
use shakmaty::Position;
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

/// How much every alpha-beta or UCI run may spend, and when a key move counts as kept.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct Budget {
    /// Nodes per run.
    pub max_nodes: u64,
    /// Completed iterations in a row with the key move best before a run stops.
    pub keep: u32,
    /// Wall-clock limit per run (a safety net; the node budget is the real limit).
    pub max_time: Duration,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            max_nodes: 10_000_000,
            keep: 4,
            max_time: Duration::from_secs(60),
        }
    }
}

/// What one engine did on one position. Fields an engine does not have stay `None`.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Run {
    /// Whether the chosen move is a key move.
    pub solved: bool,
    /// The chosen move (SAN).
    pub chosen: Option<String>,
    /// Why the position is not solved, or could not be run.
    pub reason: Option<String>,
    /// Pioneer: the final tree size (nodes, root included).
    pub tree_size: Option<u64>,
    /// Pioneer: moves considered, erased trees included.
    pub moves_considered: Option<u64>,
    /// Pioneer: pseudo-searches.
    pub pseudo_searches: Option<u64>,
    /// Alpha-beta / UCI: nodes until the key move was chosen and kept.
    pub nodes_to_key: Option<u64>,
    /// Alpha-beta / UCI: every node spent (to the end of the last completed iteration when
    /// the run stopped because the key was kept; the whole budget otherwise).
    pub nodes: Option<u64>,
    /// Alpha-beta / UCI: nominal depth of the last completed iteration.
    pub depth: Option<u32>,
    /// Alpha-beta / UCI: depth of the first iteration of the final run of key moves.
    pub key_depth: Option<u32>,
    /// Alpha-beta: cumulative nodes at the end of iteration `key_depth` (what a UCI
    /// engine reports for that iteration).
    pub nodes_at_key_depth: Option<u64>,
    /// Score or value as the engine gives it (`cp 0`, `mate 3`, Pioneer's material `+2`).
    pub score: Option<String>,
    /// The value from White's side in pawns (Pioneer's `m_t`; the baseline's score /
    /// 100, mate ±200 as in spec §8.1).
    pub value_white: Option<i32>,
    /// The principal variation (SAN; Pioneer writes a pass as `--`).
    pub pv: Vec<String>,
    /// Whether a budget (nodes, moves considered, time) ended the run.
    pub stopped_by_budget: bool,
    /// Milliseconds.
    pub time_ms: f64,
    /// Set when Ctrl-C cut the run short.
    pub interrupted: bool,
}

impl Run {
    /// A run that did not take place.
    pub fn failed(reason: impl Into<String>) -> Run {
        Run {
            reason: Some(reason.into()),
            ..Run::default()
        }
    }

    /// The figure compared across engines: Pioneer's final tree size, the others' nodes
    /// to the key move.
    pub fn size(&self) -> Option<u64> {
        self.tree_size.or(self.nodes_to_key)
    }
}

/// Runs the Pioneer search on `entry` (the `moves considered` and time limits of
/// `config` bound it).
pub fn run_pioneer(entry: &Entry, config: SearchConfig) -> Run {
    let Some(game) = entry.game.clone().filter(|_| entry.runnable()) else {
        return Run::failed(entry.error.clone().unwrap_or_default());
    };
    let mut search = Search::new(game.clone(), config);
    let r = search.run();
    let chosen = r
        .best_move_uci
        .as_deref()
        .and_then(|u| game.parse_uci(u).ok());
    let solved = chosen.is_some_and(|m| entry.solves(m));
    let reason = if solved {
        None
    } else {
        Some(match (&r.best_move, r.stopped) {
            (_, Some(s)) => format!("stopped by the {s:?} limit"),
            (Some(m), None) => format!("chose {m}"),
            (None, None) => "no move chosen (no zone within the horizon)".to_owned(),
        })
    };
    Run {
        solved,
        chosen: r.best_move.clone(),
        reason,
        tree_size: Some(r.tree_size as u64),
        moves_considered: Some(r.moves_considered),
        pseudo_searches: Some(r.pseudo_searches),
        score: Some(format!("{:+}", r.value)),
        value_white: Some(r.value),
        pv: r.pv.clone(),
        stopped_by_budget: r.stopped.is_some(),
        time_ms: r.elapsed.as_secs_f64() * 1000.0,
        ..Run::default()
    }
}

/// Runs the baseline with `config` on `entry`: iterative deepening until a key move has
/// been best at `budget.keep` completed iterations in a row, the budget ends, or `stop`
/// is set.
pub fn run_alphabeta(
    entry: &Entry,
    config: &Config,
    budget: &Budget,
    stop: &Arc<AtomicBool>,
) -> Run {
    let Some(game) = entry.game.as_ref().filter(|_| entry.runnable()) else {
        return Run::failed(entry.error.clone().unwrap_or_default());
    };
    let pos = game.position();
    let config = Config {
        iterative_deepening: true,
        ..*config
    };
    // The run's own stop flag: set when the key is kept, or when Ctrl-C sets `stop`.
    let own = Arc::new(AtomicBool::new(false));
    let limits = Limits {
        depth: None,
        nodes: Some(budget.max_nodes),
        movetime: Some(budget.max_time),
        stop: Some(own.clone()),
    };
    let mut done: Vec<Iteration> = Vec::new();
    let mut kept = 0u32;
    let mut key_depth = None;
    let mut engine = pioneer_baseline::Engine::new(config);
    let start = Instant::now();
    let watcher = Watcher::start(stop.clone(), own.clone());
    let result = engine.search(pos, &[], &limits, entry.key(), |it: &Iteration| {
        if it.partial {
            return;
        }
        if it.best_move.is_some_and(|m| entry.solves(m)) {
            if kept == 0 {
                key_depth = Some(it.depth);
            }
            kept += 1;
        } else {
            kept = 0;
            key_depth = None;
        }
        done.push(it.clone());
        if kept >= budget.keep {
            own.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    });
    drop(watcher);
    let elapsed = start.elapsed();
    let interrupted = stop.load(std::sync::atomic::Ordering::Relaxed);
    let Some(last) = done.last() else {
        return Run {
            reason: Some("no iteration completed within the budget".to_owned()),
            nodes: Some(result.counters.nodes),
            time_ms: elapsed.as_secs_f64() * 1000.0,
            interrupted,
            ..Run::default()
        };
    };
    let kept_enough = kept >= budget.keep;
    let chosen = last.best_move;
    let solved = chosen.is_some_and(|m| entry.solves(m));
    // A run the harness stopped ends with its last completed iteration; otherwise every
    // node counted (the budget, the time, or the search's own end).
    let nodes = if kept_enough {
        last.counters.nodes
    } else {
        result.counters.nodes
    };
    let reason = if solved {
        None
    } else if interrupted {
        Some("interrupted".to_owned())
    } else if result.stopped {
        Some(format!(
            "budget ended at depth {}; chose {}",
            last.depth,
            san(pos, chosen)
        ))
    } else {
        Some(format!("chose {}", san(pos, chosen)))
    };
    let nodes_at_key_depth = key_depth.and_then(|d| {
        done.iter()
            .find(|it| it.depth == d)
            .map(|it| it.counters.nodes)
    });
    Run {
        solved,
        chosen: chosen.map(|m| san(pos, Some(m))),
        reason,
        nodes_to_key: if solved {
            last.counters.nodes_to_key
        } else {
            None
        },
        nodes: Some(nodes),
        depth: Some(last.depth),
        key_depth: key_depth.filter(|_| solved),
        nodes_at_key_depth: nodes_at_key_depth.filter(|_| solved),
        score: Some(last.score.to_string()),
        value_white: Some(white_pawns(last.score, pos.turn())),
        pv: pioneer_baseline::line_san(pos, &last.pv),
        stopped_by_budget: result.stopped && !kept_enough && !interrupted,
        time_ms: elapsed.as_secs_f64() * 1000.0,
        interrupted,
        ..Run::default()
    }
}

/// A baseline score as Pioneer's value: pawns from White's side, mate ±200 (spec §8.1).
pub fn white_pawns(score: pioneer_baseline::Score, turn: shakmaty::Color) -> i32 {
    let own = match score.mate_in_moves() {
        Some(m) if m > 0 => 200,
        Some(_) => -200,
        None => score.0 / 100,
    };
    if turn == shakmaty::Color::White {
        own
    } else {
        -own
    }
}

fn san(pos: &shakmaty::Chess, m: Option<shakmaty::Move>) -> String {
    m.map_or_else(
        || "nothing".to_owned(),
        |m| pioneer_baseline::line_san(pos, &[m]).join(""),
    )
}

/// Copies an outside stop flag (Ctrl-C) into a run's own flag while the run lasts.
struct Watcher {
    done: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Watcher {
    fn start(outside: Arc<AtomicBool>, own: Arc<AtomicBool>) -> Watcher {
        use std::sync::atomic::Ordering::Relaxed;
        let done = Arc::new(AtomicBool::new(false));
        let d = done.clone();
        let handle = std::thread::spawn(move || {
            while !d.load(Relaxed) {
                if outside.load(Relaxed) {
                    own.store(true, Relaxed);
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        });
        Watcher {
            done,
            handle: Some(handle),
        }
    }
}

impl Drop for Watcher {
    fn drop(&mut self) {
        self.done.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}

/// Runs `engine` on `entry`.
pub fn run_one(entry: &Entry, engine: &EngineSpec, budget: &Budget, stop: &Arc<AtomicBool>) -> Run {
    if !entry.runnable() {
        return Run::failed(entry.error.clone().unwrap_or_default());
    }
    match engine {
        EngineSpec::Pioneer { config, .. } => run_pioneer(entry, *config),
        EngineSpec::AlphaBeta { config, .. } => run_alphabeta(entry, config, budget, stop),
        EngineSpec::Uci { command, .. } => uci_engine::run(command, entry, budget, stop),
    }
}

/// One finished run: position index, engine index, result.
pub type Finished = (usize, usize, Run);

/// Starts every (position, engine) run on `threads` worker threads, taking the runs in
/// input order (position by position, engine by engine). Results arrive on the
/// returned channel as they finish; the caller puts them back in input order. Workers
/// take no new run once `stop` is set.
pub fn spawn(
    suite: Arc<Vec<Entry>>,
    engines: Arc<Vec<EngineSpec>>,
    budget: Budget,
    threads: usize,
    stop: Arc<AtomicBool>,
) -> Receiver<Finished> {
    let (tx, rx) = channel();
    let jobs = suite.len() * engines.len();
    let next = Arc::new(AtomicUsize::new(0));
    for _ in 0..threads.max(1).min(jobs.max(1)) {
        let (suite, engines, next, stop, tx) = (
            suite.clone(),
            engines.clone(),
            next.clone(),
            stop.clone(),
            tx.clone(),
        );
        std::thread::spawn(move || {
            use std::sync::atomic::Ordering::Relaxed;
            loop {
                let j = next.fetch_add(1, Relaxed);
                if j >= jobs || stop.load(Relaxed) {
                    return;
                }
                let (p, e) = (j / engines.len(), j % engines.len());
                let run = run_one(&suite[p], &engines[e], &budget, &stop);
                if tx.send((p, e, run)).is_err() {
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
    let stop = Arc::new(AtomicBool::new(false));
    let rx = spawn(
        Arc::new(suite.to_vec()),
        Arc::new(engines.to_vec()),
        budget,
        threads,
        stop,
    );
    let mut grid = vec![vec![None; engines.len()]; suite.len()];
    for (p, e, run) in rx {
        grid[p][e] = Some(run);
    }
    grid
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_is_filled_in_input_order() {
        let suite = crate::suite::parse(
            "k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - bm Ne6; id \"fig21\";\n\
             4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6; id \"chernev-003\";\n",
        );
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
        assert!(cell(1, 1).solved);
        assert_eq!(cell(1, 1).chosen.as_deref(), Some("Ke6"));
        assert!(CONFIG_NAMES.iter().all(|n| named_config(n).is_some()));
        assert!(named_config("nonsense").is_none());
    }
}
