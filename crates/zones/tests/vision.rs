//! Vision (§1.8; spec §4.3): the limits `A_max` and `T_x` after a move along a bundle, rules
//! 1, 2a and 2b, and what is seen from the board with them.
//!
//! The position (after the white rook went a1 → d1, or before a black move): White Ka5,
//! Rd1; Black Kh8, Nd8, Ng5, Rh3, Nf2. Distances on the free board, worked by hand:
//! onto d1 the knight f2 needs 1 move, the rook h3 2 (h3-h1-d1), the knight g5 3 (it
//! changes colour every move: g5 and d1 differ); onto e4 the knight f2 1, the rook h3 2,
//! the knight d8 3, the king h8 4.

mod common;

use common::{negation, root, sq};
use pioneer_rules::{Game, PieceId, Ply};
use pioneer_zones::{CellId, Mo, Sighting, TraceKind, VisionLimits, VisionSettings};

const BEFORE: &str = "3n3k/8/8/K5n1/8/7r/5n2/R7 w - - 0 1";
const AFTER: &str = "3n3k/8/8/K5n1/8/7r/5n2/3R4 b - - 0 1";

fn play(game: &mut Game, uci: &str) {
    let m = game.parse_uci(uci).expect("legal");
    game.make(&Ply::Move(m));
}

/// The pieces seen, as (a0, ak, length, T_x, blockade), sorted.
fn seen(mo: &Mo, s: &[Sighting]) -> Vec<(String, String, u8, i16, bool)> {
    let mut v: Vec<_> = s
        .iter()
        .map(|x| {
            let c = mo.cell(x.bundle);
            (
                c.a0.to_string(),
                c.ak.to_string(),
                x.length,
                mo.tx(x.bundle),
                x.blockade,
            )
        })
        .collect();
    v.sort();
    v
}

fn piece(game: &Game, name: &str) -> PieceId {
    game.piece_at(sq(name)).unwrap()
}

#[test]
fn rule_1_along_the_root_trajectory() {
    let mut game = Game::from_fen(BEFORE).unwrap();
    let mut mo = Mo::new();
    // The rook's root trajectory a1-d1-d8: two moves, within A_max = 2 of H_L = 4.
    let zone = mo
        .form_attack_zone(&game, sq("a1"), sq("d8"), 2, false, 0)
        .expect("open");
    assert_eq!(mo.cell(zone).length, 2);
    let rook = piece(&game, "a1");
    play(&mut game, "a1d1");
    let along = mo.along(rook, sq("a1"), sq("d1"));
    assert_eq!(along.to_vec(), vec![zone]);
    mo.recount(&along, 1);
    assert_eq!(mo.tx(zone), 2);
    // Rule 1: A_max = T (the root's T_x after the move), T_x = 1.
    assert_eq!(
        mo.vision_limits(sq("d1"), &along),
        vec![VisionLimits {
            parent: zone,
            a_max: 2,
            tx: 1
        }]
    );
    let found = mo.vision(
        &game,
        rook,
        sq("a1"),
        sq("d1"),
        &along,
        VisionSettings::default(),
    );
    // Onto d1 within two moves: the knight f2 and the rook h3; the knight g5 (3) is too
    // far. The β-squares b1 and c1 need a blockade of one move (A_max − 1): none.
    assert_eq!(
        seen(&mo, &found),
        vec![
            ("f2".into(), "d1".into(), 1, 1, false),
            ("h3".into(), "d1".into(), 2, 1, false),
        ]
    );
    assert!(found.iter().all(|s| mo.cell(s.bundle).parent == Some(zone)));
    // Seen once: vision again finds nothing new.
    let again = mo.vision(
        &game,
        rook,
        sq("a1"),
        sq("d1"),
        &along,
        VisionSettings::default(),
    );
    assert!(again.is_empty());
}

/// The zone of the rook d1 against the knight d8 and a negation of the piece on `a0`
/// onto `ak` with `T_x` = `t`.
fn after(a0: &str, ak: &str, t: i16) -> (Game, Mo, CellId, CellId) {
    let game = Game::from_fen(AFTER).unwrap();
    let mut mo = Mo::new();
    let zone = root(&mut mo, &game, "d1", "d8", 1, 0);
    let neg = negation(&mut mo, &game, zone, zone, a0, ak, TraceKind::Control, t);
    (game, mo, zone, neg)
}

#[test]
fn rule_2a_onto_the_last_square_of_a_negation() {
    // The knight f2 negates the rook on d1 (one move, T = 3) and takes it.
    let (mut game, mut mo, _, neg) = after("f2", "d1", 3);
    let knight = piece(&game, "f2");
    play(&mut game, "f2d1");
    let along = mo.along(knight, sq("f2"), sq("d1"));
    assert_eq!(along.to_vec(), vec![neg]);
    mo.recount(&along, 1);
    // Rule 2a: A_max = T − 1, T_x = T.
    let lim = mo.vision_limits(sq("d1"), &along);
    assert_eq!((lim[0].a_max, lim[0].tx), (2, 3));
    let found = mo.vision(
        &game,
        knight,
        sq("f2"),
        sq("d1"),
        &along,
        VisionSettings::default(),
    );
    // Within two moves of d1: the rook h3 (2); not the knight g5 (3).
    assert_eq!(
        seen(&mo, &found),
        vec![("h3".into(), "d1".into(), 2, 3, false)]
    );
}

