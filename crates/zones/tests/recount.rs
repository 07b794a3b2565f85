//! The `T_x` recount (§1.12–1.13, Fig. 26): forward along the root trajectory the root's
//! `T_x` goes up and every negation's down; along a negation, every bundle linked to it
//! from above goes up; back, the exact inverse.

mod common;

use common::{all_tx, negation, root, sq};
use pioneer_rules::Game;
use pioneer_zones::{ArrivalRecord, FoundBelow, Mo, TraceKind};
use proptest::prelude::*;

const FEN: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";

#[test]
fn along_the_root_and_back() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    let n1 = negation(&mut mo, &game, z, z, "h3", "d1", TraceKind::Control, 3);
    let n2 = negation(&mut mo, &game, z, n1, "f2", "h1", TraceKind::Control, 2);
    let copy = mo.attach_copy(n1, sq("d3"));
    let before = all_tx(&mo);
    mo.recount(&[z], 1);
    assert_eq!(
        (mo.tx(z), mo.tx(n1), mo.tx(n2)),
        (2, 2, 1),
        "root +1, every negation of the zone −1"
    );
    assert_eq!(mo.tx(copy), 2, "copies carry their bundle's T_x");
    mo.recount(&[z], -1);
    assert_eq!(all_tx(&mo), before);
}

#[test]
fn along_a_negation_and_back() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    let n1 = negation(&mut mo, &game, z, z, "h3", "d1", TraceKind::Control, 3);
    let n2 = negation(&mut mo, &game, z, n1, "f2", "h1", TraceKind::Control, 2);
    let n3 = negation(&mut mo, &game, z, n2, "g5", "e4", TraceKind::Control, 1);
    let before = all_tx(&mo);
    mo.recount(&[n1], 1);
    // Every bundle whose chain of parents passes n1 gains a move; n1 and the root not.
    assert_eq!((mo.tx(z), mo.tx(n1), mo.tx(n2), mo.tx(n3)), (1, 3, 3, 2));
    mo.recount(&[n1], -1);
    assert_eq!(all_tx(&mo), before);
}

#[test]
fn a_bundle_found_below_gets_the_value_it_would_have_had_above() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    mo.recount(&[z], 1);
    // Found one move down with T_x = 1.
    let n = negation(&mut mo, &game, z, z, "h3", "d1", TraceKind::Control, 1);
    mo.recount(&[z], -1);
    // Back at the root it has one move more (§1.12 remark; spec §4.6).
    assert_eq!((mo.tx(z), mo.tx(n)), (1, 2));
}

/// The negations a random walk may record: (a0, ak, kind) in [`FEN`], each with a route.
const NEGATIONS: &[(&str, &str, TraceKind)] = &[
    ("h3", "d1", TraceKind::Control),
    ("h3", "a3", TraceKind::Control),
    ("h3", "h1", TraceKind::Control),
    ("f2", "h1", TraceKind::Control),
    ("g5", "e4", TraceKind::Control),
    ("d8", "c6", TraceKind::Control),
];

