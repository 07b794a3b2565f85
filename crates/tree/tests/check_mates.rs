//! Mate by checks at the end of a line (`MoSettings::check_mates`, `docs/search.md` item
//! 49) shown changing a search, on the position where the studies' play-out against
//! Stockfish lost Botvinnik–Capablanca: after 1.Qb8? Qxe6 2.Qxa7+ Qf7 3.Qxb6 Ng4 the
//! Pioneer engine played 4.h3??, and 4…Qf2+ 5.Kh1 Qe1+ 6.Nf1 Qxf1# followed. Without the
//! proof the line 4.h3 ends at its material; with it, at the checkmate five half-moves
//! down.

mod common;

use pioneer_rules::Ply;
use pioneer_tree::columns::NodeId;
use pioneer_tree::{MATE, SearchConfig};

/// Botvinnik–Capablanca played out, White to move at move 4.
const AFTER_NG4: &str = "8/5qkp/1Q4p1/3p4/2pP2n1/1nP3N1/1B4PP/6K1 w - - 1 4";

/// The value of the root son 4.h3 after a search of 2 000 moves, with the proof on or off.
fn value_of_h3(check_mates: bool) -> Option<i32> {
    let (search, _) = common::studies_search(AFTER_NG4, 2_000, |c| {
        c.switches.mo.check_mates = check_mates
    });
    let tree = search.tree();
    let h3 = tree.children(NodeId::ROOT).find(|&c| {
        matches!(tree.ply(c), Some(Ply::Move(m)) if m.to().to_string() == "h3" && m.from().is_some_and(|f| f.to_string() == "h2"))
    })?;
    tree.node_value(h3).map(|v| v.material_value())
}

#[test]
fn the_queens_checks_value_h3_as_mated() {
    let without = value_of_h3(false).expect("4.h3 searched without the proof");
    assert!(without.abs() < 100, "material without the proof: {without}");
    let with = value_of_h3(true).expect("4.h3 searched with the proof");
    // White mated: 4.h3 at depth 1, then the five half-moves of checks.
    assert!(with <= -(MATE - 8), "mated with the proof: {with}");
}

#[test]
fn the_proof_is_off_in_both_presets() {
    assert!(!SearchConfig::fig21().switches.mo.check_mates);
    assert!(!SearchConfig::studies().switches.mo.check_mates);
}
