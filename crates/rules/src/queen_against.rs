//! Exact values of king and queen against king and one piece — a queen, a rook, a bishop
//! or a knight (KQKQ, KQKR, KQKB, KQKN): the distance to mate of every position of each
//! class, for either side (the defending side mates too, now and then), each table built
//! by retrograde analysis the first time it is asked for.
//!
//! Endgame knowledge in the sense of spec §8, like [`crate::mate_table`], and exact for the
//! same reason: the tables are built by the rules themselves. The queen's side normalised
//! to White (with two queens, White is White), a position is four squares (the kings, the
//! queen, the defender) and the side to move; a capture leaves the class for the bare-king
//! tables (the queen takes the defender: KQK; the defending side takes the queen: KQK or
//! KRK for it, or a draw with a bishop or a knight), whose exact values the build reads.
//! `tests/queen_against.rs` checks every table against the known longest wins (KQKQ 13
//! moves, KQKR 35, KQKB 17, KQKN 21) and against shakmaty's own move generator over
//! random positions (every value is the best of its successors' values, one move
//! deeper).
//!
//! The search reads them through [`crate::endgame_tables`]. Why they are here: a study
//! whose pawn promotes against a rook (Saavedra's) ends in queen against rook, which the
//! zones do not know how to win — issue 15's play-out lost the won ending on move 36; a
//! race of pawns ends with a queen against a queen, or against the minor piece an
//! underpromotion made, and the line's value is then the table's, not the material's.
//!
//! ```
//! use pioneer_rules::mate_table::Verdict;
//! use pioneer_rules::queen_against::verdict;
//!
//! // Queen against rook, White to move: won, in at most 35 moves.
//! let pos = pioneer_rules::parse_fen("8/8/8/3k4/8/8/3r4/K1Q5 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(n)) if n <= 35));
//! // Saavedra's 6.c8=Q? Rc4+!: the queen takes and Black is stalemated, or the king
//! // steps aside and the queen is lost.
//! let pos = pioneer_rules::parse_fen("2Q5/8/8/8/2r5/8/2K5/k7 w - - 0 7").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // A queen against a queen: a draw, unless a check wins the other queen.
//! let pos = pioneer_rules::parse_fen("8/q7/3k4/8/8/3K4/8/7Q w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Draw));
//! // A queen against a knight: won.
//! let pos = pioneer_rules::parse_fen("8/8/3k4/8/8/3K4/n7/7Q w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! ```

mod moves;
mod placement;

use crate::mate_table::{Mater, Verdict};
use crate::retrograde::{self, MovesOut, Retrograde, side};
use crate::strong_side::StrongSide;
use moves::{Step, moves, unmoves};
use placement::{Placement, SIZE};
use shakmaty::attacks::{bishop_attacks, knight_attacks, queen_attacks, rook_attacks};
use shakmaty::{Bitboard, Chess, Color, Position, Role, Square};
use std::sync::OnceLock;

/// The piece that stands with its king against king and queen: one table each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Defender {
    /// Queen against queen (KQKQ).
    Queen,
    /// Queen against rook (KQKR).
    Rook,
    /// Queen against bishop (KQKB).
    Bishop,
    /// Queen against knight (KQKN).
    Knight,
}

impl Defender {
    /// Every defender, in the tables' order.
    pub const ALL: [Defender; 4] = [
        Defender::Queen,
        Defender::Rook,
        Defender::Bishop,
        Defender::Knight,
    ];

    /// The defender of `role`, if a table has one (not a king, not a pawn).
    pub fn of(role: Role) -> Option<Defender> {
        match role {
            Role::Queen => Some(Defender::Queen),
            Role::Rook => Some(Defender::Rook),
            Role::Bishop => Some(Defender::Bishop),
            Role::Knight => Some(Defender::Knight),
            Role::Pawn | Role::King => None,
        }
    }

