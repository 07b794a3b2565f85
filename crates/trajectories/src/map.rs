//! Distance maps on the 8×8 board (spec §3.1–3.2: `MAP_{x,p}(y)`; §2.7).
//!
//! A map is built by breadth-first layers of one-move overlays (the "move off the map",
//! §2.6) on the 8×8 board, so board edges count (knight a1→b2 is 4 moves, not the
//! window's 2). Obstacles: a slider's ray stops at the first obstacle; a square holding an
//! obstacle may be reached as the end square (a capture or a control step) but never
//! passed through or moved on from. On the free board use [`Bitboard::EMPTY`].
//!
//! Pawns move one way, so the map towards a target ([`distance_map_to`]) is not the map
//! from it. A pawn's diagonal step is allowed only as the last step onto the map's end
//! square (a capture or a control step); its forward steps never land on an obstacle.
//!
//! ```
//! use pioneer_trajectories::{PieceKind, distance_map, distance_map_to};
//! use pioneer_rules::{Bitboard, Square};
//!
//! let map = distance_map(PieceKind::Knight, Square::A1, Bitboard::EMPTY);
//! assert_eq!(map.get(Square::B2), Some(4));
//! let to_e4 = distance_map_to(PieceKind::WhitePawn, Square::E4, Bitboard::EMPTY);
//! assert_eq!(to_e4.get(Square::E2), Some(1)); // the double step
//! assert_eq!(to_e4.get(Square::D3), Some(1)); // a diagonal step onto e4
//! assert_eq!(to_e4.get(Square::E5), None);
//! ```

use crate::kind::PieceKind;
use crate::steps;
use pioneer_rules::{Bitboard, Square};
use serde::{Deserialize, Serialize};
use std::ops::Index;

/// The sentinel of an unreachable square in a [`DistanceMap`] (spec §3.2; LG writes 2n).
pub const UNREACHABLE: u8 = u8::MAX;

/// Moves of one piece kind between one fixed square and every square of the board
/// (spec §3.2 `MAP_{a0,p}`), indexed by square index (a1 = 0 … h8 = 63).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DistanceMap(#[serde(with = "serde_big_array_64")] pub [u8; 64]);

impl DistanceMap {
    /// The distance to (or from) `sq`, `None` if unreachable (§3.2).
    pub fn get(&self, sq: Square) -> Option<u8> {
        match self.0[sq as usize] {
            UNREACHABLE => None,
            d => Some(d),
        }
    }

    /// The raw cell, [`UNREACHABLE`] for unreachable squares (spec §3.2).
    pub fn raw(&self, sq: Square) -> u8 {
        self.0[sq as usize]
    }

    /// The squares at exactly `d` moves (one breadth-first layer, §3.1).
    pub fn layer(&self, d: u8) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|&sq| self.0[sq as usize] == d)
            .collect()
    }

    /// The squares with a finite distance (spec §3.2).
    pub fn reachable(&self) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|&sq| self.0[sq as usize] != UNREACHABLE)
            .collect()
    }
}

impl Index<Square> for DistanceMap {
    type Output = u8;
    fn index(&self, sq: Square) -> &u8 {
        &self.0[sq as usize]
    }
}

/// Serde for `[u8; 64]` as a plain sequence (serde derives arrays only up to 32).
mod serde_big_array_64 {
    use serde::{Deserialize, Deserializer, Serializer, de::Error};

    pub fn serialize<S: Serializer>(cells: &[u8; 64], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(cells.iter())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; 64], D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        v.try_into()
            .map_err(|v: Vec<u8>| D::Error::invalid_length(v.len(), &"64 cells"))
    }
}

/// Transit distances from `from`: the least number of moves to stop on each square free
/// of obstacles (pawns: forward steps only). Obstacle squares stay unreachable.
pub(crate) fn transit_map(kind: PieceKind, from: Square, obstacles: Bitboard) -> DistanceMap {
    let obstacles = obstacles.without(from);
    let mut dist = [UNREACHABLE; 64];
    dist[from as usize] = 0;
    let mut reached = Bitboard::from_square(from);
    let mut frontier = reached;
    let mut d = 0u8;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Bitboard::EMPTY;
        for x in frontier {
            next |= steps::transit_steps(kind, x, obstacles);
        }
        next &= !reached;
        for sq in next {
            dist[sq as usize] = d;
        }
        reached |= next;
        frontier = next;
    }
    DistanceMap(dist)
}

/// `MAP_{from,kind}` (spec §3.1–3.2): for every square v the least number of moves of
/// this kind from `from` to v on the 8×8 board, with `obstacles` as described in the
/// module docs (the square `from` itself never counts as an obstacle).
///
/// For pawns the last step may be a forward diagonal (a capture or control step onto v).
pub fn distance_map(kind: PieceKind, from: Square, obstacles: Bitboard) -> DistanceMap {
    let obstacles = obstacles.without(from);
    let transit = transit_map(kind, from, obstacles);
    let mut dist = transit.0;
    if kind.is_pawn() || !obstacles.is_empty() {
        // Final steps: onto an obstacle at the end of a ray, or a pawn's diagonal.
        for x in transit.reachable() {
            let d = transit.0[x as usize] + 1;
            for v in steps::final_steps(kind, x, obstacles) {
                if d < dist[v as usize] {
                    dist[v as usize] = d;
                }
            }
        }
    }
    DistanceMap(dist)
}

