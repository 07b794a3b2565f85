//! Exact values and bounds in the final tree (§2.4–2.5): `Search::bound`, and
//! transpositions that keep only exact values.

use pioneer_tree::{Bound, NodeId, Search, SearchConfig};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

fn bounds(search: &Search) -> Vec<Bound> {
    (0..search.tree().len() as u32)
        .filter_map(|i| search.bound(NodeId(i)))
        .collect()
}

/// Réti's search cuts on the ancestor comparison: some nodes carry bounds, and a node cut at a
/// White node is a lower bound, at a Black node an upper one.
#[test]
fn the_tree_says_which_values_are_bounds() {
    let mut s = Search::from_fen(RETI, SearchConfig::studies()).unwrap();
    s.run();
    let b = bounds(&s);
    assert_eq!(b.len(), s.tree().len());
    assert!(b.contains(&Bound::Exact));
    assert!(
        b.iter().any(|&x| x != Bound::Exact),
        "Réti's search has ancestor cutoffs: {b:?}"
    );
    // Without the ancestor comparison every value is exact.
    let mut cfg = SearchConfig::fig21();
    cfg.switches.ancestor_cutoff = false;
    let mut s = Search::from_fen(pioneer_rules::FIG21_FEN, cfg).unwrap();
    // (Fig. 21's final tree has no node cut by it either.)
    s.run();
    assert!(bounds(&s).iter().all(|&x| x == Bound::Exact));
    assert_eq!(s.bound(NodeId(u32::MAX)), None);
}

/// The root's sons carry the bound kinds of the root moves (for the honest verdicts).
#[test]
fn root_sons_have_bound_kinds() {
    let mut s = Search::from_fen(RETI, SearchConfig::studies()).unwrap();
    let r = s.run();
    assert_eq!(r.best_move.as_deref(), Some("Kg7"));
    let sons: Vec<(NodeId, Bound)> = s
        .tree()
        .children(NodeId::ROOT)
        .filter_map(|c| s.bound(c).map(|b| (c, b)))
        .collect();
    assert!(!sons.is_empty());
    println!("Réti root sons: {sons:?}");
}

/// Transpositions keep only exact values: before, a subtree whose sons were cut by the
/// ancestor comparison was stored and reused as a value (Réti: 300 nodes then, more now
/// that fewer positions are taken over).
#[test]
fn transpositions_store_only_exact_values() {
    let mut on = Search::from_fen(RETI, SearchConfig::studies()).unwrap();
    let r_on = on.run();
    let mut cfg = SearchConfig::studies();
    cfg.switches.transpositions = false;
    let r_off = Search::from_fen(RETI, cfg).unwrap().run();
    // The same answer with or without them, and they still save work.
    assert_eq!(
        (r_on.best_move.as_deref(), r_on.value),
        (r_off.best_move.as_deref(), r_off.value)
    );
    assert!(r_on.transpositions > 0);
    assert!(r_on.moves_considered <= r_off.moves_considered);
}
