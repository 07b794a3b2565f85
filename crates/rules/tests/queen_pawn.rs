//! The queen-against-pawn table (`pioneer_rules::piece_pawn`, `Piece::Queen`) against shakmaty's own move
//! generator: over many random positions of the class, with either side to move and
//! either colour with the queen, each value must be the best of its successors' values
//! one move deeper — the successors read from every table (promotions into the queen
//! against one piece, captures into the bare-king tables, a draw by insufficient
//! material), which no error of the builder's retrograde moves, pawn moves, mirror or
//! exits would survive.

use pioneer_rules::endgame_tables::verdict;
use pioneer_rules::piece_pawn::{Piece, table};
use pioneer_rules::{Color, Position};
use shakmaty::Role;

mod common;
use common::{Lcg, best_of_successors, fen, kind, random_queen_against};

#[test]
fn every_value_is_the_best_of_its_successors() {
    let mut rng = Lcg(0x0bad_5eed);
    let mut kinds = [0usize; 3];
    for _ in 0..20_000 {
        let pos = random_queen_against(&mut rng, Role::Pawn);
        let v = verdict(&pos).expect("queen against pawn is in the class");
        assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
        kinds[kind(v)] += 1;
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
        let pos = random_queen_against(&mut rng, Role::Pawn);
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
    let t = table(Piece::Queen);
    println!(
        "queen's side {} moves, pawn's side {} moves",
        t.longest(Color::White),
        t.longest(Color::Black)
    );
}
