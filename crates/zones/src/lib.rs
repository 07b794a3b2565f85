//! The second level of Pioneer: zones (spec §4; Stilman, Appendix 1, §1).
//!
//! - [`cell`]: the trace cell of Fig. 23 with the typed fields 4 and 10 (§1.5–1.6);
//! - [`store`]: the arena with chained lists per square (arrays I and II, free chain;
//!   Fig. 24);
//! - [`shapes`]: the pure bundle constructors on the free board and the pawn's-last-step
//!   filter (§1.3, §1.5, §1.8);
//! - [`mo`]: the MO's arena and its indexes: zones, bundles (by a0, by piece, by key in
//!   `bundle_keys`), copies, links, liveness, the unfold cache (§1.5–1.7, §2.2);
//! - [`root_zones`]: the root attack zones of §1.1 (kings excepted);
//! - [`special_zones`]: the retreat and deblockade zones of §2.9;
//! - [`stakes`](mod@stakes): the material at stake (§2.3);
//! - [`vision`]: negation trajectories found after a move (§1.8);
//! - [`recount`](mod@recount): `T_x` forward and back (§1.12–1.13);
//! - [`freeze`]: the stored kinds of freezing and thawing (§1.14–1.17), with `ledger`:
//!   what the freezing sweep has still to judge;
//! - [`pseudo`]: the rollback depth of pseudo-search (§1.10–1.11);
//! - [`real_board`]: the rules of the MO on the real board — bundles of every trajectory
//!   up to the limit (spec §11) and a root piece blocked beyond deblockade (§2.2
//!   criterion 1), with [`zone_rules`] saying which apply.
//!
//! Which zones a search forms, and when (kings as roots or targets, promotion zones, zones
//! formed during search) is not Appendix 1 but the project's design, and lives with the
//! search: `pioneer_tree::formation` (spec §8).
//!
//! ```
//! use pioneer_rules::{Color, Game, Square};
//! use pioneer_zones::{Mo, Stakes, ZoneType};
//!
//! // Fig. 21: with a horizon of two piece moves the only zone is bishop f2 → pawn e5.
//! let game = Game::from_fen(pioneer_rules::FIG21_FEN).unwrap();
//! let mut mo = Mo::new();
//! mo.form_attack_zones(&game, 4, &[Color::White, Color::Black], 0, false);
//! let zones: Vec<_> = mo.zones().collect();
//! assert_eq!(zones.len(), 1);
//! let sprout = mo.cell(zones[0]);
//! assert_eq!((sprout.a0.to_string(), sprout.ak.to_string(), mo.tx(zones[0])), ("f2".into(), "e5".into(), 1));
//! assert_eq!((sprout.zone_type, sprout.zone_type.code()), (ZoneType::Attack, 1));
//! // A pawn is at stake for Black (§2.3).
//! assert_eq!(mo.stakes(&game), Stakes { white: 0, black: 1 });
//! // The same pair again: a live zone is not formed twice (the per-pair primitive of §1.1).
//! assert_eq!(mo.form_attack_zone(&game, Square::F2, Square::E5, 2, false, 0), None);
//! ```

mod bundle_keys;
mod cache;
pub mod cell;
pub mod freeze;
mod ledger;
mod length_table;
mod live_cache;
pub mod liveness;
mod members;
pub mod mo;
pub mod pseudo;
pub mod real_board;
pub mod recount;
pub mod root_zones;
mod shape_table;
pub mod shapes;
pub mod special_zones;
pub mod stakes;
pub mod store;
pub mod vision;
pub mod zone_rules;

pub use cell::{CellId, SproutField, TraceCell, TraceKind, ZoneType};
pub use freeze::{ArrivalRecord, FoundBelow};
pub use mo::{BundleRole, Mo, NewBundle};
pub use special_zones::Blockage;
pub use stakes::Stakes;
pub use store::TraceStore;
pub use vision::{Lookout, Sighting, VisionLimits, VisionSettings};
pub use zone_rules::{ZoneClock, ZoneRules};
