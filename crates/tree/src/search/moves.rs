//! Move generation in the MO (§2.6–2.10): which moves a node may try and in what order —
//! captures, moves along the zones' bundles (with the forkness priority and the
//! lengthening of fork trajectories), deblockades and retreats (made in `deblockade.rs`),
//! the pass — under the bundle branching ban (judged in `ban.rs`).

use super::forks::{Forks, Step};
use super::{Candidate, Probe, Search};
use crate::columns::NodeId;
use pioneer_rules::{Color, Move, PieceSet, Ply, Position, Role, Square, value};
use pioneer_zones::{CellId, TraceKind, mo::Cells};
use rustc_hash::FxHashSet;
use smallvec::SmallVec;

/// The order of quiet moves (§2.6–2.8), smallest first: newest bundle, repeat of the
/// attacked piece's movement, length left, forkness (negated), α1 index, a0 index.
type QuietKey = (u8, u8, usize, i32, usize, usize);

impl Search {
    /// The next move to try at `n`, in Pioneer's priority order (§2.6–2.8), or `None`.
    pub(super) fn next_move(&mut self, n: NodeId) -> Option<Candidate> {
        if self.threat_probe_due(n) {
            return Some(Candidate {
                ply: Ply::Pass,
                probe: Some(Probe::Threats),
            });
        }
        self.probe_pass = false;
        let mut moves = self.candidates(n);
        self.remembered_first(n, &mut moves);
        let probe = self.probe_pass;
        moves.into_iter().next().map(|ply| Candidate {
            ply,
            probe: (probe && ply == Ply::Pass).then_some(Probe::Pass),
        })
    }

    /// Every move not yet tried at `n` that the MO allows, in priority order (§2.6–2.8):
    /// captures (300·m1 − m2), moves along trajectories (newest bundle, repeat of the
    /// attacked piece's movement, length left, forkness of α1, α1 index), deblockades and
    /// retreats (§2.9, when switched on), and last a pass.
    ///
    /// With a root restriction ([`Search::set_root_moves`]) the root keeps only the allowed
    /// moves; once the MO has offered none of them, it tries the allowed legal moves.
    pub(super) fn candidates(&mut self, n: NodeId) -> Vec<Ply> {
        if n != NodeId::ROOT {
            return self.mo_candidates(n);
        }
        let Some(allowed) = self.root_moves.clone() else {
            return self.mo_candidates(n);
        };
        let keep = |p: &Ply| matches!(p, Ply::Move(m) if allowed.contains(m));
        if self.root_all_legal {
            let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
            let mut out: Vec<Ply> = self.every_legal_move(&tried);
            out.retain(keep);
            // every_legal_move leaves out the minor underpromotions: an allowed one is
            // tried last.
            let legal = self.game.legal_moves();
            for m in &allowed {
                let p = Ply::Move(*m);
                if legal.contains(m) && !tried.contains(&p) && !out.contains(&p) {
                    out.push(p);
                }
            }
            return out;
        }
        let mut out = self.mo_candidates(n);
        out.retain(keep);
        out
    }

