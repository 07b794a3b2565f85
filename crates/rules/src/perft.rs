//! Perft: counting the leaves of the legal move tree, for testing the rules layer.

use shakmaty::{Chess, Move, Position};

/// The number of legal move paths of length `depth` from `pos` (bulk-counted at the last
/// level).
///
/// ```
/// let pos = shakmaty::Chess::default();
/// assert_eq!(pioneer_rules::perft::perft(&pos, 3), 8902);
/// ```
pub fn perft(pos: &Chess, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_moves().len() as u64,
        _ => pos
            .legal_moves()
            .iter()
            .map(|m| {
                let mut child = pos.clone();
                child.play_unchecked(*m);
                perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Perft split by the first move ("divide"), in the order of the legal move list.
pub fn divide(pos: &Chess, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(*m);
            (*m, perft(&child, depth - 1))
        })
        .collect()
}
