//! The `T_x` recount (§1.12–1.13, Fig. 26): forward along the root trajectory the root's
//! `T_x` goes up and every negation's down; along a negation, every bundle linked to it
//! from above goes up; back, the exact inverse.

mod common;

use common::{all_tx, negation, root, sq};
use pioneer_rules::Game;
use pioneer_zones::{Mo, TraceKind};

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
