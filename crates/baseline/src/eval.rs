//! Static evaluation in centipawns from the side to move.
//!
//! - [`EvalKind::Material`]: Pioneer's values (spec §2) P 1, N 3, B 3, R 5, Q 9 as
//!   100/300/300/500/900 centipawns; kings are not counted.
//! - [`EvalKind::Standard`]: material plus simple piece-square terms computed from
//!   distances (centralisation, pawn advance, a sheltered king in the middlegame and an
//!   active one in the endgame), passed pawns by rank, rooks on the seventh rank and on
//!   open files, and king safety (pawn shield, and the enemy queen's distance to the king
//!   as in seed 004, "King safety": the queen's distance to the enemy king as a measure of
//!   danger). Middlegame and endgame terms are blended by the remaining piece material.
//!   The numbers are this project's own, kept simple on purpose.

use crate::config::EvalKind;
use shakmaty::{Bitboard, Board, Chess, Color, Position, Role, Square};

/// Centipawn value of a piece kind (kings count 0 in the evaluation).
///
/// ```
/// use pioneer_baseline::eval::piece_value;
/// use pioneer_baseline::Role;
/// assert_eq!(piece_value(Role::Rook), 500);
/// ```
pub const fn piece_value(role: Role) -> i32 {
    match role {
        Role::Pawn => 100,
        Role::Knight | Role::Bishop => 300,
        Role::Rook => 500,
        Role::Queen => 900,
        Role::King => 0,
    }
}

/// Evaluates `pos` from the side to move's point of view.
#[inline]
pub fn evaluate(pos: &Chess, kind: EvalKind) -> i32 {
    let board = pos.board();
    let white = match kind {
        EvalKind::Material => material(board),
        EvalKind::Standard => standard(board),
    };
    match pos.turn() {
        Color::White => white,
        Color::Black => -white,
    }
}

/// Material balance, White minus Black, in centipawns.
#[inline]
pub fn material(board: &Board) -> i32 {
    let w = board.by_color(Color::White);
    let mut score = 0;
    for role in [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
    ] {
        let bb = board.by_role(role);
        let nw = (bb & w).count() as i32;
        let nb = bb.count() as i32 - nw;
        score += piece_value(role) * (nw - nb);
    }
    score
}

/// Files `f-1..=f+1` ahead of a pawn of `color` on `sq`: a pawn is passed when no enemy
/// pawn stands there.
const fn passed_mask(color: usize, sq: usize) -> u64 {
    let file = (sq % 8) as i32;
    let rank = (sq / 8) as i32;
    let mut mask = 0u64;
    let mut r = 0;
    while r < 8 {
        let ahead = if color == 0 { r > rank } else { r < rank };
        if ahead {
            let mut f = file - 1;
            while f <= file + 1 {
                if f >= 0 && f < 8 {
                    mask |= 1u64 << (r * 8 + f);
                }
                f += 1;
            }
        }
        r += 1;
    }
    mask
}

const fn passed_masks() -> [[u64; 64]; 2] {
    let mut t = [[0u64; 64]; 2];
    let mut c = 0;
    while c < 2 {
        let mut s = 0;
        while s < 64 {
            t[c][s] = passed_mask(c, s);
            s += 1;
        }
        c += 1;
    }
    t
}

static PASSED: [[u64; 64]; 2] = passed_masks();

/// Passed-pawn bonus by relative rank (rank 2 … rank 7), endgame weight.
const PASSED_BONUS: [i32; 8] = [0, 5, 10, 20, 35, 60, 100, 0];

fn centre_distance(sq: Square) -> i32 {
    // 0 on d4/e4/d5/e5, 3 in the corners.
    let f = sq.file() as i32;
    let r = sq.rank() as i32;
    let df = if f < 4 { 3 - f } else { f - 4 };
    let dr = if r < 4 { 3 - r } else { r - 4 };
    df.max(dr)
}

