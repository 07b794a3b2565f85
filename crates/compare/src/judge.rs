//! One engine on one position, judged against the EPD `bm`/`am`/`c9` by the proof
//! criterion ([`crate::verdict`]): the bookkeeping over the engine's progress reports
//! ([`KeyKeeper`]) and the [`Run`] it yields. `pioneer compare` and `pioneer solve` both go
//! through [`run_one`].
//!
//! An answer with a final tree (Pioneer) is judged by that tree: one search, its answer
//! the move chosen, its root's sons the evidence. Every other engine deepens (asked for
//! the evidence, [`EngineLimits::prove`]) until the key has been proven at
//! [`KeyKeeper::keep`] completed iterations in a row (the run stops there) or a limit ends
//! it; it is proven when the run of proven iterations reaches the last completed
//! iteration, and measured by the node counter at the end of that run's first iteration
//! (verification included). Pioneer is stopped the same way, by its finished deepening
//! steps (each reported with what its tree shows): its final tree is then that of the
//! `keep`-th finished step in a row that proves the key ([`JudgeRules::stop_when_kept`]).
//! Every figure comes straight from the engine's own counters.

use crate::suite::Entry;
use crate::verdict::{Verdict, iteration_proves, pioneer_verdict, proof_finish};
use pioneer_engine::{Answer, Engine, EngineLimits, GamePosition, Iteration, StopCause, Value};
use serde::Serialize;
use shakmaty::{Chess, Move};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// How a judge reads a run and when it stops it: the same rules for every engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct JudgeRules {
    /// Completed iterations (Pioneer: finished deepening steps) in a row proving the key
    /// before the run stops; the proof is read up to there.
    pub keep: u32,
    /// How much worse (centipawns) a UCI engine's second line must be for a proof.
    pub margin_cp: i32,
    /// Whether the run stops once `keep` iterations in a row prove the key (default).
    /// Off (`--run-on`), every engine runs to its limits: alpha-beta's proof must then
    /// hold to its last completed iteration, and Pioneer's final tree is that of its
    /// widest finished horizon, as before the fifty-seventh session.
    pub stop_when_kept: bool,
}

impl Default for JudgeRules {
    fn default() -> Self {
        JudgeRules {
            keep: 4,
            margin_cp: 100,
            stop_when_kept: true,
        }
    }
}

