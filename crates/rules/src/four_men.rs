//! The placement of a four-man table's position (ours, `docs/search.md` items 26 and 53):
//! the two kings, White's third man (a queen, a rook, a bishop, a knight or a pawn) and
//! Black's pawn, which moves down. [`crate::piece_pawn`] (the queen, rook, bishop or
//! knight against a pawn, the stronger side normalised to White) and [`crate::pawn_pawn`]
//! (a pawn against a pawn, White as White) index their values by it.
//!
//! The only symmetry of such a table is the left–right mirror, so a class is stored once,
//! with White's king on the files a–d: 32 squares for it and 64 for each other man, 2^23
//! slots ([`SLOTS`]) per side to move. The mirror leaves no square in place, so no two
//! moves of a position reach one class: each predecessor's key closes one of its quiet
//! moves ([`crate::retrograde`]).

use crate::mate_table::Verdict;
use crate::retrograde::{self, Step, side};
use shakmaty::attacks::king_attacks;
use shakmaty::{Bitboard, Color, File, Rank, Square};

/// Slots per side to move: White's king on the files a–d (32 squares), the three others
/// anywhere.
pub(crate) const SLOTS: usize = 32 << 18;

/// A placement of a four-man class: the kings, White's third man and Black's pawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Placement {
    /// White's king.
    pub(crate) wk: Square,
    /// Black's king.
    pub(crate) bk: Square,
    /// White's third man: the piece of [`crate::piece_pawn`], the pawn of
    /// [`crate::pawn_pawn`].
    pub(crate) man: Square,
    /// Black's pawn, moving down.
    pub(crate) pawn: Square,
}

impl Placement {
    /// The slot of this placement itself, if White's king is on the files a–d.
    pub(crate) fn slot(self) -> Option<usize> {
        let file = usize::from(self.wk.file());
        (file <= 3).then(|| {
            ((usize::from(self.wk.rank()) * 4 + file) << 18)
                | (usize::from(self.bk) << 12)
                | (usize::from(self.man) << 6)
                | usize::from(self.pawn)
        })
    }

    /// The slot of the placement's class: itself, or its mirror image when White's king
    /// stands on the files e–h. Always below [`SLOTS`].
    pub(crate) fn key(self) -> usize {
        let p = if self.wk.file() > File::D {
            self.mirrored()
        } else {
            self
        };
        p.slot().unwrap_or(usize::MAX)
    }

    /// The placement seen in the mirror (files a ↔ h).
    pub(crate) fn mirrored(self) -> Placement {
        let t = Square::flip_horizontal;
        Placement {
            wk: t(self.wk),
            bk: t(self.bk),
            man: t(self.man),
            pawn: t(self.pawn),
        }
    }

    /// The placement of slot `i` (below [`SLOTS`]).
    pub(crate) fn from_slot(i: usize) -> Placement {
        // Each part is below 64 and the king's below 32: the conversions cannot fail.
        let sq = |v: usize| Square::new((v & 63) as u32);
        let half = (i >> 18) & 31;
        Placement {
            wk: Square::from_coords(File::new((half % 4) as u32), Rank::new((half / 4) as u32)),
            bk: sq(i >> 12),
            man: sq(i >> 6),
            pawn: sq(i),
        }
    }

    /// The four squares.
    pub(crate) fn occupied(self) -> Bitboard {
        Bitboard::from(self.wk)
            .with(self.bk)
            .with(self.man)
            .with(self.pawn)
    }

    /// What every legal placement has, whoever moves: four distinct squares, Black's pawn
    /// off the first and last ranks, the kings apart. Each table adds its own (a White
    /// pawn's ranks, the side not to move not in check).
    pub(crate) fn apart(self) -> bool {
        self.occupied().count() == 4
            && on_pawn_ranks(self.pawn)
            && !king_attacks(self.wk).contains(self.bk)
    }
}

/// Whether a pawn may stand on `sq`: the ranks 2–7.
pub(crate) fn on_pawn_ranks(sq: Square) -> bool {
    (Rank::Second..=Rank::Seventh).contains(&sq.rank())
}

