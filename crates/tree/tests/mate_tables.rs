//! The mate tables in search (`Switches::mate_tables`, `docs/search.md` item 26): a line
//! that reaches king and queen, rook or pawn against a bare king ends with the table's exact
//! value, so the search mates where the zones, which have no goal against a bare king,
//! only keep the material.

use pioneer_tree::{MATE, Search, SearchConfig, SearchResult};

fn run(fen: &str, tables: bool) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.mate_tables = tables;
    cfg.limits.max_moves = 20_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn the_queen_mates_with_the_tables_and_only_keeps_the_material_without() {
    // Chernev no. 3 as played against Stockfish (`docs/studies.md`): after 5.e8=Q the
    // queen against the bare king. Mate in 4 (the table; Stockfish agrees).
    const QUEEN: &str = "8/5k2/8/8/2K5/8/8/4Q3 w - - 0 1";
    let with = run(QUEEN, true);
    let mates =
        pioneer_rules::mate_table::verdict(&pioneer_rules::parse_fen(QUEEN).expect("valid FEN"));
    let Some(pioneer_rules::mate_table::Verdict::Mates(n)) = mates else {
        panic!("won for White: {mates:?}");
    };
    assert_eq!(with.value, MATE - (2 * i32::from(n) - 1), "{with:?}");
    let without = run(QUEEN, false);
    assert_eq!(without.value, 0, "{without:?}");
}

#[test]
fn a_root_of_the_class_tries_the_king_moves_too() {
    // Chernev no. 1 as first played with the tables (`docs/studies.md`): mate in 2 by
    // 10.Kc2, a king move that no zone offers. The MO gives the root only queen moves;
    // a root of the tables' class tries every legal move, and the table's mate in 2 is
    // found (MATE less its three half-moves), where the queen moves alone give mate in 3.
    const CHERNEV_1_MOVE_10: &str = "8/8/8/8/3Q4/k7/8/2K5 w - - 9 10";
    let r = run(CHERNEV_1_MOVE_10, true);
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Kc2"), MATE - 3));
}

#[test]
fn the_bare_king_sees_its_mate_and_the_drawn_capture() {
    // Black to move: 1...Kb8 2.Rh8# (the table: mated in 1), valued as that checkmate
    // two half-moves down; without the tables the line keeps the material (0).
    const MATED: &str = "k7/8/1K6/8/8/8/8/7R b - - 0 1";
    assert_eq!(run(MATED, true).value, MATE - 2);
    assert_eq!(run(MATED, false).value, 0);
    // The king can take the rook: the table's draw, worth the material back to zero
    // (m_t after the capture, -5 from White's side), as without the tables.
    const TAKES: &str = "8/8/8/8/8/2k5/2R5/K7 b - - 0 1";
    let with = run(TAKES, true);
    assert_eq!((with.best_move.as_deref(), with.value), (Some("Kxc2"), -5));
}

#[test]
fn the_studies_settings_have_them_and_fig21_not() {
    assert!(SearchConfig::studies().switches.mate_tables);
    assert!(!SearchConfig::fig21().switches.mate_tables);
}