/// What one engine did on one position. Fields an engine does not have stay `None`.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Run {
    /// The verdict of the proof criterion (`None`: the position has no `bm`/`am`).
    pub verdict: Option<Verdict>,
    /// The value of the move chosen, in the engine's unit (alpha-beta, UCI: of the last
    /// completed iteration).
    pub value: Option<Value>,
    /// Depth of the proof: alpha-beta, UCI: the first iteration of the final run of proven
    /// iterations; Pioneer: the depth cap of the search that answered.
    pub proof_depth: Option<u32>,
    /// Alpha-beta / UCI: the node counter at the end of that iteration (its verification
    /// included); the figure of the comparison.
    pub nodes_to_proof: Option<u64>,
    /// Whether the chosen move is a key move (proven or found).
    pub solved: bool,
    /// The chosen move (SAN).
    pub chosen: Option<String>,
    /// Why the key is not proven, or the position could not be run.
    pub reason: Option<String>,
    /// Pioneer: the final tree size (nodes, root included); the figure of the comparison.
    pub tree_size: Option<u64>,
    /// Pioneer: moves considered, erased trees included.
    pub moves_considered: Option<u64>,
    /// Pioneer, a proven key answered by a finished search: the tree of the first finished
    /// step of the final run of finished steps that prove the key
    /// ([`crate::verdict::proof_finish`]; with horizon deepening, the narrowest horizon
    /// from which every wider finished one proves it too). Beside the final tree, the
    /// analogue of alpha-beta's nodes to proof.
    pub tree_to_proof: Option<u64>,
    /// Pioneer: the horizon H_L of that step.
    pub horizon_to_proof: Option<u8>,
    /// Pioneer: the moves considered until that step finished (every earlier step
    /// included).
    pub moves_to_proof: Option<u64>,
    /// Pioneer: pseudo-searches.
    pub pseudo_searches: Option<u64>,
    /// Pioneer: positions explored by the perpetual-check proofs, beside the moves
    /// considered.
    pub perpetual_positions: Option<u64>,
    /// Pioneer: whether the answering search *finished* (no variation ended by the depth
    /// cap: a complete tree within its horizon).
    pub finished: Option<bool>,
    /// Alpha-beta / UCI: nodes until the key move was chosen and kept (the figure of the
    /// former criterion, shown for reference).
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
            verdict: Some(Verdict::Failed),
            reason: Some(reason.into()),
            ..Run::default()
        }
    }

    /// Whether the key is proven.
    pub fn proven(&self) -> bool {
        self.verdict == Some(Verdict::Proven)
    }

    /// The figure compared across engines: Pioneer's final tree size, the others' nodes
    /// to the proof.
    pub fn size(&self) -> Option<u64> {
        self.tree_size.or(self.nodes_to_proof)
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

/// The bookkeeping over an engine's completed iterations: the run of iterations in a row
/// whose best move solves the position ("chosen and kept", for reference), the run of
/// iterations in a row that prove the key, and the stop flag raised once the latter is
/// `keep` long (with [`JudgeRules::stop_when_kept`]). An iteration is named by its depth
/// and, for Pioneer's deepening steps, its horizon: a repeated report of one iteration
/// counts once.
#[derive(Debug)]
pub struct KeyKeeper<'a> {
    entry: &'a Entry,
    /// Completed iterations in a row proving the key before the run is stopped.
    pub keep: u32,
    /// The margin of a proof by another line's value ([`crate::verdict`]).
    pub margin_cp: i32,
    /// Whether the stop flag is raised once the key is kept.
    stop_when_kept: bool,
    turn: shakmaty::Color,
    /// The first iteration of the current run of proven iterations, and its length.
    proof_start: Option<Iteration>,
    proof_depths: Vec<Step>,
    /// Why the last completed iteration does not prove the key.
    pub why_not: Option<String>,
    stop: Arc<AtomicBool>,
    /// Every completed iteration, in order.
    pub done: Vec<Iteration>,
    /// Depths (and horizons) of the current run of iterations led by a key move.
    run_depths: Vec<Step>,
    /// The first iteration of that run.
    run_start: Option<Iteration>,
}

/// What names one completed iteration for [`KeyKeeper`]: its depth and, for Pioneer's
/// deepening steps, its horizon (several steps share a depth cap).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Step {
    depth: u32,
    horizon: Option<u32>,
}

impl Step {
    fn of(it: &Iteration) -> Step {
        Step {
            depth: it.depth,
            horizon: it.horizon,
        }
    }
}

