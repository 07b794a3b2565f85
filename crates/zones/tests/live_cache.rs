//! `Mo::live_zones` keeps its answer for the position last asked about (`live_cache`):
//! every change of what a zone's liveness reads — the game's state, the zones, the rules,
//! the root's ply, the two clocks — must give the answer judged anew, never the kept one.
//! Each step below changes one of them without changing the others and compares the
//! answer with the zones filtered by `Mo::zone_alive` (debug builds also check every kept
//! answer).
//!
//! The position of `tests/zone_time.rs`: White Ka5, Ra1; Black Kh8, Nd8, the rook two
//! moves from d8; with H_L = 4 its zone runs out of time after two passes.

mod common;

use common::{root, sq};
use pioneer_rules::{Game, Ply};
use pioneer_zones::{CellId, Mo, ZoneClock, ZoneRules};

const FEN: &str = "3n3k/8/8/K7/8/8/8/R7 w - - 0 1";

fn timed() -> ZoneRules {
    ZoneRules {
        zone_horizon: Some(4),
        ..ZoneRules::default()
    }
}

/// The live zones as `Mo::live_zones` gives them, checked against each zone judged anew.
fn live(mo: &Mo, game: &Game) -> Vec<CellId> {
    let kept = mo.live_zones(game).to_vec();
    let afresh: Vec<CellId> = mo.zones().filter(|&z| mo.zone_alive(z, game)).collect();
    assert_eq!(
        kept, afresh,
        "a kept answer where the zones' liveness changed"
    );
    kept
}

#[test]
fn every_change_a_zone_reads_gives_a_new_answer() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::with_rules(timed());
    let z = root(&mut mo, &game, "a1", "d8", 1, 0);
    assert_eq!(live(&mo, &game), vec![z]);
    // The game's state: two passes, and the zone is out of time; back, and it lives.
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert_eq!(live(&mo, &game), vec![]);
    game.unmake();
    game.unmake();
    assert_eq!(live(&mo, &game), vec![z]);
    // The rules, at the same state: without the zone's time it lives two passes on.
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert_eq!(live(&mo, &game), vec![]);
    mo.set_rules(ZoneRules::default());
    assert_eq!(live(&mo, &game), vec![z]);
    mo.set_rules(timed());
    assert_eq!(live(&mo, &game), vec![]);
    // The depth the search's root stands at: counted from two plies on, no time has passed.
    mo.set_root_ply(2);
    assert_eq!(live(&mo, &game), vec![z]);
    mo.set_root_ply(0);
    assert_eq!(live(&mo, &game), vec![]);
    // The zones, at the same state: erased, then recorded again (a new address).
    game.unmake();
    game.unmake();
    assert_eq!(live(&mo, &game), vec![z]);
    mo.erase_zone(z);
    assert_eq!(live(&mo, &game), vec![]);
    let again = root(&mut mo, &game, "a1", "d8", 1, 0);
    assert_eq!(live(&mo, &game), vec![again]);
    // Every trace erased at once.
    mo.clear();
    assert_eq!(live(&mo, &game), vec![]);
}

#[test]
fn the_clocks_give_a_new_answer() {
    let mut game = Game::from_fen(FEN).unwrap();
    let mut mo = Mo::with_rules(ZoneRules {
        zone_clock: ZoneClock::Inclusion,
        ..timed()
    });
    // Included at depth 2: by its own clock it has until depth 6, so at depth 2 its two
    // moves are in time.
    let z = root(&mut mo, &game, "a1", "d8", 1, 2);
    game.make(&Ply::Pass);
    game.make(&Ply::Pass);
    assert_eq!(live(&mo, &game), vec![z]);
    // Counted from the root it has until depth 4, one move at depth 2 … unless the clock
    // restarts at 2.
    mo.set_root_clock_from(Some(1));
    assert_eq!(live(&mo, &game), vec![]);
    mo.set_clock_restart(Some(2));
    assert_eq!(live(&mo, &game), vec![z]);
    mo.set_clock_restart(None);
    assert_eq!(live(&mo, &game), vec![]);
    mo.set_root_clock_from(None);
    assert_eq!(live(&mo, &game), vec![z]);
    assert_eq!(mo.inclusion_depth(z), 2);
    assert!(sq("d8") == mo.cell(z).ak);
}
