//! Searches of the root restricted to some of its moves, after an iteration: the
//! verification that every root move other than a key is worse than the key's value (a
//! null-window search, for the comparison's proof criterion) and the further lines of a
//! multi-PV search (each the best of the moves not yet reported).
//!
//! Both search the root at the iteration's depth with some root moves excluded: the root
//! is neither probed for a cutoff (it never is) nor stored in the table (its value would
//! not be the position's), and the root bookkeeping of the iteration is left as it was.
//! Their nodes are counted like every other node, and they obey the search's limits.

use super::Engine;
use super::alpha_beta::Node;
use crate::limits::Limits;
use crate::score::Score;
use shakmaty::{Chess, Move, Position};

/// What [`Engine::verify_alternatives`] showed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verification {
    /// Every root move other than the key scored strictly below the value (a tie does not
    /// count); `true` when there is no other legal move. `false` when a limit cut the
    /// verification short.
    pub all_lower: bool,
    /// Root moves other than the key.
    pub examined: u32,
    /// Nodes the verification searched.
    pub nodes: u64,
    /// Whether a limit cut it short (then `all_lower` is `false`: nothing is shown).
    pub aborted: bool,
}

/// One further line of a multi-PV search: the best of the root moves not yet reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// Its score from the side to move.
    pub score: Score,
    /// Its principal variation (the triangular array's root line).
    pub pv: Vec<Move>,
}

impl Engine {
    /// Searches every legal move of `pos` other than `key` to `depth` against `value`
    /// with a null window (`value − 1`, `value`), as one root search with `key` left out:
    /// `all_lower` when the best of them scores below `value` (mate scores carry their
    /// distance, so a mate beats every other score). A fresh search of its own (limits,
    /// counters, `history` as in [`Engine::search`]); the table and heuristics are kept.
    ///
    /// ```
    /// use pioneer_baseline::{Config, Engine, Limits, Score};
    /// let pos = pioneer_rules::parse_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
    /// let mut e = Engine::new(Config::default());
    /// let r = e.search(&pos, &[], &Limits::depth(3), None, |_| {});
    /// let mate = r.best_move.unwrap();
    /// let v = e.verify_alternatives(&pos, &[], 3, mate, r.score, &Limits::default());
    /// assert!(v.all_lower && v.examined > 0 && v.nodes > 0);
    /// ```
    pub fn verify_alternatives(
        &mut self,
        pos: &Chess,
        history: &[u64],
        depth: u32,
        key: Move,
        value: Score,
        limits: &Limits,
    ) -> Verification {
        self.begin(history, limits, None);
        let hash = super::zobrist(pos);
        self.verify_root(pos, hash, depth, key, value)
    }

    /// The verification inside a running search (its counters and limits).
    pub(super) fn verify_root(
        &mut self,
        pos: &Chess,
        hash: u64,
        depth: u32,
        key: Move,
        value: Score,
    ) -> Verification {
        let examined = pos.legal_moves().iter().filter(|&&m| m != key).count() as u32;
        if examined == 0 {
            return Verification {
                all_lower: true,
                examined,
                nodes: 0,
                aborted: false,
            };
        }
        let before = self.counters.nodes;
        let window = (value.0 - 1, value.0);
        let best = self.restricted_root(pos, hash, depth, &[key], window);
        let aborted = self.stop.aborted();
        Verification {
            all_lower: !aborted && best < value.0,
            examined,
            nodes: self.counters.nodes - before,
            aborted,
        }
    }

    /// Lines 2 … `k` of a multi-PV search after an iteration to `depth` whose best move
    /// is `best`: each the best of the root moves not yet reported, with a full window.
    /// Stops early when the moves run out or a limit is reached.
    pub(super) fn further_lines(
        &mut self,
        pos: &Chess,
        hash: u64,
        depth: u32,
        best: Move,
        k: u32,
    ) -> Vec<Line> {
        let legal = pos.legal_moves().len();
        let mut reported = vec![best];
        let mut lines = Vec::new();
        while lines.len() + 1 < k as usize && reported.len() < legal {
            let window = (-Score::INFINITY, Score::INFINITY);
            let score = self.restricted_root(pos, hash, depth, &reported, window);
            if self.stop.aborted() {
                break;
            }
            let pv = self.pv.line(0);
            let Some(&first) = pv.first() else { break };
            reported.push(first);
            lines.push(Line {
                score: Score(score),
                pv,
            });
        }
        lines
    }

    /// One root search to `depth` with `window`, `excluded` left out; the iteration's root
    /// bookkeeping is restored afterwards.
    fn restricted_root(
        &mut self,
        pos: &Chess,
        hash: u64,
        depth: u32,
        excluded: &[Move],
        window: (i32, i32),
    ) -> i32 {
        let saved_root = self.root.clone();
        self.excluded.clear();
        self.excluded.extend_from_slice(excluded);
        let node = Node {
            alpha: window.0,
            beta: window.1,
            on_pv: false,
            ..Node::root(hash, depth as i32)
        };
        let score = self.negamax(pos, node);
        self.excluded.clear();
        self.root = saved_root;
        score
    }
}
