//! The race over waits for a fork (`MoSettings::race_over_forks`, `docs/search.md` item
//! 51) shown changing a search, on a position of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 012): after 1…c1=Q 2.h8=Q the race is over for the
//! other switches — Black can neither take the new queen nor promote — and the line ended
//! at its material (a pawn down, raised to a draw by Black's perpetual check), though
//! 2…Qc3+ skewers the king on f6 and the queen on h8 along the long diagonal. With the
//! switch the line goes on.

mod common;

use pioneer_tree::SearchConfig;

/// Black to move: the c-pawn promotes, and so does White's h-pawn.
const BOTH_PROMOTE: &str = "8/7P/2k2K2/8/8/1P6/2p5/8 b - - 0 1";

/// The sons of the node 1…c1=Q 2.h8=Q and its value (Black's view: negative is good
/// for Black) after a search of 3 000 moves.
fn after_both_promote(forks: bool) -> (usize, Option<i32>) {
    // The preset the switch was measured on: since the thirty-ninth session the check's
    // gain values the skewer where the race ends (`race_check_gain.rs`).
    let (search, _) = common::search_from(
        common::studies_before_check_gain(),
        BOTH_PROMOTE,
        3_000,
        |c| c.switches.mo.race_over_forks = forks,
    );
    let tree = search.tree();
    let node = common::node_after(&search, &["c2c1q", "h7h8q"]).expect("1…c1=Q 2.h8=Q searched");
    (
        tree.children(node).count(),
        tree.node_value(node).map(|v| v.material_value()),
    )
}

#[test]
fn a_skewer_after_both_promote_keeps_the_line_open() {
    let (sons, value) = after_both_promote(false);
    assert_eq!(sons, 0, "the race over ends the line");
    assert_eq!(value, Some(0), "a pawn down, drawn by perpetual check");
    let (sons, value) = after_both_promote(true);
    assert!(sons > 0, "the line goes on after 2.h8=Q");
    let v = value.expect("valued");
    assert!(
        v < 0,
        "2…Qc3+ wins the queen, better for Black than the draw: {v}"
    );
}

#[test]
fn the_fork_is_off_in_both_presets() {
    assert!(!SearchConfig::fig21().switches.mo.race_over_forks);
    assert!(!SearchConfig::studies().switches.mo.race_over_forks);
}