/// One step of a random life of the map: record a negation under a live bundle, recount
/// along a live bundle (either sign), copy a bundle onto a square, or erase a negation.
#[derive(Debug, Clone)]
enum Step {
    Record {
        parent: usize,
        which: usize,
        tx: i16,
    },
    Recount {
        along: usize,
        down: bool,
    },
    Copy {
        bundle: usize,
        square: u32,
    },
    Erase {
        bundle: usize,
    },
    /// A bundle's piece moves from its a0 to `square` at `depth`: freezing by loss of
    /// connection (§1.16).
    Freeze {
        bundle: usize,
        square: u32,
        depth: u16,
    },
    /// The search climbs through `depth` (§1.15).
    Thaw {
        depth: u16,
    },
    /// A bundle's piece arrives on its a0 (the thaw of "99", §1.17), or leaves the square
    /// it last arrived on (the freeze of "99").
    Arrive {
        bundle: usize,
    },
    Leave,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        (0usize..64, 0..NEGATIONS.len(), 0i16..4).prop_map(|(parent, which, tx)| Step::Record {
            parent,
            which,
            tx
        }),
        (0usize..64, any::<bool>()).prop_map(|(along, down)| Step::Recount { along, down }),
        (0usize..64, 0u32..64).prop_map(|(bundle, square)| Step::Copy { bundle, square }),
        (0usize..64).prop_map(|bundle| Step::Erase { bundle }),
        (0usize..64, 0u32..64, 1u16..5).prop_map(|(bundle, square, depth)| Step::Freeze {
            bundle,
            square,
            depth
        }),
        (1u16..5).prop_map(|depth| Step::Thaw { depth }),
        (0usize..64).prop_map(|bundle| Step::Arrive { bundle }),
        Just(Step::Leave),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// `Mo::tx` after any life of the map is what the recount of Fig. 26 gives when every
    /// bundle's `T_x` is written at once (the model below: a move along a negation adds
    /// to every live bundle whose chain of live parents passes it, a root move to the
    /// root and against every negation of the zone); every piece's cells on a square are
    /// that square's chain without the other pieces' (`TraceStore::piece_chain`); the
    /// bundles, all or by a0, are listed in scan order; the zone's pieces are its
    /// bundles' (`ZoneMembers`); `Mo::find_bundle` finds the first bundle of a key in
    /// creation order; and each bundle's count of unfrozen cells is its cells'
    /// through freezing and thawing of both kinds (`TraceStore::awake_cells`).
    #[test]
    fn the_recount_read_through_parents_is_the_recount_written_at_once(
        steps in prop::collection::vec(step(), 1..60),
    ) {
        let game = Game::from_fen(FEN).unwrap();
        let mut mo = Mo::new();
        let z = root(&mut mo, &game, "a1", "d8", 1, 0);
        // The model: each live bundle's T_x and parent.
        let mut model: Vec<(pioneer_zones::CellId, i16, Option<pioneer_zones::CellId>)> =
            vec![(z, 1, None)];
        let mut arrivals: Vec<(pioneer_rules::PieceId, pioneer_rules::Square, ArrivalRecord)> =
            Vec::new();
        let below = |model: &[(pioneer_zones::CellId, i16, Option<pioneer_zones::CellId>)],
                     d: usize,
                     b: pioneer_zones::CellId| {
            let mut cur = model[d].2;
            while let Some(p) = cur {
                if p == b {
                    return true;
                }
                cur = model.iter().find(|m| m.0 == p).and_then(|m| m.2);
            }
            false
        };
        for s in steps {
            match s {
                Step::Record { parent, which, tx } => {
                    let parent = model[parent % model.len()].0;
                    let (a0, ak, kind) = NEGATIONS[which];
                    let n = negation(&mut mo, &game, z, parent, a0, ak, kind, tx);
                    model.push((n, tx, Some(parent)));
                }
                Step::Recount { along, down } => {
                    let b = model[along % model.len()].0;
                    let sign = if down { 1 } else { -1 };
                    mo.recount(&[b], sign);
                    for d in 0..model.len() {
                        if b == z {
                            model[d].1 += if model[d].0 == z { sign } else { -sign };
                        } else if below(&model, d, b) {
                            model[d].1 += sign;
                        }
                    }
                }
                Step::Copy { bundle, square } => {
                    let b = model[bundle % model.len()].0;
                    mo.attach_copy(b, pioneer_rules::Square::new(square));
                }
                Step::Erase { bundle } => {
                    let i = bundle % model.len();
                    if model[i].0 != z {
                        mo.erase_bundle(model[i].0);
                        model.remove(i);
                    }
                }
                Step::Freeze { bundle, square, depth } => {
                    let cell = mo.cell(model[bundle % model.len()].0).clone();
                    let to = pioneer_rules::Square::new(square);
                    mo.freeze_connection(cell.piece, cell.a0, to, &[], depth);
                }
                Step::Thaw { depth } => mo.thaw(depth),
                Step::Arrive { bundle } => {
                    let cell = mo.cell(model[bundle % model.len()].0).clone();
                    let rec = mo.thaw_arrived(cell.piece, cell.a0);
                    arrivals.push((cell.piece, cell.a0, rec));
                }
                Step::Leave => {
                    if let Some((piece, y, rec)) = arrivals.pop() {
                        mo.freeze_left_a0(piece, y, &rec, false, FoundBelow::Freeze);
                    }
                }
            }
            for &(b, tx, _) in &model {
                let mut awake = 0;
                for c in mo.all_cells().filter(|&c| mo.home(c) == b) {
                    prop_assert_eq!(mo.tx(c), tx);
                    awake += u16::from(!mo.cell(c).is_frozen());
                }
                prop_assert_eq!(mo.awake_cells(b), awake);
            }
            // The bundles in scan order: a0, then creation.
            let mut homes: Vec<_> = mo.all_cells().filter(|&c| mo.home(c) == c).collect();
            homes.sort_by_key(|&h| (mo.cell(h).a0.to_usize(), mo.cell(h).serial));
            prop_assert_eq!(mo.bundles().collect::<Vec<_>>(), homes.clone());
            // A bundle is found by its piece, a0, ak and kind: the first in creation order.
            for &h in &homes {
                let c = mo.cell(h);
                let first = homes
                    .iter()
                    .copied()
                    .filter(|&o| {
                        let x = mo.cell(o);
                        (x.piece, x.a0, x.ak, x.kind) == (c.piece, c.a0, c.ak, c.kind)
                    })
                    .min_by_key(|&o| mo.cell(o).serial);
                prop_assert_eq!(mo.find_bundle(None, c.piece, c.a0, c.ak, c.kind), first);
                prop_assert_eq!(mo.find_bundle(Some(z), c.piece, c.a0, c.ak, c.kind), first);
            }
            // The zone's pieces: its root piece and target and its bundles' pieces.
            let mut pieces: pioneer_rules::PieceSet = homes.iter().map(|&h| mo.cell(h).piece).collect();
            pieces.extend(mo.cell(z).attacked);
            prop_assert_eq!(mo.zone_pieces(&[z]), pieces);
            for i in 0..64 {
                let sq = pioneer_rules::Square::new(i);
                let on: Vec<_> = homes.iter().copied().filter(|&h| mo.cell(h).a0 == sq).collect();
                prop_assert_eq!(mo.homes_on(sq).to_vec(), on);
                for piece in mo.all_cells().map(|c| mo.cell(c).piece) {
                    let chain: Vec<_> = mo
                        .cells_on(sq)
                        .filter(|&c| mo.cell(c).piece == piece)
                        .collect();
                    let through: Vec<_> =
                        mo.bundles_through(piece, sq).iter().map(|&(_, c)| c).collect();
                    prop_assert_eq!(through, chain);
                }
            }
        }
    }
}
