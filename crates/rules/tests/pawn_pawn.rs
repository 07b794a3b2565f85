//! The king-and-pawn-against-king-and-pawn table (`pioneer_rules::pawn_pawn`) against
//! shakmaty's own move generator: over many random positions of the class, with either
//! side to move, each value the table gives must be the best of its successors' values
//! one move deeper, the successors read from every table (captures into king and pawn
//! against king, promotions into the queen or a lesser piece against the pawn, the
//! table itself). Where a successor has no value (a double step open to en passant, an
//! underpromotion the lesser piece's table is silent on) the position is skipped: the
//! build's two solves give a value there only where those moves cannot change it.

use pioneer_rules::pawn_pawn::{table, verdict};
use pioneer_rules::{Chess, Color, Position};
use shakmaty::{Role, Square};

mod common;
use common::{Lcg, check_silent_table, fen, known_best_of_successors, place};

/// A random legal position of the class (no en passant to take), either side to move.
fn random_kpkp(rng: &mut Lcg) -> Chess {
    loop {
        let pawn = |rng: &mut Lcg| Square::new(8 + rng.below(48) as u32);
        let pieces = [
            (Color::White, Role::King, rng.square()),
            (Color::Black, Role::King, rng.square()),
            (Color::White, Role::Pawn, pawn(rng)),
            (Color::Black, Role::Pawn, pawn(rng)),
        ];
        if let Some(pos) = place(&pieces, rng.color()) {
            return pos;
        }
    }
}

#[test]
fn every_value_is_the_best_of_its_successors() {
    let mut rng = Lcg(0x9a3b_5eed);
    let (kinds, silent) = check_silent_table(30_000, || random_kpkp(&mut rng), verdict);
    assert!(kinds.iter().all(|&k| k > 1_000), "{kinds:?}");
    assert!(silent < 3_000, "silent on {silent} of 30 000");
}

#[test]
fn races_near_the_promotion() {
    // Positions with a pawn one step from promoting: the exits into the queen against
    // the pawn, and the silence where an underpromotion could matter.
    let mut rng = Lcg(0x7e7e_0001);
    let mut checked = 0;
    while checked < 5_000 {
        let pos = random_kpkp(&mut rng);
        let b = pos.board();
        let promoting = b.pawns().into_iter().any(|sq| match b.color_at(sq) {
            Some(Color::White) => sq.rank() == shakmaty::Rank::Seventh,
            _ => sq.rank() == shakmaty::Rank::Second,
        });
        if !promoting {
            continue;
        }
        if let (Some(v), Some(w)) = (verdict(&pos), known_best_of_successors(&pos)) {
            assert_eq!(v, w, "{}", fen(&pos));
            checked += 1;
        }
    }
}

#[test]
fn en_passant_and_other_classes_have_no_value() {
    // Black's d-pawn has just stepped past e4's pawn: it may be taken en passant.
    let pos = pioneer_rules::parse_fen("8/8/8/8/3pP3/8/8/k6K b - e3 0 1").expect("FEN");
    assert_eq!(verdict(&pos), None);
    let pos = pioneer_rules::parse_fen("8/8/8/8/3pP3/8/8/k6K b - - 0 1").expect("FEN");
    assert!(verdict(&pos).is_some());
    // Two pawns of one side: not the class.
    let pos = pioneer_rules::parse_fen("k7/8/8/8/8/8/PP6/7K w - - 0 1").expect("FEN");
    assert_eq!(verdict(&pos), None);
}

/// Prints the longest wins and the silent share (`--ignored --nocapture`).
#[test]
#[ignore]
fn print_the_table() {
    let t = table();
    let (silent, legal) = t.silent_share();
    println!(
        "White {} moves, Black {} moves; silent on {silent} of {legal} positions",
        t.longest(Color::White),
        t.longest(Color::Black)
    );
}
