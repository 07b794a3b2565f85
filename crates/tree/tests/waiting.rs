//! Waiting moves (`MoSettings::waiting_moves`, ours: `docs/search.md` item 22): a side that
//! attacks in a live zone may not pass, but once every move it tried loses material it may
//! wait with a piece that is neither an attacking piece nor a target of a live zone.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult};

/// Two connected passed pawns on the fifth rank against the bare king, the white king far
/// away: White wins (the pawns defend themselves; the king comes).
const CONNECTED: &str = "8/5k2/8/4PP2/8/8/8/K7 w - - 0 1";

/// The three-pawn breakthrough: White's king takes no part in any zone, so where a push
/// loses material it may wait.
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";

fn run(fen: &str, waiting: bool) -> SearchResult {
    run_limited(fen, waiting, u64::MAX)
}

fn run_limited(fen: &str, waiting: bool, moves: u64) -> SearchResult {
    // One horizon, without opened promotion routes (with them the breakthrough sees the
    // queen and runs to the limits either way: `docs/search.md` item 23) and without
    // remembered moves (item 28: their order of the final step hides the waits' growth
    // of the tree, though the moves considered still grow), on the inclusion clock of
    // the sixteenth session's preset (derived there).
    let mut cfg = common::studies_inclusion_clock().at_horizon(8);
    cfg.switches.mo.opened_promotions = false;
    cfg.switches.remembered_moves = false;
    cfg.switches.mo.waiting_moves = waiting;
    cfg.limits.max_moves = moves;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn waiting_moves_grow_the_breakthrough_search() {
    // With waiting moves White's king walks wherever a push loses material: the search
    // considers more moves and its tree grows (both finish).
    let without = run(BREAKTHROUGH, false);
    let with = run_limited(BREAKTHROUGH, true, 100_000);
    assert!(without.finished && with.finished, "{without:?} {with:?}");
    assert!(with.moves_considered > without.moves_considered);
    assert!(with.tree_size > without.tree_size);
}

#[test]
fn the_connected_pawns_stay_positive() {
    // The studies search valued them +7 before declining and repetitions (1.f6 Ke6,
    // White's (−) side waits with a pass, the king takes e5 and the f-pawn runs); with
    // them it finds no progress (0: the black king walks round while White passes). A
    // waiting move never makes it a loss.
    for waiting in [false, true] {
        let r = run(CONNECTED, waiting);
        assert!(r.stopped.is_none());
        assert!(r.value >= 0, "waiting {waiting}: {r:?}");
    }
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
    // Measured on the whole suites (docs/studies-log.md): the proven counts do not change and
    // the breakthrough's tree grows from 62 nodes to hundreds, unfinished.
    assert!(!SearchConfig::studies().switches.mo.waiting_moves);
    assert!(!SearchConfig::fig21().switches.mo.waiting_moves);
}
