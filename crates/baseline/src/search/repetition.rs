//! Draws by rule inside the search: repetition (against the game's earlier positions and
//! the current line), the fifty-move rule and insufficient material.

use crate::pv::MAX_PLY;
use shakmaty::{Chess, Position};

/// How many of the game's earlier positions are kept for repetition detection.
const MAX_HISTORY: usize = 1024;

/// The keys of the game's earlier positions followed by those of the current line.
pub(super) struct Path {
    /// Zobrist keys, oldest first.
    keys: Vec<u64>,
    /// How many of them belong to the game before the root.
    game_len: usize,
}

impl Default for Path {
    fn default() -> Self {
        Path {
            keys: Vec::with_capacity(MAX_HISTORY + MAX_PLY),
            game_len: 0,
        }
    }
}

impl Path {
    /// Starts a search after the game `history` (oldest first; the last
    /// [`MAX_HISTORY`] keys are kept).
    pub(super) fn begin(&mut self, history: &[u64]) {
        self.keys.clear();
        let keep = history.len().min(MAX_HISTORY);
        self.keys
            .extend_from_slice(&history[history.len() - keep..]);
        self.game_len = self.keys.len();
    }

    /// The node at `ply` with key `hash` is the end of the current line.
    #[inline]
    pub(super) fn enter(&mut self, ply: usize, hash: u64) {
        self.keys.truncate(self.game_len + ply);
        self.keys.push(hash);
    }

    /// Whether the position at the end of the line (key `hash`) is drawn by rule: fifty
    /// moves, insufficient material, or a repetition.
    #[inline]
    pub(super) fn is_draw(&self, pos: &Chess, hash: u64) -> bool {
        pos.halfmoves() >= 100 || pos.is_insufficient_material() || self.is_repetition(pos, hash)
    }

    /// Whether the position at the end of the line occurred before (same side to move,
    /// within the reversible moves since the last capture or pawn move): once in the
    /// current line, the root included, or twice in the game before the root — a
    /// position the game met once before is no draw, the side to move may repeat it and
    /// play on (the rule engines use, e.g. Stockfish's `Position::is_draw`).
    #[inline]
    fn is_repetition(&self, pos: &Chess, hash: u64) -> bool {
        let idx = self.keys.len() - 1;
        let back = (pos.halfmoves() as usize).min(idx);
        let mut in_game = 0;
        let mut d = 2;
        while d <= back {
            if self.keys[idx - d] == hash {
                if idx - d >= self.game_len {
                    return true;
                }
                in_game += 1;
                if in_game == 2 {
                    return true;
                }
            }
            d += 2;
        }
        false
    }
}
