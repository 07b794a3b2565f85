//! `pioneer uci`: the Universal Chess Interface over the baseline engine.
//!
//! The search runs on its own thread; the main thread keeps reading stdin, so `isready`
//! is answered and `stop` obeyed while searching. Unknown commands are ignored, malformed
//! ones are answered with `info string error: …` and never end the program.

use crate::error::CliError;
use pioneer_baseline::{Config, Engine, EvalKind, Iteration, Limits, line_uci, move_uci, zobrist};
use pioneer_rules::{Game, to_fen};
use shakmaty::{Chess, Position};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

const ENGINE_NAMES: &[&str] = &["alphabeta", "pioneer"];
/// The depth searched when `go` carries no usable limit (e.g. `go depth abc`).
const FALLBACK_DEPTH: u32 = 6;

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
    handle: JoinHandle<Option<Engine>>,
}

struct Session {
    engine: Option<Engine>,
    config: Config,
    game: Game,
    history: Vec<u64>,
    worker: Option<Worker>,
    /// `setoption name Engine value pioneer`: the zone search plays instead.
    pioneer: bool,
}

/// Runs the UCI loop until `quit` or the end of input.
pub fn run() -> Result<(), CliError> {
    let config = Config::default();
    let mut s = Session {
        engine: Some(Engine::new(config)),
        config,
        game: Game::new(Chess::default()),
        history: Vec::new(),
        worker: None,
        pioneer: false,
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
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                self.finish_search();
                if let Some(e) = self.engine.as_mut() {
                    e.clear();
                }
                self.game = Game::new(Chess::default());
                self.history.clear();
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
                say(&board_picture(self.game.position()));
                say(&format!("Fen: {}", to_fen(self.game.position())));
                say(&format!("Key: {:016x}", zobrist(self.game.position())));
            }
            "perft" => {
                self.finish_search();
                match args.first().and_then(|d| d.parse::<u32>().ok()) {
                    Some(d) if d <= 8 => {
                        let pos = self.game.position();
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
                    self.pioneer = v == "pioneer";
                }
            }
            "eval" => match value.parse::<EvalKind>() {
                Ok(k) => {
                    self.config.eval = k;
                    self.apply_config();
                }
                Err(e) => say(&format!("info string error: {e}")),
            },
            _ => say(&format!("info string error: no option '{name}'")),
        }
    }

    fn apply_config(&mut self) {
        if let Some(e) = self.engine.as_mut() {
            e.set_config(self.config);
        }
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
        let mut game = Game::new(pos);
        let mut history = Vec::new();
        for text in moves_at.map_or(&[][..], |i| &args[i + 1..]) {
            let m = game.parse_uci(text).map_err(|e| e.to_string())?;
            history.push(zobrist(game.position()));
            game.make(&pioneer_rules::Ply::Move(m));
        }
        // Only positions since the last irreversible move matter for repetitions.
        let keep = (game.position().halfmoves() as usize).min(history.len());
        history.drain(..history.len() - keep);
        self.game = Game::new(game.position().clone());
        self.history = history;
        Ok(())
    }

    fn go(&mut self, args: &[&str]) {
        let mut limits = Limits::default();
        let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, 0, 0, None);
        let mut infinite = false;
        let num = |i: usize| -> Option<i64> { args.get(i + 1).and_then(|v| v.parse::<i64>().ok()) };
        for (i, &t) in args.iter().enumerate() {
            match t {
                "depth" => limits.depth = num(i).map(|d| d.clamp(1, 64) as u32),
                "nodes" => limits.nodes = num(i).map(|n| n.max(1) as u64),
                "movetime" => {
                    limits.movetime = num(i).map(|ms| Duration::from_millis(ms.max(1) as u64))
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
        let pos = self.game.position().clone();
        let (time, inc) = match pos.turn() {
            shakmaty::Color::White => (wtime, winc),
            shakmaty::Color::Black => (btime, binc),
        };
        if limits.movetime.is_none()
            && let Some(time) = time
        {
            let time = time.max(0);
            let mtg = movestogo.unwrap_or(30).clamp(1, 100);
            let budget = (time / mtg + inc * 3 / 4).min(time - 50).max(1);
            limits.movetime = Some(Duration::from_millis(budget as u64));
        }
        if !infinite
            && limits.depth.is_none()
            && limits.nodes.is_none()
            && limits.movetime.is_none()
        {
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
        let stop = Arc::new(AtomicBool::new(false));
        if self.pioneer {
            self.go_pioneer(pos, &limits, infinite, stop);
            return;
        }
        limits.stop = Some(stop.clone());
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        let history = self.history.clone();
        let flag = stop.clone();
        let handle = std::thread::spawn(move || {
            let root = pos.clone();
            let result = engine.search(&pos, &history, &limits, None, |it: &Iteration| {
                say(&info_line(it, &root));
            });
            if infinite {
                // UCI: after `go infinite` the best move waits for `stop`.
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            match result.best_move {
                Some(m) => say(&format!("bestmove {}", move_uci(m))),
                None => say("bestmove 0000"),
            }
            Some(engine)
        });
        self.worker = Some(Worker { stop, handle });
    }

    /// `go` with the Pioneer zone search (the studies settings, `docs/mo.md`): `movetime`
    /// becomes its time limit, `nodes` its limit on moves considered, `depth` its depth
    /// limit. When the MO offers no move, the first legal move is played so the game goes
    /// on (said in an `info string`).
    fn go_pioneer(&mut self, pos: Chess, limits: &Limits, infinite: bool, stop: Arc<AtomicBool>) {
        let mut cfg = pioneer_tree::SearchConfig::studies();
        if let Some(t) = limits.movetime {
            cfg.limits.max_time = t;
        } else if infinite {
            cfg.limits.max_time = Duration::from_secs(3600);
        }
        if let Some(n) = limits.nodes {
            cfg.limits.max_moves = n;
        }
        if let Some(d) = limits.depth {
            cfg.limits.max_depth = d.clamp(1, 200) as u16;
        }
        let flag = stop.clone();
        let handle = std::thread::spawn(move || {
            let mut search = pioneer_tree::Search::new(Game::new(pos.clone()), cfg);
            search.set_stop_flag(flag.clone());
            let r = search.run();
            let ms = r.elapsed.as_millis().max(1) as u64;
            let pv: Vec<String> = {
                let mut p = pos.clone();
                let mut out = Vec::new();
                for san in &r.pv {
                    let Ok(m) = san
                        .parse::<shakmaty::san::San>()
                        .and_then(|s| s.to_move(&p).map_err(|_| shakmaty::san::ParseSanError))
                    else {
                        break;
                    };
                    out.push(move_uci(m));
                    p.play_unchecked(m);
                }
                out
            };
            say(&format!(
                "info depth {} score cp {} nodes {} nps {} time {ms} pv {}",
                r.pv.len().max(1),
                match pos.turn() {
                    shakmaty::Color::White => r.value * 100,
                    shakmaty::Color::Black => -r.value * 100,
                },
                r.moves_considered,
                r.moves_considered * 1000 / ms,
                pv.join(" ")
            ));
            if infinite {
                while !flag.load(Ordering::Relaxed) {
                    std::thread::sleep(Duration::from_millis(2));
                }
            }
            match r.best_move_uci {
                Some(u) => say(&format!("bestmove {u}")),
                None => match pos.legal_moves().first() {
                    Some(m) => {
                        say("info string pioneer: no move in the MO, playing the first legal move");
                        say(&format!("bestmove {}", move_uci(*m)));
                    }
                    None => say("bestmove 0000"),
                },
            }
            None
        });
        self.worker = Some(Worker { stop, handle });
    }

    /// Stops a running search (it prints its `bestmove`) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
            match w.handle.join() {
                Ok(Some(engine)) => self.engine = Some(engine),
                Ok(None) => {}
                Err(_) => self.engine = Some(Engine::new(self.config)),
            }
        }
    }
}

fn info_line(it: &Iteration, _root: &Chess) -> String {
    format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {} pv {}",
        it.depth,
        it.seldepth,
        it.score,
        it.counters.nodes,
        it.nps(),
        it.elapsed.as_millis(),
        line_uci(&it.pv).join(" ")
    )
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
