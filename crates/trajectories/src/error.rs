//! Errors of the trajectory layer.

use pioneer_rules::Square;
use thiserror::Error;

/// What can go wrong when a bundle is read off a real position (§2.9).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrajectoryError {
    /// A retreat or deblockade bundle was asked for a square with no piece on it.
    #[error("no piece on {0}")]
    EmptySquare(Square),
}
