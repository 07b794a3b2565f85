//! One engine interface for every front end: the Pioneer zone search, the conventional
//! alpha-beta baseline and external UCI engines behind one trait, [`Engine`].
//!
//! - [`GamePosition`]: what is searched (a start position and the moves played since);
//! - [`EngineLimits`]: one set of limits (nodes, time, depth, a stop flag), converted to
//!   each engine's own limits in one place each;
//! - [`Iteration`]: a progress report handed to the observer after every iteration (UCI
//!   `info` lines and the comparison's proof bookkeeping are built on it; with
//!   [`EngineLimits::prove`] it carries the evidence of a proof, [`Alternatives`]);
//! - [`Answer`]: the move, its [`Value`] (the unit is part of the type), the principal
//!   variation, [`Counters`], the depth, why it stopped ([`StopCause`]), the iterations
//!   and, where known, the root moves' values ([`RootMove`]);
//! - [`EngineError`]: an engine that cannot be started or stops answering.
//!
//! Implementations: [`PioneerEngine`], [`AlphaBetaEngine`], [`UciEngine`].
//!
//! ```
//! use pioneer_engine::{AlphaBetaEngine, Engine, EngineLimits, GamePosition, PioneerEngine};
//!
//! let fig21 = GamePosition::from_fen(pioneer_rules::FIG21_FEN).unwrap();
//! let mut engines: Vec<Box<dyn Engine>> = vec![
//!     Box::new(PioneerEngine::new(pioneer_tree::SearchConfig::fig21())),
//!     Box::new(AlphaBetaEngine::new(pioneer_baseline::Config::default())),
//! ];
//! let limits = EngineLimits { depth: Some(4), ..EngineLimits::default() };
//! for engine in &mut engines {
//!     let mut reports = 0;
//!     let answer = engine.search(&fig21, &limits, &mut |_it| reports += 1).unwrap();
//!     assert!(answer.best_move.is_some() && reports > 0);
//! }
//! // Pioneer's answer to Fig. 21: 1…Ne6 with a tree of 12 nodes, 18 moves considered.
//! let a = engines[0].search(&fig21, &EngineLimits::default(), &mut |_| {}).unwrap();
//! assert_eq!(a.best_move_san.as_deref(), Some("Ne6"));
//! assert_eq!((a.counters.tree_size, a.counters.nodes), (Some(12), 18));
//! ```

pub mod alphabeta;
pub mod answer;
pub mod error;
pub mod limits;
pub mod pioneer;
pub mod position;
pub mod uci;

pub use alphabeta::AlphaBetaEngine;
pub use answer::{
    Alternatives, Answer, Bound, CountUnit, Counters, Finish, Iteration, Line, RailsCounters,
    RootMove, StopCause, Value,
};
pub use error::EngineError;
pub use limits::{CurrMove, EngineLimits};
pub use pioneer::PioneerEngine;
pub use position::GamePosition;
pub use uci::UciEngine;

/// A chess engine: searches a position within limits, reporting its progress.
///
/// `Send` so that a front end may search on another thread (the UCI session does).
pub trait Engine: Send {
    /// A short name (`pioneer`, `alphabeta`, or an external engine's column name).
    fn name(&self) -> &str;

    /// Searches `position` within `limits`, calling `observer` with every progress report
    /// ([`Iteration`]) as it happens. The stop flag of `limits` may be raised from the
    /// observer (the search then answers with the best it has).
    fn search(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        observer: &mut dyn FnMut(&Iteration),
    ) -> Result<Answer, EngineError>;

    /// Forgets what earlier searches learnt (a new game). Default: nothing to forget.
    fn new_game(&mut self) {}
}
