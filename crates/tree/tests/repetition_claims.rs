//! Repetition claims (`Switches::repetition_claims`, `docs/search.md` item 54) shown
//! changing a search. Lasker and Reichhelm's study played out: in the kings-only ending
//! after 20...Kxf6 (White a pawn up: a4, d4, d5 against a5, d6) the game went 22.Ke3 Kg4
//! … 27.Ke3 Kg4 28.Ke4 Kg5 29.Ke3 Kg4, the third time the position after …Kg4 stood on
//! the board: a draw. Black's king walking back to g4 is on no zone's trajectory, so the
//! tree that chose 29.Ke3 never offered Black the repetition.

mod common;

use pioneer_rules::{Game, Ply};
use pioneer_tree::{Search, SearchConfig};

/// After 29.Ke3, Black to move.
const AFTER_KE3: &str = "8/8/3p4/p2P2k1/P2P4/4K3/8/8 b - - 0 29";

/// The game's key of the position after 29...Kg4, which stood on the board twice
/// before (after 22...Kg4 and 27...Kg4).
fn repeated_key() -> u64 {
    let mut game = Game::from_fen(AFTER_KE3).expect("valid FEN");
    let kg4 = game.parse_uci("g5g4").expect("legal");
    game.make(&Ply::Move(kg4));
    game.key()
}

/// Before 29.Ke3, White to move.
const BEFORE_KE3: &str = "8/8/3p4/p2P2k1/P2PK3/8/8/8 w - - 0 29";

/// The answer at `fen` and its value (White's view, relative to the root's material)
/// with the switch as given, the position after 29...Kg4 twice in the game before.
fn answer(fen: &str, claims: bool) -> (String, i32) {
    let mut cfg = common::studies_before_check_gain();
    cfg.switches.repetition_claims = claims;
    cfg.limits.max_moves = 30_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    let mut search = Search::from_fen(fen, cfg).expect("valid FEN");
    let key = repeated_key();
    search.set_earlier_positions(vec![key, key]);
    let r = search.run();
    (r.best_move.expect("a move"), r.value)
}

#[test]
fn the_side_ahead_no_longer_walks_into_the_repetition() {
    // Without claims White plays the game's 29.Ke3: Black's tree moves are its king's
    // zones, and 29...Kg4 is not among them.
    assert_eq!(answer(BEFORE_KE3, false), ("Ke3".to_string(), 0));
    // With them 29...Kg4 is a draw Black claims, so 29.Ke3 keeps nothing: White keeps
    // its pawn another way.
    let (mv, v) = answer(BEFORE_KE3, true);
    assert!(mv != "Ke3" && v == 0, "with claims: {mv} {v}");
}

#[test]
fn at_the_root_every_move_is_tried_anyway() {
    // A kings-only root tries every legal move (the kings' race), so Black finds the
    // repetition itself there, with or without the switch.
    for claims in [false, true] {
        assert_eq!(answer(AFTER_KE3, claims), ("Kg4".to_string(), -1));
    }
}

/// UQW 004 (`fixtures/unique-wins.epd`, key 1…d1=Q): at 10 000 moves considered the
/// claims change the tree (409 nodes without, 325 with, `docs/studies-log.md`, thirty-seventh
/// session), not the answer.
#[test]
fn a_suite_position_changes_its_tree_not_its_answer() {
    const UQW_004: &str = "8/8/P1P5/4K3/2p4P/3k4/3p4/8 b - - 0 1";
    let run = |claims: bool| {
        // The preset the switch was measured on (the thirty-seventh session's).
        let (_, r) =
            common::search_from(common::studies_before_check_gain(), UQW_004, 10_000, |c| {
                c.switches.repetition_claims = claims
            });
        (r.best_move.expect("a move"), r.value, r.tree_size)
    };
    let (off, on) = (run(false), run(true));
    assert_eq!(off.0, "d1=Q");
    assert_eq!((on.0.as_str(), on.1), (off.0.as_str(), off.1));
    assert_ne!(on.2, off.2, "the same tree: {off:?} {on:?}");
}

#[test]
fn on_in_studies_and_play_off_in_fig21() {
    assert!(SearchConfig::studies().switches.repetition_claims);
    assert!(SearchConfig::play().switches.repetition_claims);
    assert!(!SearchConfig::fig21().switches.repetition_claims);
}
