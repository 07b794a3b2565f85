//! How the zones' trajectories are built and read on the real board (spec §3.2, §11;
//! Appendix 1 §2.2, §2.7): a part of [`crate::Switches`].

use serde::{Deserialize, Serialize};

/// The trajectories of the zones as the sources build them (spec §3.2, §11; Appendix 1
/// §2.2, §2.7): each a switch with its own test (`tests/trajectories.rs`) and measurement
/// (`docs/studies-log.md`, "Admissible bundles and the real board").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TrajectorySettings {
    /// Zone bundles hold every trajectory up to their length limit (`A_max` of a root
    /// bundle, the vision limit of a negation): the shortest and the admissible ones of
    /// degree 2 (spec §3.2, §11; seed 003). Off: shortest trajectories only.
    pub admissible_bundles: bool,
    /// §2.7: each trajectory is transferred to the real board before its move is tried;
    /// its real length (its moves plus one for every piece in the way) orders the moves
    /// and is what `T_x` is compared with. Off: the length on the free board.
    pub real_length: bool,
    /// §2.7: a trajectory whose first segment `[a0, a1]` (from the square the piece stands
    /// on) is blocked on the real board takes no part in search: it neither counts for
    /// the time the piece needs nor for the forkness of a square (§2.8).
    pub first_segment_block: bool,
    /// §2.2 criterion 1: a zone also ends when its root piece is blocked on every root
    /// trajectory through its square and no block can be removed (an own piece with no
    /// deblockade, an enemy piece nothing of the root's side attacks).
    pub blocked_root_ends_zone: bool,
    /// The project's reading of §2.7 (not in the sources): a negation onto its zone's
    /// target square ak is transferred to the real board without the zone's root piece,
    /// which reaches ak itself and so cannot stand in the negation's way there (a pawn
    /// on h7 does not block the rook's h2→h8 negation of its own promotion). Off: every
    /// piece on the board counts.
    pub root_leaves_path: bool,
}

impl TrajectorySettings {
    /// Everything off: shortest bundles on the free board, as before these switches.
    pub const OFF: TrajectorySettings = TrajectorySettings {
        admissible_bundles: false,
        real_length: false,
        first_segment_block: false,
        blocked_root_ends_zone: false,
        root_leaves_path: false,
    };

    /// Everything on: the sources' mechanisms.
    pub const SOURCES: TrajectorySettings = TrajectorySettings {
        admissible_bundles: true,
        real_length: true,
        first_segment_block: true,
        blocked_root_ends_zone: true,
        root_leaves_path: false,
    };
}
