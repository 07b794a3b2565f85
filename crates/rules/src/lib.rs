//! The chess rules layer of the Pioneer reimplementation.
//!
//! Legality, FEN, SAN and UCI come from [`shakmaty`]; this crate adds what the Pioneer
//! model needs on top of it (spec §2):
//!
//! - [`Game`]: one current position moved forward and back along a variation, with
//!   passes (`*****`) and stable [`PieceId`]s that follow each piece for its whole life in
//!   the search (§1.5, footnote);
//! - [`value`]: the material values P 1, N 3, B 3, R 5, Q 9, K 200;
//! - [`notation`]: the printout notation of Fig. 21 (`BF2-G3`, `PG4*F5`, `*****`);
//! - [`perft`]: move-path enumeration for testing the rules;
//! - [`see`]: the static exchange on one square (Appendix 2: passable α-squares);
//! - [`mate_table`]: exact mates with queen, rook or pawn against a bare king (KQK, KRK, KPK),
//!   endgame knowledge built by retrograde analysis;
//! - [`queen_against`]: the same for king and queen against king and queen, rook, bishop or
//!   knight (KQKQ, KQKR, KQKB, KQKN), either side mating;
//! - [`piece_pawn`]: the same for king and a queen, rook, bishop or knight against king and
//!   pawn (KQKP exact, the others silent where an underpromotion decides), its exits read
//!   from the tables above;
//! - [`pawn_pawn`]: king and pawn against king and pawn (KPKP), silent where an
//!   underpromotion or en passant decides;
//! - [`endgame_tables`]: every table behind one verdict, the entry point of the search;
//! - [`perpetual`]: a bounded proof that the side to move draws by perpetual check;
//! - [`check_mate`]: a bounded proof that the side to move mates by checks;
//! - [`check`]: whether a move gives check, read from the board;
//! - [`PieceSet`]: a set of pieces as a mask, in ascending id order;
//! - [`table_cache`]: the tables kept on disk between runs (ours).
//!
//! ```
//! use pioneer_rules::{Game, Ply};
//!
//! let mut game = Game::from_fen(pioneer_rules::FIG21_FEN).unwrap();
//! let knight = game.piece_at("g7".parse().unwrap()).unwrap();
//! let m = game.parse_uci("g7f5").unwrap();
//! assert_eq!(pioneer_rules::notation::printout(&Ply::Move(m)), "NG7-F5");
//! game.make(&Ply::Move(m));
//! assert_eq!(game.square_of(knight), Some("f5".parse().unwrap()));
//! game.unmake();
//! assert_eq!(game.square_of(knight), Some("g7".parse().unwrap()));
//! ```

pub mod captures;
pub mod check;
pub mod check_mate;
pub mod endgame_tables;
pub mod epd;
pub mod error;
mod four_men;
pub mod fuzz;
pub mod game;
pub mod kings_game;
pub mod mate_table;
pub mod material;
pub mod notation;
pub mod pawn_pawn;
pub mod perft;
pub mod perpetual;
pub mod piece_pawn;
pub mod piece_set;
pub mod queen_against;
mod retrograde;
pub mod see;
mod strong_side;
pub mod table_cache;

pub use check::gives_check;
pub use error::RulesError;
pub use four_men::FourManTable;
pub use game::{Cycle, Game, PieceId, Ply};
pub use material::value;
pub use piece_set::PieceSet;
pub use shakmaty::{
    Bitboard, Board, Chess, Color, File, Move, Piece, Position, Rank, Role, Square,
};

/// The position of Fig. 21 (Appendix 1 §1.3): White's bishop f2 against Black's pawn e5,
/// Black to move, the published zone example. The one spelling of it in the code; the
/// fixture `fixtures/fig21/position.fen` holds the same text (a test keeps them equal).
pub const FIG21_FEN: &str = "k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - 0 1";

/// Parses a FEN (six fields, or the first four as in EPD) into a legal position.
///
/// ```
/// assert!(pioneer_rules::parse_fen("8/8/8/8/8/8/8/8 w - - 0 1").is_err());
/// assert!(pioneer_rules::parse_fen("k7/8/8/8/8/8/8/K7 w - -").is_ok());
/// ```
pub fn parse_fen(fen: &str) -> Result<Chess, RulesError> {
    use shakmaty::{CastlingMode, fen::Fen};
    let trimmed = fen.trim();
    let parsed = Fen::from_ascii(trimmed.as_bytes()).map_err(|e| RulesError::Fen {
        fen: trimmed.to_owned(),
        reason: e.to_string(),
    })?;
    parsed
        .into_position(CastlingMode::Standard)
        .map_err(|e| RulesError::Fen {
            fen: trimmed.to_owned(),
            reason: e.to_string(),
        })
}

/// Parses a square name such as `e4` (case-insensitive).
///
/// ```
/// assert_eq!(pioneer_rules::parse_square("E4").unwrap().to_string(), "e4");
/// assert!(pioneer_rules::parse_square("i9").is_err());
/// ```
pub fn parse_square(name: &str) -> Result<Square, RulesError> {
    let lower = name.trim().to_ascii_lowercase();
    lower
        .parse::<Square>()
        .map_err(|_| RulesError::Square(name.to_owned()))
}

/// The FEN of a position (six fields).
pub fn to_fen(pos: &Chess) -> String {
    use shakmaty::{EnPassantMode, fen::Fen};
    Fen::from_position(pos, EnPassantMode::Legal).to_string()
}
