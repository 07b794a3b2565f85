//! The proof criterion (`pioneer_compare::verdict`) on positions where the old "chosen and
//! kept" rule credited a key the search had not shown: ties never prove, alpha-beta
//! proves only once its verification shows every alternative lower, Pioneer proves from
//! its tree, and a UCI engine (here `pioneer uci` itself) from its second line.

mod verdicts_support;

use pioneer_baseline::{Engine as Baseline, Limits, zobrist};
use pioneer_compare::run::named_config;
use pioneer_compare::verdict::iteration_proves;
use pioneer_compare::{Entry, Verdict, suite};
use pioneer_engine::{AlphaBetaEngine, EngineLimits, PioneerEngine, UciEngine, Value};
use shakmaty::{Chess, Position};
use verdicts_support::{fixture_line, line_of, preset_10k, proven_only_with, run};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; id \"reti\"; c9 \"draw\";";
const LASKER: &str =
    "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - bm Kb1; id \"lasker-reichhelm\"; c9 \"win\";";
/// Kings and a blocked pair of rook pawns: within four half-moves no capture is possible,
/// so every legal move keeps the material at every depth such a run reaches.
const LOCKED: &str = "4k3/8/8/7p/7P/8/8/4K3 w - - bm Kf2; id \"locked\"; c9 \"draw\";";

fn entry(line: &str) -> Entry {
    let e = suite::parse(line).remove(0);
    assert!(e.runnable(), "{:?}", e.error);
    e
}

fn ab(name: &str) -> AlphaBetaEngine {
    AlphaBetaEngine::new(named_config(name).unwrap())
}

fn nodes(n: u64) -> EngineLimits {
    EngineLimits {
        nodes: Some(n),
        ..EngineLimits::default()
    }
}

fn pioneer_uci() -> UciEngine {
    UciEngine::start(&format!("{} uci", env!("CARGO_BIN_EXE_pioneer")), "self").unwrap()
}

#[test]
fn equal_material_everywhere_is_never_proven() {
    let e = entry(LOCKED);
    let depth4 = EngineLimits {
        depth: Some(4),
        ..nodes(200_000)
    };
    for name in ["ab", "ab+order", "ab+order+tt", "full"] {
        let j = run(&e, &mut ab(name), depth4.clone());
        assert_ne!(j.run.verdict, Some(Verdict::Proven), "{name}: {:?}", j.run);
        // Every iteration saw the same material for every move: cp 0 and a tie.
        let a = j.answer.unwrap();
        assert!(
            a.iterations
                .iter()
                .all(|it| it.value == Value::Centipawns(0))
        );
    }
    let j = run(
        &e,
        &mut PioneerEngine::new(pioneer_tree::SearchConfig::studies()),
        EngineLimits::default(),
    );
    assert_ne!(j.run.verdict, Some(Verdict::Proven), "pioneer: {:?}", j.run);
    let mut uci = pioneer_uci();
    let j = run(&e, &mut uci, depth4);
    assert_ne!(j.run.verdict, Some(Verdict::Proven), "uci: {:?}", j.run);
    assert!(j.answer.unwrap().iterations.iter().all(|it| {
        it.alternatives
            .is_some_and(|a| a.best == Some(Value::Centipawns(0)) && !a.all_lower)
    }));
}

#[test]
fn lasker_reichhelm_is_not_proven_before_the_win_is_seen() {
    let e = entry(LASKER);
    let turn = shakmaty::Color::White;
    // Plain alpha-beta: the key is best from depth 1 (every move scores alike), but no
    // iteration within a million nodes shows the other moves lower.
    let j = run(&e, &mut ab("ab"), nodes(1_000_000));
    assert_eq!(j.run.chosen.as_deref(), Some("Kb1"));
    assert_eq!(j.run.verdict, Some(Verdict::Found), "{:?}", j.run);
    let a = j.answer.unwrap();
    assert!(a.iterations.len() >= 10);
    for it in a.iterations.iter().filter(|it| it.complete) {
        assert!(iteration_proves(e.key(), e.expected, it, turn, 100).is_err());
    }
    // With the table the win (+2) appears at depth 24; the proof comes there, after tens
    // of thousands of nodes, and no earlier iteration proves the key.
    let j = run(&e, &mut ab("ab+order+tt"), nodes(10_000_000));
    assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    assert!(j.run.nodes_to_proof.unwrap() >= 20_000, "{:?}", j.run);
    let d = j.run.proof_depth.unwrap();
    let a = j.answer.unwrap();
    let first_win = a
        .iterations
        .iter()
        .find(|it| it.complete && it.value.rank(turn) >= 200)
        .map(|it| it.depth);
    assert_eq!(
        Some(d),
        first_win,
        "the proof is the first iteration seeing +2"
    );
    for it in a.iterations.iter().filter(|it| it.complete && it.depth < d) {
        assert!(iteration_proves(e.key(), e.expected, it, turn, 100).is_err());
    }
}

