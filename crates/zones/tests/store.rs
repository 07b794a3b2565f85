//! The arena's chained lists (§1.5, Fig. 24): arrays I and II give the head and the tail of
//! each square's chain; erased cells go back to the free chain and are used again.

mod common;

use common::{negation, root, sq};
use pioneer_rules::Game;
use pioneer_zones::{CellId, Mo, TraceKind};
use slotmap::Key;

/// White rook a1 with a zone against the knight d8; the black rook h3 has four bundles,
/// all with their home cell on h3.
const FEN: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";

fn setup() -> (Mo, [CellId; 4]) {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    let c = ["d1", "a3", "h1", "a8"]
        .map(|ak| negation(&mut mo, &game, z, z, "h3", ak, TraceKind::Control, 1));
    (mo, c)
}

fn chain(mo: &Mo, name: &str) -> Vec<CellId> {
    mo.cells_on(sq(name)).collect()
}

fn index(id: CellId) -> u64 {
    id.data().as_ffi() & 0xffff_ffff
}

#[test]
fn cells_join_the_tail_of_their_square_chain() {
    let (mo, c) = setup();
    assert_eq!(chain(&mo, "h3"), c.to_vec());
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[0]), Some(c[3])));
    assert_eq!(mo.chain_ends(sq("a1")).0, mo.chain_ends(sq("a1")).1);
    assert_eq!(mo.chain_ends(sq("e4")), (None, None));
    assert_eq!(mo.size(), 5);
}

#[test]
fn erasing_in_the_middle_keeps_both_ends() {
    let (mut mo, c) = setup();
    mo.erase_bundle(c[1]);
    assert_eq!(chain(&mo, "h3"), vec![c[0], c[2], c[3]]);
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[0]), Some(c[3])));
    assert!(!mo.is_live(c[1]));
}

#[test]
fn erasing_the_head_moves_array_one() {
    let (mut mo, c) = setup();
    mo.erase_bundle(c[0]);
    assert_eq!(chain(&mo, "h3"), vec![c[1], c[2], c[3]]);
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[1]), Some(c[3])));
}

#[test]
fn erasing_the_tail_moves_array_two() {
    let (mut mo, c) = setup();
    mo.erase_bundle(c[3]);
    assert_eq!(chain(&mo, "h3"), vec![c[0], c[1], c[2]]);
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[0]), Some(c[2])));
}

#[test]
fn a_chain_emptied_has_no_ends() {
    let (mut mo, c) = setup();
    for b in c {
        mo.erase_bundle(b);
    }
    assert_eq!(chain(&mo, "h3"), Vec::<CellId>::new());
    assert_eq!(mo.chain_ends(sq("h3")), (None, None));
    assert_eq!(mo.size(), 1);
}

#[test]
fn freed_cells_are_used_again_and_stale_addresses_stay_dead() {
    let (mut mo, c) = setup();
    let game = Game::from_fen(FEN).unwrap();
    let z = mo.zones().next().unwrap();
    mo.erase_bundle(c[1]);
    mo.erase_bundle(c[3]);
    let size = mo.size();
    let fresh = negation(&mut mo, &game, z, z, "h3", "b3", TraceKind::Control, 1);
    // The new bundle takes a cell from the free chain: no new index.
    assert!([index(c[1]), index(c[3])].contains(&index(fresh)));
    assert_eq!(mo.size(), size + 1);
    // The erased addresses stay erased although their cell is in use again.
    assert!(!mo.is_live(c[1]) && !mo.is_live(c[3]));
    assert!(mo.cell_opt(c[1]).is_none() && mo.cell_opt(c[3]).is_none());
    // Attached at the tail of h3's chain.
    assert_eq!(chain(&mo, "h3"), vec![c[0], c[2], fresh]);
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[0]), Some(fresh)));
}

#[test]
fn copies_join_the_chain_of_the_square_visited() {
    let (mut mo, c) = setup();
    let copy = mo.attach_copy(c[0], sq("d3"));
    assert_eq!(chain(&mo, "d3"), vec![copy]);
    assert_eq!(mo.home(copy), c[0]);
    // Attaching again finds the copy there.
    assert_eq!(mo.attach_copy(c[0], sq("d3")), copy);
    mo.erase_bundle(c[0]);
    assert_eq!(mo.chain_ends(sq("d3")), (None, None));
    assert!(!mo.is_live(copy));
}

#[test]
fn a_pieces_cells_on_a_square_follow_the_chain_through_erasures() {
    let (mut mo, c) = setup();
    let game = Game::from_fen(FEN).unwrap();
    let z = mo.zones().next().unwrap();
    let rook = mo.cell(c[0]).piece;
    // A knight's bundle on h3's chain between the rook's.
    let knight = negation(&mut mo, &game, z, z, "g5", "h3", TraceKind::Control, 1);
    let on_h3 = mo.attach_copy(knight, sq("h3"));
    let fresh = negation(&mut mo, &game, z, z, "h3", "b3", TraceKind::Control, 1);
    let through = |mo: &Mo, piece| -> Vec<CellId> {
        mo.bundles_through(piece, sq("h3"))
            .iter()
            .map(|&(_, c)| c)
            .collect()
    };
    assert_eq!(through(&mo, rook), vec![c[0], c[1], c[2], c[3], fresh]);
    assert_eq!(through(&mo, mo.cell(knight).piece), vec![on_h3]);
    mo.erase_bundle(c[2]);
    mo.erase_bundle(c[0]);
    assert_eq!(through(&mo, rook), vec![c[1], c[3], fresh]);
    assert_eq!(chain(&mo, "h3"), vec![c[1], c[3], on_h3, fresh]);
    mo.erase_bundle(knight);
    assert_eq!(chain(&mo, "h3"), vec![c[1], c[3], fresh]);
    assert_eq!(mo.chain_ends(sq("h3")), (Some(c[1]), Some(fresh)));
}
