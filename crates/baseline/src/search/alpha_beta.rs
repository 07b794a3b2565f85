//! The full-width node search: negamax (seed 001, `AlphaBeta(alpha, beta, depth, ply,
//! key)`) as plain minimax, alpha-beta or PVS (`PrincipalVariation`/`NegaScout`).
//!
//! A node goes through named steps: [`Engine::enter`] (count, path, PV row), the draw and
//! horizon test ([`Engine::leaf`]), the table probe (`table.rs`), the null move
//! (`selectivity.rs`), the move loop ([`Engine::search_moves`]: order, then make, extend,
//! prune and search each move) and the table store (`table.rs`).

use super::Engine;
use super::selectivity::Pruning;
use super::table::{Probe, child_hash};
use crate::config::Algorithm;
use crate::eval::evaluate;
use crate::ordering::pick;
use crate::pv::MAX_PLY;
use crate::score::Score;
use crate::tt::PackedMove;
use shakmaty::{Chess, Color, Move, Position};

const INF: i32 = Score::INFINITY;

/// One full-width node besides its position: key, depth, window and line state.
#[derive(Debug, Clone, Copy)]
pub(super) struct Node {
    /// Zobrist key of the position.
    pub(super) hash: u64,
    /// Remaining nominal depth in plies.
    pub(super) depth: i32,
    /// Distance from the root in plies.
    pub(super) ply: usize,
    /// Lower bound of the window.
    pub(super) alpha: i32,
    /// Upper bound of the window.
    pub(super) beta: i32,
    /// Whether a null move may be tried here (not right after one).
    pub(super) null_ok: bool,
    /// Whether the node lies on the previous iteration's PV.
    pub(super) on_pv: bool,
    /// Queen extensions granted on the line so far (seed 004).
    pub(super) queen_exts: u8,
}

impl Node {
    /// The root of an iteration to `depth`: full window, on the PV.
    pub(super) fn root(hash: u64, depth: i32) -> Node {
        Node {
            hash,
            depth,
            ply: 0,
            alpha: -INF,
            beta: INF,
            null_ok: true,
            on_pv: true,
            queen_exts: 0,
        }
    }
}

/// What the move loop knows about its node.
struct Frame {
    node: Node,
    /// The previous PV's move at this ply, if the node is on it.
    pv_move: Option<Move>,
    /// Whether quiet moves may be pruned or reduced here.
    may_prune: bool,
    /// The side to move.
    turn: Color,
}

/// The running result of the move loop.
pub(super) struct Best {
    /// Best score so far (`-INF` before any move).
    pub(super) score: i32,
    /// The move that reached it.
    pub(super) mv: Option<Move>,
    /// The window's lower bound as raised by the moves so far.
    pub(super) alpha: i32,
    /// Moves searched to the end.
    pub(super) searched: usize,
}

/// What became of one move of the loop.
enum Visit {
    /// Skipped by futility pruning.
    Futile,
    /// Searched, with this score for the node's side.
    Searched(i32),
}

impl Engine {
    /// The score of the node `pos`/`node` for the side to move (0 once aborted).
    pub(super) fn negamax(&mut self, pos: &Chess, node: Node) -> i32 {
        if self.out_of_limits() {
            return 0;
        }
        self.enter(node.ply, node.hash);
        if let Some(score) = self.leaf(pos, &node) {
            return score;
        }
        let hash_move = match self.probe_tt(&node) {
            Probe::Cutoff(score) => return score,
            Probe::Search(m) => m,
        };
        let in_check = pos.is_check();
        if let Some(score) = self.null_move(pos, &node, in_check) {
            return score;
        }
        self.search_moves(pos, node, hash_move, in_check)
    }

    /// Counts the node, empties its PV row and puts it at the end of the path.
    #[inline]
    fn enter(&mut self, ply: usize, hash: u64) {
        self.counters.nodes += 1;
        self.pv.reset(ply);
        self.path.enter(ply, hash);
        if ply as u32 > self.counters.seldepth {
            self.counters.seldepth = ply as u32;
        }
    }

    /// The score of a node that is not expanded: a draw by rule below the root, or the
    /// horizon (static evaluation, or quiescence when on).
    #[inline]
    fn leaf(&mut self, pos: &Chess, node: &Node) -> Option<i32> {
        if node.ply > 0 && self.path.is_draw(pos, node.hash) {
            self.counters.leaves += 1;
            return Some(0);
        }
        if node.depth <= 0 || node.ply >= MAX_PLY - 2 {
            self.counters.leaves += 1;
            let cfg = self.config;
            return Some(if cfg.quiescence && node.ply < MAX_PLY - 2 {
                self.quiesce(pos, node.ply, node.alpha, node.beta, 0)
            } else {
                evaluate(pos, cfg.eval)
            });
        }
        None
    }

