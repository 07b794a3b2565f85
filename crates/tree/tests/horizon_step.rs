//! The horizon widened one half-move at a time (`SearchConfig::horizon_step`,
//! `docs/search.md` item 50) shown changing a search, on EET 006
//! (`2K5/…`: White wins with 1.Ke7). Widened two at a time, the search finishes at H_L 4
//! with 1.e5 and H_L 6 runs out of moves; one at a time, H_L 5 finishes too, and answers
//! with the key.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult};
use std::time::Duration;

const EET_006: &str = "2k5/3b4/PP3K2/7p/4P3/1P6/8/8 w - - 0 1";

/// EET 006 in the studies preset, widened by `step`, stopped after 10 000 moves.
fn run(step: u8) -> SearchResult {
    let mut cfg = common::studies_before_76th().with_horizon_step(step);
    // The MO's own root, as the test was derived (the whole root, item 67, spends the
    // budget on the root's other legal moves too).
    cfg.switches.whole_root = false;
    // No yield of the first pass (item 77) and the restart budget of 2 (item 16), which
    // came after: with a budget of 1 the step of two finishes H_L 6 as well.
    cfg.switches.admissible_yield = None;
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = Duration::from_secs(600);
    Search::from_fen(EET_006, cfg).expect("valid FEN").run()
}

#[test]
fn one_half_move_at_a_time_finishes_an_odd_horizon_with_the_key() {
    assert_eq!(SearchConfig::studies().horizon_step(), 1);
    assert_eq!(SearchConfig::fig21().horizon_step(), 2);
    let two = run(2);
    assert_eq!((two.horizon, two.finished), (4, true), "{two:?}");
    assert_ne!(two.best_move.as_deref(), Some("Ke7"), "{two:?}");
    let one = run(1);
    assert_eq!((one.horizon, one.finished), (5, true), "{one:?}");
    assert_eq!(one.best_move.as_deref(), Some("Ke7"), "{one:?}");
}

#[test]
fn the_step_is_one_or_two() {
    let cfg = SearchConfig::studies();
    assert_eq!(cfg.with_horizon_step(0).horizon_step(), 2);
    assert_eq!(cfg.with_horizon_step(1).horizon_step(), 1);
    assert_eq!(cfg.with_horizon_step(9).horizon_step(), 2);
    // A configuration written before the step existed reads as two.
    let mut json = serde_json::to_value(SearchConfig::studies()).expect("serialises");
    json.as_object_mut()
        .expect("an object")
        .remove("horizon_step");
    let back: SearchConfig = serde_json::from_value(json).expect("reads back");
    assert_eq!(back.horizon_step(), 2);
}
