//! `go`: the limits it carries, the search thread, the `info` lines and the `bestmove`.

use super::{Out, Session};
use pioneer_baseline::move_uci;
use pioneer_engine::{Answer, CurrMove, EngineLimits, Iteration, StopCause, Value};
use pioneer_rules::Ply;
use shakmaty::{Chess, Color, Move, Position};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The depth searched when `go` carries no usable limit (e.g. `go depth abc`).
const FALLBACK_DEPTH: u32 = 6;
/// The time limit of `go infinite` (the search ends at `stop` long before).
const INFINITE: Duration = Duration::from_secs(3600);
/// How often a long search says how far it is (`info nodes … time …`).
const TICK: Duration = Duration::from_secs(1);
/// The words of `go` that take arguments or stand alone (they end a `searchmoves` list).
const GO_WORDS: &[&str] = &[
    "searchmoves",
    "ponder",
    "wtime",
    "btime",
    "winc",
    "binc",
    "movestogo",
    "depth",
    "nodes",
    "mate",
    "movetime",
    "infinite",
];

/// A running search: its stop flag and the thread that prints its `bestmove`.
pub(super) struct Worker {
    pub(super) stop: Arc<AtomicBool>,
    pub(super) handle: std::thread::JoinHandle<Box<dyn pioneer_engine::Engine>>,
}

impl Session {
    /// `go …`: starts the search on its own thread.
    pub(super) fn go(&mut self, args: &[&str]) {
        let mut limits = EngineLimits::default();
        let (mut wtime, mut btime, mut winc, mut binc, mut movestogo) = (None, None, 0, 0, None);
        let mut infinite = false;
        let num = |i: usize| -> Option<i64> { args.get(i + 1).and_then(|v| v.parse::<i64>().ok()) };
        let pos = self.position.current().clone();
        for (i, &t) in args.iter().enumerate() {
            match t {
                "depth" => limits.depth = num(i).map(|d| d.clamp(1, 64) as u32),
                "nodes" => limits.nodes = num(i).map(|n| n.max(1) as u64),
                "movetime" => {
                    limits.time = num(i).map(|ms| Duration::from_millis(ms.max(1) as u64))
                }
                "wtime" => wtime = num(i),
                "btime" => btime = num(i),
                "winc" => winc = num(i).unwrap_or(0).clamp(0, i64::MAX / 4),
                "binc" => binc = num(i).unwrap_or(0).clamp(0, i64::MAX / 4),
                "movestogo" => movestogo = num(i),
                "infinite" => infinite = true,
                "searchmoves" => {
                    for text in args[i + 1..].iter().take_while(|w| !GO_WORDS.contains(w)) {
                        match text
                            .parse::<shakmaty::uci::UciMove>()
                            .ok()
                            .and_then(|u| u.to_move(&pos).ok())
                        {
                            Some(m) => limits.searchmoves.push(m),
                            None => self.out.say(&format!(
                                "info string error: searchmoves: '{}' is not a legal move here (ignored)",
                                crate::out::one_line(text)
                            )),
                        }
                    }
                }
                _ => {}
            }
        }
        let (time, inc) = match pos.turn() {
            Color::White => (wtime, winc),
            Color::Black => (btime, binc),
        };
        if limits.time.is_none()
            && let Some(time) = time
        {
            let time = time.clamp(0, i64::MAX / 4);
            let mtg = movestogo.unwrap_or(30).clamp(1, 100);
            let budget = (time / mtg + inc * 3 / 4).min(time - 50).max(1);
            limits.time = Some(Duration::from_millis(budget as u64));
        }
        if !infinite && limits.depth.is_none() && limits.nodes.is_none() && limits.time.is_none() {
            if args.is_empty() || args.first() == Some(&"searchmoves") {
                infinite = true; // a bare `go` searches until `stop`
            } else {
                self.out.say(&format!(
                    "info string error: no usable limit in 'go {}', searching to depth {FALLBACK_DEPTH}",
                    crate::out::one_line(&args.join(" "))
                ));
                limits.depth = Some(FALLBACK_DEPTH);
            }
        }
        if infinite && limits.time.is_none() {
            // Pioneer's searches are always bounded in time; an hour is "until stop".
            limits.time = Some(INFINITE);
        }
        if self.kind == super::Kind::Pioneer {
            let settings = self.pioneer_config().summary(self.pioneer_preset());
            self.out.say(&format!("info string settings: {settings}"));
        } else if let Ok(config) = serde_json::to_string(&self.config) {
            self.out.say(&format!("info string baseline: {config}"));
        }
        let stop = Arc::new(AtomicBool::new(false));
        limits.stop = Some(stop.clone());
        limits.multipv = self.multipv;
        let progress = Arc::new(AtomicU64::new(0));
        limits.progress = Some(progress.clone());
        limits.steps = true;
        let said = self.out.clone();
        limits.currmove = Some(CurrMove(Arc::new(move |m, n| {
            said.say(&format!("info currmove {} currmovenumber {n}", move_uci(m)));
        })));
        let multi = self.multipv > 1;
        let Some(mut engine) = self.engine.take() else {
            return;
        };
        let position = self.position.clone();
        let flag = stop.clone();
        let out = self.out.clone();
        let handle = std::thread::spawn(move || {
            let done = Arc::new(AtomicBool::new(false));
            let ticker = ticker(out.clone(), progress, done.clone());
            let start = Instant::now();
            let result = engine.search(&position, &limits, &mut |it: &Iteration| {
                for line in info_lines(it, &pos, multi) {
                    out.say(&line);
                }
            });
            done.store(true, Ordering::Relaxed);
            ticker.thread().unpark();
            let _ = ticker.join();
            if let Some(r) = result.as_ref().ok().and_then(|a| a.counters.rails) {
                // Moving on rails (§2.11): this search continued from the kept tree.
                out.say(&format!(
                    "info string rails kept {} nodes, {} lines ended by kept values",
                    r.kept, r.reused
                ));
            }
            if let Ok(a) = &result
                && a.iterations.is_empty()
                && let Some(m) = a.best_move
            {
                // Never an answer without an `info` line carrying its move.
                out.say(&format!(
                    "info depth 1 time {} pv {}",
                    start.elapsed().as_millis(),
                    move_uci(m)
                ));
            }
            if infinite {
                // UCI: after `go infinite` the best move waits for `stop`.
                while !flag.load(Ordering::Relaxed) {
                    // `stop` unparks this thread (Session::finish_search).
                    std::thread::park_timeout(Duration::from_millis(100));
                }
            }
            say_bestmove(&out, engine.name(), &pos, result.ok());
            engine
        });
        self.worker = Some(Worker { stop, handle });
    }
}

