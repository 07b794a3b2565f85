//! An external engine over the Universal Chess Interface: one process per position,
//! `go nodes N`, and the `info … nodes … pv …` lines read until the key move has led the
//! principal variation at [`Budget::keep`] depths in a row.
//!
//! The nodes counted are those the engine reports on the first `info` line of the final
//! run of lines whose PV starts with a key move: "the iteration from which its best move
//! is the key move and stays so".

use crate::run::{Budget, Run};
use crate::suite::Entry;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// One parsed `info` line (only the fields the comparison needs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    /// `depth`.
    pub depth: u32,
    /// `nodes`.
    pub nodes: u64,
    /// The first move of `pv` (UCI notation).
    pub first: String,
    /// `score cp X` / `score mate N`, as written.
    pub score: Option<String>,
    /// `lowerbound` / `upperbound`: an aspiration-window result, not an iteration's end.
    pub bound: bool,
}

/// Parses an `info` line; `None` unless it has `depth`, `nodes` and a `pv`.
pub fn parse_info(line: &str) -> Option<Info> {
    let t: Vec<&str> = line.split_whitespace().collect();
    if t.first() != Some(&"info") {
        return None;
    }
    let after = |k: &str| t.iter().position(|x| *x == k).and_then(|i| t.get(i + 1));
    let depth = after("depth")?.parse().ok()?;
    let nodes = after("nodes")?.parse().ok()?;
    let first = (*after("pv")?).to_owned();
    let score = t
        .iter()
        .position(|x| *x == "score")
        .and_then(|i| Some(format!("{} {}", t.get(i + 1)?, t.get(i + 2)?)));
    let bound = t.contains(&"lowerbound") || t.contains(&"upperbound");
    Some(Info {
        depth,
        nodes,
        first,
        score,
        bound,
    })
}

struct Process {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Process {
    fn spawn(command: &str) -> Result<Process, String> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("empty --uci-engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{command}': {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Ok(Process {
            child,
            stdin,
            lines,
        })
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("engine closed its input: {e}"))
    }

    /// Reads lines until one starts with `word`, or the deadline.
    fn wait_for(&mut self, word: &str, deadline: Instant) -> Result<(), String> {
        loop {
            match self.next_line(deadline)? {
                Some(l) if l.split_whitespace().next() == Some(word) => return Ok(()),
                Some(_) => {}
                None => return Err(format!("no '{word}' from the engine in time")),
            }
        }
    }

    /// The next line; `None` at the deadline.
    fn next_line(&mut self, deadline: Instant) -> Result<Option<String>, String> {
        let wait = deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(wait.min(Duration::from_millis(50))) {
            Ok(l) => Ok(Some(l)),
            Err(RecvTimeoutError::Timeout) if Instant::now() < deadline => Ok(Some(String::new())),
            Err(RecvTimeoutError::Timeout) => Ok(None),
            Err(RecvTimeoutError::Disconnected) => Err("the engine exited".to_owned()),
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.stdin.flush();
        // Give it a moment to quit by itself, then make sure it is gone.
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

/// Runs the engine started by `command` on `entry` within `budget`.
pub fn run(command: &str, entry: &Entry, budget: &Budget, stop: &Arc<AtomicBool>) -> Run {
    let start = Instant::now();
    let mut r = match search(command, entry, budget, stop) {
        Ok(r) => r,
        Err(e) => Run::failed(e),
    };
    r.time_ms = start.elapsed().as_secs_f64() * 1000.0;
    r.interrupted = stop.load(Ordering::Relaxed);
    r
}

fn search(
    command: &str,
    entry: &Entry,
    budget: &Budget,
    stop: &Arc<AtomicBool>,
) -> Result<Run, String> {
    let (Some(game), Some(fen)) = (entry.game.as_ref(), entry.fen.as_ref()) else {
        return Err(entry.error.clone().unwrap_or_default());
    };
    let keys: Vec<String> = entry
        .keys
        .iter()
        .map(|&m| pioneer_baseline::move_uci(m))
        .collect();
    let mut p = Process::spawn(command)?;
    let deadline = Instant::now() + budget.max_time;
    p.send("uci")?;
    p.wait_for("uciok", Instant::now() + Duration::from_secs(10))?;
    p.send("ucinewgame")?;
    p.send("isready")?;
    p.wait_for("readyok", Instant::now() + Duration::from_secs(10))?;
    p.send(&format!("position fen {fen}"))?;
    p.send(&format!("go nodes {}", budget.max_nodes))?;

    // Depths of the current run of PV lines led by a key move, and where it began.
    let mut run_depths: Vec<u32> = Vec::new();
    let mut run_start: Option<Info> = None;
    let mut last: Option<Info> = None;
    let mut stopped = false;
    let bestmove = loop {
        if !stopped && (stop.load(Ordering::Relaxed) || Instant::now() >= deadline) {
            p.send("stop")?;
            stopped = true;
        }
        let Some(line) = p.next_line(deadline + Duration::from_secs(5))? else {
            return Err("the engine gave no bestmove in time".to_owned());
        };
        if let Some(rest) = line.strip_prefix("bestmove") {
            break rest.split_whitespace().next().map(str::to_owned);
        }
        if stopped {
            continue; // lines after `stop` belong to an unfinished iteration
        }
        let Some(info) = parse_info(&line) else {
            continue;
        };
        if info.bound {
            continue;
        }
        if keys.contains(&info.first) {
            if run_start.is_none() {
                run_start = Some(info.clone());
            }
            if run_depths.last() != Some(&info.depth) {
                run_depths.push(info.depth);
            }
            if run_depths.len() as u32 >= budget.keep {
                p.send("stop")?;
                stopped = true;
            }
        } else {
            run_start = None;
            run_depths.clear();
        }
        last = Some(info);
    };
    let Some(last) = last else {
        return Err("the engine reported no info line with depth, nodes and pv".to_owned());
    };
    let kept = run_depths.len() as u32 >= budget.keep;
    // The chosen move: the PV's first move when the harness stopped the search on a kept
    // key, otherwise what the engine answered.
    let chosen = if kept {
        Some(last.first.clone())
    } else {
        bestmove.or(Some(last.first.clone()))
    };
    let solved = chosen.as_ref().is_some_and(|c| keys.contains(c)) && run_start.is_some();
    let san = chosen.as_deref().map(|u| match game.parse_uci(u) {
        Ok(m) => pioneer_baseline::line_san(game.position(), &[m]).join(""),
        Err(_) => u.to_owned(),
    });
    Ok(Run {
        solved,
        reason: (!solved).then(|| {
            format!(
                "{}chose {}",
                if kept { "" } else { "budget ended; " },
                san.as_deref().unwrap_or("nothing")
            )
        }),
        chosen: san,
        nodes_to_key: run_start.as_ref().filter(|_| solved).map(|i| i.nodes),
        key_depth: run_start.as_ref().filter(|_| solved).map(|i| i.depth),
        nodes: Some(last.nodes),
        depth: Some(last.depth),
        score: last.score.clone(),
        ..Run::default()
    })
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
        assert_eq!((i.depth, i.nodes, i.first.as_str()), (12, 7921, "h8g7"));
        assert_eq!(i.score.as_deref(), Some("cp 0"));
        assert!(!i.bound);
        assert!(parse_info("info string hello").is_none());
        assert!(
            parse_info("info depth 3 score cp 5 lowerbound nodes 9 pv e2e4")
                .unwrap()
                .bound
        );
    }
}
