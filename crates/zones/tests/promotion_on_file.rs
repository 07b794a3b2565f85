//! A promotion zone stands only while its pawn stands on its promotion square's file
//! (`ZoneRules::promotion_on_file`, ours: `docs/search.md` item 62): a pawn that captured
//! onto another file can no longer push to the square, so its zone no longer stands and
//! stakes nothing; the capture taken back, it stands again. Without the rule the zone
//! stands while the pawn is a pawn.
//!
//! The position: White Kc3, Pe2; Black Kf6, Pd3. Black's d-pawn has the zone of d1; after
//! 1…dxe2 it stands on the e-file.

mod common;

use common::promotion;
use pioneer_rules::{Game, Ply};
use pioneer_zones::{Mo, Stakes, ZoneRules};

const FEN: &str = "8/8/5k2/8/8/2Kp4/4P3/8 b - - 0 1";

/// Whether the zone stands before 1…dxe2, after it and once it is taken back.
fn lives(rules: ZoneRules) -> [(bool, Stakes); 3] {
    let mut game = Game::from_fen(FEN).expect("valid FEN");
    let mut mo = Mo::with_rules(rules);
    // The d-pawn's pushes to d1, two moves.
    let z = promotion(&mut mo, &game, "d3", "d1", 2);
    let seen = |mo: &Mo, game: &Game| (mo.zone_alive(z, game), mo.stakes(game));
    let before = seen(&mo, &game);
    let m = game.parse_uci("d3e2").expect("legal");
    game.make(&Ply::Move(m));
    let after = seen(&mo, &game);
    game.unmake();
    let back = seen(&mo, &game);
    [before, after, back]
}

#[test]
fn the_zone_of_the_old_file_does_not_stand_after_a_capture() {
    let stake = Stakes { white: 8, black: 0 };
    let on = lives(ZoneRules {
        promotion_on_file: true,
        ..ZoneRules::default()
    });
    assert_eq!(
        on,
        [(true, stake), (false, Stakes::default()), (true, stake)]
    );
}

#[test]
fn without_the_rule_the_zone_stands_while_the_pawn_is_a_pawn() {
    let stake = Stakes { white: 8, black: 0 };
    let off = lives(ZoneRules::default());
    assert_eq!(off, [(true, stake), (true, stake), (true, stake)]);
}
