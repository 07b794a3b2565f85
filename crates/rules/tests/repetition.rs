//! `Game::repeats`: a position met earlier in the game, looked for back to the last
//! irreversible move.

use pioneer_rules::{Cycle, Game, Ply};

fn play(game: &mut Game, uci: &str) {
    let m = game.parse_uci(uci).expect("legal move");
    game.make(&Ply::Move(m));
}

#[test]
fn a_knight_going_out_and_back_repeats() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1").unwrap();
    for (i, mv) in ["b1c3", "e8d8", "c3b1", "d8e8"].iter().enumerate() {
        play(&mut g, mv);
        assert_eq!(g.repeats(), i == 3, "after {mv}");
    }
    assert_eq!(g.repetition(&[]), Some(Cycle::Moves));
}

#[test]
fn passes_count_and_the_side_to_move_matters() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    play(&mut g, "e1d1");
    assert!(!g.repeats());
    g.make(&Ply::Pass);
    assert!(!g.repeats(), "White to move, the king on d1: new");
    play(&mut g, "d1e1");
    assert!(
        !g.repeats(),
        "Black to move with the king on e1: not the start (White to move)"
    );
    g.make(&Ply::Pass);
    assert!(g.repeats(), "the start again");
    assert_eq!(g.repetition(&[]), Some(Cycle::WithPass));
}

#[test]
fn a_position_the_game_met_once_before_is_no_draw() {
    let start = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/3K4 b - - 1 1").unwrap();
    play(&mut g, "e8d8");
    play(&mut g, "d1e1");
    play(&mut g, "d8e8");
    // Its second occurrence: the side to move may still play on.
    assert_eq!(g.repetition(&[start.key()]), None);
    // Its third: a draw by the rules.
    assert_eq!(
        g.repetition(&[start.key(), 7, start.key()]),
        Some(Cycle::Moves)
    );
}

#[test]
fn the_games_earlier_positions_count_until_an_irreversible_move() {
    let start = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    let earlier = [start.key(), start.key()];
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/3K4 b - - 1 1").unwrap();
    play(&mut g, "e8d8");
    play(&mut g, "d1e1");
    play(&mut g, "d8e8");
    assert_eq!(g.repetition(&earlier), Some(Cycle::Moves));
    assert_eq!(g.repetition(&[]), None);
    play(&mut g, "e2e3");
    assert_eq!(g.repetition(&earlier), None);
}

#[test]
fn a_pawn_move_or_a_capture_cuts_the_look_back() {
    let mut g = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    play(&mut g, "e2e3");
    play(&mut g, "e8d8");
    play(&mut g, "e1d1");
    play(&mut g, "d8e8");
    play(&mut g, "d1e1");
    play(&mut g, "e8d8");
    assert!(
        g.repeats(),
        "after the pawn move, Black's king d8 with White's e1 again"
    );
    g.unmake();
    g.unmake();
    assert!(!g.repeats());
}
