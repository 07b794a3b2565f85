//! Vision: finding negation trajectories after a move (§1.4, §1.8; spec §4.3).
//!
//! After a move X → Y, the pieces on the board that have trajectories onto Y are "seen",
//! and, for a long-range move, the pieces that can blockade a β-square between X and Y. The
//! length limit `A_max` and the new trajectory's `T_x` follow from the trajectory the move
//! was made along (`T` its `T_x`, `A` the length left on it):
//!
//! 1. along the root trajectory: `A_max = T` (the root's `T_x` after this move's +1),
//!    `T_x = 1`;
//! 2. a) along a negation trajectory onto its last square: `A_max = T − 1`, `T_x = T`;
//!    b) elsewhere on it: `A_max = T − A`, `T_x = A_max + 1`;
//!
//! and for blockades of β-squares both minus one. Pieces of the zone's (+) side other
//! than the root are limited to one move. Interpretation (spec §4.3): length-one
//! trajectories of the (−) side are always found (`max(A_max, 1)`), since a capture is
//! always permitted in a zone; vision looks at pieces of both colours (support as well as
//! negation).

use crate::cell::{CellId, TraceKind};
use crate::mo::{BundleRole, Mo, NewBundle};
use pioneer_rules::{Bitboard, Color, Game, PieceId, Position, Square};
use pioneer_trajectories::{PieceKind, Trajectory};

/// Switches of vision (each has a test showing what it changes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct VisionSettings {
    /// Length-one trajectories of the (−) side are found whatever `A_max` says (spec §4.3
    /// interpretation). Default on.
    pub length_one_always: bool,
    /// Look for blockade trajectories onto β-squares. Default on.
    pub blockades: bool,
}

impl Default for VisionSettings {
    fn default() -> Self {
        VisionSettings {
            length_one_always: true,
            blockades: true,
        }
    }
}

/// A bundle found by vision.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sighting {
    /// Its home cell.
    pub bundle: CellId,
    /// The piece it belongs to.
    pub piece: PieceId,
    /// Whether it is a blockade bundle.
    pub blockade: bool,
    /// Its length.
    pub length: u8,
}

/// The limits vision works with after a move along one bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisionLimits {
    /// The bundle moved along (the parent of what is found).
    pub parent: CellId,
    /// `A_max` for trajectories onto Y.
    pub a_max: i16,
    /// `T_x` given to them.
    pub tx: i16,
}

/// What vision looks for after one step (§1.8): from the pieces on the board onto the
/// square moved to, and onto the β-squares the step crossed, within the limits of the
/// bundle moved along.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lookout {
    /// The piece that moved (it does not look at itself; field 5 of what is found).
    pub moved: PieceId,
    /// The square it moved to (Y): control and support onto it.
    pub to: Square,
    /// The β-squares the step crossed: blockades onto them.
    pub betas: Bitboard,
    /// The limits from the bundle moved along.
    pub limits: VisionLimits,
}

/// One bundle vision may record: a piece's trajectory onto a square, within `lmax` moves.
struct Find {
    zone: CellId,
    piece: PieceId,
    kind: PieceKind,
    a0: Square,
    ak: Square,
    trace: TraceKind,
    interval: Option<(Square, Square)>,
    lmax: i16,
    tx: i16,
    parent: CellId,
    attacked: PieceId,
}

impl Mo {
    /// `A_max` and `T_x` for each bundle the move `→ to` was made along (§1.8 cases 1, 2a,
    /// 2b). Call after the forward `T_x` recount.
    pub fn vision_limits(&self, to: Square, along: &[CellId]) -> Vec<VisionLimits> {
        let mut out: Vec<VisionLimits> = along
            .iter()
            .filter_map(|&b| self.store.get(b).map(|c| (b, c)))
            .map(|(b, c)| {
                let t = self.tx(b);
                let (a_max, tx) = if c.kind == TraceKind::Root {
                    (t, 1)
                } else if to == c.ak {
                    (t - 1, t)
                } else {
                    let a = self.remaining(b, to).unwrap_or(0) as i16;
                    (t - a, t - a + 1)
                };
                VisionLimits {
                    parent: b,
                    a_max,
                    tx,
                }
            })
            .collect();
        out.sort_by_key(|l| self.cell(l.parent).serial);
        out
    }

    /// The shortest length left from `sq` to ak along the trajectories of a bundle that
    /// stop on `sq`.
    pub fn remaining(&self, home: CellId, sq: Square) -> Option<usize> {
        // Read from the bundle's reach, computed once per shape, not from its trajectories.
        self.read_reach(home, |r| r.remaining(sq))
    }

