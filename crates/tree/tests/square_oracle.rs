//! The rule of the square ([`pioneer_tree::square::verdict`]) against an exact oracle: a
//! verdict may be missing, never wrong (docs/mo.md, "The rule of the square against an
//! oracle").
//!
//! - KPK: every legal position, both sides to move, with the pawn of either colour, against
//!   the retrograde solution of `oracle/` (exact).
//! - KPKP: every legal position, both sides to move, against the exact KPKP table of
//!   `pioneer_rules::pawn_pawn` (retrograde, its exits exact tables; silent only where an
//!   underpromotion or an en passant capture could change the value).
//! - KPPK, and the race won by tempi with more pawns: a random sample; where the verdict
//!   fires, Stockfish at a fixed depth is the referee (not exact: `/usr/games/stockfish`,
//!   skipped when it is not installed). A KPKP random sample stays refereed the same way.

mod oracle;
mod referee;

use oracle::Kpk;
use pioneer_rules::{Chess, Position, Rank, parse_fen, pawn_pawn};
use pioneer_tree::square::{SquareRule, verdict};
use referee::{DEPTH, Draws, Referee, STOCKFISH, distinct, fen, playable};

const RULE: SquareRule = SquareRule {
    even_race: true,
    all_stopped: true,
    race_by_tempi: true,
};

/// What a verdict claims: +1 White wins, 0 draw, −1 Black wins.
fn claim(d: i32) -> i32 {
    if d >= 8 {
        1
    } else if d <= -8 {
        -1
    } else {
        0
    }
}

fn mirror(s: usize) -> usize {
    (7 - s / 8) * 8 + s % 8
}

#[test]
fn kpk_every_position_against_the_exact_oracle() {
    let kpk = Kpk::solve();
    let (mut total, mut win_claims, mut draw_claims, mut wrong) = (0u64, 0u64, 0u64, Vec::new());
    for wk in 0..64 {
        for bk in 0..64 {
            for p in 8..56 {
                for white in [true, false] {
                    if !oracle::valid(wk, bk, p, white) || !Kpk::has_move(wk, bk, p, white) {
                        continue;
                    }
                    let truth = i32::from(kpk.white_wins_at(wk, bk, p, white));
                    // The position and its colour mirror (Black's pawn).
                    let forms = [
                        (fen(&[(wk, 'K'), (bk, 'k'), (p, 'P')], white), 1),
                        (
                            fen(
                                &[(mirror(wk), 'k'), (mirror(bk), 'K'), (mirror(p), 'p')],
                                !white,
                            ),
                            -1,
                        ),
                    ];
                    for (f, sign) in forms {
                        let Ok(pos) = parse_fen(&f) else { continue };
                        total += 1;
                        let Some(d) = verdict(&pos, RULE) else {
                            continue;
                        };
                        let c = claim(d) * sign;
                        if c == 1 {
                            win_claims += 1;
                        } else {
                            draw_claims += 1;
                        }
                        if c != truth {
                            wrong.push(f);
                        }
                    }
                }
            }
        }
    }
    println!(
        "KPK: {total} positions, the verdict fires on {} ({win_claims} wins, {draw_claims} draws), wrong {}",
        win_claims + draw_claims,
        wrong.len()
    );
    for w in wrong.iter().take(20) {
        println!("wrong: {w}");
    }
    assert!(wrong.is_empty(), "{} wrong", wrong.len());
}

/// What one random sample gave.
struct Sampled {
    /// Positions drawn (legal, with a move).
    total: usize,
    /// Verdicts refereed.
    fired: usize,
    /// Verdicts the referee left undecided.
    unjudged: usize,
    /// The wrong ones: FEN, verdict, referee.
    wrong: Vec<String>,
}

/// The rule without the race won by tempi: [`race_by_tempi_refereed_where_it_adds_a_verdict`]
/// referees only the verdicts the race adds to it.
const WITHOUT_RACE: SquareRule = SquareRule {
    race_by_tempi: false,
    ..RULE
};