/// The first depth at which every move other than 1.Kg7 scores below 0 while 1.Kg7 itself
/// holds the draw (0), each move searched on its own by the baseline (the "ab"
/// configuration, full window, one half-move less). At depth 9 every alternative already
/// loses material, but so does 1.Kg7 at that odd horizon (the h-pawn queens), so 1.c7 is
/// best there: the draw is first shown at depth 10.
fn first_depth_all_alternatives_lose(pos: &Chess, key: shakmaty::Move) -> u32 {
    let cfg = named_config("ab").unwrap();
    let history = [zobrist(pos)];
    let value = |m: shakmaty::Move, d: u32| {
        let mut child = pos.clone();
        child.play_unchecked(m);
        let r = Baseline::new(cfg).search(&child, &history, &Limits::depth(d - 1), None, |_| {});
        -r.score.0
    };
    (2..=30)
        .find(|&d| {
            value(key, d) == 0
                && pos
                    .legal_moves()
                    .iter()
                    .filter(|&&m| m != key)
                    .all(|&m| value(m, d) < 0)
        })
        .expect("within 30 half-moves")
}

#[test]
fn reti_is_proven_by_alpha_beta_where_every_alternative_loses() {
    let e = entry(RETI);
    let pos = e.game.as_ref().unwrap().position().clone();
    let key = e.key().unwrap();
    let expected = first_depth_all_alternatives_lose(&pos, key);
    let j = run(&e, &mut ab("ab"), nodes(10_000_000));
    assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    assert_eq!(j.run.proof_depth, Some(expected));
    assert_eq!(j.run.value, Some(Value::Centipawns(0)));
}

#[test]
fn reti_is_proven_by_pioneer_from_its_tree() {
    let e = entry(RETI);
    let j = run(
        &e,
        &mut PioneerEngine::new(pioneer_tree::SearchConfig::studies()),
        EngineLimits::default(),
    );
    assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    let a = j.answer.unwrap();
    let key = e.key().unwrap();
    let others: Vec<_> = a.root_moves.iter().filter(|r| r.mv != key).collect();
    assert!(!others.is_empty());
    for r in others {
        assert!(r.value.unwrap().rank(shakmaty::Color::White) < 0, "{r:?}");
    }
    // Every legal move was examined at the root (`Switches::whole_root`): the proof
    // criterion shows no move worse that the root left out.
    let pos = e.game.as_ref().unwrap().position();
    assert_eq!(a.root_moves.len(), pos.legal_moves().len());
    assert!(j.run.moves_considered.is_some());
    // Goal 2 of issue 15: a final tree of at most 100 nodes (Pioneer 1977: 54). With the
    // mate defence against mates on the board only (docs/search.md item 68) the
    // refutations of 1.Kh7 and 1.Kg8 take the tables' mates, and the tree is 99 nodes
    // when measured (209 before, docs/studies-log.md, fifty-sixth session).
    let tree = j.run.tree_size.unwrap();
    assert!(tree <= 100, "Réti's tree has {tree} nodes");
}

