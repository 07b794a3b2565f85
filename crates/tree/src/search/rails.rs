//! Moving on rails (§2.11; spec §5.6, §11): "after a move is played on the board, the
//! subtree under it is kept and renumbered as the new tree". A game is two moves on from
//! one search to the next (the move played and the reply), so the subtree under that pair
//! of moves becomes the new tree ([`Tree::keep_subtree`]) and the next run continues from
//! it ([`Search::continue_on_rails`]).
//!
//! What is carried and what is rebuilt (`docs/search.md`, "Moving on rails"):
//!
//! - **carried**: the kept columns (sons, plies, values) with each node's bound kind, and
//!   the position (the same [`pioneer_rules::Game`], two plies on);
//! - **rebuilt**: the MO. Its traces are stamped with depths counted from the old root
//!   (inclusion depth, freezing depth, "99", field 12) and its root zones were formed for
//!   the old root; the new root's MO is formed as a fresh search forms it
//!   ([`Search::prepare`]), and the search goes down and up as a fresh search does, in the
//!   order the MO gives, so every node it visits sees a fresh search's MO;
//! - **reused**: the kept tree is the rails the search runs along: a line the search makes
//!   that the kept tree also holds finds its kept node, and a kept node with an *exact*
//!   value (`Bound::Exact`, docs/search.md "Exact values and bounds") ends the line with
//!   that value, as a transposition does, without searching below it; a kept node with a
//!   bound is searched again, its kept sons found in turn. The values are turned to the new
//!   root (`m_t` counts from it; a mate is two plies nearer). What is kept but not offered
//!   by the new MO is not searched;
//! - **limits**: a kept tree that no depth cap cut holds the values a search without a cap
//!   finds, so every deepening step may use it; a kept tree cut by its cap (the answer of
//!   a search a limit stopped) is used by one step only, at that cap less the two plies
//!   played, and that step counts as cut (deepening goes on without it); without
//!   deepening such a tree is not kept.

use super::step::material_change;
use super::{Bound, Search, material_balance};
use crate::columns::{NodeId, Tree};
use pioneer_rules::{Move, Ply};
use std::fmt;

/// What the final tree of the last run is.
#[derive(Debug, Clone, Copy)]
pub(super) struct Answered {
    /// The depth cap it was searched with.
    pub(super) cap: u16,
    /// Whether a line of it was ended by that cap.
    pub(super) capped: bool,
    /// Whether it comes from a completed search with a move.
    pub(super) usable: bool,
}

/// The kept tree a run continues from (§2.11).
#[derive(Debug, Clone)]
pub(super) struct Rails {
    /// The subtree under the move played and the reply, renumbered, its values turned to
    /// the new root.
    tree: Tree,
    /// The bound kind of each kept node's value.
    bounds: Vec<Bound>,
    /// The depth cap the kept values were found with, less the two plies played.
    pub(super) cap: u16,
    /// Whether that cap cut lines of the kept tree.
    pub(super) capped: bool,
}

impl Rails {
    /// Nodes kept, the root included.
    pub(super) fn len(&self) -> usize {
        self.tree.len()
    }
}

/// What [`Search::continue_on_rails`] kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RailsKept {
    /// Nodes of the kept tree, its root included.
    pub nodes: usize,
    /// Of them, those with an exact value the next run may take over.
    pub exact: usize,
}

/// Why a search does not continue on rails (the front end searches afresh).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotOnRails {
    /// The switch [`crate::Switches::rails`] is off.
    Off,
    /// No completed search with a move to continue from.
    NoAnswer,
    /// The pair of moves is not in the final tree.
    NotInTree,
    /// Without deepening, a tree cut by the depth limit is not kept (its values would be
    /// searched two plies deeper now).
    CutByDepth,
}

impl fmt::Display for NotOnRails {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotOnRails::Off => "moving on rails is off",
            NotOnRails::NoAnswer => "no completed search to continue from",
            NotOnRails::NotInTree => "the move and the reply are not in the last tree",
            NotOnRails::CutByDepth => "the last tree was cut by the depth limit",
        })
    }
}

