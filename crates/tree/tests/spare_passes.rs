//! Spare passes (`MoSettings::spare_passes`, ours: `docs/search.md` item 44): a pass
//! stands for a move elsewhere, so a side needs one — a legal move of a piece that is no
//! live zone's root piece or target and has no move in the MO at the node — to pass.
//! Without one it is in zugzwang and has only the MO's moves.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult};

/// Lasker–Reichhelm: every pawn is blocked, so Black's only legal moves are king moves,
/// and the king is a zone's root piece (its attack on a4).
const LASKER: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";

/// The three-pawn breakthrough: Black's king on h8 has no move in the MO (it is too far
/// from the pawns), so Black's passes stand for its moves.
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";

fn run(fen: &str, spare: bool) -> SearchResult {
    run_probing(fen, spare, false)
}

fn run_probing(fen: &str, spare: bool, probes: bool) -> SearchResult {
    // The preset these tests were derived on: with the thirty-second session's king's
    // mate defence White's 2.Kf6 after 1.Kg7 h4 is no longer valued as lost with spare
    // passes alone.
    let mut cfg = common::studies_before_mate_defence();
    cfg.switches.mo.spare_passes = spare;
    cfg.switches.mo.pass_probes = probes;
    // The thirty-first session's threat probes (in the studies preset) are measured on
    // their own in `threat_probes.rs`.
    cfg.switches.mo.threat_probes = false;
    cfg.limits.max_moves = 200_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn a_side_whose_every_move_is_a_zone_move_does_not_pass() {
    // Without the switch Black passes in the answer's line (1.Kb2 Kb6 2.Kc3 -- 3.Kd3 --
    // --); with it Black, whose king is its only piece that can move, has no spare move:
    // the line ends where the MO gives it nothing, and far fewer passes are tried.
    let (without, with) = (run(LASKER, false), run(LASKER, true));
    assert!(without.pv.iter().any(|m| m == "--"), "{:?}", without.pv);
    assert!(!with.pv.iter().any(|m| m == "--"), "{:?}", with.pv);
    assert!(with.passes < without.passes, "{with:?} {without:?}");
}

#[test]
fn a_spare_king_still_passes_and_the_breakthrough_tree_shrinks() {
    // Black's king is far from the pawns: its passes stand for its moves, so the queen is
    // still seen (+6) and the key kept, and the search, which finishes either way, needs
    // a quarter of the tree (253 nodes against 1 010 at the default limits).
    let (without, with) = (run(BREAKTHROUGH, false), run(BREAKTHROUGH, true));
    for r in [&without, &with] {
        assert!(r.finished, "{r:?}");
        assert_eq!(r.value, 6);
        assert_eq!(r.pv.first().map(String::as_str), Some("b6"));
        assert!(r.pv.iter().any(|m| m == "--"), "{:?}", r.pv);
    }
    assert!(
        with.tree_size * 2 < without.tree_size,
        "{with:?} {without:?}"
    );
}

/// Alone, spare passes lose Réti's study when played out (docs/studies-log.md, thirtieth
/// session): after 1.Kg7 h4 the search plays 2.c7??, its drawing 3.Ke5 (after 2.Kf6 Kb6)
/// having been found only through White's pass that declines, which White, with no spare
/// move, no longer has. The studies preset has them with the threat probes that give
/// 3.Ke5 back (thirty-first session, `threat_probes.rs`); Fig. 21's preset has neither.
#[test]
fn the_studies_preset_asks_for_a_spare_move_with_threat_probes() {
    let studies = SearchConfig::studies().switches.mo;
    assert!(studies.spare_passes && studies.threat_probes);
    let fig21 = SearchConfig::fig21().switches.mo;
    assert!(!fig21.spare_passes && !fig21.threat_probes);
}

#[test]
fn the_book_passes_only_with_a_spare_move() {
    // Fig. 21: Black's passes stand for moves of its king on a8, which belongs to no zone,
    // so the book's printout is the same with the switch.
    let printout = |spare: bool| {
        let mut cfg = SearchConfig::fig21();
        cfg.switches.mo.spare_passes = spare;
        let mut s = Search::from_fen(pioneer_rules::FIG21_FEN, cfg).expect("valid FEN");
        let r = s.run();
        assert!(r.passes > 0);
        let text = s.printout(&r);
        text.lines()
            .filter(|l| !l.starts_with("CPU TIME"))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    assert_eq!(printout(true), printout(false));
}

/// Réti's study after 1.Kg7 h4. Without a spare move White may not decline after 2.Kf6 Kb6,
/// and the drawing 3.Ke5 — in no bundle of that node — is not tried: every move loses and
/// 2.c7 is answered. The pass probed (`MoSettings::pass_probes`) reveals, through 3…Kxc6
/// and its pseudo-search, the trajectories that bring 3.Ke5 in, and 2.Kf6 draws again.
#[test]
fn a_probed_pass_finds_retis_drawing_king_step() {
    const AFTER_H4: &str = "8/6K1/k1P5/8/7p/8/8/8 w - - 0 2";
    let first = |r: &SearchResult| r.pv.first().cloned();
    let without = run_probing(AFTER_H4, false, false);
    assert_eq!(
        (first(&without).as_deref(), without.value),
        (Some("Kf6"), 0)
    );
    let spare = run_probing(AFTER_H4, true, false);
    assert!(spare.value < -900, "{spare:?}");
    let probed = run_probing(AFTER_H4, true, true);
    assert_eq!((first(&probed).as_deref(), probed.value), (Some("Kf6"), 0));
}
