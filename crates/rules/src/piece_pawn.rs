//! Exact values of king and a queen, rook, bishop or knight against king and pawn
//! (KQKP, KRKP, KBKP, KNKP): the distance to mate of every position of each class with
//! either side to move (the pawn's side mates too, after it promotes or takes the
//! piece), built by retrograde analysis the first time it is asked for — and, where an
//! exit of the class cannot be read exactly, no value at all.
//!
//! Endgame knowledge in the sense of spec §8, exact because every way out that decides is
//! itself a table: a capture of the piece leads to king and pawn against king, a capture
//! of the pawn to the piece against the bare king (mate with a queen or a rook,
//! [`crate::mate_table`]; a draw with a bishop or a knight), the pawn's promotion to the
//! queen against the piece ([`crate::queen_against`]). Against a queen the pawn's
//! underpromotions are tables too (the queen against a rook, a bishop, a knight), so
//! KQKP is exact everywhere. Against a lesser piece they are not (a rook, a bishop or a
//! knight against the piece): as in [`crate::pawn_pawn`] such a table is solved twice,
//! those moves at their best and at their worst for the pawn's side, and holds only what
//! both solves agree on ([`verdict`] is `None` elsewhere).
//!
//! The piece's side is normalised to White, the pawn is Black's and moves down; the
//! only symmetry is the left–right mirror (`four_men.rs`). `tests/queen_pawn.rs`
//! and `tests/piece_pawn.rs` check random positions of each class against shakmaty's
//! successors (the longest KQKP wins: 28 moves for the queen's side, 29 for the pawn's,
//! through its promotion).
//!
//! Why they are here: a race of pawns often ends with one side's queen against the
//! other's pawn still running (Réti's 1.Kh7? h4 … h1=Q with the c-pawn on c7), where the
//! material says nothing of the draw a rook's or bishop's pawn on the seventh holds; the
//! lesser pieces are the underpromotions of [`crate::pawn_pawn`].
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::piece_pawn::verdict;
//!
//! // A bishop's pawn on the seventh, its king beside it, the queen's king far: a draw
//! // (the queen cannot take the pawn without stalemating the king in the corner).
//! let pos = pioneer_rules::parse_fen("8/8/8/8/K7/8/5pk1/2Q5 w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // The rook stops the pawn and wins it.
//! let pos = pioneer_rules::parse_fen("8/8/8/8/8/2k5/3p4/3R2K1 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! // A knight cannot catch the pawn: it queens.
//! let pos = pioneer_rules::parse_fen("K7/8/N7/8/8/8/5kp1/8 b - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! ```

use crate::four_men::{FourManTable, Placement};
use crate::mate_table::{MateTable, Mater, Verdict};
use crate::queen_against::{Defender, QueenTable};
use crate::retrograde::{Exit, Step};
use crate::strong_side::StrongSide;
use shakmaty::attacks::{
    bishop_attacks, king_attacks, knight_attacks, pawn_attacks, queen_attacks, rook_attacks,
};
use shakmaty::{Bitboard, Chess, Color, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// The piece that stands with its king against king and pawn: one table each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Piece {
    /// A queen against the pawn (KQKP): exact everywhere.
    Queen,
    /// A rook against the pawn (KRKP).
    Rook,
    /// A bishop against the pawn (KBKP).
    Bishop,
    /// A knight against the pawn (KNKP).
    Knight,
}

impl Piece {
    /// Every piece, in the tables' order.
    pub const ALL: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

    /// The underpromotions: the pieces whose tables may be silent.
    pub const LESSER: [Piece; 3] = [Piece::Rook, Piece::Bishop, Piece::Knight];

    /// The piece of `role`, if a table has one.
    pub fn of(role: Role) -> Option<Piece> {
        match role {
            Role::Queen => Some(Piece::Queen),
            Role::Rook => Some(Piece::Rook),
            Role::Bishop => Some(Piece::Bishop),
            Role::Knight => Some(Piece::Knight),
            Role::Pawn | Role::King => None,
        }
    }

