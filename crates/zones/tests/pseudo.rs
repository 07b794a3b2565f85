//! Pseudo-search (§1.10–1.11, Fig. 25): which sightings come too late, and how far the
//! search climbs for them.

mod common;

use common::{negation, root, sq};
use pioneer_rules::Game;
use pioneer_zones::{Mo, Sighting, TraceKind};

const FEN: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";

fn sighting(mo: &Mo, bundle: pioneer_zones::CellId) -> Sighting {
    let c = mo.cell(bundle);
    Sighting {
        bundle,
        piece: c.piece,
        blockade: c.kind == TraceKind::Blockade,
        length: c.length,
    }
}

#[test]
fn late_sightings_and_the_rollback_depth() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z1 = root(&mut mo, &game, "a1", "d8", 1, 0);
    let z2 = root(&mut mo, &game, "a1", "g5", 1, 4);
    let one = negation(&mut mo, &game, z1, z1, "f2", "d1", TraceKind::Control, 1);
    let two = negation(&mut mo, &game, z1, z1, "h3", "d1", TraceKind::Control, 1);
    let block = negation(&mut mo, &game, z2, z2, "f2", "g3", TraceKind::Blockade, 1);
    let (s1, s2, sb) = (sighting(&mo, one), sighting(&mo, two), sighting(&mo, block));
    // A one-move control is in time; a longer one, or any blockade, is late.
    assert!(!Mo::is_late(&s1));
    assert!(Mo::is_late(&s2) && Mo::is_late(&sb));
    assert_eq!(mo.rollback_depth(&[s1], |_, _| 0), None);
    // The rook h3 has stood on h3 since depth 2; the knight f2 since depth 3.
    let rook = game.piece_at(sq("h3")).unwrap();
    let since = |p, _| if p == rook { 2 } else { 3 };
    // Zone I: max(2, 0) = 2. Zone II: max(3, 4) = 4. The smallest: 2.
    assert_eq!(mo.rollback_depth(&[s1, s2, sb], since), Some(2));
    assert_eq!(mo.rollback_depth(&[sb], since), Some(4));
}
