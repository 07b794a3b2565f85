//! Behaviour of the baseline search: agreement of minimax, alpha-beta and PVS, exact mate
//! distances, Lasker–Reichhelm with the transposition table, limits and counters.

use pioneer_baseline::{
    Algorithm, Config, EvalKind, Limits, Ordering, PvSource, Score, line_san, search,
};
use pioneer_rules::{Chess, Game, Move, Ply, Position, parse_fen};
use proptest::prelude::*;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Plays SAN moves from the initial position.
fn after(moves: &str) -> Chess {
    let mut g = Game::new(Chess::default());
    for san in moves.split_whitespace() {
        let m = g.parse_san(san).unwrap_or_else(|e| panic!("{san}: {e}"));
        g.make(&Ply::Move(m));
    }
    g.position().clone()
}

fn san(pos: &Chess, m: Option<Move>) -> String {
    m.map(|m| line_san(pos, &[m]).join("")).unwrap_or_default()
}

/// Full-width verification of a mate: alpha-beta (exact minimax value) without
/// quiescence, extensions, table or pruning, at 2n plies (the mated position, at ply
/// 2n-1, must still generate its moves to be seen as mate), must score mate in n: so
/// there is a mate in n and none shorter. Plain minimax gives the same value (property test below) but
/// needs 40⁵ nodes for a mate in 3.
fn verify_mate(pos: &Chess, n: i32) {
    let full_width = Config {
        ordering: Ordering {
            hash_move: false,
            ..Ordering::default()
        },
        ..Config::alpha_beta_only(false)
    };
    let r = search(pos, &full_width, &Limits::depth((2 * n) as u32), None);
    assert_eq!(r.score.mate_in_moves(), Some(n), "full-width check");
}

// Mate problems taken from famous games (public, in every tactics primer):
// - Légal's mate (Légal – Saint Brie, Paris 1750, as usually given):
//   1.e4 e5 2.Nf3 d6 3.Bc4 Bg4 4.Nc3 g6 5.Nxe5 Bxd1, then 6.Bxf7+ Ke7 7.Nd5#: mate in 2.
// - Morphy – Duke of Brunswick and Count Isouard, Paris 1858 ("the Opera game"): after
//   15.Bxd7+ Nxd7, 16.Qb8+ Nxb8 17.Rd8#: mate in 2. (Before 15.Bxd7+ it is not a mate in 3:
//   the engine's full-width search finds 15...Qxd7, losing material but not mated.)
// - Réti – Tartakower, Vienna 1910: after 8...Nxe4, 9.Qd8+ Kxd8 10.Bg5+ Kc7 11.Bd8#
//   (10...Ke8 11.Rd8#): mate in 3.
const LEGAL: &str = "e4 e5 Nf3 d6 Bc4 Bg4 Nc3 g6 Nxe5 Bxd1";
const OPERA: &str = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 \
                     Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6";
const RETI: &str = "e4 c6 d4 d5 Nc3 dxe4 Nxe4 Nf6 Qd3 e5 dxe5 Qa5+ Bd2 Qxe5 O-O-O Nxe4";

#[test]
fn mate_problems_with_exact_distance() {
    let cases = [
        (after(LEGAL), 2, "Bxf7+"),
        (after(&format!("{OPERA} Bxd7+ Nxd7")), 2, "Qb8+"),
        (after(RETI), 3, "Qd8+"),
    ];
    for (pos, n, key) in cases {
        verify_mate(&pos, n);
        for config in [
            Config::default(),
            Config {
                algorithm: Algorithm::Pvs,
                ..Config::default()
            },
            Config {
                algorithm: Algorithm::Pvs,
                null_move: true,
                futility: true,
                razoring: true,
                quiescence_checks: true,
                queen_extension: true,
                eval: EvalKind::Standard,
                ..Config::default()
            },
        ] {
            let r = search(&pos, &config, &Limits::depth(2 * n as u32), None);
            assert_eq!(r.score.mate_in_moves(), Some(n), "{config:?}");
            assert_eq!(san(&pos, r.best_move), key, "{config:?}");
            // The PV is the mating line: 2n-1 plies, ending in mate.
            let line = line_san(&pos, &r.pv);
            assert_eq!(line.len(), 2 * n as usize - 1, "{line:?}");
            assert!(line.last().is_some_and(|m| m.ends_with('#')), "{line:?}");
        }
    }
}

