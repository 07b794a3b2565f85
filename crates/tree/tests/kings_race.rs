//! The kings' race (`Switches::kings_game`, `docs/search.md` item 48) shown changing a
//! search, on Lasker and Reichhelm's study (Fine 70), the one position of the three sets
//! whose pawns are locked at the root. Without it the zone search finishes at 0 with
//! 1.Kb2?, the move on all three of the king's bundles, and the branching ban (§2.10) never
//! tries 1.Kb1!; with it the root tries every move and orders the equal values by the
//! race: 1.Kb1 forces the first capture (in 27 half-moves), 1.Kb2 lets Black hold.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult};

const FINE_70: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
/// After 1.Kb2?: only 1…Ka8! keeps White from forcing a capture.
const AFTER_KB2: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/1K6/8 b - - 1 1";

/// A search of `fen` in the studies preset with the kings' race on or off, never played
/// out (the race that orders alone).
fn run(fen: &str, race: bool) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.kings_game = race;
    cfg.switches.kings_race_played = false;
    // The MO's own root: the whole root (item 67) would try 1.Kb1 without the race too.
    cfg.switches.whole_root = false;
    cfg.limits.max_moves = 10_000;
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn the_kings_race_finds_fine_70s_key() {
    // In the studies preset since the thirty-third session; Fig. 21's has none.
    assert!(SearchConfig::studies().switches.kings_game);
    assert!(!SearchConfig::fig21().switches.kings_game);
    let without = run(FINE_70, false);
    assert_eq!(without.best_move.as_deref(), Some("Kb2"), "{without:?}");
    let with = run(FINE_70, true);
    assert_eq!(with.best_move.as_deref(), Some("Kb1"), "{with:?}");
    // It orders; it never proves: the material is equal and the answer not separated.
    assert_eq!(with.value, 0, "{with:?}");
    assert!(!with.separated, "{with:?}");
}

#[test]
fn the_kings_race_finds_the_defenders_hold() {
    let without = run(AFTER_KB2, false);
    assert_ne!(without.best_move.as_deref(), Some("Ka8"), "{without:?}");
    let with = run(AFTER_KB2, true);
    assert_eq!(with.best_move.as_deref(), Some("Ka8"), "{with:?}");
}

#[test]
fn a_position_with_a_piece_is_searched_as_before() {
    // Saavedra's study: a rook on the board, never of the class, the same tree either way.
    let fen = "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1";
    let (a, b) = (run(fen, false), run(fen, true));
    assert_eq!(
        (a.best_move, a.value, a.tree_size, a.moves_considered),
        (b.best_move, b.value, b.tree_size, b.moves_considered)
    );
}

/// A search of `fen` in the studies preset with the kings' race played out or not, within
/// `moves` moves considered.
fn run_played(fen: &str, played: bool, moves: u64) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.kings_race_played = played;
    cfg.limits.max_moves = moves;
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn the_race_played_out_proves_fine_70() {
    // On in studies, off in play and fig21 (docs/studies.md, forty-eighth session).
    assert!(SearchConfig::studies().switches.kings_race_played);
    assert!(!SearchConfig::play().switches.kings_race_played);
    assert!(!SearchConfig::fig21().switches.kings_race_played);
    // Played out, 1.Kb1's march ends with the f5-pawn taken (+1), and the other moves,
    // where Black holds the race, keep the material: the key is separated.
    let with = run_played(FINE_70, true, 200_000);
    assert_eq!(with.best_move.as_deref(), Some("Kb1"), "{with:?}");
    assert_eq!(with.value, 1, "{with:?}");
    assert!(with.separated, "{with:?}");
    assert!(with.pv.iter().any(|m| m.contains('x')), "{with:?}");
    let without = run_played(FINE_70, false, 200_000);
    assert_eq!(without.value, 0, "{without:?}");
    assert!(!without.separated, "{without:?}");
}

