//! The switches of [`pioneer_tree::TrajectorySettings`] (spec §3.2, §11; Appendix 1 §2.2,
//! §2.7), each shown changing a search on a concrete position, and the Fig. 21 preset
//! (which has them all on) still printing the book's lines.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult, TrajectorySettings};

/// White's king g1 behind its own pawns f2, g2, h2: every shortest route to the black pawn
/// g4 (three king moves) starts on one of them; g1-f1-e2-f3-g4 (four) is open.
const KING_BEHIND_PAWNS: &str = "7k/8/8/8/6p1/8/5PPP/6K1 w - - 0 1";
/// PET: a bishop ending where a route of the black bishop b8 crosses the pawn b7.
const BISHOPS: &str = "1b6/1P6/8/2KB4/6pk/3N3p/8/8 b - - 0 1";
/// Lasker–Reichhelm 1901: every pawn blocked by an enemy pawn.
const LASKER: &str = "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1";
const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

fn run(mut cfg: SearchConfig, t: TrajectorySettings, fen: &str) -> SearchResult {
    cfg.switches.trajectories = t;
    cfg.limits.max_time = std::time::Duration::from_secs(60);
    let r = Search::from_fen(fen, cfg).expect("valid FEN").run();
    assert!(r.stopped.is_none(), "the search must end by itself: {r:?}");
    r
}

fn only(f: impl Fn(&mut TrajectorySettings)) -> TrajectorySettings {
    let mut t = TrajectorySettings::OFF;
    f(&mut t);
    t
}

/// The studies settings as these tests were written: one horizon, without issue 15's
/// line rules (declining, opened promotion routes, repetitions, the proof at the root:
/// with them the pawn endings here search further and run to the limits, `docs/search.md`
/// items 23–24) and without remembered moves (item 28: the order an earlier step found
/// would hide what the trajectories alone change), so that each search ends by itself and
/// the trajectories' switches alone differ.
fn studies_config() -> SearchConfig {
    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.switches.mo.opened_promotions = false;
    cfg.switches.mo.decline = false;
    cfg.switches.repetitions = false;
    cfg.switches.root_proof = false;
    cfg.switches.remembered_moves = false;
    cfg
}

fn studies(t: TrajectorySettings, fen: &str) -> SearchResult {
    run(studies_config(), t, fen)
}

#[test]
fn fig21_has_every_trajectory_switch_on_and_stays_the_book() {
    // The Fig. 21 preset is the sources' mechanism; its bundles have no admissible
    // trajectory within the limit and nothing blocks the bishop for good (spec §11), so
    // the printout is the same either way (tests/fig21.rs checks it line for line).
    assert_eq!(
        SearchConfig::fig21().switches.trajectories,
        TrajectorySettings::SOURCES
    );
    let fig21 = pioneer_rules::FIG21_FEN;
    let on = run(SearchConfig::fig21(), TrajectorySettings::SOURCES, fig21);
    let off = run(SearchConfig::fig21(), TrajectorySettings::OFF, fig21);
    for r in [&on, &off] {
        assert_eq!((r.moves_considered, r.tree_size, r.value), (18, 12, 0));
    }
}

#[test]
fn admissible_bundles_give_a_blocked_king_its_zone_and_win_the_pawn() {
    // Shortest bundles: the king's routes to g4 are all blocked by its own pawns; with
    // deblockade the zone forms, but the king only waits for the pawns to step aside and
    // 1.f3 (value 0) is chosen. With every trajectory up to A_max = 4 (spec §11) the king
    // walks round: 1.Kf1 and the pawn g4 falls (+1).
    let off = studies(TrajectorySettings::OFF, KING_BEHIND_PAWNS);
    let on = studies(only(|t| t.admissible_bundles = true), KING_BEHIND_PAWNS);
    assert_eq!((off.best_move.as_deref(), off.value), (Some("f3"), 0));
    assert_eq!((on.best_move.as_deref(), on.value), (Some("Kf1"), 1));
    assert!(on.map_size > off.map_size, "the wider bundles are recorded");
    // Without deblockade the zone itself exists only with admissible bundles.
    let mut cfg = studies_config();
    cfg.switches.deblockade = false;
    let off = run(cfg, TrajectorySettings::OFF, KING_BEHIND_PAWNS);
    let on = run(
        cfg,
        only(|t| t.admissible_bundles = true),
        KING_BEHIND_PAWNS,
    );
    assert_eq!((off.zones, on.zones), (4, 5));
    assert_eq!(on.best_move.as_deref(), Some("Kf1"));
}

#[test]
fn admissible_bundles_keep_reti_drawn_with_kg7() {
    let on = studies(only(|t| t.admissible_bundles = true), RETI);
    let off = studies(TrajectorySettings::OFF, RETI);
    assert_eq!((on.best_move.as_deref(), on.value), (Some("Kg7"), 0));
    assert_eq!((off.best_move.as_deref(), off.value), (Some("Kg7"), 0));
    println!(
        "Réti: shortest bundles {} nodes / {} moves, admissible {} / {}",
        off.tree_size, off.moves_considered, on.tree_size, on.moves_considered
    );
    assert!(on.tree_size > off.tree_size);
}

