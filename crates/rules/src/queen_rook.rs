//! Exact values of king and queen against king and rook (KQKR): the distance to mate of
//! every position of the class, for either side (the rook's side mates too, now and then),
//! built by retrograde analysis the first time it is asked for.
//!
//! Endgame knowledge in the sense of spec §8, like [`crate::mate_table`], and exact for the
//! same reason: the table is built by the rules themselves. The queen's side normalised to
//! White, a position is four squares (the kings, the queen, the rook) and the side to move;
//! a capture leaves the class for the bare-king tables (the queen takes the rook: KQK; the
//! rook or its king takes the queen: KRK for the other side), whose exact values the
//! build reads. `tests/queen_rook.rs` checks it against the known longest win (35 moves),
//! against shakmaty's own move generator over random positions (every value is the best of
//! its successors' values, one move deeper) and against Stockfish's mates where Stockfish
//! is installed.
//!
//! The search reads it through [`crate::endgame_tables`]. Why it is here: a study whose pawn promotes against a rook (Saavedra's) ends in queen
//! against rook, which the zones do not know how to win — issue 15's play-out lost the won
//! ending on move 36.
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::queen_rook::verdict;
//!
//! // Queen against rook, White to move: won, in at most 35 moves.
//! let pos = pioneer_rules::parse_fen("8/8/8/3k4/8/8/3r4/K1Q5 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(n)) if n <= 35));
//! // Saavedra's 6.c8=Q? Rc4+!: the queen takes and Black is stalemated, or the king
//! // steps aside and the queen is lost.
//! let pos = pioneer_rules::parse_fen("2Q5/8/8/8/2r5/8/2K5/k7 w - - 0 7").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! ```

use crate::mate_table::{MateTable, Mater, Verdict};
use shakmaty::attacks::{king_attacks, queen_attacks, rook_attacks};
use shakmaty::{Bitboard, Chess, Color, File, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// The squares a1–d1–d4 (file ≤ d, rank ≤ file): every placement has a symmetric image
/// with White's king on one of them.
const TRIANGLE: [Square; 10] = [
    Square::A1,
    Square::B1,
    Square::B2,
    Square::C1,
    Square::C2,
    Square::C3,
    Square::D1,
    Square::D2,
    Square::D3,
    Square::D4,
];

/// Slots per side to move: White's king on the triangle, the three others anywhere.
const SIZE: usize = TRIANGLE.len() << 18;

/// The place of `sq` on [`TRIANGLE`].
fn on_triangle(sq: Square) -> Option<usize> {
    let (file, rank) = (usize::from(sq.file()), usize::from(sq.rank()));
    (file <= 3 && rank <= file).then(|| file * (file + 1) / 2 + rank)
}

/// A placement of the class, the queen's side White: the four squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Placement {
    /// White's king.
    wk: Square,
    /// Black's king.
    bk: Square,
    /// White's queen.
    queen: Square,
    /// Black's rook.
    rook: Square,
}

impl Placement {
    /// The slot of this placement itself, if White's king is on the triangle.
    fn slot(self) -> Option<usize> {
        Some(
            (on_triangle(self.wk)? << 18)
                | (usize::from(self.bk) << 12)
                | (usize::from(self.queen) << 6)
                | usize::from(self.rook),
        )
    }

    /// The slot of the placement's class: the smallest slot of its images under the
    /// board's eight symmetries (with no pawns and no castling each keeps a position's
    /// value, so the table stores one placement of each class). The king is brought to
    /// the files a–d, the ranks 1–4, then below the long diagonal; on the diagonal both
    /// images qualify and the smaller slot is the key.
    fn key(self) -> usize {
        let mut p = self;
        if p.wk.file() > File::D {
            p = p.mapped(Square::flip_horizontal);
        }
        if p.wk.rank() > Rank::Fourth {
            p = p.mapped(Square::flip_vertical);
        }
        let (file, rank) = (u32::from(p.wk.file()), u32::from(p.wk.rank()));
        let slot = |q: Placement| q.slot().unwrap_or(usize::MAX);
        let mirrored = p.mapped(Square::flip_diagonal);
        match rank.cmp(&file) {
            std::cmp::Ordering::Less => slot(p),
            std::cmp::Ordering::Equal => slot(p).min(slot(mirrored)),
            std::cmp::Ordering::Greater => slot(mirrored),
        }
    }

    fn mapped(self, t: fn(Square) -> Square) -> Placement {
        Placement {
            wk: t(self.wk),
            bk: t(self.bk),
            queen: t(self.queen),
            rook: t(self.rook),
        }
    }

