//! A placement of the four pieces, the queen's side White, and its key: one slot per class
//! of the board's eight symmetries.

use super::Defender;
use shakmaty::attacks::{king_attacks, queen_attacks};
use shakmaty::{Bitboard, Color, File, Rank, Square};

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
pub(super) const SIZE: usize = TRIANGLE.len() << 18;

/// The place of `sq` on [`TRIANGLE`].
fn on_triangle(sq: Square) -> Option<usize> {
    let (file, rank) = (usize::from(sq.file()), usize::from(sq.rank()));
    (file <= 3 && rank <= file).then(|| file * (file + 1) / 2 + rank)
}

/// A placement of the class, the queen's side White: the four squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Placement {
    /// White's king.
    pub(super) wk: Square,
    /// Black's king.
    pub(super) bk: Square,
    /// White's queen.
    pub(super) queen: Square,
    /// Black's piece, the defender.
    pub(super) piece: Square,
}

impl Placement {
    /// The slot of this placement itself, if White's king is on the triangle.
    fn slot(self) -> Option<usize> {
        Some(
            (on_triangle(self.wk)? << 18)
                | (usize::from(self.bk) << 12)
                | (usize::from(self.queen) << 6)
                | usize::from(self.piece),
        )
    }

    /// The slot of the placement's class: the smallest slot of its images under the
    /// board's eight symmetries (with no pawns and no castling each keeps a position's
    /// value, so the table stores one placement of each class). The king is brought to
    /// the files a–d, the ranks 1–4, then below the long diagonal; on the diagonal both
    /// images qualify and the smaller slot is the key.
    pub(super) fn key(self) -> usize {
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
            piece: t(self.piece),
        }
    }

    pub(super) fn from_slot(i: usize) -> Placement {
        // Each part is below 64 and the king's below 10: the conversions cannot fail.
        let sq = |v: usize| Square::new((v & 63) as u32);
        Placement {
            wk: TRIANGLE[(i >> 18) % TRIANGLE.len()],
            bk: sq(i >> 12),
            queen: sq(i >> 6),
            piece: sq(i),
        }
    }

    /// Two pieces on one long diagonal: only then can two moves lead to one class (a
    /// symmetry other than the identity that keeps two squares in place is a reflection
    /// in a long diagonal).
    pub(super) fn may_be_symmetric(self) -> bool {
        let squares = [self.wk, self.bk, self.queen, self.piece];
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

    pub(super) fn occupied(self) -> Bitboard {
        Bitboard::from(self.wk)
            .with(self.bk)
            .with(self.queen)
            .with(self.piece)
    }

    /// Whether `side`'s king is attacked, Black's piece being `d`.
    pub(super) fn in_check(self, d: Defender, side: Color) -> bool {
        let occ = self.occupied();
        match side {
            Color::White => d.attacks(self.piece, occ).contains(self.wk),
            Color::Black => queen_attacks(self.queen, occ).contains(self.bk),
        }
    }

    /// A legal position with `turn` to move: four squares, the kings apart, the side not
    /// to move not in check.
    pub(super) fn legal(self, d: Defender, turn: Color) -> bool {
        self.distinct() && !king_attacks(self.wk).contains(self.bk) && !self.in_check(d, !turn)
    }
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
            for (bk, queen, piece) in [
                (Square::A2, Square::E4, Square::H8),
                (Square::C3, Square::F6, Square::B2),
                (Square::H1, Square::A8, Square::D4),
            ] {
                let p = Placement {
                    wk,
                    bk,
                    queen,
                    piece,
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
