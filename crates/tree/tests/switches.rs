//! Every switch of the model flipped on Fig. 21: the search still terminates, and the test
//! states how it changes. Switches that Fig. 21 does not exercise (spec §7.1 lists them)
//! are shown changing the search on another position.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult, Switches, printout};

const FIG21: &str = pioneer_rules::FIG21_FEN;
const BOOK: &str = include_str!("../../../fixtures/fig21/expected-printout.txt");

fn run_on(fen: &str, horizon: u8, flip: impl Fn(&mut Switches)) -> (SearchResult, String) {
    let mut cfg = SearchConfig::fig21();
    cfg.horizon = horizon;
    flip(&mut cfg.switches);
    let mut s = Search::from_fen(fen, cfg).expect("valid FEN");
    let r = s.run();
    assert!(r.stopped.is_none(), "the search must end by itself");
    let text = printout::printout(s.game(), s.events(), 0, 0, 0, 0.0);
    (r, text)
}

fn fig21(flip: impl Fn(&mut Switches)) -> (SearchResult, String) {
    run_on(FIG21, 4, flip)
}

/// The event lines of a printout.
fn events(text: &str) -> Vec<&str> {
    text.lines().skip(4).take_while(|l| !l.is_empty()).collect()
}

fn book_events() -> Vec<&'static str> {
    events(BOOK)
}

#[test]
fn defaults_reproduce_the_book() {
    let (r, text) = fig21(|_| {});
    assert_eq!(events(&text), book_events());
    assert_eq!((r.moves_considered, r.tree_size, r.value), (18, 12, 0));
}

#[test]
fn without_worst_result_pruning_the_bishop_moves_are_tried_and_the_search_grows() {
    let (r, text) = fig21(|s| s.worst_result_pruning = false);
    assert!(r.moves_considered > 18, "{}", r.moves_considered);
    assert!(text.contains("    BF2-G3\n") && events(&text) != book_events());
}

#[test]
fn without_pseudo_search_nothing_is_taken_back_with_500() {
    let (r, text) = fig21(|s| s.pseudo_search = false);
    assert_eq!(r.pseudo_searches, 0);
    assert!(!text.contains(" 500"));
    assert_eq!((r.moves_considered, r.tree_size), (13, 16));
}

#[test]
fn vision_correction_adds_a_pseudo_search_after_bf2_d4() {
    let (r, text) = fig21(|s| s.vision_correction = true);
    assert!(text.contains("\n    BF2-D4 500\n"));
    assert_eq!((r.moves_considered, r.pseudo_searches), (32, 3));
}

#[test]
fn newest_first_tries_the_blockade_bundle_first() {
    let (r, text) = fig21(|s| s.newest_first = true);
    let ev = events(&text);
    // After the second pseudo-search the newest bundle is the blockade g7→f4: 1…Ng7-h5
    // (on it) comes first, then 1…Ng7-e6, before 1…Ng7-f5.
    let third: Vec<&str> = ev
        .iter()
        .copied()
        .filter(|l| l.starts_with("NG7-"))
        .skip(4)
        .collect();
    assert_eq!(third.first(), Some(&"NG7-H5"));
    assert!(ev != book_events());
    assert_eq!((r.moves_considered, r.tree_size), (16, 10));
}

#[test]
fn without_fork_priority_f5_comes_before_h5_in_the_last_iteration() {
    let (r, text) = fig21(|s| s.fork_priority = false);
    let ev = events(&text);
    let firsts: Vec<&str> = ev
        .iter()
        .copied()
        .filter(|l| l.starts_with("NG7-") && !l.contains(' '))
        .collect();
    assert_eq!(firsts, ["NG7-F5", "NG7-H5", "NG7-F5", "NG7-H5", "NG7-E6"]);
    assert_eq!(r.moves_considered, 18);
}

#[test]
fn without_time_freeze_the_frozen_knight_moves_and_more_is_searched() {
    let (r, text) = fig21(|s| s.time_freeze = false);
    assert!(r.moves_considered > 18);
    assert!(events(&text) != book_events());
}

#[test]
fn without_passes_black_has_no_move_at_the_root() {
    let (r, _) = fig21(|s| s.passes = false);
    assert_eq!((r.moves_considered, r.tree_size, r.best_move), (0, 1, None));
}

#[test]
fn without_length_one_rule_the_pawn_support_e5_f4_is_not_seen() {
    let (r, text) = fig21(|s| s.vision.length_one_always = false);
    // A_max = 0 after 2…Ne6-f4 hides e5→f4; the pawn still recaptures, being a target of
    // the zone, so the printout stands and the MO is smaller.
    assert_eq!(events(&text), book_events());
    assert_eq!(r.map_size, 21);
}

#[test]
fn without_blockades_black_finds_no_defence() {
    let (r, text) = fig21(|s| s.vision.blockades = false);
    assert!(!text.contains("NG7-E6"));
    // The best line is the pass (value 1: the bishop takes e5); of the moves, 1…Nf5 loses
    // the knight (3).
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Nf5"), 3));
}

