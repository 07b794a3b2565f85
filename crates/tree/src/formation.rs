//! Zone formation: which zones the search includes, and when. This is the project's OWN
//! design (spec §8, `docs/mo.md`), not the sources': Stilman's Appendix 1 leaves the
//! inclusion and exclusion of zones out ("вопросы включения зон в настоящем приложении не
//! рассматриваются", §1.6, §2.10). Kings as roots or targets, promotion zones, the watch
//! over promotion routes, zones formed during search and attacks on the piece that just
//! moved are decided here; the zones crate only records them (the root attack zone of a
//! pair, §1.1, through [`Mo::form_attack_zone`]).
//!
//! Everything here goes through the public API of `pioneer_zones`.

use crate::config::SearchConfig;
use pioneer_rules::{Bitboard, Color, Game, Position, Square};
use pioneer_trajectories::{PieceKind, transfer};
use pioneer_zones::shapes::negation_bundle_within;
use pioneer_zones::{BundleRole, CellId, Mo, NewBundle, TraceKind, ZoneType};
use smallvec::SmallVec;

/// What zones to form (spec §8): the parts of [`crate::MoSettings`] and of the search
/// configuration that formation reads.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Formation {
    /// The attack horizon H_L in half-moves.
    pub horizon: u8,
    /// A root trajectory blocked only by own pieces counts as open (deblockade on).
    pub own_blocks_allowed: bool,
    /// Kings may be root pieces.
    pub king_roots: bool,
    /// Kings may be targets.
    pub king_targets: bool,
    /// Pawns get promotion zones.
    pub promotions: bool,
}

impl Formation {
    /// What a search with this configuration forms.
    pub fn of(cfg: &SearchConfig) -> Formation {
        let sw = &cfg.switches;
        Formation {
            horizon: cfg.horizon,
            own_blocks_allowed: sw.deblockade,
            king_roots: sw.mo.king_roots,
            king_targets: sw.mo.king_targets,
            promotions: sw.mo.promotion_zones,
        }
    }

    /// Forms the zones of every piece of the given colours ; returns how
    /// many were new.
    pub fn form_zones(&self, mo: &mut Mo, game: &Game, colors: &[Color], depth: u16) -> usize {
        let board = game.position().board().clone();
        let mut n = 0;
        for sq in board.occupied() {
            if board.color_at(sq).is_some_and(|c| colors.contains(&c)) {
                n += self.form_zones_of(mo, game, sq, depth);
            }
        }
        n
    }

    /// Forms the zones of the enemy pieces that now attack the piece on `sq` within the
    /// horizon (the attacks a move onto `sq` creates); returns how many were new.
    pub fn form_zones_onto(&self, mo: &mut Mo, game: &Game, sq: Square, depth: u16) -> usize {
        let board = game.position().board().clone();
        let Some(color) = board.color_at(sq) else {
            return 0;
        };
        let mut n = 0;
        for esq in board.by_color(!color) {
            n += self.form_zones_of_against(mo, game, esq, Some(sq), depth);
        }
        n
    }

    /// Forms the zones whose root piece stands on `sq`: attacks on enemy pieces within
    /// the horizon and, for a pawn, its promotion (spec §8). A zone with the same root piece
    /// and target already recorded is not formed again. Returns how many were new.
    pub fn form_zones_of(&self, mo: &mut Mo, game: &Game, sq: Square, depth: u16) -> usize {
        self.form_zones_of_against(mo, game, sq, None, depth)
    }

    /// Forms the promotion zone of the pawn on `sq` (spec §8): its pushes to the last rank
    /// within `A_max` moves, open on the board (with deblockade on, a route blocked only by
    /// the pawn's own pieces is open). Not formed again while the pawn has one — with the
    /// MO's [`pioneer_zones::ZoneRules::promotion_on_file`], one on the file it stands on
    /// ([`crate::MoSettings::promotion_follows_file`]: a pawn that captured gets the zone
    /// of its new file). Returns 1 when a zone was formed, else 0.
    pub fn form_promotion_zone(&self, mo: &mut Mo, game: &Game, sq: Square, depth: u16) -> usize {
        let f = self;
        let a_max = u16::from(f.horizon).div_ceil(2); // ⌊(H_L + 1)/2⌋
        let board = game.position().board().clone();
        let (Some(piece), Some(root)) = (board.piece_at(sq), game.piece_at(sq)) else {
            return 0;
        };
        let on_file = mo.rules().promotion_on_file;
        if piece.role != pioneer_rules::Role::Pawn
            || mo.zones().any(|z| {
                let c = mo.cell(z);
                c.piece == root
                    && c.zone_type == ZoneType::Promotion
                    && !(on_file && c.ak.file() != sq.file())
            })
        {
            return 0;
        }
        let kind = PieceKind::of_piece(piece);
        let last = match piece.color {
            Color::White => pioneer_rules::Rank::Eighth,
            Color::Black => pioneer_rules::Rank::First,
        };
        let promo = Square::from_coords(sq.file(), last);
        // Every push route up to A_max with admissible bundles (spec §11).
        let max_len = mo.bundle_limit(i32::from(a_max));
        let bundle = negation_bundle_within(kind, sq, promo, TraceKind::Blockade, max_len);
        // As for attack zones: with deblockade on, a route blocked only by the pawn's
        // own pieces is open (a deblockade may clear it, §2.9).
        let open =
            |t: &pioneer_trajectories::Trajectory| match transfer(t, &board, piece.color).blocked {
                None => true,
                Some(b) => f.own_blocks_allowed && b.own,
            };
        let promo_free = match board.color_at(promo) {
            None => true,
            Some(c) => f.own_blocks_allowed && c == piece.color,
        };
        if let Some(len) = bundle.shortest_len()
            && len as u16 <= a_max
            && promo_free
            && bundle.trajectories.iter().any(open)
        {
            mo.add_bundle_up_to(
                NewBundle {
                    piece: root,
                    piece_kind: kind,
                    a0: sq,
                    ak: promo,
                    length: len as u8,
                    kind: TraceKind::Root,
                    attacked: None,
                    interval: None,
                    tx: 1,
                    role: BundleRole::Root {
                        zone_type: ZoneType::Promotion,
                        depth,
                    },
                },
                max_len,
            );
            return 1;
        }
        0
    }

