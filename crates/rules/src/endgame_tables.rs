//! Every exact endgame table, behind one verdict: the bare-king tables of
//! [`crate::mate_table`] (KQK, KRK, KPK), queen against a queen, rook, bishop or knight
//! ([`crate::queen_against`]), a queen, rook, bishop or knight against a pawn
//! ([`crate::piece_pawn`]) and pawn against pawn ([`crate::pawn_pawn`]); the last two are
//! silent where their exits are unknown (but for the queen's).
//! This is the one entry point the search and the engines use (spec §8: Botvinnik's
//! endgame library); each table's own module holds its build and its oracles.
//!
//! ```
//! use pioneer_rules::endgame_tables::verdict;
//! use pioneer_rules::mate_table::Verdict;
//!
//! // A bare king: mate in one (Qg8#).
//! let pos = pioneer_rules::parse_fen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), Some(Verdict::Mates(1)));
//! // Queen against rook: won.
//! let pos = pioneer_rules::parse_fen("8/8/8/3k4/8/8/3r4/K1Q5 w - - 0 1").unwrap();
//! assert!(matches!(verdict(&pos), Some(Verdict::Mates(_))));
//! // Two pawns: no table.
//! let pos = pioneer_rules::parse_fen("k7/8/8/8/8/8/PP6/7K w - - 0 1").unwrap();
//! assert_eq!(verdict(&pos), None);
//! ```

pub use crate::mate_table::Verdict;
use shakmaty::{Chess, Position};

/// The most men (kings included) any table holds: a position with more is in none, which
/// [`verdict`] and the search's own checks read first (one count of the board).
pub const MAX_MEN: usize = 4;

/// Whether `pos` has few enough men to be in some table ([`MAX_MEN`]).
pub fn few_men(pos: &Chess) -> bool {
    pos.board().occupied().count() <= MAX_MEN
}

/// The exact verdict on `pos` for the side to move when some table holds its class;
/// `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    if !few_men(pos) {
        return None;
    }
    crate::mate_table::verdict(pos)
        .or_else(|| crate::queen_against::verdict(pos))
        .or_else(|| crate::piece_pawn::verdict(pos))
        .or_else(|| crate::pawn_pawn::verdict(pos))
}

/// Readies the tables now: the bare-king tables (about a second), then the four tables of
/// the queen against one piece side by side (about two seconds each). The queen against
/// a pawn, which the search reads only with its own switch, has its own
/// [`crate::piece_pawn::prepare_queen`]. A program that will search calls it before its
/// first timed search (a UCI engine when it is readied).
pub fn prepare() {
    crate::mate_table::prepare();
    crate::queen_against::prepare();
}
