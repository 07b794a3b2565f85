//! Exact values of king and a rook, bishop or knight against king and pawn (KRKP, KBKP,
//! KNKP): the distance to mate of every position of each class with either side to
//! move, built by retrograde analysis the first time it is asked for — and, where an
//! exit of the class cannot be read exactly, no value at all.
//!
//! They are the underpromotions of [`crate::pawn_pawn`]: a pawn that promotes against
//! the other pawn to a rook, a bishop or a knight leads here. Exact for the same reason
//! as the other tables: every way out that decides is a table — a capture of the piece
//! leads to king and pawn against king, a capture of the pawn to the piece against the
//! bare king (mate with a rook, [`crate::mate_table`]; a draw with a bishop or a knight),
//! the pawn's promotion to a queen to the queen against the piece
//! ([`crate::queen_against`]). The pawn's own underpromotions (a rook, a bishop or a
//! knight against the piece) have no table: as in [`crate::pawn_pawn`] the table is
//! solved twice, those moves at their best and at their worst for the pawn's side, and
//! holds only what both solves agree on ([`verdict`] is `None` elsewhere).
//!
//! The piece's side is normalised to White, the pawn is Black's and moves down; the
//! only symmetry is the left–right mirror (White's king on the files a–d).
//! `tests/piece_pawn.rs` checks random positions of each class against shakmaty's
//! successors.
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::piece_pawn::verdict;
//!
//! // The rook stops the pawn and wins it.
//! let pos = pioneer_rules::parse_fen("8/8/8/8/8/2k5/3p4/3R2K1 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! // A knight cannot catch the pawn: it queens.
//! let pos = pioneer_rules::parse_fen("K7/8/N7/8/8/8/5kp1/8 b - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! ```

use crate::mate_table::{MateTable, Mater, Verdict};
use crate::queen_against::{Defender, QueenTable};
use crate::retrograde::{self, Exit, Step, side};
use crate::strong_side::StrongSide;
use shakmaty::attacks::{bishop_attacks, king_attacks, knight_attacks, pawn_attacks, rook_attacks};
use shakmaty::{Bitboard, Chess, Color, File, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// Slots per side to move: White's king on the files a–d (32 squares), the three others
/// anywhere.
const SIZE: usize = 32 << 18;

/// The piece that stands with its king against king and pawn: one table each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lesser {
    /// A rook against the pawn (KRKP).
    Rook,
    /// A bishop against the pawn (KBKP).
    Bishop,
    /// A knight against the pawn (KNKP).
    Knight,
}

impl Lesser {
    /// Every piece, in the tables' order.
    pub const ALL: [Lesser; 3] = [Lesser::Rook, Lesser::Bishop, Lesser::Knight];

    /// The piece of `role`, if a table has one.
    pub fn of(role: Role) -> Option<Lesser> {
        match role {
            Role::Rook => Some(Lesser::Rook),
            Role::Bishop => Some(Lesser::Bishop),
            Role::Knight => Some(Lesser::Knight),
            Role::Queen | Role::Pawn | Role::King => None,
        }
    }

    /// The name of its table's file ([`crate::table_cache`]).
    fn table_name(self) -> &'static str {
        match self {
            Lesser::Rook => "krkp",
            Lesser::Bishop => "kbkp",
            Lesser::Knight => "knkp",
        }
    }

    /// The squares the piece on `sq` attacks, with `occ` occupied.
    fn attacks(self, sq: Square, occ: Bitboard) -> Bitboard {
        match self {
            Lesser::Rook => rook_attacks(sq, occ),
            Lesser::Bishop => bishop_attacks(sq, occ),
            Lesser::Knight => knight_attacks(sq),
        }
    }

    /// The queen's table against this piece.
    fn against_queen(self) -> &'static QueenTable {
        QueenTable::get(match self {
            Lesser::Rook => Defender::Rook,
            Lesser::Bishop => Defender::Bishop,
            Lesser::Knight => Defender::Knight,
        })
    }

    /// The verdict, the bare king to move, when the piece's side has taken the pawn:
    /// the rook mates ([`crate::mate_table`]), a bishop or a knight cannot.
    fn alone(self, king: Square, bare: Square, piece: Square) -> Verdict {
        match self {
            Lesser::Rook => MateTable::get(Mater::Rook).bare_king_to_move(king, bare, piece),
            Lesser::Bishop | Lesser::Knight => Verdict::Draw,
        }
    }
}

/// A placement of a class, the piece's side White and the pawn Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Placement {
    wk: Square,
    bk: Square,
    piece: Square,
    pawn: Square,
}

impl Placement {
    /// The slot of this placement itself, if White's king is on the files a–d.
    fn slot(self) -> Option<usize> {
        let file = usize::from(self.wk.file());
        (file <= 3).then(|| {
            ((usize::from(self.wk.rank()) * 4 + file) << 18)
                | (usize::from(self.bk) << 12)
                | (usize::from(self.piece) << 6)
                | usize::from(self.pawn)
        })
    }

