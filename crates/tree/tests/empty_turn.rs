//! The empty turn (`MoSettings::empty_turn`, `docs/search.md` item 52) shown changing a
//! search. In `8/8/1K1pk3/8/P7/8/8/8 w` (a position of Lasker and Reichhelm's study
//! played out, found on Stockfish's line) 1.a5 wins: after 1…Ke5 2.Kb7 d5 3.a6 Ke4 4.a7
//! Black's pawn is too slow to matter and its king too far, so the MO gives Black
//! nothing to play, and every Black move is a live zone's piece's, so the spare-pass rule
//! gives it no pass either. The line ended there at its material, 0, and 1.a5 was
//! valued a draw; with the empty turn Black passes (or moves) and 5.a8=Q is played.

mod common;

use pioneer_tree::{EmptyTurn, SearchConfig};

/// White to move wins with 1.a5 (Stockfish: the only winning move).
const RUNNING_PAWN: &str = "8/8/1K1pk3/8/P7/8/8/8 w - - 0 1";

/// The answer and its value (White's view) with `how`, in 30 000 moves, in the preset
/// the empty turn was shown on (before the thirty-ninth session: since then the race along
/// the answers to checks and the check's gain value 1.a5 as a win without it too).
fn answer(fen: &str, how: EmptyTurn) -> (String, i32) {
    let (_, r) = common::search_from(common::studies_before_check_gain(), fen, 30_000, |c| {
        c.switches.mo.empty_turn = how
    });
    (r.best_move.expect("a move"), r.value)
}

#[test]
fn a_side_with_nothing_to_play_no_longer_ends_the_promotion_race() {
    let (mv, v) = answer(RUNNING_PAWN, EmptyTurn::End);
    assert!(mv != "a5" && v == 0, "without: the draw, {mv} {v}");
    for how in [EmptyTurn::Pass, EmptyTurn::Every, EmptyTurn::PromotionPass] {
        let (mv, v) = answer(RUNNING_PAWN, how);
        assert_eq!(mv, "a5", "{how:?}");
        assert!(v > 800, "{how:?}: the queen seen, {v}");
    }
}

/// PET022 (`fixtures/dev-suites/pet.epd`, a draw): 1.Bd8 holds. Black's pawn on b2
/// cannot promote (the king on b1), so where the MO leaves a side nothing to play no
/// enemy pawn runs: the pass only against a running pawn keeps 1.Bd8 and its draw, the
/// pass everywhere lets lines go on that the material judged before and answers 1.a5.
#[test]
fn the_pass_only_against_a_promotion_keeps_the_other_lines_as_they_were() {
    let fen = "8/2B5/1p1p4/1PkP1p2/P4P2/5P2/1p6/bK6 w - - 0 1";
    let run = |how| {
        let (_, r) = common::studies_search(fen, 10_000, |c| c.switches.mo.empty_turn = how);
        (r.best_move.expect("a move"), r.value)
    };
    assert_eq!(run(EmptyTurn::End), ("Bd8".to_string(), 0));
    assert_eq!(run(EmptyTurn::PromotionPass), ("Bd8".to_string(), 0));
    let (mv, v) = run(EmptyTurn::Pass);
    assert!(
        mv != "Bd8" || v != 0,
        "the pass everywhere changes the answer: {mv} {v}"
    );
}

#[test]
fn the_presets_empty_turns() {
    assert_eq!(SearchConfig::fig21().switches.mo.empty_turn, EmptyTurn::End);
    assert_eq!(
        SearchConfig::studies().switches.mo.empty_turn,
        EmptyTurn::PromotionPass
    );
}