#[test]
fn mated_and_stalemated_roots() {
    let mated = parse_fen("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1").unwrap();
    let r = search(&mated, &Config::default(), &Limits::depth(3), None);
    assert_eq!(r.best_move, None);
    assert_eq!(r.score, Score::mated_in(0));
    let stalemate = parse_fen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").unwrap();
    let r = search(&stalemate, &Config::default(), &Limits::depth(3), None);
    assert_eq!(r.best_move, None);
    assert_eq!(r.score, Score::DRAW);
}

const LASKER: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";

#[test]
fn lasker_reichhelm_with_the_table() {
    let pos = parse_fen(LASKER).unwrap();
    let key = Game::new(pos.clone()).parse_san("Kb1").unwrap();
    let r = search(&pos, &Config::default(), &Limits::depth(26), Some(key));
    assert_eq!(r.best_move, Some(key));
    // White wins a pawn: material +1 at the root, +2 once the f5 pawn falls.
    assert!(r.score.0 >= 200, "{:?}", r.score);
    assert!(r.counters.nodes_to_key.is_some());
}

#[test]
fn counters_add_up() {
    let pos =
        parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    for config in [
        Config::default(),
        Config::minimax(false),
        Config {
            algorithm: Algorithm::Pvs,
            null_move: true,
            futility: true,
            razoring: true,
            quiescence_checks: true,
            ..Config::default()
        },
    ] {
        let depth = if config.algorithm == Algorithm::Minimax {
            3
        } else {
            4
        };
        let r = search(&pos, &config, &Limits::depth(depth), None);
        let c = r.counters;
        assert_eq!(c.nodes, c.interior + c.leaves + c.qnodes, "{config:?}");
        assert!(c.tt_hits <= c.tt_probes && c.tt_cutoffs <= c.tt_hits);
        assert!(c.first_move_cutoffs <= c.cutoffs);
        assert!(r.best_move.is_some_and(|m| pos.is_legal(m)));
    }
}

#[test]
fn features_pay_off_on_the_middlegame() {
    // Each generation searches no more nodes than the one before it (fixed depth).
    let pos =
        parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1").unwrap();
    let nodes = |c: Config| search(&pos, &c, &Limits::depth(3), None).counters.nodes;
    let minimax = nodes(Config::minimax(false));
    let ab = nodes(Config::alpha_beta_only(false));
    let ordered = nodes(Config {
        ordering: Ordering::default(),
        ..Config::alpha_beta_only(false)
    });
    assert!(ab < minimax, "{ab} {minimax}");
    assert!(ordered < ab, "{ordered} {ab}");
}

#[test]
fn limits_end_the_search() {
    let pos = Chess::default();
    let r = search(&pos, &Config::default(), &Limits::nodes(5000), None);
    assert!(r.counters.nodes <= 5000);
    assert!(r.stopped);
    assert!(r.best_move.is_some_and(|m| pos.is_legal(m)));

    let stop = Arc::new(AtomicBool::new(true));
    let r = search(
        &pos,
        &Config::default(),
        &Limits::default().with_stop(stop),
        None,
    );
    assert!(r.best_move.is_some_and(|m| pos.is_legal(m)));

    let r = search(
        &pos,
        &Config::default(),
        &Limits::movetime(std::time::Duration::from_millis(30)),
        None,
    );
    assert!(r.best_move.is_some_and(|m| pos.is_legal(m)));
}

#[test]
fn pv_from_the_table_is_legal() {
    let pos = after(OPERA);
    let config = Config {
        pv_source: PvSource::Tt,
        ..Config::default()
    };
    let r = search(&pos, &config, &Limits::depth(6), None);
    let line = line_san(&pos, &r.pv);
    assert_eq!(line.len(), r.pv.len());
    assert_eq!(line.first().map(String::as_str), Some("Bxd7+"));
}

#[test]
fn repetition_is_a_draw() {
    // Black, two pawns down in material, has a perpetual check: Qe1+ Kh2 Qh4+ Kg1 ….
    let pos = parse_fen("6k1/RR3ppp/N7/8/7q/8/6P1/6K1 b - - 0 1").unwrap();
    let r = search(&pos, &Config::default(), &Limits::depth(6), None);
    assert_eq!(r.score, Score::DRAW, "{:?}", line_san(&pos, &r.pv));
    assert_eq!(san(&pos, r.best_move), "Qe1+");
}

