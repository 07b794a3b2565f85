//! The third level of Pioneer: the search tree and the search in the MO (§2).
//!
//! - [`columns`]: the whole tree as renumberable columns (§2.11, Figs. 35–36);
//! - [`config`]: the switches of every mechanism and the limits of a search (the MO
//!   formation's switches, `MoSettings`, in their own file, `mo_settings.rs`);
//! - [`formation`]: which zones the search forms and when — the project's own design
//!   (spec §8), not the sources';
//! - [`memo`]: values of positions reached again by another order of moves;
//! - [`positional`]: Appendix 2's positional evaluation, `K_w` and `K_b` over the passable
//!   α-squares of the MO's unfrozen trajectories;
//! - [`search`]: the search driver of Fig. 20 (§1.2, §2): the `Search` struct, with one
//!   file per concept below it — deepening, the node loop with minimax and Pioneer's
//!   cutoffs (§2.4–2.5), the step down and up (§1.8–1.17), the end of a variation (§2.2),
//!   the moves a node may try (§2.6–2.10) and the answer;
//! - [`printout`]: the Fig. 21 printout;
//! - [`settings`]: the settings in effect against their preset, said once for every output;
//! - [`square`]: endgame knowledge, the rule of the square;
//! - [`value`]: a node's value, material first and the positional score second.

pub mod columns;
pub mod config;
pub mod formation;
mod limits;
pub mod memo;
mod mo_choices;
mod mo_settings;
pub mod positional;
pub mod preset;
pub mod printout;
pub mod search;
pub mod settings;
mod share;
pub mod square;
mod tables;
mod trajectory_settings;
pub mod value;

pub use columns::{NodeId, Renumbering, Tree};
pub use config::{
    CAPPED_CAPTURE_LIMIT, CappedLeaf, EmptyTurn, Limits, MateDefence, MoSettings,
    RACE_CHECK_GAIN_LIMIT, ReformScope, SearchConfig, Share, ShareError, Switches,
    TrajectorySettings, WIDEST_HORIZON,
};
pub use preset::{PLAY_MAX_HORIZON, Preset};
pub use printout::Event;
pub use search::{
    Bound, MATE, MoSnapshot, NotOnRails, Pass, RailsKept, RootSon, Search, SearchResult, StopReason,
};
pub use settings::{PositionalSwitches, SettingChange, SettingsSummary};
pub use value::NodeValue;
