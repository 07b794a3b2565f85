//! Selectivity: the extensions (check, seed 004's queen approach) and the pruning (null
//! move, futility, razoring) of seed 001, each behind its [`Config`](crate::Config)
//! switch.

use super::alpha_beta::Node;
use super::{Engine, zobrist};
use crate::config::Algorithm;
use crate::eval::evaluate;
use crate::score::Score;
use shakmaty::{Chess, Move, Position, Role};

/// Null-move depth reduction (seed 001 uses R = 2).
pub const NULL_MOVE_R: i32 = 2;
/// Futility margins by remaining depth (1, 2), in centipawns. Seed 001 takes "half a pawn"
/// as its example margin; this project uses one pawn at the frontier and three before it.
pub const FUTILITY_MARGIN: [i32; 3] = [0, 100, 300];
/// The razoring margin (depth ≤ 4), in centipawns.
pub const RAZOR_MARGIN: i32 = 500;
/// The most queen extensions on one line (seed 004: "for example, 4").
pub const MAX_QUEEN_EXTENSIONS: u8 = 4;

/// The deepest remaining depth at which quiet moves may be pruned or reduced.
const PRUNE_DEPTH: i32 = 4;

/// Why a move is searched one ply deeper.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Extension {
    /// Not extended.
    None,
    /// The move gives check.
    Check,
    /// The queen approaches the enemy king (seed 004).
    Queen,
}

impl Extension {
    /// Whether the move is extended.
    #[inline]
    pub(super) fn extends(self) -> bool {
        self != Extension::None
    }

    /// Extra plies.
    #[inline]
    pub(super) fn plies(self) -> i32 {
        i32::from(self.extends())
    }

    /// Queen extensions it adds to the line.
    #[inline]
    pub(super) fn queen_extensions(self) -> u8 {
        u8::from(self == Extension::Queen)
    }
}

/// What futility pruning and razoring make of a quiet move.
pub(super) enum Pruning {
    /// Skipped: even a margin over its evaluation does not reach alpha.
    Futile,
    /// Searched to this depth (one less when razored).
    Search(i32),
}

impl Engine {
    /// The extension of move `m` (made: `child`) at `node`; counts it.
    #[inline]
    pub(super) fn extension(
        &mut self,
        node: &Node,
        m: Move,
        child: &Chess,
        gives_check: bool,
    ) -> Extension {
        let cfg = self.config;
        if cfg.check_extension && gives_check && node.ply < 2 * self.root.depth as usize {
            self.counters.check_extensions += 1;
            return Extension::Check;
        }
        if cfg.queen_extension
            && m.role() == Role::Queen
            && node.queen_exts < MAX_QUEEN_EXTENSIONS
            && node.ply as i32 <= self.root.depth + 2
            && let (Some(from), Some(king)) = (m.from(), child.board().king_of(child.turn()))
        {
            let old = from.distance(king);
            let new = m.to().distance(king);
            if new < 4 && new < old {
                self.counters.queen_extensions += 1;
                return Extension::Queen;
            }
        }
        Extension::None
    }

    /// Whether quiet moves at `node` may be pruned or reduced: futility or razoring on,
    /// not minimax, not in check, not the root, no mate score in the window, near the
    /// horizon.
    #[inline]
    pub(super) fn may_prune(&self, node: &Node, in_check: bool) -> bool {
        let cfg = self.config;
        (cfg.futility || cfg.razoring)
            && cfg.algorithm != Algorithm::Minimax
            && !in_check
            && node.ply > 0
            && node.alpha.abs() < Score::MATE_BOUND
            && node.depth <= PRUNE_DEPTH
    }

    /// Futility pruning and razoring of a quiet, unextended, non-checking move (seed 001:
    /// the move is made, then tested: evaluation after the move plus the margin ≤ alpha).
    /// `depth` is the node's remaining depth, `new_depth` the child's.
    #[inline]
    pub(super) fn prune_quiet(
        &mut self,
        child: &Chess,
        depth: i32,
        new_depth: i32,
        alpha: i32,
    ) -> Pruning {
        let cfg = self.config;
        let after = -evaluate(child, cfg.eval);
        if cfg.futility && depth <= 2 && after + FUTILITY_MARGIN[depth as usize] <= alpha {
            self.counters.futility_prunes += 1;
            return Pruning::Futile;
        }
        if cfg.razoring && after + RAZOR_MARGIN <= alpha && new_depth > 0 {
            self.counters.razor_reductions += 1;
            return Pruning::Search(new_depth - 1);
        }
        Pruning::Search(new_depth)
    }

    /// The null move (seed 001, `AlphaBeta(alpha, beta, depth, doNullMove)`): when the
    /// static evaluation reaches beta, pass and search `R` plies shallower with a null
    /// window; a fail high ends the node with that score (0 once aborted).
    pub(super) fn null_move(&mut self, pos: &Chess, node: &Node, in_check: bool) -> Option<i32> {
        let cfg = self.config;
        let beta = node.beta;
        if !(cfg.null_move
            && cfg.algorithm != Algorithm::Minimax
            && node.null_ok
            && node.ply > 0
            && !in_check
            && node.depth > NULL_MOVE_R
            && beta.abs() < Score::MATE_BOUND
            && has_pieces(pos))
            || evaluate(pos, cfg.eval) < beta
        {
            return None;
        }
        let null = pos.clone().swap_turn().ok()?;
        let s = -self.negamax(
            &null,
            Node {
                hash: zobrist(&null),
                depth: node.depth - 1 - NULL_MOVE_R,
                ply: node.ply + 1,
                alpha: -beta,
                beta: -beta + 1,
                null_ok: false,
                on_pv: false,
                queen_exts: node.queen_exts,
            },
        );
        if self.stop.aborted() {
            return Some(0);
        }
        if s >= beta {
            self.counters.null_cutoffs += 1;
            self.counters.leaves += 1;
            return Some(if s >= Score::MATE_BOUND { beta } else { s });
        }
        // The null child overwrote our slot in the path.
        self.path.enter(node.ply, node.hash);
        None
    }
}

/// Whether the side to move has a piece other than king and pawns (null move is unsafe in
/// pawn endings: zugzwang).
fn has_pieces(pos: &Chess) -> bool {
    let b = pos.board();
    let ours = b.by_color(pos.turn());
    (ours & !(b.pawns() | b.kings())).any()
}