#[test]
fn config_round_trips_through_json() {
    let c = Config {
        algorithm: Algorithm::Pvs,
        eval: EvalKind::Standard,
        ..Config::default()
    };
    let text = serde_json::to_string(&c).unwrap();
    let back: Config = serde_json::from_str(&text).unwrap();
    assert_eq!(c, back);
    let partial: Config = serde_json::from_str(r#"{"null_move": true}"#).unwrap();
    assert!(partial.null_move && partial.tt);
}

// Property: at a fixed depth minimax, alpha-beta and PVS agree on the score, and
// alpha-beta visits no more nodes than minimax (its tree is a subtree of minimax's).

const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/1p3pp1/8/3r4/8/2N5/1PP2PPP/3R2K1 w - - 0 1",
];

fn random_walk(start: usize, steps: &[u8]) -> Chess {
    let mut pos = parse_fen(STARTS[start]).unwrap();
    for &s in steps {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play_unchecked(moves[s as usize % moves.len()]);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, .. ProptestConfig::default() })]

    #[test]
    fn minimax_alphabeta_pvs_agree(
        start in 0..STARTS.len(),
        steps in prop::collection::vec(any::<u8>(), 0..24),
        depth in 1u32..=3,
        quiescence in any::<bool>(),
    ) {
        // Quiescence under minimax (every capture sequence to the end) explodes in tactical
        // middlegames: with quiescence, only the endgame starts and depth ≤ 2.
        let start = if quiescence { 2 + start % 2 } else { start };
        let depth = if quiescence { depth.min(2) } else { depth };
        let pos = random_walk(start, &steps);
        let limits = Limits::depth(depth);
        let mm = search(&pos, &Config::minimax(quiescence), &limits, None);
        let ab = search(&pos, &Config::alpha_beta_only(quiescence), &limits, None);
        let ordered = Config {
            ordering: Ordering { hash_move: false, ..Ordering::default() },
            iterative_deepening: true,
            check_extension: true,
            ..Config::alpha_beta_only(quiescence)
        };
        let ab_ordered = search(&pos, &ordered, &limits, None);
        let pvs = search(&pos, &Config { algorithm: Algorithm::Pvs, ..ordered }, &limits, None);
        let mm_ext = search(&pos, &Config { check_extension: true, ..Config::minimax(quiescence) }, &limits, None);
        prop_assert_eq!(mm.score, ab.score);
        prop_assert!(ab.counters.nodes <= mm.counters.nodes);
        prop_assert_eq!(mm_ext.score, ab_ordered.score);
        prop_assert_eq!(mm_ext.score, pvs.score);
    }
}

#[test]
fn switches_show_in_the_counters() {
    // A middlegame with queens: every optional feature gets a chance to act.
    let pos =
        parse_fen("r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9").unwrap();
    let all = Config {
        algorithm: Algorithm::Pvs,
        null_move: true,
        futility: true,
        razoring: true,
        queen_extension: true,
        ..Config::default()
    };
    let c = search(&pos, &all, &Limits::depth(6), None).counters;
    assert!(c.null_cutoffs > 0, "{c:?}");
    assert!(c.futility_prunes > 0, "{c:?}");
    assert!(c.razor_reductions > 0, "{c:?}");
    assert!(c.queen_extensions > 0, "{c:?}");
    assert!(c.pvs_researches > 0, "{c:?}");
    assert!(c.check_extensions > 0, "{c:?}");
    let none = search(
        &pos,
        &Config::alpha_beta_only(true),
        &Limits::depth(3),
        None,
    )
    .counters;
    assert_eq!(
        (
            none.tt_probes,
            none.null_cutoffs,
            none.check_extensions,
            none.queen_extensions
        ),
        (0, 0, 0, 0)
    );
}