#[test]
fn the_zones_own_root_keeps_retis_tree_within_100_nodes_but_proves_nothing() {
    // Goal 2 of issue 15 asks a final tree of at most 100 nodes (Pioneer 1977: 54). The
    // MO's own root (the whole root off) keeps it so (53 nodes when measured), but leaves
    // a legal move unexamined, which the proof criterion does not count; the whole
    // root's tree is larger (99 nodes, docs/studies-log.md, fifty-sixth session).
    let e = entry(RETI);
    let mut cfg = pioneer_tree::SearchConfig::studies();
    cfg.switches.whole_root = false;
    let j = run(&e, &mut PioneerEngine::new(cfg), EngineLimits::default());
    assert_eq!(j.run.verdict, Some(Verdict::Found), "{:?}", j.run);
    assert_eq!(j.answer.as_ref().and_then(|a| a.best_move), e.key());
    let tree = j.run.tree_size.unwrap();
    assert!(tree <= 100, "Réti's tree has {tree} nodes");
}

#[test]
fn remembered_moves_shrink_retis_tree() {
    // The same search without remembered moves (`docs/search.md` item 28) builds a larger
    // final tree: the moves that decided each position at the narrower horizons come
    // first at the widest. (Measured with the preset before the thirty-first session's
    // spare passes and threat probes: 56 nodes against 170; with them 91 against 141;
    // with the whole root, item 67, 224 against 432.)
    let e = entry(RETI);
    let mut cfg = pioneer_tree::SearchConfig::studies();
    cfg.switches.mo.spare_passes = false;
    cfg.switches.mo.threat_probes = false;
    let with = run(&e, &mut PioneerEngine::new(cfg), EngineLimits::default());
    cfg.switches.remembered_moves = false;
    let without = run(&e, &mut PioneerEngine::new(cfg), EngineLimits::default());
    for j in [&with, &without] {
        assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    }
    let (a, b) = (with.run.tree_size.unwrap(), without.run.tree_size.unwrap());
    assert!(a < b, "with {a}, without {b}");
}

/// The three-pawn breakthrough: 1.b6! wins (a queen for two pawns).
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - bm b6; id \"breakthrough\"; c9 \"win\";";

#[test]
fn the_breakthrough_is_proven_by_pioneer_with_the_queen_seen() {
    // Declining and opened promotion routes (`docs/search.md` item 23): 1.b6 axb6 2.c6
    // bxc6 3.a6 and the a-pawn queens (+6); every other move the root tried is lower. A
    // node budget (not a clock) keeps the test the same on every machine: 10 000 moves,
    // the sets' budget. (Until the sixty-ninth session 5 000: horizons 4 to 8 tie 1.a6
    // within some 3 000 moves and horizon 9 separates 1.b6 after 3 600, but since the
    // first pass's yield, item 77, the tie hands the last third of 5 000 to the
    // admissible pass, which does not separate it; docs/studies-log.md.)
    let e = entry(BREAKTHROUGH);
    let j = run(
        &e,
        &mut PioneerEngine::new(pioneer_tree::SearchConfig::studies()),
        nodes(10_000),
    );
    assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    let a = j.answer.unwrap();
    assert_eq!(a.value, Some(Value::Material(6)), "{a:?}");
    assert!(a.root_moves.len() >= 2, "{:?}", a.root_moves);
}

#[test]
fn uci_proof_against_pioneer_uci_itself() {
    let e = entry(RETI);
    let j = run(&e, &mut pioneer_uci(), nodes(2_000_000));
    assert_eq!(j.run.verdict, Some(Verdict::Proven), "{:?}", j.run);
    // With the material evaluation a pawn is the smallest difference, so the margin of
    // 100 cp is reached exactly where the baseline's verification shows every move lower.
    let full = run(&e, &mut ab("full"), nodes(2_000_000));
    assert_eq!(j.run.proof_depth, full.run.proof_depth);
    let a = j.answer.unwrap();
    let it = a
        .iterations
        .iter()
        .find(|it| Some(it.depth) == j.run.proof_depth)
        .unwrap();
    let alt = it.alternatives.unwrap();
    assert!(
        alt.best.unwrap().rank(shakmaty::Color::White) <= -100,
        "{alt:?}"
    );
}

/// The line of `fixtures/dev-suites/eet.epd` whose id starts with `id`.
fn eet(id: &str) -> Entry {
    line_of(include_str!("../fixtures/dev-suites/eet.epd"), id)
}

