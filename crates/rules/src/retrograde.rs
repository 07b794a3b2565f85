//! The retrograde solver of the tables of four pieces ([`crate::queen_against`],
//! [`crate::queen_pawn`]): each table says, for every slot of its placements and each
//! side to move, what the position's moves lead to — how many stay in the class, and the
//! best and worst ways out of it (captures, promotions, read from other tables) — and the
//! solver works back from the mates half-move by half-move.
//!
//! A slot's value is its half-moves to mate plus one — odd: the side to move mates; even:
//! it is mated — or [`UNKNOWN`] for a draw or an illegal slot. The invariant the tables'
//! tests check: every value is the best of its successors' one move deeper.

use crate::mate_table::Verdict;
use shakmaty::Color;

/// Not (yet) won or lost; once solved, a draw or an illegal slot.
pub(crate) const UNKNOWN: u8 = 0;

/// The index of `c` to move in a table's pair of value arrays: White (the queen's side),
/// then Black.
pub(crate) fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// The verdict for the side to move of a solved slot's value.
pub(crate) fn verdict(v: u8) -> Verdict {
    match v {
        UNKNOWN => Verdict::Draw,
        v if v.is_multiple_of(2) => Verdict::Mates(v / 2),
        v => Verdict::Mated(v / 2),
    }
}

/// Whether a solved value is a win for the side to move.
pub(crate) fn is_win(v: u8) -> bool {
    v > 0 && v.is_multiple_of(2)
}

/// What one position's legal moves say before the solve.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct MovesOut {
    /// Its moves within the class (to distinct slots).
    pub(crate) quiet: u8,
    /// Its quickest win by a move out of the class, in half-moves, the move counted.
    pub(crate) win: Option<u8>,
    /// Whether a move out of the class draws.
    pub(crate) draw: bool,
    /// Its slowest loss by a move out of the class, in half-moves, the move counted (0:
    /// none).
    pub(crate) loss: u8,
}

impl MovesOut {
    /// Records a move out of the class that wins in `n` half-moves (the quickest stays).
    pub(crate) fn win_in(&mut self, n: u8) {
        self.win = Some(self.win.map_or(n, |w| w.min(n)));
    }
}

/// A table being solved: the values and, per slot, what is still open.
pub(crate) struct Retrograde {
    plies: [Vec<u8>; 2],
    /// Quiet moves not yet known to lead to a win of the other side.
    open: [Vec<u8>; 2],
    /// A move out of the class wins or draws: the slot is never lost.
    escapes: [Vec<bool>; 2],
    /// The slowest loss out of the class.
    longest_loss: [Vec<u8>; 2],
    /// Slots decided at a half-move count by their moves out of the class.
    pending: Vec<Vec<(Color, u32)>>,
    /// Slots decided at the current half-move count.
    frontier: Vec<(Color, u32)>,
}

impl Retrograde {
    /// A table of `size` slots per side to move, every one unknown.
    pub(crate) fn new(size: usize) -> Retrograde {
        let two = |v| [vec![v; size], vec![v; size]];
        Retrograde {
            plies: two(UNKNOWN),
            open: two(0),
            escapes: [vec![false; size], vec![false; size]],
            longest_loss: two(0),
            pending: vec![Vec::new(); 256],
            frontier: Vec::new(),
        }
    }

    /// Records the legal position of slot `i` with `turn` to move: its moves, and whether
    /// it is in check (mated when it has no move at all).
    pub(crate) fn seed(&mut self, turn: Color, i: usize, m: MovesOut, in_check: bool) {
        let s = side(turn);
        self.open[s][i] = m.quiet;
        self.escapes[s][i] = m.win.is_some() || m.draw;
        self.longest_loss[s][i] = m.loss;
        let slot = (turn, i as u32);
        if let Some(win) = m.win {
            self.pending[usize::from(win)].push(slot);
        } else if !m.draw && m.quiet == 0 {
            if m.loss > 0 {
                self.pending[usize::from(m.loss)].push(slot);
            } else if in_check {
                self.plies[s][i] = 1;
                self.frontier.push(slot);
            }
        }
    }

    /// Solves the table. `unmoves(before, i, keys)` puts into `keys` the distinct slots
    /// of the legal positions with `before` to move from which one quiet move leads to
    /// slot `i` (the other side to move). Half-move by half-move: a slot lost in d makes
    /// its predecessors won in d + 1; a slot won in d closes one quiet move of each
    /// predecessor, and a predecessor with every move closed and none out of the class
    /// that wins or draws is lost in the longer of d + 1 and its slowest loss out of the
    /// class.
    pub(crate) fn solve(
        mut self,
        mut unmoves: impl FnMut(Color, usize, &mut Vec<usize>),
    ) -> [Vec<u8>; 2] {
        let mut keys: Vec<usize> = Vec::with_capacity(64);
        for d in 0..u8::MAX - 2 {
            for &(turn, i) in &self.pending[usize::from(d)] {
                if self.plies[side(turn)][i as usize] == UNKNOWN {
                    self.plies[side(turn)][i as usize] = d + 1;
                    self.frontier.push((turn, i));
                }
            }
            if self.frontier.is_empty()
                && self
                    .pending
                    .iter()
                    .skip(usize::from(d) + 1)
                    .all(Vec::is_empty)
            {
                break;
            }
            let mut next = Vec::new();
            for (turn, i) in std::mem::take(&mut self.frontier) {
                let before = !turn;
                let s = side(before);
                keys.clear();
                unmoves(before, i as usize, &mut keys);
                for &j in &keys {
                    if self.plies[s][j] != UNKNOWN {
                        continue;
                    }
                    if d % 2 == 0 {
                        self.plies[s][j] = d + 2;
                        next.push((before, j as u32));
                    } else {
                        self.open[s][j] -= 1;
                        if self.open[s][j] == 0 && !self.escapes[s][j] {
                            if self.longest_loss[s][j] <= d + 1 {
                                self.plies[s][j] = d + 2;
                                next.push((before, j as u32));
                            } else {
                                let loss = usize::from(self.longest_loss[s][j]);
                                self.pending[loss].push((before, j as u32));
                            }
                        }
                    }
                }
            }
            self.frontier = next;
        }
        self.plies
    }
}
