//! [`UciEngine`]: an external engine spoken to over the Universal Chess Interface.
//!
//! The process is started by [`UciEngine::start`] (a bare program name is looked up on
//! `PATH`, then in `/usr/games`) and kept for every search until the engine is dropped.
//! Every `info` line with `depth`, `nodes` and a `pv` (aspiration-window bounds aside) is
//! one [`Iteration`]. Time is kept here: at the time limit or when the stop flag rises,
//! `stop` is sent and later `info` lines (an unfinished iteration) are ignored. An engine
//! that cannot be started, exits, or gives no `bestmove` within [`GRACE`] after `stop` is
//! an [`EngineError`], never a hang.

use crate::answer::{Alternatives, Answer, CountUnit, Counters, Iteration, StopCause, Value};
use crate::{Engine, EngineError, EngineLimits, GamePosition};
use pioneer_rules::Ply;
use shakmaty::{Chess, Move, Position};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long an engine may take to answer `uci` or `isready`, or `stop` with `bestmove`.
pub const GRACE: Duration = Duration::from_secs(10);

/// One parsed `info` line (the fields the harness needs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// `depth`.
    pub depth: u32,
    /// `seldepth`.
    pub seldepth: Option<u32>,
    /// `nodes`.
    pub nodes: u64,
    /// `pv`, in UCI notation.
    pub pv: Vec<String>,
    /// `score cp X` / `score mate N`.
    pub score: Option<Value>,
    /// `lowerbound` / `upperbound`: an aspiration-window result, not an iteration's end.
    pub bound: bool,
    /// `multipv k`: the line's rank (1 when absent).
    pub multipv: u32,
}

/// Parses an `info` line; `None` unless it has `depth`, `nodes` and a `pv`.
pub fn parse_info(line: &str) -> Option<Info> {
    let t: Vec<&str> = line.split_whitespace().collect();
    if t.first() != Some(&"info") {
        return None;
    }
    let at = |k: &str| t.iter().position(|x| *x == k);
    let after = |k: &str| at(k).and_then(|i| t.get(i + 1));
    let depth = after("depth")?.parse().ok()?;
    let nodes = after("nodes")?.parse().ok()?;
    let pv_at = at("pv")?;
    let pv: Vec<String> = t[pv_at + 1..].iter().map(|s| (*s).to_owned()).collect();
    if pv.is_empty() {
        return None;
    }
    let score = at("score").and_then(|i| {
        let n = t.get(i + 2)?.parse().ok()?;
        match *t.get(i + 1)? {
            "cp" => Some(Value::Centipawns(n)),
            "mate" => Some(Value::Mate(n)),
            _ => None,
        }
    });
    Some(Info {
        depth,
        seldepth: after("seldepth").and_then(|s| s.parse().ok()),
        nodes,
        pv,
        score,
        bound: t.contains(&"lowerbound") || t.contains(&"upperbound"),
        multipv: after("multipv").and_then(|s| s.parse().ok()).unwrap_or(1),
    })
}

/// Where a program of `command` is: a path as given, a bare name on `PATH` or in
/// `/usr/games`.
fn locate(program: &str) -> Option<PathBuf> {
    let p = Path::new(program);
    if p.components().count() > 1 {
        return p.is_file().then(|| p.to_path_buf());
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|d| d.join(program))
        .find(|f| f.is_file())
}

struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        for _ in 0..20 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// An external UCI engine.
pub struct UciEngine {
    name: String,
    process: Process,
    /// The `MultiPV` value last set (1 until a proof asks for 2).
    multipv: u32,
}

impl UciEngine {
    /// Starts `command` (split at whitespace) and shakes hands (`uci` → `uciok`, `isready`
    /// → `readyok`, each within [`GRACE`]); `name` is the name used in messages and
    /// columns. A program that cannot start, exits or stays silent is an error.
    pub fn start(command: &str, name: &str) -> Result<UciEngine, EngineError> {
        let start_err = |reason: String| EngineError::Start {
            command: command.to_owned(),
            reason,
        };
        let mut words = command.split_whitespace();
        let program = words
            .next()
            .ok_or_else(|| start_err("empty command".into()))?;
        let path = locate(program)
            .ok_or_else(|| start_err("not found (looked on PATH and in /usr/games)".into()))?;
        let mut child = Command::new(path)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| start_err(e.to_string()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(start_err("no pipes to the process".into()));
        };
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = UciEngine {
            name: name.to_owned(),
            process: Process {
                child,
                stdin,
                lines,
            },
            multipv: 1,
        };
        e.send("uci")?;
        e.wait_for("uciok", Instant::now() + GRACE)?;
        e.send("isready")?;
        e.wait_for("readyok", Instant::now() + GRACE)?;
        Ok(e)
    }