/// A solved four-man table ([`crate::piece_pawn`], [`crate::pawn_pawn`]): for each side
/// to move, each slot's value — half-moves to mate plus one, even when the side to move
/// mates, 0 for a draw or an illegal placement, or silent where the table's two solves
/// differ (a move no table holds could change it).
#[derive(Debug)]
pub struct FourManTable {
    /// Indexed by [`Color`] to move: White (the stronger side where one is normalised),
    /// then Black.
    plies: [Vec<u8>; 2],
}

impl FourManTable {
    /// The table kept on disk as `name` ([`crate::table_cache`]), or solved now from the
    /// class's rules — after `exits` readies the tables its moves out of the class read —:
    /// `legal` placements with a side to move, whether that side is `in_check`, its
    /// `moves`, and the `unmoves` that lead to a placement (the other side to move).
    pub(crate) fn load_or_solve(
        name: &str,
        exits: impl FnOnce(),
        legal: impl Fn(Placement, Color) -> bool,
        in_check: impl Fn(Placement, Color) -> bool,
        moves: impl Fn(Placement, Color, &mut dyn FnMut(Step)),
        unmoves: impl Fn(Placement, Color, &mut dyn FnMut(Placement)),
    ) -> FourManTable {
        let plies = crate::table_cache::load_or_build(name, SLOTS, || {
            exits();
            retrograde::solve_bounded(
                SLOTS,
                |turn, i, f| {
                    let p = Placement::from_slot(i);
                    legal(p, turn).then(|| {
                        moves(p, turn, f);
                        in_check(p, turn)
                    })
                },
                // Distinct predecessors (module docs): each closes one quiet move.
                |before, i, keys| {
                    unmoves(Placement::from_slot(i), before, &mut |q| keys.push(q.key()));
                    keys.sort_unstable();
                    keys.dedup();
                },
            )
        });
        FourManTable { plies }
    }

    /// How many slots the table is silent on, and how many it has (both sides to move;
    /// illegal slots count as draws).
    pub fn silent_share(&self) -> (usize, usize) {
        retrograde::silent_share(&self.plies)
    }

    /// The longest win of `turn`'s side with it to move, in its moves (White: the
    /// stronger side where one is normalised).
    pub fn longest(&self, turn: Color) -> u8 {
        retrograde::longest(&self.plies, turn)
    }

    /// The verdict on `p` with `turn` to move; `None` where the table is silent.
    pub(crate) fn at(&self, p: Placement, turn: Color) -> Option<Verdict> {
        retrograde::verdict_or_silent(self.plies[side(turn)][p.key()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slot_and_placement_are_inverse() {
        for i in [0, 1, 63, 4095, 1 << 18, SLOTS - 1, 0x0009_CDEF] {
            assert_eq!(Placement::from_slot(i).slot(), Some(i));
        }
    }

    #[test]
    fn a_placement_and_its_mirror_share_a_key() {
        for wk in Square::ALL {
            let p = Placement {
                wk,
                bk: Square::B7,
                man: Square::G2,
                pawn: Square::C4,
            };
            assert_eq!(p.key(), p.mirrored().key());
            assert!(p.key() < SLOTS);
            assert_eq!(p.mirrored().mirrored(), p);
        }
    }

    #[test]
    fn apart_rejects_shared_squares_touching_kings_and_back_rank_pawns() {
        let p = Placement {
            wk: Square::A1,
            bk: Square::H8,
            man: Square::D4,
            pawn: Square::E5,
        };
        assert!(p.apart());
        assert!(
            !Placement {
                man: Square::E5,
                ..p
            }
            .apart()
        );
        assert!(
            !Placement {
                bk: Square::B2,
                ..p
            }
            .apart()
        );
        assert!(
            !Placement {
                pawn: Square::E1,
                ..p
            }
            .apart()
        );
        assert!(
            !Placement {
                pawn: Square::E8,
                ..p
            }
            .apart()
        );
    }
}
