//! A bundle's trajectories transferred to the real board before they enter search (§2.7;
//! spec §3.2, §11).
//!
//! "Each trajectory in turn is transferred to the real board, all its α- and β-squares
//! are built, its real length is computed. Here the question is decided whether there is
//! time to move the piece along this trajectory of the zone: compare `T_x` with the real
//! length. … If the segment `[a0, a1]` is blocked, the trajectory naturally does not enter
//! search" (§2.7). In search the piece stands on some stop of its bundle; its trajectories
//! are read from there on ([`TrajectorySettings`](crate::TrajectorySettings) says which of
//! these readings apply).

use super::Search;
use pioneer_rules::{Bitboard, Position, Square};
use pioneer_trajectories::{Trajectory, transfer_from};
use pioneer_zones::{CellId, TraceKind};
use smallvec::SmallVec;

/// One way on from the square a piece stands on, along one trajectory of its bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct WayOn {
    /// The next stop (α_{i+1}).
    pub next: Square,
    /// The moves left to ak: on the real board with
    /// [`real_length`](crate::TrajectorySettings::real_length), else on the free board.
    pub left: usize,
}

impl Search {
    /// The ways on from `s` along the trajectories of bundle `b` that may enter search
    /// (§2.7): every trajectory that stops on `s` and goes on, but with
    /// [`first_segment_block`](crate::TrajectorySettings::first_segment_block) those whose
    /// segment from `s` to the next stop is blocked on the real board; each with its
    /// length left, real with [`real_length`](crate::TrajectorySettings::real_length).
    pub(super) fn ways_on(&self, b: CellId, s: Square) -> SmallVec<[WayOn; 8]> {
        let t_sw = self.cfg.switches.trajectories;
        let on_board = t_sw.real_length || t_sw.first_segment_block;
        let color = self.game.kind_of(self.mo.cell(b).piece).0;
        let vacated = self.board_without_root(b);
        let board = vacated
            .as_ref()
            .unwrap_or_else(|| self.game.position().board());
        let mut out = SmallVec::new();
        for t in self.mo.unfold(b).trajectories.iter() {
            let Some(i) = t.stops.iter().position(|&x| x == s) else {
                continue;
            };
            let Some(&next) = t.stops.get(i + 1) else {
                continue;
            };
            let mut left = t.len() - i;
            if t_sw.first_segment_block && !t_sw.real_length {
                if first_segment_blocked(t, i, board) {
                    continue;
                }
            } else if on_board {
                let moved = transfer_from(t, i, board, color);
                if t_sw.first_segment_block && moved.first_segment_blocked() {
                    continue;
                }
                if t_sw.real_length {
                    left = moved.real_len;
                }
            }
            out.push(WayOn { next, left });
        }
        out
    }

    /// With [`root_leaves_path`](crate::TrajectorySettings::root_leaves_path), for a
    /// negation bundle onto its zone's target square ak: the real board without the
    /// zone's root piece, which goes to ak itself and so is not in the negation's way
    /// there. `None` (the board as it stands) otherwise.
    fn board_without_root(&self, b: CellId) -> Option<pioneer_rules::Board> {
        if !self.cfg.switches.trajectories.root_leaves_path {
            return None;
        }
        let cell = self.mo.cell(b);
        if cell.kind == TraceKind::Root {
            return None;
        }
        let zone = self.mo.cell(self.mo.zone_of(b));
        if zone.ak != cell.ak {
            return None;
        }
        let at = self.game.square_of(zone.piece)?;
        let mut board = self.game.position().board().clone();
        board.discard_piece_at(at);
        Some(board)
    }

    /// The squares bundle `b`'s trajectories that enter search (§2.7) pass through after
    /// `s`: what forkness counts (§2.8, STEP1).
    pub(super) fn passes_from(&self, b: CellId, s: Square) -> Bitboard {
        // Over every trajectory (what the bundle reaches from `s`, cached): a square no
        // trajectory reaches is not reached by those that enter search either.
        let reached = self.mo.read_reach(b, |r| r.stops_after(s));
        if reached.is_empty() || !self.cfg.switches.trajectories.first_segment_block {
            return reached;
        }
        let board = self.game.position().board();
        // No step on from `s` blocked, even onto ak: every trajectory enters search.
        let occupied = board.occupied();
        let next = self.mo.read_reach(b, |r| r.next_stops(s));
        if next
            .into_iter()
            .all(|to| !step_blocked(s, to, false, occupied))
        {
            return reached;
        }
        self.mo.read_unfold(b, |bundle| {
            let mut passes = Bitboard::EMPTY;
            for t in bundle.trajectories.iter() {
                if let Some(i) = t.stops.iter().position(|&x| x == s)
                    && !first_segment_blocked(t, i, board)
                {
                    passes |= t.stops[i + 1..].iter().copied().collect::<Bitboard>();
                }
            }
            passes & reached
        })
    }
}

/// Whether the segment from stop `i` to stop `i + 1` of `t` is blocked on `board` (§2.7):
/// a piece on a β-square it crosses, or on the next stop when that is not ak (the
/// target). What [`transfer`]'s `first_segment_blocked` says of the rest of `t` from
/// stop `i`, without transferring all of it.
pub(super) fn first_segment_blocked(
    t: &Trajectory,
    i: usize,
    board: &pioneer_rules::Board,
) -> bool {
    match (t.stops.get(i), t.stops.get(i + 1)) {
        (Some(&from), Some(&to)) => {
            step_blocked(from, to, i + 2 >= t.stops.len(), board.occupied())
        }
        _ => false,
    }
}

/// Whether the step `from → to` is blocked on the real board (§2.7): a piece on a β-square
/// it crosses, or on `to` unless the step `ends` the trajectory there (ak, the target).
fn step_blocked(from: Square, to: Square, ends: bool, occupied: Bitboard) -> bool {
    (Trajectory::step_betas(from, to) & occupied).any() || (!ends && occupied.contains(to))
}
