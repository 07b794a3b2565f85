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

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Ply, Role};
use smallvec::SmallVec;

impl Search {
    /// The promotions to a rook, a bishop or a knight not yet tried at `n` whose
    /// promotion to a queen (same pawn, same square) is among `candidates` or was tried
    /// (with [`crate::MoSettings::underpromotions`]; empty without).
    pub(super) fn underpromotions(&self, n: NodeId, candidates: &[Ply]) -> Vec<Ply> {
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
                    out.push(p);
                }
            }
        }
        out
    }
}
