//! What a search counts.
//!
//! Every position the search makes is counted once, in exactly one of three classes:
//! `nodes = interior + leaves + qnodes` (the root counts as one position made).

use serde::{Deserialize, Serialize};

/// Node and event counters of one search (all iterations together).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Counters {
    /// Every position made (the root, every child in the full-width search and in
    /// quiescence, null-move positions included).
    pub nodes: u64,
    /// Full-width positions whose moves were generated and at least one child was made.
    pub interior: u64,
    /// Full-width positions not expanded: the horizon (static evaluation or entry into
    /// quiescence), mate, stalemate, draws by rule or repetition, transposition-table
    /// cutoffs, null-move cutoffs.
    pub leaves: u64,
    /// Positions made inside quiescence search (beyond the horizon).
    pub qnodes: u64,
    /// Transposition-table probes.
    pub tt_probes: u64,
    /// Probes that found the position.
    pub tt_hits: u64,
    /// Hits whose bound ended the node without search.
    pub tt_cutoffs: u64,
    /// Beta cutoffs in the full-width search (a move refuted the node).
    pub cutoffs: u64,
    /// Of those, cutoffs by the first move searched (a measure of ordering quality).
    pub first_move_cutoffs: u64,
    /// Null-move searches that failed high.
    pub null_cutoffs: u64,
    /// Moves skipped by futility pruning.
    pub futility_prunes: u64,
    /// Moves searched one ply shallower by razoring.
    pub razor_reductions: u64,
    /// Check extensions granted.
    pub check_extensions: u64,
    /// Queen extensions granted (seed 004).
    pub queen_extensions: u64,
    /// PVS re-searches after a null-window fail high.
    pub pvs_researches: u64,
    /// Deepest ply reached (quiescence included).
    pub seldepth: u32,
    /// Nodes searched until the key move became the best move at the root and stayed so
    /// at every later iteration (`None` without a key, or if it is not the final choice).
    /// The count is the node number at which the key move took over the root inside the
    /// first iteration of that final run.
    pub nodes_to_key: Option<u64>,
    /// The iteration depth at which that final run began (`None` as for `nodes_to_key`).
    pub key_depth: Option<u32>,
}