    /// The defender's role.
    pub fn role(self) -> Role {
        match self {
            Defender::Queen => Role::Queen,
            Defender::Rook => Role::Rook,
            Defender::Bishop => Role::Bishop,
            Defender::Knight => Role::Knight,
        }
    }

    /// The name of its table's file ([`crate::table_cache`]).
    fn table_name(self) -> &'static str {
        match self {
            Defender::Queen => "kqkq",
            Defender::Rook => "kqkr",
            Defender::Bishop => "kqkb",
            Defender::Knight => "kqkn",
        }
    }

    /// The squares the defender on `sq` attacks, with `occ` occupied.
    fn attacks(self, sq: Square, occ: Bitboard) -> Bitboard {
        match self {
            Defender::Queen => queen_attacks(sq, occ),
            Defender::Rook => rook_attacks(sq, occ),
            Defender::Bishop => bishop_attacks(sq, occ),
            Defender::Knight => knight_attacks(sq),
        }
    }

    /// The bare-king table the defending side's capture of the queen leads to (its king
    /// and the defender against the bare king); `None` when that is a draw (a bishop or
    /// a knight cannot mate).
    fn after_taking_queen(self) -> Option<Mater> {
        match self {
            Defender::Queen => Some(Mater::Queen),
            Defender::Rook => Some(Mater::Rook),
            Defender::Bishop | Defender::Knight => None,
        }
    }
}

/// One table: for each side to move, each placement's value (`retrograde.rs`:
/// half-moves to mate plus one, odd when the side to move mates, 0 for a draw or an
/// illegal placement).
#[derive(Debug)]
pub struct QueenTable {
    /// The piece against the queen.
    defender: Defender,
    /// Indexed by [`Color`] to move: White (the queen's side), then Black.
    plies: [Vec<u8>; 2],
}

impl QueenTable {
    /// The table of the queen against `defender`, built on first use (about a second with
    /// optimisation) and kept for the program's life.
    pub fn get(defender: Defender) -> &'static QueenTable {
        static TABLES: [OnceLock<QueenTable>; 4] = [const { OnceLock::new() }; 4];
        TABLES[defender as usize].get_or_init(|| QueenTable {
            defender,
            plies: crate::table_cache::load_or_build(defender.table_name(), SIZE, || {
                QueenTable::build(defender).plies
            }),
        })
    }

    /// The piece against the queen in this table.
    pub fn defender(&self) -> Defender {
        self.defender
    }

    /// The longest win of the queen's side with it to move, in its moves.
    pub fn longest(&self) -> u8 {
        self.plies[0]
            .iter()
            .filter(|&&v| retrograde::is_win(v))
            .max()
            .map_or(0, |v| v / 2)
    }

    /// A position of the longest win of the queen's side, it to move (White, the
    /// defender Black): the first in the table's order.
    pub fn longest_position(&self) -> Option<Chess> {
        let longest = self.plies[0]
            .iter()
            .copied()
            .filter(|&v| retrograde::is_win(v))
            .max()?;
        let i = self.plies[0].iter().position(|&v| v == longest)?;
        let p = Placement::from_slot(i);
        let mut board = shakmaty::Board::empty();
        board.set_piece_at(p.wk, Color::White.king());
        board.set_piece_at(p.bk, Color::Black.king());
        board.set_piece_at(p.queen, Color::White.queen());
        board.set_piece_at(
            p.piece,
            shakmaty::Piece {
                color: Color::Black,
                role: self.defender.role(),
            },
        );
        let mut setup = shakmaty::Setup::empty();
        setup.board = board;
        shakmaty::FromSetup::from_setup(setup, shakmaty::CastlingMode::Standard).ok()
    }

    /// How many legal positions with `turn` to move its side wins.
    pub fn wins(&self, turn: Color) -> usize {
        self.plies[side(turn)]
            .iter()
            .filter(|&&v| retrograde::is_win(v))
            .count()
    }

    /// The verdict, `turn` to move (White: the queen's side), on the squares of White's
    /// king, Black's king, the queen and the defender: how a promotion into this table
    /// ends ([`crate::piece_pawn`]: a pawn's promotion against the queen, White to move,
    /// or a promotion to a queen against the defender, Black to move).
    pub(crate) fn on_squares(&self, [wk, bk, queen, piece]: [Square; 4], turn: Color) -> Verdict {
        let p = Placement {
            wk,
            bk,
            queen,
            piece,
        };
        self.at(p, turn)
    }

    fn at(&self, p: Placement, turn: Color) -> Verdict {
        retrograde::verdict(self.plies[side(turn)][p.key()])
    }

    fn build(defender: Defender) -> QueenTable {
        let mut solver = Retrograde::new(SIZE);
        let mut keys: Vec<usize> = Vec::with_capacity(64);
        for turn in [Color::White, Color::Black] {
            for i in 0..SIZE {
                let p = Placement::from_slot(i);
                if !p.legal(defender, turn) || p.key() != i {
                    continue;
                }
                // A placement that may be its own image under a symmetry may reach one
                // class by two moves: its quiet moves are counted by distinct class.
                let symmetric = p.may_be_symmetric();
                let mut out = MovesOut::default();
                keys.clear();
                moves(p, defender, turn, &mut |step| match step {
                    Step::Quiet(_) if !symmetric => out.quiet += 1,
                    Step::Quiet(q) => keys.push(q.key()),
                    Step::Capture(Some(n)) => out.win_in(n),
                    Step::Capture(None) => out.draw = true,
                });
                if symmetric {
                    keys.sort_unstable();
                    keys.dedup();
                    out.quiet = keys.len() as u8;
                }
                solver.seed(turn, i, out, p.in_check(defender, turn));
            }
        }
        let plies = solver.solve(|before, i, keys| {
            let p = Placement::from_slot(i);
            unmoves(p, defender, before, &mut |q| keys.push(q.key()));
            if p.may_be_symmetric() {
                keys.sort_unstable();
                keys.dedup();
            }
        });
        QueenTable { defender, plies }
    }
}

