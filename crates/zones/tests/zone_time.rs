//! Zones keep to their time (`ZoneRules::zone_horizon`, `Mo::zone_in_time`; a reading of
//! §1.7–1.8, `docs/search.md` item 30): a zone with a target lives only while its root
//! piece can still finish the attack within the horizon counted from the zone's
//! inclusion depth.
//!
//! The position: White Ka5, Ra1; Black Kh8, Nd8. The rook needs two moves to d8 (a1-d1-d8
//! or a1-a8-d8); with H_L = 4 a zone included at depth d₀ has until depth d₀ + 4, and at
//! depth d the rook may have at most ⌈(d₀ + 4 − d)/2⌉ moves left.

mod common;

use common::{root, sq};
use pioneer_rules::{Game, Ply};
use pioneer_zones::{Mo, ZoneClock, ZoneRules};

const FEN: &str = "3n3k/8/8/K7/8/8/8/R7 w - - 0 1";

fn timed_mo() -> Mo {
    Mo::with_rules(ZoneRules {
        zone_horizon: Some(4),
        ..ZoneRules::default()
    })
}

fn play(game: &mut Game, uci: &str) {
    let m = game.parse_uci(uci).expect("legal");
    game.make(&Ply::Move(m));
}

#[test]
fn without_the_rule_a_zone_lives_while_its_pieces_stand() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::new();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    for _ in 0..6 {
        game.make(&Ply::Pass);
    }
    assert!(mo.zone_in_time(z, &game));
    assert!(mo.zone_alive(z, &game));
}

#[test]
fn a_zone_whose_attacker_waits_runs_out_of_time() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = timed_mo();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    assert!(mo.zone_alive(z, &game), "two moves left, two to play");
    game.make(&Ply::Pass);
    assert!(mo.zone_alive(z, &game), "depth 1: ⌈3/2⌉ = 2 moves");
    game.make(&Ply::Pass);
    assert!(
        !mo.zone_in_time(z, &game),
        "depth 2: one move left to play, two needed"
    );
    assert!(!mo.zone_alive(z, &game));
    assert_eq!(mo.live_zones(&game).len(), 0);
}

#[test]
fn a_zone_whose_attacker_goes_on_stays_alive_until_its_horizon() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = timed_mo();
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    play(&mut game, "a1d1");
    game.make(&Ply::Pass);
    assert_eq!(mo.remaining(z, sq("d1")), Some(1));
    assert!(
        mo.zone_alive(z, &game),
        "depth 2: one move left, one to play"
    );
    game.make(&Ply::Pass);
    assert!(mo.zone_alive(z, &game), "depth 3: ⌈1/2⌉ = 1");
    game.make(&Ply::Pass);
    assert!(
        !mo.zone_alive(z, &game),
        "depth 4: the zone's horizon is over"
    );
}

/// The rook's zone included at depth 2 (two passes made) under the inclusion clock:
/// alive there, with time until depth 6.
fn included_at_depth_two() -> (Game, Mo, pioneer_zones::CellId) {
    let mut game = Game::from_fen(FEN).unwrap();
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    let mut mo = timed_mo();
    let z = root(&mut mo, &game, "a1", "d8", 1, 2);
    assert!(
        mo.zone_alive(z, &game),
        "included at depth 2: until depth 6"
    );
    (game, mo, z)
}

#[test]
fn a_zone_included_in_search_counts_its_time_from_its_inclusion() {
    let (mut game, mo, z) = included_at_depth_two();
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert!(!mo.zone_alive(z, &game));
}

#[test]
fn depths_count_from_the_searchs_root() {
    // A search continued on rails starts from a game with history: two plies made before
    // its root. A zone included at the root (depth 0) has its whole time there.
    let mut game = Game::from_fen(FEN).unwrap();
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    let mut mo = timed_mo();
    mo.set_root_ply(game.ply());
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    assert!(mo.zone_alive(z, &game), "depth 0 of the search");
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert!(
        !mo.zone_alive(z, &game),
        "depth 2: one move left to play, two needed"
    );
}

