//! The pawn tables (`Switches::pawn_tables`, `docs/search.md` item 53) shown changing a
//! search, on two positions of Lasker and Reichhelm's study played out (Stockfish's
//! line). In `8/8/3p4/pK1P4/P2k4/8/8/8 w` the key 1.Kxa5 wins: after 1…Kxd5 king and pawn
//! stand against king and pawn, and with the tables that line ends with its exact value
//! (the a-pawn queens), where without them it ends at its material. In
//! `8/8/1K1pk3/8/P7/8/8/8 w` the root itself is of the class: a study of the class is
//! searched, not looked up, so the tables change nothing there.
//!
//! The race's pawn tables (`Switches::race_pawn_tables`, item 70) read king and pawn
//! against king and pawn below a root of the kings' race's class only: the first position
//! is one (its pawns locked), the pawn breakthrough is not.

mod common;

/// A search of `fen` in 30 000 moves with the pawn tables on or off (the race's too):
/// the answer, its value and the tree's size.
fn run(fen: &str, tables: bool) -> (String, i32, usize) {
    run_with(fen, tables, tables)
}

/// A search of `fen` in 30 000 moves with the pawn tables and the race's pawn tables
/// each on or off: the answer, its value and the tree's size.
fn run_with(fen: &str, tables: bool, race_tables: bool) -> (String, i32, usize) {
    let (_, r) = common::studies_search(fen, 30_000, |c| {
        c.switches.pawn_tables = tables;
        c.switches.race_pawn_tables = race_tables;
        // Derived before the race's horizon (item 72) and the widest horizon for every
        // root, whose wider horizons see the a-pawn's promotion without a table.
        c.max_horizon = common::MAX_HORIZON_BEFORE_65TH;
    });
    (r.best_move.expect("a move"), r.value, r.tree_size)
}

#[test]
fn the_pawn_tables_end_the_line_that_comes_down_to_a_pawn_against_a_pawn() {
    let fen = "8/8/3p4/pK1P4/P2k4/8/8/8 w - - 0 1";
    let (mv, v, without) = run(fen, false);
    assert_eq!(
        (mv.as_str(), v),
        ("Kxa5", 0),
        "the material: a pawn each way"
    );
    let (mv, v, with) = run(fen, true);
    assert_eq!(mv, "Kxa5");
    assert!(v > 0, "the line 1…Kxd5 won by the table: {v}");
    assert!(with < without, "{with} against {without}");
}

#[test]
fn a_root_of_the_class_is_searched_not_looked_up() {
    let fen = "8/8/1K1pk3/8/P7/8/8/8 w - - 0 1";
    assert_eq!(run(fen, true), run(fen, false));
}

#[test]
fn the_race_pawn_tables_read_below_a_race_root_only() {
    // A root of the race's class: the race's tables alone value 1…Kxd5 as the tables do.
    let fen = "8/8/3p4/pK1P4/P2k4/8/8/8 w - - 0 1";
    let (mv, v, _) = run_with(fen, false, true);
    assert_eq!(mv, "Kxa5");
    assert!(v > 0, "the line 1…Kxd5 won by the table: {v}");
    assert_eq!(run_with(fen, false, true), run_with(fen, true, false));
    // The breakthrough's root is not of the class: the same search with them or without.
    let fen = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
    assert_eq!(run_with(fen, false, true), run_with(fen, false, false));
}

#[test]
fn only_the_studies_preset_reads_the_race_tables() {
    // The engine builds them when it is made only where a search may read them
    // (`Switches::prepare_every_table`): the play preset does not play the race out.
    use pioneer_tree::SearchConfig;
    assert!(SearchConfig::studies().switches.reads_race_tables());
    assert!(!SearchConfig::play().switches.reads_race_tables());
    assert!(!SearchConfig::fig21().switches.reads_race_tables());
    let mut no_tables = SearchConfig::studies();
    no_tables.switches.mate_tables = false;
    assert!(!no_tables.switches.reads_race_tables());
}
