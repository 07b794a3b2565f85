//! Exact values of king and queen against king and pawn (KQKP): the distance to mate of
//! every position of the class, for either side (the pawn's side mates too, after it
//! promotes or takes the queen), built by retrograde analysis the first time it is asked
//! for.
//!
//! Endgame knowledge in the sense of spec §8, exact because every way out of the class is
//! itself a table: a promotion leads to the queen against a queen, rook, bishop or knight
//! ([`crate::queen_against`]), the pawn taking the queen to king and pawn against king (or,
//! promoting as it takes, king and queen or rook against king, or a draw), and the queen's
//! side taking the pawn to KQK ([`crate::mate_table`]). The queen's side normalised to
//! White, the pawn is Black's and moves down; the only symmetry is the left–right mirror
//! (White's king on the files a–d), which leaves no square in place, so no two moves of a
//! position lead to one class. `tests/queen_pawn.rs` checks 25 000 positions' values
//! against shakmaty's successors (the longest wins: 28 moves for the queen's side, 29 for
//! the pawn's, through its promotion).
//!
//! Why it is here: a race of pawns often ends with one side's queen against the other's
//! pawn still running (Réti's 1.Kh7? h4 … h1=Q with the c-pawn on c7), where the material
//! says nothing of the draw a rook's or bishop's pawn on the seventh holds.
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::queen_pawn::verdict;
//!
//! // A bishop's pawn on the seventh, its king beside it, the queen's king far: a draw
//! // (the queen cannot take the pawn without stalemating the king in the corner).
//! let pos = pioneer_rules::parse_fen("8/8/8/8/K7/8/5pk1/2Q5 w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // A centre pawn on the seventh: the queen wins.
//! let pos = pioneer_rules::parse_fen("8/8/8/8/K7/8/3pk3/7Q w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! ```

use crate::mate_table::{MateTable, Mater, Verdict};
use crate::queen_against::{Defender, QueenTable};
use crate::retrograde::{self, MovesOut, Retrograde, side};
use crate::strong_side::StrongSide;
use shakmaty::attacks::{king_attacks, pawn_attacks, queen_attacks};
use shakmaty::{Bitboard, Chess, Color, File, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// Slots per side to move: White's king on the files a–d (32 squares), the three others
/// anywhere.
const SIZE: usize = 32 << 18;

/// A placement of the class, the queen's side White and the pawn Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Placement {
    wk: Square,
    bk: Square,
    queen: Square,
    pawn: Square,
}

impl Placement {
    /// The slot of this placement itself, if White's king is on the files a–d.
    fn slot(self) -> Option<usize> {
        let file = usize::from(self.wk.file());
        (file <= 3).then(|| {
            ((usize::from(self.wk.rank()) * 4 + file) << 18)
                | (usize::from(self.bk) << 12)
                | (usize::from(self.queen) << 6)
                | usize::from(self.pawn)
        })
    }

    /// The slot of the placement's class: itself, or its mirror image when White's king
    /// stands on the files e–h.
    fn key(self) -> usize {
        let p = if self.wk.file() > File::D {
            self.mirrored()
        } else {
            self
        };
        p.slot().unwrap_or(usize::MAX)
    }

    fn mirrored(self) -> Placement {
        let t = Square::flip_horizontal;
        Placement {
            wk: t(self.wk),
            bk: t(self.bk),
            queen: t(self.queen),
            pawn: t(self.pawn),
        }
    }

    fn from_slot(i: usize) -> Placement {
        // Each part is below 64 and the king's below 32: the conversions cannot fail.
        let sq = |v: usize| Square::new((v & 63) as u32);
        let half = (i >> 18) & 31;
        Placement {
            wk: Square::from_coords(File::new((half % 4) as u32), Rank::new((half / 4) as u32)),
            bk: sq(i >> 12),
            queen: sq(i >> 6),
            pawn: sq(i),
        }
    }

    fn occupied(self) -> Bitboard {
        Bitboard::from(self.wk)
            .with(self.bk)
            .with(self.queen)
            .with(self.pawn)
    }

    /// Whether `side`'s king is attacked.
    fn in_check(self, side: Color) -> bool {
        match side {
            Color::White => pawn_attacks(Color::Black, self.pawn).contains(self.wk),
            Color::Black => queen_attacks(self.queen, self.occupied()).contains(self.bk),
        }
    }

    /// A legal position with `turn` to move: four squares, the pawn off the first and
    /// last ranks, the kings apart, the side not to move not in check.
    fn legal(self, turn: Color) -> bool {
        self.occupied().count() == 4
            && (Rank::Second..=Rank::Seventh).contains(&self.pawn.rank())
            && !king_attacks(self.wk).contains(self.bk)
            && !self.in_check(!turn)
    }
}

/// How a move that leaves the class ends, for the side that makes it.
#[derive(Debug, Clone, Copy)]
enum Exit {
    /// It mates in this many half-moves, the move counted.
    Win(u8),
    /// It is mated after this many half-moves, the move counted.
    Loss(u8),
    /// A draw.
    Draw,
}

