//! `pioneer uci`: the Universal Chess Interface over any [`Engine`].
//!
//! The option `Engine` picks the engine (`alphabeta`: the baseline, whose table stays
//! between searches until `ucinewgame`; `pioneer`: the zone search with the preset of the
//! option `Preset`, default play: the studies preset with Appendix 2's positional values,
//! [`pioneer_tree::SearchConfig::play`]). The session speaks to it through the trait only:
//! `go` becomes [`pioneer_engine::EngineLimits`], every [`pioneer_engine::Iteration`] an `info` line, the answer the
//! `bestmove`. The search runs on its own thread; the main thread keeps reading stdin, so
//! `isready` is answered and `stop` obeyed while searching. Stdin is read as bytes: a line
//! that is not UTF-8, an unknown command or a malformed one is answered with
//! `info string …` and ignored; nothing but `quit`, the end of input or a closed stdout
//! ends the session. A `position … moves …` with a bad move keeps the legal prefix, as
//! Stockfish does.
//!
//! Every completed iteration is an `info depth … score … nodes … nps … time … pv …` line
//! (Pioneer: every deepening step, whose depth cap starts again at 2 at each wider
//! horizon); a long search also says `info nodes … time …` every second, and alpha-beta,
//! after its first second, `info currmove … currmovenumber …` at each root move it
//! starts. Scores are the protocol's: centipawns from the side to move (Pioneer's
//! material won since the root plus the root's own balance), mates as `mate N`.
//! `go searchmoves …` restricts both engines to those root moves.
//!
//! The option `Rails` (default: the preset's, on for studies, off for play) is moving on rails (§2.11):
//! when a `position … moves …` is the last one searched with exactly the engine's answer
//! and one reply played after it, Pioneer continues from the subtree it kept under those
//! two moves and says `info string rails kept N nodes, M lines ended by kept values`;
//! anything else (`ucinewgame`, another line, another start) searches afresh.
//!
//! The option `Settings` (a string, default empty) takes the flags of `pioneer search`
//! (`--zone-time --perpetual --horizon 6`), parsed by the same parser and applied over the
//! option `Preset` before `Rails`; every `go` says the settings in effect in an
//! `info string settings: …` line. An empty value clears them; bad flags are said in an
//! `info string` and leave them as they were.
//!
//! The option `Baseline` (a string, default empty) takes the baseline's switches as
//! `pioneer alphabeta` takes them (`--pvs --null-move --qchecks --futility --eval
//! standard`; not `--hash`), parsed by the same parser: they replace the alpha-beta engine's
//! configuration but for the table's size (option `Hash`); the option `Eval`, set after
//! them, overrides their evaluation. An empty value gives the default configuration back;
//! bad flags are said in an `info string` and leave it as it was. Every alpha-beta `go`
//! says the configuration in effect, as JSON, in an `info string baseline: …` line.
//!
//! The option `MultiPV` (1 … 8, default 1) asks for that many lines per iteration, each
//! an `info … multipv k …` line: the baseline searches the root again at the same depth
//! without the moves already reported (their nodes counted), Pioneer reports its root's
//! other sons with their values once, at the end.

#[cfg(test)]
mod fuzz;
mod go;

use crate::error::CliError;
use crate::out::one_line;
use go::Worker;
use pioneer_baseline::tt::MAX_HASH_MIB;
use pioneer_baseline::{Config, EvalKind, move_uci, zobrist};
use pioneer_engine::{AlphaBetaEngine, Engine, GamePosition, PioneerEngine};
use pioneer_rules::to_fen;
use pioneer_tree::Preset;
use shakmaty::{Chess, Position};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

const ENGINE_NAMES: &[&str] = &["alphabeta", "pioneer"];
/// The largest `MultiPV`.
const MAX_MULTIPV: u32 = 8;

/// Where the session's lines go: stdout (flushed line by line; a failed write marks the
/// output closed and ends the session) or a test's sink.
#[derive(Clone)]
pub(crate) struct Out {
    write: Arc<dyn Fn(&str) -> bool + Send + Sync>,
    closed: Arc<AtomicBool>,
}

impl Out {
    /// Stdout.
    fn stdout() -> Out {
        Out::to(|line| {
            let stdout = std::io::stdout();
            let mut out = stdout.lock();
            writeln!(out, "{line}").and_then(|()| out.flush()).is_ok()
        })
    }