    /// The slot of the placement's class: itself, or its mirror image when White's king
    /// stands on the files e–h.
    fn key(self) -> usize {
        let p = if self.wk.file() > File::D {
            let t = Square::flip_horizontal;
            Placement {
                wk: t(self.wk),
                bk: t(self.bk),
                piece: t(self.piece),
                pawn: t(self.pawn),
            }
        } else {
            self
        };
        p.slot().unwrap_or(usize::MAX)
    }

    fn from_slot(i: usize) -> Placement {
        // Each part is below 64 and the king's below 32: the conversions cannot fail.
        let sq = |v: usize| Square::new((v & 63) as u32);
        let half = (i >> 18) & 31;
        Placement {
            wk: Square::from_coords(File::new((half % 4) as u32), Rank::new((half / 4) as u32)),
            bk: sq(i >> 12),
            piece: sq(i >> 6),
            pawn: sq(i),
        }
    }

    fn occupied(self) -> Bitboard {
        Bitboard::from(self.wk)
            .with(self.bk)
            .with(self.piece)
            .with(self.pawn)
    }

    /// Whether `side`'s king is attacked.
    fn in_check(self, l: Lesser, side: Color) -> bool {
        match side {
            Color::White => pawn_attacks(Color::Black, self.pawn).contains(self.wk),
            Color::Black => l.attacks(self.piece, self.occupied()).contains(self.bk),
        }
    }

    /// A legal position with `turn` to move: four squares, the pawn off the first and
    /// last ranks, the kings apart, the side not to move not in check.
    fn legal(self, l: Lesser, turn: Color) -> bool {
        self.occupied().count() == 4
            && (Rank::Second..=Rank::Seventh).contains(&self.pawn.rank())
            && !king_attacks(self.wk).contains(self.bk)
            && !self.in_check(l, !turn)
    }
}