impl Exit {
    /// The exit to a position whose verdict, for the other side to move, is `v`.
    fn of(v: Verdict) -> Exit {
        match v {
            Verdict::Mated(n) => Exit::Win(2 * n + 1),
            Verdict::Mates(n) => Exit::Loss(2 * n),
            Verdict::Draw => Exit::Draw,
        }
    }
}

/// One legal move of a position of the class.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// A move within the class.
    Quiet,
    /// A capture or a promotion, leaving the class.
    Out(Exit),
}

/// Every legal move of `p` with `turn` to move, in no particular order.
fn moves(p: Placement, turn: Color, f: &mut impl FnMut(Step)) {
    let occ = p.occupied();
    // Black's side, taking the queen, against White's bare king: the board flipped so
    // that the side with the piece is White, the bare king to move.
    let flip = Square::flip_vertical;
    let black_wins_with = |mater: Mater, bk: Square, piece: Square| {
        Exit::of(MateTable::get(mater).bare_king_to_move(flip(bk), flip(p.wk), flip(piece)))
    };
    match turn {
        Color::White => {
            let taken = |wk: Square, queen| {
                Exit::of(MateTable::get(Mater::Queen).bare_king_to_move(wk, p.bk, queen))
            };
            for to in king_attacks(p.wk).without(p.queen) {
                if king_attacks(p.bk).contains(to) {
                    continue;
                }
                if to == p.pawn {
                    f(Step::Out(taken(to, p.queen)));
                } else if !pawn_attacks(Color::Black, p.pawn).contains(to) {
                    f(Step::Quiet);
                }
            }
            let checked = p.in_check(Color::White);
            for to in queen_attacks(p.queen, occ).without(p.wk).without(p.bk) {
                if to == p.pawn {
                    f(Step::Out(taken(p.wk, to)));
                } else if !checked {
                    f(Step::Quiet);
                }
            }
        }
        Color::Black => {
            for to in king_attacks(p.bk).without(p.pawn) {
                if king_attacks(p.wk).contains(to) {
                    continue;
                }
                if to == p.queen {
                    f(Step::Out(black_wins_with(Mater::Pawn, to, p.pawn)));
                } else if !queen_attacks(p.queen, occ.without(p.bk)).contains(to) {
                    f(Step::Quiet);
                }
            }
            // The pawn takes the queen: king and pawn (or the promoted piece) against
            // the bare king.
            if pawn_attacks(Color::Black, p.pawn).contains(p.queen) {
                if p.queen.rank() == Rank::First {
                    for mater in [Some(Mater::Queen), Some(Mater::Rook), None] {
                        f(Step::Out(match mater {
                            Some(m) => black_wins_with(m, p.bk, p.queen),
                            None => Exit::Draw,
                        }));
                    }
                } else {
                    f(Step::Out(black_wins_with(Mater::Pawn, p.bk, p.queen)));
                }
            }
            // The pawn steps forward (one square, or two from its first rank), not
            // uncovering its king to the queen.
            let safe =
                |to: Square| !queen_attacks(p.queen, occ.without(p.pawn).with(to)).contains(p.bk);
            let Some(one) = p.pawn.offset(-8).filter(|sq| !occ.contains(*sq)) else {
                return;
            };
            if safe(one) {
                if one.rank() == Rank::First {
                    for defender in Defender::ALL {
                        let table = QueenTable::get(defender);
                        let v = table.queen_side_to_move(p.wk, p.bk, p.queen, one);
                        f(Step::Out(Exit::of(v)));
                    }
                } else {
                    f(Step::Quiet);
                }
            }
            // Two squares may block a check that one square does not.
            if p.pawn.rank() == Rank::Seventh
                && let Some(two) = one.offset(-8)
                && !occ.contains(two)
                && safe(two)
            {
                f(Step::Quiet);
            }
        }
    }
}

/// Every legal position with `turn` to move from which one quiet move of `turn` leads to
/// `p` (where the other side is to move): the retrograde moves.
fn unmoves(p: Placement, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let mut put = |q: Placement| {
        if q.legal(turn) {
            f(q);
        }
    };
    match turn {
        Color::White => {
            for from in king_attacks(p.wk) & !occ {
                put(Placement { wk: from, ..p });
            }
            for from in queen_attacks(p.queen, occ) & !occ {
                put(Placement { queen: from, ..p });
            }
        }
        Color::Black => {
            for from in king_attacks(p.bk) & !occ {
                put(Placement { bk: from, ..p });
            }
            if let Some(one) = p.pawn.offset(8).filter(|sq| !occ.contains(*sq)) {
                put(Placement { pawn: one, ..p });
                if p.pawn.rank() == Rank::Fifth
                    && let Some(two) = one.offset(8).filter(|sq| !occ.contains(*sq))
                {
                    put(Placement { pawn: two, ..p });
                }
            }
        }
    }
}