    fn error(&self, reason: impl Into<String>) -> EngineError {
        EngineError::Protocol {
            name: self.name.clone(),
            reason: reason.into(),
        }
    }

    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let p = &mut self.process;
        writeln!(p.stdin, "{line}")
            .and_then(|()| p.stdin.flush())
            .map_err(|e| self.error(format!("closed its input ({e})")))
    }

    /// Reads lines until one starts with `word`.
    fn wait_for(&mut self, word: &str, deadline: Instant) -> Result<(), EngineError> {
        loop {
            match self.next_line(deadline)? {
                Some(l) if l.split_whitespace().next() == Some(word) => return Ok(()),
                Some(_) => {}
                None => return Err(self.error(format!("no '{word}' in time"))),
            }
        }
    }

    /// The next line (empty after 50 ms of silence); `None` at the deadline.
    fn next_line(&mut self, deadline: Instant) -> Result<Option<String>, EngineError> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self
            .process
            .lines
            .recv_timeout(wait.min(Duration::from_millis(50)))
        {
            Ok(l) => Ok(Some(l)),
            Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => Ok(Some(String::new())),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err(self.error("exited")),
        }
    }

    fn go_command(limits: &EngineLimits) -> String {
        let mut go = "go".to_owned();
        if let Some(n) = limits.nodes {
            go.push_str(&format!(" nodes {n}"));
        }
        if let Some(d) = limits.depth {
            go.push_str(&format!(" depth {d}"));
        }
        if limits.nodes.is_none() && limits.depth.is_none() {
            go.push_str(" infinite"); // time and the stop flag are watched here
        }
        go
    }
}

/// The `info` lines of one search turned into [`Iteration`]s. Without a proof every
/// first line is one iteration. With `MultiPV 2` the first line of a depth waits for the
/// second, which tells what the best other move is worth; a first line followed by none
/// (one legal move, or the next depth already) is an iteration without that evidence,
/// except that with a single legal move there is nothing else to beat.
struct Lines {
    prove: bool,
    legal: u32,
    pending: Option<Iteration>,
    done: Vec<Iteration>,
}

impl Lines {
    fn take(
        &mut self,
        k: u32,
        it: Iteration,
        turn: shakmaty::Color,
        observer: &mut dyn FnMut(&Iteration),
    ) {
        if !self.prove {
            if k == 1 {
                self.emit(it, observer);
            }
            return;
        }
        match k {
            1 => {
                self.flush(observer);
                self.pending = Some(it);
            }
            2 => {
                if let Some(mut first) = self.pending.take() {
                    if first.depth == it.depth {
                        first.alternatives = Some(Alternatives {
                            all_lower: it.value.rank(turn) < first.value.rank(turn),
                            best: Some(it.value),
                            examined: self.legal.saturating_sub(1),
                            nodes: 0,
                        });
                        first.nodes = first.nodes.max(it.nodes);
                    }
                    self.emit(first, observer);
                }
            }
            _ => {}
        }
    }

    /// Emits a first line still waiting for its second.
    fn flush(&mut self, observer: &mut dyn FnMut(&Iteration)) {
        if let Some(mut first) = self.pending.take() {
            if self.legal == 1 {
                first.alternatives = Some(Alternatives {
                    all_lower: true,
                    best: None,
                    examined: 0,
                    nodes: 0,
                });
            }
            self.emit(first, observer);
        }
    }

    fn emit(&mut self, it: Iteration, observer: &mut dyn FnMut(&Iteration)) {
        observer(&it);
        self.done.push(it);
    }
}

/// Reads a PV in UCI notation from `pos`, up to the first illegal move.
fn read_pv(pos: &Chess, pv: &[String]) -> Vec<Move> {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for u in pv {
        let Some(m) = u
            .parse::<shakmaty::uci::UciMove>()
            .ok()
            .and_then(|u| u.to_move(&p).ok())
        else {
            break;
        };
        out.push(m);
        p.play_unchecked(m);
    }
    out
}

impl Engine for UciEngine {
    fn name(&self) -> &str {
        &self.name
    }

