//! Transfer of a trajectory to the real board (§2.7, spec §3.2).
//!
//! Bundles are unfolded on the board free of pieces; each trajectory is then "transferred
//! to the real board": its α- and β-squares between a0 and ak (both excluded) are checked
//! against the pieces standing there. The first occupied square blocks the trajectory: by
//! an own piece a deblockade may be needed; a block on the first segment [a0, a1] keeps the
//! trajectory out of search (§2.7). The end square ak may be occupied: that is the target.
//!
//! ```
//! use pioneer_trajectories::{Trajectory, transfer};
//! use pioneer_rules::{Color, Square, parse_fen, Position};
//!
//! let pos = parse_fen(pioneer_rules::FIG21_FEN).unwrap();
//! let t = Trajectory::new([Square::F2, Square::D4, Square::G7]);
//! let moved = transfer(&t, pos.board(), Color::White);
//! let block = moved.blocked.unwrap();
//! assert_eq!((block.square, block.stop_index, block.own), (Square::E5, 2, false));
//! assert!(moved.is_blocked() && !moved.first_segment_blocked());
//! ```

use crate::steps;
use crate::trajectory::Trajectory;
use pioneer_rules::{Board, Color, Piece, Square};
use serde::Serialize;

/// The first occupied α- or β-square of a trajectory on the real board (§2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Block {
    /// The occupied square.
    #[serde(serialize_with = "ser_square")]
    pub square: Square,
    /// The index of the first stop the piece cannot reach because of the block: `i + 1`
    /// when the square is a β-square between stops `i` and `i + 1` or is the stop `i + 1`
    /// itself. So 1 means the first segment [a0, a1] is blocked.
    pub stop_index: usize,
    /// The piece standing there.
    #[serde(serialize_with = "ser_piece")]
    pub by: Piece,
    /// Whether it belongs to the moving side (a deblockade candidate, §2.9).
    pub own: bool,
}

fn ser_square<S: serde::Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(sq)
}

fn ser_piece<S: serde::Serializer>(p: &Piece, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&p.char())
}

/// A trajectory read on the real board (§2.7).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Transfer {
    /// The first block along the route, if any.
    pub blocked: Option<Block>,
    /// How many α- and β-squares between a0 and ak are occupied.
    pub blockers: usize,
    /// The real length (§2.7): the number of moves on the free board plus one for every
    /// occupied square between a0 and ak — each blocking piece must leave (deblockade) or
    /// be removed before the piece can pass, so the route takes at least that many tempi.
    /// Equal to the trajectory's length when nothing blocks.
    pub real_len: usize,
}

impl Transfer {
    /// Whether some square between a0 and ak is occupied.
    pub fn is_blocked(&self) -> bool {
        self.blocked.is_some()
    }

    /// Whether the block lies on the first segment [a0, a1] (§2.7: such a trajectory does
    /// not enter search; the blocking square gets a deblockade record instead).
    pub fn first_segment_blocked(&self) -> bool {
        self.blocked.is_some_and(|b| b.stop_index == 1)
    }
}

/// Transfers `trajectory` of a piece of colour `color` to `board` (§2.7): checks every α-
/// and β-square strictly between a0 and ak, in the order the piece crosses them.
pub fn transfer(trajectory: &Trajectory, board: &Board, color: Color) -> Transfer {
    transfer_stops(&trajectory.stops, board, color)
}

/// [`transfer`] of the rest of `trajectory` from its stop `i` on, as if that stop were a0:
/// what `transfer(&Trajectory::new(trajectory.stops[i..]), …)` gives, without building
/// the shorter trajectory (the search asks for it for every trajectory at every move).
pub fn transfer_from(trajectory: &Trajectory, i: usize, board: &Board, color: Color) -> Transfer {
    transfer_stops(trajectory.stops.get(i..).unwrap_or(&[]), board, color)
}