#[test]
fn rule_2a_with_less_time_sees_less() {
    let (mut game, mut mo, _, neg) = after("f2", "d1", 2);
    let knight = piece(&game, "f2");
    play(&mut game, "f2d1");
    let lim = mo.vision_limits(sq("d1"), &[neg]);
    assert_eq!((lim[0].a_max, lim[0].tx), (1, 2));
    let found = mo.vision(
        &game,
        knight,
        sq("f2"),
        sq("d1"),
        &[neg],
        VisionSettings::default(),
    );
    assert!(found.is_empty(), "the rook h3 needs two moves");
}

#[test]
fn rule_2b_elsewhere_on_a_negation() {
    // The knight g5 negates the rook on d1 in three moves (g5-e4-c3-d1, T = 5) and makes
    // the first of them: two moves are left (A = 2).
    let (mut game, mut mo, _, neg) = after("g5", "d1", 5);
    assert_eq!(mo.cell(neg).length, 3);
    let knight = piece(&game, "g5");
    play(&mut game, "g5e4");
    let along = mo.along(knight, sq("g5"), sq("e4"));
    assert_eq!(along.to_vec(), vec![neg]);
    assert_eq!(mo.remaining(neg, sq("e4")), Some(2));
    mo.recount(&along, 1);
    // Rule 2b: A_max = T − A = 3, T_x = A_max + 1 = 4.
    let lim = mo.vision_limits(sq("e4"), &along);
    assert_eq!((lim[0].a_max, lim[0].tx), (3, 4));
    let found = mo.vision(
        &game,
        knight,
        sq("g5"),
        sq("e4"),
        &along,
        VisionSettings::default(),
    );
    // Onto e4 within three moves: the knight f2 (1), the rook h3 (2), the knight d8 (3);
    // not the king h8 (4). The white pieces, the (+) side, are limited to one move: the
    // rook d1 needs two. A knight's step crosses no β-square: no blockade.
    assert_eq!(
        seen(&mo, &found),
        vec![
            ("d8".into(), "e4".into(), 3, 4, false),
            ("f2".into(), "e4".into(), 1, 4, false),
            ("h3".into(), "e4".into(), 2, 4, false),
        ]
    );
}

#[test]
fn a_long_range_step_is_blockaded_on_its_beta_squares() {
    // White Ra1, Ka5; Black Kh8, Nd8, Na3 (one knight move from b1: a3-b1).
    let mut game = Game::from_fen("3n3k/8/8/K7/8/n7/8/R7 w - - 0 1").unwrap();
    let mut mo = Mo::new();
    let zone = mo
        .form_attack_zone(&game, sq("a1"), sq("d8"), 2, false, 0)
        .expect("open");
    let rook = piece(&game, "a1");
    play(&mut game, "a1d1");
    let along = mo.along(rook, sq("a1"), sq("d1"));
    mo.recount(&along, 1);
    assert_eq!(mo.betas_of_step(zone, sq("a1"), sq("d1")).count(), 2);
    let found = mo.vision(
        &game,
        rook,
        sq("a1"),
        sq("d1"),
        &along,
        VisionSettings::default(),
    );
    let blockade: Vec<_> = found.iter().filter(|s| s.blockade).collect();
    assert_eq!(blockade.len(), 1);
    let c = mo.cell(blockade[0].bundle);
    // Onto b1 inside the interval (a1, d1), with T_x one less than control's.
    assert_eq!(
        (c.a0.to_string(), c.ak.to_string()),
        ("a3".into(), "b1".into())
    );
    assert_eq!(c.interval, Some((sq("a1"), sq("d1"))));
    assert_eq!(mo.tx(blockade[0].bundle), 0);
    // Without blockades nothing is seen: the knight a3 needs three moves onto d1.
    let mut mo2 = Mo::new();
    let mut game2 = Game::from_fen("3n3k/8/8/K7/8/n7/8/R7 w - - 0 1").unwrap();
    let zone2 = mo2
        .form_attack_zone(&game2, sq("a1"), sq("d8"), 2, false, 0)
        .unwrap();
    play(&mut game2, "a1d1");
    mo2.recount(&[zone2], 1);
    let off = VisionSettings {
        blockades: false,
        ..VisionSettings::default()
    };
    let found2 = mo2.vision(&game2, rook, sq("a1"), sq("d1"), &[zone2], off);
    assert!(found2.is_empty());
}

/// Property: the lengths read from the MO's cache (`Mo::negation_length`, which vision
/// asks for every piece it sees, and `Mo::free_length`) are the shortest lengths of the
/// bundles built on the free board, for every piece kind, every pair of squares and both
/// kinds of negation, asked twice (the second answer comes from the cache).
#[test]
fn cached_lengths_are_the_bundles_shortest_lengths() {
    use pioneer_rules::{Bitboard, Square};
    use pioneer_trajectories::{Bundle, PieceKind};
    use pioneer_zones::shapes::negation_bundle;
    let short = |b: Bundle| b.shortest_len().map(|l| u8::try_from(l).expect("short"));
    let mo = Mo::new();
    for kind in PieceKind::ALL {
        for a0 in Square::ALL {
            for ak in Square::ALL {
                let free = short(Bundle::shortest(kind, a0, ak, Bitboard::EMPTY));
                for trace in [TraceKind::Control, TraceKind::Blockade] {
                    let built = short(negation_bundle(kind, a0, ak, trace));
                    for _ in 0..2 {
                        assert_eq!(mo.negation_length(kind, a0, ak, trace), built);
                        assert_eq!(mo.free_length(kind, a0, ak), free);
                    }
                }
            }
        }
    }
}
