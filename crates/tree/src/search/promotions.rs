//! Underpromotions (ours, `docs/search.md` item 33; [`crate::MoSettings::underpromotions`]):
//! a pawn that the MO promotes may become any piece, not only the queen.
//!
//! The MO moves a pawn along its promotion bundle and makes the most valuable piece of
//! it. The queen is not always best: it may stalemate the enemy (Saavedra's 6.c8=Q?
//! Rc4+ 7.Qxc4 stalemate), or take the last squares from its own king so that the
//! enemy's checks never end or its capture is stalemate (PET026: 1…g1=Q? 2.Rd7+ draws,
//! 1…g1=B! wins). With the switch the other pieces follow, tried after every other move
//! of the node, so that the queen's line is searched first and the lesser pieces only
//! where the queen's value leaves room for them.
//!
//! The capture bound ([`crate::MoSettings::capture_bound`], ours, `docs/search.md` item 36):
//! where the enemy can take the new piece at once, the position after the capture is the
//! one that the queen's promotion and the same capture give — the same pieces on the same
//! squares, the same side to move, the same rights — so the lesser piece is worth no more
//! than that position. When the position's value is known exactly (a table, or the memo
//! of positions searched to the end) and it is no better than what the node already has,
//! the promotion cannot change the node's value and is not tried. At the root only a
//! strictly worse bound leaves a promotion out: a tie proves nothing.

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Color, Move, Ply, Role};
use smallvec::SmallVec;

impl Search {
    /// The promotions to a rook, a bishop or a knight not yet tried at `n` whose
    /// promotion to a queen (same pawn, same square) is among `candidates` or was tried
    /// (with [`crate::MoSettings::underpromotions`]; empty without), less those the
    /// capture bound leaves out ([`crate::MoSettings::capture_bound`]).
    pub(super) fn underpromotions(&mut self, n: NodeId, candidates: &[Ply]) -> Vec<Ply> {
        let mo = &self.cfg.switches.mo;
        if !(mo.underpromotions || (n == NodeId::ROOT && mo.root_underpromotions)) {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let queened = |p: &Ply| match p {
            Ply::Move(m) if m.promotion() == Some(Role::Queen) => Some(*m),
            _ => None,
        };
        let queens: SmallVec<[Move; 4]> = candidates
            .iter()
            .chain(&tried)
            .filter_map(queened)
            .collect();
        if queens.is_empty() {
            return Vec::new();
        }
        let same_pawn = |q: &Move, m: &Move| (q.from(), q.to()) == (m.from(), m.to());
        let legal = self.game.legal_moves();
        let mut out = Vec::new();
        for role in [Role::Rook, Role::Bishop, Role::Knight] {
            for m in legal.iter().filter(|m| m.promotion() == Some(role)) {
                let p = Ply::Move(*m);
                if queens.iter().any(|q| same_pawn(q, m))
                    && !tried.contains(&p)
                    && !candidates.contains(&p)
                {
                    out.push(*m);
                }
            }
        }
        if self.cfg.switches.mo.capture_bound && !out.is_empty() {
            // One bound per queen's promotion serves its three lesser pieces: after the
            // capture they all stand where the queen's capture stands.
            for q in queens {
                if out.iter().any(|m| same_pawn(&q, m)) && self.bounded_out(n, q) {
                    out.retain(|m| !same_pawn(&q, m));
                }
            }
        }
        out.into_iter().map(Ply::Move).collect()
    }

    /// Whether the lesser pieces of the queen's promotion `q` at `n` (the current
    /// position is `n`'s) cannot change the node's value: the [`Search::capture_bound`]
    /// is no better for the side to move than the node's value so far (strictly worse at
    /// the root, and in material alone when the positional term orders equal material).
    fn bounded_out(&mut self, n: NodeId, q: Move) -> bool {
        let Some(best) = self.tree.node_value(n).map(|v| v.material_value()) else {
            return false;
        };
        let Some(bound) = self.capture_bound(q) else {
            return false;
        };
        // From the side to move's point of view.
        let (bound, best) = match self.game.turn() {
            Color::White => (bound, best),
            Color::Black => (-bound, -best),
        };
        if n == NodeId::ROOT || self.cfg.switches.positional_values {
            bound < best
        } else {
            bound <= best
        }
    }

    /// The most the side to move can get from a promotion `m` (of any piece: the
    /// positions after the capture are the same) when the enemy takes the new piece at
    /// once, if that is known exactly: the best value, for the enemy, of the positions
    /// its captures on the promotion square reach, each valued by the tables
    /// ([`crate::Switches::mate_tables`]) or by the memo of positions searched to the end
    /// ([`crate::memo`]). `None` when no such capture has a known value. White's side, as
    /// every value.
    fn capture_bound(&mut self, m: Move) -> Option<i32> {
        let white = self.game.turn() == Color::White;
        let depth = self.depth() + 2;
        self.game.make(&Ply::Move(m));
        let captures: SmallVec<[Move; 4]> = self
            .game
            .legal_moves()
            .iter()
            .filter(|c| c.is_capture() && c.to() == m.to())
            .copied()
            .collect();
        let mut bound: Option<i32> = None;
        for c in captures {
            self.game.make(&Ply::Move(c));
            let known = self
                .table_value_of(self.game.position(), depth)
                .or_else(|| self.memo.get(self.game.key()).map(|v| v.material_value()));
            self.game.unmake();
            if let Some(v) = known {
                // The enemy chooses: the lowest value for White, the highest for Black.
                bound = Some(match bound {
                    None => v,
                    Some(b) if white => b.min(v),
                    Some(b) => b.max(v),
                });
            }
        }
        self.game.unmake();
        bound
    }
}