#[test]
fn the_race_is_played_out_only_below_a_root_of_its_class() {
    // The breakthrough's lines pass through locked pawns, but its root is not of the
    // class: its search is the same with the switch (below such a root, playing the race
    // out spent the budget and lost the +6: docs/studies.md, forty-eighth session).
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    let (a, b) = (
        run_played(fen, false, 10_000),
        run_played(fen, true, 10_000),
    );
    assert_eq!(
        (a.best_move, a.value, a.tree_size, a.moves_considered),
        (b.best_move, b.value, b.tree_size, b.moves_considered)
    );
}

#[test]
fn the_side_behind_tries_every_move_only_below_a_root_of_its_class() {
    // Off in every preset (docs/studies.md, forty-ninth session: two proofs more on the
    // locked set, two fewer on a fresh one; docs/search.md item 65); its effect on the
    // locked set is pinned in tests/verdicts.rs. Below a root out of the class nothing
    // changes: the breakthrough's search is the same with it.
    assert!(!SearchConfig::studies().switches.race_behind_legal);
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    let run_behind = |on: bool| {
        let mut cfg = SearchConfig::studies();
        cfg.switches.race_behind_legal = on;
        cfg.limits.max_moves = 10_000;
        Search::from_fen(fen, cfg).expect("valid FEN").run()
    };
    let (a, b) = (run_behind(false), run_behind(true));
    assert_eq!(
        (a.best_move, a.value, a.tree_size, a.moves_considered),
        (b.best_move, b.value, b.tree_size, b.moves_considered)
    );
}

/// UQLF4 002 (`fixtures/unique-wins-locked-fresh4.epd`): only 1.Kg6! wins the d6-pawn; after
/// 1.Kg4 or 1.Kg5 neither king forces the first capture, and Black's king holds d6 from e7
/// and d7.
const UQLF4_002: &str = "6k1/p7/P2p4/3P3K/8/8/8/8 w - - 0 1";

/// A search of `fen` in the studies preset at one horizon, `h`, with the defender's holds
/// on or off.
fn run_hold(fen: &str, h: u8, hold: bool) -> SearchResult {
    let cfg = SearchConfig::studies().at_horizon(h);
    common::search_from(cfg, fen, 100_000, |c| {
        c.switches.race_hold = hold;
        c.switches.race_max_horizon = 0;
    })
    .1
}

#[test]
fn the_defenders_holds_separate_the_key_of_a_locked_race() {
    // On in studies, off in fig21 and inert in play, whose race is not played out
    // (docs/studies.md, sixty-third session; docs/search.md item 73).
    assert!(SearchConfig::studies().switches.race_hold);
    assert!(!SearchConfig::fig21().switches.race_hold);
    assert!(!SearchConfig::play().switches.kings_race_played);
    // At horizon 6 the MO gives Black after 1.Kg4 and 1.Kg5 no move that keeps d6, and
    // both tie the key at +1; with the holds Black's king keeps it, and 1.Kg6 is alone.
    let without = run_hold(UQLF4_002, 6, false);
    assert_eq!(without.best_move.as_deref(), Some("Kg6"), "{without:?}");
    assert_eq!(without.value, 1, "{without:?}");
    assert!(!without.separated, "{without:?}");
    let with = run_hold(UQLF4_002, 6, true);
    assert_eq!(with.best_move.as_deref(), Some("Kg6"), "{with:?}");
    assert_eq!(with.value, 1, "{with:?}");
    assert!(with.separated, "{with:?}");
    assert!(with.tree_size > without.tree_size, "{with:?} {without:?}");
}

#[test]
fn the_defenders_holds_act_only_below_a_root_of_its_class() {
    // The breakthrough's lines pass through locked pawns, but its root is not of the
    // class: its search is the same with the holds.
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    let (a, b) = (run_hold(fen, 4, false), run_hold(fen, 4, true));
    assert_eq!(
        (a.best_move, a.value, a.tree_size, a.moves_considered),
        (b.best_move, b.value, b.tree_size, b.moves_considered)
    );
}
