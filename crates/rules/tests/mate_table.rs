//! The mate tables (`pioneer_rules::mate_table`) against oracles: the known longest mates
//! (KQK 10 moves, KRK 16), shakmaty's own checkmate and stalemate tests along played-out
//! lines, and Stockfish's mate scores where Stockfish is installed (skipped otherwise).

use pioneer_rules::mate_table::{MateTable, Mater, Verdict, mating_move, verdict};
use pioneer_rules::{Chess, Color, Position};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Role, Setup, Square};
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// A small deterministic generator (the tests need no randomness crate).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

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
    for role in [Role::Queen, Role::Rook] {
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
            let found = sf.mate(&fen, &format!("mate {n} movetime 5000"));
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
