//! The proof criterion (`pioneer_compare::verdict`) on positions where the old "chosen and
//! kept" rule credited a key the search had not shown: ties never prove, alpha-beta
//! proves only once its verification shows every alternative lower, Pioneer proves from
//! its tree, and a UCI engine (here `pioneer uci` itself) from its second line.

use pioneer_baseline::{Engine as Baseline, Limits, zobrist};
use pioneer_compare::run::named_config;
use pioneer_compare::verdict::iteration_proves;
use pioneer_compare::{Entry, JudgeRules, Judged, Verdict, run_one, suite};
use pioneer_engine::{AlphaBetaEngine, Engine, EngineLimits, PioneerEngine, UciEngine, Value};
use shakmaty::{Chess, Position};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; id \"reti\"; c9 \"draw\";";
const LASKER: &str =
    "8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - bm Kb1; id \"lasker-reichhelm\"; c9 \"win\";";
/// Kings and a blocked pair of rook pawns: within four half-moves no capture is possible,
/// so every legal move keeps the material at every depth such a run reaches.
const LOCKED: &str = "4k3/8/8/7p/7P/8/8/4K3 w - - bm Kf2; id \"locked\"; c9 \"draw\";";
/// The studies preset's widest horizon before the sixty-fifth session (12), kept by the
/// tests derived before it; since, the preset deepens every root to 30.
const MAX_HORIZON_BEFORE_65TH: u8 = 12;

fn entry(line: &str) -> Entry {
    let e = suite::parse(line).remove(0);
    assert!(e.runnable(), "{:?}", e.error);
    e
}

fn run(e: &Entry, engine: &mut dyn Engine, limits: EngineLimits) -> Judged {
    run_one(
        e,
        engine,
        &limits,
        &JudgeRules::default(),
        &Arc::new(AtomicBool::new(false)),
    )
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
    // when measured (209 before, docs/studies.md, fifty-sixth session).
    let tree = j.run.tree_size.unwrap();
    assert!(tree <= 100, "Réti's tree has {tree} nodes");
}

#[test]
fn the_zones_own_root_keeps_retis_tree_within_100_nodes_but_proves_nothing() {
    // Goal 2 of issue 15 asks a final tree of at most 100 nodes (Pioneer 1977: 54). The
    // MO's own root (the whole root off) keeps it so (53 nodes when measured), but leaves
    // a legal move unexamined, which the proof criterion does not count; the whole
    // root's tree is larger (99 nodes, docs/studies.md, fifty-sixth session).
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
    // node budget (not a clock) keeps the test the same on every machine.
    let e = entry(BREAKTHROUGH);
    let j = run(
        &e,
        &mut PioneerEngine::new(pioneer_tree::SearchConfig::studies()),
        nodes(5_000),
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

/// The line of the EPD text `epd` whose id starts with `id`.
fn line_of(epd: &str, id: &str) -> Entry {
    suite::parse(epd)
        .into_iter()
        .find(|e| e.id.starts_with(id))
        .unwrap()
}

/// The studies preset as `pioneer solve --nodes 10000` runs it (the budget of
/// `docs/ablation.md`), one switch set by `flip`.
fn preset_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    let mut cfg = pioneer_tree::SearchConfig::studies();
    flip(&mut cfg);
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    cfg
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

/// The studies preset at 10 000 moves (the budget of docs/studies.md's ablations), one
/// switch set by `flip`; the horizon widened two half-moves at a time, as the preset did
/// until the thirty-fourth session, when these were derived.
fn studies_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    preset_10k(|c| {
        *c = c.with_horizon_step(2);
        flip(c);
    })
}

/// `e` is proven with the settings `with` and not with `without`.
fn proven_only_with(
    e: &Entry,
    with: pioneer_tree::SearchConfig,
    without: pioneer_tree::SearchConfig,
) {
    let limits = EngineLimits::default();
    let yes = run(e, &mut PioneerEngine::new(with), limits.clone());
    assert_eq!(
        yes.run.verdict,
        Some(Verdict::Proven),
        "{}: {:?}",
        e.id,
        yes.run
    );
    let no = run(e, &mut PioneerEngine::new(without), limits);
    assert_ne!(
        no.run.verdict,
        Some(Verdict::Proven),
        "{}: {:?}",
        e.id,
        no.run
    );
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
    // At 10 000 moves (docs/studies.md, thirtieth session), with spare passes
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
    // defended alike: the fifty-sixth session's mate defence proves UQH 039 with them.)
    let with = preset_10k(|c| c.switches.mo.mate_defence_board_only = false);
    let without = preset_10k(|c| {
        c.switches.mo.mate_defence_board_only = false;
        c.switches.mo.threat_probes = false;
    });
    proven_only_with(&eet("E_E_T 076"), without, with);
    let uqh = line_of(
        include_str!("../fixtures/unique-wins-heldout.epd"),
        "UQH 039",
    );
    proven_only_with(&uqh, without, with);
}

/// The positions of `fixtures/unique-wins-locked.epd` (kings and locked pawns, made for
/// the kings' race played out) whose ids start with one of `ids`.
fn locked_set(ids: &[&str]) -> Vec<Entry> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/unique-wins-locked.epd"
    );
    let text = std::fs::read_to_string(path).expect("the locked set");
    let entries: Vec<Entry> = suite::parse(&text)
        .into_iter()
        .filter(|e| ids.iter().any(|id| e.id.starts_with(id)))
        .collect();
    assert_eq!(entries.len(), ids.len());
    entries
}