    fn search(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        observer: &mut dyn FnMut(&Iteration),
    ) -> Result<Answer, EngineError> {
        let pos = position.current();
        let start = Instant::now();
        let want = if limits.prove { 2 } else { 1 };
        if self.multipv != want {
            self.send(&format!("setoption name MultiPV value {want}"))?;
            self.multipv = want;
        }
        self.send("isready")?;
        self.wait_for("readyok", Instant::now() + GRACE)?;
        let fen = pioneer_rules::to_fen(position.start());
        let moves = pioneer_baseline::line_uci(position.moves());
        let setup = if moves.is_empty() {
            format!("position fen {fen}")
        } else {
            format!("position fen {fen} moves {}", moves.join(" "))
        };
        self.send(&setup)?;
        self.send(&Self::go_command(limits))?;
        let deadline = limits.time.map(|t| start + t);
        let mut stopped: Option<(StopCause, Instant)> = None;
        let mut lines = Lines {
            prove: limits.prove,
            legal: pos.legal_moves().len() as u32,
            pending: None,
            done: Vec::new(),
        };
        let bestmove = loop {
            if stopped.is_none() {
                let cause = if limits.stop_requested() {
                    Some(StopCause::Stopped)
                } else if deadline.is_some_and(|d| Instant::now() >= d) {
                    Some(StopCause::TimeLimit)
                } else {
                    None
                };
                if let Some(c) = cause {
                    self.send("stop")?;
                    stopped = Some((c, Instant::now()));
                }
            }
            let wait_until = stopped.map_or(Instant::now() + GRACE * 360, |(_, t)| t + GRACE);
            let Some(line) = self.next_line(wait_until)? else {
                return Err(self.error("gave no bestmove in time"));
            };
            if let Some(rest) = line.strip_prefix("bestmove") {
                break rest.split_whitespace().next().map(str::to_owned);
            }
            if stopped.is_some() {
                continue; // lines after `stop` belong to an unfinished iteration
            }
            let Some(info) = parse_info(&line).filter(|i| !i.bound) else {
                continue;
            };
            let pv = read_pv(pos, &info.pv);
            let it = Iteration {
                depth: info.depth,
                horizon: None,
                seldepth: info.seldepth,
                value: info.score.unwrap_or(Value::Centipawns(0)),
                best_move: pv.first().copied(),
                pv: pv.into_iter().map(Ply::Move).collect(),
                nodes: info.nodes,
                nodes_to_key: None,
                alternatives: None,
                lines: Vec::new(),
                elapsed: start.elapsed(),
                complete: true,
            };
            lines.take(info.multipv, it, pos.turn(), observer);
        };
        lines.flush(observer);
        let iterations = lines.done;
        let best_move = bestmove
            .and_then(|u| u.parse::<shakmaty::uci::UciMove>().ok())
            .and_then(|u| u.to_move(pos).ok());
        let last = iterations.last();
        let nodes = last.map_or(0, |i| i.nodes);
        let stop = match stopped {
            Some((c, _)) => c,
            None if pos.legal_moves().is_empty() => StopCause::NoLegalMove,
            None if limits.nodes.is_some_and(|n| nodes >= n) => StopCause::NodeLimit,
            None if limits
                .depth
                .is_some_and(|d| last.is_some_and(|i| i.depth >= d)) =>
            {
                StopCause::DepthLimit
            }
            None => StopCause::Completed,
        };
        let pv: Vec<Move> = last.map_or_else(Vec::new, |i| {
            i.pv.iter().filter_map(|p| p.as_move().copied()).collect()
        });
        Ok(Answer {
            best_move,
            best_move_san: best_move.map(|m| pioneer_baseline::line_san(pos, &[m]).join("")),
            value: last.map(|i| i.value),
            pv_san: pioneer_baseline::line_san(pos, &pv),
            pv: pv.into_iter().map(Ply::Move).collect(),
            counters: Counters {
                nodes,
                unit: CountUnit::Nodes,
                tree_size: None,
                pseudo_searches: None,
                transpositions: None,
                perpetual_positions: None,
                rails: None,
            },
            depth: last.map_or(0, |i| i.depth),
            stop,
            complete: !iterations.is_empty(),
            iterations,
            finished: None,
            horizon: None,
            root_moves: Vec::new(),
            pass: None,
            finishes: Vec::new(),
            elapsed: start.elapsed(),
        })
    }

    fn new_game(&mut self) {
        let _ = self.send("ucinewgame");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn info_lines() {
        let i = parse_info(
            "info depth 12 seldepth 20 multipv 1 score cp 0 nodes 7921 nps 1 time 3 pv h8g7 h5h4",
        )
        .unwrap();
        assert_eq!((i.depth, i.nodes, i.pv[0].as_str()), (12, 7921, "h8g7"));
        assert_eq!(i.score, Some(Value::Centipawns(0)));
        assert_eq!(i.seldepth, Some(20));
        assert!(!i.bound);
        assert_eq!(i.multipv, 1);
        let two = parse_info("info depth 5 multipv 2 score mate -3 nodes 90 pv a2a3").unwrap();
        assert_eq!((two.multipv, two.score), (2, Some(Value::Mate(-3))));
        assert!(parse_info("info string hello").is_none());
        assert!(
            parse_info("info depth 3 score cp 5 lowerbound nodes 9 pv e2e4")
                .unwrap()
                .bound
        );
    }

    #[test]
    fn a_missing_program_is_one_clear_error() {
        let e = UciEngine::start("no-such-engine-xyz --flag", "x")
            .err()
            .unwrap();
        assert_eq!(
            e.to_string(),
            "cannot start 'no-such-engine-xyz --flag': not found (looked on PATH and in /usr/games)"
        );
        assert!(UciEngine::start("   ", "x").is_err());
    }
}
