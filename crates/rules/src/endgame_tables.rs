//! Every exact endgame table, behind one verdict: the bare-king tables of
//! [`crate::mate_table`] (KQK, KRK, KPK), queen against a queen, rook, bishop or knight
//! ([`crate::queen_against`]), queen against pawn ([`crate::queen_pawn`]), pawn against
//! pawn ([`crate::pawn_pawn`]) and a rook, bishop or knight against a pawn
//! ([`crate::piece_pawn`]); the last two are silent where their exits are unknown.
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
use shakmaty::Chess;

/// The exact verdict on `pos` for the side to move when some table holds its class;
/// `None` otherwise.
pub fn verdict(pos: &Chess) -> Option<Verdict> {
    crate::mate_table::verdict(pos)
        .or_else(|| crate::queen_against::verdict(pos))
        .or_else(|| crate::queen_pawn::verdict(pos))
        .or_else(|| crate::pawn_pawn::verdict(pos))
        .or_else(|| crate::piece_pawn::verdict(pos))
}

/// Readies the tables now: the bare-king tables (about a second), then the four tables of
/// the queen against one piece side by side (about two seconds each). The queen against
/// a pawn, which the search reads only with its own switch, has its own
/// [`crate::queen_pawn::prepare`]. A program that will search calls it before its
/// first timed search (a UCI engine when it is readied).
pub fn prepare() {
    crate::mate_table::prepare();
    crate::queen_against::prepare();
}
