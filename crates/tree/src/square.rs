//! Endgame knowledge: the rule of the square (spec §8; `docs/mo.md`).
//!
//! Botvinnik reports that Pioneer solved Réti's study only once the rule of the square was
//! in its library. The sources do not say how the rule was used; this module is our
//! reading, written as a static verdict that may end a line of the search:
//!
//! - a pawn is **unstoppable** when its path to the last rank is free, the board holds
//!   kings and pawns only, no enemy pawn stands on its file or a neighbouring one ahead of
//!   it, `cheb(enemy king, promotion square) > n + [enemy to move]` (`n` = the pushes it
//!   needs), the enemy king cannot take it at once, and the kings stand more than two
//!   squares apart (no stalemate on the way);
//! - a pawn is **stopped** when it has no own pawn on a neighbouring file, is passed, the
//!   enemy king blocks its path or is inside its square (one move nearer for a pawn on its
//!   second rank: the double step), and the enemy king reaches it before its own king can
//!   stand beside it or beside any square of its path (with the tempo of the side to move);
//! - with two pawns, the king takes them in turn only if the second is still caught from
//!   the first's square; two pawns side by side on their fifth rank or beyond, the bare
//!   king next to neither, win.
//!
//! The races (a race won by tempi, its blocked pawns, the even race) are in `race.rs`.
//!
//! Every verdict is checked against exact retrograde solutions of every KPK, KPKP and KPPK
//! position and (refereed by Stockfish) random positions with more pawns:
//! `tests/square_oracle.rs`, figures in `docs/mo.md`. A verdict may be missing, never
//! wrong.
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

mod race;

pub use race::RACE_MARGIN;
use race::{even_race, race_won};

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
/// king is missing). Sound by construction where the oracle of
/// `crates/tree/tests/square_oracle.rs` can tell (every KPK position): a state is given
/// only when it is certain, `Open` otherwise.
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
    if (board.occupied() & !board.pawns() & !board.kings()).any() {
        return Some(PawnState::Open);
    }
    let (promo, path, n) = path(sq, c);
    let enemy_to_move = pos.turn() == enemy;
    let to_move = u32::from(enemy_to_move);
    let inside = their_king.distance(promo) <= n + to_move;
    let free = (path & board.occupied()).is_empty();
    let own_pawns = board.pawns() & board.by_color(c);
    let enemy_pawns = board.pawns() & board.by_color(enemy);
    // Enemy pawns that could take it on its way, or stand in front of it.
    let passed = enemy_pawns
        .into_iter()
        .all(|e| e.file().distance(sq.file()) > 1 || !ahead(e, sq, c));
    // Own pawns beside it (protecting it now or after a push): the pair may hold itself.
    let companion = (own_pawns & !Bitboard::from_square(sq))
        .into_iter()
        .any(|o| o.file().distance(sq.file()) <= 1);
    let protected = own_king.distance(sq) <= 1;
    let takes_now = enemy_to_move && their_king.distance(sq) <= 1 && !protected;
    if free && !inside && passed && !takes_now && own_king.distance(their_king) > 2 {
        return Some(PawnState::Unstoppable);
    }
    // Stopped: the enemy king blocks the path or is inside the square, and it reaches the
    // pawn before the own king can stand beside the pawn or any square of its path.
    let blocked_by_king = path.contains(their_king) && (path & board.pawns()).is_empty();
    // From its second rank the pawn's attacks keep the king off the squares beside it, and
    // the double step then outruns it: the king must be one move nearer to count as inside.
    let second = u32::from(sq.rank() == c.relative_rank(Rank::Second));
    let inside_stop = their_king.distance(promo) + second <= n + to_move;
    if !(blocked_by_king || (free && inside_stop)) || companion || !passed {
        return Some(PawnState::Open);
    }
    let enemy_time = their_king.distance(sq);
    let own_time = (path | sq)
        .into_iter()
        .map(|s| own_king.distance(s).saturating_sub(1))
        .min()
        .unwrap_or(0);
    let enough = if enemy_to_move {
        own_time >= enemy_time
    } else {
        own_time > enemy_time
    };
    if enough {
        Some(PawnState::Stopped)
    } else {
        Some(PawnState::Open)
    }
}