#[test]
fn m0_as_root_balance_shifts_the_values() {
    let (r, text) = fig21(|s| s.m0_root_balance = true);
    // m_t starts at +1: Black is down by the stakes at once and every line ends early.
    assert!(events(&text) != book_events());
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Nf5"), 4));
}

#[test]
fn retreat_and_deblockade_off_in_the_book_on_here() {
    let (r, _) = fig21(|s| s.retreat = true);
    assert_eq!(r.best_move.as_deref(), Some("e4"));
    // No own piece blocks the bishop: deblockade changes nothing on Fig. 21.
    let (_, text) = fig21(|s| s.deblockade = true);
    assert_eq!(events(&text), book_events());
}

/// The switches spec §7.1 says Fig. 21 leaves undecided, and our forgotten bundles: the
/// book's printout stands.
#[test]
fn fig21_does_not_depend_on_these() {
    type Flip = fn(&mut Switches);
    let flips: [(&str, Flip); 8] = [
        ("ancestor cutoff", |s| s.ancestor_cutoff = false),
        ("captures at the depth cap", |s| {
            s.mo.capped_leaf = pioneer_tree::CappedLeaf::Captures
        }),
        ("forgotten bundles", |s| s.forget_found_bundles = true),
        ("connection freeze", |s| s.connection_freeze = false),
        ("99 freeze", |s| s.a0_freeze = false),
        ("branching ban", |s| s.branching_ban = false),
        ("repeat of the attacked piece", |s| {
            s.repeat_attacked = false
        }),
        ("zones of both colours", |s| s.both_colours = false),
    ];
    for (name, flip) in flips {
        let (r, text) = fig21(flip);
        assert_eq!(events(&text), book_events(), "{name}");
        assert_eq!(r.moves_considered, 18, "{name}");
    }
}

/// The switches Fig. 21 does not exercise, each changing the search on a position of the
/// development suites (found by flipping every switch over them; `docs/search.md`).
#[test]
fn switches_fig21_leaves_undecided_change_other_searches() {
    // Ancestor comparison (§2.4): without it more moves are searched.
    let fen = "8/8/8/5Bp1/7k/8/4pPKP/8 w - - 0 1";
    let (on, pon) = run_on(fen, 4, |_| {});
    let (off, poff) = run_on(fen, 4, |s| s.ancestor_cutoff = false);
    assert_ne!(pon, poff, "ancestor cutoff");
    assert!(
        off.moves_considered > on.moves_considered,
        "ancestor cutoff"
    );

    // Repeat of the attacked piece's movement (§2.6.3): a different move is chosen.
    let fen = "8/p5pp/3k1p2/3p4/1P3P2/P1K5/5P1P/8 b - - 0 1";
    let (on, _) = run_on(fen, 4, |_| {});
    let (off, _) = run_on(fen, 4, |s| s.repeat_attacked = false);
    assert_eq!(on.best_move.as_deref(), Some("g5"));
    assert_eq!(off.best_move.as_deref(), Some("a5"));

    // Bundle branching ban (§2.10): without it the rook tries another trajectory.
    let fen = "3r4/7p/Rp4k1/5p2/4p3/2P5/PP3P1P/5K2 b - - 0 1";
    let (on, _) = run_on(fen, 2, |_| {});
    let (off, _) = run_on(fen, 2, |s| s.branching_ban = false);
    assert!(off.moves_considered > on.moves_considered, "branching ban");

    // Freezing by loss of connection (§1.14–1.16), Saavedra's position: frozen parts of
    // the rook's bundles keep it from moves the others would allow.
    let fen = "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1";
    let (on, _) = run_on(fen, 4, |_| {});
    let (off, _) = run_on(fen, 4, |s| s.connection_freeze = false);
    assert!(
        off.moves_considered > on.moves_considered,
        "connection freeze"
    );

    // Freezing on leaving a0 (§1.17): the order of the search changes.
    let fen = "r2k4/8/8/1P4p1/8/p5P1/6P1/1R3K2 w - - 0 1";
    let (_, pon) = run_on(fen, 4, |_| {});
    let (_, poff) = run_on(fen, 4, |s| s.a0_freeze = false);
    assert_ne!(pon, poff, "99 freeze");

    // Zones of both colours: with the attacker's zones only, White's rook has no zone.
    let fen = "5k2/8/8/3R4/6K1/8/3b2pP/8 w - - 0 1";
    let (both, _) = run_on(fen, 2, |_| {});
    let (one, _) = run_on(fen, 2, |s| s.both_colours = false);
    assert_eq!(both.best_move.as_deref(), Some("Rxd2"));
    assert_eq!(one.best_move, None);
}

