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
    // The MO's own root: the whole root (item 67) would try 1.Kb1 without the race too,
    // and so would the admissible pass (item 76) after the tie.
    cfg.switches.whole_root = false;
    cfg.switches.admissible_pass = false;
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
    // On in studies, off in play and fig21 (docs/studies-log.md, forty-eighth session).
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
    // out spent the budget and lost the +6: docs/studies-log.md, forty-eighth session).
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
    // Off in every preset (docs/studies-log.md, forty-ninth session: two proofs more on the
    // locked set, two fewer on a fresh one; docs/search.md item 65); its effect on the
    // locked set is pinned in tests/locked_verdicts.rs. Below a root out of the class nothing
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

/// A search of `fen` in the studies preset at one horizon, `h` (no deepening), with `set`
/// applied.
fn run_at(fen: &str, h: u8, set: impl Fn(&mut SearchConfig)) -> SearchResult {
    let cfg = SearchConfig::studies().at_horizon(h);
    common::search_from(cfg, fen, 100_000, set).1
}

/// [`run_at`] with the defender's holds on or off.
fn run_hold(fen: &str, h: u8, hold: bool) -> SearchResult {
    run_at(fen, h, |c| c.switches.race_hold = hold)
}

#[test]
fn the_defenders_holds_separate_the_key_of_a_locked_race() {
    // On in studies, off in fig21 and inert in play, whose race is not played out
    // (docs/studies-log.md, sixty-third session; docs/search.md item 73).
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
fn the_race_s_move_rules_act_only_below_a_root_of_their_class() {
    // The breakthrough's lines pass through locked pawns, but its root is not of the
    // class: its search is the same with the defender's holds (item 73), with the race's
    // guarding steps (item 74), with the race to each pawn (item 80) and with the race's
    // mate defence (item 81).
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    for run in [run_hold, run_guard, run_targets, run_mate_defence] {
        let (a, b) = (run(fen, 4, false), run(fen, 4, true));
        assert_eq!(
            (a.best_move, a.value, a.tree_size, a.moves_considered),
            (b.best_move, b.value, b.tree_size, b.moves_considered)
        );
    }
}

/// UQLF 030 (`fixtures/unique-wins-locked-fresh.epd`): only 1.Kh5! wins. After 1.Kh4? Kd3
/// 2.Kh5 Ke4 3.Kg6 Black forces the first capture, but 3…Kxd5 leaves f6 to 4.Kxf6 and the
/// f-pawn; 3…Ke5! guards f6, and d5 falls a move later.
const UQLF_030: &str = "8/8/3p1p2/3P1P2/6K1/8/2k5/8 w - - 0 1";

/// [`run_at`] with the race's guarding steps on or off, without the race to each pawn
/// (item 80, which came after them and offers the guarding king its other aims too) and
/// without the race's mate defence (item 81, which after the soonest capture tries the
/// guarding king's other steps too).
fn run_guard(fen: &str, h: u8, guard: bool) -> SearchResult {
    run_at(fen, h, |c| {
        c.switches.race_guard = guard;
        c.switches.race_targets = false;
        c.switches.race_mate_defence = false;
    })
}

#[test]
fn the_guarding_steps_refute_a_capture_taken_too_soon() {
    // On in studies, off in fig21 and inert in play, whose race is not played out
    // (docs/studies-log.md, sixty-fourth session; docs/search.md item 74).
    assert!(SearchConfig::studies().switches.race_guard);
    assert!(!SearchConfig::fig21().switches.race_guard);
    assert!(!SearchConfig::play().switches.kings_race_played);
    // Without them Black's race takes d5 at once and 1.Kh4 is valued a win (a table's
    // mate); with them Black's king guards f6 first, and 1.Kh5 is alone at +1.
    let without = run_guard(UQLF_030, 4, false);
    assert_eq!(without.best_move.as_deref(), Some("Kh4"), "{without:?}");
    assert!(without.value > 900, "{without:?}");
    let with = run_guard(UQLF_030, 4, true);
    assert_eq!(with.best_move.as_deref(), Some("Kh5"), "{with:?}");
    assert_eq!(with.value, 1, "{with:?}");
    assert!(with.separated, "{with:?}");
}

/// UQLF 019 (`fixtures/unique-wins-locked-fresh.epd`): only 1…Kb3! wins. Black's
/// soonest capture is b6's (1…Ka5 and 2…Kxb6), which White answers by taking d3; after
/// 1…Kb3 Black's king forces its way to d2 by zugzwang (2.Kc1 Ka2 3.Kd1 Kb2 4.Ke1 Kc1).
const UQLF_019: &str = "8/1p6/1P6/8/k7/3p4/3P4/1K6 b - - 0 1";

/// [`run_at`] with the race to each pawn on or off (the admissible pass off, so that the
/// tie without it is the answer).
fn run_targets(fen: &str, h: u8, targets: bool) -> SearchResult {
    run_at(fen, h, |c| {
        c.switches.race_targets = targets;
        c.switches.admissible_pass = false;
    })
}

#[test]
fn the_race_to_each_pawn_finds_the_slower_capture_that_wins() {
    // On in studies, off in fig21 and inert in play, whose race is not played out
    // (docs/studies-log.md, seventy-seventh session; docs/search.md item 80).
    assert!(SearchConfig::studies().switches.race_targets);
    assert!(!SearchConfig::fig21().switches.race_targets);
    assert!(!SearchConfig::play().switches.kings_race_played);
    // Without it the race after 1…Kb3 2.Kc1 takes b6, and White takes d3: 1…Kb3 is worth
    // no more than 1…Kb5, which keeps the material (a tie at 0). With it Black's king also
    // heads for d2 and wins it: 1…Kb3 is alone, a pawn up (White's side: −1).
    let without = run_targets(UQLF_019, 8, false);
    assert_eq!(without.value, 0, "{without:?}");
    assert!(!without.separated, "{without:?}");
    let with = run_targets(UQLF_019, 8, true);
    assert_eq!(with.best_move.as_deref(), Some("Kb3"), "{with:?}");
    assert_eq!(with.value, -1, "{with:?}");
    assert!(with.separated, "{with:?}");
}

/// UQL 013 (`fixtures/unique-wins-locked.epd`): only 1…Kd5 wins; 1…Kc5, 1…Kb5 and 1…Kb6
/// draw (Stockfish 0). After 1…Kc5 2.Kc7 Kd5 3.Kd7 Kd4 4.Kd6 Ke3 5.Ke5 Kf3 White forces
/// the first capture, and the race gives it 6.Kf5 and 7.Kxg4 alone, after which 7…Kxh2
/// wins by the pawns' table; 6.Kd4! draws.
const UQL_013: &str = "1K6/8/2k5/8/6p1/6Pp/7P/8 b - - 0 1";

/// [`run_at`] with the race's mate defence on or off.
fn run_mate_defence(fen: &str, h: u8, on: bool) -> SearchResult {
    run_at(fen, h, |c| c.switches.race_mate_defence = on)
}

/// Whether a root son of `r` is valued as a mate (beyond any material).
fn a_root_son_is_mated(r: &SearchResult) -> bool {
    r.root_sons
        .iter()
        .any(|s| s.value.is_some_and(|v| v.abs() > 500))
}

#[test]
fn the_race_s_mate_defence_refutes_a_mate_of_the_race_s_moves_alone() {
    // On in studies, off in fig21 and inert in play, whose race is not played out
    // (docs/studies-log.md, seventy-ninth session; docs/search.md item 81).
    assert!(SearchConfig::studies().switches.race_mate_defence);
    assert!(!SearchConfig::fig21().switches.race_mate_defence);
    assert!(!SearchConfig::play().switches.kings_race_played);
    // Without it White's race walks into the lost pawn ending, and the draws 1…Kb6 and
    // 1…Kc5 are valued as mates for Black; with it White's king finds the hold, and no
    // root move is valued beyond the material.
    let without = run_mate_defence(UQL_013, 4, false);
    assert!(without.value < -900, "{without:?}");
    assert!(a_root_son_is_mated(&without), "{without:?}");
    let with = run_mate_defence(UQL_013, 4, true);
    assert!(!a_root_son_is_mated(&with), "{with:?}");
    assert!(with.value.abs() <= 2, "{with:?}");
}
