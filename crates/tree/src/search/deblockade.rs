//! Deblockade and retreat (§2.9, Fig. 34): the moves that clear a root trajectory blocked
//! by an own piece, and the moves of an attacked target off its square, each recorded as a
//! zone without a target (erased when the search climbs above it). Offered after the
//! zones' moves ([`crate::Switches::deblockade`], [`crate::Switches::retreat`]).

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Move, Position, Role};
use pioneer_zones::{Blockage, CellId, TraceKind};

impl Search {
    /// Deblockade (§2.9, Fig. 34): a root trajectory of the side to move blocked by one of
    /// its own pieces gets a deblockade zone for the blocker, whose moves may not go to the
    /// squares next to the blocked one along the trajectory (field 8) nor onto the
    /// trajectory. One deblockade per node unless the deblocking piece was lost (§2.10).
    pub(super) fn deblockade_moves(
        &mut self,
        n: NodeId,
        live: &[CellId],
        legal: &shakmaty::MoveList,
    ) -> Vec<Move> {
        let side = self.game.turn();
        let done = self.tree.children(n).any(|c| {
            let info = &self.info[c.0 as usize];
            !info.lost
                && info.along.iter().any(|&b| {
                    self.mo
                        .cell_opt(b)
                        .is_some_and(|x| x.kind == TraceKind::Deblockade)
                })
        });
        if done {
            return Vec::new();
        }
        let depth = self.tree.depth(n);
        let board = self.game.position().board().clone();
        let mut out = Vec::new();
        for &z in live {
            if !self.mo.has_target(z) || self.mo.zone_color(z, &self.game) != side {
                continue;
            }
            let root = self.mo.cell(z).piece;
            let Some(s) = self.game.square_of(root) else {
                continue;
            };
            for t in self.mo.unfold(z).trajectories.iter() {
                let Some(i) = t.stops.iter().position(|&x| x == s) else {
                    continue;
                };
                let rest = pioneer_trajectories::Trajectory::new(t.stops[i..].iter().copied());
                let tr = pioneer_trajectories::transfer(&rest, &board, side);
                let Some(block) = tr.blocked.filter(|b| b.own) else {
                    continue;
                };
                let Some(blocker) = self.game.piece_at(block.square) else {
                    continue;
                };
                let forbidden =
                    pioneer_trajectories::bundle::deblockade_forbidden(&rest, block.square);
                // Field 7: the α-square where the piece runs into the block.
                let near = (0..rest.len())
                    .find(|&j| {
                        rest.stops[j + 1] == block.square || rest.betas(j).contains(&block.square)
                    })
                    .map_or(s, |j| rest.stops[j]);
                self.mo.deblockade_zone(
                    &self.game,
                    Blockage {
                        blocker,
                        square: block.square,
                        freed: root,
                        near,
                        forbidden,
                    },
                    depth,
                );
                let on_path = rest.alpha_squares() | rest.beta_squares();
                for m in legal.iter().filter(|m| {
                    !m.is_capture()
                        && m.promotion().is_none_or(|r| r == Role::Queen)
                        && m.from() == Some(block.square)
                        && !forbidden.contains(m.to())
                        && !on_path.contains(m.to())
                }) {
                    if !out.contains(m) {
                        out.push(*m);
                    }
                }
            }
        }
        out.sort_by_key(|m| m.to().to_usize());
        out
    }

    /// Retreat (§2.9): the target of a live zone of the other side may step off its
    /// square; a retreat zone records it. Retreat always branches (§2.10).
    pub(super) fn retreat_moves(
        &mut self,
        n: NodeId,
        live: &[CellId],
        legal: &shakmaty::MoveList,
    ) -> Vec<Move> {
        let side = self.game.turn();
        let depth = self.tree.depth(n);
        let mut out = Vec::new();
        for &z in live {
            if !self.mo.has_target(z) || self.mo.zone_color(z, &self.game) == side {
                continue;
            }
            let c = self.mo.cell(z).clone();
            let Some(target) = c.attacked else { continue };
            self.mo
                .retreat_zone(&self.game, target, c.ak, c.piece, depth);
            for m in legal.iter().filter(|m| {
                !m.is_capture()
                    && m.from() == Some(c.ak)
                    && m.promotion().is_none_or(|r| r == Role::Queen)
            }) {
                if !out.contains(m) {
                    out.push(*m);
                }
            }
        }
        out.sort_by_key(|m| m.to().to_usize());
        out
    }
}
