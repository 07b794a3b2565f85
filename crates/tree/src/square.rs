//! Endgame knowledge: the rule of the square (spec §8; `docs/mo.md`).
//!
//! Botvinnik reports that Pioneer solved Réti's study only once the rule of the square was
//! in its library. The sources do not say how the rule was used; this module is our
//! reading, written as a static verdict that may end a line of the search:
//!
//! - a pawn is **unstoppable** when its path to the last rank is free, the enemy has king
//!   and pawns only, and `cheb(enemy king, promotion square) > n + [enemy to move]`
//!   (`n` = the pushes it needs);
//! - a pawn is **stopped** when its own king stands next to neither the pawn nor any
//!   square of its path, and the enemy king either stands on the path or is inside the
//!   square (`cheb(enemy king, promotion square) ≤ n + [enemy to move]`, path free).
//!
//! # Example
//!
//! ```
//! use pioneer_rules::{parse_fen, Color};
//! use pioneer_tree::square::{pawn_state, PawnState};
//! use pioneer_rules::Square;
//!
//! // Réti after 1.Kg7 Kb6 2.Kf6 Kc7: the black king blocks the c-pawn, the white king
//! // is inside the square of the h-pawn.
//! let pos = parse_fen("8/2k5/2P2K2/7p/8/8/8/8 w - - 0 3").unwrap();
//! assert_eq!(pawn_state(&pos, Square::C6), Some(PawnState::Stopped));
//! assert_eq!(pawn_state(&pos, Square::H5), Some(PawnState::Stopped));
//! ```

use pioneer_rules::{Bitboard, Chess, Color, Position, Rank, Role, Square, value};

/// What the rule of the square says about one pawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PawnState {
    /// The enemy king cannot catch it: it queens.
    Unstoppable,
    /// The enemy king blocks it or is inside its square, and its own king is not there to
    /// help: the enemy king takes it.
    Stopped,
    /// Neither (blocked by a pawn, supported by its king, or pieces on the board).
    Open,
}

/// The pawn's promotion square, its path there (promotion square included) and the pushes
/// it needs.
fn path(sq: Square, c: Color) -> (Square, Bitboard, u32) {
    let last = c.relative_rank(Rank::Eighth);
    let promo = Square::from_coords(sq.file(), last);
    let path = shakmaty::attacks::between(sq, promo) | promo;
    let mut n = sq.rank().distance(last);
    if sq.rank() == c.relative_rank(Rank::Second) {
        n -= 1;
    }
    (promo, path, n)
}

/// The rule of the square for the pawn on `sq` (`None` when there is no pawn there or a
/// king is missing).
pub fn pawn_state(pos: &Chess, sq: Square) -> Option<PawnState> {
    let board = pos.board();
    let piece = board.piece_at(sq)?;
    if piece.role != Role::Pawn {
        return None;
    }
    let c = piece.color;
    let enemy = !c;
    let their_king = board.king_of(enemy)?;
    let own_king = board.king_of(c)?;
    if (board.by_color(enemy) & !board.pawns() & !board.kings()).any() {
        return Some(PawnState::Open);
    }
    let (promo, path, n) = path(sq, c);
    let to_move = u32::from(pos.turn() == enemy);
    let inside = their_king.distance(promo) <= n + to_move;
    let free = (path & board.occupied()).is_empty();
    if free && !inside {
        return Some(PawnState::Unstoppable);
    }
    let supported = (path | sq).into_iter().any(|s| own_king.distance(s) <= 1);
    let blocked_by_king = path.contains(their_king) && (path & board.pawns()).is_empty();
    if !supported && (blocked_by_king || (free && inside)) {
        return Some(PawnState::Stopped);
    }
    Some(PawnState::Open)
}

/// The settings of the verdict (two switches of [`crate::MoSettings`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareRule {
    /// When both sides have unstoppable pawns the race is even (`race_over`).
    pub even_race: bool,
    /// When every pawn on a board of kings and pawns is stopped, the kings take them
    /// (`all_stopped`).
    pub all_stopped: bool,
}

