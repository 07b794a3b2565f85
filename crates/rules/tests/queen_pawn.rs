//! The queen-against-pawn table (`pioneer_rules::queen_pawn`) against shakmaty's own move
//! generator: over many random positions of the class, with either side to move and
//! either colour with the queen, each value must be the best of its successors' values
//! one move deeper — the successors read from every table (promotions into the queen
//! against one piece, captures into the bare-king tables, a draw by insufficient
//! material), which no error of the builder's retrograde moves, pawn moves, mirror or
//! exits would survive.

use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::queen_pawn::QueenPawnTable;
use pioneer_rules::{Chess, Color, Position};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Role, Setup, Square};

mod common;
use common::{Lcg, best_of_successors, fen};

fn color(rng: &mut Lcg) -> Color {
    if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// A random legal position of the class (the pawn off the first and last ranks).
fn random_position(rng: &mut Lcg) -> Chess {
    loop {
        let (strong, turn) = (color(rng), color(rng));
        let mut board = Board::empty();
        let mut clash = false;
        for (color, role) in [
            (strong, Role::King),
            (!strong, Role::King),
            (strong, Role::Queen),
            (!strong, Role::Pawn),
        ] {
            let sq = if role == Role::Pawn {
                Square::new(8 + rng.below(48) as u32)
            } else {
                Square::new(rng.below(64) as u32)
            };
            clash |= board.piece_at(sq).is_some();
            board.set_piece_at(sq, Piece { color, role });
        }
        if clash {
            continue;
        }
        let mut setup = Setup::empty();
        setup.board = board;
        setup.turn = turn;
        if let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) {
            return pos;
        }
    }
}

#[test]
fn every_value_is_the_best_of_its_successors() {
    let mut rng = Lcg(0x0bad_5eed);
    let mut kinds = [0usize; 3];
    for _ in 0..20_000 {
        let pos = random_position(&mut rng);
        let v = verdict(&pos).expect("queen against pawn is in the class");
        assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
        kinds[match v {
            Verdict::Mates(_) => 0,
            Verdict::Mated(_) => 1,
            Verdict::Draw => 2,
        }] += 1;
    }
    assert!(kinds.iter().all(|&k| k > 100), "{kinds:?}");
}

#[test]
fn pawns_on_the_seventh_rank_near_the_promotion() {
    // Every position with the pawn one step from promotion, its king beside it: the
    // values agree with the successors there too (the promotions' exits).
    let mut rng = Lcg(0x7e7e);
    let mut checked = 0;
    while checked < 5_000 {
        let pos = random_position(&mut rng);
        let board = pos.board();
        let pawn = board.pawns().first().expect("a pawn");
        let promoting = match board.color_at(pawn) {
            Some(Color::White) => pawn.rank() == shakmaty::Rank::Seventh,
            _ => pawn.rank() == shakmaty::Rank::Second,
        };
        if !promoting {
            continue;
        }
        let v = verdict(&pos).expect("in the class");
        assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
        checked += 1;
    }
}

/// Prints the longest wins of each side (`--ignored --nocapture`).
#[test]
#[ignore]
fn print_the_longest_wins() {
    let t = QueenPawnTable::get();
    println!(
        "queen's side {} moves, pawn's side {} moves",
        t.longest(Color::White),
        t.longest(Color::Black)
    );
}