    /// Forms the promotion zones of the pawns whose route runs through `vacated`, a square
    /// a move just left: a route opens only where a piece leaves it, so only the pawns on
    /// that file behind it (from their side) can have gained a zone
    /// ([`crate::MoSettings::opened_promotions`]). Returns how many were new.
    pub fn form_promotion_zones_through(
        &self,
        mo: &mut Mo,
        game: &Game,
        vacated: Square,
        depth: u16,
    ) -> usize {
        if !self.promotions {
            return 0;
        }
        let board = game.position().board();
        let file = Bitboard::from_file(vacated.file());
        let mut n = 0;
        for sq in board.pawns() & file {
            let behind = match board.color_at(sq) {
                Some(Color::White) => sq.rank() < vacated.rank(),
                Some(Color::Black) => sq.rank() > vacated.rank(),
                None => false,
            };
            if behind {
                n += self.form_promotion_zone(mo, game, sq, depth);
            }
        }
        n
    }

    fn form_zones_of_against(
        &self,
        mo: &mut Mo,
        game: &Game,
        sq: Square,
        only_target: Option<Square>,
        depth: u16,
    ) -> usize {
        let f = self;
        let a_max = u16::from(f.horizon).div_ceil(2); // ⌊(H_L + 1)/2⌋
        let board = game.position().board().clone();
        let Some(piece) = board.piece_at(sq) else {
            return 0;
        };
        if piece.role == pioneer_rules::Role::King && !f.king_roots {
            return 0;
        }
        let mut n = 0;
        for tsq in board.by_color(!piece.color) {
            if only_target.is_some_and(|t| t != tsq) {
                continue;
            }
            if board.role_at(tsq) == Some(pioneer_rules::Role::King) && !f.king_targets {
                continue;
            }
            if mo
                .form_attack_zone(game, sq, tsq, a_max, f.own_blocks_allowed, depth)
                .is_some()
            {
                n += 1;
            }
        }
        if f.promotions && only_target.is_none() && piece.role == pioneer_rules::Role::Pawn {
            n += f.form_promotion_zone(mo, game, sq, depth);
        }
        n
    }
}

/// Watches the routes of the live promotion zones (spec §8.1; the project's MO): for
/// each, every enemy piece gets a control bundle onto the promotion square with
/// `T_x` = the moves the pawn needs + 1 (catching it), and every other piece of the
/// pawn's side one with `T_x` = the moves the nearest enemy piece needs to get there
/// (supporting it). Bundles already recorded are not found again. Returns how many
/// were new.
pub fn watch_promotions(mo: &mut Mo, game: &Game) -> usize {
    let board = game.position().board().clone();
    let mut n = 0;
    let zones: SmallVec<[CellId; 8]> = mo
        .live_zones(game)
        .into_iter()
        .filter(|&z| mo.cell(z).zone_type == ZoneType::Promotion)
        .collect();
    for z in zones {
        let c = mo.cell(z).clone();
        let Some(pawn_sq) = game.square_of(c.piece) else {
            continue;
        };
        let Some(need) = mo.remaining(z, pawn_sq) else {
            continue;
        };
        let pawn_color = game.kind_of(c.piece).0;
        let promo = c.ak;
        let dist = |mo: &Mo, sq: Square| -> Option<usize> {
            let piece = board.piece_at(sq)?;
            mo.free_length(PieceKind::of_piece(piece), sq, promo)
                .map(usize::from)
        };
        let enemy_time = board
            .by_color(!pawn_color)
            .into_iter()
            .filter_map(|sq| dist(mo, sq))
            .min()
            .unwrap_or(usize::MAX);
        for sq in board.occupied() {
            let (Some(q), Some(piece)) = (game.piece_at(sq), board.piece_at(sq)) else {
                continue;
            };
            if q == c.piece {
                continue;
            }
            let Some(len) = dist(mo, sq) else { continue };
            let tx = if piece.color == pawn_color {
                // A supporter standing next to the promotion square when the enemy
                // takes there recaptures: one move more than the enemy's time.
                enemy_time.saturating_add(1)
            } else {
                need + 1
            };
            if tx == usize::MAX
                || mo
                    .find_bundle(Some(z), q, sq, promo, TraceKind::Control)
                    .is_some()
            {
                continue;
            }
            mo.add_bundle(NewBundle {
                piece: q,
                piece_kind: PieceKind::of_piece(piece),
                a0: sq,
                ak: promo,
                length: len as u8,
                kind: TraceKind::Control,
                attacked: Some(c.piece),
                interval: None,
                tx: tx.min(i16::MAX as usize) as i16,
                role: BundleRole::Negation { parent: z, zone: z },
            });
            n += 1;
        }
    }
    n
}