/// Whether `e` stands on a rank ahead of `sq` for a pawn of colour `c` (or level with it).
fn ahead(e: Square, sq: Square, c: Color) -> bool {
    match c {
        Color::White => e.rank() >= sq.rank(),
        Color::Black => e.rank() <= sq.rank(),
    }
}

/// The settings of the verdict (two switches of [`crate::MoSettings`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareRule {
    /// When both sides have unstoppable pawns the race is even (`race_over`).
    pub even_race: bool,
    /// When every pawn on a board of kings and pawns is stopped, the kings take them
    /// (`all_stopped`).
    pub all_stopped: bool,
    /// When one side's unstoppable pawn queens while every enemy pawn is still
    /// [`RACE_MARGIN`] pushes or more from its own last rank, the race is won
    /// (`race_by_tempi`).
    pub race_by_tempi: bool,
    /// With `race_by_tempi`: an enemy pawn whose way is blocked counts the moves its side
    /// must spend before it can push, and one the racing side's king stands in front of
    /// never moves (`race_blocked`; [`RACE_MARGIN`] still holds when the pawn queens).
    pub race_blocked: bool,
}

/// The verdict of the rule of the square on `pos` as a change of the material balance
/// (White's side), or `None` when it is not final:
///
/// - one side has an unstoppable pawn and the other no pawn: `±(queen − pawn)`;
/// - both sides have one (with `even_race`): `0`;
/// - one side has a bare king and every pawn of the other side (kings and pawns only) is
///   stopped: the king takes them, `∓ pawns`;
/// - (with `all_stopped`) kings and pawns only, pawns on both sides, every pawn stopped:
///   the kings take them, `black pawns − white pawns`;
/// - (with `race_by_tempi`) kings and pawns only, one side has an unstoppable pawn and
///   every pawn of the other side is still [`RACE_MARGIN`] pushes or more from queening
///   when it queens: `±(queen − pawn)` — a race won by tempi (with `race_blocked`, a
///   blocked enemy pawn counts the moves its side loses before it can push).
///
/// "Pawn lost" is final only in the last two cases, where no promotion is left to play
/// for (spec §8.1: the tempo Black spends on …Kxc6 is the whole of Réti's study).
pub fn verdict(pos: &Chess, rule: SquareRule) -> Option<i32> {
    let board = pos.board();
    // Each pawn's state once (this runs at every node of a studies search).
    let mut unstoppable = [false; 2];
    // The pushes the side's fastest unstoppable pawn needs (by `usize::from(white)`; only
    // with `race_by_tempi`, which alone reads them).
    let mut fastest: [Option<u32>; 2] = [None; 2];
    let mut every_pawn_stopped = true;
    for sq in board.pawns() {
        match pawn_state(pos, sq)? {
            PawnState::Unstoppable => {
                let white = board.white().contains(sq);
                let side = usize::from(white);
                unstoppable[side] = true;
                if rule.race_by_tempi {
                    let color = if white { Color::White } else { Color::Black };
                    let n = path(sq, color).2;
                    fastest[side] = Some(fastest[side].map_or(n, |m| m.min(n)));
                }
                every_pawn_stopped = false;
            }
            PawnState::Stopped => {}
            PawnState::Open => every_pawn_stopped = false,
        }
    }
    let count = |c: Color| (board.pawns() & board.by_color(c)).count() as i32;
    let only_pawns = |c: Color| (board.by_color(c) & !board.kings() & !board.pawns()).is_empty();
    let (white, black) = (count(Color::White), count(Color::Black));
    // One king against several pawns takes them one after another: the later ones must
    // still be caught (and unprotected) when it gets to them.
    let one_by_one = |c: Color| takes_in_turn(pos, c);
    let gain = value(Role::Queen) - value(Role::Pawn);
    // Two pawns side by side against a bare king that cannot reach them: they hold each
    // other until their king comes (KPPK won; refereed in tests/square_oracle.rs).
    for c in [Color::White, Color::Black] {
        if count(!c) == 0 && count(c) == 2 && only_pawns(c) && pair_holds(pos, c) {
            return Some(if c == Color::White { gain } else { -gain });
        }
    }
    if rule.race_by_tempi {
        for c in [Color::White, Color::Black] {
            if let Some(n) = fastest[usize::from(c == Color::White)]
                && race_won(pos, c, n, rule.race_blocked)
            {
                return Some(if c == Color::White { gain } else { -gain });
            }
        }
    }
    match (unstoppable[1], unstoppable[0]) {
        (true, false) if black == 0 => Some(gain),
        (false, true) if white == 0 => Some(-gain),
        (true, true) if rule.even_race && even_race(pos) => Some(0),
        // Every pawn stopped, kings and pawns only: the kings take them. Against a bare
        // king always; with pawns on both sides only with `all_stopped`.
        (false, false)
            if every_pawn_stopped
                && white + black > 0
                && only_pawns(Color::White)
                && only_pawns(Color::Black)
                && (rule.all_stopped || white == 0 || black == 0)
                && one_by_one(Color::White)
                && one_by_one(Color::Black) =>
        {
            Some(black - white)
        }
        _ => None,
    }
}

