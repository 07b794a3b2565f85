//! `SearchResult::completed`: whether the answer comes from a search that ran to its end
//! (with deepening: the last cap completed before a limit stopped a deeper one).

mod common;

use pioneer_rules::{Game, parse_fen};
use pioneer_tree::{Search, SearchConfig, StopReason};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

fn run(cfg: SearchConfig) -> pioneer_tree::SearchResult {
    Search::new(Game::new(parse_fen(RETI).unwrap()), cfg).run()
}

#[test]
fn completed_unless_the_answering_search_was_stopped() {
    let full = run(common::studies_untimed().at_horizon(8));
    assert!(full.completed && full.stopped.is_none());
    // Deepening stopped by the moves limit: the caps before answer, completed.
    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.limits.max_moves = 200;
    let cut = run(cfg);
    assert_eq!(cut.stopped, Some(StopReason::Moves));
    assert!(cut.completed, "{cut:?}");
    assert!(cut.depth_cap < full.depth_cap);
    // One search stopped by the limit: its answer is not a completed search's.
    cfg.switches.deepening = false;
    let single = run(cfg);
    assert_eq!(single.stopped, Some(StopReason::Moves));
    assert!(!single.completed);
}
