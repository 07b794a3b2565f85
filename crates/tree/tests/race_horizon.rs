//! The race's horizon (`Switches::race_max_horizon`, `docs/search.md` item 72) shown
//! changing a search: below a root of the kings' race's class, horizon deepening goes on
//! past the configuration's `max_horizon` while the budget allows; a root of another
//! class searches as without it. Shown where the widest horizon is 12, as in the studies
//! preset before the sixty-fifth session: since, that preset deepens every root to the
//! widest horizon, which takes the switch over (`horizon.rs`).

mod common;

use pioneer_tree::{SearchConfig, SearchResult, WIDEST_HORIZON};

/// A search of `fen` in 10 000 moves, deepened to horizon 12, with the race's horizon
/// given (without the admissible pass, which would search the tie at horizon 12 again,
/// and without the race to each pawn, item 80, which came after the switch).
fn run(fen: &str, race_max_horizon: u8) -> SearchResult {
    let (_, r) = common::studies_search(fen, 10_000, |c| {
        c.switches.admissible_pass = false;
        c.switches.race_targets = false;
        c.max_horizon = common::MAX_HORIZON_BEFORE_65TH;
        c.switches.race_max_horizon = race_max_horizon;
    });
    r
}

#[test]
fn below_a_race_root_the_deepening_goes_past_the_configured_widest_horizon() {
    // UQL 011 (`fixtures/unique-wins-locked.epd`, 1.Kh5!): up to horizon 12 the king's
    // march to f6 and the f-pawn's promotion after it lie past the horizon, and the
    // search answers 1.Kg3; wider, 1.Kh5 wins the race.
    let fen = "8/8/1p3p2/1P1p1P2/k2P2K1/8/8/8 w - - 0 1";
    let narrow = run(fen, 0);
    assert_eq!(narrow.horizon, 12, "{narrow:?}");
    assert_ne!(narrow.best_move.as_deref(), Some("Kh5"), "{narrow:?}");
    let wide = run(fen, WIDEST_HORIZON);
    assert!(wide.horizon > 12, "{wide:?}");
    assert_eq!(wide.best_move.as_deref(), Some("Kh5"), "{wide:?}");
    assert!(wide.value > 0, "{wide:?}");
}

#[test]
fn a_root_of_another_class_searches_as_without_it() {
    // The pawn breakthrough: its pawns can move, so no race is played below its root.
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    let without = run(fen, 0);
    let with = run(fen, WIDEST_HORIZON);
    assert_eq!(
        (with.best_move, with.value, with.tree_size, with.horizon),
        (
            without.best_move,
            without.value,
            without.tree_size,
            without.horizon
        )
    );
}

#[test]
fn the_presets_leave_the_race_s_horizon_to_their_widest_horizon() {
    // The studies preset deepens every root to the widest horizon, the race's among them.
    assert_eq!(SearchConfig::studies().max_horizon, WIDEST_HORIZON);
    for cfg in [
        SearchConfig::studies(),
        SearchConfig::play(),
        SearchConfig::fig21(),
    ] {
        assert_eq!(cfg.switches.race_max_horizon, 0);
    }
}
