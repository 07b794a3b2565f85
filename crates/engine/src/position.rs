//! The position an engine searches: a start position and the moves played from it, so
//! that engines that detect repetitions get the game's history and external engines get
//! `position fen … moves …`.

use crate::EngineError;
use shakmaty::{Chess, Move, Position};

/// A start position and the moves played since.
#[derive(Debug, Clone)]
pub struct GamePosition {
    start: Chess,
    moves: Vec<Move>,
    current: Chess,
    /// Zobrist keys of the positions before `current`, oldest first.
    keys: Vec<u64>,
}

impl GamePosition {
    /// The game starting (and so far standing) at `start`.
    pub fn new(start: Chess) -> GamePosition {
        GamePosition {
            current: start.clone(),
            start,
            moves: Vec::new(),
            keys: Vec::new(),
        }
    }

    /// The game starting at a FEN (six fields, or four).
    pub fn from_fen(fen: &str) -> Result<GamePosition, EngineError> {
        pioneer_rules::parse_fen(fen)
            .map(GamePosition::new)
            .map_err(|e| EngineError::Position(e.to_string()))
    }

    /// Plays a move given in UCI notation (`e2e4`, `e7e8q`); an illegal or malformed
    /// move is an error and leaves the position as it was.
    pub fn play_uci(&mut self, text: &str) -> Result<(), EngineError> {
        let bad = || EngineError::Position(format!("illegal or malformed move '{text}'"));
        let uci: shakmaty::uci::UciMove = text.trim().parse().map_err(|_| bad())?;
        let m = uci.to_move(&self.current).map_err(|_| bad())?;
        self.play(m);
        Ok(())
    }

    /// Plays a legal move.
    pub fn play(&mut self, m: Move) {
        self.keys.push(pioneer_baseline::zobrist(&self.current));
        self.current.play_unchecked(m);
        self.moves.push(m);
    }

    /// The position to search.
    pub fn current(&self) -> &Chess {
        &self.current
    }

    /// The start position.
    pub fn start(&self) -> &Chess {
        &self.start
    }

    /// The moves played from the start position.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Zobrist keys ([`pioneer_baseline::zobrist`]) of the earlier positions that matter
    /// for repetitions (those since the last irreversible move), oldest first.
    pub fn history(&self) -> &[u64] {
        let keep = (self.current.halfmoves() as usize).min(self.keys.len());
        &self.keys[self.keys.len() - keep..]
    }
}

impl From<Chess> for GamePosition {
    fn from(start: Chess) -> GamePosition {
        GamePosition::new(start)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn history_starts_at_the_last_irreversible_move() {
        let mut g = GamePosition::new(Chess::default());
        for m in ["g1f3", "g8f6", "f3g1", "f6g8", "e2e4", "e7e5", "g1f3"] {
            g.play_uci(m).unwrap();
        }
        assert_eq!(g.moves().len(), 7);
        assert_eq!(g.history().len(), 1);
        assert!(g.play_uci("e2e4").is_err());
        assert_eq!(g.moves().len(), 7);
    }
}
