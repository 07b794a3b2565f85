//! `Reach::remaining`, read by `Mo::remaining` for the zones' time and vision, against the
//! walk it replaced: over the bundles of every piece kind between many pairs of squares
//! (shortest ones, and every trajectory up to two moves longer), the fewest moves left
//! from each square, counted from the first time a trajectory stops there.

use pioneer_rules::Square;
use pioneer_trajectories::{Bundle, PieceKind};
use pioneer_zones::shapes::{Reach, attack_bundle_within};

/// The walk over every trajectory that `Reach::remaining` stands for.
fn walked(bundle: &Bundle, sq: Square) -> Option<usize> {
    bundle
        .trajectories
        .iter()
        .filter_map(|t| t.stops.iter().position(|&s| s == sq).map(|i| t.len() - i))
        .min()
}

#[test]
fn the_reach_counts_the_moves_left_as_the_trajectories_do() {
    let mut bundles = 0;
    let mut on = 0;
    for kind in PieceKind::ALL {
        for a0 in (0..64).step_by(5).map(Square::new) {
            for ak in (0..64).step_by(7).map(Square::new) {
                if a0 == ak {
                    continue;
                }
                let shortest = attack_bundle_within(kind, a0, ak, 0);
                let Some(len) = shortest.shortest_len() else {
                    continue;
                };
                let wider = attack_bundle_within(kind, a0, ak, (len + 2).min(8) as u8);
                for bundle in [shortest, wider] {
                    let reach = Reach::of(&bundle);
                    for sq in (0..64).map(Square::new) {
                        assert_eq!(
                            reach.remaining(sq),
                            walked(&bundle, sq),
                            "{kind:?} {a0}→{ak} on {sq}"
                        );
                        on += usize::from(reach.remaining(sq).is_some());
                    }
                    bundles += 1;
                }
            }
        }
    }
    assert!(
        bundles > 300 && on > 3000,
        "{bundles} bundles, {on} squares on them"
    );
}
