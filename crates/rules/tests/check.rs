//! `gives_check` read from the board against its oracle, the move played and the check
//! asked of the position after it: over every legal move of every position two half-moves
//! deep from the perft fixture's positions (castling, en passant, promotions, discovered
//! checks, pinned pieces), of the studies' and the development suites' positions, and of
//! random games from them.

use pioneer_rules::{Chess, Move, Position, gives_check, parse_fen};

mod common;
use common::Lcg;

const PERFT: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../fixtures/perft.txt"
));

fn oracle(pos: &Chess, m: Move) -> bool {
    let mut after = pos.clone();
    after.play_unchecked(m);
    after.is_check()
}

/// Every position of the fixtures: the perft FENs and the EPD positions.
fn positions() -> Vec<Chess> {
    let perft = PERFT
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split('|').nth(1));
    perft
        .map(|f| parse_fen(f.trim()).unwrap_or_else(|e| panic!("{f}: {e}")))
        .chain(common::suite_positions())
        .collect()
}

/// Checks every legal move of `pos`; the number of checks found.
fn agree(pos: &Chess) -> usize {
    let mut checks = 0;
    for m in &pos.legal_moves() {
        let want = oracle(pos, *m);
        assert_eq!(gives_check(pos, *m), want, "{m:?} in {pos:?}");
        checks += usize::from(want);
    }
    checks
}

#[test]
fn gives_check_agrees_with_playing_the_move_two_plies_deep() {
    let (mut moves, mut checks) = (0, 0);
    for root in positions() {
        checks += agree(&root);
        for m in &root.legal_moves() {
            let mut one = root.clone();
            one.play_unchecked(*m);
            checks += agree(&one);
            moves += one.legal_moves().len();
        }
    }
    assert!(moves > 50_000, "{moves} moves");
    assert!(checks > 1_000, "{checks} checks: the test has teeth");
}

#[test]
fn gives_check_agrees_with_playing_the_move_along_random_games() {
    let mut rng = Lcg(0x00c0_ffee);
    let mut checks = 0;
    for root in positions() {
        for _ in 0..8 {
            let mut pos = root.clone();
            for _ in 0..60 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                checks += agree(&pos);
                let m = moves[rng.below(moves.len() as u64) as usize];
                pos.play_unchecked(m);
            }
        }
    }
    assert!(checks > 1_000, "{checks} checks");
}