/// A random sample of positions with the given pawns (White's `P`, Black's `p`) besides
/// the kings; verdicts where they fire (with `only_added`, only those [`RULE`] gives and
/// [`WITHOUT_RACE`] does not), refereed by Stockfish.
fn sample(pawns: &[char], pair: bool, count: usize, seed: u64, only_added: bool) -> Sampled {
    let Some(mut referee) = Referee::start() else {
        println!("no {STOCKFISH}: the sample is skipped");
        return Sampled {
            total: 0,
            fired: 0,
            unjudged: 0,
            wrong: Vec::new(),
        };
    };
    let mut draws = Draws::new(seed);
    let mut next = |m: usize| draws.below(m);
    let (mut total, mut fired, mut unjudged, mut wrong) = (0, 0, 0, Vec::new());
    while total < count {
        let mut pieces = vec![(next(64), 'K'), (next(64), 'k')];
        for &p in pawns {
            pieces.push((8 + next(48), p));
        }
        if pair {
            // The second pawn beside the first (two pawns side by side).
            let first = pieces[2].0;
            let f = first % 8;
            let beside = if f == 7 || (f > 0 && next(2) == 0) {
                first - 1
            } else {
                first + 1
            };
            pieces[3].0 = beside;
        }
        if !distinct(&pieces) {
            continue;
        }
        let white = next(2) == 0;
        let Some((f, pos)) = playable(&pieces, white) else {
            continue;
        };
        total += 1;
        let Some(d) = verdict(&pos, RULE) else {
            continue;
        };
        if only_added && verdict(&pos, WITHOUT_RACE) == Some(d) {
            continue;
        }
        fired += 1;
        match referee.judge(&f, white) {
            Some(t) if t != claim(d) => wrong.push(format!("{f} (verdict {d}, Stockfish {t})")),
            Some(_) => {}
            None => unjudged += 1,
        }
    }
    Sampled {
        total,
        fired,
        unjudged,
        wrong,
    }
}

fn sample_size() -> usize {
    referee::sample_size("SQUARE_ORACLE_SAMPLE", 300)
}

#[test]
fn kppk_and_kpkp_refereed_by_stockfish_where_the_verdict_fires() {
    let n = sample_size();
    for (name, pawns, pair, seed) in [
        ("KPPK", &['P', 'P'][..], false, 7),
        ("KPPK (side by side)", &['P', 'P'][..], true, 5),
        ("KPKP", &['P', 'p'][..], false, 11),
    ] {
        report(
            name,
            "the verdict fires on",
            sample(pawns, pair, n, seed, false),
        );
    }
}

/// Prints a sample's figures and its wrong verdicts; fails if there is one.
fn report(
    name: &str,
    what: &str,
    Sampled {
        total,
        fired,
        unjudged,
        wrong,
    }: Sampled,
) {
    println!(
        "{name}: {total} random positions, {what} {fired}, Stockfish (depth {DEPTH}) undecided on {unjudged}, wrong {}",
        wrong.len()
    );
    for w in &wrong {
        println!("wrong: {w}");
    }
    assert!(wrong.is_empty(), "{name}: {} wrong", wrong.len());
}

/// The race won by tempi (`MoSettings::race_by_tempi`, `docs/search.md` item 60) with pawns
/// on both sides: only the verdicts it adds to the rule without it are refereed.
#[test]
fn race_by_tempi_refereed_where_it_adds_a_verdict() {
    let n = sample_size();
    for (name, pawns, seed) in [
        ("KPKP", &['P', 'p'][..], 23),
        ("KPPKP", &['P', 'P', 'p'][..], 13),
        ("KPKPP", &['P', 'p', 'p'][..], 17),
        ("KPPKPP", &['P', 'P', 'p', 'p'][..], 19),
        ("KPPPKPP", &['P', 'P', 'P', 'p', 'p'][..], 29),
    ] {
        let sampled = sample(pawns, false, n, seed, true);
        report(name, "the race by tempi adds a verdict on", sampled);
    }
}

/// Two connected passed pawns side by side against a bare king: an easy win that the old
/// rule called lost ("the king takes both", −2); now the verdict says won.
#[test]
fn two_pawns_side_by_side_win() {
    let pos = parse_fen("8/5k2/8/4PP2/8/8/8/K7 w - - 0 1").unwrap();
    assert_eq!(verdict(&pos, RULE), Some(8));
    let no_all = SquareRule {
        even_race: true,
        all_stopped: false,
        race_by_tempi: true,
    };
    assert_eq!(verdict(&pos, no_all), Some(8));
}

