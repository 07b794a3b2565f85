//! The one-move relation on the 8×8 board with obstacles (§2.6 "move off the map",
//! spec §3.1), in the two flavours the distance maps need.
//!
//! - A *transit* step x → y lands on a square the piece may stop on and move on from:
//!   y and every square crossed are free of obstacles; pawns only step forward.
//! - A *final* step x → v ends the trajectory: v may hold an obstacle (a capture or a
//!   control step); a pawn may also step onto its forward diagonals.
//!
//! Squares crossed by a slider must always be free. These helpers are shared by the maps,
//! the bundles and the retreat bundles; the 15×15 windows of [`crate::window`] give the
//! same relation on the empty board (checked by the tests).

use crate::kind::PieceKind;
use pioneer_rules::{Bitboard, Color, Rank, Square};
use shakmaty::attacks;

/// Squares this kind attacks from `sq` with `occupied` blocking rays (blockers included).
/// Pawns: the two forward diagonals.
pub(crate) fn attack_set(kind: PieceKind, sq: Square, occupied: Bitboard) -> Bitboard {
    match kind {
        PieceKind::King => attacks::king_attacks(sq),
        PieceKind::Knight => attacks::knight_attacks(sq),
        PieceKind::Queen => attacks::queen_attacks(sq, occupied),
        PieceKind::Rook => attacks::rook_attacks(sq, occupied),
        PieceKind::Bishop => attacks::bishop_attacks(sq, occupied),
        PieceKind::WhitePawn => attacks::pawn_attacks(Color::White, sq),
        PieceKind::BlackPawn => attacks::pawn_attacks(Color::Black, sq),
    }
}

/// The start rank of a pawn of this colour (the double step is allowed from there).
fn start_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::Second,
        Color::Black => Rank::Seventh,
    }
}

/// Forward direction of a pawn, in square-index steps.
fn forward(color: Color) -> i32 {
    match color {
        Color::White => 8,
        Color::Black => -8,
    }
}

/// Forward (non-capturing) pawn steps from `sq` onto squares free of `obstacles`.
pub(crate) fn pawn_pushes(color: Color, sq: Square, obstacles: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    if let Some(one) = sq.offset(forward(color))
        && !obstacles.contains(one)
    {
        out.add(one);
        if sq.rank() == start_rank(color)
            && let Some(two) = one.offset(forward(color))
            && !obstacles.contains(two)
        {
            out.add(two);
        }
    }
    out
}

/// Squares from which a pawn of this colour reaches `sq` by a forward step, when `sq`
/// and the square a double step crosses are free of `obstacles`.
fn pawn_push_sources(color: Color, sq: Square, obstacles: Bitboard) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    if obstacles.contains(sq) {
        return out;
    }
    if let Some(one) = sq.offset(-forward(color)) {
        out.add(one);
        if !obstacles.contains(one)
            && let Some(two) = one.offset(-forward(color))
            && two.rank() == start_rank(color)
        {
            out.add(two);
        }
    }
    out
}

/// Transit steps from `x`: squares free of obstacles the piece may stop on and go on from.
pub(crate) fn transit_steps(kind: PieceKind, x: Square, obstacles: Bitboard) -> Bitboard {
    match kind.pawn_color() {
        Some(color) => pawn_pushes(color, x, obstacles),
        None => attack_set(kind, x, obstacles) & !obstacles,
    }
}

/// Final steps from `x`: transit steps plus obstacle squares a piece can take (the end of
/// a ray) and, for pawns, the two forward diagonals (capture or control step).
pub(crate) fn final_steps(kind: PieceKind, x: Square, obstacles: Bitboard) -> Bitboard {
    match kind.pawn_color() {
        Some(color) => pawn_pushes(color, x, obstacles) | attack_set(kind, x, obstacles),
        None => attack_set(kind, x, obstacles),
    }
}

/// Squares x (free or not: x is a start square) with a transit step x → `y`; `y` must be
/// free of obstacles.
pub(crate) fn transit_sources(kind: PieceKind, y: Square, obstacles: Bitboard) -> Bitboard {
    match kind.pawn_color() {
        Some(color) => pawn_push_sources(color, y, obstacles),
        // Every non-pawn relation is symmetric; the ray from y stops on the first obstacle,
        // which may be a start square.
        None => attack_set(kind, y, obstacles),
    }
}

/// Squares x with a final step x → `target`.
pub(crate) fn final_sources(kind: PieceKind, target: Square, obstacles: Bitboard) -> Bitboard {
    match kind.pawn_color() {
        Some(color) => {
            pawn_push_sources(color, target, obstacles)
                | attacks::pawn_attacks(color.other(), target)
        }
        None => attack_set(kind, target, obstacles),
    }
}

/// The squares strictly between two stops on a line, in order from `from` to `to`
/// (empty for a king's or knight's step and for squares not on one line).
pub(crate) fn crossed(from: Square, to: Square) -> impl Iterator<Item = Square> {
    let between = attacks::between(from, to);
    let (ff, fr) = (from.file().to_u32() as i32, from.rank().to_u32() as i32);
    let (tf, tr) = (to.file().to_u32() as i32, to.rank().to_u32() as i32);
    let (df, dr) = ((tf - ff).signum(), (tr - fr).signum());
    let n = if between.is_empty() {
        0
    } else {
        between.count() as i32
    };
    (1..=n).filter_map(move |k| {
        let sq = Square::from_coords(
            shakmaty::File::new((ff + k * df) as u32),
            Rank::new((fr + k * dr) as u32),
        );
        between.contains(sq).then_some(sq)
    })
}
