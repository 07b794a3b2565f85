//! Remembered moves (ours, `docs/search.md` item 28): what the sons of each position were
//! worth, and what they cost, in the searches done so far orders the moves when the
//! position comes again — in a deeper step of the deepening, at a wider horizon, or by
//! another order of moves. Alpha-beta programs call the simplest form the hash move;
//! Pioneer searched once and had no use for it (§2.6 orders the moves within one search).
//! It changes only the order of the moves the MO offers, never which moves.
//!
//! The move tried first is
//! 1. when the ancestors' values would cut the node (§2.4), the cheapest son (fewest
//!    moves considered below it, the most any search spent on it) whose remembered value
//!    would reach that cut;
//! 2. otherwise the cheapest son that was worth the node's best value.
//!
//! At the root too: a root whose moves tie keeps answering with the one an earlier step
//! chose (measured: leaving tied root moves in the MO's order proves 2 fewer on EET and
//! chooses the key in 9 fewer, `docs/studies-log.md`).
//!
//! Once no untried son qualifies, the MO's priority (§2.6–2.8) orders the rest.

use super::Search;
use crate::columns::NodeId;
use crate::value::NodeValue;
use pioneer_rules::{Color, Ply};
use smallvec::SmallVec;

/// What one son of a remembered position was worth and cost.
#[derive(Debug, Clone, Copy)]
pub(super) struct RememberedSon {
    ply: Ply,
    value: NodeValue,
    /// Moves (and passes) considered below the son.
    work: u64,
}

/// The sons of one remembered position.
pub(super) type RememberedSons = SmallVec<[RememberedSon; 6]>;

impl Search {
    /// Remembers, with [`crate::Switches::remembered_moves`], the values and costs of the
    /// sons of `n` (the current position is `n`'s), once its branching is over.
    pub(super) fn remember(&mut self, n: NodeId) {
        if !self.cfg.switches.remembered_moves {
            return;
        }
        let key = self.game.key();
        let before = self.remembered.get(&key);
        let sons: RememberedSons = self
            .tree
            .children(n)
            .filter_map(|c| {
                let ply = self.tree.ply(c)?;
                // The most a son has cost in any search: a son searched first costs more
                // (no bound yet) than the same son searched later, so the latest cost
                // alone would swap tied sons from one step to the next.
                let earlier = before
                    .and_then(|b| b.iter().find(|s| s.ply == ply))
                    .map_or(0, |s| s.work);
                Some(RememberedSon {
                    ply,
                    value: self.tree.node_value(c)?,
                    work: self.info.get(c.0 as usize)?.work.max(earlier),
                })
            })
            .collect();
        if !sons.is_empty() {
            self.remembered.insert(key, sons);
        }
    }

    /// Puts the move the remembered sons of the current position (node `n`) choose first
    /// in `moves` (module docs).
    pub(super) fn remembered_first(&self, n: NodeId, moves: &mut [Ply]) {
        if !self.cfg.switches.remembered_moves {
            return;
        }
        let Some(sons) = self.remembered.get(&self.game.key()) else {
            return;
        };
        let untried = || sons.iter().filter(|s| moves.contains(&s.ply));
        let cheapest =
            |it: &mut dyn Iterator<Item = &RememberedSon>| it.min_by_key(|s| s.work).map(|s| s.ply);
        let white = self.game.turn() == Color::White;
        let ancestors = self.cutting_ancestors(n);
        let first = cheapest(&mut untried().filter(|s| ancestors.cuts(s.value))).or_else(|| {
            let best = sons
                .iter()
                .map(|s| s.value)
                .reduce(|a, b| if white { a.max(b) } else { a.min(b) })?;
            cheapest(&mut untried().filter(|s| s.value == best))
        });
        if let Some(ply) = first
            && let Some(i) = moves.iter().position(|&m| m == ply)
        {
            moves[..=i].rotate_right(1);
        }
    }
}
