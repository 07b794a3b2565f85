//! The cap's leap (`Switches::cap_leap`, `docs/search.md` item 79): once a horizon's
//! depth cap has doubled up to the leap, the horizon's next step searches to the depth
//! limit at once, so the deeper capped steps (16, 32, … half-moves) are not searched.

mod common;

use pioneer_tree::{Pass, SearchConfig, SearchResult};

/// UQLF 003 (`fixtures/unique-wins-locked-fresh.epd`, 1…Kg4): at the first horizon the
/// capped step at 16 half-moves costs more than the finished step after it.
const UQLF_003: &str = "8/8/4p3/3pP3/3P1k2/1K3p2/5P2/8 b - - 0 1";

/// The studies preset on `fen` with the leap `leap`, within `moves`: the answer and every
/// step reported.
fn run(fen: &str, leap: Option<u16>, moves: u64) -> (SearchResult, Vec<SearchResult>) {
    let mut cfg = SearchConfig::studies();
    cfg.switches.cap_leap = leap;
    cfg.switches.admissible_yield = None;
    common::observed_from(cfg, fen, moves)
}

/// The depth caps of the first pass's steps at `horizon`, in order.
fn caps(steps: &[SearchResult], horizon: u8) -> Vec<u16> {
    steps
        .iter()
        .filter(|s| s.pass == Pass::First && s.horizon == horizon)
        .map(|s| s.depth_cap)
        .collect()
}

#[test]
fn the_cap_leaps_to_the_depth_limit_once_it_has_doubled_to_the_leap() {
    let limit = SearchConfig::studies().limits.max_depth;
    let (_, doubling) = run(UQLF_003, None, 120_000);
    let (_, leaping) = run(UQLF_003, Some(8), 120_000);
    // Without the leap the first horizon doubles its cap until a step finishes.
    assert_eq!(caps(&doubling, 4), vec![2, 4, 8, 16, 32]);
    // With it, the step after the cap of 8 searches to the depth limit.
    assert_eq!(caps(&leaping, 4), vec![2, 4, 8, limit]);
    // Both finish the horizon with the same answer; the leap spends less on it (the
    // counters of a step add up every step before it).
    let finish = |steps: &[SearchResult]| {
        steps
            .iter()
            .find(|s| s.pass == Pass::First && s.horizon == 4 && s.finished)
            .cloned()
            .expect("horizon 4 finishes")
    };
    let (a, b) = (finish(&doubling), finish(&leaping));
    assert_eq!(a.best_move, b.best_move);
    assert_eq!(a.value, b.value);
    assert!(
        b.moves_considered < a.moves_considered,
        "{} >= {}",
        b.moves_considered,
        a.moves_considered
    );
}

#[test]
fn a_leap_at_the_limit_leaves_the_doubling_as_it_was() {
    // A leap no doubled cap passes changes nothing: the same steps, the same answer.
    let limit = SearchConfig::studies().limits.max_depth;
    let (r0, s0) = run(UQLF_003, None, 60_000);
    let (r1, s1) = run(UQLF_003, Some(limit), 60_000);
    assert_eq!(s0.len(), s1.len());
    assert_eq!(caps(&s0, 4), caps(&s1, 4));
    assert_eq!(r0.best_move, r1.best_move);
    assert_eq!(r0.moves_considered, r1.moves_considered);
}
