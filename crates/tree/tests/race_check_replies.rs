//! The race judged along the answers to checks (`MoSettings::race_check_replies`,
//! `docs/search.md` item 56) shown changing a search, on a line of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 019: `8/2B5/P4P2/4K3/k7/8/pn6/8 w`, 1.a7 Nc4+ 2.Kf5
//! a1=Q). White queens with check, 3.a8=Q+, and the king's step 3…Kb3 leaves Black's new
//! queen on a1 to the queen on a8 along the open file. Without the switch the answer to
//! the check ends the chain of the race: the line goes on by the zones, whose time from
//! the root is over at this depth, and ends at its material with the queen still hanging.
//! With it the race is judged again after the answer, and 4.Qxa1 is played.

mod common;

use pioneer_tree::SearchConfig;

/// White to move after 1.a7 Nc4+ 2.Kf5 a1=Q of UQW 019.
const BOTH_QUEEN: &str = "8/P1B5/5P2/5K2/k1n5/8/8/q7 w - - 0 3";

/// The moves tried after 3.a8=Q+ Kb3, and the node's value (White's view), after a
/// search at horizon 2 (the zones' time over below the check) of 3 000 moves.
fn after_the_check_is_answered(replies: bool) -> (Vec<String>, Option<i32>) {
    let (search, _) = common::studies_search(BOTH_QUEEN, 3_000, |c| {
        c.horizon = 2;
        c.max_horizon = 2;
        c.switches.mo.race_check_replies = replies;
    });
    let tree = search.tree();
    let node = common::node_after(&search, &["a7a8q", "a4b3"]).expect("3.a8=Q+ Kb3 searched");
    let sons = tree
        .children(node)
        .filter_map(|c| match tree.ply(c) {
            Some(pioneer_rules::Ply::Move(m)) => {
                Some(m.to_uci(shakmaty::CastlingMode::Standard).to_string())
            }
            _ => None,
        })
        .collect();
    (sons, tree.node_value(node).map(|v| v.material_value()))
}

#[test]
fn the_queen_left_hanging_by_the_answer_to_a_check_is_taken() {
    let (sons, value) = after_the_check_is_answered(false);
    assert!(sons.is_empty(), "the line ends at its material: {sons:?}");
    assert_eq!(
        value,
        Some(8),
        "a queen for a pawn up, Black's queen still on a1"
    );
    let (sons, value) = after_the_check_is_answered(true);
    assert!(
        sons.contains(&"a8a1".to_string()),
        "4.Qxa1 played: {sons:?}"
    );
    assert_eq!(value, Some(17), "Black's queen taken");
}

#[test]
fn the_race_along_answers_to_checks_is_on_in_studies_only() {
    assert!(SearchConfig::studies().switches.mo.race_check_replies);
    assert!(!SearchConfig::fig21().switches.mo.race_check_replies);
}