/// The line of `fixtures/unique-wins.epd` whose id starts with `id`.
fn uqw(id: &str) -> Entry {
    line_of(include_str!("../fixtures/unique-wins.epd"), id)
}

#[test]
fn remembered_moves_prove_two_unique_wins() {
    // At 10 000 moves (docs/ablation.md, fifty-fifth session), the preset proves UQW 019
    // (1.a7) and UQW 035 (1…c2), every legal move examined at the root; without
    // remembered moves (docs/search.md item 28) it answers 1.a7 with a tie and 1…Kxb3,
    // and proves neither. (From the fifth to the tenth session it proved EET 001 and
    // EET 007 with them and neither without, on the reading that counted the MO's root
    // moves alone.)
    let with = preset_10k(|_| {});
    let without = preset_10k(|c| c.switches.remembered_moves = false);
    for id in ["UQW 019", "UQW 035"] {
        proven_only_with(&uqw(id), with, without);
    }
}

/// The studies preset at 10 000 moves (the budget of docs/studies-log.md's ablations), one
/// switch set by `flip`; the horizon widened two half-moves at a time, as the preset did
/// until the thirty-fourth session, when these were derived.
fn studies_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    preset_10k(|c| {
        *c = c.with_horizon_step(2);
        flip(c);
    })
}

#[test]
fn zone_time_proves_two_eet_positions_and_finishes_more() {
    // At 10 000 moves, with zones kept to their time (docs/search.md item 30) the studies
    // preset proves EET 043 (Nf2) and EET 086 (Nf1), which it only finds without; and
    // its search of EET 002 finishes (a complete tree within the horizon) where without
    // it every search is capped.
    let studies = |zone_time: bool| studies_10k(|c| c.switches.mo.zone_time = zone_time);
    for id in ["E_E_T 043", "E_E_T 086"] {
        proven_only_with(&eet(id), studies(true), studies(false));
    }
    let e = eet("E_E_T 002");
    let with = run(
        &e,
        &mut PioneerEngine::new(studies(true)),
        EngineLimits::default(),
    );
    let without = run(
        &e,
        &mut PioneerEngine::new(studies(false)),
        EngineLimits::default(),
    );
    assert_eq!(with.run.finished, Some(true), "{:?}", with.run);
    assert_eq!(without.run.finished, Some(false), "{:?}", without.run);
}

/// The line of `fixtures/dev-suites/pet.epd` whose id starts with `id`.
fn pet(id: &str) -> Entry {
    line_of(include_str!("../fixtures/dev-suites/pet.epd"), id)
}

#[test]
fn spare_passes_prove_two_pet_positions() {
    // At 10 000 moves (docs/studies-log.md, thirtieth session), with spare passes
    // (docs/search.md item 44: no pass for a side whose every legal move belongs to the
    // zones) the studies preset proves PET029 (1.Ra8, a draw) and PET046 (1.Qe5+, a win),
    // which it only finds without.
    let studies = |spare: bool| studies_10k(|c| c.switches.mo.spare_passes = spare);
    for id in ["PET029", "PET046"] {
        proven_only_with(&pet(id), studies(true), studies(false));
    }
}

#[test]
fn threat_probes_change_two_verdicts() {
    // The threat probes (docs/search.md item 45: a side whose piece an enemy zone's root
    // can take at once learns first what it has onto that square) proved EET 001 and
    // PET022 in the thirty-first session, on the reading that counted the MO's root moves
    // alone. With every legal move examined at the root (fifty-fifth session) they prove
    // neither, and at 10 000 moves the preset proves EET 076 (1.Bd4) and UQH 039 (1…b4)
    // only without them (docs/ablation.md): the switch still changes the search, now
    // against the proof. (Derived on that session's preset, where every mate was
    // defended alike: the fifty-sixth session's mate defence proves UQH 039 with them, and
    // so do the seventy-first session's blocked pawns in the race, item 78.)
    let with = preset_10k(|c| {
        c.switches.mo.mate_defence_board_only = false;
        c.switches.mo.race_blocked = false;
    });
    let without = preset_10k(|c| {
        c.switches.mo.mate_defence_board_only = false;
        c.switches.mo.race_blocked = false;
        c.switches.mo.threat_probes = false;
    });
    proven_only_with(&eet("E_E_T 076"), without, with);
    let uqh = line_of(
        include_str!("../fixtures/unique-wins-heldout.epd"),
        "UQH 039",
    );
    proven_only_with(&uqh, without, with);
}

