//! The tables of a rook, a bishop or a knight against a pawn (`pioneer_rules::piece_pawn`)
//! against shakmaty's own move generator: over many random positions of each class, with
//! either side to move and either colour with the piece, each value the table gives must
//! be the best of its successors' values one move deeper, the successors read from every
//! table (captures into the bare-king tables, the pawn's promotion into the queen
//! against the piece, the table itself). Positions with a successor no table holds (the
//! pawn's underpromotions) are skipped. The queen's table (KQKP) has its own oracle,
//! `tests/queen_pawn.rs`, and is never silent.

use pioneer_rules::Chess;
use pioneer_rules::piece_pawn::{Piece, table, verdict};
use shakmaty::{Role, Square};

mod common;
use common::{Lcg, check_silent_table, place};

/// A random legal position of `role` against a pawn, either colour with the piece,
/// either side to move.
fn random(rng: &mut Lcg, role: Role) -> Chess {
    loop {
        let strong = rng.color();
        let pieces = [
            (strong, Role::King, rng.square()),
            (!strong, Role::King, rng.square()),
            (strong, role, rng.square()),
            (!strong, Role::Pawn, Square::new(8 + rng.below(48) as u32)),
        ];
        if let Some(pos) = place(&pieces, rng.color()) {
            return pos;
        }
    }
}

#[test]
fn the_queen_table_is_never_silent() {
    // KQKP has a table for every exit, so it is solved once and exact everywhere.
    let (silent, slots) = table(Piece::Queen).silent_share();
    assert_eq!(silent, 0, "silent on {silent} of {slots}");
}

#[test]
fn every_value_is_the_best_of_its_successors() {
    for (role, seed) in [(Role::Rook, 11), (Role::Bishop, 12), (Role::Knight, 13)] {
        let mut rng = Lcg(seed);
        let (kinds, silent) = check_silent_table(10_000, || random(&mut rng, role), verdict);
        // Every class has positions won by each side and drawn ones; the tables are
        // silent on about a tenth of the rook's positions (the rook skewers the new
        // queen, and the pawn's underpromotions may then matter) and a twentieth of the
        // others' (`docs/search.md` item 53).
        assert!(kinds.iter().all(|&k| k > 50), "{role:?}: {kinds:?}");
        assert!(silent < 2_500, "{role:?}: silent on {silent} of 10 000");
    }
}

/// Prints each table's silent share (`--ignored --nocapture`).
#[test]
#[ignore]
fn print_the_tables() {
    for l in Piece::ALL {
        let (silent, slots) = table(l).silent_share();
        println!("{l:?}: silent on {silent} of {slots} slots");
    }
}
