//! The root restriction ([`Search::set_root_moves`], UCI `go searchmoves`): the root's
//! sons are only allowed moves, whether the MO offers them or not; without it the search
//! is unchanged.

use pioneer_rules::{Game, Move, Ply};
use pioneer_tree::{NodeId, Search, SearchConfig};
use std::time::Duration;

/// Réti's study: a small tree under the studies preset.
const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

fn config(checks: bool) -> SearchConfig {
    let mut cfg = SearchConfig::studies();
    cfg.switches.mo.checks = checks;
    // The MO's own root: with the whole root (item 67) every legal move is offered there.
    cfg.switches.whole_root = false;
    cfg.limits.max_time = Duration::from_secs(20);
    cfg
}

/// The root's sons after a search with the given restriction.
fn root_sons(restriction: Option<Vec<Move>>, checks: bool) -> Vec<Ply> {
    let mut s = Search::from_fen(RETI, config(checks)).unwrap();
    s.set_root_moves(restriction);
    s.run();
    let tree = s.tree();
    tree.children(NodeId::ROOT)
        .filter_map(|c| tree.ply(c))
        .collect()
}

fn moves(plies: &[Ply]) -> Vec<Move> {
    plies
        .iter()
        .filter_map(|p| match p {
            Ply::Move(m) => Some(*m),
            Ply::Pass => None,
        })
        .collect()
}

#[test]
fn no_restriction_is_the_whole_mo() {
    let whole = root_sons(None, true);
    assert_eq!(root_sons(Some(Vec::new()), true), whole);
    assert!(moves(&whole).len() >= 2, "{whole:?}");
}

#[test]
fn a_restricted_root_has_only_allowed_sons() {
    let whole = moves(&root_sons(None, true));
    // The MO's second root move alone, then its last two.
    for allowed in [vec![whole[1]], whole[whole.len() - 2..].to_vec()] {
        let sons = root_sons(Some(allowed.clone()), true);
        assert!(!sons.is_empty());
        for s in &sons {
            assert!(
                matches!(s, Ply::Move(m) if allowed.contains(m)),
                "{s:?} not in {allowed:?}"
            );
        }
    }
}

#[test]
fn an_allowed_move_the_mo_does_not_offer_is_tried() {
    let whole = moves(&root_sons(None, true));
    let game = Game::from_fen(RETI).unwrap();
    let outside: Move = *game
        .legal_moves()
        .iter()
        .find(|m| !whole.contains(m))
        .expect("a legal move outside the MO");
    // With and without the checks switch (which otherwise governs the all-legal root).
    for checks in [true, false] {
        let sons = root_sons(Some(vec![outside]), checks);
        assert_eq!(sons, vec![Ply::Move(outside)], "checks {checks}");
    }
}
