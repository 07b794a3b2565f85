//! Tree-size comparison of the Pioneer zone search against the conventional alpha-beta
//! baseline (spec §9) and, optionally, any UCI engine.
//!
//! Botvinnik's claim for Pioneer is a small search tree: 54 moves for Réti's study
//! (spec §8). This crate measures it against the baseline "generation by generation"
//! (spec §9): for every position of an EPD suite, Pioneer's final tree size and, for each
//! alpha-beta configuration, the nodes searched until the key move (`bm`, not in `am`) is
//! proven by the engine's own search ([`verdict`]). Every engine is a [`pioneer_engine::Engine`].
//!
//! Modules, each using only those before it: [`suite`] (reading the positions),
//! [`verdict`] (the proof criterion, one for every engine), [`judge`] (one engine on one position: the bookkeeping of proven iterations and the
//! verdict, shared with `pioneer solve`), [`run`] (the engines of a comparison and all
//! runs in parallel), [`report`] (the grid of runs), [`table`] (ratios and the geometric
//! mean), [`json`] and [`chart`] (SVG).

pub mod chart;
pub mod json;
pub mod judge;
pub mod report;
pub mod run;
pub mod suite;
pub mod table;
pub mod verdict;

pub use judge::{JudgeRules, Judged, KeyKeeper, Run, run_one};
pub use report::Report;
pub use run::{Budget, EngineSpec};
pub use suite::{Entry, Expected};
pub use verdict::Verdict;
