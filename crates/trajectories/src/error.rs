//! Errors of the trajectory layer (§2.9: bundles read off a real position).
//!
//! ```
//! use pioneer_trajectories::{Bundle, TrajectoryError};
//! use pioneer_rules::{Position, Square, parse_fen};
//!
//! let pos = parse_fen("k7/8/8/8/8/8/8/K7 w - - 0 1").unwrap();
//! assert_eq!(
//!     Bundle::retreat(pos.board(), Square::E4),
//!     Err(TrajectoryError::EmptySquare(Square::E4))
//! );
//! ```

use pioneer_rules::Square;
use thiserror::Error;

/// What can go wrong when a bundle is read off a real position (§2.9).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrajectoryError {
    /// A retreat or deblockade bundle (§2.9) was asked for a square with no piece on it.
    #[error("no piece on {0}")]
    EmptySquare(Square),
}
