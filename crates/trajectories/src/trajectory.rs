//! One trajectory: the α-squares (stops) x0 … xl of a piece's route (spec §3.2; §1.2,
//! §2.7 "α- and β-squares").
//!
//! The β-squares are the squares a piece crosses without stopping between two stops: the
//! squares between the stops of a slider's move, and the skipped square of a pawn's
//! double step. They follow from the stops alone (a king's or knight's step crosses none).
//!
//! ```
//! use pioneer_trajectories::Trajectory;
//! use pioneer_rules::Square;
//!
//! let t = Trajectory::new([Square::C1, Square::H6, Square::H8]);
//! assert_eq!(t.len(), 2);
//! assert_eq!((t.a0(), t.ak()), (Square::C1, Square::H8));
//! assert_eq!(t.betas(0).as_slice(), &[Square::D2, Square::E3, Square::F4, Square::G5]);
//! assert_eq!(t.betas(1).as_slice(), &[Square::H7]);
//! assert_eq!(t.to_string(), "c1 h6 h8");
//! ```

use crate::square_serde;
use crate::steps;
use pioneer_rules::{Bitboard, Square};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;
use std::cmp::Ordering;
use std::fmt;

/// The stops (α-squares, §2.7) of a trajectory, inline for up to eight stops (seven moves).
pub type Stops = SmallVec<[Square; 8]>;

/// A trajectory x0 = a0, x1, …, xl = ak (spec §3.2; the α-squares of §2.7).
///
/// Ordering (used for every bundle): by length first, then lexicographically by the stops'
/// square indices (a1 = 0, b1 = 1, …, h8 = 63) — the tie-break of spec §5.3.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Trajectory {
    /// The α-squares x0 … xl.
    #[serde(with = "square_serde::list")]
    pub stops: Stops,
}

impl Trajectory {
    /// A trajectory through these stops x0 … xl (spec §3.2; at least one: a0). Adjacent
    /// stops are meant to be one move apart; nothing is checked here.
    pub fn new(stops: impl IntoIterator<Item = Square>) -> Trajectory {
        Trajectory {
            stops: stops.into_iter().collect(),
        }
    }

    /// The number of moves l (stops minus one; spec §3.2).
    pub fn len(&self) -> usize {
        self.stops.len().saturating_sub(1)
    }

    /// Whether the trajectory has no move, only a0 or nothing (spec §3.2: l = 0).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The start square a0 (§1.2).
    ///
    /// # Panics
    /// On a trajectory without stops.
    pub fn a0(&self) -> Square {
        self.stops[0]
    }

    /// The end square ak (§1.2).
    ///
    /// # Panics
    /// On a trajectory without stops.
    pub fn ak(&self) -> Square {
        self.stops[self.stops.len() - 1]
    }

    /// The first stop after a0, α1 (the move made in search, §2.7–2.8), if any.
    pub fn a1(&self) -> Option<Square> {
        self.stops.get(1).copied()
    }

    /// The β-squares crossed between stop `i` and stop `i + 1`, in the order crossed
    /// (§2.7). Empty for a king's or knight's step and a pawn's single step; the skipped
    /// square of a pawn's double step is a β-square. Empty if `i + 1` is not a stop.
    pub fn betas(&self, i: usize) -> SmallVec<[Square; 6]> {
        match (self.stops.get(i), self.stops.get(i + 1)) {
            (Some(&a), Some(&b)) => steps::crossed(a, b).collect(),
            _ => SmallVec::new(),
        }
    }

    /// The β-squares crossed by a step `from → to` of any trajectory, as a set: what
    /// [`Trajectory::betas`] lists for that step (the squares strictly between two stops on
    /// a line; none for a king's or knight's step or a pawn's single step).
    pub fn step_betas(from: Square, to: Square) -> Bitboard {
        steps::crossed(from, to).collect()
    }

    /// The α-squares x0 … xl as a set (§2.7).
    pub fn alpha_squares(&self) -> Bitboard {
        self.stops.iter().copied().collect()
    }

    /// All β-squares of the trajectory as a set (§2.7).
    pub fn beta_squares(&self) -> Bitboard {
        self.stops
            .windows(2)
            .flat_map(|w| steps::crossed(w[0], w[1]))
            .collect()
    }

    /// Every square of the route in order: x0, the β-squares to x1, x1, …, xl (§2.7).
    pub fn path(&self) -> Vec<Square> {
        let mut out = Vec::with_capacity(self.stops.len() * 2);
        for (i, &sq) in self.stops.iter().enumerate() {
            if i > 0 {
                out.extend(steps::crossed(self.stops[i - 1], sq));
            }
            out.push(sq);
        }
        out
    }
}

impl Ord for Trajectory {
    fn cmp(&self, other: &Self) -> Ordering {
        self.len()
            .cmp(&other.len())
            .then_with(|| self.stops.as_slice().cmp(other.stops.as_slice()))
    }
}

impl PartialOrd for Trajectory {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Trajectory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.stops.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pawn_double_step_has_a_beta_square() {
        let t = Trajectory::new([Square::E2, Square::E4, Square::E5]);
        assert_eq!(t.betas(0).as_slice(), &[Square::E3]);
        assert!(t.betas(1).is_empty());
        assert_eq!(t.beta_squares(), Bitboard::from_square(Square::E3));
    }

    #[test]
    fn king_and_knight_have_no_betas() {
        let k = Trajectory::new([Square::A4, Square::B5, Square::C4]);
        assert!(k.beta_squares().is_empty());
        let n = Trajectory::new([Square::G7, Square::F5, Square::G3]);
        assert!(n.beta_squares().is_empty());
    }

    #[test]
    fn order_is_length_then_square_index() {
        let mut v = [
            Trajectory::new([Square::F2, Square::G3, Square::E5]),
            Trajectory::new([Square::F2, Square::D4, Square::E5]),
            Trajectory::new([Square::F2, Square::E5]),
        ];
        v.sort();
        assert_eq!(v[0].to_string(), "f2 e5");
        assert_eq!(v[1].to_string(), "f2 g3 e5"); // g3 = 22 < d4 = 27
    }

    #[test]
    fn serde_round_trip() {
        let t = Trajectory::new([Square::C1, Square::H6, Square::H8]);
        let json = serde_json::to_string(&t).unwrap();
        assert_eq!(json, r#"{"stops":["c1","h6","h8"]}"#);
        assert_eq!(serde_json::from_str::<Trajectory>(&json).unwrap(), t);
    }
}