    /// Vision after `moved` went `from → to` along `along` (§1.8). New bundles are recorded;
    /// the ones already recorded in the zone are not found again.
    pub fn vision(
        &mut self,
        game: &Game,
        moved: PieceId,
        from: Square,
        to: Square,
        along: &[CellId],
        settings: VisionSettings,
    ) -> Vec<Sighting> {
        let mut found = Vec::new();
        for lim in self.vision_limits(to, along) {
            let betas = if settings.blockades {
                self.betas_of_step(lim.parent, from, to)
            } else {
                Bitboard::EMPTY
            };
            let look = Lookout {
                moved,
                to,
                betas,
                limits: lim,
            };
            found.extend(self.see(game, look, None, settings));
        }
        found
    }

    /// The β-squares crossed by the step `from → to` on the bundle's trajectories: the
    /// squares between the two stops (`Trajectory::betas`) when a trajectory of the bundle
    /// takes that step, none otherwise.
    pub fn betas_of_step(&self, home: CellId, from: Square, to: Square) -> Bitboard {
        if self.takes_step(home, from, to) {
            Trajectory::step_betas(from, to)
        } else {
            Bitboard::EMPTY
        }
    }

    /// Looks from the pieces on the board (or from `only`) onto `look.to` (control) and onto
    /// `look.betas` (blockade) with the given limits; records and returns what is new.
    pub fn see(
        &mut self,
        game: &Game,
        look: Lookout,
        only: Option<PieceId>,
        settings: VisionSettings,
    ) -> Vec<Sighting> {
        let Lookout {
            moved,
            to,
            betas,
            limits: lim,
        } = look;
        let zone = self.zone_of(lim.parent);
        let plus = self.zone_color(zone, game);
        let moved_color = game.kind_of(moved).0;
        let board = game.position().board().clone();
        let limit = |color: Color, a_max: i16| -> i16 {
            if color == plus {
                1
            } else if settings.length_one_always {
                a_max.max(1)
            } else {
                a_max
            }
        };
        let mut found = Vec::new();
        for qsq in board.occupied() {
            let Some(q) = game.piece_at(qsq) else {
                continue;
            };
            if q == moved || only.is_some_and(|o| o != q) {
                continue;
            }
            let Some(piece) = board.piece_at(qsq) else {
                continue;
            };
            let kind = PieceKind::of_piece(piece);
            // Control (or support) onto Y.
            let lmax = limit(piece.color, lim.a_max);
            if let Some(s) = self.record(Find {
                zone,
                piece: q,
                kind,
                a0: qsq,
                ak: to,
                trace: TraceKind::Control,
                interval: None,
                lmax,
                tx: lim.tx,
                parent: lim.parent,
                attacked: moved,
            }) {
                found.push(s);
            }
            // Blockade of the β-squares between X and Y, by the moved piece's opponents.
            if piece.color != moved_color {
                let lmax = limit(piece.color, lim.a_max - 1);
                for b in betas {
                    if let Some(s) = self.record(Find {
                        zone,
                        piece: q,
                        kind,
                        a0: qsq,
                        ak: b,
                        trace: TraceKind::Blockade,
                        interval: Some(self.interval_of(lim.parent, b)),
                        lmax,
                        tx: lim.tx - 1,
                        parent: lim.parent,
                        attacked: moved,
                    }) {
                        found.push(s);
                    }
                }
            }
        }
        found
    }

    /// The interval (α_i, α_i+1) of the parent bundle around a β-square.
    fn interval_of(&self, home: CellId, beta: Square) -> (Square, Square) {
        for t in self.unfold(home).trajectories.iter() {
            // The β-squares of a step are the squares between its stops (`Trajectory::betas`).
            for w in t.stops.windows(2) {
                if Trajectory::step_betas(w[0], w[1]).contains(beta) {
                    return (w[0], w[1]);
                }
            }
        }
        (beta, beta)
    }

    /// Records `f` unless it is too long or already in the zone.
    fn record(&mut self, f: Find) -> Option<Sighting> {
        let Find {
            zone,
            piece: q,
            kind,
            a0,
            ak,
            trace,
            interval,
            lmax,
            tx,
            parent,
            attacked,
        } = f;
        if lmax < 1 || a0 == ak {
            return None;
        }
        let len = i16::from(self.negation_length(kind, a0, ak, trace)?);
        if len > lmax || self.find_bundle(Some(zone), q, a0, ak, trace).is_some() {
            return None;
        }
        // With admissible bundles the bundle holds every trajectory up to the vision
        // limit (spec §11); its length (field 3) is still the shortest one's.
        let max_len = self.bundle_limit(i32::from(lmax));
        let bundle = self.add_bundle_up_to(
            NewBundle {
                piece: q,
                piece_kind: kind,
                a0,
                ak,
                length: len as u8,
                kind: trace,
                attacked: Some(attacked),
                interval,
                tx,
                role: BundleRole::Negation { parent, zone },
            },
            max_len,
        );
        Some(Sighting {
            bundle,
            piece: q,
            blockade: trace == TraceKind::Blockade,
            length: len as u8,
        })
    }
}
