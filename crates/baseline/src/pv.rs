//! Principal variation extraction with a triangular array (seed 002, "Extracting the
//! principal variation": `TLine`, `SaveLine`, `ResetLine`).
//!
//! Row `ply` holds the best line found from that ply. When a move raises alpha without
//! failing high, the row becomes that move followed by the child's row — seed 002's
//! `SaveLine(tmpLine, bestLine, move)` — and the row is reset on entry to a node
//! (`ResetLine`). No allocation: a fixed `MAX_PLY × MAX_PLY` array.

use shakmaty::Move;

/// The deepest ply the search can reach.
pub const MAX_PLY: usize = 128;

/// The triangular PV array.
pub struct PvTable {
    moves: Box<[[Option<Move>; MAX_PLY]; MAX_PLY]>,
    len: [usize; MAX_PLY],
}

impl Default for PvTable {
    fn default() -> Self {
        PvTable {
            moves: Box::new([[None; MAX_PLY]; MAX_PLY]),
            len: [0; MAX_PLY],
        }
    }
}

impl PvTable {
    /// `ResetLine`: the line from `ply` is empty.
    #[inline]
    pub fn reset(&mut self, ply: usize) {
        self.len[ply] = 0;
    }

    /// `SaveLine`: the line from `ply` is `m` followed by the line from `ply + 1`.
    #[inline]
    pub fn save(&mut self, ply: usize, m: Move) {
        let child = if ply + 1 < MAX_PLY {
            self.len[ply + 1]
        } else {
            0
        };
        self.moves[ply][0] = Some(m);
        for i in 0..child.min(MAX_PLY - 1) {
            self.moves[ply][i + 1] = self.moves[ply + 1][i];
        }
        self.len[ply] = child.min(MAX_PLY - 1) + 1;
    }

    /// The line from `ply`.
    pub fn line(&self, ply: usize) -> Vec<Move> {
        self.moves[ply][..self.len[ply]]
            .iter()
            .flatten()
            .copied()
            .collect()
    }
}
