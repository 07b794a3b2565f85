//! The second level of Pioneer: zones (spec §4; Stilman, Appendix 1, §1).
//!
//! - [`cell`]: the trace cell of Fig. 23;
//! - [`store`]: the arena with chained lists per square (arrays I and II, free chain;
//!   Fig. 24);
//! - [`mo`]: the MO — zones, bundles, their links, root zone formation, stakes (§2.3);
//! - [`vision`]: negation trajectories found after a move (§1.8);
//! - [`recount`](mod@recount): `T_x` forward and back (§1.12–1.13);
//! - [`freeze`]: the stored kinds of freezing and thawing (§1.14–1.17);
//! - [`pseudo`]: the rollback depth of pseudo-search (§1.10–1.11).
//!
//! ```
//! use pioneer_rules::Game;
//! use pioneer_zones::Mo;
//!
//! // Fig. 21: with a horizon of two piece moves the only zone is bishop f2 → pawn e5.
//! let game = Game::from_fen("k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - 0 1").unwrap();
//! let mut mo = Mo::new();
//! mo.form_attack_zones(&game, 4, &[pioneer_rules::Color::White, pioneer_rules::Color::Black], 0, false);
//! let zones: Vec<_> = mo.zones().collect();
//! assert_eq!(zones.len(), 1);
//! let sprout = mo.cell(zones[0]);
//! assert_eq!((sprout.a0.to_string(), sprout.ak.to_string(), sprout.tx), ("f2".into(), "e5".into(), 1));
//! ```

pub mod cell;
pub mod freeze;
pub mod mo;
pub mod pseudo;
pub mod recount;
pub mod store;
pub mod vision;

pub use cell::{CellId, SproutField, TraceCell, TraceKind, ZoneType};
pub use freeze::ArrivalRecord;
pub use mo::{BundleRole, Formation, Mo, NewBundle, Stakes};
pub use store::TraceStore;
pub use vision::{Sighting, VisionLimits, VisionSettings};
