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
        if !self.cfg.switches.mo.underpromotions {
            return Vec::new();
        }
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let queened = |p: &Ply| match p {
            Ply::Move(m) if m.promotion() == Some(Role::Queen) => Some((m.from(), m.to())),
            _ => None,
        };
        let queens: SmallVec<[_; 4]> = candidates
            .iter()
            .chain(&tried)
            .filter_map(queened)
            .collect();
        if queens.is_empty() {
            return Vec::new();
        }
        let legal = self.game.legal_moves();
        let mut out = Vec::new();
        for role in [Role::Rook, Role::Bishop, Role::Knight] {
            for m in legal.iter().filter(|m| m.promotion() == Some(role)) {
                let p = Ply::Move(*m);
                if queens.contains(&(m.from(), m.to()))
                    && !tried.contains(&p)
                    && !candidates.contains(&p)
                {
                    out.push(*m);
                }
            }
        }
        if self.cfg.switches.mo.capture_bound {
            out.retain(|m| !self.bounded_out(n, *m));
        }
        out.into_iter().map(Ply::Move).collect()
    }

    /// Whether the promotion `m` at `n` (the current position is `n`'s) cannot change
    /// the node's value: its [`Search::capture_bound`] is no better for the side to move
    /// than the node's value so far (strictly worse at the root, and in material alone
    /// when the positional term orders equal material).
    fn bounded_out(&mut self, n: NodeId, m: Move) -> bool {
        let Some(best) = self.tree.node_value(n).map(|v| v.material_value()) else {
            return false;
        };
        let Some(bound) = self.capture_bound(m) else {
            return false;
        };
        let white = self.game.turn() == Color::White;
        let strict = n == NodeId::ROOT || self.cfg.switches.positional_values;
        match (white, strict) {
            (true, true) => bound < best,
            (true, false) => bound <= best,
            (false, true) => bound > best,
            (false, false) => bound >= best,
        }
    }

    /// The most the side to move can get from the promotion `m` when the enemy takes
    /// the new piece at once, if that is known exactly: the best value, for the enemy,
    /// of the positions its captures on the promotion square reach, each valued by the
    /// tables ([`crate::Switches::mate_tables`]) or by the memo of positions searched to
    /// the end ([`crate::memo`]). `None` when no such capture has a known value. White's
    /// side, as every value.
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