impl Search {
    /// Moving on rails (§2.11): after the run that answered, `ours` is played and `reply`
    /// answers it; the subtree under that pair is kept (renumbered) as the rails of the
    /// next [`Search::run`], the position moves two plies on and the MO is formed afresh
    /// at the new root. On refusal the search is left as it was.
    pub fn continue_on_rails(&mut self, ours: Move, reply: Move) -> Result<RailsKept, NotOnRails> {
        if !self.cfg.switches.rails {
            return Err(NotOnRails::Off);
        }
        let answered = self
            .answered
            .filter(|a| a.usable && self.frames.is_empty())
            .ok_or(NotOnRails::NoAnswer)?;
        if answered.capped && !self.cfg.switches.deepening {
            return Err(NotOnRails::CutByDepth);
        }
        let son = |tree: &Tree, n: NodeId, m: Move| {
            tree.children(n)
                .find(|&c| tree.ply(c) == Some(Ply::Move(m)))
        };
        let node = son(&self.tree, NodeId::ROOT, ours)
            .and_then(|a| son(&self.tree, a, reply))
            .ok_or(NotOnRails::NotInTree)?;
        // The values count from the old root: turn them to the new one.
        let before = self.m_t;
        let mut change = material_change(&self.game, ours);
        self.game.make(&Ply::Move(ours));
        change += material_change(&self.game, reply);
        self.game.make(&Ply::Move(reply));
        let m0 = if self.cfg.switches.m0_root_balance {
            material_balance(&self.game)
        } else {
            0
        };
        let shift = m0 - (before + change);
        self.m_t = m0;
        let mut tree = std::mem::replace(&mut self.tree, Tree::new());
        let mut bounds: Vec<Bound> = self.info.iter().map(|i| i.bound).collect();
        tree.keep_subtree(node).apply(&mut bounds);
        for i in 0..tree.len() {
            let n = NodeId(i as u32);
            let v = tree.node_value(n).map(|v| {
                let m = rebase(v.material_value(), shift);
                match v.positional() {
                    Some(p) => crate::value::NodeValue::with_positional(m, p),
                    None => crate::value::NodeValue::material(m),
                }
            });
            tree.set_value(n, v);
        }
        let exact = (1..tree.len())
            .filter(|&i| bounds[i] == Bound::Exact && tree.value(NodeId(i as u32)).is_some())
            .count();
        let rails = Rails {
            tree,
            bounds,
            cap: answered.cap.saturating_sub(2).max(2),
            capped: answered.capped,
        };
        let kept = RailsKept {
            nodes: rails.len(),
            exact,
        };
        self.reset();
        self.answered = None;
        self.rails = Some(rails);
        Ok(kept)
    }

    /// The kept node of the line `n` → `ply`, when the current step runs on rails.
    pub(super) fn kept_son(&self, n: NodeId, ply: Ply) -> Option<NodeId> {
        let rails = self.rails.as_ref().filter(|_| self.rails_step)?;
        let k = self.info.get(n.0 as usize)?.kept?;
        rails
            .tree
            .children(k)
            .find(|&c| rails.tree.ply(c) == Some(ply))
    }

    /// The kept exact value of the line that reached `child`, if any: the line ends with it.
    pub(super) fn kept_value(&mut self, child: NodeId) -> Option<crate::value::NodeValue> {
        let rails = self.rails.as_ref().filter(|_| self.rails_step)?;
        let k = self.info.get(child.0 as usize)?.kept?;
        let v = rails
            .tree
            .node_value(k)
            .filter(|_| rails.bounds[k.0 as usize] == Bound::Exact)?;
        self.rails_reused += 1;
        Some(v)
    }

    /// Starts a step of the deepening on rails or not (the root's kept node).
    pub(super) fn set_rails_step(&mut self, on: bool) {
        self.rails_step = on && self.rails.is_some();
        self.info[0].kept = self.rails_step.then_some(NodeId::ROOT);
    }

    /// Records what the final tree of this run is, for a later [`Search::continue_on_rails`].
    pub(super) fn record_answer(&mut self, cap: u16, capped: bool, usable: bool) {
        self.answered = Some(Answered {
            cap,
            capped,
            usable,
        });
    }
}

/// A value of the old tree seen from the new root: material counts from it (`shift`), and
/// a mate (`±(MATE − depth)`, beyond any material) is two plies nearer.
fn rebase(v: i32, shift: i32) -> i32 {
    if super::is_mate(v) {
        v.signum() * (v.abs() + 2)
    } else {
        v + shift
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mate_comes_two_plies_nearer_and_material_shifts() {
        assert_eq!(rebase(super::super::MATE - 5, -3), super::super::MATE - 3);
        assert_eq!(
            rebase(-(super::super::MATE - 5), -3),
            -(super::super::MATE - 3)
        );
        assert_eq!(rebase(4, -3), 1);
        assert_eq!(rebase(0, 2), 2);
    }
}
