//! Exact mates against a bare king: the distance to mate of every position of king and
//! queen, king and rook, or king and pawn against a lone king (KQK, KRK, KPK), built by
//! retrograde analysis the first time it is asked for (about half a million positions
//! per table, well under a second with optimisation). The pawn's table is built from the
//! other two: its distance to mate runs through the promotion.
//!
//! This is endgame knowledge in the sense of spec §8 (Botvinnik's endgame library, where
//! Pioneer's rule of the square lived), and the one kind the project lets end a line only
//! because it is exact: a table built by the rules themselves, checked in
//! `tests/mate_table.rs` against the known longest mates (KQK 10 moves, KRK 16, KPK 28
//! from exactly the published positions), by
//! playing out hundreds of positions to shakmaty's checkmate in exactly the moves the
//! table says, and against Stockfish's mate scores where Stockfish is installed. The zone
//! search uses it through `pioneer_tree::Switches::mate_tables`: it does not drive the
//! bare king with zones.
//!
//! ```
//! use pioneer_rules::mate_table::{Verdict, verdict};
//!
//! // Mate in one: Qg8#.
//! let pos = pioneer_rules::parse_fen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Mates(1)));
//! // The queen can be taken: a draw.
//! let pos = pioneer_rules::parse_fen("k7/1Q6/8/8/8/8/8/7K b - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // King and pawn: the rook's pawn with the bare king in its corner is a draw.
//! let pos = pioneer_rules::parse_fen("k7/8/8/8/8/8/P7/7K w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // Not a position of the tables' class.
//! assert_eq!(verdict(&pioneer_rules::parse_fen("k7/8/8/8/8/8/PP6/7K w - - 0 1").unwrap()), None);
//! ```

use crate::strong_side::StrongSide;
use shakmaty::{
    Board, CastlingMode, Chess, Color, FromSetup, Move, Piece, Position, Role, Setup, Square,
};
use std::sync::OnceLock;

/// The piece that mates, with its king, a bare king.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mater {
    /// King and queen against king (KQK).
    Queen,
    /// King and rook against king (KRK).
    Rook,
    /// King and pawn against king (KPK): the pawn promotes (to a queen or a rook, from
    /// the tables above) and mates, or the position is a draw. Built from the KQK and
    /// KRK tables, so its distance to mate runs through the promotion.
    Pawn,
}

impl Mater {
    fn role(self) -> Role {
        match self {
            Mater::Queen => Role::Queen,
            Mater::Rook => Role::Rook,
            Mater::Pawn => Role::Pawn,
        }
    }

    /// The name of its table's file ([`crate::table_cache`]).
    fn table_name(self) -> &'static str {
        match self {
            Mater::Queen => "kqk",
            Mater::Rook => "krk",
            Mater::Pawn => "kpk",
        }
    }

    /// The table a promotion to `role` leads to (a queen or a rook; a knight or a bishop
    /// cannot mate).
    fn promoted(role: Role) -> Option<Mater> {
        match role {
            Role::Queen => Some(Mater::Queen),
            Role::Rook => Some(Mater::Rook),
            _ => None,
        }
    }
}

/// What a table says of a position of its class, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// The side to move mates in this many of its own moves (1: mate in one).
    Mates(u8),
    /// The side to move, the bare king, is mated after this many moves of the enemy (0:
    /// it is checkmated now).
    Mated(u8),
    /// A draw with best play: the piece can be taken, or a stalemate.
    Draw,
}

/// One table: every position of its class, the mating side normalised to White.
#[derive(Debug)]
pub struct MateTable {
    mater: Mater,
    /// White (the mating side) to move: mate in n moves, or [`NONE`].
    strong: Vec<u8>,
    /// Black (the bare king) to move: mated in n moves, or [`NONE`].
    weak: Vec<u8>,
}

/// No win: a draw, or not a legal position.
const NONE: u8 = u8::MAX;
/// Positions per side to move: White king × Black king × the piece.
const SIZE: usize = 64 * 64 * 64;

fn index(strong_king: Square, weak_king: Square, piece: Square) -> usize {
    (usize::from(strong_king) << 12) | (usize::from(weak_king) << 6) | usize::from(piece)
}

fn squares(i: usize) -> (Square, Square, Square) {
    // Each part is below 64: the conversion cannot fail.
    let sq = |v: usize| Square::new((v & 63) as u32);
    (sq(i >> 12), sq(i >> 6), sq(i))
}

