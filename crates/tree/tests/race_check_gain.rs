//! The race over counts a check's gain (`MoSettings::race_over_check_gain`,
//! `docs/search.md` item 55) shown changing a search, on a position of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 012): after 1…c1=Q 2.h8=Q the race is over — Black
//! can neither take the new queen nor promote — and the line ends. By its material it is
//! a pawn down for Black (raised to a draw by Black's perpetual check), though 2…Qc3+
//! skewers the king on f6 and the queen on h8 along the long diagonal. With the switch the
//! line still ends there, valued with the queen the skewer wins.

mod common;

use pioneer_tree::SearchConfig;

/// Black to move: the c-pawn promotes, and so does White's h-pawn.
const BOTH_PROMOTE: &str = "8/7P/2k2K2/8/8/1P6/2p5/8 b - - 0 1";

/// The sons of the node 1…c1=Q 2.h8=Q, its value (Black's view: negative is good for
/// Black) after a search of 3 000 moves, and the positions the gains searched.
fn after_both_promote(gain: bool) -> (usize, Option<i32>, u64) {
    let (search, result) = common::studies_search(BOTH_PROMOTE, 3_000, |c| {
        c.switches.mo.race_over_check_gain = gain
    });
    let tree = search.tree();
    let node = common::node_after(&search, &["c2c1q", "h7h8q"]).expect("1…c1=Q 2.h8=Q searched");
    (
        tree.children(node).count(),
        tree.node_value(node).map(|v| v.material_value()),
        result.check_gain_positions,
    )
}

#[test]
fn a_skewer_after_both_promote_is_counted_where_the_line_ends() {
    let (sons, value, positions) = after_both_promote(false);
    assert_eq!(sons, 0, "the race over ends the line");
    assert_eq!(value, Some(0), "a pawn down, drawn by perpetual check");
    assert_eq!(positions, 0, "no gain asked without the switch");
    let (sons, value, positions) = after_both_promote(true);
    assert_eq!(
        sons, 0,
        "the line still ends: the gain is counted, not played"
    );
    let v = value.expect("valued");
    assert!(v <= -8, "2…Qc3+ wins the queen for a pawn down: {v}");
    assert!(positions > 0, "the gains' work is counted");
}

#[test]
fn the_check_gain_is_on_in_studies_only() {
    assert!(SearchConfig::studies().switches.mo.race_over_check_gain);
    assert!(!SearchConfig::fig21().switches.mo.race_over_check_gain);
}
