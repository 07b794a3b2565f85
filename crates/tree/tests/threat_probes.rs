//! Threat probes (`MoSettings::threat_probes`, ours: `docs/search.md` item 45): before
//! its first move at a node, a side whose piece an enemy zone's root piece can take at
//! once passes and plays each such capture, one half-move, for what vision then finds
//! onto the taken piece's square; the probe's lines leave the tree.

mod common;

use pioneer_tree::{Search, SearchResult};

/// Réti's study after 1.Kg7 h4: after 2.Kf6 Kb6 Black's king, a zone's root piece, can
/// take the c6-pawn at once.
const AFTER_H4: &str = "8/6K1/k1P5/8/7p/8/8/8 w - - 0 2";

/// The three-pawn breakthrough.
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";

fn run(fen: &str, spare: bool, threats: bool) -> SearchResult {
    // The preset these tests were derived on: with the thirty-second session's king's
    // mate defence White's 2.Kf6 after 1.Kg7 h4 is no longer valued as lost with spare
    // passes alone.
    let mut cfg = common::studies_before_mate_defence();
    cfg.switches.mo.spare_passes = spare;
    cfg.switches.mo.threat_probes = threats;
    cfg.limits.max_moves = 200_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

fn first(r: &SearchResult) -> Option<&str> {
    r.pv.first().map(String::as_str)
}

#[test]
fn a_threat_probe_finds_retis_drawing_king_step() {
    // With spare passes White, whose every move is a zone's, may not decline after
    // 2.Kf6 Kb6, and 3.Ke5 — which only the trajectory of White's king onto c6 makes a
    // fork step — is never tried: 2.Kf6 loses and 2.c7 is answered. The threat probe at
    // that node (a pass, then 3…Kxc6) lets vision find that trajectory there, and 2.Kf6
    // draws again.
    let spare = run(AFTER_H4, true, false);
    assert!(spare.value < -900, "{spare:?}");
    let probed = run(AFTER_H4, true, true);
    assert_eq!(
        (first(&probed), probed.value),
        (Some("Kf6"), 0),
        "{probed:?}"
    );
    assert!(
        probed.pv.windows(3).any(|w| w == ["Kf6", "Kb6", "Ke5"]),
        "{probed:?}"
    );
}

#[test]
fn probes_leave_the_tree_and_their_values_do_not_count() {
    // The breakthrough is full of captures one move away; with the probes the search
    // still sees the queen (+6) after 1.b6 and no probe's pass is left in the line.
    for spare in [false, true] {
        let r = run(BREAKTHROUGH, spare, true);
        assert!(r.finished, "{r:?}");
        assert_eq!((first(&r), r.value), (Some("b6"), 6), "{r:?}");
    }
    let r = run(AFTER_H4, true, true);
    assert_ne!(r.pv.get(2).map(String::as_str), Some("--"), "{r:?}");
}
