//! The race won by tempi (`MoSettings::race_by_tempi`, `docs/search.md` item 60) shown
//! changing a search, on a position of the unique-wins set (`fixtures/unique-wins.epd`,
//! UQW 013: `8/8/2P4p/1k6/8/7P/7K/8 w`, won by 1.c7 only).
//!
//! The rule of the square ended a line where one side's pawn could not be caught only
//! when the other side had no pawn at all. With the switch, a line also ends where every
//! enemy pawn is still three pushes or more from queening when the unstoppable pawn
//! queens: after 1.c7 the c-pawn queens next move, and Black's h-pawn needs five pushes.
//! The verdict is checked against Stockfish in `tests/square_oracle.rs`.

mod common;

use pioneer_rules::parse_fen;
use pioneer_tree::SearchConfig;
use pioneer_tree::square::{SquareRule, verdict};

const RACE: &str = "8/8/2P4p/1k6/8/7P/7K/8 w - - 0 1";

/// The answer, its value and the final tree's size at 10 000 moves considered.
fn searched(race: bool) -> (Option<String>, i32, usize) {
    let (_, result) = common::studies_mo_root_search(RACE, 10_000, |c| {
        c.switches.mo.race_by_tempi = race;
    });
    assert!(result.finished, "the search finishes");
    (result.best_move_uci, result.value, result.tree_size)
}

#[test]
fn a_race_won_by_tempi_ends_the_line() {
    let key = Some("c6c7".to_string());
    assert_eq!(searched(false), (key.clone(), 8, 32));
    assert_eq!(searched(true), (key, 8, 20));
}

#[test]
fn the_verdict_needs_the_margin_and_no_check() {
    let rule = |race_by_tempi| SquareRule {
        even_race: true,
        all_stopped: true,
        race_by_tempi,
        race_blocked: false,
    };
    // After 1.c7 (Black to move): c8=Q next, the h-pawn five pushes away.
    let after = parse_fen("8/2P5/7p/1k6/8/7P/7K/8 b - - 0 1").unwrap();
    assert_eq!(verdict(&after, rule(false)), None);
    assert_eq!(verdict(&after, rule(true)), Some(8));
    // The h-pawn on h4, three pushes away: on h3 when the queen is made, on h2 (one push
    // left) with its next move, short of the margin.
    let near = parse_fen("8/2P5/8/1k6/7p/8/7K/8 b - - 0 1").unwrap();
    assert_eq!(verdict(&near, rule(false)), None);
    assert_eq!(verdict(&near, rule(true)), None);
    // In check from a pawn, the push must wait (Stockfish: a draw).
    let check = parse_fen("8/6p1/2P2K2/2k5/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(verdict(&check, rule(true)), None);
}

#[test]
fn the_race_by_tempi_is_off_in_fig21() {
    assert!(!SearchConfig::fig21().switches.mo.race_by_tempi);
}

#[test]
fn the_race_by_tempi_is_on_in_studies_and_play() {
    assert!(SearchConfig::studies().switches.mo.race_by_tempi);
    assert!(SearchConfig::play().switches.mo.race_by_tempi);
}
