//! The progress hooks of `Search`: one call per completed deepening step, and a counter of
//! moves considered another thread can read.

use pioneer_tree::{Search, SearchConfig};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

#[test]
fn every_deepening_step_is_reported_and_the_last_is_the_answer() {
    let mut search = Search::from_fen(RETI, SearchConfig::studies().at_horizon(8)).expect("FEN");
    let counter = Arc::new(AtomicU64::new(0));
    search.set_progress_counter(counter.clone());
    let mut steps = Vec::new();
    let r = search.run_observed(&mut |step| {
        steps.push((step.depth_cap, step.moves_considered, step.pv.clone()))
    });
    assert!(steps.len() >= 2, "deepening reports each cap: {steps:?}");
    assert!(
        steps
            .windows(2)
            .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1)
    );
    let last = steps.last().unwrap();
    assert_eq!(
        (last.0, last.1, &last.2),
        (r.depth_cap, r.moves_considered, &r.pv)
    );
    assert!(
        steps.iter().all(|s| !s.2.is_empty()),
        "every step has a line"
    );
    assert!(counter.load(Ordering::Relaxed) > 0);

    // The same search without the hook gives the same answer.
    let plain = Search::from_fen(RETI, SearchConfig::studies().at_horizon(8))
        .unwrap()
        .run();
    assert_eq!(
        (plain.best_move, plain.value, plain.pv),
        (r.best_move, r.value, r.pv)
    );
}

#[test]
fn without_deepening_the_one_search_is_the_one_step() {
    let mut search = Search::from_fen(pioneer_rules::FIG21_FEN, SearchConfig::fig21()).unwrap();
    let mut calls = 0;
    let r = search.run_observed(&mut |_| calls += 1);
    assert_eq!(calls, 1);
    assert_eq!(r.tree_size, 12);
}

/// UQW 024 (`fixtures/unique-wins.epd`): horizon deepening from 4 to 7 runs every horizon
/// to its end and answers with horizon 4's finished search, which the wider ones do not
/// replace.
const UQW_024: &str = "5k2/8/p1p5/2P5/8/1p6/5P1P/K7 w - - 0 1";

#[test]
fn an_answer_kept_from_an_earlier_horizon_reports_the_work_of_every_step() {
    let mut cfg = SearchConfig::studies();
    cfg.max_horizon = 7;
    let mut search = Search::from_fen(UQW_024, cfg).expect("FEN");
    let mut steps = Vec::new();
    let r = search.run_observed(&mut |step| {
        steps.push((
            step.horizon,
            step.moves_considered,
            step.passes,
            step.elapsed,
        ))
    });
    assert!(r.stopped.is_none(), "no limit stops it");
    let last = *steps.last().expect("steps");
    assert_eq!(last.0, 7, "the widest horizon was searched: {steps:?}");
    assert!(r.horizon < 7, "an earlier horizon answers: {}", r.horizon);
    // The answer's counters are those of every step, not of the steps up to its own.
    assert_eq!((r.moves_considered, r.passes), (last.1, last.2));
    assert!(r.elapsed >= last.3);
}
