//! The race over's gain by two checks (`MoSettings::race_gain_checks`, `docs/search.md`
//! item 61) shown changing a search, on a position of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 005): after 1.g7 c2 2.g8=Q c1=Q the race is over —
//! White can neither take the new queen nor promote — and the line ends. One check wins
//! nothing there; two do (the king driven onto a line with its queen), so with one check
//! the line is valued by its material and the key is not shown to win, with two it is.

mod common;

use pioneer_tree::SearchConfig;

/// White to move: 1.g7 wins (Stockfish: the one winning move).
const UQW_005: &str = "8/1p1k4/1P3PP1/6p1/8/2p5/7K/8 w - - 0 1";

/// The value after 1.g7 c2 2.g8=Q c1=Q (White's view, `None` if not searched), the
/// answer and its value at 10 000 moves, with the gain by `checks` checks.
fn search(checks: u8) -> (Option<i32>, String, i32) {
    let (search, result) =
        common::studies_search(UQW_005, 10_000, |c| c.switches.mo.race_gain_checks = checks);
    let node = common::node_after(&search, &["g6g7", "c3c2", "g7g8q", "c2c1q"]);
    let value = node.and_then(|n| search.tree().node_value(n).map(|v| v.material_value()));
    (
        value,
        result.best_move_uci.unwrap_or_default(),
        result.value,
    )
}

#[test]
fn two_checks_show_the_key_winning() {
    let (_, best, value) = search(1);
    assert_eq!(best, "g6g7");
    assert!(
        value <= 0,
        "one check: the key is not shown to win ({value})"
    );
    let (after, best, value) = search(2);
    assert_eq!(best, "g6g7");
    assert!(value > 0, "two checks: the key wins ({value})");
    if let Some(v) = after {
        assert!(v > 0, "the queens' race counted with the skewer: {v}");
    }
}

#[test]
fn two_checks_in_studies_only() {
    assert_eq!(SearchConfig::studies().switches.mo.race_gain_checks, 2);
    assert_eq!(SearchConfig::fig21().switches.mo.race_gain_checks, 1);
}
