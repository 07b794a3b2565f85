//! The mate tables (`pioneer_rules::mate_table`) against oracles: the known longest mates
//! (KQK 10 moves, KRK 16, KPK 28 with the published positions), shakmaty's own checkmate
//! and stalemate tests along played-out lines, and Stockfish's mate scores where Stockfish
//! is installed (skipped otherwise).

use pioneer_rules::mate_table::{MateTable, Mater, Verdict, mating_move, verdict};
use pioneer_rules::{Chess, Color, Position};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Role, Setup, Square};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod common;
use common::Lcg;

/// Legal positions of the class, drawn at random: the mating piece's colour and the side
/// to move vary too.
fn positions(role: Role, count: usize, seed: u64) -> Vec<Chess> {
    let mut rng = Lcg(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let sq: Vec<Square> = (0..3).map(|_| Square::new(rng.below(64) as u32)).collect();
        if sq[0] == sq[1] || sq[0] == sq[2] || sq[1] == sq[2] {
            continue;
        }
        let strong = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut board = Board::empty();
        board.set_piece_at(sq[0], strong.king());
        board.set_piece_at(sq[1], (!strong).king());
        board.set_piece_at(
            sq[2],
            Piece {
                color: strong,
                role,
            },
        );
        let mut setup = Setup::empty();
        setup.board = board;
        setup.turn = if rng.below(2) == 0 { strong } else { !strong };
        if let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) {
            out.push(pos);
        }
    }
    out
}

#[test]
fn the_longest_mates_are_the_known_ones() {
    assert_eq!(MateTable::get(Mater::Queen).longest(), 10);
    assert_eq!(MateTable::get(Mater::Rook).longest(), 16);
    assert_eq!(MateTable::get(Mater::Pawn).longest(), 28);
}

/// `fen`, and the same position mirrored left to right.
fn with_mirror(fen: &str) -> [Chess; 2] {
    let pos: Chess = pioneer_rules::parse_fen(fen).unwrap();
    let mut setup = pos.to_setup(shakmaty::EnPassantMode::Legal);
    setup.board.flip_horizontal();
    let mirrored = Chess::from_setup(setup, CastlingMode::Standard).unwrap();
    [pos, mirrored]
}

#[test]
fn the_longest_pawn_mates_are_the_published_ones() {
    // The 3-man tablebase's longest KPK mates (Nalimov's tables, as listed on Kirill
    // Kryukov's endgame board, "Longest Mate in kqk"; 56 plies in H. Conrady's list):
    // White to move mates in 28 from Ka2/Kb2/Ka3, Pg2, kb5; Black to move is mated in 28
    // from Ka3, Pg2, ka5/ka6. Every position of the class is drawn here, each side to
    // move, and the 28s must be exactly these and their mirror images.
    let wtm = [
        "8/8/8/1k6/8/8/K5P1/8 w - - 0 1",
        "8/8/8/1k6/8/8/1K4P1/8 w - - 0 1",
        "8/8/8/1k6/8/K7/6P1/8 w - - 0 1",
    ];
    let btm = [
        "8/8/8/k7/8/K7/6P1/8 b - - 0 1",
        "8/8/k7/8/8/K7/6P1/8 b - - 0 1",
    ];
    let expected: Vec<Chess> = wtm
        .iter()
        .chain(&btm)
        .flat_map(|f| with_mirror(f))
        .collect();
    let mut found = Vec::new();
    for wk in Square::ALL {
        for bk in Square::ALL {
            for p in Square::ALL {
                for turn in [Color::White, Color::Black] {
                    let mut board = Board::empty();
                    if wk == bk || wk == p || bk == p {
                        continue;
                    }
                    board.set_piece_at(wk, Color::White.king());
                    board.set_piece_at(bk, Color::Black.king());
                    board.set_piece_at(p, Color::White.pawn());
                    let mut setup = Setup::empty();
                    setup.board = board;
                    setup.turn = turn;
                    let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) else {
                        continue;
                    };
                    if matches!(verdict(&pos), Some(Verdict::Mates(28) | Verdict::Mated(28))) {
                        found.push(pos);
                    }
                }
            }
        }
    }
    assert_eq!(found.len(), expected.len(), "{found:?}");
    for pos in &expected {
        assert!(found.contains(pos), "{pos:?} is not a mate in 28");
    }
}