/// What the exhaustive KPKP check counted.
#[derive(Debug, Default)]
struct Exhaustive {
    /// Legal positions of the class (no en passant to take), both sides to move.
    total: u64,
    /// Positions where the rule gives a verdict.
    fired: u64,
    /// Of those, the ones the race won by tempi adds to the rule without it.
    added: u64,
    /// Verdicts the table is silent on (an underpromotion could decide them).
    silent: u64,
    /// The wrong verdicts: FEN, verdict, the table's value for the side to move.
    wrong: Vec<String>,
}

/// Every legal KPKP position (both sides to move, White's king anywhere) where the rule
/// gives a verdict, against the exact KPKP table of `pioneer_rules::pawn_pawn` (retrograde
/// analysis whose exits are themselves exact tables; checked against shakmaty's successors
/// in `crates/rules/tests/pawn_pawn.rs`). The table is silent only where an
/// underpromotion or an en passant capture could change the value.
fn kpkp_exhaustive(rule: SquareRule) -> Exhaustive {
    use pioneer_rules::mate_table::Verdict;
    use shakmaty::{Bitboard, Board, CastlingMode, Color, FromSetup, Piece, Role, Setup, Square};
    let mut seen = Exhaustive::default();
    for wk in Square::ALL {
        for bk in Square::ALL {
            if wk.distance(bk) <= 1 {
                continue;
            }
            for wp in Square::ALL {
                if !(Rank::Second..=Rank::Seventh).contains(&wp.rank()) || wp == wk || wp == bk {
                    continue;
                }
                for bp in Square::ALL {
                    if !(Rank::Second..=Rank::Seventh).contains(&bp.rank())
                        || Bitboard::from_iter([wk, bk, wp]).contains(bp)
                    {
                        continue;
                    }
                    let mut board = Board::empty();
                    board.set_piece_at(
                        wk,
                        Piece {
                            color: Color::White,
                            role: Role::King,
                        },
                    );
                    board.set_piece_at(
                        bk,
                        Piece {
                            color: Color::Black,
                            role: Role::King,
                        },
                    );
                    board.set_piece_at(
                        wp,
                        Piece {
                            color: Color::White,
                            role: Role::Pawn,
                        },
                    );
                    board.set_piece_at(
                        bp,
                        Piece {
                            color: Color::Black,
                            role: Role::Pawn,
                        },
                    );
                    for turn in [Color::White, Color::Black] {
                        let mut setup = Setup::empty();
                        setup.board = board.clone();
                        setup.turn = turn;
                        let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) else {
                            continue;
                        };
                        if pos.legal_moves().is_empty() {
                            continue;
                        }
                        seen.total += 1;
                        let Some(d) = verdict(&pos, rule) else {
                            continue;
                        };
                        seen.fired += 1;
                        let without = SquareRule {
                            race_by_tempi: false,
                            ..rule
                        };
                        if rule.race_by_tempi && verdict(&pos, without) != Some(d) {
                            seen.added += 1;
                        }
                        let Some(truth) = pawn_pawn::verdict(&pos) else {
                            seen.silent += 1;
                            continue;
                        };
                        // The table's value for White: +1 White wins, 0 draw, −1 Black wins.
                        let white = if turn == Color::White { 1 } else { -1 };
                        let t = match truth {
                            Verdict::Mates(_) => white,
                            Verdict::Mated(_) => -white,
                            Verdict::Draw => 0,
                        };
                        if claim(d) != t {
                            seen.wrong.push(format!(
                                "{} (verdict {d}, table {truth:?})",
                                shakmaty::fen::Fen::from_position(
                                    &pos,
                                    shakmaty::EnPassantMode::Legal
                                )
                            ));
                        }
                    }
                }
            }
        }
    }
    seen
}

/// The rule of the square on every KPKP position against the exact table: with every
/// switch on (the studies preset's rule, the race won by tempi included), no verdict the
/// table contradicts.
#[test]
fn kpkp_every_position_against_the_exact_table() {
    let seen = kpkp_exhaustive(RULE);
    println!(
        "KPKP: {} positions, the verdict fires on {} (the race by tempi adds {}), the table silent on {}, wrong {}",
        seen.total,
        seen.fired,
        seen.added,
        seen.silent,
        seen.wrong.len()
    );
    for w in seen.wrong.iter().take(20) {
        println!("wrong: {w}");
    }
    assert!(seen.wrong.is_empty(), "{} wrong", seen.wrong.len());
}
