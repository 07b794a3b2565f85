//! The branching ban lifted for a piece blocked on the way (`Switches::ban_unless_blocked`,
//! `docs/search.md` item 59): §2.10 as the seed has it, on in the Fig. 21 settings (whose
//! printout it leaves as it was: `fig21.rs`) and off in the studies preset, shown changing
//! a search on a position of the unique-wins set (`fixtures/unique-wins.epd`, UQW 021:
//! `8/5pP1/8/6K1/7P/8/4k2p/8 b`, won by 1…h1=Q only).
//!
//! Without the switch a son's move along a bundle bans the bundle's other trajectories at
//! the node unless its piece was captured in the last variation searched below it; with
//! it a piece that ended that variation blocked on the bundle — short of ak, every way on
//! occupied — lifts the ban too, and the node tries the bundle's other trajectories.

mod common;

use pioneer_tree::SearchConfig;

const RACE: &str = "8/5pP1/8/6K1/7P/8/4k2p/8 b - - 0 1";

/// The answer, its value and the final tree's size, horizons 4 and 5.
fn searched(unless_blocked: bool) -> (Option<String>, i32, usize) {
    let (_, result) = common::studies_mo_root_search(RACE, 100_000, |c| {
        c.max_horizon = 5;
        c.switches.ban_unless_blocked = unless_blocked;
    });
    assert!(result.finished, "the horizon-5 search finishes");
    (result.best_move_uci, result.value, result.tree_size)
}

#[test]
fn a_piece_blocked_on_the_way_lifts_the_ban() {
    let key = Some("h2h1q".to_string());
    assert_eq!(searched(false), (key.clone(), -8, 438));
    assert_eq!(searched(true), (key, -8, 267));
}

#[test]
fn the_seeds_reading_in_fig21_the_simplification_in_studies() {
    assert!(SearchConfig::fig21().switches.ban_unless_blocked);
    assert!(!SearchConfig::studies().switches.ban_unless_blocked);
}
