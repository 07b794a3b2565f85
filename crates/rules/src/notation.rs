//! The printout notation of Fig. 21 (spec §2).
//!
//! Piece letter, from-square, `-` for a move or `*` for a capture, to-square, all upper case
//! (`BF2-G3`, `PG4*F5`); a pass is `*****`; a promotion appends the new piece's letter
//! (`PC7-C8Q`).

use crate::game::Ply;
use shakmaty::{Move, Role, Square};

/// The upper-case letter of a piece kind (`P`, `N`, `B`, `R`, `Q`, `K`).
pub fn role_letter(role: Role) -> char {
    role.upper_char()
}

/// A square in upper case (`F2`).
pub fn square_upper(sq: Square) -> String {
    sq.to_string().to_ascii_uppercase()
}

/// The printout text of a ply.
///
/// ```
/// use pioneer_rules::{Game, Ply, notation::printout};
/// let game = Game::from_fen("k7/6n1/8/4p3/6P1/8/5B1P/1K6 w - - 0 1").unwrap();
/// let m = game.parse_uci("f2g3").unwrap();
/// assert_eq!(printout(&Ply::Move(m)), "BF2-G3");
/// assert_eq!(printout(&Ply::Pass), "*****");
/// ```
pub fn printout(ply: &Ply) -> String {
    match ply {
        Ply::Pass => "*****".to_owned(),
        Ply::Move(m) => move_printout(m),
    }
}

/// The printout text of a move (castling is written as the king's move).
pub fn move_printout(m: &Move) -> String {
    let (from, to) = match *m {
        Move::Castle { king, rook } => {
            let side = shakmaty::CastlingSide::from_queen_side(rook < king);
            (king, Square::from_coords(side.king_to_file(), king.rank()))
        }
        _ => (m.from().unwrap_or(m.to()), m.to()),
    };
    let mut s = String::with_capacity(8);
    s.push(role_letter(m.role()));
    s.push_str(&square_upper(from));
    s.push(if m.is_capture() { '*' } else { '-' });
    s.push_str(&square_upper(to));
    if let Some(p) = m.promotion() {
        s.push(role_letter(p));
    }
    s
}
