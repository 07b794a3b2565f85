//! `ZoneRules::reform_off_bundle` (`docs/search.md` item 71): a root piece that has left
//! every trajectory of its attack zone gets a new zone against the same target from where
//! it stands; a piece still on its bundle does not, and without the rule neither does.

mod common;

use common::sq;
use pioneer_rules::{Game, Ply};
use pioneer_zones::{Mo, ZoneRules};

fn play(game: &mut Game, uci: &str) {
    let m = game.parse_uci(uci).expect("legal");
    game.make(&Ply::Move(m));
}

fn mo(reform_off_bundle: bool) -> Mo {
    Mo::with_rules(ZoneRules {
        reform_off_bundle,
        ..ZoneRules::default()
    })
}

/// UQL 011 (`fixtures/unique-wins-locked.epd`, 1.Kh5!): the king's zone against f6 runs
/// g4–g5–f6 and g4–f5–f6, through a square the f6-pawn guards and one its own pawn holds.
/// After 1.Kh5 the king stands on neither; with the rule it gets the zone h5–g6–f6.
#[test]
fn a_king_off_its_bundle_gets_a_new_zone_with_the_rule() {
    for reform in [false, true] {
        let mut game = Game::from_fen("8/8/1p3p2/1P1p1P2/k2P2K1/8/8/8 w - - 0 1").unwrap();
        let mut mo = mo(reform);
        let old = mo
            .form_attack_zone(&game, sq("g4"), sq("f6"), 3, true, 0)
            .expect("the king's zone against f6");
        assert_eq!(mo.remaining(old, sq("g4")), Some(2));
        play(&mut game, "g4h5");
        assert_eq!(mo.remaining(old, sq("h5")), None, "h5 is off the bundle");
        assert!(mo.zone_alive(old, &game), "the old zone still stands");
        let new = mo.form_attack_zone(&game, sq("h5"), sq("f6"), 3, true, 1);
        assert_eq!(new.is_some(), reform, "reform_off_bundle {reform}");
        if let Some(z) = new {
            assert_eq!(mo.remaining(z, sq("h5")), Some(2), "h5–g6–f6");
        }
    }
}

/// A piece that moved along its bundle keeps its zone: no second zone, rule or not.
#[test]
fn a_piece_on_its_bundle_gets_no_second_zone() {
    for reform in [false, true] {
        let mut game = Game::from_fen("3n3k/8/8/K7/8/8/8/R7 w - - 0 1").unwrap();
        let mut mo = mo(reform);
        let old = mo
            .form_attack_zone(&game, sq("a1"), sq("d8"), 2, true, 0)
            .expect("the rook's zone against d8");
        play(&mut game, "a1d1");
        assert_eq!(
            mo.remaining(old, sq("d1")),
            Some(1),
            "d1 is a stop of a1–d1–d8"
        );
        assert_eq!(
            mo.form_attack_zone(&game, sq("d1"), sq("d8"), 2, true, 1),
            None,
            "reform_off_bundle {reform}"
        );
    }
}
