//! Iterative deepening (seed 001, `IterativeDeepening`): searches of depth 1, 2, … from
//! the root, each ordered by the previous one's PV, with the root bookkeeping that keeps
//! a cut-short iteration's best move and counts the nodes until a key move is found.

use super::alpha_beta::Node;
use super::result::{Iteration, SearchResult};
use super::stop::Stop;
use super::{Engine, zobrist};
use crate::counters::Counters;
use crate::limits::{Limits, MAX_DEPTH};
use crate::score::Score;
use shakmaty::{Chess, Move, Position};

/// What the root of the running iteration has seen so far.
#[derive(Clone)]
pub(super) struct Root {
    /// Nominal depth of the iteration.
    pub(super) depth: i32,
    /// The key move of the search, if any.
    key: Option<Move>,
    /// The best move so far.
    pub(super) best: Option<Move>,
    /// Its score.
    score: i32,
    /// Node count at which the key move became the best move (while it stays so).
    key_since: Option<u64>,
    /// Root moves searched to the end.
    moves_done: usize,
    /// The previous iteration's best move.
    prev_best: Option<Move>,
    /// Whether it has been searched to the end in this iteration.
    prev_best_done: bool,
}

impl Default for Root {
    fn default() -> Self {
        Root {
            depth: 1,
            key: None,
            best: None,
            score: -Score::INFINITY,
            key_since: None,
            moves_done: 0,
            prev_best: None,
            prev_best_done: false,
        }
    }
}

impl Root {
    /// A new iteration to `depth` after one whose best move was `prev_best`.
    fn begin_iteration(&mut self, depth: i32, prev_best: Option<Move>) {
        *self = Root {
            depth,
            key: self.key,
            prev_best,
            ..Root::default()
        };
    }

    /// Root move `m` was searched to the end.
    #[inline]
    pub(super) fn move_done(&mut self, m: Move) {
        self.moves_done += 1;
        if Some(m) == self.prev_best {
            self.prev_best_done = true;
        }
    }

    /// Root move `m` raised alpha to `score` after `nodes` nodes.
    pub(super) fn improved(&mut self, m: Move, score: i32, nodes: u64) {
        if self.best != Some(m) {
            self.key_since = (Some(m) == self.key).then_some(nodes);
        }
        self.best = Some(m);
        self.score = score;
    }

    /// Whether a cut-short iteration still counts: it searched the previous best move to
    /// the end (then its best is at least as good at this depth).
    fn partial_counts(&self) -> bool {
        self.moves_done > 0
            && self.best.is_some()
            && (self.prev_best.is_none() || self.prev_best_done)
    }
}

/// Where the final run of iterations with the key move as best move began.
#[derive(Clone, Copy)]
struct KeyRun {
    /// Node count at which the key move took over the root in the run's first iteration.
    nodes: u64,
    /// Depth of that iteration.
    depth: u32,
}

