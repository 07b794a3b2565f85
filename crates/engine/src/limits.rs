//! One set of limits for every engine, converted to each engine's own limits in one place
//! each ([`EngineLimits::to_baseline`], [`EngineLimits::to_pioneer`], and the `go`
//! command of [`crate::UciEngine`]).

use shakmaty::Move;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Duration;

/// The Pioneer depth limit's range in half-moves.
const PIONEER_MAX_DEPTH: u32 = 200;

/// When a search stops. Several may be set; the first reached ends the search. A field
/// left `None` leaves the engine's own setting (Pioneer: the limits of its
/// [`pioneer_tree::SearchConfig`]; alpha-beta: none).
#[derive(Debug, Clone, Default)]
pub struct EngineLimits {
    /// Nodes: positions made for alpha-beta and UCI engines, *moves considered* (erased
    /// trees included) for Pioneer.
    pub nodes: Option<u64>,
    /// Wall-clock time.
    pub time: Option<Duration>,
    /// Depth in half-moves (alpha-beta: nominal depth, capped at 64; Pioneer: the depth
    /// at which a variation ends, 1 … 200; UCI: `go depth`).
    pub depth: Option<u32>,
    /// Raised from outside (another thread) to stop the search as soon as possible; the
    /// engine still answers with the best it has.
    pub stop: Option<Arc<AtomicBool>>,
    /// Not a limit: the move whose discovery an engine that counts it reports in
    /// [`crate::Iteration::nodes_to_key`] (the baseline does; the others ignore it).
    pub key: Option<Move>,
    /// Not a limit: ask for the evidence a proof needs ([`crate::Iteration::alternatives`]):
    /// the baseline verifies the other root moves against the value of every iteration
    /// whose best move is `key` (nodes counted), a UCI engine is set to `MultiPV 2`,
    /// Pioneer reports every finished deepening step with what its tree shows.
    /// Off, engines compute exactly what they compute without it.
    pub prove: bool,
    /// Lines per iteration (UCI `MultiPV`; 0 and 1 both mean the best line only): the
    /// baseline searches the root again without the moves already reported; Pioneer
    /// reports its root's other sons once, at the end.
    pub multipv: u32,
    /// The only root moves to search (UCI `go searchmoves`); empty: every legal move.
    /// Both engines search only those at the root (Pioneer: the given moves its MO
    /// offers, or the given legal moves when it offers none).
    pub searchmoves: Vec<Move>,
    /// Not a limit: a counter the engine keeps at its node count while it searches
    /// (alpha-beta: nodes, every 1024; Pioneer: moves considered), for a front end's
    /// periodic `info nodes`.
    pub progress: Option<Arc<AtomicU64>>,
    /// Not a limit: Pioneer reports every completed deepening step as an [`Iteration`]
    /// (its depth cap as the depth) before its answer; off, it reports one iteration, at
    /// the end, and with [`EngineLimits::prove`] every finished step before it. The
    /// baseline reports every iteration either way.
    ///
    /// [`Iteration`]: crate::Iteration
    pub steps: bool,
    /// Not a limit: told of every root move the alpha-beta engine starts once its search
    /// has run a second (UCI `info currmove`); Pioneer ignores it.
    pub currmove: Option<CurrMove>,
}

/// A callback told of a root move started: the move and its number in the iteration, from
/// 1 (UCI `info currmove … currmovenumber …`).
#[derive(Clone)]
pub struct CurrMove(pub Arc<dyn Fn(Move, u32) + Send + Sync>);

impl std::fmt::Debug for CurrMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CurrMove(..)")
    }
}

impl EngineLimits {
    /// Whether the stop flag is raised.
    pub fn stop_requested(&self) -> bool {
        self.stop
            .as_ref()
            .is_some_and(|s| s.load(Ordering::Relaxed))
    }

    /// The baseline's limits.
    pub fn to_baseline(&self) -> pioneer_baseline::Limits {
        pioneer_baseline::Limits {
            depth: self.depth,
            nodes: self.nodes,
            movetime: self.time,
            stop: self.stop.clone(),
        }
    }

    /// Pioneer's limits: `base` (the configuration's) with every limit given here in
    /// place of its own.
    pub fn to_pioneer(&self, base: pioneer_tree::Limits) -> pioneer_tree::Limits {
        pioneer_tree::Limits {
            max_moves: self.nodes.unwrap_or(base.max_moves),
            max_time: self.time.unwrap_or(base.max_time),
            max_depth: self
                .depth
                .map_or(base.max_depth, |d| d.clamp(1, PIONEER_MAX_DEPTH) as u16),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pioneer_limits_keep_what_is_not_given() {
        let base = pioneer_tree::Limits::default();
        assert_eq!(EngineLimits::default().to_pioneer(base), base);
        let l = EngineLimits {
            nodes: Some(7),
            depth: Some(999),
            ..EngineLimits::default()
        };
        let p = l.to_pioneer(base);
        assert_eq!(
            (p.max_moves, p.max_depth, p.max_time),
            (7, 200, base.max_time)
        );
        assert_eq!(l.to_baseline().nodes, Some(7));
    }
}
