//! The free-board lengths the MO keeps (`Mo::negation_length`, `Mo::free_length`, one flat
//! table by piece kind, trace kind and squares): after every key of many has been asked
//! for once, each asked again gives the length its bundle has — no two keys share an
//! entry, and a kept entry is what building the bundle gives.

use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind};
use pioneer_zones::shapes::negation_bundle;
use pioneer_zones::{Mo, TraceKind};

const TRACES: [TraceKind; 5] = [
    TraceKind::Root,
    TraceKind::Control,
    TraceKind::Blockade,
    TraceKind::Retreat,
    TraceKind::Deblockade,
];

/// The squares asked about: enough pairs to meet every piece kind near and far.
fn squares(step: usize) -> impl Iterator<Item = Square> {
    (0..64).step_by(step).map(Square::new)
}

#[test]
fn every_kept_length_is_its_bundles() {
    let mo = Mo::new();
    let mut asked = 0;
    for round in 0..2 {
        for kind in PieceKind::ALL {
            for a0 in squares(3) {
                for ak in squares(5) {
                    let free = Bundle::shortest(kind, a0, ak, Bitboard::EMPTY).shortest_len();
                    assert_eq!(
                        mo.free_length(kind, a0, ak).map(usize::from),
                        free,
                        "{kind:?} {a0}→{ak}, round {round}"
                    );
                    for trace in TRACES {
                        let len = negation_bundle(kind, a0, ak, trace).shortest_len();
                        assert_eq!(
                            mo.negation_length(kind, a0, ak, trace).map(usize::from),
                            len,
                            "{kind:?} {a0}→{ak} {trace:?}, round {round}"
                        );
                        asked += 1;
                    }
                }
            }
        }
    }
    assert!(asked > 20_000, "{asked} lengths asked for");
}
