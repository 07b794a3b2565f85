//! `pioneer uci`: the Universal Chess Interface over any [`Engine`].
//!
//! The option `Engine` picks the engine (`alphabeta`: the baseline, whose table stays
//! between searches until `ucinewgame`; `pioneer`: the zone search with the preset of the
//! option `Preset`, default studies). The session speaks to it through the trait only:
//! `go` becomes [`EngineLimits`], every [`Iteration`] an `info` line, the answer the
//! `bestmove`. The search runs on its own thread; the main thread keeps reading stdin, so
//! `isready` is answered and `stop` obeyed while searching. Unknown commands are ignored,
//! malformed ones are answered with `info string error: …` and never end the program.
//!
//! The option `MultiPV` (1 … 8, default 1) asks for that many lines per iteration, each
//! an `info … multipv k …` line: the baseline searches the root again at the same depth
//! without the moves already reported (their nodes counted), Pioneer reports its root's
//! other sons with their values once, at the end.

use crate::error::CliError;
use pioneer_baseline::{Config, EvalKind, move_uci, zobrist};
use pioneer_engine::answer::pv_uci;
use pioneer_engine::{
    AlphaBetaEngine, Answer, Engine, EngineLimits, GamePosition, Iteration, PioneerEngine,
    StopCause,
};
use pioneer_rules::to_fen;
use pioneer_tree::Preset;
use shakmaty::{Chess, Position};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

const ENGINE_NAMES: &[&str] = &["alphabeta", "pioneer"];
/// The depth searched when `go` carries no usable limit (e.g. `go depth abc`).
const FALLBACK_DEPTH: u32 = 6;
/// The largest `MultiPV`.
const MAX_MULTIPV: u32 = 8;
/// The time limit of `go infinite` (the search ends at `stop` long before).
const INFINITE: Duration = Duration::from_secs(3600);

/// Writes one line to stdout and flushes (both threads use it; lines never interleave).
/// A closed stdout is ignored rather than a panic.
pub fn say(line: &str) {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    // A closed stdout (the GUI went away) is not worth a panic.
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

struct Worker {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Box<dyn Engine>>,
}

/// The engines the option `Engine` names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    AlphaBeta,
    Pioneer,
}

struct Session {
    /// The engine (`None` while a search has it).
    engine: Option<Box<dyn Engine>>,
    kind: Kind,
    /// The baseline's configuration (options `Hash`, `Eval`).
    config: Config,
    /// Pioneer's preset (option `Preset`).
    preset: Preset,
    /// Lines per iteration (option `MultiPV`).
    multipv: u32,
    position: GamePosition,
    worker: Option<Worker>,
}

/// A fresh engine of `kind`.
fn build(kind: Kind, config: Config, preset: Preset) -> Box<dyn Engine> {
    match kind {
        Kind::AlphaBeta => Box::new(AlphaBetaEngine::new(config)),
        Kind::Pioneer => Box::new(PioneerEngine::new(preset.config())),
    }
}

/// Runs the UCI loop until `quit` or the end of input.
pub fn run() -> Result<(), CliError> {
    let config = Config::default();
    let mut s = Session {
        engine: Some(build(Kind::AlphaBeta, config, Preset::Studies)),
        kind: Kind::AlphaBeta,
        config,
        preset: Preset::Studies,
        multipv: 1,
        position: GamePosition::new(Chess::default()),
        worker: None,
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        if !s.handle(&line) {
            break;
        }
    }
    s.finish_search();
    Ok(())
}

