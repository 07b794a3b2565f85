//! Freezing and thawing (§1.14–1.17; spec §4.7): by loss of connection (with the depth,
//! thawed on the way up through it) and by leaving a0 (the value 99), each undone exactly.

mod common;

use common::{all_field6, negation, sq};
use pioneer_rules::{Game, PieceId, Ply};
use pioneer_zones::{
    ArrivalRecord, BundleRole, CellId, FoundBelow, Mo, NewBundle, TraceKind, ZoneType,
};

/// White Ka5, Ra1; Black Kh8, Nd8, Ng5, Rh3, Nf2.
const FEN: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";

#[test]
fn loss_of_connection_freezes_and_thaw_restores() {
    let game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    // Root trajectories a1-d1-d8 and a1-a8-d8.
    let z = mo
        .form_attack_zone(&game, sq("a1"), sq("d8"), 2, false, 0)
        .unwrap();
    let onto_a8 = negation(&mut mo, &game, z, z, "h3", "a8", TraceKind::Control, 1);
    let onto_d1 = negation(&mut mo, &game, z, z, "f2", "d1", TraceKind::Control, 1);
    let rook = game.piece_at(sq("a1")).unwrap();
    // The rook goes a1 → d1 at depth 1: its cell on d1 is written first, as the search does.
    let on_d1 = mo.attach_copy(z, sq("d1"));
    let before_copy = all_field6(&mo);
    let frozen = mo.freeze_connection(rook, sq("a1"), sq("d1"), &[z], 1);
    // The a0 cell is off the trajectory ahead: it freezes. a8 is then fully frozen in the
    // root bundle (only d1…d8 stay reachable), so the control onto a8 freezes too; the
    // control onto d1 does not.
    assert_eq!(frozen, 2);
    assert_eq!(mo.cell(z).freeze_depth(), 1);
    assert_eq!(mo.cell(on_d1).freeze_depth(), 0);
    assert_eq!(mo.cell(onto_a8).freeze_depth(), 1);
    assert_eq!(mo.cell(onto_d1).freeze_depth(), 0);
    let live = mo.live_squares(z);
    assert!(live.contains(sq("d5")) && !live.contains(sq("a8")));
    // Thawing another depth changes nothing; thawing depth 1 restores every cell.
    mo.thaw(2);
    assert_eq!(mo.cell(z).freeze_depth(), 1);
    mo.thaw(1);
    assert_eq!(all_field6(&mo), before_copy);
}

/// The 99 tests' start (White Ka5, Rd1; Black Kh8, Nd8, Ng5, Rh3, Nf2; Black to move):
/// White's root zone d1 → d8 is formed, then Black's knight goes down g5 → e4.
struct KnightOnE4 {
    game: Game,
    mo: Mo,
    zone: CellId,
    knight: PieceId,
    /// What arriving on e4 thawed (nothing of the knight had a0 there).
    rec: ArrivalRecord,
}

fn knight_on_e4() -> KnightOnE4 {
    let mut game = Game::from_fen("3n3k/8/8/K5n1/8/7r/5n2/3R4 b - - 0 1").unwrap();
    let mut mo = Mo::new();
    let zone = common::root(&mut mo, &game, "d1", "d8", 1, 0);
    let knight = game.piece_at(sq("g5")).unwrap();
    game.make(&Ply::Move(game.parse_uci("g5e4").unwrap()));
    let rec = mo.thaw_arrived(knight, sq("e4"));
    KnightOnE4 {
        game,
        mo,
        zone,
        knight,
        rec,
    }
}

#[test]
fn leaving_a0_freezes_99_and_arriving_thaws() {
    // Going down: the knight arrives on e4; nothing of it had a0 there.
    let KnightOnE4 {
        game,
        mut mo,
        zone: z,
        knight,
        rec,
    } = knight_on_e4();
    assert!(rec.thawed().is_empty());
    // Below, vision finds a bundle of the knight from e4 and a zone of the knight from e4.
    let found = negation(&mut mo, &game, z, z, "e4", "d2", TraceKind::Control, 1);
    let own_zone = common::root(&mut mo, &game, "e4", "d1", 1, 1);
    let before = all_field6(&mo);
    // Going up: the knight leaves e4. Its bundle freezes 99; its zone is erased.
    let erased = mo.freeze_left_a0(knight, sq("e4"), &rec, true, FoundBelow::Freeze);
    assert_eq!(erased.to_vec(), vec![own_zone]);
    assert!(!mo.is_live(own_zone));
    assert!(mo.cell(found).left_a0());
    assert_eq!(mo.cell(found).field6(), 99);
    assert_eq!(mo.cell(z).field6(), 0);
    // Down again: arriving on e4 thaws it, and the record says so.
    let rec2 = mo.thaw_arrived(knight, sq("e4"));
    assert_eq!(rec2.thawed().to_vec(), vec![found]);
    assert_eq!(mo.cell(found).field6(), 0);
    let now: Vec<_> = before.into_iter().filter(|(c, _)| *c != own_zone).collect();
    assert_eq!(all_field6(&mo), now);
    // Up again: 99 again.
    mo.freeze_left_a0(knight, sq("e4"), &rec2, true, FoundBelow::Freeze);
    assert_eq!(mo.cell(found).field6(), 99);
}

#[test]
fn without_erasing_a_zone_leaving_a0_only_freezes_it() {
    let KnightOnE4 {
        mut mo,
        knight,
        rec,
        ..
    } = knight_on_e4();
    let zone = mo.add_bundle(NewBundle {
        piece: knight,
        piece_kind: pioneer_trajectories::PieceKind::Knight,
        a0: sq("e4"),
        ak: sq("d2"),
        length: 1,
        kind: TraceKind::Root,
        attacked: None,
        interval: None,
        tx: 1,
        role: BundleRole::Root {
            zone_type: ZoneType::Attack,
            depth: 1,
        },
    });
    let erased = mo.freeze_left_a0(knight, sq("e4"), &rec, false, FoundBelow::Freeze);
    assert!(erased.is_empty());
    assert!(mo.cell(zone).left_a0());
}

/// A copy attached to a bundle frozen "99" is frozen "99" too (§1.17 freezes the whole
/// bundle), so thawing on arrival and freezing on leaving give every trace back as it was.
/// Until 2026-11-23 a copy started thawed and came back 99: taking the move back did not
/// restore it (`crates/tree/tests/properties.rs`, `a_copy_keeps_its_bundles_99`).
#[test]
fn a_copy_of_a_bundle_frozen_99_is_frozen_99() {
    let KnightOnE4 {
        game,
        mut mo,
        zone: z,
        knight,
        rec,
    } = knight_on_e4();
    let found = negation(&mut mo, &game, z, z, "e4", "d2", TraceKind::Control, 1);
    mo.freeze_left_a0(knight, sq("e4"), &rec, true, FoundBelow::Freeze);
    assert_eq!(mo.cell(found).field6(), 99);
    // The knight's bundle gets a copy on a square it visits while it is frozen 99.
    let copy = mo.attach_copy(found, sq("d2"));
    assert_eq!(mo.cell(copy).field6(), 99);
    let before = all_field6(&mo);
    // Down onto a0 and back up: every trace as it was, the copy included.
    let rec2 = mo.thaw_arrived(knight, sq("e4"));
    assert_eq!(mo.cell(copy).field6(), 0);
    mo.freeze_left_a0(knight, sq("e4"), &rec2, true, FoundBelow::Freeze);
    assert_eq!(all_field6(&mo), before);
}