/// The studies preset at 10 000 moves with one change `flip` (the locked sets' budget in
/// docs/studies.md, forty-eighth and forty-ninth sessions).
fn locked_10k(flip: impl Fn(&mut pioneer_tree::SearchConfig)) -> pioneer_tree::SearchConfig {
    let mut cfg = pioneer_tree::SearchConfig::studies();
    flip(&mut cfg);
    cfg.limits.max_moves = 10_000;
    cfg.limits.max_time = std::time::Duration::from_secs(30);
    cfg
}

/// [`locked_10k`] without the sixty-first session's kings' zones formed again off their
/// bundles (item 71) and race's horizon (item 72), without the sixty-third session's
/// defender's holds (item 73) and the sixty-fourth session's guarding steps (item 74):
/// the preset the tests of the switches measured before them were derived with, where
/// UQL 028 was only found.
fn locked_10k_before_61st(
    flip: impl Fn(&mut pioneer_tree::SearchConfig),
) -> pioneer_tree::SearchConfig {
    locked_10k(|c| {
        c.switches.mo.reform_off_bundle = pioneer_tree::ReformScope::Off;
        c.max_horizon = MAX_HORIZON_BEFORE_65TH;
        c.switches.race_hold = false;
        c.switches.race_guard = false;
        flip(c);
    })
}

/// Each of the locked set's `ids` is proven with `with` and not with `without`.
fn locked_proven_only_with(
    ids: &[&str],
    with: pioneer_tree::SearchConfig,
    without: pioneer_tree::SearchConfig,
) {
    for e in locked_set(ids) {
        proven_only_with(&e, with, without);
    }
}

#[test]
fn the_race_played_out_proves_locked_wins_the_zones_only_tie() {
    // Three of the set's wins: at 10 000 moves the preset chooses each key with its
    // material kept (a tie with the other moves); played out, the race takes a pawn
    // after the key and not after the others.
    locked_proven_only_with(
        &["UQL 001", "UQL 007", "UQL 015"],
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.kings_race_played = false),
    );
}

#[test]
fn the_race_clock_and_routes_opened_by_captures_change_locked_proofs() {
    // Measured and left off (docs/studies.md, forty-ninth session; docs/search.md item
    // 64), pinned here as switches that change a search. At 10 000 moves: the race's
    // clock (the zones below the capture that ends a race played out timed from that
    // capture) proves UQL 028, which the preset only found before item 71 (with it the
    // preset proves it too: measured against that preset); with it, routes opened by a
    // capture prove UQL 030 and UQL 039, which the race's clock alone only finds (and
    // UQL 019 before the fifty-third session's criterion: its finished horizon 11 ties).
    let clock = |c: &mut pioneer_tree::SearchConfig| c.switches.race_clock = true;
    locked_proven_only_with(
        &["UQL 028"],
        locked_10k_before_61st(clock),
        locked_10k_before_61st(|_| {}),
    );
    locked_proven_only_with(
        &["UQL 030", "UQL 039"],
        locked_10k_before_61st(|c| {
            clock(c);
            c.switches.mo.opened_by_captures = true;
        }),
        locked_10k_before_61st(clock),
    );
}

#[test]
fn the_side_behind_trying_every_move_proves_locked_wins() {
    // Measured and left off (docs/studies.md, forty-ninth session; docs/search.md item
    // 65), pinned here as a switch that changes a search. At 10 000 moves: below a root
    // of the race's class, a side that has lost material since the root tries every
    // legal move, and UQL 008 and 028 are proven, which the preset only finds or answers
    // wrongly. (UQL 034 too, until the fifty-seventh session: the judge now stops the
    // preset after its horizons 4 to 7 prove 1.Kb3, before a wider one answers 1.Kb2,
    // and the preset proves it as well; docs/studies.md.)
    locked_proven_only_with(
        &["UQL 008", "UQL 028"],
        locked_10k_before_61st(|c| c.switches.race_behind_legal = true),
        locked_10k_before_61st(|_| {}),
    );
}