impl Session {
    /// Handles one command line; `false` on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else {
            return true;
        };
        let args = &tokens[1..];
        match cmd {
            "uci" => {
                say("id name Pioneer baseline (alpha-beta)");
                say("id author The Pioneer reimplementation team");
                say("option name Engine type combo default alphabeta var alphabeta var pioneer");
                say("option name Hash type spin default 16 min 1 max 4096");
                say("option name Eval type combo default material var material var standard");
                say("option name Preset type combo default studies var fig21 var studies");
                say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ));
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                if let Some(e) = self.engine.as_mut() {
                    e.new_game();
                }
                self.position = GamePosition::new(Chess::default());
            }
            "setoption" => {
                self.finish_search();
                self.setoption(args);
            }
            "position" => {
                self.finish_search();
                if let Err(e) = self.position(args) {
                    say(&format!("info string error: {e}"));
                }
            }
            "go" => {
                self.finish_search();
                self.go(args);
            }
            "stop" => self.finish_search(),
            "quit" => return false,
            "d" => {
                self.finish_search();
                let pos = self.position.current();
                say(&board_picture(pos));
                say(&format!("Fen: {}", to_fen(pos)));
                say(&format!("Key: {:016x}", zobrist(pos)));
            }
            "perft" => {
                self.finish_search();
                match args.first().and_then(|d| d.parse::<u32>().ok()) {
                    Some(d) if d <= 8 => {
                        let pos = self.position.current();
                        let mut total = 0;
                        for (m, n) in pioneer_rules::perft::divide(pos, d) {
                            say(&format!("{}: {n}", move_uci(m)));
                            total += n;
                        }
                        say("");
                        say(&format!("Nodes searched: {total}"));
                    }
                    _ => say("info string error: perft needs a depth 0 … 8"),
                }
            }
            _ => {} // unknown commands are ignored
        }
        true
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <id…> [value <x…>]
        let value_at = args.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name_end = value_at.unwrap_or(args.len());
        if args.first().is_none_or(|t| !t.eq_ignore_ascii_case("name")) {
            say("info string error: setoption name <id> [value <x>]");
            return;
        }
        let name = args[1..name_end].join(" ").to_ascii_lowercase();
        let value = value_at
            .map(|i| args[i + 1..].join(" "))
            .unwrap_or_default();
        match name.as_str() {
            "hash" => match value.trim().parse::<usize>() {
                Ok(mib) if (1..=4096).contains(&mib) => {
                    self.config.hash_mib = mib;
                    self.apply_config();
                }
                _ => say(&format!(
                    "info string error: bad Hash value '{value}' (1 … 4096)"
                )),
            },
            "engine" => {
                let v = value.trim().to_ascii_lowercase();
                if !ENGINE_NAMES.contains(&v.as_str()) {
                    say(&format!(
                        "info string error: unknown engine '{value}' (available: {})",
                        ENGINE_NAMES.join(", ")
                    ));
                } else {
                    self.kind = if v == "pioneer" {
                        Kind::Pioneer
                    } else {
                        Kind::AlphaBeta
                    };
                    self.apply_config();
                }
            }
            "eval" => match value.parse::<EvalKind>() {
                Ok(k) => {
                    self.config.eval = k;
                    self.apply_config();
                }
                Err(e) => say(&format!("info string error: {e}")),
            },
            "multipv" => match value.trim().parse::<u32>() {
                Ok(k) if (1..=MAX_MULTIPV).contains(&k) => self.multipv = k,
                _ => say(&format!(
                    "info string error: bad MultiPV value '{value}' (1 … {MAX_MULTIPV})"
                )),
            },
            "preset" => match value.parse::<Preset>() {
                Ok(p) => {
                    self.preset = p;
                    self.apply_config();
                }
                Err(e) => say(&format!("info string error: {e}")),
            },
            _ => say(&format!("info string error: no option '{name}'")),
        }
    }

    /// A fresh engine with the current options.
    fn apply_config(&mut self) {
        self.engine = Some(build(self.kind, self.config, self.preset));
    }

    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args.iter().position(|t| *t == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let pos = match setup.first() {
            Some(&"startpos") => Chess::default(),
            Some(&"fen") => {
                pioneer_rules::parse_fen(&setup[1..].join(" ")).map_err(|e| e.to_string())?
            }
            _ => return Err("position startpos|fen <fen> [moves …]".to_owned()),
        };
        let mut position = GamePosition::new(pos);
        for text in moves_at.map_or(&[][..], |i| &args[i + 1..]) {
            position.play_uci(text).map_err(|e| e.to_string())?;
        }
        self.position = position;
        Ok(())
    }

    fn go(&mut self, args: &[&str]) {
        let mut limits = EngineLimits::default();
        let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, 0, 0, None);
        let mut infinite = false;
        let num = |i: usize| -> Option<i64> { args.get(i + 1).and_then(|v| v.parse::<i64>().ok()) };
        for (i, &t) in args.iter().enumerate() {
            match t {
                "depth" => limits.depth = num(i).map(|d| d.clamp(1, 64) as u32),
                "nodes" => limits.nodes = num(i).map(|n| n.max(1) as u64),
                "movetime" => {
                    limits.time = num(i).map(|ms| Duration::from_millis(ms.max(1) as u64))
                }
                "wtime" => wtime = num(i),
                "btime" => btime = num(i),
                "winc" => winc = num(i).unwrap_or(0).max(0),
                "binc" => binc = num(i).unwrap_or(0).max(0),
                "movestogo" => movestogo = num(i),
                "infinite" => infinite = true,
                _ => {}
            }
        }
        let pos = self.position.current().clone();
        let (time, inc) = match pos.turn() {
            shakmaty::Color::White => (wtime, winc),
            shakmaty::Color::Black => (btime, binc),
        };
        if limits.time.is_none()
            && let Some(time) = time
        {
            let time = time.max(0);
            let mtg = movestogo.unwrap_or(30).clamp(1, 100);
            let budget = (time / mtg + inc * 3 / 4).min(time - 50).max(1);
            limits.time = Some(Duration::from_millis(budget as u64));
        }
        if !infinite && limits.depth.is_none() && limits.nodes.is_none() && limits.time.is_none() {
            if args.is_empty() {
                infinite = true; // a bare `go` searches until `stop`
            } else {
                say(&format!(
                    "info string error: no usable limit in 'go {}', searching to depth {FALLBACK_DEPTH}",
                    args.join(" ")
                ));
                limits.depth = Some(FALLBACK_DEPTH);
            }
        }
        if infinite && limits.time.is_none() {
            // Pioneer's searches are always bounded in time; an hour is "until stop".
            limits.time = Some(INFINITE);
        }
        let stop = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        limits.multipv = self.multipv;
        let multi = self.multipv > 1;
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        let position = self.position.clone();
        let flag = stop.clone();
        let handle = std::thread::spawn(move || {
            let turn = pos.turn();
            let result = engine.search(&position, &limits, &mut |it: &Iteration| {
                for line in info_lines(it, turn, multi) {
                    say(&line);
                }
            });
            if infinite {
                // UCI: after `go infinite` the best move waits for `stop`.
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            say_bestmove(engine.name(), &pos, result.ok());
            engine
        });
        self.worker = Some(Worker { stop, handle });
    }

    /// Stops a running search (it prints its `bestmove`) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
            match w.handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => self.apply_config(),
            }
        }
    }
}

