//! Stockfish as a referee for the static rules' oracle tests (not exact: a fixed depth, each
//! search cut at [`MOVETIME_MS`]). `/usr/games/stockfish`; [`Referee::start`] gives `None`
//! where it is not installed, and the tests skip their sample.

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
        self.send(&format!(
            "ucinewgame\nposition fen {fen}\ngo depth {DEPTH} movetime {MOVETIME_MS}"
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
        let stm = match self.score(fen)? {
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
