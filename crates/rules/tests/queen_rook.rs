//! The queen-against-rook table (`pioneer_rules::queen_rook`) against oracles: the known
//! longest win (35 moves: K. Thompson's retrograde analysis of KQKR, 1986, and every
//! tablebase since), and shakmaty's own move generator over many positions of the class,
//! the symmetric ones among them — each value must be the best of its successors' values
//! one move deeper (a capture read from the bare-king tables), which no error of the
//! builder's retrograde moves, symmetries or captures would survive.

use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::queen_rook::QueenRookTable;
use pioneer_rules::{Chess, Color, Position};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Role, Setup, Square};

mod common;
use common::Lcg;

/// Random squares and colours.
trait Draw {
    fn square(&mut self) -> Square;
    fn color(&mut self) -> Color;
}

impl Draw for Lcg {
    fn square(&mut self) -> Square {
        Square::new(self.below(64) as u32)
    }

    fn color(&mut self) -> Color {
        if self.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

/// The position with `strong`'s king and queen on `sq[0]`, `sq[2]`, the other king and
/// rook on `sq[1]`, `sq[3]`, if legal.
fn position(sq: [Square; 4], strong: Color, turn: Color) -> Option<Chess> {
    let mut board = Board::empty();
    for (i, (color, role)) in [
        (strong, Role::King),
        (!strong, Role::King),
        (strong, Role::Queen),
        (!strong, Role::Rook),
    ]
    .into_iter()
    .enumerate()
    {
        if board.piece_at(sq[i]).is_some() {
            return None;
        }
        board.set_piece_at(sq[i], Piece { color, role });
    }
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = turn;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

fn fen(pos: &Chess) -> String {
    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

/// The verdict the rules give `pos` from its successors' verdicts: mate in one more than
/// the quickest successor lost for the other side; else a draw if any successor (or
/// stalemate) draws; else mated after the slowest of the other side's mates.
fn best_of_successors(pos: &Chess) -> Verdict {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return if pos.is_check() {
            Verdict::Mated(0)
        } else {
            Verdict::Draw
        };
    }
    let (mut win, mut draw, mut loss) = (None::<u8>, false, 0u8);
    for m in &moves {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        match verdict(&after).expect("a successor stays in a table's class") {
            Verdict::Mated(k) => win = Some(win.map_or(k + 1, |w| w.min(k + 1))),
            Verdict::Draw => draw = true,
            Verdict::Mates(k) => loss = loss.max(k),
        }
    }
    match (win, draw) {
        (Some(n), _) => Verdict::Mates(n),
        (None, true) => Verdict::Draw,
        (None, false) => Verdict::Mated(loss),
    }
}

#[test]
fn the_longest_win_is_35_moves() {
    assert_eq!(QueenRookTable::get().longest(), 35);
}

#[test]
fn every_value_is_the_best_of_its_successors() {
    let mut rng = Lcg(0x5eed_0f0e);
    let (mut checked, mut kinds) = (0, [0usize; 3]);
    while checked < 20_000 {
        let sq = [rng.square(), rng.square(), rng.square(), rng.square()];
        let Some(pos) = position(sq, rng.color(), rng.color()) else {
            continue;
        };
        let v = verdict(&pos).expect("queen against rook is in the class");
        assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
        kinds[match v {
            Verdict::Mates(_) => 0,
            Verdict::Mated(_) => 1,
            Verdict::Draw => 2,
        }] += 1;
        checked += 1;
    }
    // Every kind of value was met.
    assert!(kinds.iter().all(|&k| k > 100), "{kinds:?}");
}

#[test]
fn symmetric_positions_are_valued_like_the_others() {
    // Two pieces on a long diagonal: the only placements two of whose moves can lead to
    // one class of the table (the builder counts classes, not moves, there).
    let mut rng = Lcg(0xd1a9);
    let diagonal = |rng: &mut Lcg| {
        let k = rng.below(8) as u32;
        if rng.below(2) == 0 {
            Square::new(9 * k)
        } else {
            Square::new(7 * k + 7)
        }
    };
    let mut checked = 0;
    while checked < 5_000 {
        let mut sq = [rng.square(), rng.square(), rng.square(), rng.square()];
        let (a, b) = (rng.below(4) as usize, rng.below(4) as usize);
        sq[a] = diagonal(&mut rng);
        sq[b] = diagonal(&mut rng);
        let Some(pos) = position(sq, rng.color(), rng.color()) else {
            continue;
        };
        let v = verdict(&pos).expect("queen against rook is in the class");
        assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
        checked += 1;
    }
}

#[test]
fn the_rooks_side_mates_too() {
    // 1…Rd8#: the queen cannot come between.
    let pos = pioneer_rules::parse_fen("K7/6Q1/k7/8/8/8/8/3r4 b - - 0 1").unwrap();
    assert_eq!(verdict(&pos), Some(Verdict::Mates(1)));
    // The same with the colours exchanged, White's rook mating.
    let pos = pioneer_rules::parse_fen("3R4/8/8/8/8/K7/6q1/k7 w - - 0 1").unwrap();
    assert_eq!(verdict(&pos), Some(Verdict::Mates(1)));
}

#[test]
fn only_queen_against_rook_is_in_the_class() {
    for fen in [
        // Both on one side, two queens, a pawn more, castling rights.
        "8/8/8/3k4/8/8/8/KQR5 w - - 0 1",
        "8/8/8/3k4/8/8/3q4/KQ6 w - - 0 1",
        "8/8/8/3k4/8/8/3r3P/KQ6 w - - 0 1",
        "4k2r/8/8/8/8/8/8/KQ6 w k - 0 1",
    ] {
        let pos = pioneer_rules::parse_fen(fen).unwrap();
        assert_eq!(pioneer_rules::queen_rook::verdict(&pos), None, "{fen}");
    }
}