    /// [`Search::candidates`] without the root restriction: the kings' race's moves where
    /// it is played out ([`crate::Switches::kings_race_played`], `kings_race.rs`), the
    /// stalemate resource's
    /// moves ([`crate::MoSettings::stalemate_resource`], `stalemate.rs`), the replies of
    /// an open race ([`crate::MoSettings::race_goes_on`], `race.rs`), the promotions at
    /// hand ([`crate::MoSettings::promotion_at_hand`], `at_hand.rs`), the MO's moves,
    /// the other pieces its promotions may give ([`crate::MoSettings::underpromotions`],
    /// `promotions.rs`), and once they are all tried and each of them was mated, every
    /// other legal move ([`crate::MoSettings::mate_defence`], `mate_defence.rs`); where
    /// the MO gives nothing at all, the empty turn's ([`crate::MoSettings::empty_turn`],
    /// `empty_turn.rs`); after all of them, the defender's holds below a race's root
    /// ([`crate::Switches::race_hold`], `kings_race.rs`).
    fn mo_candidates(&mut self, n: NodeId) -> Vec<Ply> {
        // The kings' game here below a race's root, read once (`kings_race.rs`).
        let race_here = self.race_here();
        // The kings' race played out (`kings_race.rs`): its moves, not the zones'.
        if let Some(moves) = self.race_moves(n, race_here.as_ref()) {
            return moves;
        }
        // The side behind below a race's root (`kings_race.rs`): every legal move.
        if let Some(moves) = self.behind_moves(n) {
            return moves;
        }
        let zones = self.zone_candidates(n);
        // The stalemate resource's checks and offers first (`stalemate.rs`).
        let mut out = self.desperado_moves(n);
        // The replies an open race waits for (`race.rs`) come before the zones' moves.
        // So do the promotions at hand (`at_hand.rs`).
        let replies = self.race_replies(n, &zones);
        let at_hand = self.at_hand_moves(n, &zones);
        for p in replies.into_iter().chain(at_hand).chain(zones) {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        out.extend(self.underpromotions(n, &out));
        if out.is_empty() {
            let defence = self.mate_defence(n);
            out = if defence.is_empty() {
                self.empty_turn_moves(n)
            } else {
                defence
            };
        }
        // The defender's holds below a race's root (`kings_race.rs`), after the rest and
        // where there is nothing else.
        for p in self.hold_moves(n, race_here.as_ref()) {
            if !out.contains(&p) {
                out.push(p);
            }
        }
        // A draw by repetition the side may claim (`repetition_claims.rs`), last.
        let claims = self.repetition_claims(n, &out);
        out.extend(claims);
        out
    }

    /// The moves the zones give the side to move at `n` (§2.6–2.10), not yet tried.
    fn zone_candidates(&mut self, n: NodeId) -> Vec<Ply> {
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        let checks = self.cfg.switches.mo.checks;
        if n == NodeId::ROOT && self.root_all_legal {
            return self.every_root_move(&tried);
        }
        if checks && self.game.position().is_check() {
            return self.every_legal_move(&tried);
        }
        // The piece that just moved may always be taken (its attackers at length one).
        let mover = if checks {
            self.last_mover_square()
        } else {
            None
        };
        let side = self.game.turn();
        let live = self.mo.live_zones(&self.game);
        // A checkmate is the capture of the king: it comes before every other capture.
        let mut out: Vec<Ply> = if checks {
            self.mating_moves(&tried)
        } else {
            Vec::new()
        };
        if !live.iter().any(|&z| self.mo.has_target(z)) {
            if let Some(to) = mover {
                for p in self.every_legal_move(&tried) {
                    if matches!(p, Ply::Move(m) if m.is_capture() && m.to() == to)
                        && !out.contains(&p)
                    {
                        out.push(p);
                    }
                }
            }
            return out;
        }
        let legal = self.game.legal_moves();
        // 1. Captures, best first: 300·m1 − m2 (§2.6.1), by pieces of the live zones.
        let zone_pieces = self.mo.zone_pieces(&live);
        let mut captures: Vec<((i32, usize, usize), Move)> = Vec::new();
        for m in legal.iter().filter(|m| m.is_capture()) {
            if tried.contains(&Ply::Move(*m)) {
                continue;
            }
            let Some(p) = m.from().and_then(|f| self.game.piece_at(f)) else {
                continue;
            };
            if !zone_pieces.contains(p) && mover != Some(m.to()) {
                continue;
            }
            let m1 = m.capture().map_or(0, value);
            let m2 = value(m.role());
            let key = (
                -(300 * m1 - m2),
                m.from().map_or(0, Square::to_usize),
                m.to().to_usize(),
            );
            captures.push((key, *m));
        }
        captures.sort_by_key(|c| c.0);
        for (_, m) in captures {
            if !out.contains(&Ply::Move(m)) {
                out.push(Ply::Move(m));
            }
        }
        // 2–4. Moves along the trajectories of the live zones.
        let mut quiet: Vec<(QuietKey, Move)> = Vec::new();
        // The bundles through each piece's square, read once per call.
        let mut forks = Forks::default();
        for &z in &live {
            if !self.mo.has_target(z) {
                continue;
            }
            let plus = self.mo.zone_color(z, &self.game);
            let bundles: Cells = if plus == side {
                let mut own: Cells = smallvec::smallvec![z];
                if self.cfg.switches.mo.promotion_watch
                    && self.mo.cell(z).zone_type == pioneer_zones::ZoneType::Promotion
                {
                    // Supporters of the pawn move along their trajectories (spec §8.1).
                    own.extend(
                        self.mo
                            .negations_iter(z)
                            .filter(|&b| self.may_move_along(b, side)),
                    );
                }
                own
            } else {
                self.mo
                    .negations_iter(z)
                    .filter(|&b| self.may_move_along(b, side))
                    .collect()
            };
            // Clear routes: a supporter keeps off the pawn's route (`support.rs`).
            let route = self.route_to_keep_clear(z, plus == side);
            for b in bundles {
                let start = quiet.len();
                self.bundle_moves(n, b, &tried, &legal, &mut quiet, &mut forks);
                if b != z && !route.is_empty() {
                    let steps = quiet.split_off(start);
                    quiet.extend(steps.into_iter().filter(|q| !route.contains(&q.1.to())));
                }
            }
        }
        quiet.sort_by_key(|q| q.0);
        // Appendix 2's priority among moves of equal rank (the α1 and a0 indexes only
        // break ties).
        self.prefer_positional(&mut quiet, |a, b| {
            (a.0, a.1, a.2, a.3) == (b.0, b.1, b.2, b.3)
        });
        let mut seen: FxHashSet<Ply> = out.iter().copied().collect();
        for (_, m) in quiet {
            if seen.insert(Ply::Move(m)) {
                out.push(Ply::Move(m));
            }
        }
        // §2.9: deblockade and retreat.
        if self.cfg.switches.deblockade {
            for m in self.deblockade_moves(n, &live, &legal) {
                if !tried.contains(&Ply::Move(m)) && seen.insert(Ply::Move(m)) {
                    out.push(Ply::Move(m));
                }
            }
        }
        if self.cfg.switches.retreat {
            for m in self.retreat_moves(n, &live, &legal) {
                if !tried.contains(&Ply::Move(m)) && seen.insert(Ply::Move(m)) {
                    out.push(Ply::Move(m));
                }
            }
        }
        // 5. A pass for a side that is (−) in a live zone (spec §5.4), never right after
        //    the other side passed (two passes in a row change nothing: docs/search.md);
        //    with declining, also for a side whose moves are all tried and none keeps its
        //    material (a pass right after a pass then ends the line: `variation_ends`).
        let after_pass = self.frames.last().is_some_and(|f| f.ply == Ply::Pass);
        let defending = live
            .iter()
            .any(|&z| self.mo.has_target(z) && self.mo.zone_color(z, &self.game) != side);
        let attacking = live
            .iter()
            .any(|&z| self.mo.has_target(z) && self.mo.zone_color(z, &self.game) == side);
        let ordinary =
            !after_pass && defending && !(self.cfg.switches.mo.pass_only_defending && attacking);
        let declining = out.is_empty() && self.declines(n);
        // A pass stands for a move elsewhere: with spare passes, a side whose every legal
        // move belongs to the zones is in zugzwang and has only those moves; with pass
        // probes the pass it does not have is still searched once, for the trajectories
        // it reveals (its value does not count: `search/node.rs`).
        let pass = (self.cfg.switches.passes
            && !tried.contains(&Ply::Pass)
            && self.game.can_pass()
            && (ordinary || declining))
            .then(|| {
                self.cfg.switches.mo.spare_passes
                    && !self.has_spare_move(&live, &out, &tried, &legal)
            })
            .filter(|&probe| !probe || self.may_probe(n));
        if let Some(probe) = pass {
            self.probe_pass = probe;
            out.push(Ply::Pass);
        } else if self.cfg.switches.mo.waiting_moves
            && self.every_move_loses(n)
            && live
                .iter()
                .any(|&z| self.mo.has_target(z) && self.mo.zone_color(z, &self.game) == side)
            && let Some(m) = self.waiting_move(&live, &legal)
            && !tried.contains(&Ply::Move(m))
            && seen.insert(Ply::Move(m))
        {
            out.push(Ply::Move(m));
        }
        out
    }

    /// Whether the side to move at `n` may probe the pass it has no spare move for: once
    /// per node and restart, below the root, with [`crate::MoSettings::pass_probes`].
    fn may_probe(&self, n: NodeId) -> bool {
        self.cfg.switches.mo.pass_probes && n != NodeId::ROOT && !self.info[n.0 as usize].probed
    }

    /// Whether the side to move has a spare move ([`crate::MoSettings::spare_passes`]):
    /// a legal move of a piece that is neither a live zone's root piece or target nor has
    /// a move in the MO at this node (`out`, `tried`) — the move elsewhere that a pass
    /// stands for.
    fn has_spare_move(&self, live: &[CellId], out: &[Ply], tried: &[Ply], legal: &[Move]) -> bool {
        let mut busy = self.roots_and_targets(live);
        for p in out.iter().chain(tried) {
            if let Ply::Move(m) = p
                && let Some(piece) = m.from().and_then(|f| self.game.piece_at(f))
            {
                busy.insert(piece);
            }
        }
        legal.iter().any(|m| {
            m.from()
                .and_then(|f| self.game.piece_at(f))
                .is_some_and(|p| !busy.contains(p))
        })
    }

    /// The root pieces and targets of the live zones `live`: the pieces neither a waiting
    /// move nor a spare move may be made with.
    fn roots_and_targets(&self, live: &[CellId]) -> PieceSet {
        let mut out = PieceSet::new();
        for &z in live {
            let c = self.mo.cell(z);
            out.insert(c.piece);
            out.extend(c.attacked);
        }
        out
    }

    /// Whether the side to move at `n` declines ([`crate::MoSettings::decline`], ours):
    /// not at the root, and every move it tried there loses material (its best value is
    /// below `m_t`) or it had none to try. Called once its MO moves are all tried.
    fn declines(&self, n: NodeId) -> bool {
        if !self.cfg.switches.mo.decline || n == NodeId::ROOT {
            return false;
        }
        self.tree.value(n).is_none_or(|v| self.loses_material(v))
    }

    /// Whether the value `v` is below `m_t` for the side to move (it lost material).
    pub(super) fn loses_material(&self, v: i32) -> bool {
        match self.game.turn() {
            pioneer_rules::Color::White => v < self.m_t,
            pioneer_rules::Color::Black => v > self.m_t,
        }
    }

    /// Whether the moves tried at `n` so far all lose material for the side to move (its
    /// best value is below `m_t`): only then is a waiting move worth trying
    /// ([`crate::MoSettings::waiting_moves`]).
    fn every_move_loses(&self, n: NodeId) -> bool {
        // Once per line and side: a quiet move along no bundle by a piece (not a pawn) of
        // the side to move earlier in the line was its wait.
        let waited = self.frames.iter().rev().skip(1).step_by(2).any(|f| {
            f.along.is_empty()
                && matches!(f.ply, Ply::Move(m) if !m.is_capture() && m.role() != Role::Pawn)
        });
        !waited && self.tree.value(n).is_some_and(|v| self.loses_material(v))
    }

    /// The waiting move of the side to move ([`crate::MoSettings::waiting_moves`], ours):
    /// the first legal quiet move, by from and to square, of a piece other than a pawn
    /// that is neither the attacking piece nor the target of a live zone (it may have
    /// other trajectories: they are not what the zones are about), gives no check and goes
    /// onto a square the enemy does not attack.
    fn waiting_move(&self, live: &[CellId], legal: &[Move]) -> Option<Move> {
        let zone_pieces = self.roots_and_targets(live);
        let pos = self.game.position();
        let board = pos.board();
        let enemy = !pos.turn();
        let occupied = board.occupied();
        legal
            .iter()
            .filter(|m| !m.is_capture() && !m.is_promotion() && m.role() != Role::Pawn)
            .filter(|m| !m.is_castle())
            .filter(|m| {
                m.from()
                    .and_then(|f| self.game.piece_at(f))
                    .is_some_and(|p| !zone_pieces.contains(p))
            })
            .filter(|m| {
                let from = m.from().map_or(occupied, |f| occupied.without(f));
                board.attacks_to(m.to(), enemy, from).is_empty()
            })
            .filter(|m| !pioneer_rules::gives_check(pos, **m))
            .min_by_key(|m| (m.from().map_or(0, Square::to_usize), m.to().to_usize()))
            .copied()
    }

    /// Whether bundle `b` is `side`'s and may give a move: not frozen "99" (§1.17: the
    /// piece left its a0; [`Search::bundle_moves`] gives such a bundle no move, and on a
    /// busy map most of a zone's bundles are such), nor, with both freezings on, frozen
    /// in every cell (its cell under the piece, if any, is frozen: no move either).
    fn may_move_along(&self, b: CellId, side: Color) -> bool {
        let sw = &self.cfg.switches;
        // Read from the store's count, without the bundle's cell.
        if sw.a0_freeze && sw.connection_freeze && self.mo.awake_cells(b) == 0 {
            return false;
        }
        let cell = self.mo.cell(b);
        self.game.kind_of(cell.piece).0 == side && !(sw.a0_freeze && cell.left_a0())
    }

    /// Candidate moves of one bundle's piece from the square it stands on.
    fn bundle_moves(
        &self,
        n: NodeId,
        b: CellId,
        tried: &[Ply],
        legal: &shakmaty::MoveList,
        out: &mut Vec<(QuietKey, Move)>,
        forks: &mut Forks,
    ) {
        let sw = &self.cfg.switches;
        let cell = self.mo.cell(b).clone();
        let tx = self.mo.tx(b);
        let Some(s) = self.game.square_of(cell.piece) else {
            return;
        };
        let Some(here) = self.mo.cell_on(b, s) else {
            return;
        };
        let here_cell = self.mo.cell(here);
        if (sw.connection_freeze && here_cell.freeze_depth() != 0)
            || (sw.a0_freeze && here_cell.left_a0())
        {
            return;
        }
        let Some(a) = self.mo.remaining(b, s) else {
            return;
        };
        // Insufficient time (§1.12): `T_x` against the length left on each trajectory (on
        // the real board with `real_length`, §2.7; never below the bundle's shortest `a`);
        // with the lengthening of fork trajectories (seed 003) a step onto a square
        // serving bundles of two zones may be `fork_slack` moves late.
        let timed = cell.kind != TraceKind::Root && sw.time_freeze;
        let slack = if sw.mo.fork_lengthening {
            i16::from(sw.mo.fork_slack)
        } else {
            0
        };
        if timed && a as i16 > tx + slack {
            return;
        }
        let ban = if sw.branching_ban {
            self.banned(n, cell.piece, b)
        } else {
            None
        };
        if ban
            .as_ref()
            .is_some_and(|promoted_on| promoted_on.is_empty())
        {
            return;
        }
        for way in self.ways_on(b, s) {
            let (next, left) = (way.next, way.left);
            if ban
                .as_ref()
                .is_some_and(|promoted_on| !promoted_on.contains(&next))
            {
                continue;
            }
            let Some(m) = legal
                .iter()
                .filter(|m| !m.is_capture() && m.from() == Some(s) && m.to() == next)
                .max_by_key(|m| m.promotion().map_or(0, value))
            else {
                continue;
            };
            if tried.contains(&Ply::Move(*m)) {
                continue;
            }
            let step = Step {
                piece: cell.piece,
                from: s,
                to: next,
            };
            let late = timed && left as i16 > tx;
            if late && (left as i16 > tx + slack || forks.fork_zones(self, step) < 2) {
                continue;
            }
            let newest = u8::from(!(sw.newest_first && self.newest.contains(&b)));
            let replay =
                u8::from(!(sw.repeat_attacked && self.replay.contains(&(cell.piece, s, next))));
            let fork = if sw.fork_priority {
                -(forks.forkness(self, step) as i32)
            } else {
                0
            };
            let key = (newest, replay, left, fork, next.to_usize(), s.to_usize());
            out.push((key, *m));
        }
    }
}
