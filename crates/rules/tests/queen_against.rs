//! The tables of the queen against one piece (`pioneer_rules::queen_against`) against
//! oracles: the known longest wins (KQKR 35 moves, KQKB 17, KQKN 21: K. Thompson's
//! retrograde analyses, 1986, and every tablebase since; KQKQ 13, the mate Stockfish
//! finds from the table's longest position, `8/8/8/8/8/8/8/qk1K2Q1 w`), and shakmaty's
//! own move generator over many positions of each class, the symmetric ones among them —
//! each value must be the best of its successors' values one move deeper (a capture read
//! from the bare-king tables, or a draw by insufficient material), which no error of the
//! builder's retrograde moves, symmetries or captures would survive.

use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::queen_against::{Defender, QueenTable};
use pioneer_rules::{Chess, Color};
use shakmaty::{Role, Square};

mod common;
use common::{Lcg, best_of_successors, fen, kind, place};

/// The position with `strong`'s king and queen on `sq[0]`, `sq[2]`, the other king and
/// `defender` on `sq[1]`, `sq[3]`, if legal.
fn position(sq: [Square; 4], defender: Defender, strong: Color, turn: Color) -> Option<Chess> {
    place(
        &[
            (strong, Role::King, sq[0]),
            (!strong, Role::King, sq[1]),
            (strong, Role::Queen, sq[2]),
            (!strong, defender.role(), sq[3]),
        ],
        turn,
    )
}

#[test]
fn the_longest_wins_are_the_known_ones() {
    for (defender, moves) in [
        (Defender::Queen, 13),
        (Defender::Rook, 35),
        (Defender::Bishop, 17),
        (Defender::Knight, 21),
    ] {
        assert_eq!(QueenTable::get(defender).longest(), moves, "{defender:?}");
    }
}

#[test]
fn every_value_is_the_best_of_its_successors() {
    for defender in Defender::ALL {
        let mut rng = Lcg(0x5eed_0f0e);
        let (mut checked, mut kinds) = (0, [0usize; 3]);
        while checked < 10_000 {
            let sq = [rng.square(), rng.square(), rng.square(), rng.square()];
            let Some(pos) = position(sq, defender, rng.color(), rng.color()) else {
                continue;
            };
            let v = verdict(&pos).expect("the queen against one piece is in the class");
            assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
            kinds[kind(v)] += 1;
            checked += 1;
        }
        // Every kind of value was met.
        assert!(kinds.iter().all(|&k| k > 20), "{defender:?} {kinds:?}");
    }
}

#[test]
fn symmetric_positions_are_valued_like_the_others() {
    // Two pieces on a long diagonal: the only placements two of whose moves can lead to
    // one class of the table (the builder counts classes, not moves, there).
    let diagonal = |rng: &mut Lcg| {
        let k = rng.below(8) as u32;
        if rng.below(2) == 0 {
            Square::new(9 * k)
        } else {
            Square::new(7 * k + 7)
        }
    };
    for defender in Defender::ALL {
        let mut rng = Lcg(0xd1a9);
        let mut checked = 0;
        while checked < 3_000 {
            let mut sq = [rng.square(), rng.square(), rng.square(), rng.square()];
            let (a, b) = (rng.below(4) as usize, rng.below(4) as usize);
            sq[a] = diagonal(&mut rng);
            sq[b] = diagonal(&mut rng);
            let Some(pos) = position(sq, defender, rng.color(), rng.color()) else {
                continue;
            };
            let v = verdict(&pos).expect("the queen against one piece is in the class");
            assert_eq!(v, best_of_successors(&pos), "{}", fen(&pos));
            checked += 1;
        }
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
fn only_the_queen_against_one_piece_is_in_the_class() {
    for fen in [
        // Both on one side, two queens on one side, a pawn more, a pawn against the
        // queen, castling rights.
        "8/8/8/3k4/8/8/8/KQR5 w - - 0 1",
        "8/8/8/3k4/8/8/8/KQQ5 w - - 0 1",
        "8/8/8/3k4/8/8/3r3P/KQ6 w - - 0 1",
        "8/8/8/3k4/8/8/3p4/KQ6 w - - 0 1",
        "4k2r/8/8/8/8/8/8/KQ6 w k - 0 1",
    ] {
        let pos = pioneer_rules::parse_fen(fen).unwrap();
        assert_eq!(pioneer_rules::queen_against::verdict(&pos), None, "{fen}");
    }
}

#[test]
fn the_queen_against_a_queen_is_valued_from_either_side() {
    // 1.Qh1+ wins Black's queen on a8 (a skewer along the long diagonal)...
    let pos = pioneer_rules::parse_fen("q7/8/8/3k4/8/8/7Q/1K6 w - - 0 1").unwrap();
    assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
    // ...and the same with the colours exchanged, Black to move.
    let pos = pioneer_rules::parse_fen("1k6/7q/8/8/3K4/8/8/Q7 b - - 0 1").unwrap();
    assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
}

/// Prints each table's longest win, with a position that has it (`--ignored --nocapture`).
#[test]
#[ignore]
fn print_the_longest_wins() {
    for defender in Defender::ALL {
        let table = QueenTable::get(defender);
        let pos = table.longest_position().expect("a win");
        println!("{defender:?} {} {}", table.longest(), fen(&pos));
    }
}
