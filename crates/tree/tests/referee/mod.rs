//! Stockfish as a referee for the static rules' oracle tests (not exact: a fixed depth, each
//! search cut at [`MOVETIME_MS`]). `/usr/games/stockfish`; [`Referee::start`] gives `None`
//! where it is not installed, and the tests skip their sample. With it, what those tests
//! share to draw their random positions: [`Draws`], [`fen`], [`distinct`], [`playable`]
//! and [`sample_size`].

#![allow(dead_code)]

/// Where Debian installs Stockfish.
pub const STOCKFISH: &str = "/usr/games/stockfish";
/// The referee's search depth.
pub const DEPTH: u32 = 16;
/// A position whose depth-16 search runs away (minutes, seen once with five pawns) is cut
/// at this time; the score it has then is judged as any other.
pub const MOVETIME_MS: u32 = 5000;

/// What a score means for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in that many moves (negative: the side to move is mated).
    Mate(i32),
}

/// Stockfish at a fixed depth, one process for the whole test.
pub struct Referee {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
}

impl Referee {
    /// Starts Stockfish, one thread and 16 MiB; `None` where it is not installed.
    pub fn start() -> Option<Referee> {
        use std::process::{Command, Stdio};
        let mut child = Command::new(STOCKFISH)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let out = std::io::BufReader::new(child.stdout.take()?);
        let mut r = Referee { child, out };
        r.send("uci\nsetoption name Threads value 1\nsetoption name Hash value 16\nisready");
        r.wait_for("readyok");
        Some(r)
    }

    fn send(&mut self, s: &str) {
        use std::io::Write;
        let stdin = self.child.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{s}").expect("write");
        stdin.flush().expect("flush");
    }

    fn wait_for(&mut self, prefix: &str) -> Vec<String> {
        use std::io::BufRead;
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.out.read_line(&mut line).unwrap_or(0) == 0 {
                return lines;
            }
            let done = line.starts_with(prefix);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }

    /// The score of `fen` for its side to move at [`DEPTH`] (or [`MOVETIME_MS`]).
    pub fn score(&mut self, fen: &str) -> Option<Score> {
        self.score_at(fen, DEPTH, MOVETIME_MS)
    }

    /// The score of `fen` for its side to move at `depth` (or `movetime_ms`).
    pub fn score_at(&mut self, fen: &str, depth: u32, movetime_ms: u32) -> Option<Score> {
        self.send(&format!(
            "ucinewgame\nposition fen {fen}\ngo depth {depth} movetime {movetime_ms}"
        ));
        let lines = self.wait_for("bestmove");
        let info = lines.iter().rev().find(|l| l.contains(" score "))?;
        let mut it = info
            .split_whitespace()
            .skip_while(|w| *w != "score")
            .skip(1);
        let kind = it.next()?;
        let n: i32 = it.next()?.parse().ok()?;
        match kind {
            "mate" => Some(Score::Mate(n)),
            "cp" => Some(Score::Cp(n)),
            _ => None,
        }
    }

    /// +1, 0, −1 for White (win, draw, loss), or `None` when the score is in between.
    pub fn judge(&mut self, fen: &str, white_to_move: bool) -> Option<i32> {
        self.judge_at(fen, white_to_move, DEPTH, MOVETIME_MS)
    }

    /// [`Referee::judge`] at `depth` (or `movetime_ms`).
    pub fn judge_at(
        &mut self,
        fen: &str,
        white_to_move: bool,
        depth: u32,
        movetime_ms: u32,
    ) -> Option<i32> {
        let stm = match self.score_at(fen, depth, movetime_ms)? {
            Score::Mate(n) => n.signum(),
            Score::Cp(n) if n >= 400 => 1,
            Score::Cp(n) if n <= -400 => -1,
            Score::Cp(n) if n.abs() <= 100 => 0,
            Score::Cp(_) => return None,
        };
        Some(if white_to_move { stm } else { -stm })
    }
}

impl Drop for Referee {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}

/// A seeded stream of random numbers (a linear congruential generator): the same sample
/// at every run.
pub struct Draws(u64);

impl Draws {
    /// The stream from `seed`.
    pub fn new(seed: u64) -> Draws {
        Draws(seed)
    }

    /// A number below `m`.
    pub fn below(&mut self, m: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) as usize % m
    }
}

/// The FEN of the pieces (square 0..64, a1 = 0, and the piece's letter) with the side to
/// move, no castling, no en passant.
pub fn fen(pieces: &[(usize, char)], white: bool) -> String {
    let mut rows = Vec::new();
    for r in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for f in 0..8 {
            match pieces.iter().find(|&&(s, _)| s == r * 8 + f) {
                Some(&(_, c)) => {
                    if empty > 0 {
                        row.push_str(&empty.to_string());
                        empty = 0;
                    }
                    row.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row.push_str(&empty.to_string());
        }
        rows.push(row);
    }
    let side = if white { "w" } else { "b" };
    format!("{} {side} - - 0 1", rows.join("/"))
}

/// Whether no two of the pieces share a square.
pub fn distinct(pieces: &[(usize, char)]) -> bool {
    let mut squares: Vec<usize> = pieces.iter().map(|x| x.0).collect();
    squares.sort_unstable();
    squares.dedup();
    squares.len() == pieces.len()
}

/// The position of the pieces with the side to move, with its FEN, if it is legal and
/// the side to move has a move.
pub fn playable(pieces: &[(usize, char)], white: bool) -> Option<(String, pioneer_rules::Chess)> {
    let f = fen(pieces, white);
    let pos = pioneer_rules::parse_fen(&f).ok()?;
    if pioneer_rules::Position::legal_moves(&pos).is_empty() {
        return None;
    }
    Some((f, pos))
}

/// How many positions a sample draws or referees: the environment variable `var` where
/// it is set to a number, else `default`.
pub fn sample_size(var: &str, default: usize) -> usize {
    std::env::var(var)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}
