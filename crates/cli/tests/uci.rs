//! A UCI session driven through the real protocol: the `pioneer uci` binary on pipes.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Position};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(20);
/// How long the Pioneer engine may take to get ready (its tables).
const READY_TIMEOUT: Duration = Duration::from_secs(300);

struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pioneer"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("start pioneer uci");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin: Some(stdin),
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write to engine");
        stdin.flush().expect("flush");
    }

    /// Reads lines until one satisfies `pred`; returns it and everything before it.
    fn wait_for(&mut self, what: &str, pred: impl Fn(&str) -> bool) -> (String, Vec<String>) {
        self.wait_within(what, TIMEOUT, pred)
    }

    /// [`Engine::wait_for`] with its own time limit.
    fn wait_within(
        &mut self,
        what: &str,
        timeout: Duration,
        pred: impl Fn(&str) -> bool,
    ) -> (String, Vec<String>) {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if pred(&line) => return (line, seen),
                Ok(line) => seen.push(line),
                Err(RecvTimeoutError::Timeout) => panic!("timed out waiting for {what}: {seen:?}"),
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("engine closed its output waiting for {what}: {seen:?}")
                }
            }
        }
    }

    /// `uci` and its answer: the lines before `uciok` (id and options).
    fn handshake(&mut self) -> Vec<String> {
        self.send("uci");
        self.wait_for("uciok", |l| l == "uciok").1
    }

    /// Whether the handshake advertised exactly `option`.
    fn advertises(header: &[String], option: &str) -> bool {
        header.iter().any(|l| l == option)
    }

    fn bestmove(&mut self) -> (String, Vec<String>) {
        let (line, seen) = self.wait_for("bestmove", |l| l.starts_with("bestmove"));
        let mv = line
            .split_whitespace()
            .nth(1)
            .unwrap_or_default()
            .to_owned();
        (mv, seen)
    }

    /// Sends `go`, returns the first line it says that starts with `prefix` (what a search
    /// says of its settings) and checks that it answers a move.
    fn said_by_a_search(&mut self, go: &str, prefix: &str) -> String {
        self.send(go);
        let (line, _) = self.wait_for(prefix, |l| l.starts_with(prefix));
        let (mv, _) = self.bestmove();
        assert_eq!(mv.len(), 4, "{mv}");
        line
    }

    fn ready(&mut self) {
        self.send("isready");
        self.wait_for("readyok", |l| l == "readyok");
    }

    /// Plugs the zone search in and waits until it is ready: it builds its endgame tables
    /// first (seconds, more unoptimised on a busy machine), and answers `isready` after
    /// them, as the protocol intends, so that no timed `go` pays for them.
    fn use_pioneer(&mut self) {
        self.use_engine("pioneer");
    }

    /// Chooses the engine `name` (option `Engine`) and waits until it is ready
    /// ([`Engine::use_pioneer`]).
    fn use_engine(&mut self, name: &str) {
        self.send(&format!("setoption name Engine value {name}"));
        self.send("isready");
        self.wait_within("readyok", READY_TIMEOUT, |l| l == "readyok");
    }

    fn quit(mut self) {
        self.send("quit");
        let deadline = Instant::now() + TIMEOUT;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "{status:?}");
                return;
            }
            assert!(Instant::now() < deadline, "engine did not quit");
            std::thread::sleep(Duration::from_millis(10));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn assert_legal(pos: &Chess, uci: &str) {
    let m: UciMove = uci
        .parse()
        .unwrap_or_else(|_| panic!("not a UCI move: {uci}"));
    assert!(m.to_move(pos).is_ok(), "illegal best move {uci}");
}

fn after(moves: &[&str]) -> Chess {
    let mut pos = Chess::default();
    for m in moves {
        let mv = m.parse::<UciMove>().unwrap().to_move(&pos).unwrap();
        pos.play_unchecked(mv);
    }
    pos
}