impl<'a> KeyKeeper<'a> {
    /// Bookkeeping for `entry` under `rules`, raising `stop` once the key is proven
    /// `keep` times in a row (unless the rules let the run go on).
    pub fn new(entry: &'a Entry, rules: &JudgeRules, stop: Arc<AtomicBool>) -> KeyKeeper<'a> {
        KeyKeeper {
            entry,
            keep: rules.keep,
            margin_cp: rules.margin_cp,
            stop_when_kept: rules.stop_when_kept,
            turn: entry
                .game
                .as_ref()
                .map_or(shakmaty::Color::White, |g| g.turn()),
            proof_start: None,
            proof_depths: Vec::new(),
            why_not: None,
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
        match iteration_proves(
            self.entry.key(),
            self.entry.expected,
            it,
            self.turn,
            self.margin_cp,
        ) {
            Ok(()) => {
                self.why_not = None;
                if self.proof_start.is_none() {
                    self.proof_start = Some(it.clone());
                }
                let step = Step::of(it);
                if self.proof_depths.last() != Some(&step) {
                    self.proof_depths.push(step);
                }
                if self.stop_when_kept && self.proof_depths.len() as u32 >= self.keep {
                    self.stop.store(true, Ordering::Relaxed);
                }
            }
            Err(why) => {
                self.why_not = Some(why);
                self.proof_start = None;
                self.proof_depths.clear();
            }
        }
        if self.entry.verdict(it.best_move) == Some(true) {
            if self.run_start.is_none() {
                self.run_start = Some(it.clone());
            }
            let step = Step::of(it);
            if self.run_depths.last() != Some(&step) {
                self.run_depths.push(step);
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

    /// Whether the key has been proven at `keep` depths in a row (the run stops).
    pub fn proof_kept(&self) -> bool {
        self.proof_depths.len() as u32 >= self.keep
    }

    /// The first iteration of the run of proven iterations that lasts to the last
    /// completed iteration (`None`: the last one does not prove the key).
    pub fn proof_start(&self) -> Option<&Iteration> {
        self.proof_start.as_ref()
    }

    /// The first iteration of the final run of key moves.
    pub fn run_start(&self) -> Option<&Iteration> {
        self.run_start.as_ref()
    }
}

/// Runs `engine` on `entry` within `limits` (its stop flag, key and proof request are set
/// here) and judges the answer by `rules` ([`KeyKeeper`]). `interrupt` (Ctrl-C) stops the
/// search and marks the run interrupted.
pub fn run_one(
    entry: &Entry,
    engine: &mut dyn Engine,
    limits: &EngineLimits,
    rules: &JudgeRules,
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
        prove: entry.key().is_some(),
        ..limits.clone()
    };
    let mut keeper = KeyKeeper::new(entry, rules, own.clone());
    let keep = rules.keep;
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
        Ok(a) if a.tree_size().is_some() => {
            final_tree(entry, a, keep, rules.stop_when_kept && keeper.proof_kept())
        }
        Ok(a) => chosen_and_kept(entry, pos, a, &keeper, interrupted),
    };
    run.time_ms = time_ms;
    run.interrupted = interrupted;
    Judged {
        run,
        answer: result.ok(),
    }
}

/// The run of an engine measured by its final tree (Pioneer); `kept`: the judge stopped it
/// once the key was proven `keep` times in a row (no budget ended it).
fn final_tree(entry: &Entry, a: &Answer, keep: u32, kept: bool) -> Run {
    let solved = entry.verdict(a.best_move) == Some(true);
    let (verdict, reason) = if entry.verdict(a.best_move).is_none() {
        (None, None)
    } else {
        let (v, r) = pioneer_verdict(entry, a, entry_turn(entry), keep);
        (Some(v), r)
    };
    let proof = proof_finish(entry, a, entry_turn(entry), keep);
    Run {
        verdict,
        value: a.value,
        proof_depth: (verdict == Some(Verdict::Proven)).then_some(a.depth),
        solved,
        chosen: a.best_move_san.clone(),
        reason,
        tree_size: a.counters.tree_size,
        moves_considered: Some(a.counters.nodes),
        tree_to_proof: proof.map(|f| f.tree_size),
        horizon_to_proof: proof.map(|f| f.horizon),
        moves_to_proof: proof.map(|f| f.moves_considered),
        pseudo_searches: a.counters.pseudo_searches,
        perpetual_positions: a.counters.perpetual_positions,
        finished: a.finished,
        score: a.value.map(|v| v.to_string()),
        value_white: a.value.map(|v| v.white_pawns(entry_turn(entry))),
        pv: a.pv_san.clone(),
        stopped_by_budget: a.stop.cut_short() && !(kept && a.stop == StopCause::Stopped),
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
            verdict: Some(Verdict::Failed),
            reason: Some("no iteration completed within the budget".to_owned()),
            nodes: Some(a.counters.nodes),
            ..Run::default()
        };
    };
    let kept = keeper.proof_kept();
    let chosen = last.best_move;
    let solved = entry.verdict(chosen) == Some(true);
    let cut_short = a.stop.cut_short();
    // A run stopped here ends with its last completed iteration; otherwise every node
    // counted (the budget, the time, or the search's own end).
    let nodes = if kept { last.nodes } else { a.counters.nodes };
    let proof = keeper.proof_start().filter(|_| solved);
    let verdict = match entry.verdict(chosen) {
        None => None,
        Some(_) if chosen.is_none() => Some(Verdict::Failed),
        Some(false) => Some(Verdict::Wrong),
        Some(true) if proof.is_some() => Some(Verdict::Proven),
        Some(true) => Some(Verdict::Found),
    };
    let reason = if proof.is_some() {
        None
    } else if solved {
        Some(match (&keeper.why_not, cut_short) {
            (Some(w), true) => format!("budget ended; not proven: {w}"),
            (Some(w), false) => format!("not proven: {w}"),
            (None, _) => "not proven".to_owned(),
        })
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
        verdict,
        value: Some(last.value),
        proof_depth: proof.map(|p| p.depth),
        nodes_to_proof: proof.map(|p| p.nodes),
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