/// A thread that says `info nodes … time … nps …` every [`TICK`] until `done`.
fn ticker(
    out: Out,
    progress: Arc<AtomicU64>,
    done: Arc<AtomicBool>,
) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        let start = Instant::now();
        let mut next = TICK;
        while !done.load(Ordering::Relaxed) {
            // Woken at the next tick, or at once when the search ends.
            std::thread::park_timeout(next.saturating_sub(start.elapsed()));
            let elapsed = start.elapsed();
            if elapsed >= next && !done.load(Ordering::Relaxed) {
                let nodes = progress.load(Ordering::Relaxed);
                out.say(&format!(
                    "info nodes {nodes} time {} nps {}",
                    elapsed.as_millis(),
                    pioneer_baseline::search::nps(nodes, elapsed)
                ));
                next += TICK;
            }
        }
    })
}

/// The `bestmove` line; with no move chosen but legal moves left (Pioneer's MO may offer
/// none), the first legal move, said in an `info string`.
fn say_bestmove(out: &Out, name: &str, pos: &Chess, answer: Option<Answer>) {
    if let Some(m) = answer.as_ref().and_then(|a| a.best_move) {
        out.say(&format!("bestmove {}", move_uci(m)));
        return;
    }
    match pos.legal_moves().first() {
        Some(m) => {
            let why = match answer.map(|a| a.stop) {
                Some(StopCause::NoCandidate) => "no move in the MO",
                _ => "no move chosen",
            };
            out.say(&format!(
                "info string {name}: {why}, playing the first legal move"
            ));
            out.say(&format!("bestmove {}", move_uci(*m)));
        }
        None => out.say("bestmove 0000"),
    }
}