/// Standard evaluation, White minus Black, in centipawns.
pub fn standard(board: &Board) -> i32 {
    let phase_units = |role: Role| -> i32 {
        match role {
            Role::Knight | Role::Bishop => 1,
            Role::Rook => 2,
            Role::Queen => 4,
            _ => 0,
        }
    };
    let mut phase = 0;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        phase += phase_units(role) * board.by_role(role).count() as i32;
    }
    let phase = phase.min(24); // 24 = full middlegame, 0 = bare endgame
    let mut mg = 0i32;
    let mut eg = 0i32;
    let pawns = board.pawns();
    for color in [Color::White, Color::Black] {
        let sign = if color == Color::White { 1 } else { -1 };
        let ci = if color == Color::White { 0 } else { 1 };
        let ours = board.by_color(color);
        let their_pawns = pawns & board.by_color(!color);
        let our_pawns = pawns & ours;
        let (mut m, mut e) = (0i32, 0i32);
        for sq in ours {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            let rel_rank = if color == Color::White {
                sq.rank() as i32
            } else {
                7 - sq.rank() as i32
            };
            let cd = centre_distance(sq);
            let v = piece_value(piece.role);
            m += v;
            e += v;
            match piece.role {
                Role::Pawn => {
                    let central = matches!(sq.file() as i32, 2..=5) as i32;
                    m += rel_rank * 3 + central * rel_rank * 3;
                    e += rel_rank * 6;
                    if PASSED[ci][sq.to_usize()] & their_pawns.0 == 0 {
                        m += PASSED_BONUS[rel_rank as usize] / 2;
                        e += PASSED_BONUS[rel_rank as usize];
                    }
                }
                Role::Knight => {
                    m += 30 - 12 * cd;
                    e += 20 - 8 * cd;
                }
                Role::Bishop => {
                    m += 15 - 6 * cd;
                    e += 10 - 4 * cd;
                }
                Role::Rook => {
                    if rel_rank == 6 {
                        m += 20;
                        e += 20;
                    }
                    let file_bb = Bitboard::from_file(sq.file());
                    if (file_bb & our_pawns).is_empty() {
                        m += if (file_bb & their_pawns).is_empty() {
                            20
                        } else {
                            10
                        };
                    }
                }
                Role::Queen => {
                    m += 6 - 2 * cd;
                    e += 10 - 4 * cd;
                }
                Role::King => {
                    // Middlegame: stay home, away from the centre files.
                    m += -20 * rel_rank + 6 * cd - 10;
                    // Endgame: come to the centre.
                    e += 30 - 12 * cd;
                    m += king_safety(board, sq, color);
                }
            }
        }
        mg += sign * m;
        eg += sign * e;
    }
    (mg * phase + eg * (24 - phase)) / 24
}

/// Pawn shield in front of the king and the enemy queen's closeness (seed 004).
fn king_safety(board: &Board, king: Square, color: Color) -> i32 {
    let our_pawns = board.pawns() & board.by_color(color);
    let kf = king.file() as i32;
    let kr = king.rank() as i32;
    let dir = if color == Color::White { 1 } else { -1 };
    let mut shield = 0;
    for df in -1..=1 {
        let f = kf + df;
        if !(0..8).contains(&f) {
            continue;
        }
        for step in 1..=2 {
            let r = kr + dir * step;
            if !(0..8).contains(&r) {
                continue;
            }
            let sq = Square::new((r * 8 + f) as u32);
            if our_pawns.contains(sq) {
                shield += if step == 1 { 12 } else { 6 };
                break;
            }
        }
    }
    let mut danger = 0;
    for q in board.queens() & board.by_color(!color) {
        let d = q.distance(king) as i32;
        if d < 4 {
            danger += 15 * (4 - d);
        }
    }
    shield - danger
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_rules::parse_fen;

    #[test]
    fn start_position_is_balanced() {
        let pos = Chess::default();
        assert_eq!(evaluate(&pos, EvalKind::Material), 0);
        assert_eq!(evaluate(&pos, EvalKind::Standard), 0);
    }

    #[test]
    fn material_counts_from_side_to_move() {
        let pos = parse_fen("4k3/8/8/8/8/8/8/RN2K3 b - - 0 1").unwrap();
        assert_eq!(evaluate(&pos, EvalKind::Material), -800);
    }

    #[test]
    fn standard_is_symmetric() {
        let w = parse_fen("4k3/pp3ppp/8/3P4/8/8/PP3PPP/4K3 w - - 0 1").unwrap();
        let b = parse_fen("4k3/pp3ppp/8/8/3p4/8/PP3PPP/4K3 b - - 0 1").unwrap();
        assert_eq!(
            evaluate(&w, EvalKind::Standard),
            evaluate(&b, EvalKind::Standard)
        );
        assert!(evaluate(&w, EvalKind::Standard) > 100);
    }
}