    /// The move loop: generates and orders the moves, searches them until one fails high,
    /// and stores the outcome in the table. Mate and stalemate end the node here.
    fn search_moves(
        &mut self,
        pos: &Chess,
        node: Node,
        hash_move: PackedMove,
        in_check: bool,
    ) -> i32 {
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            self.counters.leaves += 1;
            return if in_check {
                Score::mated_in(node.ply).0
            } else {
                0
            };
        }
        self.counters.interior += 1;
        let cfg = self.config;
        let frame = Frame {
            node,
            pv_move: if node.on_pv {
                self.prev_pv.get(node.ply).copied()
            } else {
                None
            },
            may_prune: self.may_prune(&node, in_check),
            turn: pos.turn(),
        };
        let mut keys = [0i32; 256];
        self.heur.score(
            &cfg.ordering,
            frame.turn,
            node.ply,
            &moves,
            hash_move,
            frame.pv_move,
            &mut keys[..moves.len()],
        );
        let mut best = Best {
            score: -INF,
            mv: None,
            alpha: node.alpha,
            searched: 0,
        };
        let restricted = node.ply == 0 && !self.excluded.is_empty();
        let only = node.ply == 0 && !self.root_only.is_empty();
        let mut started = 0u32;
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut keys, i);
            if (restricted && self.excluded.contains(&m)) || (only && !self.root_only.contains(&m))
            {
                continue;
            }
            if node.ply == 0 && !restricted {
                started += 1;
                if let Some(tell) = &self.currmove
                    && self.stop.elapsed() >= super::CURRMOVE_AFTER
                {
                    tell(m, started);
                }
            }
            match self.visit(pos, &frame, &best, m) {
                Visit::Futile => best.score = best.score.max(best.alpha),
                Visit::Searched(score) => {
                    if self.stop.aborted() {
                        return 0;
                    }
                    best.searched += 1;
                    if node.ply == 0 {
                        self.root.move_done(m);
                    }
                    if self.raise(&frame, &mut best, m, score) {
                        break;
                    }
                }
            }
        }
        if !restricted {
            self.store_tt(&node, &best); // a restricted root's value is not the position's
        }
        best.score
    }

    /// One move of the loop: makes it, extends it or prunes it, and searches the child.
    #[inline]
    fn visit(&mut self, pos: &Chess, frame: &Frame, best: &Best, m: Move) -> Visit {
        let node = &frame.node;
        let mut child = pos.clone();
        child.play_unchecked(m);
        let gives_check = child.is_check();
        let quiet = !m.is_capture() && !m.is_promotion();
        let ext = self.extension(node, m, &child, gives_check);
        let mut depth = node.depth - 1 + ext.plies();
        if frame.may_prune && quiet && !gives_check && !ext.extends() {
            match self.prune_quiet(&child, node.depth, depth, best.alpha) {
                Pruning::Futile => return Visit::Futile,
                Pruning::Search(d) => depth = d,
            }
        }
        let next = Node {
            hash: child_hash(pos, &child, node.hash, m),
            depth,
            ply: node.ply + 1,
            alpha: -node.beta,
            beta: -best.alpha,
            null_ok: true,
            on_pv: node.on_pv && frame.pv_move == Some(m),
            queen_exts: node.queen_exts + ext.queen_extensions(),
        };
        Visit::Searched(self.search_child(&child, next, best.searched))
    }

    /// Searches a child with the window `next` holds (the parent's, negated), as the
    /// algorithm wants: the full window for minimax, a null window first for PVS after
    /// the first move (re-searched when it fails high inside the window).
    #[inline]
    fn search_child(&mut self, child: &Chess, next: Node, searched: usize) -> i32 {
        match self.config.algorithm {
            Algorithm::Minimax => -self.negamax(
                child,
                Node {
                    alpha: -INF,
                    beta: INF,
                    on_pv: false,
                    ..next
                },
            ),
            Algorithm::Pvs if searched > 0 => {
                let (alpha, beta) = (-next.beta, -next.alpha);
                let scout = Node {
                    alpha: -alpha - 1,
                    beta: -alpha,
                    ..next
                };
                let mut s = -self.negamax(child, scout);
                if s > alpha && s < beta && !self.stop.aborted() {
                    self.counters.pvs_researches += 1;
                    s = -self.negamax(child, next);
                }
                s
            }
            _ => -self.negamax(child, next),
        }
    }

    /// Takes `score` of move `m` into the loop's result; true on a beta cutoff (then the
    /// killer and history tables learn a quiet move).
    #[inline]
    fn raise(&mut self, frame: &Frame, best: &mut Best, m: Move, score: i32) -> bool {
        if score <= best.score {
            return false;
        }
        best.score = score;
        best.mv = Some(m);
        if score <= best.alpha {
            return false;
        }
        let node = &frame.node;
        best.alpha = score;
        self.pv.save(node.ply, m);
        if node.ply == 0 {
            self.root.improved(m, score, self.counters.nodes);
        }
        if best.alpha < node.beta || self.config.algorithm == Algorithm::Minimax {
            return false;
        }
        self.counters.cutoffs += 1;
        if best.searched == 1 {
            self.counters.first_move_cutoffs += 1;
        }
        if !m.is_capture() && !m.is_promotion() {
            let cfg = self.config;
            self.heur
                .cutoff(&cfg.ordering, frame.turn, node.ply, node.depth, m);
        }
        true
    }
}