/// The bare king's longest resistance: the reply after which the mate is furthest.
fn longest_defence(pos: &Chess) -> Option<shakmaty::Move> {
    pos.legal_moves().into_iter().max_by_key(|m| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        match verdict(&after) {
            Some(Verdict::Mates(n)) => i32::from(n),
            _ => 1000, // a capture of the piece (a draw): the best defence there is
        }
    })
}

#[test]
fn every_verdict_is_played_out_by_the_rules() {
    // From each position the winning side plays the table's fastest mate and the bare king
    // its longest defence; shakmaty must see checkmate exactly when the table says so,
    // after exactly the number of moves it says. A draw by the table: the bare king to
    // move can take the piece or is stalemated, or the mating side to move has only
    // moves the table calls drawn (checked one level down).
    for role in [Role::Queen, Role::Rook, Role::Pawn] {
        for start in positions(role, 300, 7 + role as u64) {
            let mut pos = start.clone();
            let Some(v) = verdict(&pos) else {
                panic!("{start:?} is in the class");
            };
            let mut left = match v {
                Verdict::Mates(n) => 2 * u32::from(n) - 1,
                Verdict::Mated(n) => 2 * u32::from(n),
                Verdict::Draw => {
                    let drawn = pos.legal_moves().into_iter().all(|m| {
                        let mut after = pos.clone();
                        after.play_unchecked(m);
                        !matches!(verdict(&after), Some(Verdict::Mated(_)))
                    });
                    assert!(drawn, "a table draw with a winning move: {start:?}");
                    // The bare king to move holds the draw: a capture, a stalemate, or a
                    // move the table calls drawn.
                    let bare = pos.board().by_color(pos.turn()).count() == 1;
                    let holds = pos.legal_moves().is_empty()
                        || pos.legal_moves().into_iter().any(|m| {
                            let mut after = pos.clone();
                            after.play_unchecked(m);
                            !matches!(verdict(&after), Some(Verdict::Mates(_)))
                        });
                    assert!(
                        !bare || holds,
                        "a table draw the bare king loses: {start:?}"
                    );
                    continue;
                }
            };
            while left > 0 {
                let m = if matches!(verdict(&pos), Some(Verdict::Mates(_))) {
                    mating_move(&pos).expect("a won position has a mating move")
                } else {
                    longest_defence(&pos).expect("the bare king has a move")
                };
                pos.play_unchecked(m);
                left -= 1;
                assert_eq!(pos.is_checkmate(), left == 0, "from {start:?}");
            }
        }
    }
}

/// How many nodes Stockfish may search for a mate the table says it must find: a node
/// limit, not a time, so that a busy machine (tests run side by side) does not turn a
/// slow answer into a failure; about 5 s of an idle core.
const MUST_FIND_NODES: u64 = 20_000_000;

#[test]
fn the_tables_agree_with_stockfish() {
    // Stockfish reports `score mate k` for the side to move. Asked for a mate in the
    // table's n (`go mate n`), it must find one of at most n moves; searching to a fixed
    // depth, it must never report a mate shorter than the table's (it may report a longer
    // one: a search to a fixed depth finds *a* mate, not the shortest).
    let Some(mut sf) = Stockfish::start() else {
        eprintln!("stockfish not installed: skipped");
        return;
    };
    let mut checked = 0;
    for role in [Role::Queen, Role::Rook] {
        for pos in positions(role, 400, 99 + role as u64) {
            let Some(Verdict::Mates(n)) = verdict(&pos) else {
                continue;
            };
            if n > 6 {
                continue;
            }
            let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
            let fen = fen.to_string();
            let n = u32::from(n);
            let found = sf.mate(&fen, &format!("mate {n} nodes {MUST_FIND_NODES}"));
            assert!(
                found.is_some_and(|k| k <= n),
                "{fen}: table {n}, stockfish {found:?}"
            );
            let deep = sf.mate(&fen, &format!("depth {}", 2 * n + 8));
            assert!(
                deep.is_none_or(|k| k >= n),
                "{fen}: table {n}, stockfish {deep:?}"
            );
            checked += 1;
            if checked >= 40 {
                return;
            }
        }
    }
    assert!(checked > 10);
}