    /// The name of its table's file ([`crate::table_cache`]).
    fn table_name(self) -> &'static str {
        match self {
            Piece::Queen => "kqkp",
            Piece::Rook => "krkp",
            Piece::Bishop => "kbkp",
            Piece::Knight => "knkp",
        }
    }

    /// The squares the piece on `sq` attacks, with `occ` occupied.
    fn attacks(self, sq: Square, occ: Bitboard) -> Bitboard {
        match self {
            Piece::Queen => queen_attacks(sq, occ),
            Piece::Rook => rook_attacks(sq, occ),
            Piece::Bishop => bishop_attacks(sq, occ),
            Piece::Knight => knight_attacks(sq),
        }
    }

    /// The queen's table against this piece (a pawn's promotion to a queen, or against a
    /// queen to this piece).
    fn queen_table(self) -> &'static QueenTable {
        QueenTable::get(match self {
            Piece::Queen => Defender::Queen,
            Piece::Rook => Defender::Rook,
            Piece::Bishop => Defender::Bishop,
            Piece::Knight => Defender::Knight,
        })
    }

    /// The verdict, the bare king to move, when the piece's side has taken the pawn:
    /// the queen or the rook mates ([`crate::mate_table`]), a bishop or a knight cannot.
    fn alone(self, king: Square, bare: Square, piece: Square) -> Verdict {
        match self {
            Piece::Queen => MateTable::get(Mater::Queen).bare_king_to_move(king, bare, piece),
            Piece::Rook => MateTable::get(Mater::Rook).bare_king_to_move(king, bare, piece),
            Piece::Bishop | Piece::Knight => Verdict::Draw,
        }
    }
}

/// Whether `side`'s king is attacked in `p` (`l` the piece on [`Placement::man`]).
fn in_check(p: Placement, l: Piece, side: Color) -> bool {
    match side {
        Color::White => pawn_attacks(Color::Black, p.pawn).contains(p.wk),
        Color::Black => l.attacks(p.man, p.occupied()).contains(p.bk),
    }
}

/// A legal position with `turn` to move: the placement's own rules, the side not to
/// move not in check.
fn legal(p: Placement, l: Piece, turn: Color) -> bool {
    p.apart() && !in_check(p, l, !turn)
}

