//! Scores in centipawns from the side to move, with mate scores that carry the distance.
//!
//! A mate found `n` plies from the root scores `MATE - n` (for the side that mates) or
//! `-(MATE - n)` (for the side that is mated), so that a shorter mate is always preferred.
//! This is the usual negamax convention of seed 001 (Kornilov, `NegaMax`/`AlphaBeta`
//! listings: the score is always from the point of view of the side to move).

use serde::{Deserialize, Serialize};
use std::fmt;

/// A search score in centipawns from the side to move's point of view.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Score(pub i32);

impl Score {
    /// The score of delivering mate at the root (mate in 0 plies).
    pub const MATE: i32 = 30_000;
    /// Scores above this (in absolute value) are mate scores.
    pub const MATE_BOUND: i32 = Score::MATE - 1_000;
    /// Larger than any score: the initial window bound.
    pub const INFINITY: i32 = 31_000;
    /// A draw.
    pub const DRAW: Score = Score(0);

    /// The score of the side to move being mated `ply` plies from the root.
    pub const fn mated_in(ply: usize) -> Score {
        Score(-(Score::MATE - ply as i32))
    }

    /// Whether this is a mate score (either side).
    pub const fn is_mate(self) -> bool {
        self.0.abs() >= Score::MATE_BOUND
    }

    /// Mate distance in moves (full moves, UCI convention): positive when the side to
    /// move mates, negative when it is mated; `None` for an ordinary score.
    ///
    /// ```
    /// use pioneer_baseline::Score;
    /// assert_eq!(Score(Score::MATE - 3).mate_in_moves(), Some(2));
    /// assert_eq!(Score(-(Score::MATE - 4)).mate_in_moves(), Some(-2));
    /// assert_eq!(Score(120).mate_in_moves(), None);
    /// ```
    pub const fn mate_in_moves(self) -> Option<i32> {
        if !self.is_mate() {
            None
        } else if self.0 > 0 {
            Some((Score::MATE - self.0 + 1) / 2)
        } else {
            Some(-((Score::MATE + self.0) / 2))
        }
    }

    /// Converts a score relative to the root into one relative to a node `ply` plies
    /// deep, for storing in the transposition table (mate distances are path-dependent).
    pub const fn to_tt(self, ply: usize) -> i32 {
        if self.0 >= Score::MATE_BOUND {
            self.0 + ply as i32
        } else if self.0 <= -Score::MATE_BOUND {
            self.0 - ply as i32
        } else {
            self.0
        }
    }

    /// The inverse of [`Score::to_tt`].
    pub const fn from_tt(v: i32, ply: usize) -> Score {
        if v >= Score::MATE_BOUND {
            Score(v - ply as i32)
        } else if v <= -Score::MATE_BOUND {
            Score(v + ply as i32)
        } else {
            Score(v)
        }
    }
}

impl fmt::Display for Score {
    /// `cp 35`, `mate 2` or `mate -1` (the UCI spelling).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.mate_in_moves() {
            Some(m) => write!(f, "mate {m}"),
            None => write!(f, "cp {}", self.0),
        }
    }
}
