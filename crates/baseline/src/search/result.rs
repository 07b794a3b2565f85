//! What a search reports: one record per iteration and the final result.

use super::verify::{Line, Verification};
use crate::counters::Counters;
use crate::score::Score;
use shakmaty::Move;
use std::time::Duration;

/// The result of one completed (or, when stopped, partial) iteration.
#[derive(Debug, Clone)]
pub struct Iteration {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached so far.
    pub seldepth: u32,
    /// Score of the root from the side to move.
    pub score: Score,
    /// Best move at the end of the iteration.
    pub best_move: Option<Move>,
    /// Principal variation.
    pub pv: Vec<Move>,
    /// Counters so far (cumulative over iterations).
    pub counters: Counters,
    /// Time since the search began.
    pub elapsed: Duration,
    /// Whether the iteration was cut short by a limit (its best move is kept when at
    /// least one root move was searched to the end).
    pub partial: bool,
    /// With [`super::Engine::set_verify_key`]: the verification of the other root moves
    /// when the best move is the key (its nodes are in `counters`).
    pub verification: Option<Verification>,
    /// With [`super::Engine::set_multipv`]: lines 2, 3, … (each the best of the root moves
    /// not in an earlier line).
    pub lines: Vec<Line>,
}

impl Iteration {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        nps(self.counters.nodes, self.elapsed)
    }
}

/// Nodes per second.
pub fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        0
    } else {
        (nodes as f64 / secs) as u64
    }
}

/// What a search returns.
#[derive(Debug, Clone)]
pub struct SearchResult {
    /// The move chosen (`None` when the side to move has no legal move).
    pub best_move: Option<Move>,
    /// Its score, from the side to move.
    pub score: Score,
    /// Nominal depth of the last iteration that produced the result.
    pub depth: u32,
    /// Principal variation, starting with the best move.
    pub pv: Vec<Move>,
    /// All counters of the search.
    pub counters: Counters,
    /// Wall time of the search.
    pub elapsed: Duration,
    /// Every iteration, in order.
    pub iterations: Vec<Iteration>,
    /// Whether a node, time or stop limit ended the search (rather than the depth).
    pub stopped: bool,
}

impl SearchResult {
    /// Nodes per second over the whole search.
    pub fn nps(&self) -> u64 {
        nps(self.counters.nodes, self.elapsed)
    }

    /// The result before any iteration: nothing found yet, a draw score.
    pub(super) fn empty() -> SearchResult {
        SearchResult {
            best_move: None,
            score: Score::DRAW,
            depth: 0,
            pv: Vec::new(),
            counters: Counters::default(),
            elapsed: Duration::ZERO,
            iterations: Vec::new(),
            stopped: false,
        }
    }
}
