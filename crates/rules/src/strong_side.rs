//! The stronger side of an endgame table seen as White (`docs/search.md` item 26).
//!
//! Every table ([`crate::mate_table`], [`crate::queen_against`], [`crate::piece_pawn`])
//! holds its positions with the side that has the queen (or the mating piece) as White;
//! a position with that side Black is read through the board flipped top to bottom. With
//! no castling rights, and no en passant with a single pawn, the flip is exact: a Black
//! pawn becomes a White one moving up, and the side to move changes colour with it.

use shakmaty::{Board, Color, Square};

/// The colours of a table's position seen from `strong`, its stronger side, as White.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct StrongSide(Color);

impl StrongSide {
    /// The view with `strong` as White.
    pub(crate) fn new(strong: Color) -> StrongSide {
        StrongSide(strong)
    }

    /// `sq` in the table's colours: flipped top to bottom when the strong side is Black.
    pub(crate) fn square(self, sq: Square) -> Square {
        match self.0 {
            Color::White => sq,
            Color::Black => sq.flip_vertical(),
        }
    }

    /// The side to move in the table's colours: White when the strong side moves.
    pub(crate) fn turn(self, turn: Color) -> Color {
        if turn == self.0 {
            Color::White
        } else {
            Color::Black
        }
    }

    /// The kings' squares in the table's colours: the strong side's, then the other's.
    pub(crate) fn kings(self, board: &Board) -> Option<(Square, Square)> {
        Some((
            self.square(board.king_of(self.0)?),
            self.square(board.king_of(!self.0)?),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flip_is_its_own_inverse_and_keeps_white() {
        for sq in Square::ALL {
            assert_eq!(StrongSide::new(Color::White).square(sq), sq);
            let black = StrongSide::new(Color::Black);
            assert_eq!(black.square(black.square(sq)), sq);
            assert_eq!(black.square(sq).file(), sq.file());
        }
        for strong in Color::ALL {
            let s = StrongSide::new(strong);
            assert_eq!(s.turn(strong), Color::White);
            assert_eq!(s.turn(!strong), Color::Black);
        }
    }
}
