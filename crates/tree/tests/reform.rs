//! A root piece off its bundle forming its zone again (`MoSettings::reform_off_bundle`,
//! `docs/search.md` item 71) shown changing a search, and kept to its scope: with
//! `ReformScope::Race` below a root of the kings' race's class only, with `Everywhere` in
//! every search.

mod common;

use pioneer_tree::{MoSettings, ReformScope, SearchConfig};

/// A search of `fen` in 30 000 moves with the scope given: the answer and the tree's size
/// (without the admissible pass, whose tree would answer after a tie).
fn run(fen: &str, scope: ReformScope) -> (String, usize) {
    let (_, r) = common::studies_search(fen, 30_000, |c| {
        c.switches.admissible_pass = false;
        c.switches.mo.reform_off_bundle = scope;
    });
    (r.best_move.expect("a move"), r.tree_size)
}

#[test]
fn below_a_race_root_the_kings_off_their_bundles_get_new_zones() {
    // UQL 011 (kings and locked pawns): the white king's zone against f6 runs through g5,
    // which the f6-pawn guards, and f5, its own pawn's. Off its bundle after any first
    // move, the king has no zone to play in and every line ends after 1…Kxb5; with its
    // zones formed again it goes on (1.Kh5 Kxb5 2.Kg6), and the tree grows.
    let fen = "8/8/1p3p2/1P1p1P2/k2P2K1/8/8/8 w - - 0 1";
    let (_, off) = run(fen, ReformScope::Off);
    let (_, race) = run(fen, ReformScope::Race);
    assert!(race > off, "{race} against {off}");
    assert_eq!(
        run(fen, ReformScope::Everywhere),
        run(fen, ReformScope::Race)
    );
}

#[test]
fn with_the_race_scope_a_root_of_another_class_searches_as_without() {
    // UQW 019 (a bishop and pawns against a knight and a pawn): not of the race's class,
    // so `Race` changes nothing there; `Everywhere` changes the tree.
    let fen = "8/2B5/P4P2/4K3/k7/8/pn6/8 w - - 0 1";
    let off = run(fen, ReformScope::Off);
    assert_eq!(run(fen, ReformScope::Race), off);
    assert_ne!(run(fen, ReformScope::Everywhere).1, off.1);
}

#[test]
fn the_studies_preset_forms_them_below_a_race_root_and_fig21_never() {
    assert_eq!(
        SearchConfig::studies().switches.mo.reform_off_bundle,
        ReformScope::Race
    );
    assert_eq!(
        SearchConfig::fig21().switches.mo.reform_off_bundle,
        ReformScope::Off
    );
    // The play preset keeps the studies' scope, but plays no race: no root is a race's
    // root there, so no zone is formed again.
    let play = SearchConfig::play();
    assert_eq!(play.switches.mo.reform_off_bundle, ReformScope::Race);
    assert!(!play.switches.kings_race_played);
    assert_eq!(MoSettings::OFF.reform_off_bundle, ReformScope::Off);
}

#[test]
fn the_scopes_are_named_and_parsed_back() {
    for scope in ReformScope::ALL {
        assert_eq!(scope.name().parse::<ReformScope>(), Ok(scope));
    }
    let err = "sometimes".parse::<ReformScope>().unwrap_err();
    assert!(err.contains("off, race, everywhere"), "{err}");
    // Which roots each scope forms the zones again below.
    assert!(!ReformScope::Off.applies(true));
    assert!(ReformScope::Race.applies(true) && !ReformScope::Race.applies(false));
    assert!(ReformScope::Everywhere.applies(false));
}
