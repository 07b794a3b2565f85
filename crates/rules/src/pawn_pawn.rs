//! Exact values of king and pawn against king and pawn (KPKP): the distance to mate of
//! every position of the class with either side to move, built by retrograde analysis
//! the first time it is asked for — and, where the class's own exits cannot be read
//! exactly, no value at all.
//!
//! Endgame knowledge in the sense of spec §8, exact because every way out of the class
//! that decides is itself a table: a king or a pawn taking the other pawn leads to king
//! and pawn against king ([`crate::mate_table`]), a promotion to a queen to the queen
//! against the pawn still running ([`crate::piece_pawn`]). Two exits have no table: an
//! underpromotion (a rook, bishop or knight against the pawn) and a double step that
//! lets the other pawn take en passant (the position after it is not one of the class:
//! it carries the right to take). The table is therefore solved twice, once with every
//! such exit a win for the side that takes it and once a loss; where both solves give
//! the same value it cannot depend on those exits, and that value is the table's. Where
//! they differ the table says nothing ([`verdict`] is `None`), so it is never wrong, only
//! silent (spec §8: "it may say nothing, never something wrong").
//!
//! White is White here (no colour is normalised); the only symmetry is the left–right
//! mirror, White's king on the files a–d. A position with an en passant capture
//! available is outside the class. `tests/pawn_pawn.rs` checks random positions against
//! shakmaty's successors (every value the best of its successors' one move deeper).
//!
//! Why it is here: a pawn ending reaches king and pawn against king and pawn after the
//! other pawns are traded, and what decides it then is a race — which pawn queens first,
//! whether the new queen stops the other pawn or is stopped by it — many half-moves past
//! a zone's horizon (Lasker and Reichhelm's study played out: after 22.Kc4 Ke4 23.Kb5
//! Kxd4 24.Kxa5 Kxd5 the a-pawn queens nine moves later and wins against the d-pawn).
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::pawn_pawn::verdict;
//!
//! // The a-pawn runs; the black king is too far and its own pawn too slow.
//! let pos = pioneer_rules::parse_fen("8/8/1K1pk3/8/P7/8/8/8 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! // The pawns locked, each king guarding its own: a draw.
//! let pos = pioneer_rules::parse_fen("8/8/8/3k4/3p4/3P4/3K4/8 w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! ```

use crate::four_men::{FourManTable, Placement, on_pawn_ranks};
use crate::mate_table::{MateTable, Mater, Verdict};
use crate::piece_pawn::Piece;
use crate::retrograde::{Exit, Step};
use shakmaty::attacks::{king_attacks, pawn_attacks};
use shakmaty::{Chess, Color, EnPassantMode, Position, Rank, Role, Square};
use std::sync::OnceLock;

/// Whether `side`'s king is attacked in `p` (by the other pawn: the kings stand apart).
/// A placement of this class ([`crate::four_men`]) has White's pawn on
/// [`Placement::man`] and Black's on [`Placement::pawn`].
fn in_check(p: Placement, side: Color) -> bool {
    match side {
        Color::White => pawn_attacks(Color::Black, p.pawn).contains(p.wk),
        Color::Black => pawn_attacks(Color::White, p.man).contains(p.bk),
    }
}

/// A legal position with `turn` to move: the placement's own rules, White's pawn off the
/// first and last ranks too, the side not to move not in check.
fn legal(p: Placement, turn: Color) -> bool {
    p.apart() && on_pawn_ranks(p.man) && !in_check(p, !turn)
}

/// Whether `side`'s pawn, just arrived on `to` by a double step, may be taken en passant
/// by the other pawn.
fn en_passant_after(p: Placement, side: Color, to: Square) -> bool {
    let other = match side {
        Color::White => p.pawn,
        Color::Black => p.man,
    };
    other.rank() == to.rank() && u32::from(other.file()).abs_diff(u32::from(to.file())) == 1
}

/// The verdict, `turn` to move, on king and pawn against the bare king with the pawn's
/// side `strong` (its king on `sk`, its pawn on `pawn`; the bare king on `bare`).
fn pawn_against_king(strong: Color, sk: Square, bare: Square, pawn: Square) -> Verdict {
    // The table holds the pawn's side as White, the bare king to move.
    let (sk, bare, pawn) = match strong {
        Color::White => (sk, bare, pawn),
        Color::Black => (
            sk.flip_vertical(),
            bare.flip_vertical(),
            pawn.flip_vertical(),
        ),
    };
    MateTable::get(Mater::Pawn).bare_king_to_move(sk, bare, pawn)
}

/// The verdict, the pawn's side to move, on `strong`'s new piece `l` on `piece` (its
/// king on `sk`) against the other side's king on `bare` and pawn on `pawn`
/// ([`crate::piece_pawn`], which holds the piece's side as White); `None` where that
/// table is silent (never for a queen).
fn promoted_against_pawn(
    l: Piece,
    strong: Color,
    sk: Square,
    piece: Square,
    bare: Square,
    pawn: Square,
) -> Option<Verdict> {
    let flip = |sq: Square| match strong {
        Color::White => sq,
        Color::Black => sq.flip_vertical(),
    };
    crate::piece_pawn::pawn_side_to_move(l, flip(sk), flip(bare), flip(piece), flip(pawn))
}

