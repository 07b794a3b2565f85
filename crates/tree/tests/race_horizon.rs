//! The race's horizon (`Switches::race_max_horizon`, `docs/search.md` item 72) shown
//! changing a search: below a root of the kings' race's class, horizon deepening goes on
//! past the preset's `max_horizon` while the budget allows; a root of another class
//! searches as without it.

mod common;

use pioneer_tree::{SearchConfig, SearchResult, WIDEST_HORIZON};

/// A search of `fen` in 10 000 moves with the race's horizon given.
fn run(fen: &str, race_max_horizon: u8) -> SearchResult {
    let (_, r) = common::studies_search(fen, 10_000, |c| {
        c.switches.race_max_horizon = race_max_horizon;
    });
    r
}

#[test]
fn below_a_race_root_the_deepening_goes_past_the_preset_s_widest_horizon() {
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
fn the_studies_preset_deepens_a_race_to_the_widest_horizon() {
    assert_eq!(
        SearchConfig::studies().switches.race_max_horizon,
        WIDEST_HORIZON
    );
    assert_eq!(SearchConfig::fig21().switches.race_max_horizon, 0);
    assert!(SearchConfig::studies().max_horizon < WIDEST_HORIZON);
}
