//! Forkness (§2.7–2.8, the STEP1 analysis; spec §3.2 and §5.3 rule 4).
//!
//! The forkness of a square for a piece is how many of that piece's bundles pass through
//! it. In search the program marks the α1-squares of the shortest real-board trajectories
//! of the bundle being played (array STEP1), counts for each how many bundles of the same
//! piece pass through it, and moves first to the most forked α1.
//!
//! ```
//! use pioneer_trajectories::{Bundle, PieceKind, fork::{forkness, most_forked_first_square}};
//! use pioneer_rules::{Bitboard, Square};
//!
//! // Fig. 21: the knight on g7 has bundles to g3 and to f4; h5 lies on both.
//! let g3 = Bundle::shortest(PieceKind::Knight, Square::G7, Square::G3, Bitboard::EMPTY);
//! let f4 = Bundle::shortest(PieceKind::Knight, Square::G7, Square::F4, Bitboard::EMPTY);
//! let counts = forkness(&[g3.clone(), f4]);
//! assert_eq!(counts[Square::H5 as usize], 2);
//! assert_eq!(counts[Square::F5 as usize], 1);
//! assert_eq!(most_forked_first_square(&g3.trajectories, &counts), vec![Square::H5, Square::F5]);
//! ```

use crate::bundle::Bundle;
use crate::trajectory::Trajectory;
use pioneer_rules::{Bitboard, Square};

/// For every square (index a1 = 0 … h8 = 63), how many of `bundles` have a trajectory
/// stopping on it (α-squares x1 … xl; a0 is not counted, β-squares are not counted since
/// a piece cannot stop there) — §2.8.
pub fn forkness(bundles: &[Bundle]) -> [u8; 64] {
    let mut counts = [0u8; 64];
    for bundle in bundles {
        let squares = bundle
            .trajectories
            .iter()
            .fold(Bitboard::EMPTY, |acc, t| acc | t.alpha_squares())
            .without(bundle.a0);
        for sq in squares {
            counts[sq as usize] = counts[sq as usize].saturating_add(1);
        }
    }
    counts
}

/// The STEP1 count of §2.8: for every square, how many of `bundles` have a trajectory whose
/// first stop α1 is that square.
pub fn first_step_forkness(bundles: &[Bundle]) -> [u8; 64] {
    let mut counts = [0u8; 64];
    for bundle in bundles {
        let firsts: Bitboard = bundle
            .trajectories
            .iter()
            .filter_map(Trajectory::a1)
            .collect();
        for sq in firsts {
            counts[sq as usize] = counts[sq as usize].saturating_add(1);
        }
    }
    counts
}

/// The distinct α1-squares of `trajectories`, most forked first (by `forkness`
/// descending), ties to the lower square index (spec §5.3 rule 4 and its interpretation).
pub fn most_forked_first_square(trajectories: &[Trajectory], forkness: &[u8; 64]) -> Vec<Square> {
    let firsts: Bitboard = trajectories.iter().filter_map(Trajectory::a1).collect();
    let mut out: Vec<Square> = firsts.into_iter().collect();
    out.sort_by_key(|&sq| (std::cmp::Reverse(forkness[sq as usize]), sq));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kind::PieceKind;

    #[test]
    fn step1_counts_first_stops_only() {
        let g3 = Bundle::shortest(PieceKind::Knight, Square::G7, Square::G3, Bitboard::EMPTY);
        let f4 = Bundle::shortest(PieceKind::Knight, Square::G7, Square::F4, Bitboard::EMPTY);
        let bundles = [g3.clone(), f4.clone()];
        let step1 = first_step_forkness(&bundles);
        assert_eq!(step1[Square::H5 as usize], 2);
        assert_eq!(step1[Square::F5 as usize], 1);
        assert_eq!(step1[Square::E6 as usize], 1);
        assert_eq!(step1[Square::G3 as usize], 0);
        let all = forkness(&bundles);
        assert_eq!(all[Square::G3 as usize], 1);
        assert_eq!(all[Square::G7 as usize], 0, "a0 is not counted");
        let order = most_forked_first_square(&f4.trajectories, &all);
        assert_eq!(order, vec![Square::H5, Square::E6]);
    }

    #[test]
    fn ties_go_to_the_lower_square_index() {
        let bishop = Bundle::shortest(PieceKind::Bishop, Square::F2, Square::E5, Bitboard::EMPTY);
        let counts = forkness(std::slice::from_ref(&bishop));
        assert_eq!(
            most_forked_first_square(&bishop.trajectories, &counts),
            vec![Square::G3, Square::D4]
        );
    }
}