/// Builds the four tables now, each on a thread of its own (about two seconds each with
/// optimisation; nothing after the first call), so that no timed search spends its time
/// building one at its first probe. A UCI engine is made before it answers `readyok`:
/// the protocol's place for such work. Building them in the background instead slowed the
/// first search of a game enough to lose Réti's study at 0.5 s a move
/// (`docs/studies-log.md`, sixteenth session).
pub fn prepare() {
    std::thread::scope(|s| {
        for defender in Defender::ALL {
            s.spawn(move || QueenTable::get(defender));
        }
    });
}

/// The exact verdict on `pos` for the side to move when it is king and queen against king
/// and queen, rook, bishop or knight (either colour with the queen; with two queens,
/// White's is the table's) with no castling rights; `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    let board = pos.board();
    if board.occupied().count() != 4 || board.kings().count() != 2 || !pos.castles().is_empty() {
        return None;
    }
    let queens = board.by_role(Role::Queen);
    let (strong, queen, piece) = if queens.count() == 2 {
        let white = (queens & board.white()).single_square()?;
        let black = (queens & board.black()).single_square()?;
        (Color::White, white, black)
    } else {
        let queen = queens.single_square()?;
        let piece = (board.occupied() & !board.kings() & !queens).single_square()?;
        let strong = board.color_at(queen)?;
        if board.color_at(piece)? == strong {
            return None;
        }
        (strong, queen, piece)
    };
    let defender = Defender::of(board.role_at(piece)?)?;
    let view = StrongSide::new(strong);
    let (wk, bk) = view.kings(board)?;
    let p = Placement {
        wk,
        bk,
        queen: view.square(queen),
        piece: view.square(piece),
    };
    Some(QueenTable::get(defender).at(p, view.turn(pos.turn())))
}
