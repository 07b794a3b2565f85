//! The capture bound on underpromotions (`MoSettings::capture_bound`, `docs/search.md`
//! item 36): its premise checked over many random positions, and its effect on a search.

mod common;

use pioneer_rules::fuzz::Rng;
use pioneer_rules::{Chess, Color, Game, Move, Position, Role, to_fen};
use pioneer_tree::{SearchConfig, SearchResult};
use shakmaty::{Bitboard, Board, CastlingMode, Piece, Square};

/// A random legal position with a pawn of the side to move one step from promotion: two
/// kings, the pawn, and up to four other pieces of either colour (no pawns on the first or
/// last rank). `None` when the draw is not a legal position.
fn random_promotion_position(rng: &mut Rng) -> Option<Chess> {
    let turn = *rng.pick(&[Color::White, Color::Black]);
    let seventh = match turn {
        Color::White => 6,
        Color::Black => 1,
    };
    let square = |rng: &mut Rng| Square::new(rng.below(64) as u32);
    let mut board = Board::empty();
    let put = |board: &mut Board, sq: Square, piece: Piece| {
        if board.piece_at(sq).is_some() {
            return false;
        }
        board.set_piece_at(sq, piece);
        true
    };
    let pawn_sq = Square::new((seventh * 8 + rng.below(8)) as u32);
    put(
        &mut board,
        pawn_sq,
        Piece {
            color: turn,
            role: Role::Pawn,
        },
    );
    for color in [Color::White, Color::Black] {
        if !put(
            &mut board,
            square(rng),
            Piece {
                color,
                role: Role::King,
            },
        ) {
            return None;
        }
    }
    let roles = [
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    for _ in 0..rng.below(5) {
        let role = *rng.pick(&roles);
        let color = *rng.pick(&[Color::White, Color::Black]);
        let sq = square(rng);
        if role == Role::Pawn && (sq.rank() as u32 == 0 || sq.rank() as u32 == 7) {
            continue;
        }
        put(&mut board, sq, Piece { color, role });
    }
    let mut setup = shakmaty::Setup::empty();
    setup.board = board;
    setup.turn = turn;
    setup.castling_rights = Bitboard::EMPTY;
    setup.position(CastlingMode::Standard).ok()
}

/// The captures of the piece just promoted on `to`, each as (from, to) with the position
/// it reaches (its FEN and its key).
fn captures_on(pos: &Chess, to: Square) -> Vec<((Option<Square>, Square), String, u64)> {
    let mut out: Vec<_> = pos
        .legal_moves()
        .into_iter()
        .filter(|c| c.is_capture() && c.to() == to)
        .map(|c| {
            let mut after = pos.clone();
            after.play_unchecked(c);
            ((c.from(), c.to()), to_fen(&after), Game::new(after).key())
        })
        .collect();
    out.sort();
    out
}

/// The premise of the bound: after a promotion to a rook, a bishop or a knight, the
/// enemy's captures of the new piece on its square are the captures it has after the
/// queen's promotion, and each reaches the same position (the same board, side to move,
/// rights and key) — so the bound computed once from the queen's promotion serves the
/// three lesser pieces. Over many random positions, none may break it.
#[test]
fn the_capture_of_a_lesser_piece_reaches_the_position_the_queens_capture_reaches() {
    let mut rng = Rng::new(0x5eed_2026_1125);
    let (mut positions, mut checked) = (0, 0);
    while positions < 20_000 {
        let Some(pos) = random_promotion_position(&mut rng) else {
            continue;
        };
        positions += 1;
        let legal = pos.legal_moves();
        let promotion = |m: &Move, role| m.promotion() == Some(role);
        for queen in legal.iter().filter(|m| promotion(m, Role::Queen)) {
            let mut queened = pos.clone();
            queened.play_unchecked(*queen);
            let expected = captures_on(&queened, queen.to());
            for role in [Role::Rook, Role::Bishop, Role::Knight] {
                let lesser = legal
                    .iter()
                    .find(|m| {
                        promotion(m, role) && (m.from(), m.to()) == (queen.from(), queen.to())
                    })
                    .expect("every piece beside the queen");
                let mut after = pos.clone();
                after.play_unchecked(*lesser);
                assert_eq!(
                    captures_on(&after, lesser.to()),
                    expected,
                    "{lesser:?} from {}",
                    to_fen(&pos)
                );
                checked += expected.len();
            }
        }
    }
    assert!(checked > 1_000, "only {checked} captures checked");
}

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

/// Réti in the studies preset with underpromotions, with or without the capture bound.
fn reti(bound: bool) -> SearchResult {
    common::studies_run(RETI, 100_000, |c| {
        c.switches.mo.underpromotions = true;
        c.switches.mo.capture_bound = bound;
    })
}

/// In Réti's study White's c-pawn promotes under the black king: a rook, bishop or knight
/// taken at once reaches the drawn king and pawn against king that the queen's capture
/// reaches, which the table knows. With the bound those promotions are not tried: the
/// same answer (1.Kg7, drawn) from a smaller tree (282 → 222 nodes when measured). Off
/// in both presets.
#[test]
fn the_capture_bound_leaves_out_promotions_that_are_taken_at_once() {
    for cfg in [SearchConfig::studies(), SearchConfig::fig21()] {
        assert!(!cfg.switches.mo.capture_bound);
    }
    let (without, with) = (reti(false), reti(true));
    assert_eq!(
        (without.best_move.as_deref(), without.value),
        (with.best_move.as_deref(), with.value)
    );
    assert_eq!(with.best_move.as_deref(), Some("Kg7"));
    assert_eq!(with.value, 0);
    assert!(
        with.tree_size < without.tree_size,
        "{} against {}",
        with.tree_size,
        without.tree_size
    );
}
