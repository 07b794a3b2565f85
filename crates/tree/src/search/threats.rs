//! Threat probes ([`crate::MoSettings::threat_probes`], ours: `docs/search.md` item 45):
//! the pseudo-move before the enemy's captures (seed 003: "the capture by (−) is
//! preceded by a pseudo-move that reveals the (+) supports"; spec §6).
//!
//! Vision runs after a move (§1.8), so a side learns what it has onto a square only once
//! the enemy has taken there. When an enemy zone's root piece stands one move from the
//! piece it attacks, the side to move makes, before its first move at the node, a pass
//! and then each such capture, one half-move each: vision after the capture finds the
//! side's trajectories onto the taken piece's square, and what is found late sends the
//! pseudo-search back (§1.10–1.11), so that the node is searched again with them in play.
//! The probe's lines are not searched further and leave the tree.

use super::{NodeInfo, Search, node::Outcome};
use crate::columns::NodeId;
use crate::printout::Event;
use crate::value::NodeValue;
use pioneer_rules::{Color, Ply, Position, Square};
use smallvec::SmallVec;

impl Search {
    /// Whether the side to move at `n` probes the enemy's threats before its first move
    /// there: the switch is on, `n` is below the root, nothing was tried or probed at
    /// `n` since its last restart, the side may pass (not in check), and an enemy zone's
    /// root piece can take one of its pieces at once.
    pub(super) fn threat_probe_due(&self, n: NodeId) -> bool {
        self.cfg.switches.mo.threat_probes
            && n != NodeId::ROOT
            && !self.info[n.0 as usize].threats_probed
            && self.tree.children(n).next().is_none()
            && self.game.can_pass()
            && !self.threat_captures(!self.game.turn()).is_empty()
    }

    /// The captures `attacker`'s zones threaten at once: for each live zone of that
    /// colour whose root piece stands one move from the end of its root bundle, on which
    /// an enemy piece stands, the root piece's square and that end.
    fn threat_captures(&self, attacker: Color) -> SmallVec<[(Square, Square); 4]> {
        let board = self.game.position().board();
        let mut out = SmallVec::new();
        for z in self.mo.live_zones(&self.game) {
            if !self.mo.has_target(z) || self.mo.zone_color(z, &self.game) != attacker {
                continue;
            }
            let c = self.mo.cell(z);
            let Some(from) = self.game.square_of(c.piece) else {
                continue;
            };
            if board.color_at(c.ak) == Some(!attacker)
                && self.mo.remaining(z, from) == Some(1)
                && !out.contains(&(from, c.ak))
            {
                out.push((from, c.ak));
            }
        }
        out
    }

    /// Below the probe's pass at `n` (the enemy to move): each threatened capture that is
    /// legal, one half-move with its vision, taken back at once. A late sighting climbs
    /// as in the node loop; otherwise the value (not counted) is `m_t`.
    pub(super) fn search_threats(&mut self, n: NodeId) -> Outcome {
        let depth = self.tree.depth(n);
        // Read again below the pass, not carried from `threat_probe_due`: a zone's time
        // counts the pass's half-move, so a threat live at the node may be over where the
        // enemy would take (carried from the node instead, 151 of the three sets' 156
        // searches change at 10 000 moves and 20 are proven against 22).
        let threats = self.threat_captures(self.game.turn());
        let moves: SmallVec<[_; 4]> = self
            .game
            .legal_moves()
            .into_iter()
            .filter(|m| m.is_capture() && m.from().is_some_and(|f| threats.contains(&(f, m.to()))))
            .collect();
        for m in moves {
            if self.limit_hit() {
                return Outcome::Stopped(NodeValue::material(self.m_t));
            }
            let ply = Ply::Move(m);
            let child = self.tree.add_child(n, ply);
            self.info.push(NodeInfo::default());
            self.events.push(Event::Forward {
                depth: depth + 1,
                ply,
            });
            self.moves_considered += 1;
            let sightings = self.go_down(n, child, ply);
            if let Some(t) = self.late_depth(&sightings, depth) {
                self.snapshot_before_climb(depth + 1);
                self.pseudo_searches += 1;
                self.record_replay(t, &sightings);
                self.go_up(None);
                return Outcome::Unwind(t);
            }
            self.go_up(None);
        }
        Outcome::Value(NodeValue::material(self.m_t))
    }
}