/// The verdict of the rule of the square on `pos` as a change of the material balance
/// (White's side), or `None` when it is not final:
///
/// - one side has an unstoppable pawn and the other no pawn: `±(queen − pawn)`;
/// - both sides have one (with `even_race`): `0`;
/// - one side has a bare king and every pawn of the other side (kings and pawns only) is
///   stopped: the king takes them, `∓ pawns`;
/// - (with `all_stopped`) kings and pawns only, pawns on both sides, every pawn stopped:
///   the kings take them, `black pawns − white pawns`.
///
/// "Pawn lost" is final only in the last two cases, where no promotion is left to play
/// for (spec §8.1: the tempo Black spends on …Kxc6 is the whole of Réti's study).
pub fn verdict(pos: &Chess, rule: SquareRule) -> Option<i32> {
    let board = pos.board();
    // Each pawn's state once (this runs at every node of a studies search).
    let mut unstoppable = [false; 2];
    let mut every_pawn_stopped = true;
    for sq in board.pawns() {
        match pawn_state(pos, sq)? {
            PawnState::Unstoppable => {
                let white = board.white().contains(sq);
                unstoppable[usize::from(white)] = true;
                every_pawn_stopped = false;
            }
            PawnState::Stopped => {}
            PawnState::Open => every_pawn_stopped = false,
        }
    }
    let count = |c: Color| (board.pawns() & board.by_color(c)).count() as i32;
    let only_pawns = |c: Color| (board.by_color(c) & !board.kings() & !board.pawns()).is_empty();
    let (white, black) = (count(Color::White), count(Color::Black));
    let gain = value(Role::Queen) - value(Role::Pawn);
    match (unstoppable[1], unstoppable[0]) {
        (true, false) if black == 0 => Some(gain),
        (false, true) if white == 0 => Some(-gain),
        (true, true) if rule.even_race => Some(0),
        // Every pawn stopped, kings and pawns only: the kings take them. Against a bare
        // king always; with pawns on both sides only with `all_stopped`.
        (false, false)
            if every_pawn_stopped
                && white + black > 0
                && only_pawns(Color::White)
                && only_pawns(Color::Black)
                && (rule.all_stopped || white == 0 || black == 0) =>
        {
            Some(black - white)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_rules::parse_fen;

    const BOTH: SquareRule = SquareRule {
        even_race: true,
        all_stopped: true,
    };
    const NO_ALL: SquareRule = SquareRule {
        even_race: true,
        all_stopped: false,
    };

    fn verdict_of(fen: &str, rule: SquareRule) -> Option<i32> {
        verdict(&parse_fen(fen).expect("valid FEN"), rule)
    }

    #[test]
    fn the_square_with_and_without_the_move() {
        // h5 needs four pushes; the white king on f6 reaches h1 in five.
        let white_to_move = parse_fen("8/8/k1P2K2/7p/8/8/8/8 w - - 0 1").unwrap();
        let black_to_move = parse_fen("8/8/k1P2K2/7p/8/8/8/8 b - - 0 1").unwrap();
        assert_eq!(
            pawn_state(&white_to_move, Square::H5),
            Some(PawnState::Stopped)
        );
        assert_eq!(
            pawn_state(&black_to_move, Square::H5),
            Some(PawnState::Unstoppable)
        );
        // A pawn on its second rank counts its double step.
        let pos = parse_fen("k7/8/8/8/8/8/P7/7K b - - 0 1").unwrap();
        assert_eq!(pawn_state(&pos, Square::A2), Some(PawnState::Stopped));
    }

    #[test]
    fn a_pawn_beside_its_king_is_not_stopped() {
        // c7 with the white king on d7: the black king on b7 is inside the square, but
        // the pawn is not lost.
        let pos = parse_fen("8/1kPK4/8/8/8/8/8/8 b - - 0 1").unwrap();
        assert_eq!(pawn_state(&pos, Square::C7), Some(PawnState::Open));
        assert_eq!(verdict(&pos, BOTH), None);
        // Without the king beside it, the pawn is lost to the bare king.
        let pos = parse_fen("8/1k1P4/8/8/8/8/8/7K b - - 0 1").unwrap();
        assert_eq!(pawn_state(&pos, Square::D7), Some(PawnState::Stopped));
        assert_eq!(verdict(&pos, BOTH), Some(-1));
    }

    #[test]
    fn pieces_on_the_board_leave_the_pawn_open() {
        let pos = parse_fen("8/1k6/8/8/8/8/P7/r6K w - - 0 1").unwrap();
        assert_eq!(pawn_state(&pos, Square::A2), Some(PawnState::Open));
        assert_eq!(pawn_state(&pos, Square::A1), None);
    }

    #[test]
    fn an_unstoppable_pawn_against_none_queens() {
        // The white king far away: the pawn queens; on f3 it takes the pawn.
        assert_eq!(verdict_of("8/8/8/7p/8/k7/8/K7 w - - 0 1", BOTH), Some(-8));
        assert_eq!(verdict_of("8/8/8/7p/8/k4K2/8/8 w - - 0 1", BOTH), Some(1));
        // Both queen: the race is even only with `even_race`.
        let race = "K7/7P/k7/8/8/7p/8/8 b - - 0 1";
        assert_eq!(verdict_of(race, BOTH), Some(0));
        let uneven = SquareRule {
            even_race: false,
            all_stopped: true,
        };
        assert_eq!(verdict_of(race, uneven), None);
    }

    /// Réti after 1.Kg7 Kb6 2.Kf6 Kc7: the black king blocks the c-pawn, the white king
    /// is inside the h-pawn's square; with `all_stopped` the kings take both (0).
    #[test]
    fn every_pawn_stopped() {
        let fen = "8/2k5/2P2K2/7p/8/8/8/8 w - - 0 3";
        assert_eq!(verdict_of(fen, BOTH), Some(0));
        assert_eq!(verdict_of(fen, NO_ALL), None);
        // One pawn still free to run (h4 with Black to move, king on e5): no verdict.
        assert_eq!(verdict_of("8/2k5/2P5/4K3/7p/8/8/8 b - - 0 3", BOTH), None);
        // Bare kings: nothing to say.
        assert_eq!(verdict_of("8/2k5/8/4K3/8/8/8/8 b - - 0 3", BOTH), None);
    }
}