/// A line's moves for the protocol: UCI notation, up to the first pass (a pass is not a
/// chess move a GUI can show).
fn pv_text(pv: &[Ply]) -> Vec<String> {
    pv.iter()
        .map_while(|p| match p {
            Ply::Move(m) => Some(move_uci(*m)),
            Ply::Pass => None,
        })
        .collect()
}

/// The score in the protocol's sense: centipawns from the side to move's point of view, a
/// mate as `mate N` (moves, negative when the side to move is mated). Pioneer's value
/// is material won since the root from White's side: the root's own balance is added, and
/// its positional score, if any, as at most half a pawn (`Value::positional_cp`);
/// a checkmate (`MATE − depth`) or a king's value (kings as targets) is a mate.
pub(super) fn uci_score(value: Value, root: &Chess, plies: usize) -> String {
    match value {
        Value::Material(m) | Value::MaterialPositional { material: m, .. } => {
            let own = |c: Color| -> i32 {
                let board = root.board();
                shakmaty::Role::ALL
                    .iter()
                    .filter(|r| **r != shakmaty::Role::King)
                    .map(|&r| {
                        (board.by_role(r) & board.by_color(c)).count() as i32
                            * pioneer_rules::value(r)
                    })
                    .sum()
            };
            // The positional score (Appendix 2) adds at most half a pawn.
            let white_cp =
                (own(Color::White) - own(Color::Black) + m) * 100 + value.positional_cp();
            let mover = if root.turn() == Color::White {
                white_cp
            } else {
                -white_cp
            };
            if m.abs() >= pioneer_rules::value(shakmaty::Role::King) / 2 {
                // A checkmate is worth MATE − its depth in half-moves; a king taken (kings
                // as targets) is a mate at the end of the line.
                let plies = if m.abs() > pioneer_tree::MATE / 2 {
                    (pioneer_tree::MATE - m.abs()).max(1) as usize
                } else {
                    plies
                };
                let moves = plies.div_ceil(2).max(1) as i32;
                let mates = (m > 0) == (root.turn() == Color::White);
                format!("mate {}", if mates { moves } else { -moves })
            } else {
                format!("cp {mover}")
            }
        }
        other => other.to_string(),
    }
}

/// The `info` lines of one iteration: the best line, with `multipv 1` when more were
/// asked for, then lines 2, 3, … (`multi`: `MultiPV` above 1). The depth is the
/// iteration's; a line without moves says its best move, or no `pv` at all.
pub(super) fn info_lines(it: &Iteration, root: &Chess, multi: bool) -> Vec<String> {
    let seldepth = it
        .seldepth
        .map_or(String::new(), |s| format!(" seldepth {s}"));
    let line = |k: usize, value: Value, pv: &[Ply], best: Option<Move>| {
        let rank = if multi {
            format!(" multipv {k}")
        } else {
            String::new()
        };
        let mut moves = pv_text(pv);
        if moves.is_empty()
            && let Some(m) = best
        {
            moves.push(move_uci(m));
        }
        let plies = moves.len();
        let pv = if moves.is_empty() {
            String::new()
        } else {
            format!(" pv {}", moves.join(" "))
        };
        format!(
            "info depth {}{seldepth}{rank} score {} nodes {} nps {} time {}{pv}",
            it.depth.max(1),
            uci_score(value, root, plies),
            it.nodes,
            pioneer_baseline::search::nps(it.nodes, it.elapsed),
            it.elapsed.as_millis(),
        )
    };
    let mut out = vec![line(1, it.value, &it.pv, it.best_move)];
    if multi {
        for (i, l) in it.lines.iter().enumerate() {
            out.push(line(i + 2, l.value, &l.pv, None));
        }
    }
    out
}
