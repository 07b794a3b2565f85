//! The readers of `Reach` against the walks over every trajectory they replaced, over the
//! bundles of every piece kind between many pairs of squares (shortest ones, and every
//! trajectory up to two moves longer):
//! - `Reach::remaining`, read by `Mo::remaining` for the zones' time and vision: the
//!   fewest moves left from each square, counted from the first time a trajectory stops
//!   there;
//! - `Reach::rest_after_step`, read by `Mo::freeze_connection`: the squares from the
//!   step's end on, over the trajectories that take the step (§1.15);
//! - `Reach::stops` and `Reach::stop_sets`, read by `Mo::stakes_of`: every square a
//!   trajectory stops on, and each trajectory's stops as a set.

use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind};
use pioneer_zones::shapes::{Reach, attack_bundle_within, rest_of};

/// Every bundle the tests read: of every piece kind, between many pairs of squares, the
/// shortest trajectories and every trajectory up to two moves longer.
fn bundles() -> Vec<(String, Bundle)> {
    let mut out = Vec::new();
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
                out.push((format!("{kind:?} {a0}→{ak}"), shortest));
                out.push((format!("{kind:?} {a0}→{ak} (up to {})", len + 2), wider));
            }
        }
    }
    out
}

/// What `Mo::freeze_connection` walked: for each trajectory, from the first time it takes
/// the step `from → to`, its squares from `to` on.
fn walked_rest(bundle: &Bundle, from: Square, to: Square) -> Bitboard {
    let mut marked = Bitboard::EMPTY;
    for t in &bundle.trajectories {
        if let Some(i) = t.stops.windows(2).position(|w| w[0] == from && w[1] == to) {
            marked |= rest_of(t, i + 1);
        }
    }
    marked
}

#[test]
fn the_reach_reads_a_step_and_the_stops_as_the_trajectories_do() {
    let mut steps = 0;
    for (name, bundle) in bundles() {
        let reach = Reach::of(&bundle);
        let stops: Bitboard = bundle
            .trajectories
            .iter()
            .flat_map(|t| t.stops.iter().copied())
            .collect();
        assert_eq!(reach.stops(), stops, "{name}");
        let mut sets: Vec<Bitboard> = Vec::new();
        for t in &bundle.trajectories {
            let set: Bitboard = t.stops.iter().copied().collect();
            if !sets.contains(&set) {
                sets.push(set);
            }
        }
        assert_eq!(reach.stop_sets(), sets.as_slice(), "{name}");
        for from in (0..64).map(Square::new) {
            if !stops.contains(from) {
                // No trajectory stops there, so none takes a step from it.
                assert!(
                    (0..64).all(|to| reach.rest_after_step(from, Square::new(to)).is_empty()),
                    "{name}: a step from {from}"
                );
                continue;
            }
            for to in (0..64).map(Square::new) {
                let walked = walked_rest(&bundle, from, to);
                assert_eq!(
                    reach.rest_after_step(from, to),
                    walked,
                    "{name}: {from}→{to}"
                );
                steps += usize::from(!walked.is_empty());
            }
        }
    }
    assert!(steps > 3000, "{steps} steps taken");
}

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
    let mut bundles_read = 0;
    let mut on = 0;
    for (name, bundle) in bundles() {
        let reach = Reach::of(&bundle);
        for sq in (0..64).map(Square::new) {
            assert_eq!(reach.remaining(sq), walked(&bundle, sq), "{name} on {sq}");
            on += usize::from(reach.remaining(sq).is_some());
        }
        bundles_read += 1;
    }
    assert!(
        bundles_read > 300 && on > 3000,
        "{bundles_read} bundles, {on} squares on them"
    );
}
