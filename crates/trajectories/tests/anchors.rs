//! Regression anchors of spec §3.2: empty-board king counts and the Fig. 21 bundles.

use pioneer_rules::{Bitboard, Color, Position, Square, parse_fen};
use pioneer_trajectories::{
    Bundle, BundleClass, BundleKey, PieceKind, Trajectory, distance_map, distance_map_to, transfer,
};

const FIG21: &str = pioneer_rules::FIG21_FEN;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn names(bundle: &Bundle) -> Vec<String> {
    bundle.trajectories.iter().map(|t| t.to_string()).collect()
}

fn count(kind: PieceKind, a0: &str, ak: &str) -> usize {
    Bundle::shortest(kind, sq(a0), sq(ak), Bitboard::EMPTY)
        .trajectories
        .len()
}

#[test]
fn empty_board_king_counts() {
    assert_eq!(count(PieceKind::King, "a4", "h4"), 393);
    assert_eq!(count(PieceKind::King, "a5", "h5"), 393);
    assert_eq!(count(PieceKind::King, "f6", "h1"), 25);
    assert_eq!(count(PieceKind::King, "h8", "h1"), 127);
    assert_eq!(count(PieceKind::King, "h8", "c8"), 21);
}

#[test]
fn every_king_trajectory_is_a_shortest_route() {
    let bundle = Bundle::shortest(PieceKind::King, sq("a4"), sq("h4"), Bitboard::EMPTY);
    for (i, t) in bundle.trajectories.iter().enumerate() {
        assert_eq!(t.len(), 7);
        assert_eq!((t.a0(), t.ak()), (sq("a4"), sq("h4")));
        if i > 0 {
            assert!(bundle.trajectories[i - 1] < *t, "sorted and distinct");
        }
    }
}

#[test]
fn knight_a1_b2_needs_four_moves() {
    let map = distance_map(PieceKind::Knight, sq("a1"), Bitboard::EMPTY);
    assert_eq!(map.get(sq("b2")), Some(4));
    let bundle = Bundle::shortest(PieceKind::Knight, sq("a1"), sq("b2"), Bitboard::EMPTY);
    assert!(!bundle.is_empty());
    assert!(bundle.trajectories.iter().all(|t| t.len() == 4));
}

#[test]
fn pawn_map_is_not_symmetric() {
    let from = distance_map(PieceKind::WhitePawn, sq("e2"), Bitboard::EMPTY);
    let back = distance_map(PieceKind::WhitePawn, sq("e4"), Bitboard::EMPTY);
    assert_eq!(from.get(sq("e4")), Some(1));
    assert_eq!(back.get(sq("e2")), None);
    let to = distance_map_to(PieceKind::WhitePawn, sq("e4"), Bitboard::EMPTY);
    assert_eq!(to.get(sq("e2")), Some(1));
    assert_eq!(to.get(sq("e6")), None);
    assert_ne!(from, to);
}

#[test]
fn pawn_bundles() {
    let push = Bundle::shortest(PieceKind::WhitePawn, sq("e2"), sq("e4"), Bitboard::EMPTY);
    assert_eq!(names(&push), ["e2 e4"]);
    let wide = Bundle::admissible(PieceKind::WhitePawn, sq("e2"), sq("e4"), 3, Bitboard::EMPTY);
    assert_eq!(names(&wide), ["e2 e4", "e2 e3 e4"]);
    // A diagonal only as the last step onto the target.
    let take = Bundle::shortest(PieceKind::BlackPawn, sq("e5"), sq("d3"), Bitboard::EMPTY);
    assert_eq!(names(&take), ["e5 e4 d3"]);
    let never = Bundle::shortest(PieceKind::WhitePawn, sq("e4"), sq("e2"), Bitboard::EMPTY);
    assert!(never.is_empty());
}