    fn from_slot(i: usize) -> Placement {
        // Each part is below 64 and the king's below 10: the conversions cannot fail.
        let sq = |v: usize| Square::new((v & 63) as u32);
        Placement {
            wk: TRIANGLE[(i >> 18) % TRIANGLE.len()],
            bk: sq(i >> 12),
            queen: sq(i >> 6),
            rook: sq(i),
        }
    }

    /// Two pieces on one long diagonal: only then can two moves lead to one class (a
    /// symmetry other than the identity that keeps two squares in place is a reflection
    /// in a long diagonal).
    fn may_be_symmetric(self) -> bool {
        let squares = [self.wk, self.bk, self.queen, self.rook];
        let main = squares
            .iter()
            .filter(|s| s.file() as u32 == s.rank() as u32);
        let anti = squares
            .iter()
            .filter(|s| s.file() as u32 + s.rank() as u32 == 7);
        main.count() >= 2 || anti.count() >= 2
    }

    /// Four different squares.
    fn distinct(self) -> bool {
        self.occupied().count() == 4
    }

    fn occupied(self) -> Bitboard {
        Bitboard::from(self.wk)
            .with(self.bk)
            .with(self.queen)
            .with(self.rook)
    }

    /// Whether `side`'s king is attacked.
    fn in_check(self, side: Color) -> bool {
        let occ = self.occupied();
        match side {
            Color::White => rook_attacks(self.rook, occ).contains(self.wk),
            Color::Black => queen_attacks(self.queen, occ).contains(self.bk),
        }
    }

    /// A legal position with `turn` to move: four squares, the kings apart, the side not
    /// to move not in check.
    fn legal(self, turn: Color) -> bool {
        self.distinct() && !king_attacks(self.wk).contains(self.bk) && !self.in_check(!turn)
    }
}

/// One legal move of a position of the class.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// A move within the class: the placement after it, the other side to move.
    Quiet(Placement),
    /// A capture, leaving the class: the half-moves to mate for the side that captures
    /// (counting the capture), or `None` for a draw.
    Capture(Option<u8>),
}

/// The half-moves to mate, for the side that just captured, of a bare-king table's
/// verdict with the bare king to move.
fn after_capture(v: Verdict) -> Option<u8> {
    match v {
        Verdict::Mated(n) => Some(2 * n + 1),
        _ => None,
    }
}

/// Every legal move of `p` with `turn` to move, in no particular order.
fn moves(p: Placement, turn: Color, f: &mut impl FnMut(Step)) {
    let occ = p.occupied();
    match turn {
        Color::White => {
            for to in king_attacks(p.wk).without(p.queen) {
                if king_attacks(p.bk).contains(to) {
                    continue;
                }
                if to == p.rook {
                    let v = MateTable::get(Mater::Queen).bare_king_to_move(to, p.bk, p.queen);
                    f(Step::Capture(after_capture(v)));
                } else if !rook_attacks(p.rook, occ.without(p.wk)).contains(to) {
                    f(Step::Quiet(Placement { wk: to, ..p }));
                }
            }
            for to in queen_attacks(p.queen, occ).without(p.wk).without(p.bk) {
                if to == p.rook {
                    let v = MateTable::get(Mater::Queen).bare_king_to_move(p.wk, p.bk, to);
                    f(Step::Capture(after_capture(v)));
                } else if !rook_attacks(p.rook, occ.without(p.queen).with(to)).contains(p.wk) {
                    f(Step::Quiet(Placement { queen: to, ..p }));
                }
            }
        }
        Color::Black => {
            let flip = Square::flip_vertical;
            for to in king_attacks(p.bk).without(p.rook) {
                if king_attacks(p.wk).contains(to) {
                    continue;
                }
                if to == p.queen {
                    let v = MateTable::get(Mater::Rook).bare_king_to_move(
                        flip(to),
                        flip(p.wk),
                        flip(p.rook),
                    );
                    f(Step::Capture(after_capture(v)));
                } else if !queen_attacks(p.queen, occ.without(p.bk)).contains(to) {
                    f(Step::Quiet(Placement { bk: to, ..p }));
                }
            }
            for to in rook_attacks(p.rook, occ).without(p.wk).without(p.bk) {
                if to == p.queen {
                    let v = MateTable::get(Mater::Rook).bare_king_to_move(
                        flip(p.bk),
                        flip(p.wk),
                        flip(to),
                    );
                    f(Step::Capture(after_capture(v)));
                } else if !queen_attacks(p.queen, occ.without(p.rook).with(to)).contains(p.bk) {
                    f(Step::Quiet(Placement { rook: to, ..p }));
                }
            }
        }
    }
}

