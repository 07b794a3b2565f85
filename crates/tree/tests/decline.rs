//! Lines that used to end too early (ours, `docs/search.md` item 23), each switch shown
//! changing a search: declining (`MoSettings::decline`), opened promotion routes
//! (`MoSettings::opened_promotions`), repetitions (`Switches::repetitions`), promotion
//! routes blocked only by the pawn's own pieces (under `Switches::deblockade`), and the
//! proof at the root (`Switches::root_proof`, item 24).

mod common;

use pioneer_rules::Game;
use pioneer_tree::formation::Formation;
use pioneer_tree::{Search, SearchConfig, SearchResult};
use pioneer_zones::{Mo, ZoneType};

/// Queen against king and pawn, from the breakthrough as played against Stockfish
/// (`docs/studies-log.md`): White's queen attacks c5, which the king defends.
const QUEEN: &str = "8/8/2k5/2p5/8/3K4/8/2Q5 w - - 0 1";
/// The three-pawn breakthrough.
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";
/// An unstoppable h-pawn whose path runs through its own king (issue "Pioneer as a study
/// solver").
const H_PAWN: &str = "8/p7/7K/8/7P/8/6k1/8 w - - 0 1";

fn run(fen: &str, change: impl FnOnce(&mut SearchConfig)) -> SearchResult {
    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.limits.max_moves = 20_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    change(&mut cfg);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn declining_keeps_the_queen() {
    // Without declining, White attacks c5 and may not pass: below 1.Kc4 -- 2.Kb3 --
    // White's only move is Qxc5, the line loses the queen and so does every root move
    // the MO offers: Qxc5+ is chosen at -8. Declining gives White the pass instead.
    // (Shown without the proof at the root, item 24, which by searching every root move
    // out finds 1.Kc4 -- 2.Kb3 c4+ here either way, and without the widened root, item
    // 25, which tries the other queen moves once Qxc5+ loses, and without remembered
    // moves, item 28, whose order of the root's moves reaches 1.Kc4 first.)
    // The two runs differ in the switch alone.
    let run_declining = |decline: bool| {
        run(QUEEN, |c| {
            c.switches.mo.decline = decline;
            c.switches.root_proof = false;
            c.switches.widened_root = false;
            c.switches.remembered_moves = false;
        })
    };
    let without = run_declining(false);
    assert_eq!(without.best_move.as_deref(), Some("Qxc5+"));
    assert_eq!(without.value, -8);
    let with = run_declining(true);
    assert_ne!(with.best_move.as_deref(), Some("Qxc5+"));
    assert!(with.value >= 0, "{with:?}");
}

#[test]
fn opened_routes_show_the_breakthrough_queen() {
    // 1.b6 axb6 frees the a5-pawn's file, which only the switch turns into a zone: with
    // it 2.c6 bxc6 3.a6 and the queen are seen (+6); without it the search ends at 0.
    let without = run(BREAKTHROUGH, |c| c.switches.mo.opened_promotions = false);
    assert_eq!(without.value, 0);
    let with = run(BREAKTHROUGH, |_| {});
    assert_eq!(with.best_move.as_deref(), Some("b6"));
    assert_eq!(with.value, 6);
    assert_eq!(&with.pv[..5], ["b6", "axb6", "c6", "bxc6", "a6"]);
}

#[test]
fn repetitions_end_the_kings_round_trips() {
    // The h-pawn wins either way (+8); with repetitions a line where White's king goes
    // round while Black passes ends where it began, so the search tries other moves and
    // the tree changes.
    let on = run(H_PAWN, |_| {});
    let off = run(H_PAWN, |c| c.switches.repetitions = false);
    assert_eq!((on.value, off.value), (8, 8));
    assert_ne!(on.tree_size, off.tree_size);
    // No line of the answer repeats a position.
    let mut game = Game::from_fen(H_PAWN).unwrap();
    for san in &on.pv {
        if san == "--" {
            game.make(&pioneer_rules::Ply::Pass);
            continue;
        }
        let m: shakmaty::san::San = san.trim_end_matches(['+', '#']).parse().unwrap();
        let m = m.to_move(game.position()).unwrap();
        game.make(&pioneer_rules::Ply::Move(m));
        assert!(!game.repeats(), "{:?}", on.pv);
    }
}

#[test]
fn a_pawn_behind_its_own_king_has_a_promotion_zone_with_deblockade() {
    // h4-h5-h6 runs into the white king: with deblockade on, the king may step aside, so
    // the pawn gets its zone; without, the route is blocked.
    let game = Game::from_fen(H_PAWN).unwrap();
    let promotions = |deblockade: bool| {
        let mut cfg = common::studies_untimed().at_horizon(8);
        cfg.switches.deblockade = deblockade;
        let mut mo = Mo::new();
        let sq = pioneer_rules::Square::H4;
        Formation::of(&cfg).form_promotion_zone(&mut mo, &game, sq, 0);
        mo.zones()
            .filter(|&z| mo.cell(z).zone_type == ZoneType::Promotion)
            .count()
    };
    assert_eq!((promotions(true), promotions(false)), (1, 0));
    // And the search sees the queen only then.
    assert_eq!(run(H_PAWN, |_| {}).value, 8);
    assert_eq!(run(H_PAWN, |c| c.switches.deblockade = false).value, 0);
}

#[test]
fn the_studies_settings_have_them_and_fig21_not() {
    let s = SearchConfig::studies().switches;
    assert!(s.mo.decline && s.mo.opened_promotions && s.repetitions && s.root_proof);
    assert!(s.widened_root && !SearchConfig::fig21().switches.widened_root);
    let f = SearchConfig::fig21().switches;
    assert!(!f.mo.decline && !f.mo.opened_promotions && !f.repetitions && !f.root_proof);
}

#[test]
fn the_proof_at_the_root_tries_every_move() {
    // Chernev no. 1: the MO gives the root no move (the h-pawn's five moves are beyond
    // H_L 8), so every legal move is tried. Without the proof at the root the first,
    // 1.Kb1 (0), already reaches everything at stake and the worst-result cutoff stops
    // the root: one move, nothing shown. With it, 1.h4 is tried too, its pawn is then
    // within the horizon, and the queen is seen (+8) against 0 for the king's moves
    // (shown without the mate tables, item 26, which value the queen as the mate and,
    // since king and pawn against king is theirs, try every root move).
    const CHERNEV_1: &str = "8/8/8/8/8/1k5P/8/2K5 w - - 0 1";
    let without = run(CHERNEV_1, |c| {
        c.switches.root_proof = false;
        c.switches.mate_tables = false;
    });
    assert_eq!(
        (
            without.best_move.as_deref(),
            without.value,
            without.tree_size
        ),
        (Some("Kb1"), 0, 2)
    );
    let with = run(CHERNEV_1, |c| c.switches.mate_tables = false);
    assert_eq!((with.best_move.as_deref(), with.value), (Some("h4"), 8));
    // With the mate tables the queen against the bare king is the mate it leads to.
    let tabled = run(CHERNEV_1, |_| {});
    assert_eq!(tabled.best_move.as_deref(), Some("h4"));
    assert!(tabled.value > pioneer_tree::MATE - 100, "{tabled:?}");
    assert!(with.separated, "{with:?}");
}

#[test]
fn the_widened_root_keeps_the_queen() {
    // The breakthrough as played against Stockfish, before 11.Qxb5+?? Kxb5
    // (`docs/studies-log.md`): the MO offers the root only the capture with check, which the
    // king retakes. Without the widened root that is the answer (-8); with it, every
    // other legal move is tried once the capture loses, and the queen is kept. (The
    // preset's horizon deepening: at H_L 8 alone the MO offers more. Without the table
    // of the queen against a pawn, which values the position at once.)
    const BEFORE_QXB5: &str = "8/8/8/1pk5/8/8/8/5Q1K w - - 0 1";
    let preset = |change: fn(&mut SearchConfig)| {
        let mut cfg = common::studies_inclusion_clock();
        cfg.limits.max_moves = 5_000;
        cfg.limits.max_time = std::time::Duration::from_secs(600);
        change(&mut cfg);
        Search::from_fen(BEFORE_QXB5, cfg).expect("valid FEN").run()
    };
    let without = preset(|c| c.switches.widened_root = false);
    assert_eq!(
        (without.best_move.as_deref(), without.value),
        (Some("Qxb5+"), -8)
    );
    let with = preset(|_| {});
    assert_ne!(with.best_move.as_deref(), Some("Qxb5+"));
    assert_eq!(with.value, 0, "{with:?}");
    assert!(with.tree_size > without.tree_size);
}

#[test]
fn clear_routes_keep_the_supporter_off_its_pawns_route() {
    // Réti after 1.Kg7 h4 2.Kf6 h3 3.Ke6 Kb6 4.Kd7 Kc5: White's king supports the c-pawn
    // along a trajectory onto c8, its promotion square. Without clear routes the MO's
    // first move is 5.Kc8, which blocks the pawn; with them it is not offered.
    const RETI_AFTER_KC5: &str = "8/3K4/2P5/2k5/8/7p/8/8 w - - 0 5";
    let first_moves = |clear: bool| {
        let mut cfg = common::studies_untimed().at_horizon(8);
        cfg.switches.mo.clear_routes = clear;
        let mut s = Search::from_fen(RETI_AFTER_KC5, cfg).expect("valid FEN");
        s.candidate_plies()
            .into_iter()
            .filter_map(|p| match p {
                pioneer_rules::Ply::Move(m) => {
                    Some(m.to_uci(shakmaty::CastlingMode::Standard).to_string())
                }
                pioneer_rules::Ply::Pass => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(first_moves(false).first().map(String::as_str), Some("d7c8"));
    let with = first_moves(true);
    assert!(!with.iter().any(|m| m == "d7c8"), "{with:?}");
    assert!(with.iter().any(|m| m == "c6c7"), "{with:?}");
    // Réti's whole tree: the same answer from a smaller tree (without remembered moves,
    // item 28: with them the preset's tree has 63 nodes either way).
    const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let on = run(RETI, |c| c.switches.remembered_moves = false);
    let off = run(RETI, |c| {
        c.switches.mo.clear_routes = false;
        c.switches.remembered_moves = false;
    });
    assert_eq!((on.best_move.as_deref(), on.value), (Some("Kg7"), 0));
    assert_eq!((off.best_move.as_deref(), off.value), (Some("Kg7"), 0));
    assert!(
        on.tree_size < off.tree_size,
        "{} {}",
        on.tree_size,
        off.tree_size
    );
}