impl MateTable {
    /// The table of `mater`, built on first use and kept for the program's life.
    pub fn get(mater: Mater) -> &'static MateTable {
        static QUEEN: OnceLock<MateTable> = OnceLock::new();
        static ROOK: OnceLock<MateTable> = OnceLock::new();
        static PAWN: OnceLock<MateTable> = OnceLock::new();
        let cell = match mater {
            Mater::Queen => &QUEEN,
            Mater::Rook => &ROOK,
            Mater::Pawn => &PAWN,
        };
        cell.get_or_init(|| {
            let [strong, weak] =
                crate::table_cache::load_or_build(mater.table_name(), SIZE, || {
                    let t = MateTable::build(mater);
                    [t.strong, t.weak]
                });
            MateTable {
                mater,
                strong,
                weak,
            }
        })
    }

    /// The mating piece of this table.
    pub fn mater(&self) -> Mater {
        self.mater
    }

    /// The longest mate in the table, in moves of the mating side.
    pub fn longest(&self) -> u8 {
        self.strong
            .iter()
            .copied()
            .filter(|&v| v != NONE)
            .max()
            .unwrap_or(0)
    }

    /// The verdict with the bare king to move on the position of `strong_king`,
    /// `bare_king` and the piece (the mating side White): how a capture into this table
    /// ends ([`crate::queen_against`]).
    pub(crate) fn bare_king_to_move(
        &self,
        strong_king: Square,
        bare_king: Square,
        piece: Square,
    ) -> Verdict {
        self.at(index(strong_king, bare_king, piece), false)
    }

    /// The verdict on the position of index `i` (the mating side White) with
    /// `white_to_move`.
    fn at(&self, i: usize, white_to_move: bool) -> Verdict {
        let v = if white_to_move {
            self.strong[i]
        } else {
            self.weak[i]
        };
        match (v, white_to_move) {
            (NONE, _) => Verdict::Draw,
            (n, true) => Verdict::Mates(n),
            (n, false) => Verdict::Mated(n),
        }
    }

    fn build(mater: Mater) -> MateTable {
        let piece = Piece {
            color: Color::White,
            role: mater.role(),
        };
        // Successors of each position, in compressed rows: White-to-move positions lead to
        // Black-to-move ones and back.
        let mut succ_start: [Vec<u32>; 2] =
            [Vec::with_capacity(SIZE + 1), Vec::with_capacity(SIZE + 1)];
        let mut succ: [Vec<u32>; 2] = [Vec::new(), Vec::new()];
        // Black to move: the bare king can take the piece (a draw), or is mated now.
        let mut escapes = vec![false; SIZE];
        // White to move (KPK): the fewest moves to mate after a promotion, less one (the
        // bare king's "mated in" of the promoted position), or NONE.
        let mut promotes = vec![NONE; SIZE];
        let mut strong = vec![NONE; SIZE];
        let mut weak = vec![NONE; SIZE];
        let mut legal = [vec![false; SIZE], vec![false; SIZE]];
        for (side, turn) in [(0, Color::White), (1, Color::Black)] {
            for i in 0..SIZE {
                succ_start[side].push(succ[side].len() as u32);
                let (wk, bk, p) = squares(i);
                if wk == bk || wk == p || bk == p {
                    continue;
                }
                let mut board = Board::empty();
                board.set_piece_at(wk, Color::White.king());
                board.set_piece_at(bk, Color::Black.king());
                board.set_piece_at(p, piece);
                let mut setup = Setup::empty();
                setup.board = board;
                setup.turn = turn;
                let Ok(pos) = Chess::from_setup(setup, CastlingMode::Standard) else {
                    continue;
                };
                legal[side][i] = true;
                let moves = pos.legal_moves();
                if turn == Color::Black && moves.is_empty() && pos.is_check() {
                    weak[i] = 0;
                }
                for m in &moves {
                    if m.is_capture() {
                        escapes[i] = true;
                        continue;
                    }
                    if let Some(role) = m.promotion() {
                        // The promoted piece's table, with the bare king to move.
                        if let Some(t) = Mater::promoted(role).map(MateTable::get) {
                            let n = t.weak[index(wk, bk, m.to())];
                            promotes[i] = promotes[i].min(n);
                        }
                        continue;
                    }
                    let (Some(from), to) = (m.from(), m.to()) else {
                        continue;
                    };
                    let next = match (turn, from) {
                        (Color::White, f) if f == wk => index(to, bk, p),
                        (Color::White, _) => index(wk, bk, to),
                        (Color::Black, _) => index(wk, to, p),
                    };
                    succ[side].push(next as u32);
                }
            }
            succ_start[side].push(succ[side].len() as u32);
        }
        let row = |side: usize, i: usize| {
            let (a, b) = (
                succ_start[side][i] as usize,
                succ_start[side][i + 1] as usize,
            );
            &succ[side][a..b]
        };
        for n in 1..NONE {
            let mut changed = false;
            for i in 0..SIZE {
                if legal[0][i]
                    && strong[i] == NONE
                    && (promotes[i] == n - 1
                        || row(0, i).iter().any(|&j| weak[j as usize] == n - 1))
                {
                    strong[i] = n;
                    changed = true;
                }
            }
            for i in 0..SIZE {
                let r = row(1, i);
                if legal[1][i]
                    && weak[i] == NONE
                    && !escapes[i]
                    && !r.is_empty()
                    && r.iter().all(|&j| strong[j as usize] <= n)
                {
                    weak[i] = n;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        MateTable {
            mater,
            strong,
            weak,
        }
    }
}

/// Builds every table now (KQK, KRK, then KPK from them: about a second on the first
/// call, nothing after), so that a search with a time limit does not spend its time on
/// the first probe. Every table, queen against rook included:
/// [`crate::endgame_tables::prepare`].
pub fn prepare() {
    for mater in [Mater::Queen, Mater::Rook, Mater::Pawn] {
        MateTable::get(mater);
    }
}

/// The class of `pos`: two kings and one queen or rook, nothing else; with the colour
/// that has the piece.
fn class(pos: &Chess) -> Option<(Mater, Color)> {
    let board = pos.board();
    if board.occupied().count() != 3 || board.kings().count() != 2 {
        return None;
    }
    let piece_sq = (board.occupied() & !board.kings()).first()?;
    let piece = board.piece_at(piece_sq)?;
    let mater = match piece.role {
        Role::Queen => Mater::Queen,
        Role::Rook => Mater::Rook,
        Role::Pawn => Mater::Pawn,
        _ => return None,
    };
    Some((mater, piece.color))
}

/// The squares of `pos` with the mating side `strong` normalised to White (the board
/// flipped top to bottom when it is Black: with no castling, and no en passant with a
/// single pawn, the flip is exact — a Black pawn becomes a White one moving up).
fn normalised(pos: &Chess, strong: Color) -> Option<(usize, bool)> {
    let board = pos.board();
    let view = StrongSide::new(strong);
    let (sk, wk) = view.kings(board)?;
    let p = view.square((board.occupied() & !board.kings()).first()?);
    Some((index(sk, wk, p), pos.turn() == strong))
}

/// The exact verdict on `pos` for the side to move when it is a position of the tables'
/// class (king and queen, rook or pawn against a bare king); `None` otherwise. Every
/// table's verdict, queen against rook included: [`crate::endgame_tables::verdict`].
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let (mater, strong) = class(pos)?;
    let (i, strong_to_move) = normalised(pos, strong)?;
    Some(MateTable::get(mater).at(i, strong_to_move))
}

/// The fastest mate from `pos` when the side to move mates (a move that leaves the bare
/// king mated in one move fewer), the first such in shakmaty's move order; `None` when
/// `pos` is outside the class or not won for the side to move.
pub fn mating_move(pos: &Chess) -> Option<Move> {
    let Verdict::Mates(n) = verdict(pos)? else {
        return None;
    };
    pos.legal_moves().into_iter().find(|m| {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        verdict(&after) == Some(Verdict::Mated(n - 1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_and_squares_are_inverse() {
        for i in [0, 1, 63, 64, 4095, 4096, SIZE - 1] {
            let (a, b, c) = squares(i);
            assert_eq!(index(a, b, c), i);
        }
    }

    /// What a program reads back from the cache is what it builds (`table_cache`):
    /// the first call builds and writes, the second reads the file.
    #[test]
    fn the_cached_table_is_the_built_one() {
        let dir = crate::table_cache::tests::scratch("krk");
        let place = crate::table_cache::Place::Dir(dir.clone());
        let built = MateTable::build(Mater::Rook);
        let built = [built.strong, built.weak];
        let first = crate::table_cache::load_or_build_at(&place, "krk", SIZE, || built.clone());
        let read = crate::table_cache::load_or_build_at(&place, "krk", SIZE, || {
            panic!("the second call reads the file")
        });
        assert_eq!(first, built);
        assert_eq!(read, built);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
