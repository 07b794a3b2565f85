//! The races of the rule of the square ([`super::verdict`]; ours, `docs/search.md` items
//! 60 and 78, spec §8.1): a race won by tempi, with blocked enemy pawns losing their moves
//! ([`super::SquareRule::race_blocked`]), and the even race where both sides queen. Every
//! verdict is checked against the exact KPKP table and Stockfish
//! (`tests/square_oracle.rs`).

use super::path;
use pioneer_rules::{Bitboard, Chess, Color, File, Position, Rank, Role, Square};

/// How many pushes every enemy pawn must still need when the unstoppable pawn queens for
/// the race to be won by tempi ([`super::SquareRule::race_by_tempi`]): with two, the
/// enemy pawn reaches its seventh rank on the next move, and a rook's or bishop's pawn
/// there with its king beside it draws against a queen whose king is far; with three it
/// stands on its sixth at best when the queen first moves. Checked over every KPKP
/// position against the exact table (with two, 18 568 of the rule's verdicts are wrong;
/// with three, none) and against Stockfish on random positions with more pawns
/// (`tests/square_oracle.rs`, `docs/mo.md`).
pub const RACE_MARGIN: u32 = 3;

/// Whether side `c`, whose fastest unstoppable pawn needs `n` pushes, wins the race by
/// tempi ([`super::SquareRule::race_by_tempi`]): kings and pawns only, and every enemy
/// pawn still needs [`RACE_MARGIN`] pushes or more when that pawn queens (the enemy has
/// moved `n − 1` times by then with `c` to move, `n` times otherwise), and no king is in
/// check. A capture moves a pawn one rank on like a push, so the pushes a pawn needs
/// bound the moves it needs to queen. With `blocked`
/// ([`super::SquareRule::race_blocked`]) a blocked enemy pawn adds the moves its side
/// loses first ([`lost_moves`]).
pub(super) fn race_won(pos: &Chess, c: Color, n: u32, blocked: bool) -> bool {
    let board = pos.board();
    // In check (by a pawn), the side must answer before it pushes: the tempo is lost.
    if pos.is_check() || (board.occupied() & !board.kings() & !board.pawns()).any() {
        return false;
    }
    let enemy_moves = n - u32::from(pos.turn() == c);
    (board.pawns() & board.by_color(!c)).into_iter().all(|q| {
        let pushes = path(q, !c).2;
        // The pushes it can have made when the racing pawn queens: its side's moves less
        // those it must spend first (none while it never moves; without `blocked`, every
        // move may be a push).
        let lost = if blocked {
            lost_moves(pos, q, !c)
        } else {
            Lost::Moves(0)
        };
        let pushed = match lost {
            Lost::Frozen => 0,
            Lost::Moves(extra) => enemy_moves.saturating_sub(extra),
        };
        pushes >= pushed + RACE_MARGIN
    })
}

/// What the side of a pawn must spend before that pawn can push, while the other side
/// moves nothing but its racing pawn ([`super::SquareRule::race_blocked`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lost {
    /// The pawn never moves: the enemy king stands in front of it and it has nothing to
    /// take (the enemy's pawns stand still, the racing pawn runs away from it).
    Frozen,
    /// At least this many moves of its side go to something else first.
    Moves(u32),
}

/// [`Lost`] for the pawn of colour `e` on `q` (kings and pawns only, the other side
/// pushing its racing pawn alone):
///
/// - free in front, or a capture at hand: no move lost;
/// - its own king or pawn in front: one (that piece moves first);
/// - an enemy pawn in front: another own pawn may take it (one move at least), else the
///   own king must (its distance to the blocker);
/// - the enemy king in front: frozen.
///
/// A capture moves a pawn one rank on, as a push does, so a capture that comes later
/// costs no push; the only captures it could make stand on its diagonals now (the other
/// side moves nothing else, and its racing pawn has no enemy pawn ahead on a file next to
/// its own, [`super::pawn_state`]).
fn lost_moves(pos: &Chess, q: Square, e: Color) -> Lost {
    let board = pos.board();
    let theirs = board.by_color(!e);
    if (shakmaty::attacks::pawn_attacks(e, q) & theirs & board.pawns()).any() {
        return Lost::Moves(0);
    }
    let step = match e {
        Color::White => 8,
        Color::Black => -8,
    };
    let Some(blocker) = q
        .offset(step)
        .and_then(|a| board.piece_at(a).map(|p| (a, p)))
    else {
        return Lost::Moves(0);
    };
    match blocker {
        (_, p) if p.color == e => Lost::Moves(1),
        (_, p) if p.role == Role::King => Lost::Frozen,
        (at, _) => {
            let other_pawns = (board.pawns() & board.by_color(e)).without(q);
            let king = board.king_of(e).map_or(1, |k| k.distance(at).max(1));
            Lost::Moves(if other_pawns.any() { 1 } else { king })
        }
    }
}

/// Both sides queen an unstoppable pawn: the race is even only with one pawn each, when the
/// second queens on the move right after the first and neither new queen sees the other's
/// promotion square or king along its lines (no capture, check or skewer at once; kings
/// where they stand now), and the king of the side that queens second is off the board's
/// edge (there the first queen, moving again, mates it or wins the other queen with its
/// king's help). Otherwise no verdict: the first queen often wins.
pub(super) fn even_race(pos: &Chess) -> bool {
    let board = pos.board();
    let (Some(w), Some(b)) = (
        (board.pawns() & board.white()).single_square(),
        (board.pawns() & board.black()).single_square(),
    ) else {
        return false;
    };
    let (qw, _, nw) = path(w, Color::White);
    let (qb, _, nb) = path(b, Color::Black);
    if nw != nb {
        return false;
    }
    let kings = board.kings();
    let sees =
        |from: Square, to: Square| shakmaty::attacks::queen_attacks(from, kings).contains(to);
    let (Some(kw), Some(kb)) = (board.king_of(Color::White), board.king_of(Color::Black)) else {
        return false;
    };
    if sees(qw, qb) || sees(qw, kb) || sees(qb, kw) || qw.distance(kb) <= 2 || qb.distance(kw) <= 2
    {
        return false;
    }
    // The king of the side that queens second on the edge: the first queen, moving
    // again once both have queened, may mate it or win the other queen with its king's
    // help (every wrong even race of the exhaustive KPKP check, 352 of 42 036, has it there;
    // `tests/square_oracle.rs`).
    let second = if pos.turn() == Color::White { kb } else { kw };
    if on_edge(second) {
        return false;
    }
    // The first to queen moves again once both have: no check from there that also hits
    // the other queen (fork, or skewer through the king).
    let (first, king, other) = if pos.turn() == Color::White {
        (qw, kb, qb)
    } else {
        (qb, kw, qw)
    };
    let occ = kings | Bitboard::from_square(qw) | Bitboard::from_square(qb);
    !shakmaty::attacks::queen_attacks(first, occ)
        .into_iter()
        .any(|x| {
            shakmaty::attacks::queen_attacks(x, occ).contains(king)
                && shakmaty::attacks::queen_attacks(x, occ & !Bitboard::from_square(king))
                    .contains(other)
        })
}

/// Whether `sq` is on the board's edge (the first or last rank or file).
fn on_edge(sq: Square) -> bool {
    matches!(sq.file(), File::A | File::H) || matches!(sq.rank(), Rank::First | Rank::Eighth)
}
