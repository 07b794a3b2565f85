//! Horizon deepening (`SearchConfig::max_horizon`, ours: `docs/search.md`): after a search
//! finishes at the horizon, the search is repeated with a wider one while the limits allow,
//! and the widest finished search answers. `SearchResult::finished` and
//! `SearchResult::horizon` say which search answered.

mod common;

use pioneer_tree::{Search, SearchConfig, SearchResult, WIDEST_HORIZON};
use std::time::Duration;

/// Chernev, *Practical Chess Endings* no. 1: White wins with 1.h4 (the pawn runs, the
/// king is out of the square). At H_L 8 the pawn's run is beyond the horizon of four
/// moves and no zone is formed at all; at H_L 10 the promotion zone exists.
const CHERNEV_1: &str = "8/8/8/8/8/1k5P/8/2K5 w - - 0 1";

/// Réti 1921: White draws with 1.Kg7.
const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

/// `fen` at H_L 8 deepened to `max_horizon`, on the inclusion clock of the sixteenth
/// session's preset (`common::studies_inclusion_clock`, where these were derived).
fn run(fen: &str, max_horizon: u8, limits: impl Fn(&mut SearchConfig)) -> SearchResult {
    let mut cfg = common::studies_inclusion_clock().at_horizon(8);
    cfg.max_horizon = max_horizon;
    limits(&mut cfg);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn a_wider_horizon_sees_the_pawn_run_the_narrow_one_misses() {
    // Without the proof at the root (which tries 1.h4 among every legal move and so brings
    // the pawn within the horizon: `tests/decline.rs`), only the wider horizon sees it.
    // Without the mate tables too: king and pawn against king is theirs.
    let no_root_proof = |c: &mut SearchConfig| {
        c.switches.root_proof = false;
        c.switches.mate_tables = false;
    };
    let narrow = run(CHERNEV_1, 8, no_root_proof);
    assert_eq!(narrow.horizon, 8);
    assert!(narrow.finished && narrow.stopped.is_none(), "{narrow:?}");
    assert_eq!(narrow.zones, 0, "no zone within four moves");
    assert_eq!(narrow.value, 0);

    let wide = run(CHERNEV_1, 12, no_root_proof);
    assert!(wide.finished && wide.stopped.is_none(), "{wide:?}");
    assert_eq!(wide.horizon, 12, "the widest horizon finished and answers");
    assert_eq!(wide.best_move.as_deref(), Some("h4"));
    assert_eq!(wide.value, 8, "the queen is seen");
    assert!(wide.moves_considered > narrow.moves_considered);
}

/// The attack horizon alone (`SearchConfig::horizon`, `--horizon`), without deepening
/// (`max_horizon` equal to it): the same search at H_L 8 has no zone, at H_L 12 it sees
/// the pawn run.
#[test]
fn the_horizon_alone_decides_whether_the_pawn_run_is_a_zone() {
    let single = |horizon: u8| {
        run(CHERNEV_1, horizon, |c| {
            c.horizon = horizon;
            c.switches.root_proof = false;
            c.switches.mate_tables = false;
        })
    };
    let (narrow, wide) = (single(8), single(12));
    assert_eq!((narrow.horizon, wide.horizon), (8, 12));
    assert_eq!((narrow.zones, narrow.value), (0, 0), "{narrow:?}");
    assert!(wide.zones > 0, "{wide:?}");
    assert_eq!(
        (wide.best_move.as_deref(), wide.value),
        (Some("h4"), 8),
        "{wide:?}"
    );
}

#[test]
fn a_limit_in_a_wider_search_answers_with_the_narrower_finished_one() {
    // Réti at H_L 8 finishes within a few hundred moves considered; allow a little more
    // and stop the wider searches by the moves limit.
    let alone = run(RETI, 8, |_| {});
    assert!(alone.finished);
    let limited = run(RETI, 30, |c| {
        c.limits.max_moves = alone.moves_considered + alone.passes + 50;
        c.limits.max_time = Duration::from_secs(600);
    });
    assert!(limited.stopped.is_some(), "{limited:?}");
    assert!(limited.completed && limited.finished, "{limited:?}");
    assert_eq!(limited.horizon, 8);
    assert_eq!(
        (
            limited.best_move.as_deref(),
            limited.value,
            limited.tree_size
        ),
        (alone.best_move.as_deref(), alone.value, alone.tree_size),
        "the answer is the finished search at H_L 8, with its tree"
    );
}

#[test]
fn off_at_or_below_the_horizon() {
    let off = run(CHERNEV_1, 0, |_| {});
    let same = run(CHERNEV_1, 8, |_| {});
    assert_eq!(
        (off.moves_considered, off.horizon, off.value),
        (same.moves_considered, same.horizon, same.value)
    );
}

#[test]
fn the_answering_search_keeps_its_bounds() {
    // The root sons' bound kinds belong to the tree that answers, also when a limit
    // stopped a later search (they were once read from the stopped search's records).
    let mut cfg = common::studies_inclusion_clock().at_horizon(8);
    cfg.max_horizon = 8;
    let mut alone = Search::from_fen(RETI, cfg).expect("valid FEN");
    let a = alone.run();
    cfg.max_horizon = 30;
    cfg.limits.max_moves = a.moves_considered + a.passes + 50;
    cfg.limits.max_time = Duration::from_secs(600);
    let mut limited = Search::from_fen(RETI, cfg).expect("valid FEN");
    let _ = limited.run();
    let sons = |s: &Search| {
        s.tree()
            .children(pioneer_tree::NodeId::ROOT)
            .map(|c| (s.tree().ply(c), s.tree().value(c), s.bound(c)))
            .collect::<Vec<_>>()
    };
    assert_eq!(sons(&alone), sons(&limited));
}

/// A search of `fen` with zones kept to their time, from `base` with `set` applied, as
/// `pioneer solve --nodes 10000` runs it (no time limit within reach).
fn zone_time_run(fen: &str, base: SearchConfig, set: impl Fn(&mut SearchConfig)) -> SearchResult {
    let mut cfg = base;
    cfg.switches.mo.zone_time = true;
    set(&mut cfg);
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

/// Saavedra 1895 (`8/8/1KP5/3r4/8/8/8/k7 w`, key 1.c7): with zones kept to their time
/// (`MoSettings::zone_time`) the search at H_L 4 finishes with 1.Kc7 valued 0, a tie at
/// the root, and since a finished search sends every wider horizon straight to the depth
/// limit, that tie answers when the limit stops the wider search. With
/// `Switches::tied_finish_deepens` (`docs/search.md` item 34) the wider horizon deepens
/// cap by cap and a separated answer, 1.c7, replaces the tie.
#[test]
fn a_tied_finish_lets_the_wider_horizon_deepen_again() {
    const SAAVEDRA: &str = "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1";
    // Every finish deepening (on in the preset) includes the tied finish's.
    let run = |tied: bool| {
        zone_time_run(SAAVEDRA, common::studies_untimed(), |c| {
            c.switches.tied_finish_deepens = tied;
        })
    };
    assert!(SearchConfig::studies().switches.finish_deepens);
    let straight = run(false);
    assert_eq!(
        straight.pv.first().map(String::as_str),
        Some("Kc7"),
        "{straight:?}"
    );
    assert!(straight.finished && !straight.separated, "{straight:?}");
    let deepened = run(true);
    assert_eq!(
        deepened.pv.first().map(String::as_str),
        Some("c7"),
        "{deepened:?}"
    );
    assert!(deepened.separated && deepened.value > 0, "{deepened:?}");
}

/// Réti 1921 (`7K/8/k1P5/7p/8/8/8/8 w`, key 1.Kg7) with zones kept to their time and the
/// perpetual: the search at H_L 4 finishes with a tie, and with
/// `Switches::tied_finish_deepens` alone the wider horizons that follow a separated finish
/// search straight to the depth limit; the last one tries 1.Kh7 (the answer at H_L 8)
/// first and its tree has 137 nodes. With `Switches::finish_deepens` (`docs/search.md`
/// item 35) every horizon deepens cap by cap, and the capped steps' remembered moves
/// order the last search: the same answer with a smaller tree, at the cost of more moves
/// considered in all.
#[test]
fn every_finish_deepening_orders_the_last_search() {
    let run = |every: bool| {
        zone_time_run(RETI, common::studies_before_threat_probes(), |c| {
            c.switches.mo.perpetual = true;
            c.switches.tied_finish_deepens = true;
            c.switches.finish_deepens = every;
        })
    };
    assert!(SearchConfig::studies().switches.finish_deepens);
    let tied = run(false);
    let every = run(true);
    for r in [&tied, &every] {
        assert_eq!(r.pv.first().map(String::as_str), Some("Kg7"), "{r:?}");
        assert!(r.finished && r.separated && r.value == 0, "{r:?}");
    }
    assert!(every.tree_size < tied.tree_size, "{every:?} {tied:?}");
    assert!(every.tree_size <= 100, "{every:?}");
    assert!(
        every.moves_considered > tied.moves_considered,
        "{every:?} {tied:?}"
    );
}

/// Zones formed during search that count their time from the root
/// (`MoSettings::time_from_root`, `docs/search.md` item 30): no attack runs past the
/// horizon, so the lines end within it and the search at H_L 4 finishes where it did
/// not. EET 058 (`2k1r3/5R2/3KP3/8/1pP3p1/1P5p/8/8 w`, key 1.Rc7+, a win): from a
/// capped search 1.Re7 (0); with the switch a finished search answers 1.Rc7+ (+4).
/// EET 022 (a bishop ending, a draw): capped, then finished at H_L 4.
#[test]
fn zones_timed_from_the_root_end_the_lines_within_the_horizon() {
    const EET058: &str = "2k1r3/5R2/3KP3/8/1pP3p1/1P5p/8/8 w - - 0 1";
    const EET022: &str = "8/4k3/8/2Kp3p/B3bp1P/P7/1P6/8 b - - 0 1";
    // On in the studies preset since the seventeenth session; shown against the
    // inclusion clock of the sessions before.
    assert!(SearchConfig::studies().switches.mo.time_from_root);
    let run = |fen: &str, root: bool| {
        zone_time_run(fen, common::studies_inclusion_clock(), |c| {
            c.switches.mo.time_from_root = root;
        })
    };
    let (inclusion, root) = (run(EET058, false), run(EET058, true));
    assert!(!inclusion.finished, "{inclusion:?}");
    assert_ne!(
        inclusion.best_move.as_deref(),
        Some("Rc7+"),
        "{inclusion:?}"
    );
    assert!(root.finished && root.separated, "{root:?}");
    assert_eq!(root.best_move.as_deref(), Some("Rc7+"), "{root:?}");
    assert!(root.value > 0, "{root:?}");
    let (inclusion, root) = (run(EET022, false), run(EET022, true));
    assert!(
        !inclusion.finished && root.finished,
        "{inclusion:?} {root:?}"
    );
}

/// [`zone_time_run`] of the sixteenth session's studies preset
/// (`common::studies_inclusion_clock`: no table of the queen against a pawn) with the
/// zone clock from the root (`MoSettings::time_from_root`) and the race left open or not
/// (`MoSettings::race_goes_on`), then `set`.
fn root_clock_run(fen: &str, open: bool, set: impl Fn(&mut SearchConfig)) -> SearchResult {
    zone_time_run(fen, common::studies_inclusion_clock(), |c| {
        c.switches.mo.time_from_root = true;
        c.switches.mo.race_goes_on = open;
        set(c);
    })
}

/// The race left open (`MoSettings::race_goes_on`, `docs/search.md` item 33): in Réti's
/// 1.Kg7 h4 2.Kf6 h3 3.Ke6 Kb6 4.Kd7 h2 5.c7 h1=Q the race is not over (6.c8=Q), but with
/// the zone clock from the root every attack zone's time is over at depth 10, so the rule
/// "no live zone with a target" ended the line at −8 and every move tied at H_L 10 and
/// 12 (the finished H_L 8 answer, 1.Kh7?, stood). With the switch the line goes on, the
/// reply 6.c8=Q is offered (`search/race.rs`) and Réti is drawn at the preset's
/// horizons.
#[test]
fn the_race_left_open_lets_the_root_clock_draw_reti() {
    assert!(SearchConfig::studies().switches.mo.race_goes_on);
    let run = |open: bool| root_clock_run(RETI, open, |_| {});
    let closed = run(false);
    assert_eq!(closed.best_move.as_deref(), Some("Kh7"), "{closed:?}");
    let open = run(true);
    assert_eq!(open.best_move.as_deref(), Some("Kg7"), "{open:?}");
    assert!(
        open.finished && open.separated && open.value == 0,
        "{open:?}"
    );
}

/// The queen against a pawn (`Switches::queen_pawn_table`, `docs/search.md` item 26)
/// under the zone clock from the root with the race left open (the studies preset since
/// the seventeenth session): the race's lines reach a queen against a pawn on the seventh
/// rank (5.c7 h1=Q, or 7.c8=Q+ with the h-pawn on h2) and, without the table, play the
/// queen on; with it they end there exactly. Réti's tree falls from about 200 nodes to
/// goal 2's side of 100 (56 when measured), and 1.Kg7 is drawn either way.
#[test]
fn the_queen_against_a_pawn_ends_retis_race_under_the_root_clock() {
    let run = |table: bool| root_clock_run(RETI, true, |c| c.switches.queen_pawn_table = table);
    let (without, with) = (run(false), run(true));
    for r in [&without, &with] {
        assert_eq!(r.best_move.as_deref(), Some("Kg7"), "{r:?}");
        assert!(r.finished && r.separated && r.value == 0, "{r:?}");
    }
    assert!(without.tree_size > 100, "{without:?}");
    assert!(with.tree_size <= 100, "{with:?}");
    // The preset is these settings.
    let preset = zone_time_run(RETI, common::studies_before_threat_probes(), |_| {});
    assert_eq!(
        (preset.best_move.as_deref(), preset.value, preset.tree_size),
        (Some("Kg7"), 0, with.tree_size)
    );
}

/// The replies of an open race (`MoSettings::race_goes_on`, `search/race.rs`): in EET 042
/// (`8/3P4/1p3b1p/p7/P7/1P3NPP/4p1K1/3k4 w`, a draw) with the zone clock from the root,
/// Black's promotion on e1 left the race open — White promotes on d8 at once — yet the
/// line ended at the promotion's material. With the switch the reply is played: the
/// principal variation ends with both promotions. (Capped lines valued by their material,
/// as when the test was written: with the preset's valuation after the new piece's
/// capture another line is principal, 1.Kf2, with no promotion in it.)
#[test]
fn an_open_race_plays_the_other_sides_promotion() {
    const EET042: &str = "8/3P4/1p3b1p/p7/P7/1P3NPP/4p1K1/3k4 w - - 0 1";
    let run = |open: bool| {
        root_clock_run(EET042, open, |c| {
            c.switches.mo.capped_leaf = pioneer_tree::CappedLeaf::Material;
        })
    };
    let ends_with_both = |r: &SearchResult| {
        r.pv.len() >= 2 && r.pv[r.pv.len() - 2..].iter().all(|m| m.contains('='))
    };
    let closed = run(false);
    assert!(!ends_with_both(&closed), "{:?}", closed.pv);
    let open = run(true);
    assert!(ends_with_both(&open), "{:?}", open.pv);
    assert!(open.pv.iter().any(|m| m == "e1=Q"), "{:?}", open.pv);
}

/// The race over in check (`MoSettings::race_over_checks`) under the zone clock from the
/// root (`docs/studies-log.md`, fourteenth session): with the inclusion clock, Réti's 7.c8=Q+
/// opened queen play that never ended and 1.Kh7? answered; from the root no attack runs
/// past the horizon, that play ends, and with the race left open 1.Kg7 is drawn.
#[test]
fn under_the_root_clock_the_race_over_in_check_keeps_reti() {
    let r = root_clock_run(RETI, true, |c| c.switches.mo.race_over_checks = true);
    assert_eq!(r.best_move.as_deref(), Some("Kg7"), "{r:?}");
    assert!(r.finished && r.separated && r.value == 0, "{r:?}");
}

/// The race in check on the root clock (`MoSettings::race_check_clock`, `docs/search.md`
/// item 33, fifteenth session): with the race over in check, the race left open, the race
/// over with captures and underpromotions under the inclusion clock, Réti's 7.c8=Q+ opens
/// queen play whose new zones each look a whole horizon ahead, the search at H_L 10 does
/// not finish in 10 000 moves and the finished H_L 8 answer 1.Kh7? (−8) stands. With the
/// switch the zones formed below the checking promotion end within the horizon from the
/// root, the queen play ends, and 1.Kg7 is drawn; the zones formed above keep their
/// inclusion clock. Since the sixteenth session the queen against a queen has its table
/// (`pioneer_rules::queen_against`), which ends that play too: the clock's own effect is
/// shown without the tables, and with them 1.Kg7 is drawn either way.
#[test]
fn the_race_in_check_on_the_root_clock_keeps_reti() {
    assert!(!SearchConfig::studies().switches.mo.race_check_clock);
    let run_with = |clock: bool, tables: bool| {
        zone_time_run(RETI, common::studies_inclusion_clock(), |c| {
            c.switches.mate_tables = tables;
            let mo = &mut c.switches.mo;
            mo.race_goes_on = true;
            mo.race_over_checks = true;
            mo.race_over_captures = true;
            mo.underpromotions = true;
            mo.race_check_clock = clock;
        })
    };
    let run = |clock: bool| run_with(clock, false);
    let off = run(false);
    assert_eq!(off.best_move.as_deref(), Some("Kh7"), "{off:?}");
    let on = run(true);
    assert_eq!(on.best_move.as_deref(), Some("Kg7"), "{on:?}");
    assert!(on.finished && on.separated && on.value == 0, "{on:?}");
    for clock in [false, true] {
        let tabled = run_with(clock, true);
        assert_eq!(tabled.best_move.as_deref(), Some("Kg7"), "{tabled:?}");
        assert!(tabled.finished && tabled.value == 0, "{tabled:?}");
    }
}

/// Zones whose root piece has left its root bundle keep to their time
/// (`MoSettings::off_bundle_time`, `docs/search.md` item 37; off in the preset). Without
/// it a rook that stepped off its bundle keeps its zone for the whole line, and the lines
/// run to the depth cap: PET033 (`8/4k3/2P2p2/6p1/1P4R1/4K3/7r/8 w`) at H_L 4 under a
/// depth limit of 8 does not finish; with it the search finishes with a smaller tree.
/// The cost, on EET 058 at H_L 4 (key 1.Rc7+, a win): the rook's long play that proves
/// 1.Rc7+ (+4) is over in time, and the finished search values every move 0.
#[test]
fn zones_off_their_bundle_keep_to_their_time_with_the_switch() {
    const PET033: &str = "8/4k3/2P2p2/6p1/1P4R1/4K3/7r/8 w - - 0 1";
    const EET058: &str = "2k1r3/5R2/3KP3/8/1pP3p1/1P5p/8/8 w - - 0 1";
    assert!(!SearchConfig::studies().switches.mo.off_bundle_time);
    // At the preset's horizon alone; `fixed_depth`: one search under that depth limit,
    // without the deepening.
    let run = |fen: &str, on: bool, fixed_depth: Option<u16>| {
        zone_time_run(fen, common::studies_before_threat_probes(), |c| {
            c.switches.mo.off_bundle_time = on;
            c.max_horizon = c.horizon;
            if let Some(depth) = fixed_depth {
                c.limits.max_depth = depth;
                c.switches.deepening = false;
            }
        })
    };
    let (off, on) = (run(PET033, false, Some(8)), run(PET033, true, Some(8)));
    assert!(!off.finished && on.finished, "{off:?} {on:?}");
    assert!(on.tree_size < off.tree_size, "{off:?} {on:?}");
    let (off, on) = (run(EET058, false, None), run(EET058, true, None));
    assert!(off.finished && on.finished, "{off:?} {on:?}");
    assert_eq!(off.best_move.as_deref(), Some("Rc7+"), "{off:?}");
    assert!(off.value > 0 && on.value == 0, "{off:?} {on:?}");
}

/// E_E_T 030 (`8/8/4p1p1/1P1kP3/4n1PK/2B4P/8/8 b`) at 2 000 moves: the search at H_L 4
/// finishes (1…Nxc3, a tree of 34 nodes, a tie at the root) and the limit stops the wider
/// horizon. A capped step at H_L 6 whose tree separated its move replaces the tie
/// (separated answers), and the deeper capped steps of that horizon replace that step,
/// though their trees do not separate. With `Switches::finished_first` (`docs/search.md`
/// item 38, the preset's) the finished tie answers before such a capped answer.
const EET030: &str = "8/8/4p1p1/1P1kP3/4n1PK/2B4P/8/8 b - - 0 1";

#[test]
fn a_finished_search_answers_before_a_separated_capped_one() {
    assert!(SearchConfig::studies().switches.finished_first);
    let run = |on: bool| common::studies_run(EET030, 2_000, |c| c.switches.finished_first = on);
    let (on, off) = (run(true), run(false));
    assert!(on.finished && on.horizon == 4, "{on:?}");
    assert!(!on.separated, "{on:?}");
    assert!(
        !off.finished && off.horizon > 4 && !off.separated,
        "{off:?}"
    );
}

/// The same search without finished answers first (`docs/search.md` item 24): with
/// `Switches::separated_answers` the capped horizon whose tree separated a move answers
/// over the finished tie at H_L 4; without it the rule is "a finished search before a
/// capped one", and the tie answers.
#[test]
fn separated_answers_let_a_wider_capped_horizon_answer_over_a_tie() {
    assert!(SearchConfig::studies().switches.separated_answers);
    assert!(!SearchConfig::fig21().switches.separated_answers);
    let run = |on: bool| {
        common::studies_run(EET030, 2_000, |c| {
            c.switches.finished_first = false;
            c.switches.separated_answers = on;
        })
    };
    let (on, off) = (run(true), run(false));
    assert!(!on.finished && on.horizon > 4, "{on:?}");
    assert!(
        off.finished && off.horizon == 4 && !off.separated,
        "{off:?}"
    );
}

/// EET 061 (`8/pp3K2/2P4k/5p2/8/6P1/R7/6r1 w`, key 1.Kf6): in the studies preset the
/// search at H_L 4 never finishes — lines run on to every depth cap — so it deepens at
/// H_L 4 until the limit stops it, and no wider horizon is searched
/// (`docs/studies-log.md`, twenty-first session). With `Switches::capped_widens`
/// (`docs/search.md` item 41) the cap of H_L 4 stops at twice the horizon and the search
/// goes on at H_L 6 within the same 10 000 moves.
#[test]
fn a_capped_horizon_widens() {
    const EET_061: &str = "8/pp3K2/2P4k/5p2/8/6P1/R7/6r1 w - - 0 1";
    assert_eq!(SearchConfig::studies().switches.capped_widens, 0);
    let held = common::studies_run(EET_061, 10_000, |_| {});
    assert_eq!(held.horizon, 4, "{held:?}");
    assert!(!held.finished && held.depth_cap > 8, "{held:?}");
    let widened = common::studies_run(EET_061, 10_000, |c| c.switches.capped_widens = 2);
    assert!(widened.horizon > 4, "{widened:?}");
}

/// UQF4 009 (`fixtures/unique-wins-fresh4.epd`, key 1.h5!): every horizon from 7 to 12
/// ties 1.h5 with 1.e6 at 0, and the search, finished at horizon 12 well inside its
/// budget, stopped there until the sixty-fifth session. Horizons 13 and 14 separate 1.h5
/// with the queen (+8): the studies preset deepens every root to the widest horizon
/// (`WIDEST_HORIZON`, `docs/search.md` item 75).
#[test]
fn the_studies_preset_deepens_every_root_to_the_widest_horizon() {
    const UQF4_009: &str = "8/8/8/1K2P3/6pP/7k/8/8 w - - 0 1";
    assert_eq!(SearchConfig::studies().max_horizon, WIDEST_HORIZON);
    // Without the first pass's yield (item 77), which came after: with it, at 60 000
    // moves, the tie hands the last third to the admissible pass before horizon 13 (at
    // 2 s the key is proven either way, docs/studies-log.md).
    let no_yield = |c: &mut SearchConfig| c.switches.admissible_yield = None;
    let narrow = common::studies_search(UQF4_009, 60_000, |c| {
        no_yield(c);
        c.max_horizon = common::MAX_HORIZON_BEFORE_65TH;
    })
    .1;
    assert!(
        narrow.finished && narrow.stopped.is_none() && narrow.horizon <= 12,
        "{narrow:?}"
    );
    assert_ne!(narrow.best_move.as_deref(), Some("h5"), "{narrow:?}");
    let wide = common::studies_search(UQF4_009, 60_000, no_yield).1;
    assert!(wide.horizon > 12, "{wide:?}");
    assert_eq!(wide.best_move.as_deref(), Some("h5"), "{wide:?}");
    assert!(wide.value > 0 && wide.separated, "{wide:?}");
}
