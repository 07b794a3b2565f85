//! A share of a search's budget, in whole percent (re-exported as
//! [`crate::config::Share`]).
//!
//! ```
//! use pioneer_tree::Share;
//! use std::time::Duration;
//!
//! let half = Share::percent(50).expect("1 to 100");
//! assert_eq!(half.of_moves(10_000), 5_000);
//! assert_eq!(half.of_time(Duration::from_secs(2)), Duration::from_secs(1));
//! assert!(Share::percent(0).is_none() && Share::percent(101).is_none());
//! ```

use serde::{Deserialize, Serialize};
use std::fmt;
use std::time::Duration;

/// A share of the limits of a search (its moves and its time), from 1 to 100 percent.
///
/// Invariant: the percentage lies in `1..=100` (the field is private; [`Share::percent`]
/// and deserialization check it), so a share never exceeds the budget it is taken of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Share(u8);

impl Share {
    /// Half of the budget.
    pub const HALF: Share = Share(50);
    /// Two thirds of the budget, in whole percent.
    pub const TWO_THIRDS: Share = Share(67);

    /// The share of `p` percent, where `p` lies in `1..=100`.
    pub fn percent(p: u8) -> Option<Share> {
        (1..=100).contains(&p).then_some(Share(p))
    }

    /// The percentage, from 1 to 100.
    pub fn get(self) -> u8 {
        self.0
    }

    /// This share of `moves` (rounded down).
    pub fn of_moves(self, moves: u64) -> u64 {
        let whole = u128::from(moves) * u128::from(self.0) / 100;
        u64::try_from(whole).unwrap_or(moves)
    }

    /// This share of `time`.
    pub fn of_time(self, time: Duration) -> Duration {
        time.mul_f64(f64::from(self.0) / 100.0)
    }
}

impl TryFrom<u8> for Share {
    type Error = ShareError;

    fn try_from(p: u8) -> Result<Share, ShareError> {
        Share::percent(p).ok_or(ShareError(p))
    }
}

impl From<Share> for u8 {
    fn from(s: Share) -> u8 {
        s.0
    }
}

impl fmt::Display for Share {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} %", self.0)
    }
}

/// A percentage out of `1..=100` given for a [`Share`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShareError(pub u8);

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a share is 1 to 100 percent, not {}", self.0)
    }
}

impl std::error::Error for ShareError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_share_never_exceeds_its_budget() {
        for p in 0..=u8::MAX {
            let Some(s) = Share::percent(p) else {
                assert!(p == 0 || p > 100);
                continue;
            };
            for moves in [0, 1, 99, 10_000, u64::MAX] {
                assert!(s.of_moves(moves) <= moves);
            }
            let t = Duration::from_millis(2_000);
            assert!(s.of_time(t) <= t);
            assert_eq!(Share::try_from(u8::from(s)), Ok(s));
        }
        assert_eq!(
            Share::percent(100).map(|s| s.of_moves(u64::MAX)),
            Some(u64::MAX)
        );
    }

    #[test]
    fn a_share_out_of_range_is_refused_when_read() {
        assert!(serde_json::from_str::<Share>("0").is_err());
        assert!(serde_json::from_str::<Share>("101").is_err());
        assert_eq!(serde_json::from_str::<Share>("50").ok(), Some(Share::HALF));
        assert_eq!(
            ShareError(0).to_string(),
            "a share is 1 to 100 percent, not 0"
        );
    }
}
