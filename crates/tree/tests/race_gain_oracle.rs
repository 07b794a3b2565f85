//! The race over's gain by checks ([`pioneer_rules::captures::check_gain_within`], used by
//! `MoSettings::race_over_check_gain` and `MoSettings::race_gain_checks`,
//! `docs/search.md` items 55 and 61) against a referee: where both sides have just queened,
//! a gain that wins the enemy queen must be a win.
//!
//! Random positions of king and queen against king and queen, with or without one pawn
//! (not on its seventh rank, where a pawn alone may draw against a queen): where the gain
//! by up to two checks claims the queen (9 or more, net at least a piece up) and the gain
//! by one check does not — the claims the second check adds — Stockfish (`referee/`,
//! depth 16) must see the side to move winning. The gain may miss a win, never claim one
//! that is not there.
//!
//! Without pawns the referee is exact: random KQKQ positions against the table of
//! `pioneer_rules::queen_against` (`kqkq_gains_against_the_exact_table`).

mod referee;

use pioneer_rules::captures::check_gain_within;
use referee::{DEPTH, Draws, Referee, STOCKFISH, Score, distinct, playable};

/// As the search asks it (`RACE_CHECK_GAIN_LIMIT`).
const LIMIT: usize = pioneer_tree::config::RACE_CHECK_GAIN_LIMIT;

/// What one random sample gave.
#[derive(Default)]
struct Sampled {
    /// Positions drawn (legal, with a move).
    drawn: usize,
    /// Gains of a queen by up to two checks.
    fired: usize,
    /// Those the second check adds: the ones refereed.
    added: usize,
    /// The wrong ones: FEN and gain.
    wrong: Vec<String>,
}

/// A random position of the two kings and queens with the `extra` pawns (White's `P` on
/// ranks 2 to 6, Black's `p` on 7 to 3: never a step from queening) and its FEN, if it is
/// legal and the side to move has a move.
fn queens_and(draws: &mut Draws, extra: &[char]) -> Option<(String, pioneer_rules::Chess)> {
    let mut next = |m: usize| draws.below(m);
    let mut pieces = vec![
        (next(64), 'K'),
        (next(64), 'k'),
        (next(64), 'Q'),
        (next(64), 'q'),
    ];
    for &p in extra {
        let rank = if p == 'P' { 1 + next(5) } else { 2 + next(5) };
        pieces.push((8 * rank + next(8), p));
    }
    if !distinct(&pieces) {
        return None;
    }
    let white = next(2) == 0;
    playable(&pieces, white)
}

/// Draws random positions with these pieces besides the two kings and queens until
/// `claims` gains of a queen that the second check adds are refereed.
fn sample(extra: &[char], claims: usize, seed: u64) -> Sampled {
    let Some(mut referee) = Referee::start() else {
        println!("no {STOCKFISH}: the sample is skipped");
        return Sampled::default();
    };
    let mut draws = Draws::new(seed);
    let (mut drawn, mut fired, mut added, mut wrong) = (0, 0, 0, Vec::new());
    // A bound on the draws, so that a sample that rarely fires still ends.
    while added < claims && drawn < 1_000 * claims {
        let Some((f, pos)) = queens_and(&mut draws, extra) else {
            continue;
        };
        drawn += 1;
        let gain = check_gain_within(&pos, 2, LIMIT).material;
        if gain < 9 {
            continue;
        }
        fired += 1;
        if check_gain_within(&pos, 1, LIMIT).material >= 9 {
            continue;
        }
        added += 1;
        let wins = match referee.score(&f) {
            Some(Score::Mate(n)) => n > 0,
            Some(Score::Cp(n)) => n >= 400,
            None => false,
        };
        if !wins {
            wrong.push(format!("{f} (gain {gain})"));
        }
    }
    Sampled {
        drawn,
        fired,
        added,
        wrong,
    }
}

#[test]
fn a_queen_won_by_two_checks_is_a_win() {
    let n = referee::sample_size("RACE_GAIN_ORACLE_SAMPLE", 40);
    for (name, extra, seed) in [
        ("KQKQ", &[][..], 3),
        ("KQPKQ", &['P'][..], 5),
        ("KQKQP", &['p'][..], 7),
    ] {
        let Sampled {
            drawn,
            fired,
            added,
            wrong,
        } = sample(extra, n, seed);
        println!(
            "{name}: {drawn} random positions, the queen won by checks on {fired}, by the second check only on {added}, Stockfish (depth {DEPTH}) sees no win on {}",
            wrong.len()
        );
        for w in &wrong {
            println!("wrong: {w}");
        }
        assert!(wrong.is_empty(), "{name}: {} wrong", wrong.len());
    }
}

/// King and queen against king and queen against the exact table
/// (`pioneer_rules::queen_against`): over a large random sample of the class
/// (`RACE_GAIN_EXACT_SAMPLE`, default 200 000 positions), wherever the gain by up to two
/// checks claims the enemy queen, the table must say the side to move wins.
#[test]
fn kqkq_gains_against_the_exact_table() {
    use pioneer_rules::mate_table::Verdict;
    use pioneer_rules::queen_against::verdict;
    let n = referee::sample_size("RACE_GAIN_EXACT_SAMPLE", 200_000);
    let mut draws = Draws::new(41);
    let (mut drawn, mut one, mut two, mut wrong) = (0, 0, 0, Vec::new());
    while drawn < n {
        let Some((f, pos)) = queens_and(&mut draws, &[]) else {
            continue;
        };
        drawn += 1;
        let gain = check_gain_within(&pos, 2, LIMIT).material;
        if gain < 9 {
            continue;
        }
        if check_gain_within(&pos, 1, LIMIT).material >= 9 {
            one += 1;
        } else {
            two += 1;
        }
        let table = verdict(&pos);
        if !matches!(table, Some(Verdict::Mates(_))) {
            wrong.push(format!("{f} (gain {gain}, table {table:?})"));
        }
    }
    println!(
        "KQKQ: {drawn} random positions, the queen won by one check on {one}, by the second only on {two}, the exact table disagrees on {}",
        wrong.len()
    );
    for w in wrong.iter().take(20) {
        println!("wrong: {w}");
    }
    assert!(wrong.is_empty(), "KQKQ: {} wrong", wrong.len());
}