/// Every legal position with `turn` to move from which one quiet move of `turn` leads to
/// `p` (where the other side is to move): the retrograde moves.
fn unmoves(p: Placement, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let (king, piece) = match turn {
        Color::White => (p.wk, p.queen),
        Color::Black => (p.bk, p.rook),
    };
    let slides = |sq: Square, occ: Bitboard| match turn {
        Color::White => queen_attacks(sq, occ),
        Color::Black => rook_attacks(sq, occ),
    };
    let mut put = |q: Placement| {
        if q.legal(turn) {
            f(q);
        }
    };
    for from in king_attacks(king) & !occ {
        put(match turn {
            Color::White => Placement { wk: from, ..p },
            Color::Black => Placement { bk: from, ..p },
        });
    }
    for from in slides(piece, occ) & !occ {
        put(match turn {
            Color::White => Placement { queen: from, ..p },
            Color::Black => Placement { rook: from, ..p },
        });
    }
}

/// Unknown: not (yet) won or lost.
const UNKNOWN: u8 = 0;
/// No capture.
const NO_EXIT: u8 = u8::MAX;
/// A capture that draws, and none that wins.
const DRAWN_EXIT: u8 = u8::MAX - 1;

/// The table: for each side to move, each placement's half-moves to mate plus one (odd
/// half-moves: the side to move mates; even: it is mated), or 0 for a draw or an illegal
/// placement.
#[derive(Debug)]
pub struct QueenRookTable {
    /// Indexed by [`Color`] to move: White (the queen's side), then Black.
    plies: [Vec<u8>; 2],
}

fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

impl QueenRookTable {
    /// The table, built on first use (about a second with optimisation) and kept for the
    /// program's life.
    pub fn get() -> &'static QueenRookTable {
        static TABLE: OnceLock<QueenRookTable> = OnceLock::new();
        TABLE.get_or_init(QueenRookTable::build)
    }

    /// The longest win of the queen's side with it to move, in its moves.
    pub fn longest(&self) -> u8 {
        self.plies[0]
            .iter()
            .filter(|&&v| v % 2 == 0 && v > 0)
            .max()
            .map_or(0, |v| v / 2)
    }

    /// How many legal positions with `turn` to move its side wins.
    pub fn wins(&self, turn: Color) -> usize {
        self.plies[side(turn)]
            .iter()
            .filter(|&&v| v % 2 == 0 && v > 0)
            .count()
    }

    fn at(&self, p: Placement, turn: Color) -> Verdict {
        match self.plies[side(turn)][p.key()] {
            UNKNOWN => Verdict::Draw,
            v if v % 2 == 0 => Verdict::Mates(v / 2),
            v => Verdict::Mated(v / 2),
        }
    }

    fn build() -> QueenRookTable {
        let mut plies = [vec![UNKNOWN; SIZE], vec![UNKNOWN; SIZE]];
        // Per class: its quiet moves' classes not yet known to lose, and its best capture.
        let mut open = [vec![0u8; SIZE], vec![0u8; SIZE]];
        let mut exit = [vec![NO_EXIT; SIZE], vec![NO_EXIT; SIZE]];
        // The wins by a capture, by their half-moves to mate.
        let mut by_exit: Vec<Vec<(Color, u32)>> = vec![Vec::new(); 64];
        let mut frontier: Vec<(Color, u32)> = Vec::new();
        let mut keys: Vec<usize> = Vec::with_capacity(64);
        for turn in [Color::White, Color::Black] {
            let s = side(turn);
            for i in 0..SIZE {
                let p = Placement::from_slot(i);
                if !p.legal(turn) || p.key() != i {
                    continue;
                }
                let symmetric = p.may_be_symmetric();
                let (mut quiet, mut best) = (0u8, NO_EXIT);
                keys.clear();
                moves(p, turn, &mut |step| match step {
                    Step::Quiet(_) if !symmetric => quiet += 1,
                    Step::Quiet(q) => keys.push(q.key()),
                    Step::Capture(Some(n)) => best = best.min(n),
                    Step::Capture(None) => best = best.min(DRAWN_EXIT),
                });
                if symmetric {
                    keys.sort_unstable();
                    keys.dedup();
                    quiet = keys.len() as u8;
                }
                open[s][i] = quiet;
                exit[s][i] = best;
                if best < DRAWN_EXIT {
                    by_exit[usize::from(best)].push((turn, i as u32));
                } else if quiet == 0 && best == NO_EXIT && p.in_check(turn) {
                    // Checkmated now.
                    plies[s][i] = 1;
                    frontier.push((turn, i as u32));
                }
            }
        }
        // Half-move by half-move: a class lost in d makes its predecessors won in d + 1;
        // a class won in d closes one move of each predecessor, and a predecessor with
        // every move closed and no capture is lost in d + 1.
        for d in 0..u8::MAX - 2 {
            for &(turn, i) in by_exit.get(usize::from(d)).into_iter().flatten() {
                if plies[side(turn)][i as usize] == UNKNOWN {
                    plies[side(turn)][i as usize] = d + 1;
                    frontier.push((turn, i));
                }
            }
            if frontier.is_empty() && by_exit.iter().skip(usize::from(d) + 1).all(Vec::is_empty) {
                break;
            }
            let mut next = Vec::new();
            for (turn, i) in std::mem::take(&mut frontier) {
                let before = !turn;
                let s = side(before);
                let p = Placement::from_slot(i as usize);
                keys.clear();
                unmoves(p, before, &mut |q| keys.push(q.key()));
                if p.may_be_symmetric() {
                    keys.sort_unstable();
                    keys.dedup();
                }
                for &j in &keys {
                    if plies[s][j] != UNKNOWN {
                        continue;
                    }
                    if d % 2 == 0 {
                        plies[s][j] = d + 2;
                        next.push((before, j as u32));
                    } else {
                        open[s][j] -= 1;
                        if open[s][j] == 0 && exit[s][j] == NO_EXIT {
                            plies[s][j] = d + 2;
                            next.push((before, j as u32));
                        }
                    }
                }
            }
            frontier = next;
        }
        QueenRookTable { plies }
    }
}