    /// Lines handed to `write`, which says whether the write succeeded.
    pub(crate) fn to(write: impl Fn(&str) -> bool + Send + Sync + 'static) -> Out {
        Out {
            write: Arc::new(write),
            closed: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Writes one line (nothing once the output is closed).
    pub(crate) fn say(&self, line: &str) {
        if !self.closed.load(Ordering::Relaxed) && !(self.write)(line) {
            self.closed.store(true, Ordering::Relaxed);
        }
    }

    /// Whether a write failed (the GUI went away).
    fn closed(&self) -> bool {
        self.closed.load(Ordering::Relaxed)
    }
}

/// The engines the option `Engine` names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    AlphaBeta,
    Pioneer,
}

pub(crate) struct Session {
    /// Where the lines go.
    out: Out,
    /// The engine (`None` while a search has it).
    engine: Option<Box<dyn Engine>>,
    kind: Kind,
    /// The baseline's configuration (options `Hash`, `Eval`, `Baseline`).
    config: Config,
    /// Pioneer's preset (option `Preset`).
    preset: Preset,
    /// Moving on rails (option `Rails`); `None`: the preset's.
    rails: Option<bool>,
    /// The search command's flags (option `Settings`), over the preset; `None`: none.
    settings: Option<crate::cmd::model::ModelArgs>,
    /// Lines per iteration (option `MultiPV`).
    multipv: u32,
    position: GamePosition,
    worker: Option<Worker>,
    /// The deepest `perft` (8; less when fuzzed).
    max_perft: u32,
    /// The largest `Hash` (MAX_HASH_MIB; less when fuzzed).
    max_hash_mib: usize,
}

/// A fresh engine of `kind`; Pioneer's with `pioneer`.
fn build(kind: Kind, config: Config, pioneer: pioneer_tree::SearchConfig) -> Box<dyn Engine> {
    match kind {
        Kind::AlphaBeta => Box::new(AlphaBetaEngine::new(config)),
        Kind::Pioneer => Box::new(PioneerEngine::new(pioneer)),
    }
}

/// Runs the UCI loop until `quit`, the end of input or a closed stdout.
pub fn run() -> Result<(), CliError> {
    let mut s = Session::new(Out::stdout());
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut buf = Vec::new();
    loop {
        buf.clear();
        match input.read_until(b'\n', &mut buf) {
            Ok(0) => break,
            Ok(_) => {
                if !s.handle_bytes(&buf) || s.out.closed() {
                    break;
                }
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => break,
        }
    }
    s.finish_search();
    Ok(())
}

impl Session {
    /// A session with the default options, its lines going to `out`.
    pub(crate) fn new(out: Out) -> Session {
        Session::with_config(out, Config::default())
    }

    /// A session whose alpha-beta engine starts with `config`.
    pub(crate) fn with_config(out: Out, config: Config) -> Session {
        Session {
            out,
            engine: Some(build(Kind::AlphaBeta, config, Preset::Play.config())),
            kind: Kind::AlphaBeta,
            config,
            preset: Preset::Play,
            rails: None,
            settings: None,
            multipv: 1,
            position: GamePosition::new(Chess::default()),
            worker: None,
            max_perft: 8,
            max_hash_mib: MAX_HASH_MIB,
        }
    }

    /// Handles one line of input as bytes; `false` on `quit`. A line that is not UTF-8
    /// is answered with `info string` and ignored.
    pub(crate) fn handle_bytes(&mut self, line: &[u8]) -> bool {
        match std::str::from_utf8(line) {
            Ok(text) => self.handle(text),
            Err(_) => {
                self.out
                    .say("info string error: a line that is not UTF-8 was ignored");
                true
            }
        }
    }

    /// Handles one command line; `false` on `quit`.
    fn handle(&mut self, line: &str) -> bool {
        let tokens: Vec<&str> = line.split_whitespace().collect();
        let Some(&cmd) = tokens.first() else {
            return true;
        };
        let args = &tokens[1..];
        match cmd {
            "uci" => {
                self.out
                    .say(&format!("id name Pioneer {}", env!("CARGO_PKG_VERSION")));
                self.out.say("id author The Pioneer reimplementation team");
                self.out.say(
                    "option name Engine type combo default alphabeta var alphabeta var pioneer",
                );
                self.out.say(&format!(
                    "option name Hash type spin default 16 min 1 max {MAX_HASH_MIB}"
                ));
                self.out
                    .say("option name Eval type combo default material var material var standard");
                let names: Vec<String> = Preset::ALL
                    .iter()
                    .map(|p| format!("var {}", p.name()))
                    .collect();
                self.out.say(&format!(
                    "option name Preset type combo default {} {}",
                    Preset::Play.name(),
                    names.join(" ")
                ));
                self.out.say(&format!(
                    "option name Rails type check default {}",
                    Preset::Play.config().switches.rails
                ));
                self.out.say(&format!(
                    "option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}"
                ));
                self.out
                    .say("option name Settings type string default <empty>");
                self.out
                    .say("option name Baseline type string default <empty>");
                self.out.say("uciok");
            }
            "isready" => self.out.say("readyok"),
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
                    self.out
                        .say(&format!("info string error: {}", one_line(&e)));
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
                self.out.say(&board_picture(pos));
                self.out.say(&format!("Fen: {}", to_fen(pos)));
                self.out.say(&format!("Key: {:016x}", zobrist(pos)));
            }
            "perft" => {
                self.finish_search();
                match args.first().and_then(|d| d.parse::<u32>().ok()) {
                    Some(d) if d <= self.max_perft => {
                        let pos = self.position.current();
                        let mut total = 0;
                        for (m, n) in pioneer_rules::perft::divide(pos, d) {
                            self.out.say(&format!("{}: {n}", move_uci(m)));
                            total += n;
                        }
                        self.out.say("");
                        self.out.say(&format!("Nodes searched: {total}"));
                    }
                    _ => self.out.say(&format!(
                        "info string error: perft needs a depth 0 … {}",
                        self.max_perft
                    )),
                }
            }
            _ => self.out.say(&format!(
                "info string error: unknown command '{}' (ignored)",
                one_line(cmd)
            )),
        }
        true
    }

    fn setoption(&mut self, args: &[&str]) {
        // setoption name <id…> [value <x…>]
        let value_at = args.iter().position(|t| t.eq_ignore_ascii_case("value"));
        let name_end = value_at.unwrap_or(args.len());
        if args.first().is_none_or(|t| !t.eq_ignore_ascii_case("name")) {
            self.out
                .say("info string error: setoption name <id> [value <x>]");
            return;
        }
        let name = args[1..name_end].join(" ").to_ascii_lowercase();
        let value = value_at
            .map(|i| args[i + 1..].join(" "))
            .unwrap_or_default();
        match name.as_str() {
            "hash" => match value.trim().parse::<usize>() {
                Ok(mib) if (1..=self.max_hash_mib).contains(&mib) => {
                    // The table is allocated now, so a size beyond memory is refused here.
                    let config = Config {
                        hash_mib: mib,
                        ..self.config
                    };
                    match AlphaBetaEngine::try_new(config) {
                        Ok(engine) => {
                            self.config = config;
                            self.engine = Some(match self.kind {
                                Kind::AlphaBeta => Box::new(engine),
                                Kind::Pioneer => build(self.kind, config, self.pioneer_config()),
                            });
                        }
                        Err(e) => self
                            .out
                            .say(&format!("info string error: {}", one_line(&e.to_string()))),
                    }
                }
                _ => self.out.say(&format!(
                    "info string error: bad Hash value '{}' (1 … {MAX_HASH_MIB})",
                    one_line(&value)
                )),
            },
            "engine" => {
                let v = value.trim().to_ascii_lowercase();
                if !ENGINE_NAMES.contains(&v.as_str()) {
                    self.out.say(&format!(
                        "info string error: unknown engine '{}' (available: {})",
                        one_line(&value),
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
                Err(e) => self
                    .out
                    .say(&format!("info string error: {}", one_line(&e.to_string()))),
            },
            "multipv" => match value.trim().parse::<u32>() {
                Ok(k) if (1..=MAX_MULTIPV).contains(&k) => self.multipv = k,
                _ => self.out.say(&format!(
                    "info string error: bad MultiPV value '{}' (1 … {MAX_MULTIPV})",
                    one_line(&value)
                )),
            },
            "rails" => match value.trim().to_ascii_lowercase().as_str() {
                "true" => {
                    self.rails = Some(true);
                    self.apply_config();
                }
                "false" => {
                    self.rails = Some(false);
                    self.apply_config();
                }
                _ => self.out.say(&format!(
                    "info string error: bad Rails value '{}' (true or false)",
                    one_line(&value)
                )),
            },
            "settings" => self.set_settings(&value),
            "baseline" => self.set_baseline(&value),
            "preset" => match value.parse::<Preset>() {
                Ok(p) => {
                    self.preset = p;
                    self.apply_config();
                }
                Err(e) => self
                    .out
                    .say(&format!("info string error: {}", one_line(&e.to_string()))),
            },
            _ => self.out.say(&format!(
                "info string error: no option '{}'",
                one_line(&name)
            )),
        }
    }

    /// A fresh engine with the current options.
    fn apply_config(&mut self) {
        self.engine = Some(build(self.kind, self.config, self.pioneer_config()));
    }

    /// The option `Settings`: the flags of `pioneer search` (`--zone-time --horizon 6`),
    /// applied over the option `Preset`; empty (or `<empty>`) clears them. Bad flags are
    /// said in an `info string` and leave the settings as they were.
    fn set_settings(&mut self, value: &str) {
        let line = string_value(value);
        if line.is_empty() {
            self.settings = None;
            self.apply_config();
            return;
        }
        match crate::cmd::settings_line::SettingsLine::parse(line) {
            Ok(parsed) => {
                self.settings = Some(parsed.model);
                self.apply_config();
            }
            Err(e) => self.out.say(&format!(
                "info string error: bad Settings '{}': {}; the settings are unchanged",
                one_line(line),
                one_line(&e)
            )),
        }
    }

    /// The option `Baseline`: the switches of `pioneer alphabeta` (`--pvs --null-move`),
    /// replacing the baseline's configuration but for the table's size; empty (or
    /// `<empty>`) gives the default back. Bad flags are said in an `info string` and leave
    /// the configuration as it was.
    fn set_baseline(&mut self, value: &str) {
        let line = string_value(value);
        let parsed = if line.split_whitespace().any(|t| t.starts_with("--hash")) {
            Err("the table's size is the option Hash".to_owned())
        } else {
            crate::cmd::settings_line::BaselineLine::parse(line)
                .and_then(|b| b.features.config().map_err(|e| e.to_string()))
        };
        match parsed {
            Ok(config) => {
                self.config = Config {
                    hash_mib: self.config.hash_mib,
                    ..config
                };
                self.apply_config();
            }
            Err(e) => self.out.say(&format!(
                "info string error: bad Baseline '{}': {}; the configuration is unchanged",
                one_line(line),
                one_line(&e)
            )),
        }
    }

    /// The preset Pioneer's settings start from: the option `Settings`' `--preset` if
    /// it names one, else the option `Preset`.
    pub(super) fn pioneer_preset(&self) -> Preset {
        self.settings
            .as_ref()
            .map_or(self.preset, |m| m.preset_over(self.preset))
    }

    /// Pioneer's settings: the preset's, with the option `Settings`' flags and then the
    /// option `Rails`, if given.
    pub(super) fn pioneer_config(&self) -> pioneer_tree::SearchConfig {
        let mut cfg = match &self.settings {
            Some(m) => m.config_over(self.preset),
            None => self.preset.config(),
        };
        if let Some(on) = self.rails {
            cfg.switches.rails = on;
        }
        cfg
    }

    /// `position startpos|fen … [moves …]`. A bad FEN keeps the position as it was; a
    /// bad move keeps the position after the legal moves before it (as Stockfish does),
    /// and both are said in an `info string`.
    fn position(&mut self, args: &[&str]) -> Result<(), String> {
        let moves_at = args.iter().position(|t| *t == "moves");
        let setup = &args[..moves_at.unwrap_or(args.len())];
        let pos = match setup.first() {
            Some(&"startpos") => Chess::default(),
            Some(&"fen") => pioneer_rules::parse_fen(&setup[1..].join(" "))
                .map_err(|e| format!("{e}; the position is unchanged"))?,
            _ => {
                return Err(
                    "position startpos|fen <fen> [moves …]; the position is unchanged".to_owned(),
                );
            }
        };
        let mut position = GamePosition::new(pos);
        for (i, text) in moves_at
            .map_or(&[][..], |i| &args[i + 1..])
            .iter()
            .enumerate()
        {
            if let Err(e) = position.play_uci(text) {
                self.position = position;
                return Err(format!(
                    "{e}; kept the position after the {i} legal moves before it"
                ));
            }
        }
        self.position = position;
        Ok(())
    }

    /// Stops a running search (it prints its `bestmove`) and takes the engine back.
    fn finish_search(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
            w.handle.thread().unpark();
            match w.handle.join() {
                Ok(engine) => self.engine = Some(engine),
                Err(_) => {
                    self.out
                        .say("info string error: the search failed; the engine is reset");
                    self.apply_config();
                }
            }
        }
    }

    /// Stops a running search; panics if its thread panicked (for the fuzzer).
    #[cfg(test)]
    fn stop_checked(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
            w.handle.thread().unpark();
            assert!(w.handle.join().is_ok(), "the search thread panicked");
        }
    }
}

/// A string option's value, trimmed; `<empty>`, the default the handshake advertises,
/// is the empty string (`Settings`, `Baseline`).
fn string_value(value: &str) -> &str {
    match value.trim() {
        "<empty>" => "",
        line => line,
    }
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
