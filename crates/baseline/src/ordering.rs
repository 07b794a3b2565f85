//! Move ordering: hash/PV move, MVV-LVA captures, killers, history (seed 001: the
//! capture-ordering listing of the move-generation chapter, "Killer heuristic", "History
//! heuristic"; seed 002 for trying the previous PV first).
//!
//! Moves are scored into a parallel array on the stack and picked best-first (selection),
//! so ordering allocates nothing and costs nothing for moves never reached after a cutoff.

use crate::config::Ordering;
use crate::eval::piece_value;
use crate::pv::MAX_PLY;
use crate::tt::PackedMove;
use shakmaty::{Color, Move, MoveList};

const HASH_MOVE: i32 = 1 << 30;
const PV_MOVE: i32 = 1 << 29;
const CAPTURE: i32 = 1 << 24;
const KILLER_1: i32 = 1 << 22;
const KILLER_2: i32 = KILLER_1 - 1;
const HISTORY_MAX: i32 = 1 << 20;

/// Killer moves (two per ply) and the history table (by side, from, to).
pub struct Heuristics {
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Box<[[[i32; 64]; 64]; 2]>,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics {
            killers: [[None; 2]; MAX_PLY],
            history: Box::new([[[0; 64]; 64]; 2]),
        }
    }
}

/// MVV-LVA key of a capture or promotion (higher first).
#[inline]
pub fn mvv_lva(m: Move) -> i32 {
    let victim = m.capture().map_or(0, piece_value);
    let promo = m.promotion().map_or(0, piece_value);
    let attacker = piece_value(m.role()) / 100;
    (victim + promo) * 16 - attacker
}

impl Heuristics {
    /// Forgets killers and history.
    pub fn clear(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                row.fill(0);
            }
        }
    }

    /// Forgets killers only (between iterations nothing is cleared; between searches).
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in self.history.iter_mut() {
            for row in side.iter_mut() {
                for v in row.iter_mut() {
                    *v /= 8;
                }
            }
        }
    }

    /// Records a quiet move that caused a beta cutoff.
    #[inline]
    pub fn cutoff(&mut self, o: &Ordering, turn: Color, ply: usize, depth: i32, m: Move) {
        if o.killers && self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        if o.history
            && let Some(from) = m.from()
        {
            let h = &mut self.history[turn as usize][from as usize][m.to() as usize];
            *h += depth * depth;
            if *h >= HISTORY_MAX {
                for side in self.history.iter_mut() {
                    for row in side.iter_mut() {
                        for v in row.iter_mut() {
                            *v /= 2;
                        }
                    }
                }
            }
        }
    }

    /// Scores every move of `moves` into `keys` (same indices).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub fn score(
        &self,
        o: &Ordering,
        turn: Color,
        ply: usize,
        moves: &MoveList,
        hash_move: PackedMove,
        pv_move: Option<Move>,
        keys: &mut [i32],
    ) {
        for (i, &m) in moves.iter().enumerate() {
            let mut k = 0;
            if o.hash_move && hash_move.matches(m) {
                k = HASH_MOVE;
            } else if o.pv_move && pv_move == Some(m) {
                k = PV_MOVE;
            } else if m.is_capture() || m.is_promotion() {
                if o.mvv_lva {
                    k = CAPTURE + mvv_lva(m);
                }
            } else if o.killers && self.killers[ply][0] == Some(m) {
                k = KILLER_1;
            } else if o.killers && self.killers[ply][1] == Some(m) {
                k = KILLER_2;
            } else if o.history
                && let Some(from) = m.from()
            {
                k = self.history[turn as usize][from as usize][m.to() as usize];
            }
            keys[i] = k;
        }
    }
}

/// How many moves are picked one by one (selection) before the rest is sorted at once:
/// most cutoffs come from the first moves, and nodes that get past them usually search
/// everything.
pub const SELECT_FIRST: usize = 3;

/// The move to search `index`-th: the best-keyed remaining one. The first
/// [`SELECT_FIRST`] are found by selection; at `SELECT_FIRST` the rest is sorted once
/// (stable, highest key first). Ties keep generation order, so with every key 0 the order
/// is the generation order.
#[inline]
pub fn pick(moves: &mut MoveList, keys: &mut [i32], index: usize) -> Move {
    let n = moves.len();
    if index < SELECT_FIRST {
        let mut best = index;
        for i in index + 1..n {
            if keys[i] > keys[best] {
                best = i;
            }
        }
        if best != index {
            // Shift rather than swap, to keep the relative order of equal keys.
            let m = moves[best];
            let k = keys[best];
            let mut i = best;
            while i > index {
                moves[i] = moves[i - 1];
                keys[i] = keys[i - 1];
                i -= 1;
            }
            moves[index] = m;
            keys[index] = k;
        }
    } else if index == SELECT_FIRST {
        // Stable insertion sort of the remainder, descending by key.
        for i in index + 1..n {
            let m = moves[i];
            let k = keys[i];
            let mut j = i;
            while j > index && keys[j - 1] < k {
                moves[j] = moves[j - 1];
                keys[j] = keys[j - 1];
                j -= 1;
            }
            moves[j] = m;
            keys[j] = k;
        }
    }
    moves[index]
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{Chess, Position};

    #[test]
    fn pick_is_a_stable_descending_order() {
        let pos = Chess::default();
        let mut moves = pos.legal_moves();
        let original = moves.clone();
        let n = moves.len();
        let mut keys: Vec<i32> = (0..n).map(|i| (i as i32 * 7) % 5).collect();
        let mut expected: Vec<(i32, usize)> = keys.iter().copied().zip(0..n).collect();
        expected.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        for (i, &(_, at)) in expected.iter().enumerate() {
            assert_eq!(pick(&mut moves, &mut keys, i), original[at]);
        }
        // All keys equal: generation order.
        let mut moves = pos.legal_moves();
        let mut keys = vec![0; n];
        for (i, m) in original.iter().enumerate() {
            assert_eq!(pick(&mut moves, &mut keys, i), *m);
        }
    }
}
