//! The MO's indexes (§1.5–1.7): zones and their members, the links between bundles
//! (children, degree of negation), each bundle's cells, and what erasing does to them.

mod common;

use common::{negation, root, sq};
use pioneer_rules::Game;
use pioneer_zones::{Mo, SproutField, TraceKind, ZoneType};

/// White: Ka5, Ra1. Black: Kh8, Nd8, Ng5, Rh3, Nf2.
const FEN: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";

#[test]
fn zones_members_and_links() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    // Zone I: rook a1 → knight d8; zone II: rook a1 → knight g5.
    let z1 = root(&mut mo, &game, "a1", "d8", 1, 0);
    let z2 = root(&mut mo, &game, "a1", "g5", 1, 2);
    // Degree 1 in zone I: the h3 rook onto d1; degree 2: the f2 knight onto h3 (support
    // of the rook's a0 is not needed: any square of the negated bundle will do here).
    let n1 = negation(&mut mo, &game, z1, z1, "h3", "d1", TraceKind::Control, 1);
    let n2 = negation(&mut mo, &game, z1, n1, "f2", "h1", TraceKind::Control, 1);
    let m1 = negation(&mut mo, &game, z2, z2, "f2", "g4", TraceKind::Control, 1);

    assert_eq!(mo.zones().collect::<Vec<_>>(), vec![z1, z2]);
    assert_eq!(mo.inclusion_depth(z1), 0);
    assert_eq!(mo.inclusion_depth(z2), 2);
    assert_eq!(mo.cell(z1).sprout, SproutField::Included(0));
    assert_eq!(mo.cell(n2).sprout, SproutField::Sprout(z1));
    assert_eq!(mo.cell(z1).zone_type, ZoneType::Attack);
    assert_eq!(mo.cell(n1).zone_type, ZoneType::Negation);
    assert_eq!(mo.cell(n1).zone_type.code(), 0);
    assert_eq!(mo.fields(z1)[9], "1");

    // Members in scan order (a0 square a1 … h8, then creation): f2 before h3.
    assert_eq!(mo.negations_of_zone(z1).to_vec(), vec![n2, n1]);
    assert_eq!(mo.negations_of_zone(z2).to_vec(), vec![m1]);
    assert_eq!(mo.zone_of(n2), z1);
    assert_eq!(mo.zone_of(m1), z2);
    // Links: children and the degree of negation.
    assert_eq!(mo.descendants(z1).len(), 2);
    assert_eq!(mo.descendants(n1).to_vec(), vec![n2]);
    assert!(mo.descendants(n2).is_empty());
    assert_eq!((mo.degree(z1), mo.degree(n1), mo.degree(n2)), (0, 1, 2));
    // Every bundle in scan order: a1 (two roots), f2 (two), h3.
    assert_eq!(mo.bundles().collect::<Vec<_>>(), vec![z1, z2, n2, m1, n1]);
    let knight = game.piece_at(sq("f2")).unwrap();
    assert_eq!(mo.bundles_of(knight).to_vec(), vec![n2, m1]);
    // The bundles on one a0, in creation order (what `find_bundle` scans).
    assert_eq!(mo.homes_on(sq("a1")), &[z1, z2]);
    assert_eq!(mo.homes_on(sq("f2")), &[n2, m1]);
    assert_eq!(mo.homes_on(sq("h3")), &[n1]);
    assert!(mo.homes_on(sq("d1")).is_empty());
    assert_eq!(
        mo.find_bundle(Some(z2), knight, sq("f2"), sq("g4"), TraceKind::Control),
        Some(m1)
    );
    assert_eq!(
        mo.find_bundle(Some(z1), knight, sq("f2"), sq("g4"), TraceKind::Control),
        None
    );
}

#[test]
fn copies_belong_to_their_bundle() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    let d1 = mo.attach_copy(z, sq("d1"));
    assert_eq!(mo.cells_of(z).to_vec(), vec![z, d1]);
    assert_eq!(mo.cell_on(z, sq("d1")), Some(d1));
    assert_eq!(mo.cell_on(z, sq("a1")), Some(z));
    assert_eq!(mo.cell_on(z, sq("d4")), None);
    assert_eq!(mo.cell(d1).home, Some(z));
    // A copy is no bundle of its own.
    assert_eq!(mo.bundles().count(), 1);
    let rook = game.piece_at(sq("a1")).unwrap();
    assert_eq!(mo.bundles_through(rook, sq("d1")).to_vec(), vec![(z, d1)]);
    // The field-12 write the search makes.
    mo.set_ban_node(d1, 7);
    assert_eq!(mo.cell(d1).ban_node, 7);
    assert_eq!(mo.cell(z).ban_node, 0);
}

