//! One engine on one position, judged against the EPD `bm`/`am`: the "chosen and kept"
//! bookkeeping ([`KeyKeeper`]) over the engine's progress reports and the [`Run`] it
//! yields. `pioneer compare` and `pioneer solve` both go through [`run_one`].
//!
//! An answer with a final tree (Pioneer) is measured by that tree: one search, its
//! answer is the move chosen. Every other engine deepens until the key move has been the
//! best move at [`KeyKeeper::keep`] completed iterations in a row (it is "chosen and
//! kept"; the run stops there), or a limit ends it; it is measured by the nodes until
//! then. Every figure comes straight from the engine's own counters.

use crate::suite::Entry;
use pioneer_engine::{Answer, Engine, EngineLimits, GamePosition, Iteration};
use serde::Serialize;
use shakmaty::{Chess, Move};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

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
    /// Alpha-beta / UCI: cumulative nodes at the end of iteration `key_depth` (what a UCI
    /// engine reports for that iteration).
    pub nodes_at_key_depth: Option<u64>,
    /// Score or value as the engine gives it (`cp 0`, `mate 3`, Pioneer's material `+2`).
    pub score: Option<String>,
    /// The value from White's side in pawns (Pioneer's `m_t`; the others' centipawns /
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

/// A judged run and the engine's whole answer (`None` when the engine failed or the
/// position could not be searched).
#[derive(Debug, Clone)]
pub struct Judged {
    /// The figures of the comparison.
    pub run: Run,
    /// The engine's answer.
    pub answer: Option<Answer>,
}

/// The "chosen and kept" bookkeeping over an engine's completed iterations: the run of
/// iterations in a row whose best move solves the position (distinct depths counted),
/// and the stop flag raised once it is `keep` long.
#[derive(Debug)]
pub struct KeyKeeper<'a> {
    entry: &'a Entry,
    /// Completed iterations in a row with the key best before the run is stopped.
    pub keep: u32,
    stop: Arc<AtomicBool>,
    /// Every completed iteration, in order.
    pub done: Vec<Iteration>,
    /// Depths of the current run of iterations led by a key move.
    run_depths: Vec<u32>,
    /// The first iteration of that run.
    run_start: Option<Iteration>,
}

