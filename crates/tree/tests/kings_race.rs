//! The kings' race (`Switches::kings_game`, `docs/search.md` item 48) shown changing a
//! search, on Lasker and Reichhelm's study (Fine 70), the one position of the three sets
//! whose pawns are locked at the root. Without it the zone search finishes at 0 with
//! 1.Kb2?, the move on all three of the king's bundles, and the branching ban (§2.10) never
//! tries 1.Kb1!; with it the root tries every move and orders the equal values by the
//! race: 1.Kb1 forces the first capture (in 27 half-moves), 1.Kb2 lets Black hold.

use pioneer_tree::{Search, SearchConfig, SearchResult};

const FINE_70: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
/// After 1.Kb2?: only 1…Ka8! keeps White from forcing a capture.
const AFTER_KB2: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/1K6/8 b - - 1 1";

/// A search of `fen` in the studies preset with the kings' race on or off.
fn run(fen: &str, race: bool) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.kings_game = race;
    cfg.limits.max_moves = 10_000;
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn the_kings_race_finds_fine_70s_key() {
    // In the studies preset since the thirty-third session; Fig. 21's has none.
    assert!(SearchConfig::studies().switches.kings_game);
    assert!(!SearchConfig::fig21().switches.kings_game);
    let without = run(FINE_70, false);
    assert_eq!(without.best_move.as_deref(), Some("Kb2"), "{without:?}");
    let with = run(FINE_70, true);
    assert_eq!(with.best_move.as_deref(), Some("Kb1"), "{with:?}");
    // It orders; it never proves: the material is equal and the answer not separated.
    assert_eq!(with.value, 0, "{with:?}");
    assert!(!with.separated, "{with:?}");
}

#[test]
fn the_kings_race_finds_the_defenders_hold() {
    let without = run(AFTER_KB2, false);
    assert_ne!(without.best_move.as_deref(), Some("Ka8"), "{without:?}");
    let with = run(AFTER_KB2, true);
    assert_eq!(with.best_move.as_deref(), Some("Ka8"), "{with:?}");
}

#[test]
fn a_position_with_a_piece_is_searched_as_before() {
    // Saavedra's study: a rook on the board, never of the class, the same tree either way.
    let fen = "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1";
    let (a, b) = (run(fen, false), run(fen, true));
    assert_eq!(
        (a.best_move, a.value, a.tree_size, a.moves_considered),
        (b.best_move, b.value, b.tree_size, b.moves_considered)
    );
}
