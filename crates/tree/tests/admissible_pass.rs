//! The admissible pass (`Switches::admissible_pass`, `docs/search.md` item 76): after a
//! tie at the widest finished horizon, the rest of the budget deepens again with the
//! sources' bundles, shortest and admissible trajectories, and that pass answers when it
//! separates its move.

use pioneer_tree::{Pass, Search, SearchConfig, SearchResult};

/// UQL 019 (`fixtures/unique-wins-locked.epd`): only 1…Ke7 wins. With shortest bundles
/// every horizon up to 30 finishes within some 35 000 moves and ties it with other moves.
const UQL_019: &str = "5k2/6p1/6P1/5p2/K4P2/8/8/8 b - - 0 1";

/// UQLF3 001 (`fixtures/unique-wins-locked-fresh3.epd`): 1.Ka6 is separated at every
/// horizon up to 30.
const UQLF3_001: &str = "8/2p5/2P5/K5p1/6P1/8/4k3/8 w - - 0 1";

/// The studies preset on `fen` within 50 000 moves, the pass on or off: the answer and
/// every step reported.
fn run(fen: &str, pass: bool) -> (SearchResult, Vec<SearchResult>) {
    let mut cfg = SearchConfig::studies();
    cfg.switches.admissible_pass = pass;
    cfg.limits.max_moves = 50_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    let mut steps = Vec::new();
    let r = Search::from_fen(fen, cfg)
        .expect("valid FEN")
        .run_observed(&mut |s| steps.push(s.clone()));
    (r, steps)
}

#[test]
fn the_admissible_pass_separates_what_the_shortest_bundles_tie() {
    // On in studies, off in fig21 and in play (docs/studies-log.md, sixty-eighth session).
    assert!(SearchConfig::studies().switches.admissible_pass);
    assert!(!SearchConfig::fig21().switches.admissible_pass);
    assert!(!SearchConfig::play().switches.admissible_pass);
    // Without it, the widest finished horizon ties 1…Ke7: the answer proves nothing.
    let (without, steps) = run(UQL_019, false);
    assert_eq!(without.pass, Pass::First);
    assert!(without.finished && !without.separated, "{without:?}");
    assert!(steps.iter().all(|s| s.pass == Pass::First));
    // With it, the same first pass, then the admissible pass separates 1…Ke7.
    let (with, steps) = run(UQL_019, true);
    assert_eq!(with.pass, Pass::Admissible, "{with:?}");
    assert_eq!(with.best_move.as_deref(), Some("Ke7"));
    assert!(with.finished && with.separated, "{with:?}");
    assert!(with.moves_considered > without.moves_considered);
    // Every step of the first pass comes before the admissible pass's first, and the
    // first pass's widest finished step is the tie that starts it.
    let first = steps.iter().take_while(|s| s.pass == Pass::First).count();
    assert!(steps[first..].iter().all(|s| s.pass == Pass::Admissible));
    let widest = steps[..first]
        .iter()
        .rfind(|s| s.finished)
        .expect("a finish");
    assert!(!widest.separated, "{widest:?}");
}

#[test]
fn a_separated_widest_horizon_leaves_no_room_for_the_pass() {
    // The first pass's widest finished search separates its move: the search is the same
    // with the switch or without.
    let (with, steps) = run(UQLF3_001, true);
    let (without, _) = run(UQLF3_001, false);
    assert!(with.separated && with.pass == Pass::First, "{with:?}");
    assert!(steps.iter().all(|s| s.pass == Pass::First));
    assert_eq!(
        (
            with.best_move,
            with.value,
            with.tree_size,
            with.moves_considered
        ),
        (
            without.best_move,
            without.value,
            without.tree_size,
            without.moves_considered
        )
    );
}