#[test]
fn fig21_bundles() {
    let bishop = Bundle::shortest(PieceKind::Bishop, sq("f2"), sq("e5"), Bitboard::EMPTY);
    assert_eq!(names(&bishop), ["f2 g3 e5", "f2 d4 e5"]);
    let to_g3 = Bundle::shortest(PieceKind::Knight, sq("g7"), sq("g3"), Bitboard::EMPTY);
    assert_eq!(names(&to_g3), ["g7 f5 g3", "g7 h5 g3"]);
    let to_f4 = Bundle::shortest(PieceKind::Knight, sq("g7"), sq("f4"), Bitboard::EMPTY);
    // h5 (39) before e6 (44): bundle order is by square index.
    assert_eq!(names(&to_f4), ["g7 h5 f4", "g7 e6 f4"]);

    let pos = parse_fen(FIG21).unwrap();
    for t in bishop.trajectories.iter().chain(&to_g3.trajectories) {
        let color = pos.board().color_at(t.a0()).unwrap();
        assert!(!transfer(t, pos.board(), color).is_blocked(), "{t}");
    }
}

#[test]
fn fig21_bishop_to_g7_is_blocked_at_e5() {
    let pos = parse_fen(FIG21).unwrap();
    let bundle = Bundle::shortest(PieceKind::Bishop, sq("f2"), sq("g7"), Bitboard::EMPTY);
    assert_eq!(names(&bundle), ["f2 d4 g7"]);
    let moved = transfer(&bundle.trajectories[0], pos.board(), Color::White);
    let block = moved.blocked.expect("e5 blocks the diagonal d4-g7");
    assert_eq!(block.square, sq("e5"));
    assert_eq!(block.stop_index, 2);
    assert_eq!(
        block.by,
        pioneer_rules::Piece {
            color: Color::Black,
            role: pioneer_rules::Role::Pawn
        }
    );
    assert!(!block.own);
    assert!(!moved.first_segment_blocked());
    assert_eq!(moved.real_len, 3);
}

#[test]
fn unfolding_a_key_gives_the_same_bundle() {
    let cases = [
        (PieceKind::King, "a4", "h4", 8, BundleClass::Admissible),
        (PieceKind::Queen, "d1", "h5", 3, BundleClass::Admissible),
        (PieceKind::Knight, "g7", "f4", 2, BundleClass::Shortest),
        (PieceKind::Bishop, "f2", "e5", 4, BundleClass::Admissible),
        (PieceKind::BlackPawn, "e7", "d5", 3, BundleClass::Admissible),
    ];
    for (kind, a0, ak, max_len, class) in cases {
        let built = match class {
            BundleClass::Shortest => Bundle::shortest(kind, sq(a0), sq(ak), Bitboard::EMPTY),
            _ => Bundle::admissible(kind, sq(a0), sq(ak), max_len, Bitboard::EMPTY),
        };
        let key = built.key(max_len, class);
        assert_eq!(key, BundleKey::new(kind, sq(a0), sq(ak), max_len, class));
        assert_eq!(key.unfold(Bitboard::EMPTY), built);
        let json = serde_json::to_string(&key).unwrap();
        assert_eq!(serde_json::from_str::<BundleKey>(&json).unwrap(), key);
    }
}

