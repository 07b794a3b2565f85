//! A promotion zone follows its pawn's file (`MoSettings::promotion_follows_file`,
//! `docs/search.md` item 62), shown on a position of the unique-wins set
//! (`fixtures/unique-wins.epd`, UQW 001: Black to move, 1…f2 the one winning move).
//!
//! After 1…dxe2 the pawn that took stands on the e-file, one push from e1. Without the
//! switch it keeps the zone of the d-file it started on (toward d1, a square it can no
//! longer push to), its new route is no zone, no white piece watches e1, and the
//! branching ban (§2.10) keeps 2.Kd2 out once 2.Kd3 was tried along the king's bundles to
//! e2 and f1 — so 1…dxe2 looks like a win for Black by a queen. With the switch the old
//! zone no longer stands, the pawn gets the zone of e1, the king a bundle onto e1 through
//! d2, and 2.Kd2 (2…e1=Q 3.Kxe1) refutes 1…dxe2.

mod common;

use pioneer_rules::Ply;
use pioneer_tree::{Search, SearchConfig};
use pioneer_zones::ZoneType;

/// Black to move: 1…f2 wins (Stockfish: the one winning move); 1…dxe2? 2.Kd2! does not.
const UQW_001: &str = "8/8/P4k2/8/8/2Kp1p2/4P3/8 b - - 0 1";

/// The promotion squares of the live promotion zones in the search's current position,
/// sorted.
fn promotion_squares(s: &Search) -> Vec<String> {
    let mo = s.mo();
    let mut squares: Vec<String> = mo
        .live_zones(s.game())
        .into_iter()
        .filter(|&z| mo.cell(z).zone_type == ZoneType::Promotion)
        .map(|z| mo.cell(z).ak.to_string())
        .collect();
    squares.sort();
    squares
}

/// The promotion squares of the live promotion zones after `line` (UCI), and White's
/// candidate moves there, in the studies preset at one horizon with the switch `on`.
fn after(line: &[&str], on: bool) -> (Vec<String>, Vec<String>) {
    let mut cfg = SearchConfig::studies().at_horizon(11);
    cfg.switches.mo.promotion_follows_file = on;
    let mut s = Search::from_fen(UQW_001, cfg).expect("valid FEN");
    s.prepare();
    for uci in line {
        let m = s.game().parse_uci(uci).expect("legal move");
        s.walk_down(Ply::Move(m));
    }
    let promotions = promotion_squares(&s);
    let plies = s
        .candidate_plies()
        .iter()
        .map(pioneer_rules::notation::printout)
        .collect();
    (promotions, plies)
}

#[test]
fn the_capturing_pawn_gets_the_zone_of_its_new_file() {
    let (zones, plies) = after(&["d3e2"], false);
    assert!(zones.contains(&"d1".to_string()), "{zones:?}");
    assert!(!zones.contains(&"e1".to_string()), "{zones:?}");
    let (zones, plies_on) = after(&["d3e2"], true);
    assert!(zones.contains(&"e1".to_string()), "{zones:?}");
    assert!(!zones.contains(&"d1".to_string()), "{zones:?}");
    // The king's step beside e1 is offered along the new watch bundle, first.
    assert_eq!(
        plies_on.first().map(String::as_str),
        Some("KC3-D2"),
        "{plies_on:?}"
    );
    assert!(plies.contains(&"KC3-D2".to_string()), "{plies:?}");
}

#[test]
fn the_zone_of_the_old_file_stands_again_when_the_capture_is_taken_back() {
    let mut cfg = SearchConfig::studies().at_horizon(11);
    cfg.switches.mo.promotion_follows_file = true;
    let mut s = Search::from_fen(UQW_001, cfg).expect("valid FEN");
    s.prepare();
    let before = promotion_squares(&s);
    assert!(before.contains(&"d1".to_string()), "{before:?}");
    let m = s.game().parse_uci("d3e2").expect("legal move");
    s.walk_down(Ply::Move(m));
    assert!(s.walk_up());
    assert_eq!(promotion_squares(&s), before);
}

#[test]
fn the_search_refutes_the_capture_with_the_switch() {
    let run = |on: bool| {
        common::studies_search(UQW_001, 10_000, |c| {
            c.switches.mo.promotion_follows_file = on
        })
        .1
    };
    let off = run(false);
    assert_eq!(off.best_move_uci.as_deref(), Some("d3e2"), "{off:?}");
    assert!(
        off.value < -1,
        "1…dxe2 valued as a win for Black: {}",
        off.value
    );
    let on = run(true);
    assert_eq!(on.best_move_uci.as_deref(), Some("f3f2"), "{on:?}");
    assert!(on.value < 0, "1…f2 wins for Black: {}", on.value);
}

#[test]
fn on_in_studies_off_in_fig21() {
    assert!(SearchConfig::studies().switches.mo.promotion_follows_file);
    assert!(!SearchConfig::fig21().switches.mo.promotion_follows_file);
}
