//! The capture bound on underpromotions (`MoSettings::capture_bound`, `docs/search.md`
//! item 36): its premise checked over many random positions, and its effect on a search.

use pioneer_rules::{Chess, Color, Position, Role};
use pioneer_tree::{Search, SearchConfig, SearchResult};
use shakmaty::{Bitboard, Board, CastlingMode, EnPassantMode, Piece, Square, fen::Fen};
use std::time::Duration;

/// A small deterministic generator (the premise is checked on the same positions each
/// run).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }

    fn square(&mut self) -> Square {
        Square::new(self.below(64) as u32)
    }
}

/// A random legal position with a pawn of the side to move one step from promotion: two
/// kings, the pawn, and up to four other pieces of either colour (no pawns on the first or
/// last rank). `None` when the draw is not a legal position.
fn random_promotion_position(rng: &mut Lcg) -> Option<Chess> {
    let turn = if rng.below(2) == 0 {
        Color::White
    } else {
        Color::Black
    };
    let seventh = match turn {
        Color::White => 6,
        Color::Black => 1,
    };
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
            rng.square(),
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
        let role = roles[rng.below(roles.len() as u64) as usize];
        let color = if rng.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        };
        let sq = rng.square();
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

/// The premise of the bound: after a promotion to a rook, a bishop or a knight, every
/// capture of the new piece on its square is legal after the queen's promotion too, and
/// reaches the same position (the same board, side to move, rights and key) — over many
/// random positions, and none of them may break it.
#[test]
fn the_capture_of_a_lesser_piece_reaches_the_position_the_queens_capture_reaches() {
    let mut rng = Lcg(0x5eed_2026_1125);
    let (mut positions, mut checked) = (0, 0);
    while positions < 20_000 {
        let Some(pos) = random_promotion_position(&mut rng) else {
            continue;
        };
        positions += 1;
        for m in pos.legal_moves() {
            let Some(role) = m.promotion() else { continue };
            if role == Role::Queen {
                continue;
            }
            let queen = pos
                .legal_moves()
                .into_iter()
                .find(|q| {
                    q.promotion() == Some(Role::Queen) && q.from() == m.from() && q.to() == m.to()
                })
                .expect("a queen's promotion beside every other");
            let (mut lesser, mut queened) = (pos.clone(), pos.clone());
            lesser.play_unchecked(m);
            queened.play_unchecked(queen);
            for c in lesser.legal_moves() {
                if !(c.is_capture() && c.to() == m.to()) {
                    continue;
                }
                let same = queened
                    .legal_moves()
                    .into_iter()
                    .find(|q| {
                        q.from() == c.from() && q.to() == c.to() && q.promotion() == c.promotion()
                    })
                    .unwrap_or_else(|| {
                        panic!(
                            "{c:?} legal after {m:?} but not after {queen:?}: {}",
                            fen(&pos)
                        )
                    });
                let (mut a, mut b) = (lesser.clone(), queened.clone());
                a.play_unchecked(c);
                b.play_unchecked(same);
                assert_eq!(fen(&a), fen(&b), "from {}", fen(&pos));
                assert_eq!(key(&a), key(&b), "from {}", fen(&pos));
                checked += 1;
            }
        }
    }
    assert!(checked > 1_000, "only {checked} captures checked");
}

fn fen(pos: &Chess) -> String {
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}

fn key(pos: &Chess) -> u64 {
    use shakmaty::zobrist::Zobrist64;
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";

/// Réti in the studies preset with underpromotions, with or without the capture bound.
fn reti(bound: bool) -> SearchResult {
    let mut cfg = SearchConfig::studies();
    cfg.switches.mo.underpromotions = true;
    cfg.switches.mo.capture_bound = bound;
    cfg.limits.max_moves = 100_000;
    cfg.limits.max_time = Duration::from_secs(600);
    Search::from_fen(RETI, cfg).expect("valid FEN").run()
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
