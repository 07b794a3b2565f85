//! The retrograde solver of the tables of four pieces ([`crate::queen_against`],
//! [`crate::piece_pawn`], [`crate::pawn_pawn`]): each table says, for every slot of its placements and each
//! side to move, what the position's moves lead to — how many stay in the class, and the
//! best and worst ways out of it (captures, promotions, read from other tables) — and the
//! solver works back from the mates half-move by half-move.
//!
//! A slot's value is its half-moves to mate plus one — even: the side to move mates; odd:
//! it is mated — or [`UNKNOWN`] for a draw or an illegal slot. The invariant the tables'
//! tests check: every value is the best of its successors' one move deeper.

use crate::mate_table::Verdict;
use shakmaty::Color;

/// Not (yet) won or lost; once solved, a draw or an illegal slot.
pub(crate) const UNKNOWN: u8 = 0;

/// The index of `c` to move in a table's pair of value arrays: White (the stronger side
/// of a table that normalises one), then Black.
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

/// How a move that leaves a table's class ends, for the side that makes it (the tables
/// with bounds: [`crate::pawn_pawn`], [`crate::piece_pawn`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Exit {
    /// It mates in this many half-moves, the move counted.
    Win(u8),
    /// It is mated after this many half-moves, the move counted.
    Loss(u8),
    /// A draw.
    Draw,
}

impl Exit {
    /// The worst end a move can have: mated at once.
    pub(crate) const MATED_AT_ONCE: Exit = Exit::Loss(2);

    /// The best: mate with the move itself.
    pub(crate) const MATES_AT_ONCE: Exit = Exit::Win(1);

    /// The exit to a position whose verdict, for the other side to move, is `v`.
    pub(crate) fn of(v: Verdict) -> Exit {
        match v {
            Verdict::Mated(n) => Exit::Win(2 * n + 1),
            Verdict::Mates(n) => Exit::Loss(2 * n),
            Verdict::Draw => Exit::Draw,
        }
    }

    /// The highest end an underpromotion can have, the promotion to a queen ending in
    /// `queen`: where the queen wins, no lesser piece does better than a win (the
    /// verdict is exact, a knight might mate sooner); elsewhere a lesser piece may win
    /// (the rook or bishop by leaving the stalemate the queen gives, the knight by its
    /// checks).
    pub(crate) fn under_queen(queen: Exit) -> Exit {
        match queen {
            Exit::Win(_) => queen,
            Exit::Loss(_) | Exit::Draw => Exit::MATES_AT_ONCE,
        }
    }

    /// Records this exit among a position's moves.
    pub(crate) fn record(self, out: &mut MovesOut) {
        match self {
            Exit::Win(n) => out.win_in(n),
            Exit::Draw => out.draw = true,
            Exit::Loss(n) => out.loss = out.loss.max(n),
        }
    }
}

/// One legal move of a position of a table with bounds.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Step {
    /// A move within the class.
    Quiet,
    /// A move leaving the class for a table: its exact end.
    Out(Exit),
    /// A move leaving the class where no table knows the end exactly (an
    /// underpromotion, a double step open to en passant): it lies between the two.
    Between {
        /// At best for the side that moves.
        high: Exit,
        /// At worst.
        low: Exit,
    },
}

impl Step {
    /// A move into a class whose table may be silent: its verdict when it has one, else
    /// between `high` and the worst.
    pub(crate) fn out_or(v: Option<Verdict>, high: Exit) -> Step {
        match v {
            Some(v) => Step::Out(Exit::of(v)),
            None => Step::Between {
                high,
                low: Exit::MATED_AT_ONCE,
            },
        }
    }
}

/// A stored value where a table's two solves differ: it says nothing.
pub(crate) const SILENT: u8 = u8::MAX;

/// The verdict of a stored value of a table with bounds, `None` where it is silent.
pub(crate) fn verdict_or_silent(v: u8) -> Option<Verdict> {
    (v != SILENT).then(|| verdict(v))
}

/// Solves a table with bounds twice — every [`Step::Between`] at its best for the side
/// that makes it, then at its worst — and keeps a value where both agree, [`SILENT`]
/// elsewhere: a value both solves give cannot depend on the moves no table knows. A table
/// whose moves have no [`Step::Between`] (the queen against a pawn) is solved once and
/// exact everywhere.
/// `moves(turn, i, f)` gives the steps of slot `i`'s position with `turn` to move, and
/// whether it is legal and in check; `unmoves` is [`Retrograde::solve`]'s.
pub(crate) fn solve_bounded(
    size: usize,
    moves: impl Fn(Color, usize, &mut dyn FnMut(Step)) -> Option<bool>,
    unmoves: impl Fn(Color, usize, &mut Vec<usize>),
) -> [Vec<u8>; 2] {
    // Each solve says whether it met a bound at all: a table without one is solved once.
    let solve_with = |high: bool| {
        let mut solver = Retrograde::new(size);
        let mut bounded = false;
        for turn in [Color::White, Color::Black] {
            for i in 0..size {
                let mut out = MovesOut::default();
                let in_check = moves(turn, i, &mut |step| match step {
                    Step::Quiet => out.quiet += 1,
                    Step::Out(e) => e.record(&mut out),
                    Step::Between { high: h, low } => {
                        bounded = true;
                        (if high { h } else { low }).record(&mut out)
                    }
                });
                if let Some(in_check) = in_check {
                    solver.seed(turn, i, out, in_check);
                }
            }
        }
        (solver.solve(&unmoves), bounded)
    };
    let (high, bounded) = solve_with(true);
    if !bounded {
        return high;
    }
    let (low, _) = solve_with(false);
    let merge = |h: &[u8], l: &[u8]| -> Vec<u8> {
        h.iter()
            .zip(l)
            .map(|(&h, &l)| if h == l { h } else { SILENT })
            .collect()
    };
    [merge(&high[0], &low[0]), merge(&high[1], &low[1])]
}

/// The longest win of `turn`'s side with it to move in a solved table, in its moves
/// ([`SILENT`] slots skipped).
pub(crate) fn longest(plies: &[Vec<u8>; 2], turn: Color) -> u8 {
    plies[side(turn)]
        .iter()
        .filter(|&&v| v != SILENT && is_win(v))
        .max()
        .map_or(0, |v| v / 2)
}

/// How many slots of a table with bounds are [`SILENT`], and how many slots it has (both
/// sides to move).
pub(crate) fn silent_share(plies: &[Vec<u8>; 2]) -> (usize, usize) {
    let silent = plies.iter().flatten().filter(|&&v| v == SILENT).count();
    (silent, plies[0].len() + plies[1].len())
}
