//! The branching ban that spares a promotion's other pieces
//! (`MoSettings::ban_spares_promotions`, `docs/search.md` item 58) shown changing a search,
//! on a position of the unique-wins set (`fixtures/unique-wins.epd`, UQW 023:
//! `8/4P1k1/P5P1/7K/p7/6p1/6p1/8 w`, won by 1.e8=Q only).
//!
//! The bundle branching ban (§2.10) lets a node move a piece along a bundle once. A
//! promotion to a rook and to a queen on the same square are one step of one trajectory,
//! but the ban, reading the son's bundle, counted the rook's promotion as the bundle's move
//! and kept the queen's from the node: remembered moves (item 28) may order a lesser piece
//! first, where an earlier step valued it higher. With the switch the same step with
//! another piece stays open, and the trees of UQW 023's horizon-5 search differ from the
//! first step that met such a node on.

mod common;

use pioneer_tree::SearchConfig;

const TWO_PROMOTIONS: &str = "8/4P1k1/P5P1/7K/p7/6p1/6p1/8 w - - 0 1";

/// The answer, its value and the final tree's size, horizons 4 and 5.
fn searched(spares: bool) -> (Option<String>, i32, usize) {
    let (_, result) = common::studies_mo_root_search(TWO_PROMOTIONS, 100_000, |c| {
        c.max_horizon = 5;
        c.switches.mo.ban_spares_promotions = spares;
    });
    assert!(result.finished, "the horizon-5 search finishes");
    (result.best_move_uci, result.value, result.tree_size)
}

#[test]
fn a_promotion_made_leaves_the_same_step_with_another_piece_open() {
    let key = Some("e7e8q".to_string());
    assert_eq!(searched(false), (key.clone(), 9, 419));
    assert_eq!(searched(true), (key, 9, 281));
}

#[test]
fn the_ban_spares_promotions_in_studies_only() {
    assert!(SearchConfig::studies().switches.mo.ban_spares_promotions);
    assert!(!SearchConfig::fig21().switches.mo.ban_spares_promotions);
}