/// Every legal move of `p` (`l` the piece on [`Placement::man`]) with `turn` to move, in
/// no particular order.
fn moves(p: Placement, l: Piece, turn: Color, f: &mut dyn FnMut(Step)) {
    let occ = p.occupied();
    let flip = Square::flip_vertical;
    match turn {
        Color::White => {
            let taken = |wk: Square, piece: Square| Exit::of(l.alone(wk, p.bk, piece));
            for to in king_attacks(p.wk).without(p.man) {
                if king_attacks(p.bk).contains(to) {
                    continue;
                }
                if to == p.pawn {
                    f(Step::Out(taken(to, p.man)));
                } else if !pawn_attacks(Color::Black, p.pawn).contains(to) {
                    f(Step::Quiet);
                }
            }
            let checked = in_check(p, l, Color::White);
            for to in l.attacks(p.man, occ).without(p.wk).without(p.bk) {
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
                if to == p.man {
                    f(Step::Out(wins_with(Mater::Pawn, to, p.pawn)));
                } else if !l.attacks(p.man, occ.without(p.bk)).contains(to) {
                    f(Step::Quiet);
                }
            }
            if pawn_attacks(Color::Black, p.pawn).contains(p.man) {
                if p.man.rank() == Rank::First {
                    f(Step::Out(wins_with(Mater::Queen, p.bk, p.man)));
                    f(Step::Out(wins_with(Mater::Rook, p.bk, p.man)));
                    f(Step::Out(Exit::Draw));
                } else {
                    f(Step::Out(wins_with(Mater::Pawn, p.bk, p.man)));
                }
            }
            // The pawn steps forward (one square, or two from its first rank), not
            // uncovering its king (two squares may block a check that one does not).
            let safe = |to: Square| {
                !l.attacks(p.man, occ.without(p.pawn).with(to))
                    .contains(p.bk)
            };
            let Some(one) = p.pawn.offset(-8).filter(|sq| !occ.contains(*sq)) else {
                return;
            };
            if safe(one) {
                if one.rank() != Rank::First {
                    f(Step::Quiet);
                } else if l == Piece::Queen {
                    // Every promotion against the queen is a table: White's queen against
                    // the new piece, White to move.
                    for defender in Defender::ALL {
                        let v = QueenTable::get(defender)
                            .on_squares([p.wk, p.bk, p.man, one], Color::White);
                        f(Step::Out(Exit::of(v)));
                    }
                } else {
                    // The new queen against the piece: the queen's table holds the queen's
                    // side as White, so flipped, the piece's side (the defender) to move.
                    // The underpromotions have no table.
                    let squares = [flip(p.bk), flip(p.wk), flip(one), flip(p.man)];
                    let queen = Exit::of(l.queen_table().on_squares(squares, Color::Black));
                    f(Step::Out(queen));
                    f(Step::Between {
                        high: Exit::under_queen(queen),
                        low: Exit::MATED_AT_ONCE,
                    });
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
fn unmoves(p: Placement, l: Piece, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let mut put = |q: Placement| {
        if legal(q, l, turn) {
            f(q);
        }
    };
    match turn {
        Color::White => {
            for from in king_attacks(p.wk) & !occ {
                put(Placement { wk: from, ..p });
            }
            for from in l.attacks(p.man, occ) & !occ {
                put(Placement { man: from, ..p });
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

/// The table of `l` against a pawn, built on first use (its solves, a few seconds with
/// optimisation, or read from the table cache) and kept for the program's life.
pub fn table(l: Piece) -> &'static FourManTable {
    static TABLES: [OnceLock<FourManTable>; 4] = [const { OnceLock::new() }; 4];
    TABLES[l as usize].get_or_init(|| {
        let exits = || {
            crate::mate_table::prepare();
            crate::queen_against::prepare();
        };
        FourManTable::load_or_solve(
            l.table_name(),
            exits,
            |p, turn| legal(p, l, turn),
            |p, turn| in_check(p, l, turn),
            |p, turn, f| moves(p, l, turn, f),
            |p, turn, f| unmoves(p, l, turn, &mut |q| f(q)),
        )
    })
}

/// The verdict with the pawn's side to move, `l`'s side White (its king on `wk`, the
/// piece on `piece`) and the pawn Black's moving down: how a promotion into this table
/// ends ([`crate::pawn_pawn`]); `None` where the table is silent (never for a queen).
pub(crate) fn pawn_side_to_move(
    l: Piece,
    wk: Square,
    bk: Square,
    piece: Square,
    pawn: Square,
) -> Option<Verdict> {
    table(l).at(
        Placement {
            wk,
            bk,
            man: piece,
            pawn,
        },
        Color::Black,
    )
}

/// The piece of `pos`'s class (king and a queen, rook, bishop or knight against king and
/// pawn, no castling rights), without building the table; `None` when it is of none.
pub fn class(pos: &Chess) -> Option<Piece> {
    placement(pos).map(|(l, _, _)| l)
}

/// Whether `pos` is of a class ([`class`]).
pub fn in_class(pos: &Chess) -> bool {
    class(pos).is_some()
}

/// Builds the four tables now (after the tables their exits read; nothing after the
/// first call), for a program whose timed searches will read them.
pub fn prepare() {
    for l in Piece::ALL {
        table(l);
    }
}

/// Builds the queen's table alone (KQKP; about eight seconds with optimisation the first
/// time, the tables of the queen against one piece first).
pub fn prepare_queen() {
    crate::queen_against::prepare();
    table(Piece::Queen);
}

/// The exact verdict on `pos` for the side to move when it is king and a queen, rook,
/// bishop or knight against king and pawn with no castling rights, and the table knows
/// it; `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let (l, p, turn) = placement(pos)?;
    table(l).at(p, turn)
}

/// The piece, the placement of `pos` with the piece's side normalised to White, and the
/// side to move in those colours; `None` when `pos` is not of a class.
fn placement(pos: &Chess) -> Option<(Piece, Placement, Color)> {
    let board = pos.board();
    if board.occupied().count() != 4 || board.kings().count() != 2 || !pos.castles().is_empty() {
        return None;
    }
    let pawn = board.by_role(Role::Pawn).single_square()?;
    let piece = (board.occupied() & !board.kings() & !board.pawns()).single_square()?;
    let l = Piece::of(board.role_at(piece)?)?;
    let strong = board.color_at(piece)?;
    if board.color_at(pawn)? == strong {
        return None;
    }
    let view = StrongSide::new(strong);
    let (wk, bk) = view.kings(board)?;
    let p = Placement {
        wk,
        bk,
        man: view.square(piece),
        pawn: view.square(pawn),
    };
    Some((l, p, view.turn(pos.turn())))
}
