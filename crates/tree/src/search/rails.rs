//! Moving on rails (§2.11; spec §5.6, §11): "after a move is played on the board, the
//! subtree under it is kept and renumbered as the new tree". A game is two moves on from
//! one search to the next (the move played and the reply), so the subtree under that pair
//! of moves becomes the new tree ([`Tree::keep_subtree`]) and the next run continues from
//! it ([`Search::continue_on_rails`]).
//!
//! What is carried and what is rebuilt (`docs/search.md`, "Moving on rails"):
//!
//! - **carried**: the kept columns (sons, plies, values), each node's bound kind, the piece
//!   moved into it and whether that piece was lost below (§2.10), the position (the same
//!   [`pioneer_rules::Game`], two plies on, so piece numbers stay);
//! - **rebuilt**: the MO. Its traces are stamped with depths counted from the old root
//!   (inclusion depth, freezing depth, "99", field 12) and its root-level zones were formed
//!   for the old root; the new root's MO is formed as a fresh search forms it ([`Search::prepare`]),
//!   so every node the continued search visits sees exactly a fresh search's MO. The kept
//!   nodes' bundle links (`along`) point into the old arena and are dropped: a kept son
//!   bans no other trajectory of a bundle (§2.10), so the continued search never tries
//!   fewer moves there than the kept tree shows;
//! - **reused**: only *exact* values (`Bound::Exact`, docs/search.md "Exact values and
//!   bounds"). A kept son with an exact value is taken over as it stands, without a move;
//!   a kept son with a bound or no value is searched again, its own kept sons first, then
//!   whatever the MO offers beyond them. The values are turned to the new root (`m_t`
//!   counts from it; a mate is two plies nearer);
//! - **limits**: the kept values hold under the depth cap they were found with less the two
//!   plies played; the first deepening step runs at that cap. When the old answer's search
//!   was itself cut by its cap, that step counts as cut (deepening goes on, fresh, at the
//!   next cap); without deepening such a tree is not kept.

use super::step::material_change;
use super::{Bound, Search, material_balance};
use crate::columns::NodeId;
use pioneer_rules::{Move, Ply};
use std::fmt;

/// A kept node's part in the search continued on rails.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) enum Kept {
    /// Not kept, or already visited.
    #[default]
    No,
    /// Its exact value is taken over without a move.
    Reuse,
    /// Searched again, its kept sons first.
    Research,
}

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

/// The start of a run continued on rails.
#[derive(Debug, Clone, Copy)]
pub(super) struct RailsStart {
    /// The depth cap of the first step (the old cap less two).
    pub(super) cap: u16,
    /// The kept values were found under a cap that cut lines.
    pub(super) capped: bool,
    /// Nodes kept.
    pub(super) kept: usize,
}

/// What [`Search::continue_on_rails`] kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct RailsKept {
    /// Nodes of the new tree, its root included.
    pub nodes: usize,
    /// Of them, the sons whose exact values the next run may take over.
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
    /// answers it; the subtree under that pair becomes the new tree (renumbered), the
    /// position moves two plies on, the MO is formed afresh at the new root, and the next
    /// [`Search::run`] continues from the kept nodes (their exact values taken over, the
    /// rest searched again). On refusal the search is left as it was.
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
        let son = |tree: &crate::Tree, n: NodeId, m: Move| {
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
        self.tree.keep_subtree(node).apply(&mut self.info);
        let exact = self.mark_kept(shift);
        self.reset_but_tree();
        self.answered = None;
        self.rails = Some(RailsStart {
            cap: answered.cap.saturating_sub(2).max(2),
            capped: answered.capped,
            kept: self.tree.len(),
        });
        Ok(RailsKept {
            nodes: self.tree.len(),
            exact,
        })
    }

    /// Turns the kept values to the new root and marks each node: sons with exact values
    /// are reused, the rest (and the root) are searched again with their values cleared,
    /// so that the ancestor comparison (§2.4) sees only values of this run. Returns how
    /// many are reused.
    fn mark_kept(&mut self, shift: i32) -> usize {
        for i in 0..self.tree.len() {
            let n = NodeId(i as u32);
            let v = self.tree.value(n).map(|v| rebase(v, shift));
            self.tree.set_value(n, v);
            if let Some(info) = self.info.get_mut(i) {
                info.along.clear();
                info.kept = Kept::No;
            }
        }
        let mut reused = 0;
        let mut stack = vec![NodeId::ROOT];
        self.tree.set_value(NodeId::ROOT, None);
        while let Some(n) = stack.pop() {
            self.info[n.0 as usize].kept = Kept::Research;
            let sons: Vec<NodeId> = self.tree.children(n).collect();
            for c in sons {
                let info = &mut self.info[c.0 as usize];
                if info.bound == Bound::Exact && self.tree.value(c).is_some() {
                    info.kept = Kept::Reuse;
                    reused += 1;
                } else {
                    self.tree.set_value(c, None);
                    stack.push(c);
                }
            }
        }
        self.info[0].kept = Kept::No;
        reused
    }

    /// The first kept son of `n` not yet visited by this run, with its part.
    pub(super) fn next_kept(&mut self, n: NodeId) -> Option<(NodeId, Kept)> {
        let c = self
            .tree
            .children(n)
            .find(|&c| self.info[c.0 as usize].kept != Kept::No)?;
        let kept = std::mem::take(&mut self.info[c.0 as usize].kept);
        if kept == Kept::Reuse {
            self.rails_reused += 1;
        }
        Some((c, kept))
    }

    /// Deletes the kept sons of `n` this run did not visit (a cutoff stopped branching
    /// before them, or the node became a leaf), so that the final tree holds only values
    /// of this run.
    pub(super) fn drop_unvisited(&mut self, n: NodeId) {
        while let Some(c) = self
            .tree
            .children(n)
            .find(|&c| self.info[c.0 as usize].kept != Kept::No)
        {
            self.tree.delete_subtree(c).apply(&mut self.info);
        }
    }

    /// Deletes every son of `n` (a kept node searched again that became a leaf).
    pub(super) fn drop_sons(&mut self, n: NodeId) {
        if self.tree.first_child(n).is_some() {
            self.tree.delete_children(n).apply(&mut self.info);
        }
    }

    /// Takes the start of a continued run, if any (for the deepening loop), and sets the
    /// counters of this run.
    pub(super) fn take_rails(&mut self) -> Option<RailsStart> {
        let rails = self.rails.take();
        self.rails_kept = rails.map_or(0, |r| r.kept);
        self.rails_reused = 0;
        rails
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
    if v.abs() > super::MATE / 2 {
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