#[test]
fn handshake_and_legal_best_moves() {
    let mut e = Engine::start();
    let header = e.handshake();
    assert!(header.iter().any(|l| l.starts_with("id name")));
    assert!(
        header
            .iter()
            .any(|l| l.starts_with("option name Engine type combo") && l.contains("var alphabeta"))
    );
    assert!(header.iter().any(|l| l.starts_with("option name Hash")));
    e.ready();
    e.send("setoption name Engine value alphabeta");
    e.send("setoption name Hash value 8");
    e.send("ucinewgame");
    e.send("position startpos moves e2e4 e7e5");
    e.send("go depth 5");
    let (mv, infos) = e.bestmove();
    assert_legal(&after(&["e2e4", "e7e5"]), &mv);
    let last_info = last_info(&infos);
    for field in [" score ", " nodes ", " nps ", " time ", " pv "] {
        assert!(last_info.contains(field), "{last_info}");
    }

    e.send("position fen 6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
    e.send("go nodes 20000");
    let (mv, infos) = e.bestmove();
    assert_eq!(mv, "a1a8");
    assert!(
        infos.iter().any(|l| l.contains("score mate 1")),
        "{infos:?}"
    );

    e.send("position startpos");
    e.send("go wtime 2000 btime 2000 winc 10 binc 10 movestogo 20");
    let (mv, _) = e.bestmove();
    assert_legal(&Chess::default(), &mv);

    e.send("go movetime 100");
    let (mv, _) = e.bestmove();
    assert_legal(&Chess::default(), &mv);
    e.quit();
}

#[test]
fn answers_while_searching_and_stops() {
    let mut e = Engine::start();
    e.handshake();
    e.send("position startpos moves d2d4");
    e.send("go infinite");
    // Let the search run, then check it still answers.
    std::thread::sleep(Duration::from_millis(200));
    e.send("isready");
    let (_, before) = e.wait_for("readyok", |l| l == "readyok");
    assert!(
        !before.iter().any(|l| l.starts_with("bestmove")),
        "an infinite search must not end by itself"
    );
    std::thread::sleep(Duration::from_millis(100));
    e.send("stop");
    let (mv, _) = e.bestmove();
    assert_legal(&after(&["d2d4"]), &mv);
    // Stop when idle is harmless; the engine keeps working.
    e.send("stop");
    e.ready();
    e.send("go depth 3");
    let (mv, _) = e.bestmove();
    assert_legal(&after(&["d2d4"]), &mv);
    e.quit();
}

#[test]
fn survives_malformed_commands() {
    let mut e = Engine::start();
    for bad in [
        "",
        "   ",
        "xyzzy",
        "position",
        "position fen",
        "position fen not a fen at all",
        "position fen 8/8/8/8/8/8/8/8 w - - 0 1",
        "position startpos moves e2e5",
        "position startpos moves e2e4 zzzz",
        "position banana",
        "setoption",
        "setoption name",
        "setoption name Hash value lots",
        "setoption name Hash value 0",
        "setoption name Engine value zones",
        "setoption name Nonexistent value 3",
        "go depth",
        "go depth abc",
        "go nodes -5",
        "go movetime",
        "perft",
        "perft x",
        "d",
        "\u{1b}[A\u{0}",
    ] {
        e.send(bad);
        if bad.starts_with("go") {
            let (mv, _) = e.bestmove();
            assert_legal(&after(&["e2e4"]), &mv);
        }
    }
    e.ready();
    // A bad move keeps the legal prefix, as Stockfish does: `moves e2e5` left the initial
    // position, `moves e2e4 zzzz` the position after 1.e4; the other bad `position`
    // commands changed nothing.
    e.send("perft 2");
    e.wait_for("perft result", |l| l == "Nodes searched: 600");
    e.send("go depth 2");
    let (mv, _) = e.bestmove();
    assert_legal(&after(&["e2e4"]), &mv);
    e.quit();
}

#[test]
fn no_legal_move_gives_null_move() {
    let mut e = Engine::start();
    e.send("position fen R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1");
    e.send("go depth 3");
    let (mv, _) = e.bestmove();
    assert_eq!(mv, "0000");
    e.send("position fen k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(50));
    e.send("stop");
    let (mv, _) = e.bestmove();
    assert_eq!(mv, "0000");
    e.send("d");
    e.wait_for("fen line", |l| l.starts_with("Fen: k7/2Q5/1K6"));
    e.quit();
}

#[test]
fn end_of_input_ends_the_session() {
    let mut e = Engine::start();
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(50));
    // Closing stdin must stop the search and end the program.
    e.stdin = None;
    let deadline = Instant::now() + TIMEOUT;
    loop {
        if let Ok(Some(_)) = e.child.try_wait() {
            break;
        }
        assert!(Instant::now() < deadline, "engine did not end on EOF");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// `setoption name Engine value pioneer` plugs the zone search in: the breakthrough 1.b6.
#[test]
fn the_pioneer_engine_plays_through_uci() {
    let mut e = Engine::start();
    let seen = e.handshake();
    assert!(seen.iter().any(|l| l.contains("var pioneer")), "{seen:?}");
    e.use_pioneer();
    e.send("position fen 7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1");
    e.send("go movetime 5000");
    let (mv, seen) = e.bestmove();
    assert_eq!(mv, "b5b6", "{seen:?}");
    assert!(seen.iter().any(|l| l.starts_with("info depth")));
    e.send("quit");
}

/// `MultiPV` (advertised, 1 … 8): every iteration reports that many lines, each starting
/// with another move, from the baseline (root searched again without the moves reported)
/// and from Pioneer (its root's other sons).
#[test]
fn multipv_lines_for_both_engines() {
    let mut e = Engine::start();
    let header = e.handshake();
    assert!(
        Engine::advertises(
            &header,
            "option name MultiPV type spin default 1 min 1 max 8"
        ),
        "{header:?}"
    );
    e.send("setoption name MultiPV value 9");
    let (bad, _) = e.wait_for("error", |l| l.starts_with("info string error"));
    assert!(bad.contains("MultiPV"), "{bad}");
    e.send("setoption name MultiPV value 3");
    e.send("position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    e.send("go depth 5");
    let (mv, seen) = e.bestmove();
    assert_eq!(mv, "h8g7", "{seen:?}");
    for d in 1..=5 {
        let firsts: Vec<&str> = (1..=3)
            .map(|k| {
                let l = seen
                    .iter()
                    .find(|l| {
                        l.starts_with(&format!("info depth {d} "))
                            && l.contains(&format!(" multipv {k} "))
                    })
                    .unwrap_or_else(|| panic!("depth {d} multipv {k}: {seen:?}"));
                l.split(" pv ")
                    .nth(1)
                    .unwrap()
                    .split_whitespace()
                    .next()
                    .unwrap()
            })
            .collect();
        assert!(firsts[0] != firsts[1] && firsts[1] != firsts[2] && firsts[0] != firsts[2]);
    }
    e.use_pioneer();
    e.send("setoption name MultiPV value 2");
    e.send("go movetime 5000");
    let (mv, seen) = e.bestmove();
    assert_eq!(mv, "h8g7", "{seen:?}");
    let second = seen
        .iter()
        .find(|l| l.contains(" multipv 2 "))
        .unwrap_or_else(|| panic!("{seen:?}"));
    // 1.c7? loses the pawn and then the game: the king-and-pawn table (item 26) sees
    // Black's mate once White's pawn is gone.
    assert!(
        second.contains("score mate -") && second.ends_with(" pv c6c7"),
        "{second}"
    );
    e.send("quit");
}

/// Every `info` line with a score must carry it in the protocol's sense and a non-empty pv.
fn assert_protocol_info(line: &str) {
    let words: Vec<&str> = line.split_whitespace().collect();
    if let Some(i) = words.iter().position(|w| *w == "score") {
        assert!(
            matches!(words.get(i + 1), Some(&"cp") | Some(&"mate")),
            "{line}"
        );
        assert!(words[i + 2].parse::<i32>().is_ok(), "{line}");
    }
    if let Some(i) = words.iter().position(|w| *w == "pv") {
        assert!(i + 1 < words.len(), "an empty pv: {line}");
    }
    if let Some(i) = words.iter().position(|w| *w == "depth") {
        assert!(words[i + 1].parse::<u32>().is_ok_and(|d| d >= 1), "{line}");
    }
}

#[test]
fn pioneer_reports_every_deepening_step_before_stop() {
    let mut e = Engine::start();
    let header = e.handshake();
    assert!(
        header
            .iter()
            .any(|l| l.starts_with("option name Engine type combo") && l.contains("var pioneer"))
    );
    assert!(header.iter().any(|l| {
        l.starts_with("option name Preset type combo default play")
            && l.contains("var fig21")
            && l.contains("var studies")
    }));
    e.use_pioneer();
    e.send("position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    e.send("go infinite");
    let (settings, _) = e.wait_for("the settings", |l| l.starts_with("info string settings:"));
    assert!(settings.contains("preset play, horizon 4"), "{settings}");
    // An `info` with a score and a pv arrives while the search waits for `stop`.
    let (info, _) = e.wait_for("an info line with score and pv", |l| {
        l.starts_with("info depth") && l.contains(" score ") && l.contains(" pv ")
    });
    assert_protocol_info(&info);
    std::thread::sleep(Duration::from_millis(300));
    e.send("stop");
    let (mv, infos) = e.bestmove();
    assert_legal(
        &pioneer_rules::parse_fen("7K/8/k1P5/7p/8/8/8/8 w - - 0 1").unwrap(),
        &mv,
    );
    let depths: Vec<u32> = std::iter::once(info.as_str())
        .chain(infos.iter().map(String::as_str))
        .filter(|l| l.starts_with("info depth"))
        .inspect(|l| assert_protocol_info(l))
        .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
        .collect();
    assert!(depths.len() >= 2, "one info per deepening step: {depths:?}");
    // The depth caps grow within a horizon and start again at 2 at a wider one.
    assert_eq!(depths.first(), Some(&2), "{depths:?}");
    assert!(
        depths.windows(2).all(|w| w[1] == 2 || w[1] > w[0]),
        "{depths:?}"
    );
    e.quit();
}

#[test]
fn pioneer_scores_are_centipawns_for_the_side_to_move() {
    let mut e = Engine::start();
    e.use_pioneer();
    // White to move, a queen up: the score is about +900, not the 0 won since the root.
    e.send("position fen 4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    e.send("go depth 4");
    let (_, infos) = e.bestmove();
    let last = last_info(&infos);
    assert!(
        last.contains("score cp 900") || last.contains("score mate"),
        "{last}"
    );
    // Black to move, a queen down: from Black's side.
    e.send("position fen 4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    e.send("go depth 4");
    let (_, infos) = e.bestmove();
    let last = last_info(&infos);
    assert!(
        last.contains("score cp -900") || last.contains("score mate -"),
        "{last}"
    );
    e.quit();
}

#[test]
fn searchmoves_restricts_both_engines() {
    for engine in ["alphabeta", "pioneer"] {
        let mut e = Engine::start();
        e.use_engine(engine);
        e.send("position startpos");
        e.send("go depth 3 searchmoves a2a3 h2h3");
        let (mv, infos) = e.bestmove();
        assert!(mv == "a2a3" || mv == "h2h3", "{engine}: {mv}");
        // Both engines report their steps (Pioneer's root searches only those moves).
        assert!(
            infos.iter().any(|l| l.starts_with("info depth")),
            "{engine}: {infos:?}"
        );
        for l in infos.iter().filter(|l| l.starts_with("info depth")) {
            assert_protocol_info(l);
            let first = l
                .split(" pv ")
                .nth(1)
                .and_then(|p| p.split_whitespace().next());
            assert!(
                first.is_none_or(|m| m == "a2a3" || m == "h2h3"),
                "{engine}: {l}"
            );
        }
        e.quit();
    }
}

#[test]
fn a_line_that_is_not_utf8_leaves_the_session_alive() {
    let mut e = Engine::start();
    {
        let stdin = e.stdin.as_mut().expect("stdin");
        stdin
            .write_all(b"\xff\xfe\x80 position startpos\n")
            .unwrap();
        stdin.write_all(&[b'x'; 20_000]).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    }
    let (answer, _) = e.wait_for("an info string", |l| l.starts_with("info string"));
    assert!(answer.contains("not UTF-8"), "{answer}");
    e.ready();
    let (unknown, _) = {
        e.send("isready");
        e.wait_for("readyok", |l| l == "readyok")
    };
    assert_eq!(unknown, "readyok");
    e.send("go depth 1");
    let (mv, _) = e.bestmove();
    assert_legal(&Chess::default(), &mv);
    e.quit();
}

#[test]
fn a_long_alphabeta_search_says_its_current_root_move() {
    let mut e = Engine::start();
    e.send("setoption name Engine value alphabeta");
    // A middlegame (the Italian after 8 moves): no iteration finishes at once.
    e.send("position fen r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7");
    // A short search says nothing of its root moves (the first second is quiet).
    e.send("go depth 2");
    let (_, infos) = e.bestmove();
    assert!(!infos.iter().any(|l| l.contains("currmove")), "{infos:?}");
    let start = Instant::now();
    e.send("go infinite");
    let (line, _) = e.wait_for("info currmove", |l| l.starts_with("info currmove"));
    assert!(start.elapsed() >= Duration::from_millis(900), "{line}");
    let words: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(words.len(), 5, "{line}");
    assert_eq!(words[3], "currmovenumber", "{line}");
    assert!(words[4].parse::<u32>().is_ok_and(|n| n >= 1), "{line}");
    assert_legal(
        &"r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2NP1N2/PPP2PPP/R1BQ1RK1 w - - 0 7"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap(),
        words[2],
    );
    e.send("stop");
    let (mv, _) = e.bestmove();
    assert_ne!(mv, "0000");
    e.quit();
}

/// Moving on rails (§2.11): after `position … moves <ours> <reply>` Pioneer continues from
/// the subtree it kept and says so; `ucinewgame` and the option `Rails` false search afresh.
#[test]
fn pioneer_continues_on_rails_after_its_move_and_the_reply() {
    const RETI: &str = "position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let rails = |l: &String| l.starts_with("info string rails kept");
    let mut e = Engine::start();
    let seen = e.handshake();
    // Off in the play preset, the UCI default (docs/studies-log.md, forty-ninth session).
    assert!(Engine::advertises(
        &seen,
        "option name Rails type check default false"
    ));
    e.use_pioneer();
    e.send("setoption name Rails value true");
    let game = |e: &mut Engine| {
        e.send(RETI);
        e.send("go movetime 15000");
        let (mv, seen) = e.bestmove();
        assert_eq!(mv, "h8g7", "{seen:?}");
        assert!(!seen.iter().any(rails), "{seen:?}");
        e.send(&format!("{RETI} moves h8g7 h5h4"));
        e.send("go movetime 15000");
        e.bestmove()
    };
    let (mv, seen) = game(&mut e);
    assert_eq!(mv, "g7f6", "{seen:?}");
    let said = seen.iter().find(|l| rails(l)).expect("on rails");
    let kept: u64 = said
        .split_whitespace()
        .nth(4)
        .and_then(|n| n.parse().ok())
        .expect("a count");
    assert!(kept > 1, "{said}");
    // A new game forgets the tree.
    e.send("ucinewgame");
    e.send(&format!("{RETI} moves h8g7 h5h4"));
    e.send("go movetime 15000");
    let (_, seen) = e.bestmove();
    assert!(!seen.iter().any(rails), "{seen:?}");
    // The option off: every move afresh.
    e.send("setoption name Rails value false");
    let (mv, seen) = game(&mut e);
    assert_eq!(mv, "g7f6", "{seen:?}");
    assert!(!seen.iter().any(rails), "{seen:?}");
    e.quit();
}

/// The option `Settings` takes the search command's flags over the option `Preset`; every
/// `go` says what is in effect, bad flags change nothing, an empty value clears them.
#[test]
fn the_settings_option_takes_the_search_flags() {
    let mut e = Engine::start();
    let header = e.handshake();
    assert!(
        Engine::advertises(&header, "option name Settings type string default <empty>"),
        "{header:?}"
    );
    e.use_pioneer();
    e.send("position fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1");
    let settings_of_a_search =
        |e: &mut Engine| e.said_by_a_search("go nodes 3000", "info string settings:");
    e.send("setoption name Settings value --no-zone-time --horizon 6");
    let s = settings_of_a_search(&mut e);
    assert!(
        s.contains("horizon 6") && s.contains("zone_time off"),
        "{s}"
    );
    // Bad flags: one error line, the settings as they were.
    e.send("setoption name Settings value --no-zone-time --no-such-switch");
    let (bad, _) = e.wait_for("error", |l| l.starts_with("info string error"));
    assert!(
        bad.contains("Settings") && bad.contains("--no-such-switch"),
        "{bad}"
    );
    let s = settings_of_a_search(&mut e);
    assert!(
        s.contains("horizon 6") && s.contains("zone_time off"),
        "{s}"
    );
    // A preset named in the flags wins over the option `Preset`.
    e.send("setoption name Settings value --preset fig21");
    let s = settings_of_a_search(&mut e);
    assert!(
        s.starts_with("info string settings: preset fig21, horizon 4, changes none"),
        "{s}"
    );
    // Empty: the option `Preset` alone.
    e.send("setoption name Settings value");
    let s = settings_of_a_search(&mut e);
    assert!(
        s.starts_with("info string settings: preset play, horizon 4, changes none"),
        "{s}"
    );
    e.quit();
}

/// The option `Baseline` takes `pioneer alphabeta`'s switches for the alpha-beta engine;
/// every alpha-beta `go` says the configuration in effect, bad flags change nothing, the
/// table's size stays the option `Hash`'s, an empty value gives the default back.
#[test]
fn the_baseline_option_takes_the_alphabeta_switches() {
    let mut e = Engine::start();
    let header = e.handshake();
    assert!(
        Engine::advertises(&header, "option name Baseline type string default <empty>"),
        "{header:?}"
    );
    e.send("setoption name Hash value 4");
    e.send("position startpos");
    let baseline_of_a_search =
        |e: &mut Engine| e.said_by_a_search("go depth 3", "info string baseline:");
    let default = baseline_of_a_search(&mut e);
    assert!(
        default.contains(r#""algorithm":"alpha_beta""#) && default.contains(r#""hash_mib":4"#),
        "{default}"
    );
    e.send("setoption name Baseline value --pvs --null-move --eval standard");
    let strong = baseline_of_a_search(&mut e);
    for part in [
        r#""algorithm":"pvs""#,
        r#""null_move":true"#,
        r#""eval":"standard""#,
        r#""hash_mib":4"#,
    ] {
        assert!(strong.contains(part), "{part}: {strong}");
    }
    // Bad flags, and the table's size: one error line each, the configuration as it was.
    for bad in ["--pvs --no-such-switch", "--hash 64"] {
        e.send(&format!("setoption name Baseline value {bad}"));
        let (said, _) = e.wait_for("error", |l| l.starts_with("info string error"));
        assert!(said.contains("Baseline"), "{said}");
        assert_eq!(baseline_of_a_search(&mut e), strong);
    }
    // The option `Eval` after it overrides its evaluation.
    e.send("setoption name Eval value material");
    let material = baseline_of_a_search(&mut e);
    assert!(
        material.contains(r#""eval":"material""#) && material.contains(r#""null_move":true"#),
        "{material}"
    );
    // Empty: the default configuration.
    e.send("setoption name Baseline value");
    assert_eq!(baseline_of_a_search(&mut e), default);
    e.quit();
}

/// The last `info depth …` line a search sent (the one of its answer).
fn last_info(infos: &[String]) -> &str {
    infos
        .iter()
        .rev()
        .find(|l| l.starts_with("info depth"))
        .expect("an info line")
}