/// Starts building the table on another thread (about a second with optimisation), so
/// that a program which will search readies it without waiting and without spending that
/// second in a process that never meets the class; a probe before the build is done waits
/// for it. Only the first call starts a thread.
pub fn prepare() {
    static STARTED: std::sync::Once = std::sync::Once::new();
    STARTED.call_once(|| {
        std::thread::spawn(|| {
            QueenRookTable::get();
        });
    });
}

/// The exact verdict on `pos` for the side to move when it is king and queen against king
/// and rook (either colour with the queen) with no castling rights; `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let board = pos.board();
    if board.occupied().count() != 4 || !pos.castles().is_empty() {
        return None;
    }
    let queens = board.by_role(Role::Queen);
    let rooks = board.by_role(Role::Rook);
    let (queen, rook) = (queens.single_square()?, rooks.single_square()?);
    let strong = board.color_at(queen)?;
    if board.color_at(rook)? == strong {
        return None;
    }
    let norm = |sq: Square| match strong {
        Color::White => sq,
        Color::Black => sq.flip_vertical(),
    };
    let p = Placement {
        wk: norm(board.king_of(strong)?),
        bk: norm(board.king_of(!strong)?),
        queen: norm(queen),
        rook: norm(rook),
    };
    let turn = if pos.turn() == strong {
        Color::White
    } else {
        Color::Black
    };
    Some(QueenRookTable::get().at(p, turn))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_and_placement_are_inverse() {
        for i in [0, 1, 63, 4095, 1 << 18, SIZE - 1, 0x0009_CDEF] {
            assert_eq!(Placement::from_slot(i).slot(), Some(i));
        }
    }

    fn identity(sq: Square) -> Square {
        sq
    }

    /// The eight symmetries of the board.
    const SYMMETRIES: [fn(Square) -> Square; 8] = [
        identity,
        Square::flip_horizontal,
        Square::flip_vertical,
        Square::rotate_180,
        Square::flip_diagonal,
        Square::flip_anti_diagonal,
        Square::rotate_90,
        Square::rotate_270,
    ];

    #[test]
    fn the_key_is_the_smallest_slot_of_the_images() {
        for wk in Square::ALL {
            for (bk, queen, rook) in [
                (Square::A2, Square::E4, Square::H8),
                (Square::C3, Square::F6, Square::B2),
                (Square::H1, Square::A8, Square::D4),
            ] {
                let p = Placement {
                    wk,
                    bk,
                    queen,
                    rook,
                };
                let smallest = SYMMETRIES.iter().filter_map(|t| p.mapped(*t).slot()).min();
                assert_eq!(Some(p.key()), smallest, "{p:?}");
                for t in SYMMETRIES {
                    assert_eq!(p.mapped(t).key(), p.key());
                }
            }
        }
    }

    #[test]
    fn the_triangle_is_numbered_in_order() {
        for (n, sq) in TRIANGLE.iter().enumerate() {
            assert_eq!(on_triangle(*sq), Some(n));
        }
        assert_eq!(on_triangle(Square::E1), None);
        assert_eq!(on_triangle(Square::A2), None);
    }
}
