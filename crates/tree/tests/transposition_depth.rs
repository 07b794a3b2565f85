//! Transpositions kept to their depth (`Switches::transposition_depth`, `docs/search.md`
//! item 57) shown changing a search, on a position of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 027: `8/8/8/8/N6p/4P2k/3K4/8 b`, won by 1…Kg2 only:
//! the king shields the h-pawn's way and the knight comes too late). The position after
//! 1…Kg2 2.Kc3 h3 is reached by other orders of moves too, with a pass on the way, deeper
//! in the tree, where the zones — timed from the root — have less time left and the line
//! ends before the pawn queens: its value there, 0, taken over at depth 3, makes 1…Kg2 no
//! better than 1…Kg4. Kept to their depth, such values are not taken over higher up, and
//! 1…Kg2 is searched to the queen.

mod common;

use pioneer_tree::SearchConfig;

const KING_SHIELDS_PAWN: &str = "8/8/8/8/N6p/4P2k/3K4/8 b - - 0 1";

/// The answer and its value (White's view) after 10 000 moves.
fn answer(kept_to_depth: bool) -> (Option<String>, i32) {
    let (_, result) = common::studies_mo_root_search(KING_SHIELDS_PAWN, 10_000, |c| {
        c.switches.transposition_depth = kept_to_depth
    });
    (result.best_move_uci, result.value)
}

#[test]
fn a_value_found_deeper_is_not_taken_over_higher_up() {
    assert_eq!(answer(false), (Some("h3g4".to_string()), 0));
    assert_eq!(answer(true), (Some("h3g2".to_string()), -8));
}

#[test]
fn transpositions_kept_to_their_depth_in_studies_only() {
    assert!(SearchConfig::studies().switches.transposition_depth);
    assert!(!SearchConfig::fig21().switches.transposition_depth);
}
