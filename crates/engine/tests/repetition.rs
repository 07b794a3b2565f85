//! The game's earlier positions in the Pioneer engine (`Switches::repetitions`): a
//! position the game met once before is no draw. Played out against Stockfish,
//! Lasker–Reichhelm (`fixtures/studies.epd`) reached this pawn ending with the kings on
//! f3 and f5; the only winning move, 26.Ke3, comes back to the position after 20.Ke3,
//! which counted as a draw by repetition, so the engine played 26.Kf2?? and after 26…Ke4
//! lost both d-pawns and the game. A position's second occurrence is no draw by the
//! rules: the draw comes with its third.

use pioneer_engine::{Engine, EngineLimits, GamePosition, PioneerEngine};
use pioneer_tree::SearchConfig;

/// Lasker–Reichhelm as the studies' play-out reached move 26 (the UCI moves of the game).
const GAME: &str = "a1b1 a7b7 b1c1 b7c7 c1d1 c7d8 d1c2 d8d7 c2c3 d7c7 c3d3 c7b7 d3e2 b7c8 \
    e2f2 c8d8 f2g3 d8c7 g3h4 c7d8 h4g5 d8e7 g5f5 e7f7 f5g5 f7g7 f4f5 g7f7 f5f6 f7f8 g5g6 \
    f8g8 g6f5 g8f7 f5e4 f7f6 e4d3 f6f5 d3e3 f5g6 e3f4 g6f6 f4e3 f6g5 e3f3 g5h5 f3f4 h5g6 \
    f4f3 g6f5";

#[test]
fn a_position_met_once_before_does_not_keep_the_king_from_it() {
    let start = pioneer_rules::parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap();
    let mut position = GamePosition::new(start);
    for m in GAME.split_whitespace() {
        position.play_uci(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    let mut engine = PioneerEngine::new(SearchConfig::studies());
    let limits = EngineLimits {
        nodes: Some(20_000),
        ..EngineLimits::default()
    };
    let answer = engine.search(&position, &limits, &mut |_| {}).unwrap();
    assert_eq!(answer.best_move_san.as_deref(), Some("Ke3"));
}
