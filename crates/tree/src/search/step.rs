//! One step down and up the tree (Fig. 20, right and left halves; §1.8–1.9, §1.12–1.17):
//! make the move, recount `T_x`, thaw what arrives on its a0, record the visit, freeze by
//! loss of connection, vision (with the correction of §1.9) and the zones formed during
//! search (spec §8); going up, the exact inverse.

use super::{Frame, NodeInfo, Search};
use crate::columns::NodeId;
use crate::formation::{Formation, watch_promotions};
use crate::printout::Event;
use pioneer_rules::{Color, Game, Move, PieceId, Ply, Position, Role, Square, value};
use pioneer_zones::{ArrivalRecord, CellId, FoundBelow, Lookout, Sighting, mo::Cells};

impl Search {
    /// Going down (Fig. 20, right half).
    pub(super) fn go_down(&mut self, parent: NodeId, child: NodeId, ply: Ply) -> Vec<Sighting> {
        let depth = self.depth() + 1;
        let mt_before = self.m_t;
        let (moved, from, to) = match ply {
            Ply::Move(m) => (
                m.from().and_then(|f| self.game.piece_at(f)),
                m.from().unwrap_or(m.to()),
                m.to(),
            ),
            Ply::Pass => (None, Square::A1, Square::A1),
        };
        let along = match moved {
            Some(p) => self.mo.along(p, from, to),
            None => Cells::new(),
        };
        if let Ply::Move(m) = ply {
            self.m_t += material_change(&self.game, m);
        }
        // The capture that ends a kings' race played out: the zones take over from here
        // with a whole horizon of their own (lifted in `go_up`).
        let race_capture = self.cfg.switches.race_clock
            && self.mo.clock_restart().is_none()
            && matches!(ply, Ply::Move(m) if m.is_capture())
            && self.race_played().is_some();
        self.game.make(&ply);
        if race_capture {
            self.mo.set_clock_restart(Some(depth));
        }
        if self.cfg.switches.mo.race_check_clock
            && self.mo.root_clock_from().is_none()
            && matches!(ply, Ply::Move(m) if m.is_promotion())
            && self.game.position().is_check()
        {
            // The race in check on the root clock: zones formed from here on end within
            // the horizon from the root (lifted in `go_up`).
            self.mo.set_root_clock_from(Some(depth));
        }
        self.frames.push(Frame {
            node: child,
            ply,
            moved,
            from,
            to,
            along: along.clone(),
            arrival: ArrivalRecord::nothing_thawed(self.mo.serial()),
            mt_before,
        });
        let mut sightings = Vec::new();
        if let Some(p) = moved {
            self.mo.recount(&along, 1);
            if self.cfg.switches.a0_freeze {
                let arrival = self.mo.thaw_arrived(p, to);
                if let Some(f) = self.frames.last_mut() {
                    f.arrival = arrival;
                }
            }
            for &b in &along {
                let c = self.mo.attach_copy(b, to);
                self.mo.set_ban_node(c, parent.0);
            }
            if self.cfg.switches.connection_freeze {
                self.mo.freeze_connection(p, from, to, &along, depth);
            }
            sightings = self
                .mo
                .vision(&self.game, p, from, to, &along, self.cfg.switches.vision);
            if self.cfg.switches.vision_correction && !along.is_empty() {
                let extra = self.vision_correction(p, from, to, &along);
                sightings.extend(extra);
            }
            if self.cfg.switches.mo.zones_in_search {
                // A new attack (or promotion path) of the moved piece within the horizon
                // becomes a zone included at this depth (spec §8).
                let f = Formation::of(&self.cfg);
                f.form_zones_of(&mut self.mo, &self.game, to, depth);
                if self.cfg.switches.mo.opened_promotions {
                    // The squares the move left: its from square and, en passant, the
                    // square of the pawn it took.
                    f.form_promotion_zones_through(&mut self.mo, &self.game, from, depth);
                    // The square of a piece taken: en passant the taken pawn's; with
                    // `opened_by_captures` any capture's `to`, where a route the taken
                    // piece blocked may now be blocked only by the capturer (open with
                    // deblockade).
                    let taken = match ply {
                        Ply::Move(m) if m.is_en_passant() => {
                            Some(Square::from_coords(to.file(), from.rank()))
                        }
                        Ply::Move(m)
                            if m.is_capture() && self.cfg.switches.mo.opened_by_captures =>
                        {
                            Some(to)
                        }
                        _ => None,
                    };
                    if let Some(taken) = taken {
                        f.form_promotion_zones_through(&mut self.mo, &self.game, taken, depth);
                    }
                }
                if self.cfg.switches.mo.attacks_on_mover
                    || matches!(ply, Ply::Move(m) if m.is_promotion())
                {
                    f.form_zones_onto(&mut self.mo, &self.game, to, depth);
                }
                if self.cfg.switches.mo.promotion_watch {
                    watch_promotions(&mut self.mo, &self.game);
                }
            }
        }
        self.info[child.0 as usize] = NodeInfo {
            moved,
            along,
            lost: false,
            blocked_along: Cells::new(),
            bound: super::Bound::Exact,
            kept: None,
            work: 0,
            defends_mate: false,
            empty_turn: false,
            probed: false,
            threats_probed: false,
        };
        sightings
    }

