//! The node loop (Fig. 20; §2.4–2.5, §1.10–1.11): try the moves the MO allows, go down,
//! pseudo-search when vision found trajectories too late, minimax the values coming up and
//! stop branching on the "worst result" and ancestor cutoffs.

use super::{Bound, MoSnapshot, NodeInfo, Probe, Search};
use crate::columns::NodeId;
use crate::printout::Event;
use crate::value::NodeValue;
use pioneer_rules::{Color, PieceId, Ply, Square};
use pioneer_zones::Sighting;
use smallvec::SmallVec;

/// Why branching stopped at a node (§2.4–2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// The value reached the best the side can get: the node's value is complete.
    WorstResult,
    /// An ancestor of the other colour already has a better value: the node's value is
    /// only a bound.
    Ancestor,
}

/// What the sons searched so far at a node add up to.
struct Branching {
    /// The minimax of their values.
    best: Option<NodeValue>,
    /// Whether branching was complete (no ancestor cutoff).
    complete: bool,
    /// Whether every son's value is exact.
    sons_exact: bool,
    /// The node's own bound when the ancestor comparison cut it.
    cut_bound: Bound,
}

impl Default for Branching {
    fn default() -> Self {
        Branching {
            best: None,
            complete: true,
            sons_exact: true,
            cut_bound: Bound::Exact,
        }
    }
}

/// How the search below a node ended.
pub(super) enum Outcome {
    /// With this value (minimax of the node's children, or the leaf's value).
    Value(NodeValue),
    /// A pseudo-search climbs to this depth (§1.11).
    Unwind(u16),
    /// A limit stopped the search; the best value found so far.
    Stopped(NodeValue),
}