impl Engine {
    /// Searches `pos`.
    ///
    /// `history` holds the Zobrist keys ([`zobrist`]) of the game's earlier positions,
    /// oldest first, for repetition detection (may be empty). `key`, when given, is the
    /// move whose discovery is counted in [`Counters::nodes_to_key`]. `on_iteration` is
    /// called after every completed iteration (and after a partial last one).
    pub fn search(
        &mut self,
        pos: &Chess,
        history: &[u64],
        limits: &Limits,
        key: Option<Move>,
        mut on_iteration: impl FnMut(&Iteration),
    ) -> SearchResult {
        self.begin(history, limits, key);
        let root_hash = zobrist(pos);
        let mut result = SearchResult::empty();
        let mut root_moves = pos.legal_moves();
        if root_moves.is_empty() {
            return self.no_legal_move(pos, result);
        }
        if root_moves.iter().any(|m| self.root_only.contains(m)) {
            root_moves.retain(|m| self.root_only.contains(m));
        } else {
            self.root_only.clear(); // none of them is legal here: search every move
        }
        // Something to play even if stopped at once.
        result.best_move = Some(root_moves[0]);
        result.pv = vec![root_moves[0]];

        let max_depth = limits.max_depth().min(MAX_DEPTH) as i32;
        let first = if self.config.iterative_deepening {
            1
        } else {
            max_depth
        };
        let mut key_run: Option<KeyRun> = None;
        for depth in first..=max_depth {
            let prev_best = (result.depth > 0).then_some(result.best_move).flatten();
            self.root.begin_iteration(depth, prev_best);
            let score = self.negamax(pos, Node::root(root_hash, depth));
            let partial = self.stop.aborted();
            if partial && !self.root.partial_counts() {
                break;
            }
            let best = self.root.best;
            let score = Score(if partial { self.root.score } else { score });
            let pv = self.extract_pv(pos, root_hash, depth as usize);
            key_run = self.follow_key(key_run, best, depth as u32);
            let verification = match (best, self.root.key) {
                (Some(b), Some(k)) if self.verify_key && !partial && b == k => {
                    Some(self.verify_root(pos, root_hash, depth as u32, k, score))
                }
                _ => None,
            };
            let lines = match best {
                Some(b) if self.multipv > 1 && !partial => {
                    self.further_lines(pos, root_hash, depth as u32, b, self.multipv)
                }
                _ => Vec::new(),
            };
            result.best_move = best;
            result.score = score;
            result.depth = depth as u32;
            result.pv = pv.clone();
            let it = Iteration {
                depth: depth as u32,
                seldepth: self.counters.seldepth,
                score,
                best_move: best,
                pv: pv.clone(),
                counters: self.counters,
                elapsed: self.stop.elapsed(),
                partial,
                verification,
                lines,
            };
            on_iteration(&it);
            result.iterations.push(it);
            self.prev_pv = pv;
            if partial || self.mate_is_final(score, depth) || !self.stop.another_iteration_fits() {
                break;
            }
        }
        result.stopped = self.stop.aborted();
        result.counters = self.counters;
        result.elapsed = self.stop.elapsed();
        result
    }

    /// Resets the per-search state: limits, counters, key, PV, heuristics' age, table
    /// generation and the path of the game's earlier positions.
    pub(super) fn begin(&mut self, history: &[u64], limits: &Limits, key: Option<Move>) {
        self.stop = Stop::begin(limits);
        self.counters = Counters::default();
        self.root.key = key;
        self.prev_pv.clear();
        self.heur.age();
        if let Some(tt) = self.tt.as_mut() {
            tt.new_search();
        }
        self.path.begin(history);
    }

    /// The result when the side to move has no legal move: mated or stalemated.
    fn no_legal_move(&mut self, pos: &Chess, mut result: SearchResult) -> SearchResult {
        self.counters.nodes = 1;
        self.counters.leaves = 1;
        result.score = if pos.is_check() {
            Score::mated_in(0)
        } else {
            Score::DRAW
        };
        result.counters = self.counters;
        result.elapsed = self.stop.elapsed();
        result
    }

    /// Follows the run of iterations whose best move is the key move (the run breaks when
    /// another move is best) and records where it began in the counters.
    fn follow_key(
        &mut self,
        run: Option<KeyRun>,
        best: Option<Move>,
        depth: u32,
    ) -> Option<KeyRun> {
        let run = if best.is_some() && best == self.root.key {
            run.or_else(|| self.root.key_since.map(|nodes| KeyRun { nodes, depth }))
        } else {
            None
        };
        self.counters.nodes_to_key = run.map(|r| r.nodes);
        self.counters.key_depth = run.map(|r| r.depth);
        run
    }

    /// Whether a mate found at `depth` is final: a mate within the full-width depth cannot
    /// get shorter by searching deeper (unless pruning may have hidden a shorter one).
    fn mate_is_final(&self, score: Score, depth: i32) -> bool {
        score.mate_in_moves().is_some_and(|m| {
            m > 0
                && (2 * m - 1) <= depth
                && !self.config.null_move
                && !self.config.futility
                && !self.config.razoring
        })
    }
}
