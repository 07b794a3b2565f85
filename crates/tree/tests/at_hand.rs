//! The promotion at hand (`MoSettings::promotion_at_hand`, ours: `docs/search.md` item
//! 66): a line where the side to move can promote with profit at once does not end by its
//! material, and the promotion is played even where its zone's time is over.

use pioneer_tree::{Search, SearchConfig, SearchResult};

/// Black's pawns on d3 and e2 against White's rook e3; Black wins.
const TWO_PAWNS: &str = "7k/8/8/1K6/8/3pR3/4p2r/8 w - - 0 1";

/// UQW 054 (`fixtures/unique-wins.epd`): 1…d1=Q+ 2.Kxd1 h1=Q+ wins for Black, while
/// White's a-pawn stands one step from promotion.
const UQW_054: &str = "8/P5p1/8/8/4k3/7P/2PpK2p/8 b - - 0 1";

fn run(fen: &str, cfg: SearchConfig, at_hand: bool) -> SearchResult {
    let mut cfg = cfg;
    cfg.switches.mo.promotion_at_hand = at_hand;
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn a_promotion_past_the_horizon_is_played() {
    // At horizon 3 the zones' time is over after 1.Kb4 d2 2.Kc3: the line ended there at
    // its material (0), with 2…e1=Q or 2…d1=Q one move away. (1.Kc4 d2 2.Kd3, level
    // with it, came first before the seventy-sixth session's restart budget of 1.) With
    // the switch the promotion is played, and no line of White's keeps the material.
    let horizon = SearchConfig::studies().at_horizon(3);
    let off = run(TWO_PAWNS, horizon, false);
    assert_eq!(off.value, 0, "{off:?}");
    assert_eq!(off.pv, ["Kb4", "d2", "Kc3"], "{off:?}");
    let on = run(TWO_PAWNS, horizon, true);
    assert!(on.value < 0, "{on:?}");
}

#[test]
fn not_after_a_pass() {
    // After 1…d1=Q+ 2.Kxd1 h1=Q+ 3.Kd2 Qxh3 4.c3 Black passes: the MO, its zones' time
    // over, offers Black's queen no way to stop a8=Q. The promotion is not at hand after
    // a pass, and the win stays a win (−8); taken after the pass too, the search valued
    // it as a draw.
    let r = run(UQW_054, SearchConfig::studies(), true);
    assert_eq!(
        (r.best_move.as_deref(), r.value),
        (Some("d1=Q+"), -8),
        "{r:?}"
    );
}

#[test]
fn off_in_every_preset() {
    // Measured and left off (docs/studies-log.md, "Issue 15, fifty-fourth session").
    for cfg in [
        SearchConfig::fig21(),
        SearchConfig::studies(),
        SearchConfig::play(),
    ] {
        assert!(!cfg.switches.mo.promotion_at_hand);
    }
}