#[test]
fn the_real_length_orders_the_moves_and_meets_t_x() {
    // Fig. 21 settings on a bishop ending: with the real length (a piece in the way costs
    // a move, §2.7) a route across the pawn b7 comes later and a defender that must pass
    // a piece has less time; the search finds 1…Kg3 worth −1 instead of 0.
    // Derived on the Fig. 21 settings before the seed's "lost or blocked" branching ban
    // (`Switches::ban_unless_blocked`, docs/search.md item 59), which values 1…Kg3 at −1
    // without the real length too.
    let mut cfg = SearchConfig::fig21();
    cfg.horizon = 4;
    cfg.switches.ban_unless_blocked = false;
    let off = run(cfg, TrajectorySettings::OFF, BISHOPS);
    let on = run(cfg, only(|t| t.real_length = true), BISHOPS);
    assert_eq!((off.best_move.as_deref(), off.value), (Some("Kg3"), 0));
    assert_eq!((on.best_move.as_deref(), on.value), (Some("Kg3"), -1));
    assert_ne!(on.pv, off.pv);
}

#[test]
fn a_blocked_first_segment_changes_nothing_with_shortest_bundles() {
    // On a bundle of shortest trajectories a square one move from the piece can only be
    // its next stop (its distance from a0 is one more than the piece's), and a blocked
    // next step is no legal move: the switch leaves such a search as it is
    // (docs/search.md, "The real board"). It counts only where an admissible trajectory
    // comes back next to the piece after a blocked first step (forkness, §2.8).
    let cases = [
        (common::studies_untimed().at_horizon(8), RETI),
        (common::studies_untimed().at_horizon(8), LASKER),
        (SearchConfig::fig21(), BISHOPS),
        (SearchConfig::fig21(), pioneer_rules::FIG21_FEN),
    ];
    for (cfg, fen) in cases {
        let off = run(cfg, TrajectorySettings::OFF, fen);
        let on = run(cfg, only(|t| t.first_segment_block = true), fen);
        assert_eq!(
            (on.best_move, on.value, on.tree_size, on.moves_considered),
            (
                off.best_move,
                off.value,
                off.tree_size,
                off.moves_considered
            ),
            "{fen}"
        );
    }
}

#[test]
fn a_root_piece_blocked_for_good_ends_its_zone() {
    // Lasker–Reichhelm: every pawn is blocked by an enemy pawn nothing can take, so with
    // §2.2 criterion 1 their promotion zones end at once and the search is smaller.
    let off = studies(TrajectorySettings::OFF, LASKER);
    let on = studies(only(|t| t.blocked_root_ends_zone = true), LASKER);
    assert_eq!(off.best_move, on.best_move);
    assert!(
        on.moves_considered < off.moves_considered,
        "{} vs {}",
        on.moves_considered,
        off.moves_considered
    );
    // Réti stays drawn with 1.Kg7.
    let r = studies(only(|t| t.blocked_root_ends_zone = true), RETI);
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Kg7"), 0));
}

#[test]
fn the_studies_preset_reads_the_real_board_and_keeps_reti_drawn() {
    // The measured defaults (docs/studies-log.md): the real board on, shortest bundles.
    let t = SearchConfig::studies().switches.trajectories;
    assert_eq!(
        t,
        TrajectorySettings {
            admissible_bundles: false,
            ..TrajectorySettings::SOURCES
        }
    );
    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.limits.max_time = std::time::Duration::from_secs(60);
    let r = Search::from_fen(RETI, cfg).expect("valid FEN").run();
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Kg7"), 0));
    println!(
        "Réti, studies preset: {} nodes, {} moves considered",
        r.tree_size, r.moves_considered
    );
}

/// EET 056 after 1.Rg2?: Black's 1…Rxg2 wins (Stockfish: mate in 17 for Black), since
/// after 2.h7 the rook stops the pawn with 2…Rh2.
const EET_056_AFTER_RG2: &str = "2K5/p7/7P/5p2/8/5k2/r5R1/8 b - - 1 1";

#[test]
fn a_negation_onto_its_zones_target_is_not_blocked_by_the_root_piece() {
    // The studies preset at one horizon of 8 half-moves, 10 000 moves. Off, after 1…Rxg2
    // 2.h7 the rook's way g2-h2-h8 counts the pawn on h7 as an obstacle (real length 3
    // against T_x 2), so 2…Rh2 is frozen and the search does not see Black win; on, the
    // pawn, which reaches h8 itself, is not in that way.
    let run = |on: bool| {
        let mut cfg = SearchConfig::studies().at_horizon(8);
        cfg.switches.trajectories.root_leaves_path = on;
        cfg.limits.max_moves = 10_000;
        cfg.limits.max_time = std::time::Duration::from_secs(120);
        Search::from_fen(EET_056_AFTER_RG2, cfg)
            .expect("valid FEN")
            .run()
    };
    let on = run(true);
    assert_eq!(on.best_move.as_deref(), Some("Rxg2"), "{on:?}");
    assert!(on.value < 0 && on.finished, "{on:?}");
    let off = run(false);
    assert!(off.value >= 0 && !off.finished, "{off:?}");
    // The presets leave it off (docs/studies-log.md, thirty-second session).
    assert!(
        !SearchConfig::studies()
            .switches
            .trajectories
            .root_leaves_path
    );
    assert!(!SearchConfig::fig21().switches.trajectories.root_leaves_path);
}
