//! The whole root (`Switches::whole_root`, ours: `docs/search.md` item 67): the root, its
//! MO moves exhausted, examines every other legal move too, so that the search can show
//! every alternative to its move worse — the proof criterion counts a key only then
//! (`docs/results.md`).

use pioneer_rules::Ply;
use pioneer_tree::{Search, SearchConfig, columns::NodeId};

/// Réti 1921: 1.Kg7 draws; 1.Kg8, 1.Kh7 and 1.c7 are the other legal moves.
const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

/// A pawn one step from promotion: four promotions and the king's steps.
const PROMOTION: &str = "8/4P3/8/8/8/k7/8/K7 w - - 0 1";

/// The search of `fen` with the studies preset, the whole root as `whole`, stopped after
/// 10 000 moves (as `pioneer solve --nodes 10000` runs it).
fn search(fen: &str, whole: bool) -> Search {
    let mut cfg = SearchConfig::studies();
    cfg.switches.whole_root = whole;
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN")
}

/// How many legal moves of the root position are none of the final tree's root sons.
fn unexamined(s: &Search) -> usize {
    let tree = s.tree();
    let sons: Vec<Ply> = tree
        .children(NodeId::ROOT)
        .filter_map(|c| tree.ply(c))
        .collect();
    s.game()
        .legal_moves()
        .iter()
        .filter(|m| !sons.contains(&Ply::Move(**m)))
        .count()
}

#[test]
fn retis_root_examines_every_legal_move_only_with_the_switch() {
    let mut on = search(RETI, true);
    let with = on.run();
    assert_eq!(with.best_move.as_deref(), Some("Kg7"), "{with:?}");
    assert!(
        with.whole_root && with.separated && with.finished,
        "{with:?}"
    );
    assert_eq!(unexamined(&on), 0);
    // The MO's root leaves a legal move out: its separation shows nothing of that move.
    let mut off = search(RETI, false);
    let without = off.run();
    assert_eq!(without.best_move.as_deref(), Some("Kg7"), "{without:?}");
    assert!(!without.whole_root, "{without:?}");
    assert!(unexamined(&off) > 0);
    // Refuting the moves the MO left out costs nodes (docs/studies-log.md, fifty-fifth
    // session: 209 against 67 when measured; 99 against 53 with the mate defence against
    // mates on the board only, fifty-sixth session).
    assert!(with.tree_size > without.tree_size, "{with:?} {without:?}");
}

#[test]
fn the_whole_root_examines_the_minor_promotions() {
    let mut s = search(PROMOTION, true);
    let r = s.run();
    assert!(r.whole_root, "{r:?}");
    assert_eq!(unexamined(&s), 0);
    assert_eq!(r.best_move.as_deref(), Some("e8=Q"), "{r:?}");
}

#[test]
fn on_in_the_studies_preset_only() {
    assert!(SearchConfig::studies().switches.whole_root);
    assert!(!SearchConfig::play().switches.whole_root);
    assert!(!SearchConfig::fig21().switches.whole_root);
}
