//! Static exchange on one square (Appendix 2: "the result of the optimal exchange of those
//! pieces on this square"; spec §10).
//!
//! Appendix 2 counts an α-square of a trajectory as *passable* when the exchange that
//! follows the trajectory's piece stepping onto it favours the trajectory's owner. This
//! module computes that exchange on a shakmaty [`Board`], without making moves:
//!
//! 1. the owner's piece steps onto the square (forced: that is the question asked), taking
//!    the enemy piece standing there, if any;
//! 2. the sides then capture on the square in turn, each with its **least valuable**
//!    piece one move from the square (in the order P, N, B, R, Q, K, values of
//!    [`crate::value`]: a knight before a bishop; of two pieces of one kind, the one on
//!    the lower square — the order is not searched, so which queen goes first can decide
//!    an x-ray);
//! 3. a piece that captures leaves its square, so a slider behind it on the same line
//!    joins in (**x-rays**: attacks are recomputed with the pieces gone);
//! 4. each side may **stop** instead of capturing when continuing would lose (minimax
//!    over the sequence, the classic swap list).
//!
//! The result is the material won by the side that stepped on, in pawns: positive when it
//! wins, 0 when the square is held evenly or not contested, negative when the piece is
//! lost for less. A king that captures onto a defended square is lost (200), so the
//! minimax never makes that capture: it stands for the rule that a king may not move into
//! check. What it ignores, as static exchange does: pins, checks elsewhere, promotion on
//! the last rank, en passant.
//!
//! ```
//! use pioneer_rules::see::{StepOn, static_exchange};
//! use pioneer_rules::{Board, Color, Piece, Role, Square};
//!
//! // White knight c3 takes the pawn d5, which the pawn e6 defends: Nxd5 exd5, −2.
//! let board: Board = "4k3/8/4p3/3p4/8/2N5/8/4K3".parse().unwrap();
//! let step = StepOn {
//!     piece: Piece { color: Color::White, role: Role::Knight },
//!     from: Some(Square::C3),
//!     to: Square::D5,
//! };
//! assert_eq!(static_exchange(&board, step), Some(-2));
//! ```

use crate::material::value;
use shakmaty::{Bitboard, Board, Color, Piece, Role, Square};

/// A piece stepping onto a square: the start of an exchange.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StepOn {
    /// The piece that steps on (its colour is the side the result is counted for).
    pub piece: Piece,
    /// The square it leaves (emptied for the exchange, so a slider behind it joins in);
    /// `None` when the piece is only imagined on `to` (a later α-square of a trajectory).
    pub from: Option<Square>,
    /// The square of the exchange.
    pub to: Square,
}

/// The least valuable first: the order in which each side brings its pieces in.
pub const LEAST_VALUABLE_FIRST: [Role; 6] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
    Role::King,
];

/// The result of the optimal exchange after `step` (module docs), in pawns for the side
/// that steps on; `None` when a piece of that side already stands on the square (it cannot
/// step there).
pub fn static_exchange(board: &Board, step: StepOn) -> Option<i32> {
    let sq = step.to;
    let mut occupied = board.occupied();
    if let Some(from) = step.from {
        occupied.discard(from);
    }
    let first = match board.piece_at(sq) {
        Some(p) if p.color == step.piece.color => return None,
        Some(p) => value(p.role),
        None => 0,
    };
    // gains[d]: what the side making capture d has won if the sequence stops after it.
    let mut gains: Vec<i32> = Vec::with_capacity(16);
    gains.push(first);
    let mut on_square = value(step.piece.role);
    let mut side = step.piece.color.other();
    while let Some((from, role)) = least_valuable(board, sq, side, occupied) {
        let last = gains.last().copied().unwrap_or(0);
        gains.push(on_square - last);
        on_square = value(role);
        occupied.discard(from);
        side = side.other();
    }
    // Each side may stand pat: going back up the list, a capture is made only if it
    // is better than stopping.
    for d in (1..gains.len()).rev() {
        gains[d - 1] = -(-gains[d - 1]).max(gains[d]);
    }
    Some(gains[0])
}

/// Whether the exchange after `step` does not lose for the side stepping on (result ≥ 0):
/// the piece can stand on the square (Appendix 2's *passable*, spec §10).
pub fn holds(board: &Board, step: StepOn) -> bool {
    static_exchange(board, step).is_some_and(|r| r >= 0)
}

/// The least valuable piece of `side` among `occupied` that attacks `sq`, with its square.
fn least_valuable(
    board: &Board,
    sq: Square,
    side: Color,
    occupied: Bitboard,
) -> Option<(Square, Role)> {
    let attackers = board.attacks_to(sq, side, occupied) & occupied;
    LEAST_VALUABLE_FIRST.iter().find_map(|&role| {
        (attackers & board.by_role(role))
            .first()
            .map(|from| (from, role))
    })
}