#[test]
fn the_race_pawn_tables_prove_locked_wins() {
    // Item 70 (docs/studies.md, sixtieth session): below a root of the race's class, a
    // line that comes down to king and pawn against king and pawn ends with the table's
    // exact value. At 10 000 moves UQL 021, 027 and 040 are proven with them; without,
    // the key ties or its line ends at the material the race's capture left.
    locked_proven_only_with(
        &["UQL 021", "UQL 027", "UQL 040"],
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.race_pawn_tables = false),
    );
}

#[test]
fn a_king_off_its_bundle_forming_its_zones_again_proves_a_locked_win() {
    // Item 71 (docs/studies.md, sixty-first session): below a root of the race's class a
    // king that the race or the whole root moved off every trajectory of its zone gets a
    // new zone against the same target from where it stands. At 10 000 moves UQL 028
    // (1.Kc5!) is proven with it; without, 1.Kc5 ties the other king moves at +1.
    locked_proven_only_with(
        &["UQL 028"],
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.mo.reform_off_bundle = pioneer_tree::ReformScope::Off),
    );
}

#[test]
fn the_race_s_horizon_proves_locked_wins() {
    // Item 72 (docs/studies.md, sixty-first session): below a root of the race's class
    // the deepening goes on past horizon 12. At 10 000 moves UQL 011 (1.Kh5!) and UQL 039
    // (1.Kg4!) are proven with it; up to horizon 12 the first answers 1.Kg3 and the
    // second ties 1.Kg4 with 1.Kh4. (Without the sixty-fourth session's guarding steps,
    // item 74, with which UQL 039's deeper trees grow past the budget.)
    // The switch is shown where the widest horizon is 12, as in the preset before the
    // sixty-fifth session (whose widest horizon for every root takes it over).
    locked_proven_only_with(
        &["UQL 011", "UQL 039"],
        locked_10k(|c| {
            c.switches.race_guard = false;
            c.max_horizon = MAX_HORIZON_BEFORE_65TH;
            c.switches.race_max_horizon = pioneer_tree::WIDEST_HORIZON;
        }),
        locked_10k(|c| {
            c.switches.race_guard = false;
            c.max_horizon = MAX_HORIZON_BEFORE_65TH;
        }),
    );
}

#[test]
fn the_defenders_holds_prove_locked_wins() {
    // Item 73 (docs/studies.md, sixty-third session): below a root of the race's class,
    // where neither king forces the first capture, the side that did not move at the root
    // also tries the king moves that keep it so. At 10 000 moves UQL 010 (1.Ke3!), UQL 025
    // (1…Kg4!) and UQL 030 (1…Ke4!) are proven with them; without, a slower first move
    // ties the key, its line won in the MO where the defender's king could have held.
    locked_proven_only_with(
        &["UQL 010", "UQL 025", "UQL 030"],
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.race_hold = false),
    );
}

#[test]
fn the_guarding_steps_prove_locked_wins() {
    // Item 74 (docs/studies.md, sixty-fourth session): below a root of the race's class,
    // the side that forces the first capture also tries the king steps that guard a pawn
    // of its own the enemy king attacks, the capture still forced a move later. At 10 000
    // moves UQL 003 (1.Kd3!) and UQLF 030 (1.Kh5!) are proven with them; without, the
    // race played out takes its pawn at once even where that leaves a pawn of its own to
    // the enemy king, and a move other than the key is valued as high or higher.
    locked_proven_only_with(
        &["UQL 003"],
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.race_guard = false),
    );
    proven_only_with(
        &fixture_line("unique-wins-locked-fresh.epd", "UQLF 030"),
        locked_10k(|_| {}),
        locked_10k(|c| c.switches.race_guard = false),
    );
}

/// The line of the fixture file `name` (under `fixtures/`) whose id starts with `id`.
fn fixture_line(name: &str, id: &str) -> Entry {
    let path = format!("{}/../../fixtures/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("a fixture file");
    line_of(&text, id)
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
    // is proven, docs/studies.md.)
    let mut cfg = pioneer_tree::SearchConfig::studies();
    cfg.switches.mo.mate_defence_board_only = false;
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
