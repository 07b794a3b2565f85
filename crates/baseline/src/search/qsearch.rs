//! Quiescence search (seed 001, `Quies(alpha, beta)`) beyond the horizon.

use super::Engine;
use crate::config::Algorithm;
use crate::eval::evaluate;
use crate::ordering::{mvv_lva, pick};
use crate::pv::MAX_PLY;
use crate::score::Score;
use pioneer_rules::gives_check;
use shakmaty::{Chess, Position};

const INF: i32 = Score::INFINITY;

impl Engine {
    /// Quiescence search: stand pat on the static evaluation, then captures (and
    /// promotions) best first; with `quiescence_checks`, also quiet checks at the first
    /// quiescence ply (`qply` 0) and every evasion when in check.
    pub(super) fn quiesce(
        &mut self,
        pos: &Chess,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        qply: u32,
    ) -> i32 {
        if ply as u32 > self.counters.seldepth {
            self.counters.seldepth = ply as u32;
        }
        let cfg = self.config;
        let minimax = cfg.algorithm == Algorithm::Minimax;
        if ply >= MAX_PLY - 2 {
            return evaluate(pos, cfg.eval);
        }
        let evasions = cfg.quiescence_checks && pos.is_check();
        let mut best;
        if evasions {
            best = -INF;
        } else {
            let stand = evaluate(pos, cfg.eval);
            if stand >= beta {
                return stand;
            }
            best = stand;
            if stand > alpha {
                alpha = stand;
            }
        }
        let mut moves = pos.legal_moves();
        if evasions {
            if moves.is_empty() {
                return Score::mated_in(ply).0;
            }
        } else {
            let checks = cfg.quiescence_checks && qply == 0;
            moves
                .retain(|m| m.is_capture() || m.is_promotion() || (checks && gives_check(pos, *m)));
        }
        let mut keys = [0i32; 256];
        if cfg.ordering.mvv_lva {
            for (i, &m) in moves.iter().enumerate() {
                keys[i] = mvv_lva(m);
            }
        }
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut keys, i);
            if self.out_of_limits() {
                return 0;
            }
            self.counters.nodes += 1;
            self.counters.qnodes += 1;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = if minimax {
                -self.quiesce(&child, ply + 1, -INF, INF, qply + 1)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha, qply + 1)
            };
            if self.stop.aborted() {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta && !minimax {
                        break;
                    }
                }
            }
        }
        best
    }
}