#[test]
fn deblockade_of_the_king_on_g5() {
    // Spec §3.2 / seed §2.9, Fig. 34: the queen's trajectory c1–h6–h8 is blocked by its
    // own king on g5; the king's deblockade bundle forbids f4 and h6.
    let pos = parse_fen("7k/8/8/6K1/8/8/8/2Q5 w - - 0 1").unwrap();
    let queen = pioneer_trajectories::Trajectory::new([sq("c1"), sq("h6"), sq("h8")]);
    let moved = transfer(&queen, pos.board(), Color::White);
    let block = moved.blocked.unwrap();
    assert_eq!(
        (block.square, block.own, block.stop_index),
        (sq("g5"), true, 1)
    );
    let forbidden = pioneer_trajectories::bundle::deblockade_forbidden(&queen, block.square);
    assert_eq!(forbidden, Bitboard::from_square(sq("f4")) | sq("h6"));

    let retreat = Bundle::retreat(pos.board(), sq("g5")).unwrap();
    let deblock = Bundle::deblockade(pos.board(), sq("g5"), forbidden).unwrap();
    let ends =
        |b: &Bundle| -> Vec<String> { b.trajectories.iter().map(|t| t.ak().to_string()).collect() };
    assert_eq!(
        ends(&retreat),
        ["f4", "g4", "h4", "f5", "h5", "f6", "g6", "h6"]
    );
    assert_eq!(ends(&deblock), ["g4", "h4", "f5", "h5", "f6", "g6"]);
    assert!(
        deblock
            .trajectories
            .iter()
            .all(|t| t.a0() == sq("g5") && t.len() == 1)
    );
    let key = BundleKey::new(
        PieceKind::King,
        sq("g5"),
        sq("g5"),
        1,
        BundleClass::Deblockade,
    );
    assert_eq!(
        key.unfold_on_board(pos.board(), forbidden).unwrap(),
        deblock
    );
}

#[test]
fn retreat_bundles_on_a_small_position() {
    // White: Ra1, Pa2 (own blocker), Nb1; Black: Pa5? no: a black knight on d1 to take.
    let pos = parse_fen("4k3/8/8/8/8/8/P7/RN1n2K1 w - - 0 1").unwrap();
    let rook = Bundle::retreat(pos.board(), sq("a1")).unwrap();
    assert!(rook.is_empty(), "boxed in by own pawn and knight");
    let pawn = Bundle::retreat(pos.board(), sq("a2")).unwrap();
    let ends: Vec<String> = pawn
        .trajectories
        .iter()
        .map(|t| t.ak().to_string())
        .collect();
    assert_eq!(ends, ["a3", "a4"]);
    let king = Bundle::retreat(pos.board(), sq("g1")).unwrap();
    assert_eq!(king.len(), 5);
    let knight = Bundle::retreat(pos.board(), sq("b1")).unwrap();
    let ends: Vec<String> = knight
        .trajectories
        .iter()
        .map(|t| t.ak().to_string())
        .collect();
    assert_eq!(ends, ["d2", "a3", "c3"]);
    // A slider stops on the enemy piece it can take.
    let pos = parse_fen("4k3/8/8/3p4/8/8/8/3R2K1 w - - 0 1").unwrap();
    let rook = Bundle::retreat(pos.board(), sq("d1")).unwrap();
    assert!(rook.trajectories.iter().any(|t| t.ak() == sq("d5")));
    assert!(!rook.trajectories.iter().any(|t| t.ak() == sq("d6")));
    assert!(!rook.trajectories.iter().any(|t| t.ak() == sq("g1")));
    assert!(Bundle::retreat(pos.board(), sq("e4")).is_err());
}

/// `Trajectory::step_betas` is the set of `Trajectory::betas` for every step of every
/// shortest trajectory of every kind between many pairs of squares (the zones read a
/// step's β-squares through it).
#[test]
fn step_betas_is_the_set_of_a_steps_betas() {
    let mut steps = 0;
    for kind in PieceKind::ALL {
        for a0 in (0..64).step_by(5) {
            for ak in (0..64).step_by(3) {
                let (a0, ak) = (Square::new(a0), Square::new(ak));
                for t in Bundle::shortest(kind, a0, ak, Bitboard::EMPTY)
                    .trajectories
                    .iter()
                {
                    for i in 0..t.len() {
                        let listed: Bitboard = t.betas(i).into_iter().collect();
                        assert_eq!(Trajectory::step_betas(t.stops[i], t.stops[i + 1]), listed);
                        steps += 1;
                    }
                }
            }
        }
    }
    assert!(steps > 10_000, "{steps} steps");
}
