//! The admissible pass (`Switches::admissible_pass`, `docs/search.md` item 76): after a
//! tie at the widest finished horizon, the rest of the budget deepens again with the
//! sources' bundles, shortest and admissible trajectories, and that pass answers when it
//! separates its move. The first pass's yield (`Switches::admissible_yield`, item 77):
//! once a share of the budget is spent while the widest finished search ties, the first
//! pass stops there and the admissible pass runs on the rest.

mod common;

use pioneer_tree::{Pass, SearchConfig, SearchResult, Share, StopReason};

/// UQL 019 (`fixtures/unique-wins-locked.epd`): only 1…Ke7 wins. With shortest bundles
/// every horizon up to 30 finishes within some 35 000 moves and ties it with other moves.
const UQL_019: &str = "5k2/6p1/6P1/5p2/K4P2/8/8/8 b - - 0 1";

/// UQLF3 001 (`fixtures/unique-wins-locked-fresh3.epd`): 1.Ka6 is separated at every
/// horizon up to 30.
const UQLF3_001: &str = "8/2p5/2P5/K5p1/6P1/8/4k3/8 w - - 0 1";

/// UQH 023 (`fixtures/unique-wins-heldout.epd`): only 1…c1=Q wins. With shortest
/// bundles horizons 5 to 7 separate it, horizon 8 does not, and horizon 9 does not
/// finish within 80 000 moves (with the restart budget of 2; with 1, horizon 9 finishes
/// there and ties 1…c1=Q with 1…c1=R).
const UQH_023: &str = "8/2P5/4KB2/8/k7/8/2p5/8 b - - 0 1";

/// The studies preset on `fen` within 50 000 moves, the pass on or off: the answer and
/// every step reported.
fn run(fen: &str, pass: bool) -> (SearchResult, Vec<SearchResult>) {
    let mut cfg = SearchConfig::studies();
    cfg.switches.admissible_pass = pass;
    run_with(fen, cfg, 50_000)
}

/// A search of `fen` with `cfg` within `moves`: the answer and every step reported.
fn run_with(fen: &str, cfg: SearchConfig, moves: u64) -> (SearchResult, Vec<SearchResult>) {
    common::observed_from(cfg, fen, moves)
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

#[test]
fn a_tied_first_pass_yields_the_rest_of_the_budget_to_the_admissible_pass() {
    // Two thirds in studies, none in fig21 and in play (docs/studies-log.md, sixty-ninth
    // session).
    assert_eq!(
        SearchConfig::studies().switches.admissible_yield,
        Some(Share::TWO_THIRDS)
    );
    assert_eq!(SearchConfig::fig21().switches.admissible_yield, None);
    assert_eq!(SearchConfig::play().switches.admissible_yield, None);
    // Derived with the restart budget of 2 (item 16), before the seventy-sixth session's 1.
    let with_share = |share: Option<Share>| {
        let mut cfg = common::studies_before_76th();
        cfg.switches.admissible_yield = share;
        run_with(UQH_023, cfg, 80_000)
    };
    // Without the yield, the first pass spends the budget on horizon 9: it answers with
    // horizon 7's separated 1…c1=Q, which the tie of the wider finished horizon 8 voids
    // as a proof.
    let (without, alone) = with_share(None);
    assert_eq!(without.pass, Pass::First);
    assert_eq!(without.stopped, Some(StopReason::Moves));
    assert_eq!(without.horizon, 7, "{without:?}");
    assert!(alone.iter().all(|s| s.pass == Pass::First));
    let widest = alone.iter().rfind(|s| s.finished).expect("a finish");
    assert!(!widest.separated && widest.horizon == 8, "{widest:?}");
    // With it, the first pass stops once horizon 8 has tied with two thirds of the budget spent,
    // and the admissible pass separates 1…c1=Q.
    let (with, steps) = with_share(Some(Share::TWO_THIRDS));
    assert_eq!(with.pass, Pass::Admissible, "{with:?}");
    assert_eq!(with.best_move.as_deref(), Some("c1=Q"));
    assert!(with.finished && with.separated, "{with:?}");
    let first = steps.iter().take_while(|s| s.pass == Pass::First).count();
    assert!(first > 0 && steps[first..].iter().all(|s| s.pass == Pass::Admissible));
    let tie = steps[..first]
        .iter()
        .rfind(|s| s.finished)
        .expect("a finish");
    assert!(
        tie.finished && !tie.separated && tie.horizon == 8,
        "{tie:?}"
    );
    // The first pass's steps are the same either way up to the tie.
    assert!(alone.len() >= first);
    for (a, b) in steps[..first].iter().zip(&alone) {
        assert_eq!(
            (a.horizon, a.depth_cap, a.moves_considered, a.separated),
            (b.horizon, b.depth_cap, b.moves_considered, b.separated)
        );
    }
}