#[test]
fn with_the_root_clock_a_zone_included_in_search_inherits_the_time_left() {
    let clocked = |clock| {
        Mo::with_rules(ZoneRules {
            zone_horizon: Some(4),
            zone_clock: clock,
            ..ZoneRules::default()
        })
    };
    // Included at depth 2 with two moves to make: from the root, ⌈(4 − 2)/2⌉ = 1 is left.
    let mut game = Game::from_fen(FEN).unwrap();
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    let mut mo = clocked(ZoneClock::Root);
    let z = root(&mut mo, &game, "a1", "d8", 1, 2);
    assert!(
        !mo.zone_alive(z, &game),
        "one move left to play, two needed"
    );
    // Included at depth 2 with one move to make (1.Rd1 made, the rook's new attack):
    // alive there under both clocks; at depth 4 the root's horizon is over, the
    // inclusion's is not.
    let mut game = Game::from_fen(FEN).unwrap();
    play(&mut game, "a1d1");
    game.make(&Ply::Pass);
    let mut from_root = clocked(ZoneClock::Root);
    let mut from_inclusion = clocked(ZoneClock::Inclusion);
    let zr = root(&mut from_root, &game, "d1", "d8", 1, 2);
    let zi = root(&mut from_inclusion, &game, "d1", "d8", 1, 2);
    assert!(from_root.zone_alive(zr, &game) && from_inclusion.zone_alive(zi, &game));
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert!(
        !from_root.zone_alive(zr, &game),
        "depth 4: the root's horizon is over"
    );
    assert!(from_inclusion.zone_alive(zi, &game), "depth 4 of 2 + 4");
}

#[test]
fn below_the_root_clock_depth_a_zone_counts_from_the_root() {
    // The same zone included at depth 2 under the inclusion clock (it has until depth
    // 6): with `set_root_clock_from(Some(2))` it counts from the root like under
    // `ZoneClock::Root`, with `Some(3)` (set deeper than its inclusion) and after `None`
    // it keeps its own clock.
    let (game, mut mo, z) = included_at_depth_two();
    mo.set_root_clock_from(Some(2));
    assert_eq!(mo.root_clock_from(), Some(2));
    assert!(
        !mo.zone_alive(z, &game),
        "from the root: one move left to play, two needed"
    );
    mo.set_root_clock_from(Some(3));
    assert!(mo.zone_alive(z, &game), "included above the depth");
    mo.set_root_clock_from(None);
    assert!(mo.zone_alive(z, &game));
    mo.set_root_clock_from(Some(2));
    mo.clear();
    assert_eq!(mo.root_clock_from(), None, "cleared with the MO");
}

#[test]
fn a_clock_restart_gives_a_zone_included_below_it_a_whole_horizon() {
    // Under the root clock, the zone included at depth 2 with two moves to make has one
    // left (⌈(4 − 2)/2⌉). With the clock restarted at depth 2 it counts from there, as a
    // zone at the root would: ⌈4/2⌉ = 2; restarted deeper than its inclusion, or lifted,
    // it keeps the root's clock; and a clear lifts it.
    let mut game = Game::from_fen(FEN).unwrap();
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    let mut mo = Mo::with_rules(ZoneRules {
        zone_horizon: Some(4),
        zone_clock: ZoneClock::Root,
        ..ZoneRules::default()
    });
    let z = root(&mut mo, &game, "a1", "d8", 1, 2);
    assert!(!mo.zone_alive(z, &game), "the root's clock: one move left");
    mo.set_clock_restart(Some(2));
    assert_eq!(mo.clock_restart(), Some(2));
    assert!(
        mo.zone_alive(z, &game),
        "restarted at its inclusion: two left"
    );
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert!(
        !mo.zone_alive(z, &game),
        "depth 4, two plies into the restarted clock: one left, two needed"
    );
    game.unmake();
    game.unmake();
    mo.set_clock_restart(Some(3));
    assert!(!mo.zone_alive(z, &game), "restarted below its inclusion");
    mo.set_clock_restart(None);
    assert!(!mo.zone_alive(z, &game));
    mo.set_clock_restart(Some(2));
    mo.clear();
    assert_eq!(mo.clock_restart(), None, "cleared with the MO");
}

/// `ZoneRules::off_bundle_time` (`docs/search.md` item 37): the rook leaves its bundle
/// (a1-a3 is on no route a1→d8 of two moves). Without the rule the zone then has no time
/// and lives on; with it, the rook's moves left are its free-board length a3→d8 (two),
/// so the zone ends when fewer than two moves are left to play.
#[test]
fn off_its_bundle_a_root_piece_keeps_to_its_time_with_the_rule() {
    for (off_bundle_time, alive_at_depth_3) in [(false, true), (true, false)] {
        let mut game = Game::from_fen(FEN).unwrap();
        let mut mo = Mo::with_rules(ZoneRules {
            zone_horizon: Some(4),
            off_bundle_time,
            ..ZoneRules::default()
        });
        let z = root(&mut mo, &game, "a1", "d8", 1, 0);
        play(&mut game, "a1a3");
        assert_eq!(mo.remaining(z, sq("a3")), None, "a3 is off the bundle");
        assert!(
            mo.zone_alive(z, &game),
            "depth 1: ⌈3/2⌉ = 2 moves, two needed"
        );
        game.make(&Ply::Pass);
        game.make(&Ply::Pass);
        assert_eq!(
            mo.zone_alive(z, &game),
            alive_at_depth_3,
            "depth 3: one move left to play (off_bundle_time {off_bundle_time})"
        );
    }
}
