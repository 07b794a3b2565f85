//! Whether a move gives check, read from the board without playing it.
//!
//! The perpetual-check proof ([`crate::perpetual`]) keeps, of every move of the checker,
//! only the checks; the baseline's quiescence and the zone search's mate defence ask the
//! same. Playing each move on a copy of the position to ask [`Position::is_check`] costs a
//! copy and a full update per move, most of them quiet. For an ordinary move (a piece or
//! pawn moving, capturing or promoting) the board answers directly: the moved piece, on
//! its new square and as what it becomes, attacks the enemy king (a direct check), or one
//! of the mover's other sliders sees the king once the piece has left its square (a
//! discovered check). En passant and castling, where more than one piece moves, are
//! played out. Checked against playing every legal move of thousands of positions
//! (`tests/check.rs`, from the perft fixture's positions, which hold every special move).
//!
//! ```
//! use pioneer_rules::{Position, gives_check, parse_fen};
//! let pos = parse_fen("k7/8/8/8/8/8/8/KR6 w - - 0 1").unwrap();
//! let check = pos.legal_moves().into_iter().find(|m| m.to().to_string() == "b8").unwrap();
//! let quiet = pos.legal_moves().into_iter().find(|m| m.to().to_string() == "b2").unwrap();
//! assert!(gives_check(&pos, check) && !gives_check(&pos, quiet));
//! ```

use shakmaty::{Bitboard, Chess, Move, Piece, Position, Role, attacks};

/// Whether the legal move `m` gives check in `pos` (module docs).
pub fn gives_check(pos: &Chess, m: Move) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = m
    else {
        return by_playing(pos, m);
    };
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(!us) else {
        return false;
    };
    // The board after the move: `to` holds the mover (a captured piece leaves no gap).
    let occupied = board.occupied().without(from).with(to);
    let moved = Piece {
        color: us,
        role: promotion.unwrap_or(role),
    };
    if moved.role != Role::King && attacks::attacks(to, moved, occupied).contains(king) {
        return true;
    }
    // The mover's other sliders, through the square it left.
    let ours = board.by_color(us).without(from);
    let diagonal = attacks::bishop_attacks(king, occupied) & board.bishops_and_queens();
    let straight = attacks::rook_attacks(king, occupied) & board.rooks_and_queens();
    ((diagonal | straight) & ours) != Bitboard::EMPTY
}

/// The check asked of the position after `m` (en passant, castling).
fn by_playing(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}
