//! The MO on the real board ([`pioneer_zones::ZoneRules`]): bundles of every trajectory up
//! to the limit (spec §3.2, §11) recorded in the trace and unfolded again, and §2.2
//! criterion 1 (a root piece blocked beyond deblockade ends its zone).

mod common;

use common::sq;
use pioneer_rules::{Game, Ply};
use pioneer_zones::{Mo, ZoneRules};

/// White's king g1 behind its own pawns f2, g2, h2; the black pawn g4 is three king moves
/// away, and every shortest route (g1-f2/g2/h2-…) starts on an own pawn.
const KING_BEHIND_PAWNS: &str = "7k/8/8/8/6p1/8/5PPP/6K1 w - - 0 1";

/// The trajectories of a bundle as text (`g1 f1 e2 f3 g4`), unfolded from its trace.
fn trajectory_names(mo: &Mo, zone: pioneer_zones::CellId) -> Vec<String> {
    mo.unfold(zone)
        .trajectories
        .iter()
        .map(|t| t.to_string())
        .collect()
}

fn admissible() -> ZoneRules {
    ZoneRules {
        admissible_bundles: true,
        ..ZoneRules::default()
    }
}

#[test]
fn a_king_whose_shortest_routes_are_blocked_gets_its_zone_along_an_admissible_one() {
    let game = Game::from_fen(KING_BEHIND_PAWNS).unwrap();
    // Shortest trajectories only (A_max = 4): all blocked, no zone (§1.3).
    let mut mo = Mo::new();
    assert_eq!(
        mo.form_attack_zone(&game, sq("g1"), sq("g4"), 4, false, 0),
        None
    );
    // Every trajectory up to A_max: g1-f1-e2-f3-g4 and g1-h1-… are open (spec §11).
    let mut mo = Mo::with_rules(admissible());
    let zone = mo
        .form_attack_zone(&game, sq("g1"), sq("g4"), 4, false, 0)
        .expect("a zone along an admissible trajectory");
    let cell = mo.cell(zone);
    // Field 3 is still the shortest length; the trace records the limit besides.
    assert_eq!((cell.length, cell.max_len), (3, 4));
    // Unfolding rebuilds the same bundle from the trace (§1.5).
    let names = trajectory_names(&mo, zone);
    assert!(names.contains(&"g1 f1 e2 f3 g4".to_owned()), "{names:?}");
    assert!(names.iter().any(|n| n.split(' ').count() == 4));
    assert_eq!(
        *mo.unfold(zone),
        cell.key().unfold(pioneer_rules::Bitboard::EMPTY)
    );
}

#[test]
fn a_limit_at_the_shortest_length_records_a_shortest_bundle() {
    // Fig. 21: the bishop's zone is the same with admissible bundles (A_max = 2 = l0).
    let game = Game::from_fen(pioneer_rules::FIG21_FEN).unwrap();
    let mut mo = Mo::with_rules(admissible());
    let zone = mo
        .form_attack_zone(&game, sq("f2"), sq("e5"), 2, false, 0)
        .unwrap();
    let names = trajectory_names(&mo, zone);
    assert_eq!(names, ["f2 g3 e5", "f2 d4 e5"]);
}

/// The bishop c1 against the rook h6 with its own pawn on d2 in the way (§2.2, §2.9).
const BISHOP_BEHIND_PAWN: &str = "k7/8/7r/8/8/8/3P4/K1B5 w - - 0 1";

#[test]
fn a_root_piece_blocked_beyond_deblockade_ends_its_zone() {
    let game = Game::from_fen(BISHOP_BEHIND_PAWN).unwrap();
    let zone_with = |rules: ZoneRules| {
        let mut mo = Mo::with_rules(rules);
        let z = mo
            .form_attack_zone(&game, sq("c1"), sq("h6"), 2, true, 0)
            .expect("own blocks allowed");
        mo.zone_alive(z, &game)
    };
    let ended = ZoneRules {
        blocked_root_ends_zone: true,
        ..ZoneRules::default()
    };
    // Without criterion 1 the zone plays; with it and no deblockade, the pawn d2 stays
    // in the way for good and the zone ends; with deblockade the pawn may step to d3.
    assert!(zone_with(ZoneRules::default()));
    assert!(!zone_with(ended));
    assert!(zone_with(ZoneRules {
        deblockade: true,
        ..ended
    }));
}

#[test]
fn an_enemy_block_ends_the_zone_unless_something_can_take_the_blocker() {
    // The bishop c1 against the rook h8 along c1-b2-h8; 1…e6-e5 blocks the second segment
    // on e5. Nothing white attacks e5: the zone ends. With a white knight on d3, which
    // could take the pawn, the block can be removed and the zone plays on.
    let rules = ZoneRules {
        blocked_root_ends_zone: true,
        ..ZoneRules::default()
    };
    for (fen, alive) in [
        ("k6r/8/4p3/8/8/8/8/K1B5 b - - 0 1", false),
        ("k6r/8/4p3/8/8/3N4/8/K1B5 b - - 0 1", true),
    ] {
        let mut game = Game::from_fen(fen).unwrap();
        let mut mo = Mo::with_rules(rules);
        let mut plain = Mo::new();
        let (z, p) = (
            mo.form_attack_zone(&game, sq("c1"), sq("h8"), 2, false, 0)
                .expect("c1-b2-h8 is open"),
            plain
                .form_attack_zone(&game, sq("c1"), sq("h8"), 2, false, 0)
                .expect("c1-b2-h8 is open"),
        );
        assert!(mo.zone_alive(z, &game));
        let e5 = game.parse_uci("e6e5").unwrap();
        game.make(&Ply::Move(e5));
        assert_eq!(mo.root_blocked(z, &game), !alive, "{fen}");
        assert_eq!(mo.zone_alive(z, &game), alive, "{fen}");
        // Without criterion 1 the zone plays whatever blocks it.
        assert!(plain.zone_alive(p, &game));
    }
}
