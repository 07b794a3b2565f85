//! Errors of the rules layer.

use thiserror::Error;

/// Everything that can be wrong with user input to the rules layer.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RulesError {
    /// The FEN does not parse or describes an illegal position.
    #[error("invalid FEN '{fen}': {reason}")]
    Fen {
        /// The text given.
        fen: String,
        /// Why it was refused.
        reason: String,
    },
    /// An EPD record that does not parse: where (1-based; the line when known) and why.
    #[error("EPD {}column {column}: {reason}", line.map_or(String::new(), |l| format!("line {l}, ")))]
    Epd {
        /// The line number in its file, when the caller knows it.
        line: Option<usize>,
        /// The column (in characters, 1-based) where the record goes wrong.
        column: usize,
        /// Why it was refused.
        reason: String,
    },
    /// Not a square name (`a1` … `h8`).
    #[error("invalid square '{0}' (expected a1 … h8)")]
    Square(String),
    /// A move that does not parse or is not legal in the position.
    #[error("illegal or malformed move '{mv}' in {fen}")]
    Move {
        /// The text given.
        mv: String,
        /// The position it was tried in.
        fen: String,
    },
    /// A pass while in check (the side to move cannot pass).
    #[error("cannot pass while in check")]
    PassInCheck,
}