/// [`transfer`] of the trajectory through `stops`.
fn transfer_stops(stops: &[Square], board: &Board, color: Color) -> Transfer {
    let mut blocked = None;
    let mut blockers = 0;
    if stops.len() >= 2 {
        let a0 = stops[0];
        let last = stops.len() - 1;
        for i in 0..last {
            let inner = steps::crossed(stops[i], stops[i + 1]);
            let alpha = (i + 1 < last).then_some(stops[i + 1]);
            for sq in inner.chain(alpha) {
                if sq == a0 {
                    continue;
                }
                if let Some(by) = board.piece_at(sq) {
                    blockers += 1;
                    blocked.get_or_insert(Block {
                        square: sq,
                        stop_index: i + 1,
                        by,
                        own: by.color == color,
                    });
                }
            }
        }
    }
    Transfer {
        blocked,
        blockers,
        real_len: stops.len().saturating_sub(1) + blockers,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_rules::{Position, Role, parse_fen};

    fn board(fen: &str) -> Board {
        parse_fen(fen).unwrap().board().clone()
    }

    #[test]
    fn occupied_end_square_is_the_target_not_a_block() {
        let b = board("k7/8/8/4p3/8/8/5B2/1K6 w - - 0 1");
        let t = Trajectory::new([Square::F2, Square::G3, Square::E5]);
        let moved = transfer(&t, &b, Color::White);
        assert!(!moved.is_blocked());
        assert_eq!(moved.real_len, 2);
    }

    #[test]
    fn pawn_double_step_is_blocked_on_its_beta_square() {
        let b = board("k7/8/8/8/8/4n3/4P3/1K6 w - - 0 1");
        let t = Trajectory::new([Square::E2, Square::E4, Square::E5]);
        let moved = transfer(&t, &b, Color::White);
        let block = moved.blocked.unwrap();
        assert_eq!(
            (block.square, block.stop_index, block.own),
            (Square::E3, 1, false)
        );
        assert_eq!(block.by.role, Role::Knight);
        assert!(moved.first_segment_blocked());
    }

    #[test]
    fn own_blockers_are_counted_in_order() {
        // Rook a1-a8-h8 with own pieces on a4 (β of segment 0) and on e8 (β of segment 1).
        let b = board("4N2k/8/8/8/P7/8/8/R5K1 w - - 0 1");
        let t = Trajectory::new([Square::A1, Square::A8, Square::H8]);
        let moved = transfer(&t, &b, Color::White);
        let block = moved.blocked.unwrap();
        assert_eq!(
            (block.square, block.stop_index, block.own),
            (Square::A4, 1, true)
        );
        assert_eq!(moved.blockers, 2);
        assert_eq!(moved.real_len, 4);
        // The same route for a black rook: the blockers are enemy pieces.
        assert!(!transfer(&t, &b, Color::Black).blocked.unwrap().own);
    }

    #[test]
    fn a_blocked_alpha_square_names_its_own_stop() {
        let b = board("k7/8/8/8/8/2p5/8/1K1N4 w - - 0 1");
        let t = Trajectory::new([Square::D1, Square::C3, Square::D5]);
        let moved = transfer(&t, &b, Color::White);
        let block = moved.blocked.unwrap();
        assert_eq!((block.square, block.stop_index), (Square::C3, 1));
    }

    #[test]
    fn the_rest_from_a_stop_is_transferred_as_a_shorter_trajectory() {
        use crate::{Bundle, PieceKind};
        use pioneer_rules::Bitboard;
        let boards = [
            "4N2k/8/8/8/P7/8/8/R5K1 w - - 0 1",
            "8/8/4p3/3pP3/3P1k2/1K3p2/5P2/8 b - - 0 1",
            "r3k2r/pp3ppp/2n5/3qp3/8/2N2Q2/PPP2PPP/R3K2R w - - 0 1",
        ];
        let mut checked = 0;
        for fen in boards {
            let b = board(fen);
            for kind in PieceKind::ALL {
                for (a0, ak) in [
                    (Square::A1, Square::H8),
                    (Square::B2, Square::E7),
                    (Square::G1, Square::C4),
                ] {
                    let bundle = Bundle::admissible(kind, a0, ak, 8, Bitboard::EMPTY);
                    for t in bundle.trajectories.iter().take(200) {
                        for i in 0..=t.stops.len() {
                            let rest = Trajectory::new(t.stops.iter().skip(i).copied());
                            for color in [Color::White, Color::Black] {
                                assert_eq!(
                                    transfer_from(t, i, &b, color),
                                    transfer(&rest, &b, color),
                                    "{t} from stop {i}"
                                );
                                checked += 1;
                            }
                        }
                    }
                }
            }
        }
        assert!(checked > 1000, "{checked} rests checked");
    }
}
