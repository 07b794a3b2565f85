//! The material at stake (§2.3): per root piece the best sum of targets on one of its root
//! trajectories, each target once; a promotion zone stakes queen − pawn (spec §8).

mod common;

use common::{promotion, root};
use pioneer_rules::Game;
use pioneer_zones::{Mo, Stakes};

/// White Ka5, Ra1, Bc3; Black Kh8, Nd8, Pd4, Rh3, Pb2.
const FEN: &str = "3n3k/8/8/K7/3p4/2B4r/1p6/R7 w - - 0 1";

#[test]
fn stakes_of_a_small_position() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    assert_eq!(mo.stakes(&game), Stakes::default());
    // The rook a1 against the knight d8 (a1-d1-d8, a1-a8-d8) and the pawn d4 (a1-d1-d4,
    // a1-a4-d4): no trajectory has both on its stops, so the best is the knight alone.
    let d8 = root(&mut mo, &game, "a1", "d8", 1, 0);
    root(&mut mo, &game, "a1", "d4", 1, 0);
    assert_eq!(mo.stakes(&game), Stakes { white: 0, black: 3 });
    // The rook h3 against the bishop c3.
    root(&mut mo, &game, "h3", "c3", 1, 0);
    assert_eq!(mo.stakes(&game), Stakes { white: 3, black: 3 });
    // The pawn b2 on its way to b1: a queen for a pawn, at White's expense.
    promotion(&mut mo, &game, "b2", "b1", 1);
    let s = mo.stakes(&game);
    assert_eq!(
        s,
        Stakes {
            white: 11,
            black: 3
        }
    );
    assert_eq!(s.total(), 14);
    // Without the zone against d8, the pawn d4 is what the rook a1 stakes.
    mo.erase_zone(d8);
    assert_eq!(
        mo.stakes(&game),
        Stakes {
            white: 11,
            black: 1
        }
    );
}

/// A trajectory through two targets stakes both: the rook a1 against the knight d8 along
/// a1-d1-d8 passes the bishop d1, the target of its other zone.
#[test]
fn one_trajectory_stakes_every_target_on_its_stops() {
    let game = Game::from_fen("3n3k/8/8/K7/8/8/8/R2b4 w - - 0 1").unwrap();
    let mut mo = Mo::new();
    root(&mut mo, &game, "a1", "d8", 1, 0);
    assert_eq!(mo.stakes(&game), Stakes { white: 0, black: 3 });
    root(&mut mo, &game, "a1", "d1", 1, 0);
    assert_eq!(mo.stakes(&game), Stakes { white: 0, black: 6 });
}
