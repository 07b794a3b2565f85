//! The mate defence against mates on the board only (`MoSettings::mate_defence_board_only`,
//! ours: `docs/search.md` item 68): a side whose lines end in a mate read from an endgame
//! table — a won ending's distance to mate — takes it; a mate met on the board still
//! calls for the king's steps (or every move).

use pioneer_tree::{MateDefence, NodeValue, Search, SearchConfig, SearchResult};
use std::time::Duration;

mod common;

/// Réti 1921: 1.Kg7 draws; 1.Kh7 and 1.Kg8 lose to the h-pawn, whose queen the tables
/// of king and pawn against king and of the queen against a pawn count in moves to mate.
const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

/// The search of `fen` with `cfg`, the board-only switch as `board_only`, stopped after
/// `moves` moves considered.
fn run(fen: &str, mut cfg: SearchConfig, board_only: bool, moves: u64) -> SearchResult {
    cfg.switches.mo.mate_defence_board_only = board_only;
    cfg.limits.max_moves = moves;
    cfg.limits.max_time = Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn retis_refutations_take_the_tables_mates() {
    // With the studies preset's mate defence (the king's steps), every line of 1.Kh7 Kb6
    // ends in a table's mate, so White's king tries each of its steps at every move of
    // the chase; on the board only, the MO's moves refute 1.Kh7 and 1.Kg8 (measured: 99
    // nodes against 209, docs/studies-log.md, fifty-sixth session).
    let mut cfg = SearchConfig::studies();
    cfg.switches.mo.mate_defence = MateDefence::King;
    let every = run(RETI, cfg, false, 200_000);
    let board = run(RETI, cfg, true, 200_000);
    for r in [&every, &board] {
        assert_eq!(r.best_move.as_deref(), Some("Kg7"), "{r:?}");
        assert_eq!(r.value, 0, "{r:?}");
        assert!(r.finished && r.separated && r.whole_root, "{r:?}");
    }
    assert!(board.tree_size < every.tree_size, "{board:?} {every:?}");
    assert!(board.tree_size <= 100, "Réti's tree: {board:?}");
}

#[test]
fn a_mate_on_the_board_is_still_defended() {
    // EET 061 after 1.c7? (`docs/search.md` item 47): after 1…Rc1 2.Kf6 every move the MO
    // gives Black is met by 3.Rh2 mate, a mate on the board; the king's 2…Kh5 or 2…Kh7
    // escape with the switch on as without it.
    let fen = "8/ppP2K2/7k/5p2/8/6P1/R7/6r1 b - - 0 1";
    for board_only in [false, true] {
        let mut cfg = common::studies_before_horizon_step();
        cfg.switches.mo.mate_defence = MateDefence::King;
        let r = run(fen, cfg, board_only, 40_000);
        assert_eq!(r.best_move.as_deref(), Some("Rc1"), "{r:?}");
        assert!(r.value <= 1, "{r:?}");
    }
    // PET026 after 1…g1=Q (item 29): White's pass is mated by …Qg2 on the board, and the
    // rook's checks draw.
    let fen = "8/5k2/4p3/4Pp1p/5P1P/3Rn2K/8/6q1 w - - 0 1";
    for board_only in [false, true] {
        let mut cfg = common::studies_untimed();
        cfg.switches.mo.mate_defence = MateDefence::Every;
        let r = run(fen, cfg, board_only, 10_000);
        assert_eq!(r.best_move.as_deref(), Some("Rd7+"), "{r:?}");
        assert_eq!(r.value, 0, "{r:?}");
    }
}

#[test]
fn the_tables_mark_rides_outside_the_order() {
    let v = NodeValue::material(-974);
    let t = v.tabled();
    assert!(t.is_tabled() && !v.is_tabled());
    assert_eq!(t, v);
    assert_eq!(t.cmp(&v), std::cmp::Ordering::Equal);
    assert!(t.with_race(3).is_tabled());
    // The mark is not shown in the JSON of a value that has none.
    let json = serde_json::to_string(&v).expect("serializes");
    assert!(!json.contains("tabled"), "{json}");
}