/// Every legal move of `p` with `turn` to move, in no particular order.
fn moves(p: Placement, l: Lesser, turn: Color, f: &mut dyn FnMut(Step)) {
    let occ = p.occupied();
    let flip = Square::flip_vertical;
    match turn {
        Color::White => {
            let taken = |wk: Square, piece: Square| Exit::of(l.alone(wk, p.bk, piece));
            for to in king_attacks(p.wk).without(p.piece) {
                if king_attacks(p.bk).contains(to) {
                    continue;
                }
                if to == p.pawn {
                    f(Step::Out(taken(to, p.piece)));
                } else if !pawn_attacks(Color::Black, p.pawn).contains(to) {
                    f(Step::Quiet);
                }
            }
            let checked = p.in_check(l, Color::White);
            for to in l.attacks(p.piece, occ).without(p.wk).without(p.bk) {
                if to == p.pawn {
                    f(Step::Out(taken(p.wk, to)));
                } else if !checked {
                    f(Step::Quiet);
                }
            }
        }
        Color::Black => {
            // The pawn's side taking the piece: its king and pawn (or the promoted
            // piece) against the bare king, the board flipped so that it is White.
            let wins_with = |mater: Mater, bk: Square, piece: Square| {
                Exit::of(MateTable::get(mater).bare_king_to_move(flip(bk), flip(p.wk), flip(piece)))
            };
            for to in king_attacks(p.bk).without(p.pawn) {
                if king_attacks(p.wk).contains(to) {
                    continue;
                }
                if to == p.piece {
                    f(Step::Out(wins_with(Mater::Pawn, to, p.pawn)));
                } else if !l.attacks(p.piece, occ.without(p.bk)).contains(to) {
                    f(Step::Quiet);
                }
            }
            if pawn_attacks(Color::Black, p.pawn).contains(p.piece) {
                if p.piece.rank() == Rank::First {
                    f(Step::Out(wins_with(Mater::Queen, p.bk, p.piece)));
                    f(Step::Out(wins_with(Mater::Rook, p.bk, p.piece)));
                    f(Step::Out(Exit::Draw));
                } else {
                    f(Step::Out(wins_with(Mater::Pawn, p.bk, p.piece)));
                }
            }
            // The pawn steps forward, not uncovering its king (a step may also block a
            // check).
            let safe = |to: Square| {
                !l.attacks(p.piece, occ.without(p.pawn).with(to))
                    .contains(p.bk)
            };
            let Some(one) = p.pawn.offset(-8).filter(|sq| !occ.contains(*sq)) else {
                return;
            };
            if safe(one) {
                if one.rank() == Rank::First {
                    // The queen's table holds the queen's side as White: flipped, the
                    // piece's side (the defender) to move.
                    let queen = Exit::of(l.against_queen().defender_to_move(
                        flip(p.bk),
                        flip(p.wk),
                        flip(one),
                        flip(p.piece),
                    ));
                    f(Step::Out(queen));
                    f(Step::Between {
                        high: Exit::under_queen(queen),
                        low: Exit::MATED_AT_ONCE,
                    });
                } else {
                    f(Step::Quiet);
                }
            }
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
fn unmoves(p: Placement, l: Lesser, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let mut put = |q: Placement| {
        if q.legal(l, turn) {
            f(q);
        }
    };
    match turn {
        Color::White => {
            for from in king_attacks(p.wk) & !occ {
                put(Placement { wk: from, ..p });
            }
            for from in l.attacks(p.piece, occ) & !occ {
                put(Placement { piece: from, ..p });
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

/// One table: for each side to move, each placement's value ([`crate::retrograde`];
/// [`retrograde::SILENT`] where its two solves differ).
#[derive(Debug)]
pub struct PiecePawnTable {
    /// Indexed by [`Color`] to move: White (the piece's side), then Black.
    plies: [Vec<u8>; 2],
}

impl PiecePawnTable {
    /// The table of `l` against a pawn, built on first use (its two solves, a few seconds
    /// with optimisation) and kept for the program's life.
    pub fn get(l: Lesser) -> &'static PiecePawnTable {
        static TABLES: [OnceLock<PiecePawnTable>; 3] = [const { OnceLock::new() }; 3];
        TABLES[l as usize].get_or_init(|| PiecePawnTable {
            plies: crate::table_cache::load_or_build(l.table_name(), SIZE, || {
                PiecePawnTable::build(l)
            }),
        })
    }

    /// How many legal positions (either side to move, one of each mirror pair) the table
    /// is silent on, and how many there are.
    pub fn silent_share(&self) -> (usize, usize) {
        retrograde::silent_share(&self.plies)
    }

    fn at(&self, p: Placement, turn: Color) -> Option<Verdict> {
        retrograde::verdict_or_silent(self.plies[side(turn)][p.key()])
    }

    fn build(l: Lesser) -> [Vec<u8>; 2] {
        crate::mate_table::prepare();
        crate::queen_against::prepare();
        retrograde::solve_bounded(
            SIZE,
            |turn, i, f| {
                let p = Placement::from_slot(i);
                p.legal(l, turn).then(|| {
                    moves(p, l, turn, f);
                    p.in_check(l, turn)
                })
            },
            |before, i, keys| {
                unmoves(Placement::from_slot(i), l, before, &mut |q| {
                    keys.push(q.key())
                });
                keys.sort_unstable();
                keys.dedup();
            },
        )
    }
}

/// The verdict with the pawn's side to move, `l`'s side White (its king on `wk`, the
/// piece on `piece`) and the pawn Black's moving down: how an underpromotion into this
/// table ends ([`crate::pawn_pawn`]); `None` where the table is silent.
pub(crate) fn pawn_side_to_move(
    l: Lesser,
    wk: Square,
    bk: Square,
    piece: Square,
    pawn: Square,
) -> Option<Verdict> {
    PiecePawnTable::get(l).at(
        Placement {
            wk,
            bk,
            piece,
            pawn,
        },
        Color::Black,
    )
}

/// Whether `pos` is of a class (king and a rook, bishop or knight against king and
/// pawn, no castling rights), without building the table.
pub fn in_class(pos: &Chess) -> bool {
    placement(pos).is_some()
}

/// Builds the three tables now (after the tables their exits read; nothing after the
/// first call).
pub fn prepare() {
    for l in Lesser::ALL {
        PiecePawnTable::get(l);
    }
}

/// The exact verdict on `pos` for the side to move when it is king and a rook, bishop
/// or knight against king and pawn with no castling rights, and the table knows it;
/// `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let (l, p, turn) = placement(pos)?;
    PiecePawnTable::get(l).at(p, turn)
}

/// The piece, the placement of `pos` with the piece's side normalised to White, and the
/// side to move in those colours; `None` when `pos` is not of a class.
fn placement(pos: &Chess) -> Option<(Lesser, Placement, Color)> {
    let board = pos.board();
    if board.occupied().count() != 4 || board.kings().count() != 2 || !pos.castles().is_empty() {
        return None;
    }
    let pawn = board.by_role(Role::Pawn).single_square()?;
    let piece = (board.occupied() & !board.kings() & !board.pawns()).single_square()?;
    let l = Lesser::of(board.role_at(piece)?)?;
    let strong = board.color_at(piece)?;
    if board.color_at(pawn)? == strong {
        return None;
    }
    let view = StrongSide::new(strong);
    let (wk, bk) = view.kings(board)?;
    let p = Placement {
        wk,
        bk,
        piece: view.square(piece),
        pawn: view.square(pawn),
    };
    Some((l, p, view.turn(pos.turn())))
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
}
