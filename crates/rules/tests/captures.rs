//! The check and the captures after it (`pioneer_rules::captures::check_gain`, and with up
//! to two checks `check_gain_within`) against an oracle: a plain minimax over the same
//! moves without any pruning or bound — every check of the side to move, every legal
//! reply (then, with two, the better of the captures and a second check), then captures
//! and queen promotions with stand pat. Over the studies' and the development suites' positions of at most twelve men,
//! each position one half-move after them and the positions of a random game from each,
//! the two must agree exactly (and the gain be at least 0).
//!
//! The test counts the positions where a check wins something, so it has teeth.

use pioneer_rules::captures::{check_gain, check_gain_within};
use pioneer_rules::{Chess, Position, gives_check, value};
use shakmaty::{Move, Role};

mod common;
use common::fen;

/// The material a capture or a promotion wins at once.
fn gain_of(m: &Move) -> i32 {
    m.capture().map_or(0, value) + m.promotion().map_or(0, |r| value(r) - value(Role::Pawn))
}

/// Captures and queen promotions, each side free to stop: plain minimax.
fn captures(pos: &Chess) -> i32 {
    pos.legal_moves()
        .iter()
        .filter(|m| m.promotion().map_or(m.is_capture(), |r| r == Role::Queen))
        .map(|m| {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            gain_of(m) - captures(&after)
        })
        .fold(0, i32::max)
}

/// One check, every reply, then [`captures`]; a mate counts the king; at least 0.
fn oracle(pos: &Chess) -> i32 {
    oracle_within(pos, 1)
}

/// Up to `checks` checks in a row, every reply to each, after each reply the better of
/// [`captures`] and (while checks are left) another check; a mate counts the king; at
/// least 0.
fn oracle_within(pos: &Chess, checks: u8) -> i32 {
    pos.legal_moves()
        .iter()
        .filter(|m| gives_check(pos, **m))
        .map(|m| {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            let replies = after.legal_moves();
            if replies.is_empty() {
                return value(Role::King);
            }
            replies
                .iter()
                .map(|r| {
                    let mut next = after.clone();
                    next.play_unchecked(*r);
                    let then = if checks > 1 {
                        captures(&next).max(oracle_within(&next, checks - 1))
                    } else {
                        captures(&next)
                    };
                    gain_of(m) - gain_of(r) + then
                })
                .min()
                .unwrap_or(0)
        })
        .fold(0, i32::max)
}

/// The suites' positions of at most twelve men, one half-move after each, and the
/// positions of a random game of 30 half-moves from each.
fn positions() -> Vec<Chess> {
    common::around_suites(0x0000_0C4E_C6A1, 12)
}

#[test]
fn the_check_gain_is_the_minimax_over_the_same_moves() {
    let (mut tried, mut gains) = (0, 0);
    for pos in positions() {
        let found = check_gain(&pos, usize::MAX).material;
        assert_eq!(found, oracle(&pos), "{}", fen(&pos));
        tried += 1;
        if found > 0 {
            gains += 1;
        }
    }
    eprintln!("{gains} gains by a check of {tried} positions");
    assert!(tried > 3_000, "{tried} positions");
    assert!(gains > 100, "only {gains} gains found");
}

#[test]
fn the_gain_by_two_checks_is_the_minimax_over_the_same_moves() {
    let (mut tried, mut gains, mut added) = (0, 0, 0);
    for pos in positions() {
        let found = check_gain_within(&pos, 2, usize::MAX).material;
        assert_eq!(found, oracle_within(&pos, 2), "{}", fen(&pos));
        tried += 1;
        if found > 0 {
            gains += 1;
        }
        if found > check_gain(&pos, usize::MAX).material {
            added += 1;
        }
    }
    eprintln!("{gains} gains by up to two checks of {tried} positions, {added} above one check's");
    assert!(added > 20, "only {added} gains added by the second check");
}

#[test]
fn with_no_bound_left_only_the_checks_and_replies_are_counted() {
    // The bound is shared by the captures after every reply: with a bound of 0 only the
    // checks and the replies themselves are counted.
    for pos in positions().into_iter().take(500) {
        let g = check_gain(&pos, 0);
        assert!(g.material >= 0, "{}", fen(&pos));
        let checks_and_replies: usize = pos
            .legal_moves()
            .iter()
            .filter(|m| gives_check(&pos, **m))
            .map(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                1 + after.legal_moves().len()
            })
            .sum();
        assert!(g.positions <= checks_and_replies, "{}", fen(&pos));
    }
}
