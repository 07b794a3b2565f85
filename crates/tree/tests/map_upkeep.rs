//! The map's upkeep: forgotten bundles (`Switches::forget_found_bundles`, the project's
//! departure from Appendix 1 §1.17, `docs/search.md` item 42).

mod common;

/// EET 060 (rook against rook, `fixtures/dev-suites/eet.epd`): its lines run to depth 32,
/// and with the sources' "99" freezing every bundle found in one of them stays in the
/// map, frozen, after the search has left it: the map grows with the lines searched.
/// Forgetting those bundles keeps it to what the current line can use: the same number
/// of moves ends with a map less than a tenth the size (4 298 cells against 337 when
/// written), and each move costs less.
#[test]
fn forgotten_bundles_keep_the_map_small() {
    let fen = "5K2/kp3P2/2p5/2Pp4/3P4/r7/p7/6R1 w - - 0 1";
    let kept = common::studies_run(fen, 20_000, |_| {});
    let forgot = common::studies_run(fen, 20_000, |c| c.switches.forget_found_bundles = true);
    assert!(
        forgot.map_size * 10 < kept.map_size,
        "map {} with forgotten bundles, {} without",
        forgot.map_size,
        kept.map_size
    );
}
