//! The proof of mate by checks (`pioneer_rules::check_mate`) against exact oracles: it may
//! say nothing, never something wrong.
//!
//! 1. The tables: over random positions of the queen against a rook, a bishop, a knight
//!    and a queen, with either side to move, a mate by checks in n half-moves must be a
//!    position the table has the side to move mating, in at most n half-moves; a side in
//!    check mated by checks in n, one the table has mated, in at most n.
//! 2. Chess itself: over the studies' and the development suites' positions, each position
//!    one half-move after them and positions of random games from them, every mate the
//!    proof finds is confirmed by a minimax over every legal move of both sides (quiet
//!    moves included), in at most as many half-moves; so is every mate of a side in check,
//!    there and one check after each of those positions.
//!
//! Both count the mates found, so the tests have teeth.

use pioneer_rules::check_mate::{CheckMateLimits, mate_by_checks, mated_by_checks};
use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::{Chess, Position};
use shakmaty::Role;

mod common;
use common::{Lcg, fen, random_queen_against};

/// The limits the search uses (`pioneer_tree::config::CHECK_MATE_LIMITS`).
const LIMITS: CheckMateLimits = CheckMateLimits {
    plies: 5,
    nodes: 2_000,
};

#[test]
fn a_mate_by_checks_is_a_mate_the_tables_know() {
    let mut total = 0;
    for defender in [Role::Rook, Role::Bishop, Role::Knight, Role::Queen] {
        let mut rng = Lcg(0x000C_4EC3_A7E5);
        let (mut tried, mut found) = (0, 0);
        while tried < 2_000 {
            let pos = random_queen_against(&mut rng, defender);
            let Some(truth) = verdict(&pos) else { continue };
            tried += 1;
            if let Some(n) = mated_by_checks(&pos, LIMITS).mate_in {
                found += 1;
                assert!(
                    matches!(truth, Verdict::Mated(m) if 2 * u32::from(m) <= u32::from(n)),
                    "{}: mated by checks in {n} half-moves, the table says {truth:?}",
                    fen(&pos)
                );
            }
            let Some(n) = mate_by_checks(&pos, LIMITS).mate_in else {
                continue;
            };
            found += 1;
            match truth {
                Verdict::Mates(m) => assert!(
                    2 * u32::from(m) - 1 <= u32::from(n),
                    "{}: a mate by checks in {n} half-moves, the table's in {m} moves",
                    fen(&pos)
                ),
                other => panic!(
                    "{}: a mate by checks in {n} half-moves, the table says {other:?}",
                    fen(&pos)
                ),
            }
        }
        eprintln!("queen against {defender:?}: {found} mates by checks of {tried}");
        assert!(found > 5, "{defender:?}: only {found} mates found");
        total += found;
    }
    assert!(total > 50, "only {total} mates found");
}

/// The side to move mates within `plies` half-moves, whatever the defender does: every
/// legal move of both sides searched (the oracle).
fn mates_within(pos: &Chess, plies: u8) -> bool {
    pos.legal_moves().iter().any(|m| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        if after.is_checkmate() {
            return true;
        }
        plies >= 3
            && !after.legal_moves().is_empty()
            && after.legal_moves().iter().all(|r| {
                let mut next = after.clone();
                next.play_unchecked(*r);
                mates_within(&next, plies - 2)
            })
    })
}

/// Whether `mated_by_checks` finds the side to move in `pos` mated; when it does, the
/// oracle must agree: every reply lets the enemy mate within the half-moves left.
fn mated_is_confirmed(pos: &Chess) -> bool {
    let Some(n) = mated_by_checks(pos, LIMITS).mate_in else {
        return false;
    };
    assert!(
        pos.legal_moves().iter().all(|r| {
            let mut after = pos.clone();
            after.play_unchecked(*r);
            mates_within(&after, n - 1)
        }),
        "{}: mated by checks in {n} half-moves, the full search does not confirm",
        fen(pos)
    );
    true
}

/// The fixtures' positions, each position one half-move after them, and the positions of
/// a random game of 30 half-moves from each.
fn positions() -> Vec<Chess> {
    common::around_suites(0x0000_C4EC_4A7E, usize::MAX)
}

#[test]
fn a_mate_by_checks_is_a_mate_over_every_move() {
    let (mut tried, mut found) = (0, 0);
    for pos in positions() {
        tried += 1;
        if mated_is_confirmed(&pos) {
            found += 1;
        }
        let Some(n) = mate_by_checks(&pos, LIMITS).mate_in else {
            continue;
        };
        found += 1;
        assert!(
            mates_within(&pos, n),
            "{}: a mate by checks in {n} half-moves the full search does not confirm",
            fen(&pos)
        );
    }
    eprintln!("{found} mates by checks of {tried} positions");
    assert!(tried > 5_000, "{tried} positions");
    assert!(found > 20, "only {found} mates found");
}

#[test]
fn a_side_mated_by_checks_is_mated_over_every_move() {
    let (mut tried, mut found) = (0, 0);
    for pos in positions() {
        // Each check of the side to move: the enemy is in check, to move.
        for m in &pos.legal_moves() {
            if !pioneer_rules::gives_check(&pos, *m) {
                continue;
            }
            let mut checked = pos.clone();
            checked.play_unchecked(*m);
            tried += 1;
            if mated_is_confirmed(&checked) {
                found += 1;
            }
        }
    }
    eprintln!("{found} sides mated by checks of {tried} positions in check");
    assert!(tried > 2_000, "{tried} positions");
    assert!(found > 50, "only {found} mates found");
}