    /// Going up (Fig. 20, left half). `value` is printed beside the move, `None` as 500.
    pub(super) fn go_up(&mut self, value: Option<i32>) {
        let depth = self.depth();
        let Some(f) = self.frames.pop() else { return };
        if self.mo.root_clock_from() == Some(depth) {
            self.mo.set_root_clock_from(None);
        }
        if self.mo.clock_restart() == Some(depth) {
            self.mo.set_clock_restart(None);
        }
        self.events.push(Event::Back {
            depth,
            ply: f.ply,
            value,
        });
        self.game.unmake();
        self.m_t = f.mt_before;
        // Zones included below this node cease to exist (§1.11).
        self.mo.erase_zones_below(depth - 1);
        if let Some(p) = f.moved {
            if self.cfg.switches.connection_freeze {
                self.mo.thaw(depth);
            }
            self.mo.recount(&f.along, -1);
            if self.cfg.switches.a0_freeze {
                self.mo.freeze_left_a0(
                    p,
                    f.to,
                    &f.arrival,
                    true,
                    if self.cfg.switches.forget_found_bundles {
                        FoundBelow::Forget
                    } else {
                        FoundBelow::Freeze
                    },
                );
            }
        }
    }

    /// The vision correction of §1.9: climb to the zone's inclusion depth (positions and
    /// `T_x` only), look onto Y from there, and come down again looking from every square
    /// a piece moves to.
    fn vision_correction(
        &mut self,
        moved: PieceId,
        from: Square,
        to: Square,
        along: &[CellId],
    ) -> Vec<Sighting> {
        let zone = self.mo.zone_of(along[0]);
        let incl = self.mo.inclusion_depth(zone) as usize;
        let limits = self.mo.vision_limits(to, along);
        let Some(&lim) = limits.first() else {
            return Vec::new();
        };
        let betas = if self.cfg.switches.vision.blockades {
            self.mo.betas_of_step(lim.parent, from, to)
        } else {
            pioneer_rules::Bitboard::EMPTY
        };
        let mut plies: Vec<(Ply, Cells, Option<PieceId>)> = Vec::new();
        for f in self.frames[incl..].iter().rev() {
            self.game.unmake();
            self.mo.recount(&f.along, -1);
            plies.push((f.ply, f.along.clone(), f.moved));
        }
        let settings = self.cfg.switches.vision;
        let look = Lookout {
            moved,
            to,
            betas,
            limits: lim,
        };
        let mut found = self.mo.see(&self.game, look, None, settings);
        for (ply, along_i, moved_i) in plies.into_iter().rev() {
            self.game.make(&ply);
            self.mo.recount(&along_i, 1);
            if let Some(q) = moved_i.filter(|&q| q != moved) {
                found.extend(self.mo.see(&self.game, look, Some(q), settings));
            }
        }
        found
    }
}

/// The change of `m_t` a move brings: the value of what it takes (+ for White's gain) and
/// of a promotion (queen − pawn and the like).
pub(super) fn material_change(game: &Game, m: Move) -> i32 {
    let sign = match game.turn() {
        Color::White => 1,
        Color::Black => -1,
    };
    let taken = m.capture().map_or(0, value);
    let promoted = m.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    sign * (taken + promoted)
}
