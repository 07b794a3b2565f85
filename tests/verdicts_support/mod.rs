//! Helpers shared by `verdicts.rs` and `locked_verdicts.rs`: a position judged by an
//! engine, a fixture's line by its id, a position proven with one configuration and not
//! with another, and the studies preset at the sets' budget of 10 000 moves.

use pioneer_compare::{Entry, JudgeRules, Judged, Verdict, run_one, suite};
use pioneer_engine::{Engine, EngineLimits, PioneerEngine};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// `e` judged with `engine` within `limits`, as `pioneer solve` judges it.
#[allow(dead_code)]
pub fn run(e: &Entry, engine: &mut dyn Engine, limits: EngineLimits) -> Judged {
    run_one(
        e,
        engine,
        &limits,
        &JudgeRules::default(),
        &Arc::new(AtomicBool::new(false)),
    )
}

/// The line of the EPD text `epd` whose id starts with `id`.
#[allow(dead_code)]
pub fn line_of(epd: &str, id: &str) -> Entry {
    suite::parse(epd)
        .into_iter()
        .find(|e| e.id.starts_with(id))
        .unwrap()
}

/// The line of the fixture file `name` (under `fixtures/`) whose id starts with `id`.
#[allow(dead_code)]
pub fn fixture_line(name: &str, id: &str) -> Entry {
    let path = format!("{}/../../fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a fixture file");
    line_of(&text, id)
}

/// `e` is proven with the settings `with` and not with `without`.
#[allow(dead_code)]
pub fn proven_only_with(
    e: &Entry,
    with: pioneer_tree::SearchConfig,
    without: pioneer_tree::SearchConfig,
) {
    let limits = EngineLimits::default();
    let yes = run(e, &mut PioneerEngine::new(with), limits.clone());
    assert_eq!(
        yes.run.verdict,
        Some(Verdict::Proven),
        "{}: {:?}",
        e.id,
        yes.run
    );
    let no = run(e, &mut PioneerEngine::new(without), limits);
    assert_ne!(
        no.run.verdict,
        Some(Verdict::Proven),
        "{}: {:?}",
        e.id,
        no.run
    );
}

/// The studies preset's restart budget (`Switches::restart_budget`) before the
/// seventy-sixth session set it to 1: every test that reads [`preset_10k`] or
/// [`studies_before_76th`] was derived with it (docs/studies-log.md, "Issue 15,
/// seventy-sixth session").
#[allow(dead_code)]
pub const RESTART_BUDGET_BEFORE_76TH: u8 = 2;

/// The studies preset as it was before the seventy-sixth session: its restart budget
/// [`RESTART_BUDGET_BEFORE_76TH`], and without the seventy-seventh session's race to each
/// pawn (`Switches::race_targets`).
#[allow(dead_code)]
pub fn studies_before_76th() -> pioneer_tree::SearchConfig {
    let mut cfg = pioneer_tree::SearchConfig::studies();
    cfg.switches.restart_budget = RESTART_BUDGET_BEFORE_76TH;
    cfg.switches.race_targets = false;
    cfg
}

/// The studies preset as `pioneer solve --nodes 10000 --no-admissible-yield
/// --restart-budget 2 --no-race-targets` runs it (the budget of `docs/ablation.md` and of
/// the locked sets in `docs/studies-log.md`), one change set by `flip`: without the first
/// pass's yield (`Switches::admissible_yield`, the sixty-ninth session's), which came
/// after every test that reads it, and as the preset was when they were derived
/// ([`studies_before_76th`]).
#[allow(dead_code)]
pub fn preset_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    let mut cfg = studies_before_76th();
    cfg.switches.admissible_yield = None;
    flip(&mut cfg);
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    cfg
}

/// The studies preset as `pioneer solve --nodes 10000` runs it today, one change set by
/// `flip` (the tests derived since the seventy-seventh session).
#[allow(dead_code)]
pub fn studies_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    let mut cfg = pioneer_tree::SearchConfig::studies();
    flip(&mut cfg);
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    cfg
}