/// Two pawns of colour `c` side by side on adjacent files, on their fifth rank or beyond,
/// with the bare enemy king next to neither and nothing else of the enemy's on the board.
fn pair_holds(pos: &Chess, c: Color) -> bool {
    let board = pos.board();
    if (board.by_color(!c) & !board.kings()).any() {
        return false;
    }
    let pawns: Vec<Square> = (board.pawns() & board.by_color(c)).into_iter().collect();
    let (&[a, b], Some(king)) = (pawns.as_slice(), board.king_of(!c)) else {
        return false;
    };
    let fifth = c.relative_rank(Rank::Fifth);
    let advanced = |s: Square| match c {
        Color::White => s.rank() >= fifth,
        Color::Black => s.rank() <= fifth,
    };
    a.rank() == b.rank()
        && a.file().distance(b.file()) == 1
        && advanced(a)
        && king.distance(a) > 1
        && king.distance(b) > 1
}

/// Whether the enemy king can take the pawns of colour `c` one after another (each stopped
/// alone, [`pawn_state`]): trivially with one pawn or none; with two, in one of the two
/// orders the second is still inside its square, counted from the first's square after the
/// moves spent, and its own king cannot stand beside it by then (with a tempo to spare when
/// the king is not beside the first pawn); with more, no verdict.
fn takes_in_turn(pos: &Chess, c: Color) -> bool {
    let board = pos.board();
    let pawns: Vec<Square> = (board.pawns() & board.by_color(c)).into_iter().collect();
    let (Some(king), Some(own)) = (board.king_of(!c), board.king_of(c)) else {
        return false;
    };
    let own_to_move = u32::from(pos.turn() == c);
    match pawns.as_slice() {
        [] | [_] => true,
        &[a, b] => [(a, b), (b, a)].into_iter().any(|(first, second)| {
            let spent = king.distance(first);
            let (promo, path, n) = path(second, c);
            let arrive = spent + first.distance(second);
            let caught = first.distance(promo) + spent + own_to_move <= n;
            // While the king walks to the first pawn, the own king can shoulder it off its
            // straight way to the second: then one tempo to spare (every wrong "takes in
            // turn" of the exhaustive KPPK check, 240 of 30 744, had the king two moves
            // from the first pawn and none to spare; `tests/square_oracle.rs`).
            let spare = u32::from(spent > 1);
            let unprotected = (path | second)
                .into_iter()
                .map(|s| own.distance(s).saturating_sub(1))
                .min()
                .unwrap_or(0)
                >= arrive + own_to_move + spare;
            caught && unprotected
        }),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_rules::parse_fen;

    const BOTH: SquareRule = SquareRule {
        even_race: true,
        all_stopped: true,
        race_by_tempi: false,
        race_blocked: false,
    };
    const NO_ALL: SquareRule = SquareRule {
        even_race: true,
        all_stopped: false,
        race_by_tempi: false,
        race_blocked: false,
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
        assert_eq!(verdict_of("8/8/8/7p/k7/8/8/K7 w - - 0 1", BOTH), Some(-8));
        assert_eq!(verdict_of("8/8/8/7p/8/k4K2/8/8 w - - 0 1", BOTH), Some(1));
        // Both queen, but White's h8 queen then sees h1 along the file and takes Black's:
        // no verdict (it was 0 before the oracle found races like it wrong).
        let race = "K7/7P/k7/8/8/7p/8/8 b - - 0 1";
        assert_eq!(verdict_of(race, BOTH), None);
        let uneven = SquareRule {
            even_race: false,
            all_stopped: true,
            race_by_tempi: false,
            race_blocked: false,
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

    /// The even race with the second side's king on the edge: Black queens first on g1
    /// and, its king on d1 beside White's in the corner, wins (the exact KPKP table: Black
    /// mates in 15). Off the edge the race stays even (White's king on b7; the table: a
    /// draw).
    #[test]
    fn an_even_race_needs_the_second_king_off_the_edge() {
        assert_eq!(verdict_of("8/8/6p1/8/8/4P3/8/K2k4 b - - 0 1", BOTH), None);
        assert_eq!(
            verdict_of("8/1K6/6p1/8/8/4P3/8/3k4 b - - 0 1", BOTH),
            Some(0)
        );
        // The same with White's king one file over, on the edge: Black mates.
        assert_eq!(verdict_of("8/K7/6p1/8/8/4P3/8/3k4 b - - 0 1", BOTH), None);
    }

    /// Two pawns taken in turn with no tempo to spare while the king is not beside the
    /// first: White's king walks beside Black's and shoulders it off its way to g2 (1…Kb6
    /// 2.Kb2 Kc5 3.Kc3 Kxd5 4.Kd3 Ke5 5.Ke3; the exact KPPK oracle: White wins). Beside
    /// the first pawn the king takes both.
    #[test]
    fn pawns_taken_in_turn_need_a_tempo_to_spare() {
        assert_eq!(verdict_of("8/1k6/8/3P4/8/8/6P1/K7 b - - 0 1", BOTH), None);
        assert_eq!(
            verdict_of("8/8/2k5/3P4/8/8/6P1/K7 b - - 0 1", BOTH),
            Some(-2)
        );
    }

    /// A blocked enemy pawn loses moves before it can push: its king must first take the
    /// White pawn in front of it (five moves), and a pawn the White king stands in front of
    /// never moves. By pushes alone neither race is won.
    #[test]
    fn blocked_pawns_lose_moves_in_the_race() {
        let race = SquareRule {
            race_by_tempi: true,
            ..BOTH
        };
        let blocked = SquareRule {
            race_blocked: true,
            ..race
        };
        let taken_first = "7k/8/8/P7/3p4/3P4/8/4K3 w - - 0 1";
        assert_eq!(verdict_of(taken_first, race), None);
        assert_eq!(verdict_of(taken_first, blocked), Some(8));
        let frozen = "7k/8/8/3p4/3K4/8/P7/8 w - - 0 1";
        assert_eq!(verdict_of(frozen, race), None);
        assert_eq!(verdict_of(frozen, blocked), Some(8));
        // With a second Black pawn, which could take the blocker, one move only: too few.
        let second = "7k/7p/8/P7/3p4/3P4/8/K7 w - - 0 1";
        assert_eq!(verdict_of(second, blocked), None);
    }
}