/// The table: for each side to move, each placement's value
/// ([`crate::retrograde`]: half-moves to mate plus one, odd when the side to move mates,
/// 0 for a draw or an illegal placement).
#[derive(Debug)]
pub struct QueenPawnTable {
    /// Indexed by [`Color`] to move: White (the queen's side), then Black.
    plies: [Vec<u8>; 2],
}

impl QueenPawnTable {
    /// The table, built on first use (a few seconds with optimisation) and kept for the
    /// program's life.
    pub fn get() -> &'static QueenPawnTable {
        static TABLE: OnceLock<QueenPawnTable> = OnceLock::new();
        TABLE.get_or_init(|| QueenPawnTable {
            plies: crate::table_cache::load_or_build("kqkp", SIZE, || {
                QueenPawnTable::build().plies
            }),
        })
    }

    /// The longest win of `turn`'s side with it to move, in its moves.
    pub fn longest(&self, turn: Color) -> u8 {
        self.plies[side(turn)]
            .iter()
            .filter(|&&v| retrograde::is_win(v))
            .max()
            .map_or(0, |v| v / 2)
    }

    fn at(&self, p: Placement, turn: Color) -> Verdict {
        retrograde::verdict(self.plies[side(turn)][p.key()])
    }

    fn build() -> QueenPawnTable {
        let mut solver = Retrograde::new(SIZE);
        for turn in [Color::White, Color::Black] {
            for i in 0..SIZE {
                let p = Placement::from_slot(i);
                if !p.legal(turn) {
                    continue;
                }
                let mut out = MovesOut::default();
                moves(p, turn, &mut |step| match step {
                    Step::Quiet => out.quiet += 1,
                    Step::Out(Exit::Win(n)) => out.win_in(n),
                    Step::Out(Exit::Draw) => out.draw = true,
                    Step::Out(Exit::Loss(n)) => out.loss = out.loss.max(n),
                });
                solver.seed(turn, i, out, p.in_check(turn));
            }
        }
        // The mirror leaves no square in place, so no two moves of a position reach one
        // class: each predecessor's key closes one of its quiet moves (made distinct, as
        // the solver asks).
        let plies = solver.solve(|before, i, keys| {
            unmoves(Placement::from_slot(i), before, &mut |q| keys.push(q.key()));
            keys.sort_unstable();
            keys.dedup();
        });
        QueenPawnTable { plies }
    }
}

/// The verdict with the pawn's side to move on the placement of the queen's side's king
/// `wk` and queen, the pawn's side's king `bk` and pawn (the queen's side White, the pawn
/// moving down): how a promotion into this table ends ([`crate::pawn_pawn`]).
pub(crate) fn pawn_side_to_move(wk: Square, bk: Square, queen: Square, pawn: Square) -> Verdict {
    QueenPawnTable::get().at(
        Placement {
            wk,
            bk,
            queen,
            pawn,
        },
        Color::Black,
    )
}

/// Whether `pos` is of the class (king and queen against king and pawn, no castling
/// rights), without building the table.
pub fn in_class(pos: &Chess) -> bool {
    placement(pos).is_some()
}

/// Builds the table now (about four seconds with optimisation, the tables of the queen
/// against one piece first; nothing after the first call), for a program whose timed
/// searches will read it.
pub fn prepare() {
    crate::queen_against::prepare();
    QueenPawnTable::get();
}

/// The exact verdict on `pos` for the side to move when it is king and queen against king
/// and pawn (either colour with the queen) with no castling rights; `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let (p, turn) = placement(pos)?;
    Some(QueenPawnTable::get().at(p, turn))
}

/// The placement of `pos`, the queen's side normalised to White, and the side to move in
/// those colours; `None` when `pos` is not of the class.
fn placement(pos: &Chess) -> Option<(Placement, Color)> {
    let board = pos.board();
    if board.occupied().count() != 4 || board.kings().count() != 2 || !pos.castles().is_empty() {
        return None;
    }
    let queen = board.by_role(Role::Queen).single_square()?;
    let pawn = board.by_role(Role::Pawn).single_square()?;
    let strong = board.color_at(queen)?;
    if board.color_at(pawn)? == strong {
        return None;
    }
    let view = StrongSide::new(strong);
    let (wk, bk) = view.kings(board)?;
    let p = Placement {
        wk,
        bk,
        queen: view.square(queen),
        pawn: view.square(pawn),
    };
    Some((p, view.turn(pos.turn())))
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

    #[test]
    fn a_placement_and_its_mirror_share_a_key() {
        for wk in Square::ALL {
            let p = Placement {
                wk,
                bk: Square::B7,
                queen: Square::G2,
                pawn: Square::C4,
            };
            assert_eq!(p.key(), p.mirrored().key());
            assert!(p.key() < SIZE);
        }
    }
}
