//! The root attack zones of §1.1 (seed 003): for a root piece and an enemy target within
//! `A_max` moves, a zone whose root bundle is kept only if at least one trajectory is open
//! on the real board (§1.3). Kings are neither roots nor targets here; whether they may
//! be, and which other zones form, is the policy of the level that drives the search.

use crate::cell::{CellId, TraceKind, ZoneType};
use crate::mo::{BundleRole, Mo, NewBundle};
use crate::shapes::{attack_bundle, attack_bundle_within};
use pioneer_rules::{Color, Game, Position, Role, Square};
use pioneer_trajectories::{PieceKind, Trajectory, transfer};

impl Mo {
    /// Forms the attack zones of the given colours at the root (§1.1, §1.8, seed 003):
    /// for every piece (kings excepted) and every enemy piece (kings excepted) within
    /// `A_max = ⌊(H_L + 1)/2⌋` moves, a zone whose root bundle keeps only if at least one
    /// trajectory is unobstructed on the real board (§1.3: "the program, having found
    /// this, does not build them").
    /// With `own_blocks_allowed` (deblockade on), a trajectory blocked only by the root
    /// piece's own pieces counts as open: a deblockade may clear it (§2.9).
    pub fn form_attack_zones(
        &mut self,
        game: &Game,
        horizon: u8,
        colors: &[Color],
        depth: u16,
        own_blocks_allowed: bool,
    ) {
        let a_max = u16::from(horizon).div_ceil(2); // ⌊(H_L + 1)/2⌋
        let board = game.position().board().clone();
        for sq in board.occupied() {
            let Some(piece) = board.piece_at(sq) else {
                continue;
            };
            if !colors.contains(&piece.color) || piece.role == Role::King {
                continue;
            }
            for tsq in board.by_color(!piece.color) {
                if board.role_at(tsq) == Some(Role::King) {
                    continue;
                }
                self.form_attack_zone(game, sq, tsq, a_max, own_blocks_allowed, depth);
            }
        }
    }

    /// The attack zone of the piece on `root_sq` against the enemy piece on `target_sq`,
    /// included at `depth` (§1.1, §1.3): formed when the shortest trajectory takes at most
    /// `a_max` moves, at least one trajectory is open on the board (or, with
    /// `own_blocks_allowed`, blocked only by the root piece's own pieces) and no live zone
    /// of the same root piece against the same target is recorded (with
    /// [`crate::ZoneRules::reform_off_bundle`], none whose root bundle the piece still
    /// stands on: a piece that has left every trajectory of its zone gets a new one from
    /// where it stands). Returns the new
    /// zone's sprout. No policy on kings: the caller chooses the pairs.
    pub fn form_attack_zone(
        &mut self,
        game: &Game,
        root_sq: Square,
        target_sq: Square,
        a_max: u16,
        own_blocks_allowed: bool,
        depth: u16,
    ) -> Option<CellId> {
        let board = game.position().board();
        let piece = board.piece_at(root_sq)?;
        let root = game.piece_at(root_sq)?;
        let target = board.piece_at(target_sq)?;
        if target.color == piece.color {
            return None;
        }
        let target_id = game.piece_at(target_sq)?;
        let kind = PieceKind::of_piece(piece);
        let open = |t: &Trajectory| match transfer(t, board, piece.color).blocked {
            None => true,
            Some(b) => own_blocks_allowed && b.own,
        };
        // The bundle of shortest trajectories, from the unfold cache under the length
        // limit 0 (no recorded bundle has it: a0 ≠ ak).
        let shortest = self.unfold_cached(
            (
                kind,
                root_sq,
                target_sq,
                0,
                TraceKind::Root,
                ZoneType::Attack,
            ),
            || attack_bundle(kind, root_sq, target_sq),
        );
        let len = shortest.shortest_len()?;
        if len as u16 > a_max {
            return None;
        }
        if self.zones().any(|z| {
            let c = self.cell(z);
            c.piece == root
                && c.attacked == Some(target_id)
                && self.zone_alive(z, game)
                && !(self.rules.reform_off_bundle && self.remaining(z, root_sq).is_none())
        }) {
            return None;
        }
        // Every trajectory up to A_max with admissible bundles (spec §11), so a zone whose
        // shortest routes are blocked may form along a longer open one. The wider bundle
        // is built once (the unfold cache) and only when no shortest route is open.
        let max_len = self.bundle_limit(i32::from(a_max)).max(len as u8);
        let open_any = shortest.trajectories.iter().any(open)
            || (max_len > len as u8
                && self
                    .unfold_cached(
                        (
                            kind,
                            root_sq,
                            target_sq,
                            max_len,
                            TraceKind::Root,
                            ZoneType::Attack,
                        ),
                        || attack_bundle_within(kind, root_sq, target_sq, max_len),
                    )
                    .trajectories
                    .iter()
                    .any(open));
        if !open_any {
            return None;
        }
        Some(self.add_bundle_up_to(
            NewBundle {
                piece: root,
                piece_kind: kind,
                a0: root_sq,
                ak: target_sq,
                length: len as u8,
                kind: TraceKind::Root,
                attacked: Some(target_id),
                interval: None,
                tx: 1,
                role: BundleRole::Root {
                    zone_type: ZoneType::Attack,
                    depth,
                },
            },
            max_len,
        ))
    }
}