/// The target-side map (spec §3.2, "reversed for pawns"): for every square v the least
/// number of moves of this kind from v to `target`, i.e. `distance_map(kind, v,
/// obstacles)` read at `target`, for all v at once.
///
/// For every kind but the pawns this equals [`distance_map`] from `target`. For pawns it
/// is the reversed relation `MAP_{x,white pawn}(y) = MAP_{y,black pawn}(x)` of the seed,
/// computed by stepping backwards from the target; because the diagonal is allowed only as
/// the last step onto the target, a diagonal appears only as the first backward step.
pub fn distance_map_to(kind: PieceKind, target: Square, obstacles: Bitboard) -> DistanceMap {
    let mut dist = [UNREACHABLE; 64];
    dist[target as usize] = 0;
    let mut reached = Bitboard::from_square(target);
    let first = steps::final_sources(kind, target, obstacles) & !reached;
    for sq in first {
        dist[sq as usize] = 1;
    }
    reached |= first;
    // Only squares free of obstacles can be stopped on and moved on from.
    let mut frontier = first & !obstacles;
    let mut d = 1u8;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Bitboard::EMPTY;
        for y in frontier {
            next |= steps::transit_sources(kind, y, obstacles);
        }
        next &= !reached;
        for sq in next {
            dist[sq as usize] = d;
        }
        reached |= next;
        frontier = next & !obstacles;
    }
    DistanceMap(dist)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::window::{one_move_squares, window_distance};

    #[test]
    fn knight_a1_b2_is_four_on_the_board() {
        let map = distance_map(PieceKind::Knight, Square::A1, Bitboard::EMPTY);
        assert_eq!(map.get(Square::B2), Some(4));
        assert_eq!(
            window_distance(PieceKind::Knight, Square::A1, Square::B2),
            Some(2)
        );
    }

    #[test]
    fn pawn_map_is_not_symmetric() {
        let from_e2 = distance_map(PieceKind::WhitePawn, Square::E2, Bitboard::EMPTY);
        let from_e4 = distance_map(PieceKind::WhitePawn, Square::E4, Bitboard::EMPTY);
        assert_eq!(from_e2.get(Square::E4), Some(1));
        assert_eq!(from_e4.get(Square::E2), None);
        assert_eq!(from_e2.get(Square::F3), Some(1));
        assert_eq!(from_e2.get(Square::F5), Some(2)); // e2-e4, e4×f5
        assert_eq!(from_e2.get(Square::E8), Some(5));
        assert_eq!(from_e2.get(Square::D2), None);
    }

    #[test]
    fn map_to_is_the_map_read_backwards() {
        for kind in PieceKind::ALL {
            for obstacles in [
                Bitboard::EMPTY,
                Bitboard::from_square(Square::D4) | Square::E6 | Square::C3 | Square::F2,
            ] {
                for target in Square::ALL {
                    let to = distance_map_to(kind, target, obstacles);
                    for v in Square::ALL {
                        let from = distance_map(kind, v, obstacles);
                        assert_eq!(to.raw(v), from.raw(target), "{kind:?} {v}->{target}");
                    }
                }
            }
        }
    }

    #[test]
    fn reversed_pawn_relation_for_single_steps() {
        // MAP_{x,white pawn}(y) = MAP_{y,black pawn}(x) holds for straight routes without
        // a double step (x above White's, y below Black's start rank).
        use pioneer_rules::Rank;
        for x in Square::ALL.into_iter().filter(|x| x.rank() > Rank::Second) {
            let white = transit_map(PieceKind::WhitePawn, x, Bitboard::EMPTY);
            for y in Square::ALL.into_iter().filter(|y| y.rank() < Rank::Seventh) {
                let black = transit_map(PieceKind::BlackPawn, y, Bitboard::EMPTY);
                assert_eq!(white.raw(y), black.raw(x), "{x} {y}");
            }
        }
    }

    #[test]
    fn one_move_overlay_matches_the_steps() {
        for kind in PieceKind::ALL {
            for sq in Square::ALL {
                let overlay = one_move_squares(kind, sq);
                let steps = steps::final_steps(kind, sq, Bitboard::EMPTY);
                assert_eq!(overlay, steps, "{kind:?} {sq}");
                let map = distance_map(kind, sq, Bitboard::EMPTY);
                assert_eq!(map.layer(1), overlay, "{kind:?} {sq}");
            }
        }
    }

    #[test]
    fn window_agrees_with_the_map_where_edges_do_not_matter() {
        // Sliders and the king never need to leave the board on a shortest route.
        for kind in [
            PieceKind::King,
            PieceKind::Queen,
            PieceKind::Rook,
            PieceKind::Bishop,
        ] {
            for from in Square::ALL {
                let map = distance_map(kind, from, Bitboard::EMPTY);
                for to in Square::ALL {
                    assert_eq!(window_distance(kind, from, to), map.get(to));
                }
            }
        }
    }

    #[test]
    fn obstacles_block_but_can_be_reached() {
        let obstacles = Bitboard::from_square(Square::A4);
        let map = distance_map(PieceKind::Rook, Square::A1, obstacles);
        assert_eq!(map.get(Square::A4), Some(1));
        assert_eq!(map.get(Square::A5), Some(3)); // around a4: a1-b1-b5-a5
        assert_eq!(map.get(Square::A8), Some(3));
        let pawn = distance_map(
            PieceKind::WhitePawn,
            Square::E2,
            Bitboard::from_square(Square::E3),
        );
        assert_eq!(pawn.get(Square::E4), None);
        assert_eq!(pawn.get(Square::E3), None);
        assert_eq!(pawn.get(Square::D3), Some(1));
    }
}
