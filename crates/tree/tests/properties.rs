//! Invariants as properties: going down and back up restores every trace, and the same
//! input gives the same output.

use pioneer_rules::Ply;
use pioneer_tree::{Search, SearchConfig, printout};
use pioneer_zones::CellId;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::collections::BTreeMap;

/// Positions with zones of both colours, long-range pieces, pawns and kings.
const FENS: &[&str] = &[
    pioneer_rules::FIG21_FEN,
    "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1",
    "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1",
    "8/6p1/7p/p1N5/6PP/2k5/8/3K4 b - - 0 1",
    "8/8/2p5/pkp3R1/7B/P7/2p3K1/8 w - - 0 1",
    "5k2/8/4b3/1B5P/8/8/5pPP/5K2 b - - 0 1",
    "8/2B5/1p1p4/1PkP1p2/P4P2/5P2/1p6/bK6 w - - 0 1",
    "k7/8/7n/6K1/8/8/8/2Q5 w - - 0 1",
];

/// Everything a trace holds but field 12 (the branching-ban parameter records the latest
/// node where the bundle moved: history, not state) and its chain link.
type Record = (Vec<String>, Option<CellId>, Option<CellId>, String, u32);

fn snapshot(s: &Search) -> (String, BTreeMap<CellId, Record>) {
    let mo = s.mo();
    let cells = mo
        .all_cells()
        .map(|id| {
            let c = mo.cell(id);
            let mut f = mo.fields(id).to_vec();
            f[11] = String::new();
            (id, (f, c.parent, c.home, c.square.to_string(), c.serial))
        })
        .collect();
    (pioneer_rules::to_fen(s.game().position()), cells)
}

fn config(flags: u8) -> SearchConfig {
    let mut cfg = SearchConfig::fig21();
    cfg.horizon = 4 + 2 * (flags & 1);
    cfg.switches.retreat = flags & 2 != 0;
    cfg.switches.deblockade = flags & 4 != 0;
    cfg.switches.vision_correction = flags & 8 != 0;
    cfg.switches.forget_found_bundles = flags & 32 != 0;
    if flags & 16 != 0 {
        cfg.switches.mo = pioneer_tree::MoSettings::STUDIES;
        cfg.switches.mo.attacks_on_mover = flags & 1 != 0;
    }
    cfg
}

/// One walk: `steps` go down (a move picked by index among the MO's, else the legal ones)
/// or up; whenever the walk comes back to a node, the position and every trace that existed
/// there must be exactly as they were.
fn walk(fen: usize, flags: u8, steps: &[(bool, usize)]) -> Result<(), TestCaseError> {
    let mut s = Search::from_fen(FENS[fen], config(flags)).unwrap();
    s.prepare();
    let mut stack = Vec::new();
    for &(up, pick) in steps {
        if up && !stack.is_empty() {
            s.walk_up();
            let (fen_before, before): (String, BTreeMap<CellId, Record>) = stack.pop().unwrap();
            let (fen_now, now) = snapshot(&s);
            prop_assert_eq!(&fen_now, &fen_before);
            for (id, rec) in &before {
                prop_assert_eq!(now.get(id), Some(rec), "trace {:?} changed", id);
            }
            continue;
        }
        let mut plies = s.candidate_plies();
        if plies.is_empty() {
            plies = s
                .game()
                .legal_moves()
                .iter()
                .map(|m| Ply::Move(*m))
                .collect();
        }
        if plies.is_empty() {
            continue;
        }
        let ply = plies[pick % plies.len()];
        stack.push(snapshot(&s));
        s.walk_down(ply);
    }
    while let Some((fen_before, before)) = stack.pop() {
        s.walk_up();
        let (fen_now, now) = snapshot(&s);
        prop_assert_eq!(&fen_now, &fen_before);
        for (id, rec) in &before {
            prop_assert_eq!(now.get(id), Some(rec), "trace {:?} changed", id);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Random walks down and up: whenever the walk comes back to a node, the position and
    /// every trace that existed there (T_x, freezing depth, 99, links, all fields) are
    /// exactly as they were.
    #[test]
    fn taking_moves_back_restores_every_trace(
        fen in 0..FENS.len(),
        flags in 0u8..64,
        steps in prop::collection::vec((any::<bool>(), 0usize..1000), 1..24),
    ) {
        walk(fen, flags, &steps)?;
    }
}

/// A walk the random test found on 2026-11-23 (Fig. 21 settings at H_L 6, the fifth
/// position): a copy attached to a bundle frozen "99" used to start unfrozen, so thawing
/// the bundle on the way down and freezing it whole on the way up (§1.17) brought the copy
/// back frozen — a trace whose freezing depth was 4 came back "99". Copies now keep their
/// bundle's "99" (`Mo::attach_copy`).
#[test]
fn a_copy_keeps_its_bundles_99() {
    let steps = [
        (false, 109),
        (false, 0),
        (false, 611),
        (false, 0),
        (true, 0),
        (false, 0),
        (true, 0),
        (false, 223),
        (false, 3),
        (false, 80),
        (true, 0),
        (true, 0),
        (true, 0),
        (true, 0),
        (false, 63),
        (false, 856),
        (false, 247),
    ];
    walk(5, 1, &steps).unwrap();
}

/// The same input gives the same output, event for event — with the Fig. 21 settings and
/// with the studies settings (transpositions, restart budget, deepening; a move limit
/// instead of the time limit so that where a search stops is itself deterministic).
#[test]
fn determinism() {
    let mut studies = SearchConfig::studies().at_horizon(8);
    studies.limits.max_moves = 2_000;
    studies.limits.max_time = std::time::Duration::from_secs(600);
    // The Fig. 21 settings have no deepening: on some of these positions the one search
    // runs to its limits, so the move limit stops it, never the clock.
    let mut fig21 = SearchConfig::fig21();
    fig21.limits.max_moves = 20_000;
    fig21.limits.max_time = std::time::Duration::from_secs(600);
    for (fen, cfg) in FENS
        .iter()
        .map(|f| (f, fig21))
        .chain(FENS.iter().map(|f| (f, studies)))
    {
        let run = || {
            let mut s = Search::from_fen(fen, cfg).unwrap();
            let mut r = s.run();
            r.elapsed = Default::default();
            let text = printout::printout(
                s.game(),
                s.events(),
                r.tree_size,
                r.map_size,
                r.moves_considered,
                0.0,
            );
            (format!("{r:?}"), text)
        };
        assert_eq!(run(), run(), "{fen}");
    }
}