impl<'a> KeyKeeper<'a> {
    /// Bookkeeping for `entry`, raising `stop` once the key is kept `keep` times.
    pub fn new(entry: &'a Entry, keep: u32, stop: Arc<AtomicBool>) -> KeyKeeper<'a> {
        KeyKeeper {
            entry,
            keep,
            stop,
            done: Vec::new(),
            run_depths: Vec::new(),
            run_start: None,
        }
    }

    /// Takes one progress report (incomplete iterations are ignored).
    pub fn observe(&mut self, it: &Iteration) {
        if !it.complete {
            return;
        }
        if self.entry.verdict(it.best_move) == Some(true) {
            if self.run_start.is_none() {
                self.run_start = Some(it.clone());
            }
            if self.run_depths.last() != Some(&it.depth) {
                self.run_depths.push(it.depth);
            }
            if self.kept() {
                self.stop.store(true, Ordering::Relaxed);
            }
        } else {
            self.run_start = None;
            self.run_depths.clear();
        }
        self.done.push(it.clone());
    }

    /// Whether the key has been best at `keep` depths in a row.
    pub fn kept(&self) -> bool {
        self.run_depths.len() as u32 >= self.keep
    }

    /// The first iteration of the final run of key moves.
    pub fn run_start(&self) -> Option<&Iteration> {
        self.run_start.as_ref()
    }
}

/// Runs `engine` on `entry` within `limits` (its stop flag and key are set here) and
/// judges the answer; `keep`: see [`KeyKeeper`]. `interrupt` (Ctrl-C) stops the search
/// and marks the run interrupted.
pub fn run_one(
    entry: &Entry,
    engine: &mut dyn Engine,
    limits: &EngineLimits,
    keep: u32,
    interrupt: &Arc<AtomicBool>,
) -> Judged {
    let failed = |reason: String| Judged {
        run: Run::failed(reason),
        answer: None,
    };
    let Some(game) = entry.game.as_ref().filter(|_| entry.searchable()) else {
        return failed(entry.error.clone().unwrap_or_default());
    };
    let pos = game.position();
    // The run's own stop flag: raised when the key is kept, or when `interrupt` is.
    let own = Arc::new(AtomicBool::new(false));
    let limits = EngineLimits {
        stop: Some(own.clone()),
        key: entry.key(),
        ..limits.clone()
    };
    let mut keeper = KeyKeeper::new(entry, keep, own.clone());
    let start = Instant::now();
    let watcher = Watcher::start(interrupt.clone(), own);
    engine.new_game();
    let result = engine.search(&GamePosition::new(pos.clone()), &limits, &mut |it| {
        keeper.observe(it)
    });
    drop(watcher);
    let time_ms = start.elapsed().as_secs_f64() * 1000.0;
    let interrupted = interrupt.load(Ordering::Relaxed);
    let mut run = match &result {
        Err(e) => Run::failed(e.to_string()),
        Ok(a) if a.tree_size().is_some() => final_tree(entry, a),
        Ok(a) => chosen_and_kept(entry, pos, a, &keeper, interrupted),
    };
    run.time_ms = time_ms;
    run.interrupted = interrupted;
    Judged {
        run,
        answer: result.ok(),
    }
}

/// The run of an engine measured by its final tree (Pioneer).
fn final_tree(entry: &Entry, a: &Answer) -> Run {
    let solved = entry.verdict(a.best_move) == Some(true);
    let reason = (!solved).then(|| match (&a.best_move_san, a.stop_word()) {
        (_, Some(limit)) => format!("stopped by the {limit} limit"),
        (Some(m), None) => format!("chose {m}"),
        (None, None) => "no move chosen (no zone within the horizon)".to_owned(),
    });
    Run {
        solved,
        chosen: a.best_move_san.clone(),
        reason,
        tree_size: a.counters.tree_size,
        moves_considered: Some(a.counters.nodes),
        pseudo_searches: a.counters.pseudo_searches,
        score: a.value.map(|v| v.to_string()),
        value_white: a.value.map(|v| v.white_pawns(entry_turn(entry))),
        pv: a.pv_san.clone(),
        stopped_by_budget: a.stop.cut_short(),
        ..Run::default()
    }
}

fn entry_turn(entry: &Entry) -> shakmaty::Color {
    entry
        .game
        .as_ref()
        .map_or(shakmaty::Color::White, |g| g.turn())
}

/// The run of an engine measured by the nodes until the key was chosen and kept.
fn chosen_and_kept(
    entry: &Entry,
    pos: &Chess,
    a: &Answer,
    keeper: &KeyKeeper<'_>,
    interrupted: bool,
) -> Run {
    let Some(last) = keeper.done.last() else {
        return Run {
            reason: Some("no iteration completed within the budget".to_owned()),
            nodes: Some(a.counters.nodes),
            ..Run::default()
        };
    };
    let kept = keeper.kept();
    let chosen = last.best_move;
    let solved = entry.verdict(chosen) == Some(true);
    let cut_short = a.stop.cut_short();
    // A run stopped here ends with its last completed iteration; otherwise every node
    // counted (the budget, the time, or the search's own end).
    let nodes = if kept { last.nodes } else { a.counters.nodes };
    let reason = if solved {
        None
    } else if interrupted {
        Some("interrupted".to_owned())
    } else if cut_short {
        Some(format!(
            "budget ended at depth {}; chose {}",
            last.depth,
            san(pos, chosen)
        ))
    } else {
        Some(format!("chose {}", san(pos, chosen)))
    };
    let start = keeper.run_start().filter(|_| solved);
    let key_depth = start.map(|s| s.depth);
    let pv: Vec<Move> = last
        .pv
        .iter()
        .filter_map(|p| p.as_move().copied())
        .collect();
    Run {
        solved,
        chosen: chosen.map(|m| san(pos, Some(m))),
        reason,
        nodes_to_key: start.and_then(|s| last.nodes_to_key.or(Some(s.nodes))),
        nodes: Some(nodes),
        depth: Some(last.depth),
        key_depth,
        nodes_at_key_depth: key_depth.and_then(|d| {
            keeper
                .done
                .iter()
                .find(|it| it.depth == d)
                .map(|it| it.nodes)
        }),
        score: Some(last.value.to_string()),
        value_white: Some(last.value.white_pawns(entry_turn(entry))),
        pv: pioneer_baseline::line_san(pos, &pv),
        stopped_by_budget: cut_short && !kept && !interrupted,
        ..Run::default()
    }
}

fn san(pos: &Chess, m: Option<Move>) -> String {
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
        let done = Arc::new(AtomicBool::new(false));
        let d = done.clone();
        let handle = std::thread::spawn(move || {
            while !d.load(Ordering::Relaxed) {
                if outside.load(Ordering::Relaxed) {
                    own.store(true, Ordering::Relaxed);
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
        self.done.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}
