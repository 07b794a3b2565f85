//! Waiting moves (`MoSettings::waiting_moves`, ours: `docs/search.md` item 22): a side that
//! attacks in a live zone may not pass, but once every move it tried loses material it may
//! wait with a piece that is neither an attacking piece nor a target of a live zone.

use pioneer_tree::{Search, SearchConfig, SearchResult};

/// Two connected passed pawns on the fifth rank against the bare king, the white king far
/// away: White wins (the pawns defend themselves; the king comes). Without a waiting move
/// White may only push a pawn, and every push loses one.
const CONNECTED: &str = "8/5k2/8/4PP2/8/8/8/K7 w - - 0 1";

fn run(fen: &str, waiting: bool) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.mo.waiting_moves = waiting;
    cfg.max_horizon = cfg.horizon;
    let r = Search::from_fen(fen, cfg).expect("valid FEN").run();
    assert!(r.stopped.is_none(), "{r:?}");
    r
}

#[test]
fn the_connected_pawns_win_once_white_may_wait() {
    let without = run(CONNECTED, false);
    assert!(without.value < 0, "every push loses a pawn: {without:?}");
    let with = run(CONNECTED, true);
    assert!(with.value > 0, "{with:?}");
    assert!(with.pv.iter().any(|m| m == "Kb1"), "White waits: {with:?}");
}

#[test]
fn a_waiting_move_is_a_legal_quiet_move_outside_the_zones() {
    // Réti's study: the white king is a piece of the zones, so nothing changes.
    const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let (a, b) = (run(RETI, false), run(RETI, true));
    assert_eq!(
        (a.tree_size, a.moves_considered, a.value),
        (b.tree_size, b.moves_considered, b.value)
    );
}

#[test]
fn neither_preset_waits() {
    // Measured on the whole suites (docs/studies.md): the proven counts do not change and
    // the breakthrough's tree grows from 62 nodes to hundreds, unfinished.
    assert!(!SearchConfig::studies().switches.mo.waiting_moves);
    assert!(!SearchConfig::fig21().switches.mo.waiting_moves);
}