#[test]
fn a_wider_finished_tie_voids_a_narrower_separation() {
    // At 10 000 moves the studies preset answers UQW 014 (1…Ke7) and UQQ 003 (1…c2) with
    // a horizon whose tree separates the key, kept over a wider finished horizon whose
    // tree does not (`Switches::separated_answers`): the engine still chooses the key,
    // but its own wider search shows the separation to be the horizon's, so the judge
    // no longer counts it (docs/results.md, fifty-third session). (Every mate defended
    // alike, as when this was derived: with the fifty-sixth session's mate defence
    // against mates on the board only, UQQ 003's wider horizons separate 1…c2 too and it
    // is proven, docs/studies-log.md.)
    let mut cfg = pioneer_tree::SearchConfig::studies();
    cfg.switches.mo.mate_defence_board_only = false;
    // Nor with the first pass's yield (item 77), which came after.
    cfg.switches.admissible_yield = None;
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(30);
    for (file, id) in [
        ("unique-wins.epd", "UQW 014"),
        ("unique-quiet-wins.epd", "UQQ 003"),
    ] {
        let e = fixture_line(file, id);
        let j = run(&e, &mut PioneerEngine::new(cfg), EngineLimits::default());
        assert!(j.run.solved, "{id}: the key is chosen: {:?}", j.run);
        assert_eq!(j.run.verdict, Some(Verdict::Found), "{id}: {:?}", j.run);
        let why = j.run.reason.clone().unwrap_or_default();
        assert!(why.contains("wider horizon"), "{id}: {why}");
        assert!(j.run.tree_to_proof.is_none(), "{id}: {:?}", j.run);
        // The answer's own tree separates the key: only the wider horizon voids it.
        let a = j.answer.as_ref().expect("an answer");
        let key = e.key();
        assert!(
            a.finishes
                .iter()
                .any(|f| f.best_move == key && f.separated && Some(f.horizon) == a.horizon),
            "{id}: {:?}",
            a.finishes
        );
    }
}

#[test]
fn a_tied_first_pass_yielding_its_budget_proves_a_unique_win() {
    // Item 77 (docs/studies-log.md, sixty-ninth session): UQH 023 (1…c1=Q!). Without the
    // yield the first pass answers with horizon 7's separated key and spends the budget on
    // horizon 9, horizon 8's tie voiding the proof; with it, the first pass stops once
    // horizon 8 has tied with two thirds of the budget spent, and the admissible pass proves the
    // key within its own steps. 80 000 moves: the first pass's tie comes after some
    // 50 000 (at 2 s it is proven as well).
    let at_80k = |share: Option<pioneer_tree::Share>| {
        let mut c = pioneer_tree::SearchConfig::studies();
        c.switches.admissible_yield = share;
        c.limits.max_moves = 80_000;
        c.limits.max_time = std::time::Duration::from_secs(600);
        c
    };
    proven_only_with(
        &fixture_line("unique-wins-heldout.epd", "UQH 023"),
        at_80k(Some(pioneer_tree::Share::TWO_THIRDS)),
        at_80k(None),
    );
}

#[test]
fn blocked_pawns_in_the_race_prove_a_unique_win() {
    // Item 78 (docs/studies-log.md, seventy-first session): UQW 048 (1.c5!) at 10 000
    // moves. With the blocked pawns' lost moves the race won by tempi ends lines where a
    // Black pawn must wait for its blocker to be taken (or its own king to step aside),
    // and the wider horizon 8 no longer ends with another move (1.Kf2) valued above the
    // key: proven; without them, found only.
    proven_only_with(
        &fixture_line("unique-wins.epd", "UQW 048"),
        preset_10k(|_| {}),
        preset_10k(|c| c.switches.mo.race_blocked = false),
    );
}