impl Search {
    /// The search below node `n` (the current position is `n`'s).
    pub(super) fn search_node(&mut self, n: NodeId) -> Outcome {
        let depth = self.tree.depth(n);
        let mut restarts = 0u32;
        // Restarts of this node (pseudo-searches that climbed back to it).
        let floor_before = self.pseudo_floor;
        'restart: loop {
            let mark = self.memo.mark();
            let mut acc = Branching::default();
            loop {
                if self.limit_hit() {
                    return Outcome::Stopped(acc.best.unwrap_or(NodeValue::material(self.m_t)));
                }
                let next = self.next_move(n);
                let probe = next.as_ref().and_then(|c| c.probe);
                let Some(ply) = next.map(|c| c.ply) else {
                    if n == NodeId::ROOT && !self.root_all_legal && self.widens_root(&acc) {
                        // The MO gives the root no move (none allowed, with a root
                        // restriction), or only moves that lose material with the
                        // widened root: every (allowed) legal move is tried.
                        self.root_all_legal = true;
                        continue;
                    }
                    break;
                };
                match probe {
                    Some(Probe::Pass) => self.info[n.0 as usize].probed = true,
                    Some(Probe::Threats) => self.info[n.0 as usize].threats_probed = true,
                    None => {}
                }
                let child = self.tree.add_child(n, ply);
                self.info.push(NodeInfo::default());
                self.events.push(Event::Forward {
                    depth: depth + 1,
                    ply,
                });
                match ply {
                    Ply::Pass => self.passes += 1,
                    Ply::Move(_) => self.moves_considered += 1,
                }
                let work_before = self.moves_considered + self.passes;
                // Moving on rails (§2.11): the kept node of the same line, if any.
                let kept = self.kept_son(n, ply);
                let sightings = self.go_down(n, child, ply);
                self.info[child.0 as usize].kept = kept;
                let late = self.late_depth(&sightings, depth);
                let mut child_bound = Bound::Exact;
                let outcome = if let Some(t) = late {
                    self.snapshot_before_climb(depth + 1);
                    Outcome::Unwind(t)
                } else if probe == Some(Probe::Threats) {
                    self.search_threats(child)
                } else if let Some(end) = self.variation_ends() {
                    self.leaf();
                    let v = self.valued(end.value);
                    Outcome::Value(if end.tabled { v.tabled() } else { v })
                } else if let Some(v) = self.kept_value(child) {
                    self.leaf();
                    Outcome::Value(v)
                } else if let Some(v) = self.transposition() {
                    self.leaf();
                    Outcome::Value(v)
                } else {
                    let outcome = self.search_node(child);
                    // Only exact values are stored: a subtree cut by the ancestor
                    // comparison anywhere below holds a bound (§2.4).
                    if let Outcome::Value(v) = outcome
                        && self.complete
                        && self.cfg.switches.transpositions
                    {
                        self.memo.insert(self.game.key(), v, depth + 1);
                    }
                    child_bound = self.last_bound;
                    outcome
                };
                match outcome {
                    Outcome::Unwind(t) => {
                        if late.is_some() {
                            self.pseudo_searches += 1;
                            self.record_replay(t, &sightings);
                        }
                        self.go_up(None);
                        if t < depth {
                            self.pseudo_floor = floor_before;
                            return Outcome::Unwind(t);
                        }
                        // The search restarts here with the new trajectories in play.
                        self.tree.delete_children(n).apply(&mut self.info);
                        self.info[n.0 as usize].probed = false;
                        self.info[n.0 as usize].threats_probed = false;
                        self.memo.truncate(mark);
                        self.tree.set_value(n, None);
                        self.mo.erase_zones_below(depth);
                        restarts += 1;
                        let budget = u32::from(self.cfg.switches.restart_budget);
                        if budget > 0 && restarts >= budget {
                            // Out of restarts: below here, late trajectories stay in the
                            // MO but no longer send the search back up to this node.
                            self.pseudo_floor = self.pseudo_floor.max(depth + 1);
                        }
                        continue 'restart;
                    }
                    Outcome::Stopped(v) => {
                        self.go_up(Some(v.material_value()));
                        let v = if probe.is_some() {
                            NodeValue::material(self.m_t)
                        } else {
                            v
                        };
                        return Outcome::Stopped(acc.best.unwrap_or(v));
                    }
                    Outcome::Value(_) if probe.is_some() => {
                        // A probe's value is not the node's (`MoSettings::pass_probes`,
                        // `threat_probes`): the pass leaves the tree, what it revealed
                        // stays in the MO.
                        self.go_up(None);
                        self.tree.delete_subtree(child).apply(&mut self.info);
                    }
                    Outcome::Value(v) => {
                        self.info[child.0 as usize].work =
                            self.moves_considered + self.passes - work_before;
                        let moved = self.info[child.0 as usize].moved;
                        self.info[child.0 as usize].lost =
                            moved.is_some_and(|p| self.leaf_lost.contains(&p));
                        if self.leaf_end.is_some() {
                            self.info[child.0 as usize].blocked_along = self.blocked_along(child);
                        }
                        self.go_up(Some(v.material_value()));
                        if self.take_value(n, child, v, child_bound, &mut acc) {
                            break;
                        }
                    }
                }
            }
            let Branching {
                best,
                complete,
                sons_exact,
                cut_bound,
            } = acc;
            self.last_bound = if sons_exact {
                if complete { Bound::Exact } else { cut_bound }
            } else {
                self.combined_bound(n, best, complete)
            };
            self.complete = self.last_bound == Bound::Exact;
            self.info[n.0 as usize].bound = self.last_bound;
            self.pseudo_floor = floor_before;
            self.remember(n);
            let v = match best {
                // The kings' race of the position itself (`search/kings_race.rs`).
                Some(b) if n != NodeId::ROOT => self.own_race(b),
                Some(b) => b,
                None => {
                    self.leaf();
                    self.valued(self.leaf_value())
                }
            };
            return Outcome::Value(v);
        }
    }

    /// Whether the root, its MO moves exhausted with `acc` their minimax, goes on with
    /// every legal move: when the MO offered none (with [`crate::MoSettings::checks`] or
    /// a root restriction), always with [`crate::Switches::whole_root`], with
    /// [`crate::Switches::widened_root`] when every move it
    /// offered loses material, and with [`crate::Switches::mate_tables`] when the root is
    /// of the tables' class.
    fn widens_root(&self, acc: &Branching) -> bool {
        if self.game.legal_moves().is_empty() {
            return false;
        }
        let none_tried = self.tree.children(NodeId::ROOT).next().is_none();
        if none_tried && (self.cfg.switches.mo.checks || self.root_moves.is_some()) {
            return true;
        }
        // With the mate tables, a root of their class tries every move: the MO's moves
        // are the zones' and the mate may need a king move that no zone offers.
        // So does a root where only kings move, with the kings' race: its move may be one
        // no zone offers (`search/kings_race.rs`).
        let tabled = self.table_verdict().is_some() || self.in_kings_race();
        tabled
            || self.cfg.switches.whole_root
            || self.cfg.switches.widened_root
                && acc
                    .best
                    .is_some_and(|b| self.loses_material(b.material_value()))
    }

    /// A son's value `v` reaches node `n` (the current position is `n`'s): recorded with
    /// its bound kind, minimaxed into `acc`, then the cutoffs (§2.4–2.5). `true` when
    /// branching stops.
    fn take_value(
        &mut self,
        n: NodeId,
        child: NodeId,
        v: NodeValue,
        child_bound: Bound,
        acc: &mut Branching,
    ) -> bool {
        self.tree.set_value(child, Some(v));
        self.info[child.0 as usize].bound = child_bound;
        acc.sons_exact &= child_bound == Bound::Exact;
        let white = self.game.turn() == Color::White;
        let best = match acc.best {
            None => v,
            Some(b) if white => b.max(v),
            Some(b) => b.min(v),
        };
        acc.best = Some(best);
        self.tree.set_value(n, Some(best));
        let Some(cut) = self.cut(n, v, best) else {
            return false;
        };
        acc.complete = cut == Cut::WorstResult;
        if !acc.complete {
            acc.cut_bound = if white { Bound::Lower } else { Bound::Upper };
        }
        true
    }

    /// What a node's value `best` is when some of its sons' values are bounds (§2.4): at a
    /// White node (the maximum) the value is at least `best` when a son worth `best` is
    /// exact or a lower bound, and at most `best` when every son is exact or an upper bound
    /// and the node's own branching was complete; Black's node the other way round. Both
    /// make it exact; neither, `Inexact`. This is how alpha-beta's values keep their
    /// meaning: a son cut in the direction that cannot change its parent's choice leaves
    /// the parent exact.
    fn combined_bound(&self, n: NodeId, best: Option<NodeValue>, complete: bool) -> Bound {
        let Some(best) = best else {
            return Bound::Exact;
        };
        let white = self.game.turn() == Color::White;
        let (toward, away) = Bound::toward_and_away(white);
        let mut reaches = false; // a son worth `best` is exact or bounded toward the parent's choice
        let mut within = complete; // no son can be better than its value says
        for c in self.tree.children(n) {
            let (Some(v), Some(info)) = (self.tree.node_value(c), self.info.get(c.0 as usize))
            else {
                continue;
            };
            let b = info.bound;
            if v == best && (b == Bound::Exact || b == toward) {
                reaches = true;
            }
            if !(b == Bound::Exact || b == away) {
                within = false;
            }
        }
        match (reaches, within) {
            (true, true) => Bound::Exact,
            (true, false) => toward,
            (false, true) => away,
            (false, false) => Bound::Inexact,
        }
    }

    /// The cutoffs after a value `v` reached node `n` whose value is now `best` (§2.4–2.5):
    /// the worst-result pruning on material (`m_t` and the stakes), the ancestor
    /// comparison on the whole value ([`NodeValue`]: material, then the positional score
    /// when [`crate::Switches::positional_values`] is on).
    fn cut(&self, n: NodeId, v: NodeValue, best: NodeValue) -> Option<Cut> {
        let v = v.material_value();
        let white = self.game.turn() == Color::White;
        let sw = &self.cfg.switches;
        // With the proof at the root, the root tries every move the MO offers.
        let proof_root = sw.root_proof && n == NodeId::ROOT;
        if sw.worst_result_pruning && !proof_root {
            let stakes = self.mo.stakes(&self.game);
            if (white && v >= self.m_t + stakes.black) || (!white && v <= self.m_t - stakes.white) {
                return Some(Cut::WorstResult);
            }
        }
        if self.ancestor_cuts(n, best) {
            return Some(Cut::Ancestor);
        }
        None
    }

    /// Whether a value `best` at node `n` (the current position is `n`'s) is cut by the
    /// ancestor comparison (§2.4): an ancestor of the other colour already has a value as
    /// good for its side.
    pub(super) fn ancestor_cuts(&self, n: NodeId, best: NodeValue) -> bool {
        self.cutting_ancestors(n).cuts(best)
    }

    /// The values of `n`'s ancestors that may cut it (§2.4), read once for testing
    /// several values (none with [`crate::Switches::ancestor_cutoff`] off).
    pub(super) fn cutting_ancestors(&self, n: NodeId) -> AncestorValues {
        let sw = &self.cfg.switches;
        let mut values = SmallVec::new();
        if sw.ancestor_cutoff {
            // Ancestors of the other colour lie at odd distances above `n`.
            let path = self.tree.path(n);
            for &a in path.iter().rev().skip(1).step_by(2) {
                if let Some(m2) = self.tree.node_value(a) {
                    // Against the root with the proof at the root, only a strictly
                    // better value cuts: an equal one must be searched out (a tie proves
                    // nothing).
                    values.push((m2, sw.root_proof && a == NodeId::ROOT));
                }
            }
        }
        AncestorValues {
            white: self.game.turn() == Color::White,
            values,
        }
    }

    /// Since which depth `piece` has stood on `sq` in the current variation (§1.11).
    fn since(&self, piece: PieceId, sq: Square) -> u16 {
        for (i, f) in self.frames.iter().enumerate().rev() {
            if f.moved == Some(piece) {
                return if f.to == sq { i as u16 + 1 } else { 0 };
            }
        }
        0
    }

    /// The depth a pseudo-search climbs to (§1.10–1.11) for `sightings`, found by a move
    /// from a node at `depth`: at most that depth and not above the pseudo-search floor;
    /// `None` without [`crate::Switches::pseudo_search`] or when nothing is late.
    pub(super) fn late_depth(&self, sightings: &[Sighting], depth: u16) -> Option<u16> {
        if !self.cfg.switches.pseudo_search {
            return None;
        }
        self.mo
            .rollback_depth(sightings, |p, sq| self.since(p, sq))
            .filter(|&t| t <= depth && t >= self.pseudo_floor)
    }

    /// Keeps the game and the MO at `depth` before a pseudo-search climbs from there, when
    /// snapshots are asked for (the MO's pictures).
    pub(super) fn snapshot_before_climb(&mut self, depth: u16) {
        if let Some(snaps) = self.snapshots.as_mut() {
            snaps.push(MoSnapshot {
                depth,
                event_index: self.events.len(),
                game: self.game.clone(),
                mo: self.mo.clone(),
            });
        }
    }

    /// Before a pseudo-search climbs to depth `t` (spec §4.5, §5): the bundles just
    /// found come first after the climb, and the attacked piece's movement since `t` is
    /// kept to be repeated.
    pub(super) fn record_replay(&mut self, t: u16, sightings: &[Sighting]) {
        self.newest = sightings.iter().map(|s| s.bundle).collect();
        let Some(last) = self.frames.last() else {
            return;
        };
        let Some(attacked) = last.moved else { return };
        self.replay = self.frames[t as usize..]
            .iter()
            .filter(|f| f.moved == Some(attacked))
            .map(|f| (attacked, f.from, f.to))
            .collect();
    }
}

/// The values of a node's ancestors of the other colour, each with whether only a
/// strictly better value cuts against it ([`Search::cutting_ancestors`]).
pub(super) struct AncestorValues {
    /// The side to move at the node is White.
    white: bool,
    values: SmallVec<[(NodeValue, bool); 8]>,
}

impl AncestorValues {
    /// Whether the node's value `best` reaches one of the ancestors' (§2.4).
    pub(super) fn cuts(&self, best: NodeValue) -> bool {
        let white = self.white;
        self.values.iter().any(|&(m2, strict)| {
            if strict {
                (white && m2 < best) || (!white && m2 > best)
            } else {
                (white && m2 <= best) || (!white && m2 >= best)
            }
        })
    }
}