#[test]
fn erasing_updates_every_index() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z1 = root(&mut mo, &game, "a1", "d8", 1, 0);
    let z2 = root(&mut mo, &game, "a1", "g5", 1, 3);
    let n1 = negation(&mut mo, &game, z1, z1, "h3", "d1", TraceKind::Control, 1);
    let n2 = negation(&mut mo, &game, z1, n1, "f2", "h1", TraceKind::Control, 1);
    let m1 = negation(&mut mo, &game, z2, z2, "f2", "g4", TraceKind::Control, 1);
    let copy = mo.attach_copy(n1, sq("d3"));

    mo.erase_bundle(n1);
    assert!(!mo.is_live(n1) && !mo.is_live(copy));
    assert_eq!(mo.negations_of_zone(z1).to_vec(), vec![n2]);
    // n2 hung below n1: the link from the root is gone with n1.
    assert!(mo.descendants(z1).is_empty());
    assert_eq!(mo.bundles().collect::<Vec<_>>(), vec![z1, z2, n2, m1]);
    assert_eq!(mo.cells_of(n1).len(), 0);

    // Erasing a zone erases every bundle in it, and nothing else.
    mo.erase_zone(z1);
    assert_eq!(mo.zones().collect::<Vec<_>>(), vec![z2]);
    assert!(!mo.is_live(z1) && !mo.is_live(n2));
    assert_eq!(mo.bundles().collect::<Vec<_>>(), vec![z2, m1]);
    assert_eq!(mo.size(), 2);

    // Zones included below a depth go when the search climbs above it.
    assert_eq!(mo.erase_zones_below(3), 0);
    assert_eq!(mo.erase_zones_below(2), 1);
    assert_eq!(mo.size(), 0);
    assert_eq!(mo.zones().count(), 0);
}

#[test]
fn a_zone_plays_while_its_root_piece_and_target_stand() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    negation(&mut mo, &game, z, z, "h3", "d1", TraceKind::Control, 1);
    assert!(mo.zone_alive(z, &game));
    assert_eq!(mo.live_zones(&game).to_vec(), vec![z]);
    let rook = game.piece_at(sq("a1")).unwrap();
    let black_rook = game.piece_at(sq("h3")).unwrap();
    assert!(mo.in_live_zone(rook, &game) && mo.in_live_zone(black_rook, &game));
    assert_eq!(mo.zone_color(z, &game), pioneer_rules::Color::White);
    assert!(mo.has_target(z));
    // The target leaves d8: the zone no longer plays.
    game.make(&pioneer_rules::Ply::Move(game.parse_uci("a1a2").unwrap()));
    game.make(&pioneer_rules::Ply::Move(game.parse_uci("d8e6").unwrap()));
    assert!(!mo.zone_alive(z, &game));
    assert!(mo.live_zones(&game).is_empty());
    assert!(!mo.in_live_zone(black_rook, &game));
}

/// Property: [`Mo::zones`] and [`Mo::bundles_of`] (indexes kept beside the bundles) are
/// always the bundles whose sprout field says "included" and the bundles of the piece, in
/// scan order, whatever order bundles are recorded and erased in.
#[test]
fn the_zone_and_piece_indexes_follow_every_record_and_erasure() {
    let game = Game::from_fen(FEN).unwrap();
    let negations = [("h3", "d1"), ("f2", "h1"), ("f2", "g4")];
    let mut rng = pioneer_rules::fuzz::Rng::new(15);
    for _ in 0..50 {
        let mut mo = Mo::new();
        for _ in 0..60 {
            let zones: Vec<_> = mo.zones().collect();
            match rng.below(6) {
                0 | 1 => {
                    let ak = *rng.pick(&["d8", "g5"]);
                    root(&mut mo, &game, "a1", ak, 1, rng.below(5) as u16);
                }
                2 | 3 if !zones.is_empty() => {
                    let zone = *rng.pick(&zones);
                    let (a0, ak) = *rng.pick(&negations);
                    negation(&mut mo, &game, zone, zone, a0, ak, TraceKind::Control, 1);
                }
                4 => {
                    let bundles: Vec<_> = mo.bundles().collect();
                    if !bundles.is_empty() {
                        mo.erase_bundle(*rng.pick(&bundles));
                    }
                }
                _ if !zones.is_empty() && rng.one_in(2) => mo.erase_zone(*rng.pick(&zones)),
                _ => {
                    mo.erase_zones_below(rng.below(5) as u16);
                }
            }
            let expected: Vec<_> = mo
                .bundles()
                .filter(|&b| matches!(mo.cell(b).sprout, SproutField::Included(_)))
                .collect();
            assert_eq!(mo.zones().collect::<Vec<_>>(), expected);
            for sq in ["a1", "h3", "f2"] {
                let piece = game.piece_at(common::sq(sq)).unwrap();
                let expected: Vec<_> = mo
                    .bundles()
                    .filter(|&b| mo.cell(b).piece == piece)
                    .collect();
                assert_eq!(mo.bundles_of(piece).to_vec(), expected);
                for a0 in (0..64).map(pioneer_rules::Square::new) {
                    let on: Vec<_> = expected
                        .iter()
                        .copied()
                        .filter(|&b| mo.cell(b).a0 == a0)
                        .collect();
                    assert_eq!(mo.bundles_of_on(piece, a0).to_vec(), on);
                }
            }
        }
    }
}
