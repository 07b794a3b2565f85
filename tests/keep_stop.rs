//! The judge stops Pioneer once the key is kept, as it stops alpha-beta
//! (`pioneer_compare::JudgeRules::stop_when_kept`, `docs/results.md`, "How it is judged"):
//! every finished deepening step is reported with what its tree shows, and after `keep`
//! finished steps in a row that prove the key the search stops; its final tree is the
//! `keep`-th step's. `--run-on` lets it run to its limits, as before.

use pioneer_compare::{Entry, JudgeRules, Judged, KeyKeeper, Verdict, run_one, suite};
use pioneer_engine::{Alternatives, EngineLimits, Iteration, PioneerEngine, Value};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// UQW 001 (`fixtures/unique-wins.epd`): 1…f2 wins; the studies preset proves it at
/// horizon 7 and at every wider horizon it finishes.
const UQW001: &str = "8/8/P4k2/8/8/2Kp1p2/4P3/8 b - - bm f2; id \"UQW 001\"; c9 \"win\";";

fn entry(line: &str) -> Entry {
    let e = suite::parse(line).remove(0);
    assert!(e.runnable(), "{:?}", e.error);
    e
}

fn run(e: &Entry, rules: JudgeRules) -> Judged {
    // A moves limit and a clock far beyond it: the same tree on every machine.
    let limits = EngineLimits {
        nodes: Some(100_000),
        time: Some(Duration::from_secs(600)),
        ..EngineLimits::default()
    };
    let mut engine = PioneerEngine::new(pioneer_tree::SearchConfig::studies());
    run_one(
        e,
        &mut engine,
        &limits,
        &rules,
        &Arc::new(AtomicBool::new(false)),
    )
}

#[test]
fn pioneer_stops_after_keep_finished_steps_that_prove_the_key() {
    let e = entry(UQW001);
    let kept = run(&e, JudgeRules::default());
    let on = run(
        &e,
        JudgeRules {
            stop_when_kept: false,
            ..JudgeRules::default()
        },
    );
    for j in [&kept, &on] {
        assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    }
    let (a, b) = (kept.answer.as_ref().unwrap(), on.answer.as_ref().unwrap());
    // Stopped by the judge, not by a limit: its last four finished steps prove the key,
    // and its answer is the last of them.
    assert!(!kept.run.stopped_by_budget, "{:?}", kept.run);
    let key = e.key();
    let proving = |f: &pioneer_engine::Finish| f.best_move == key && f.separated && f.whole_root;
    let last4 = &a.finishes[a.finishes.len() - 4..];
    assert!(last4.iter().all(proving), "{:?}", a.finishes);
    let last = a.finishes.last().unwrap();
    assert_eq!(
        (a.horizon, a.tree_size()),
        (Some(last.horizon), Some(last.tree_size))
    );
    // Running on, the search finishes wider horizons and considers more moves; the tree
    // to proof (the first step of the final proving run) is the same.
    assert!(b.finishes.len() > a.finishes.len(), "{:?}", b.finishes);
    assert!(b.counters.nodes > a.counters.nodes);
    assert_eq!(kept.run.tree_to_proof, on.run.tree_to_proof);
    assert!(b.horizon > a.horizon);
}

fn step(depth: u32, horizon: u32, proves: bool) -> Iteration {
    Iteration {
        depth,
        horizon: Some(horizon),
        seldepth: None,
        value: Value::Material(-7),
        best_move: entry(UQW001).key(),
        pv: Vec::new(),
        nodes: 10,
        nodes_to_key: None,
        alternatives: Some(Alternatives {
            all_lower: proves,
            best: None,
            examined: 3,
            nodes: 0,
        }),
        lines: Vec::new(),
        elapsed: Duration::ZERO,
        complete: true,
    }
}

#[test]
fn the_keeper_counts_pioneer_steps_by_horizon_and_a_step_that_does_not_prove_resets_it() {
    let e = entry(UQW001);
    let stop = Arc::new(AtomicBool::new(false));
    let mut keeper = KeyKeeper::new(&e, &JudgeRules::default(), stop.clone());
    // One depth cap, four horizons: four steps, not one.
    for (h, proves) in [(4, true), (5, false), (6, true), (7, true), (8, true)] {
        keeper.observe(&step(32, h, proves));
        assert!(!stop.load(Ordering::Relaxed), "stopped at horizon {h}");
    }
    // The same step reported twice counts once.
    keeper.observe(&step(32, 8, true));
    assert!(!stop.load(Ordering::Relaxed));
    keeper.observe(&step(32, 9, true));
    assert!(stop.load(Ordering::Relaxed));
    assert_eq!(keeper.proof_start().and_then(|i| i.horizon), Some(6));
    // With `--run-on` the keeper never raises the flag.
    let go_on = Arc::new(AtomicBool::new(false));
    let rules = JudgeRules {
        stop_when_kept: false,
        ..JudgeRules::default()
    };
    let mut keeper = KeyKeeper::new(&e, &rules, go_on.clone());
    for h in 4..12 {
        keeper.observe(&step(32, h, true));
    }
    assert!(!go_on.load(Ordering::Relaxed));
    assert!(keeper.proof_kept());
}
