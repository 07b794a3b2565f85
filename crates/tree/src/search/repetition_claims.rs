//! Repetition claims (ours, `docs/search.md` item 54; [`crate::Switches::repetition_claims`]):
//! a side to move that stands worse in material than a draw also tries its legal moves
//! that repeat a position — one met earlier in the line, or twice in the game before the
//! root ([`pioneer_rules::Game::repetition`]) — whether or not a zone leads there.
//!
//! The MO gives a side the moves of its zones; a king that walks back to where it stood
//! is on no zone's trajectory, so a selective tree never offered the defender the draw
//! the rules give it. Lasker and Reichhelm's study played out was drawn that way: in the
//! kings-only ending after 20...Kxf6, White a pawn up, 29.Ke3 let Black's 29...Kg4 repeat
//! the position a third time, and White's tree, whose Black moves were the zones' (to the
//! pawns), never saw 29...Kg4. A claim is valued by the rules (a draw), so it can only
//! lower the value of the line for the side ahead: it never proves a win that is not
//! there, and it makes a shuffle that lets the defender repeat worth what it is worth.

use super::{Search, material_balance};
use crate::columns::NodeId;
use pioneer_rules::{Color, Cycle, Ply, Role};
use smallvec::SmallVec;

impl Search {
    /// The moves at `n` not yet tried and not in `given` that repeat a position, when the
    /// switch is on and a draw is better for the side to move than the material now.
    pub(super) fn repetition_claims(&mut self, n: NodeId, given: &[Ply]) -> Vec<Ply> {
        let s = &self.cfg.switches;
        if !(s.repetitions && s.repetition_claims) {
            return Vec::new();
        }
        let balance = material_balance(&self.game);
        let behind = match self.game.turn() {
            Color::White => balance < 0,
            Color::Black => balance > 0,
        };
        if !behind {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let mut out = Vec::new();
        for m in self.game.legal_moves() {
            // Only a reversible move can come back to a position.
            if m.is_capture() || m.role() == Role::Pawn || m.is_castle() {
                continue;
            }
            let ply = Ply::Move(m);
            if given.contains(&ply) || tried.contains(&ply) {
                continue;
            }
            self.game.make(&ply);
            let repeats = self.game.repetition(&self.earlier) == Some(Cycle::Moves);
            self.game.unmake();
            if repeats {
                out.push(ply);
            }
        }
        out
    }
}