/// The `bestmove` line; with no move chosen but legal moves left (Pioneer's MO may offer
/// none), the first legal move, said in an `info string`.
fn say_bestmove(name: &str, pos: &Chess, answer: Option<Answer>) {
    if let Some(m) = answer.as_ref().and_then(|a| a.best_move) {
        say(&format!("bestmove {}", move_uci(m)));
        return;
    }
    match pos.legal_moves().first() {
        Some(m) => {
            let why = match answer.map(|a| a.stop) {
                Some(StopCause::NoCandidate) => "no move in the MO",
                _ => "no move chosen",
            };
            say(&format!(
                "info string {name}: {why}, playing the first legal move"
            ));
            say(&format!("bestmove {}", move_uci(*m)));
        }
        None => say("bestmove 0000"),
    }
}

/// The `info` lines of one iteration: the best line, with `multipv 1` when more were
/// asked for, then lines 2, 3, … (`multi`: `MultiPV` above 1).
fn info_lines(it: &Iteration, turn: shakmaty::Color, multi: bool) -> Vec<String> {
    let seldepth = it
        .seldepth
        .map_or(String::new(), |s| format!(" seldepth {s}"));
    let line = |k: usize, value: pioneer_engine::Value, pv: &[pioneer_rules::Ply]| {
        let rank = if multi {
            format!(" multipv {k}")
        } else {
            String::new()
        };
        format!(
            "info depth {}{seldepth}{rank} score {} nodes {} nps {} time {} pv {}",
            it.depth,
            value.uci(turn),
            it.nodes,
            pioneer_baseline::search::nps(it.nodes, it.elapsed),
            it.elapsed.as_millis(),
            pv_uci(pv).join(" ")
        )
    };
    let mut out = vec![line(1, it.value, &it.pv)];
    if multi {
        for (i, l) in it.lines.iter().enumerate() {
            out.push(line(i + 2, l.value, &l.pv));
        }
    }
    out
}

fn board_picture(pos: &Chess) -> String {
    let board = pos.board();
    let mut s = String::new();
    for rank in (0..8).rev() {
        s.push_str(" +---+---+---+---+---+---+---+---+\n");
        for file in 0..8 {
            let sq = shakmaty::Square::new(rank * 8 + file);
            let c = board.piece_at(sq).map_or(' ', |p| p.char());
            s.push_str(&format!(" | {c}"));
        }
        s.push_str(&format!(" | {}\n", rank + 1));
    }
    s.push_str(" +---+---+---+---+---+---+---+---+\n");
    s.push_str("   a   b   c   d   e   f   g   h");
    s
}
