//! `Game::stamp`, the key by which readers keep what they derive from a game's state
//! (the MO's live zones): over random walks of makes and unmakes from the studies'
//! positions, a stamp names one state only (the same FEN and the same piece numbers
//! wherever it is met, in any of the games), every make gives a stamp not seen before, and
//! an unmake gives back the stamp the state had.

use pioneer_rules::{Game, PieceId, Ply, Square};
use std::collections::HashMap;

mod common;
use common::Lcg;

/// What a stamp must always name: the position and where each numbered piece stands.
fn state(game: &Game) -> (String, Vec<(PieceId, Square)>) {
    let pieces = game
        .all_pieces()
        .filter_map(|id| game.square_of(id).map(|sq| (id, sq)))
        .collect();
    (game.fen(), pieces)
}

/// The positions of `fixtures/studies.epd` (its four FEN fields).
fn studies() -> Vec<String> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/studies.epd");
    let text = std::fs::read_to_string(path).expect("fixtures/studies.epd");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split_whitespace().take(4).collect::<Vec<_>>().join(" ") + " 0 1")
        .collect()
}

#[test]
fn a_stamp_names_one_state_and_unmake_gives_it_back() {
    let mut rng = Lcg(0x5eed);
    let mut named: HashMap<u64, (String, Vec<(PieceId, Square)>)> = HashMap::new();
    let mut walks = 0;
    for fen in studies() {
        let original = Game::from_fen(&fen).expect("a study's FEN");
        // A clone stands in the same state, so it keeps the stamp.
        let mut games = [original.clone(), original];
        assert_eq!(games[0].stamp(), games[1].stamp());
        for _ in 0..40 {
            let g = rng.below(2) as usize;
            let game = &mut games[g];
            let mut path = vec![game.stamp()];
            for _ in 0..rng.below(12) {
                let moves = game.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                game.make(&Ply::Move(m));
                assert!(!path.contains(&game.stamp()), "a make reused a stamp");
                path.push(game.stamp());
                let now = state(game);
                let before = named.entry(game.stamp()).or_insert_with(|| now.clone());
                assert_eq!(*before, now, "one stamp for two states");
            }
            while path.len() > 1 {
                path.pop();
                game.unmake();
                assert_eq!(Some(&game.stamp()), path.last(), "unmake lost the stamp");
                assert_eq!(
                    named.get(&game.stamp()).unwrap_or(&state(game)),
                    &state(game)
                );
            }
            walks += 1;
        }
    }
    assert!(
        walks >= 40 && named.len() > 100,
        "the walks were too short to test"
    );
}