/// Every legal move of `p` with `turn` to move, in no particular order.
fn moves(p: Placement, turn: Color, f: &mut dyn FnMut(Step)) {
    let occ = p.occupied();
    let (own_k, own_p, their_k, their_p) = match turn {
        Color::White => (p.wk, p.man, p.bk, p.pawn),
        Color::Black => (p.bk, p.pawn, p.wk, p.man),
    };
    // The king: onto a free square the other side does not attack, or taking the pawn
    // its king does not guard (next to the other king is excluded first).
    for to in king_attacks(own_k).without(own_p) {
        if king_attacks(their_k).contains(to) {
            continue;
        }
        if to == their_p {
            f(Step::Out(Exit::of(pawn_against_king(
                turn, to, their_k, own_p,
            ))));
        } else if !pawn_attacks(!turn, their_p).contains(to) {
            f(Step::Quiet);
        }
    }
    // The pawn: it takes the other pawn (which also answers that pawn's check), or,
    // not in check, steps forward.
    if pawn_attacks(turn, own_p).contains(their_p) {
        f(Step::Out(Exit::of(pawn_against_king(
            turn, own_k, their_k, their_p,
        ))));
    }
    if in_check(p, turn) {
        return;
    }
    let (forward, start, last) = match turn {
        Color::White => (8, Rank::Second, Rank::Eighth),
        Color::Black => (-8, Rank::Seventh, Rank::First),
    };
    let Some(one) = own_p.offset(forward).filter(|sq| !occ.contains(*sq)) else {
        return;
    };
    if one.rank() == last {
        // The queen against the pawn is exact; a rook, a bishop or a knight may be
        // silent, and does no better than the queen where the queen wins.
        let promoted = |l: Piece| promoted_against_pawn(l, turn, own_k, one, their_k, their_p);
        let queen = promoted(Piece::Queen);
        f(Step::out_or(queen, Exit::MATES_AT_ONCE));
        let high = queen.map_or(Exit::MATES_AT_ONCE, |v| Exit::under_queen(Exit::of(v)));
        for l in Piece::LESSER {
            f(Step::out_or(promoted(l), high));
        }
        return;
    }
    f(Step::Quiet);
    if own_p.rank() == start
        && let Some(two) = one.offset(forward).filter(|sq| !occ.contains(*sq))
    {
        f(if en_passant_after(p, turn, two) {
            // The other side may take en passant (then king and pawn against king, the
            // mover's king to move) or not: the move ends no better than that capture.
            let after = match turn {
                Color::White => Square::from_coords(two.file(), Rank::Third),
                Color::Black => Square::from_coords(two.file(), Rank::Sixth),
            };
            Step::Between {
                high: Exit::of(pawn_against_king(!turn, their_k, own_k, after)),
                low: Exit::MATED_AT_ONCE,
            }
        } else {
            Step::Quiet
        });
    }
}

/// Every legal position with `turn` to move from which one quiet move of `turn` leads to
/// `p` (where the other side is to move): the retrograde moves.
fn unmoves(p: Placement, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let mut put = |q: Placement| {
        if legal(q, turn) {
            f(q);
        }
    };
    let (own_k, own_p) = match turn {
        Color::White => (p.wk, p.man),
        Color::Black => (p.bk, p.pawn),
    };
    let with = |k: Square, pawn: Square| match turn {
        Color::White => Placement {
            wk: k,
            man: pawn,
            ..p
        },
        Color::Black => Placement { bk: k, pawn, ..p },
    };
    for from in king_attacks(own_k) & !occ {
        put(with(from, own_p));
    }
    // A pawn stepped forward: its king not in check before (a step answers no check),
    // and a double step only where it gave no en passant (that one left the class).
    if in_check(p, turn) {
        return;
    }
    let (back, second, fourth) = match turn {
        Color::White => (-8, Rank::Second, Rank::Fourth),
        Color::Black => (8, Rank::Seventh, Rank::Fifth),
    };
    if own_p.rank() == second {
        return;
    }
    let Some(one) = own_p.offset(back).filter(|sq| !occ.contains(*sq)) else {
        return;
    };
    put(with(own_k, one));
    if own_p.rank() == fourth
        && !en_passant_after(p, turn, own_p)
        && let Some(two) = one.offset(back).filter(|sq| !occ.contains(*sq))
    {
        put(with(own_k, two));
    }
}

/// The table, built on first use (the two solves, several seconds with optimisation, or
/// read from the table cache) and kept for the program's life.
pub fn table() -> &'static FourManTable {
    static TABLE: OnceLock<FourManTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        let exits = crate::piece_pawn::prepare;
        FourManTable::load_or_solve("kpkp", exits, legal, in_check, moves, |p, turn, f| {
            unmoves(p, turn, &mut |q| f(q))
        })
    })
}

/// Whether `pos` is of the class (king and pawn against king and pawn, no castling
/// rights, no en passant capture available), without building the table.
pub fn in_class(pos: &Chess) -> bool {
    placement(pos).is_some()
}

/// Builds the table now (its two solves, after the tables its exits read; nothing after
/// the first call), for a program whose timed searches will read it.
pub fn prepare() {
    table();
}

/// The exact verdict on `pos` for the side to move when it is king and pawn against king
/// and pawn with no castling rights and no en passant capture available, and the table
/// knows it; `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let p = placement(pos)?;
    table().at(p, pos.turn())
}

/// The placement of `pos`; `None` when `pos` is not of the class.
fn placement(pos: &Chess) -> Option<Placement> {
    let board = pos.board();
    if board.occupied().count() != 4
        || board.kings().count() != 2
        || !pos.castles().is_empty()
        || pos.ep_square(EnPassantMode::Legal).is_some()
    {
        return None;
    }
    let pawns = board.by_role(Role::Pawn);
    let wp = (pawns & board.by_color(Color::White)).single_square()?;
    let bp = (pawns & board.by_color(Color::Black)).single_square()?;
    Some(Placement {
        wk: board.king_of(Color::White)?,
        bk: board.king_of(Color::Black)?,
        man: wp,
        pawn: bp,
    })
}