#[test]
fn the_pawn_table_agrees_with_stockfish() {
    // KPK: for a win in n ≤ 12, Stockfish asked for a mate in n − 1 finds none shorter
    // than n (it would refute the table), and for n ≤ 5 it finds the mate in n (longer
    // shortest mates Stockfish does not always find within seconds: the exact line is
    // checked by the play-outs above); for a draw with the pawn's side to move, Stockfish searching to depth 18
    // never reports a mate for it (a reported mate is a forced line: it would refute the
    // table).
    let Some(mut sf) = Stockfish::start() else {
        eprintln!("stockfish not installed: skipped");
        return;
    };
    let (mut wins, mut draws) = (0, 0);
    for pos in positions(Role::Pawn, 2000, 2026) {
        let pawn_side = pos
            .board()
            .pawns()
            .first()
            .and_then(|sq| pos.board().color_at(sq));
        let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
        let fen = fen.to_string();
        match verdict(&pos) {
            Some(Verdict::Mates(n)) if n <= 12 && wins < 20 => {
                let n = u32::from(n);
                let shorter = sf.mate(&fen, &format!("mate {} movetime 1000", n - 1));
                assert!(
                    shorter.is_none_or(|k| k >= n),
                    "{fen}: table {n}, stockfish {shorter:?}"
                );
                if n <= 5 {
                    let found = sf.mate(&fen, &format!("mate {n} nodes {}", 2 * MUST_FIND_NODES));
                    assert_eq!(found, Some(n), "{fen}: table {n}, stockfish {found:?}");
                }
                wins += 1;
            }
            Some(Verdict::Draw) if pawn_side == Some(pos.turn()) && draws < 20 => {
                let found = sf.mate(&fen, "depth 18");
                assert!(
                    found.is_none_or(|k| k == 0),
                    "{fen}: a table draw, stockfish mate {found:?}"
                );
                draws += 1;
            }
            _ => {}
        }
        if wins >= 20 && draws >= 20 {
            break;
        }
    }
    assert!(
        wins >= 10 && draws >= 10,
        "{wins} wins, {draws} draws checked"
    );
}

/// A Stockfish process spoken to over UCI.
struct Stockfish {
    child: std::process::Child,
    out: BufReader<std::process::ChildStdout>,
}

impl Stockfish {
    fn start() -> Option<Stockfish> {
        let path = ["/usr/games/stockfish", "/usr/bin/stockfish"]
            .into_iter()
            .find(|p| std::path::Path::new(p).exists())?;
        let mut child = Command::new(path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let out = BufReader::new(child.stdout.take()?);
        let mut sf = Stockfish { child, out };
        sf.send("uci");
        sf.wait_for("uciok");
        sf.send("setoption name Threads value 1");
        sf.send("isready");
        sf.wait_for("readyok");
        Some(sf)
    }

    fn send(&mut self, line: &str) {
        let stdin = self.child.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{line}").expect("write to stockfish");
    }

    fn wait_for(&mut self, word: &str) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.out.read_line(&mut line).expect("read from stockfish") == 0 {
                return lines;
            }
            let done = line.starts_with(word);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The mate in moves Stockfish reports after `go {limit}`, if any.
    fn mate(&mut self, fen: &str, limit: &str) -> Option<u32> {
        self.send("ucinewgame");
        self.send(&format!("position fen {fen}"));
        self.send(&format!("go {limit}"));
        let lines = self.wait_for("bestmove");
        let last = lines.iter().rev().find(|l| l.contains(" score "))?;
        let mut words = last.split_whitespace();
        words.find(|&w| w == "score")?;
        (words.next()? == "mate").then(|| words.next()?.parse().ok())?
    }
}

impl Drop for Stockfish {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}