/// Transpositions (our addition, `pioneer_tree::memo`): on Réti's study the lines
/// 1.Kg7 Kb6 2.Kf6 h4 and 1.Kg7 h4 2.Kf6 Kb6 meet; with the switch the second is not
/// searched again. Same move and value, a smaller tree. Fig. 21 has no transpositions.
#[test]
fn transpositions_take_over_values_of_positions_met_again() {
    let reti = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let run = |on: bool| {
        let mut cfg = common::studies_untimed().at_horizon(8);
        cfg.switches.transpositions = on;
        let r = Search::from_fen(reti, cfg).expect("valid FEN").run();
        assert!(r.stopped.is_none());
        r
    };
    let (on, off) = (run(true), run(false));
    assert_eq!((on.best_move.as_deref(), on.value), (Some("Kg7"), 0));
    assert_eq!((off.best_move.as_deref(), off.value), (Some("Kg7"), 0));
    assert!(on.transpositions > 0 && off.transpositions == 0);
    assert!(on.tree_size < off.tree_size);
    assert!(on.moves_considered < off.moves_considered);

    let (r, text) = fig21(|s| s.transpositions = true);
    assert_eq!(events(&text), book_events());
    assert_eq!(r.transpositions, 0);
}

/// The restart budget (ours): with one restart per node, Réti's search takes fewer
/// pseudo-searches and another tree; with two (the studies' before the seventy-sixth
/// session) it is the search without a budget. Fig. 21 climbs back to the root twice: a
/// budget of one keeps the second pseudo-search (after 2.Bg3:e5) from happening; two give
/// the book. The presets: none in fig21, one in studies and play (`docs/ablation.md`, "The
/// preset's constants measured again").
#[test]
fn restart_budget_stops_pseudo_searches_from_climbing_back_again() {
    assert_eq!(SearchConfig::fig21().switches.restart_budget, 0);
    assert_eq!(SearchConfig::studies().switches.restart_budget, 1);
    assert_eq!(SearchConfig::play().switches.restart_budget, 1);
    let reti = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let run = |budget: u8| {
        let mut cfg = common::studies_untimed().at_horizon(8);
        cfg.switches.deepening = false;
        cfg.switches.restart_budget = budget;
        let r = Search::from_fen(reti, cfg).expect("valid FEN").run();
        assert!(r.stopped.is_none());
        r
    };
    let (none, one, two) = (run(0), run(1), run(2));
    assert!(one.pseudo_searches < none.pseudo_searches);
    assert_ne!(one.tree_size, none.tree_size);
    assert_eq!(
        (two.pseudo_searches, two.tree_size),
        (none.pseudo_searches, none.tree_size)
    );
    assert_eq!(one.best_move.as_deref(), Some("Kg7"));

    let (r, text) = fig21(|s| s.restart_budget = 1);
    assert_ne!(events(&text), book_events());
    assert_eq!(r.pseudo_searches, 1);
    let (r, text) = fig21(|s| s.restart_budget = 2);
    assert_eq!(events(&text), book_events());
    assert_eq!(r.pseudo_searches, 2);
}

/// Deepening (ours): on Réti the capped searches end with one that no cap cuts, which is
/// the search without deepening (same tree, value and move; the earlier caps add moves).
/// On a pawn ending that no search completes within 5 000 moves, deepening answers with
/// the last capped search completed, where the single search can only name the move it
/// was in. (Without remembered moves, `docs/search.md` item 28, whose whole point is
/// that the earlier steps reorder the last one's tree.)
#[test]
fn deepening_answers_with_the_last_search_completed() {
    let run = |fen: &str, deep: bool, max_moves: u64| {
        let mut cfg = common::studies_untimed().at_horizon(8);
        cfg.switches.remembered_moves = false;
        cfg.switches.deepening = deep;
        cfg.limits.max_moves = max_moves;
        cfg.limits.max_time = std::time::Duration::from_secs(60);
        Search::from_fen(fen, cfg).expect("valid FEN").run()
    };
    let reti = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let (deep, single) = (run(reti, true, 200_000), run(reti, false, 200_000));
    assert!(deep.stopped.is_none() && single.stopped.is_none());
    assert_eq!(
        (deep.best_move.as_deref(), deep.value, deep.tree_size),
        (single.best_move.as_deref(), single.value, single.tree_size)
    );
    assert!(deep.moves_considered > single.moves_considered);
    assert_eq!(single.depth_cap, 40);
    assert!(deep.depth_cap >= 16);

    let pawns = "8/7p/2k1Pp2/pp1p2p1/3P2P1/4P3/P3K2P/8 w - - 0 1";
    let (deep, single) = (run(pawns, true, 5_000), run(pawns, false, 5_000));
    assert!(deep.stopped.is_some() && single.stopped.is_some());
    assert!(deep.best_move.is_some() && deep.depth_cap < 40);
    assert_eq!(single.depth_cap, 40);
    // The limit counts passes too (`Limits::max_moves`).
    assert_eq!(deep.moves_considered + deep.passes, 5_000);
}