#[test]
fn nodes_to_key_follows_the_final_choice() {
    let pos = after(RETI);
    let key = Game::new(pos.clone()).parse_san("Qd8+").unwrap();
    let r = search(&pos, &Config::default(), &Limits::depth(6), Some(key));
    let n = r.counters.nodes_to_key.expect("key found");
    assert!(n > 1 && n <= r.counters.nodes);
    assert!(r.counters.key_depth.is_some_and(|d| d >= 1 && d <= r.depth));
    // A key that is not chosen has no count.
    let other = Game::new(pos.clone()).parse_san("a3").unwrap();
    let r = search(&pos, &Config::default(), &Limits::depth(4), Some(other));
    assert_eq!(r.counters.nodes_to_key, None);
}

/// The verification of the alternatives and multi-PV lines (`search/verify.rs`): off by
/// default (nothing changes), counted when on, and a tie never verifies.
mod verification {
    use pioneer_baseline::{Config, Engine, Limits, Score};
    use shakmaty::Position;

    const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

    fn kg7(pos: &shakmaty::Chess) -> shakmaty::Move {
        let u: shakmaty::uci::UciMove = "h8g7".parse().unwrap();
        u.to_move(pos).unwrap()
    }

    #[test]
    fn off_by_default_and_counted_when_on() {
        let pos = pioneer_rules::parse_fen(RETI).unwrap();
        let key = Some(kg7(&pos));
        let cfg = Config::alpha_beta_only(true);
        let plain = Engine::new(cfg).search(&pos, &[], &Limits::depth(8), key, |_| {});
        assert!(plain.iterations.iter().all(|it| it.verification.is_none()));
        let again = pioneer_baseline::search(&pos, &cfg, &Limits::depth(8), key);
        assert_eq!(plain.counters.nodes, again.counters.nodes);
        let mut e = Engine::new(cfg);
        e.set_verify_key(true);
        let v = e.search(&pos, &[], &Limits::depth(8), key, |_| {});
        assert_eq!(v.best_move, plain.best_move);
        let verified: Vec<_> = v
            .iterations
            .iter()
            .filter_map(|it| it.verification)
            .collect();
        assert!(!verified.is_empty());
        let extra: u64 = verified.iter().map(|x| x.nodes).sum();
        assert_eq!(v.counters.nodes, plain.counters.nodes + extra);
        // At depth 1 every king move keeps the material: a tie, not verified.
        let mut e = Engine::new(cfg);
        let t = e.verify_alternatives(&pos, &[], 1, kg7(&pos), Score(0), &Limits::default());
        assert!(!t.all_lower && t.examined == 3 && !t.aborted);
    }

    #[test]
    fn multipv_lines_are_distinct_and_not_better() {
        let pos = pioneer_rules::parse_fen(RETI).unwrap();
        let mut e = Engine::new(Config::default());
        e.set_multipv(3);
        let r = e.search(&pos, &[], &Limits::depth(5), None, |_| {});
        for it in &r.iterations {
            assert_eq!(it.lines.len(), 2, "depth {}", it.depth);
            let mut firsts = vec![it.best_move.unwrap()];
            for l in &it.lines {
                assert!(l.score <= it.score);
                assert!(!firsts.contains(&l.pv[0]));
                assert!(pos.is_legal(l.pv[0]));
                firsts.push(l.pv[0]);
            }
        }
    }
}

/// The game's earlier positions: one met once before the root is no draw (the side to
/// move may repeat it and play on), one met twice is (its third occurrence).
#[test]
fn a_position_the_game_met_once_is_no_draw_twice_is() {
    // Ten reversible half-moves played: the game's positions may repeat.
    let pos = parse_fen("7k/8/8/8/8/8/8/KQ6 w - - 10 20").unwrap();
    let mut game = Game::new(pos.clone());
    let qb2 = game.parse_san("Qb2").unwrap();
    game.make(&Ply::Move(qb2));
    let after = pioneer_baseline::search::zobrist(game.position());
    let score = |history: &[u64]| {
        let mut engine = pioneer_baseline::search::Engine::new(Config::default());
        engine.set_root_moves(&[qb2]);
        engine
            .search(&pos, history, &Limits::depth(1), None, |_| {})
            .score
    };
    assert!(score(&[]) > Score::DRAW);
    assert!(score(&[after]) > Score::DRAW, "met once: no draw");
    assert_eq!(score(&[after, 1, after]), Score::DRAW, "met twice: a draw");
}
