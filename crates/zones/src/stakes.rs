//! The material at stake (§2.3): the targets of the live zones, by colour. The search's
//! "worst result" cutoff and its end-of-variation test compare `m_t` with these sums.

use crate::cell::{CellId, ZoneType};
use crate::mo::Mo;
use pioneer_rules::{Bitboard, Color, Game, PieceId, Position, Square, value};
use smallvec::SmallVec;

/// The material at stake in the live zones (§2.3): the values of the white and of the
/// black targets.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stakes {
    /// `Σm_w`: the values of the white targets.
    pub white: i32,
    /// `Σm_b`: the values of the black targets.
    pub black: i32,
}

impl Stakes {
    /// Both sides' stakes together.
    pub fn total(self) -> i32 {
        self.white + self.black
    }
}

impl Mo {
    /// `m_t`-independent material count of the targets at stake (§2.3): `Σm_w` and `Σm_b`, the
    /// values of the white and of the black targets of the live zones. For each root piece
    /// the best sum of targets along one of its root trajectories is taken, and a target
    /// counted for one root piece is not counted again for another.
    pub fn stakes(&self, game: &Game) -> Stakes {
        self.stakes_of(&self.live_zones(game), game)
    }

    /// [`Mo::stakes`] over `live`, the live zones as [`Mo::live_zones`] gave them for the
    /// current position (for a caller that holds them already).
    pub fn stakes_of(&self, live: &[CellId], game: &Game) -> Stakes {
        let (mut sw, mut sb) = (0, 0);
        // A promotion zone stakes queen − pawn for its side: like a target of the other
        // colour worth 8 (spec §8).
        for &z in live {
            if self.cell(z).zone_type == ZoneType::Promotion {
                let gain = value(pioneer_rules::Role::Queen) - value(pioneer_rules::Role::Pawn);
                match self.zone_color(z, game) {
                    Color::White => sb += gain,
                    Color::Black => sw += gain,
                }
            }
        }
        let live: SmallVec<[CellId; 8]> = live
            .iter()
            .copied()
            .filter(|&z| self.cell(z).zone_type == ZoneType::Attack)
            .collect();
        let mut counted = Bitboard::EMPTY;
        let mut roots: SmallVec<[PieceId; 8]> = live.iter().map(|&z| self.cell(z).piece).collect();
        roots.sort_unstable();
        roots.dedup();
        for root in roots {
            let zones: SmallVec<[CellId; 8]> = live
                .iter()
                .copied()
                .filter(|&z| self.cell(z).piece == root)
                .collect();
            // Targets of this root piece's live zones, by square.
            let targets: Bitboard = zones
                .iter()
                .map(|&z| self.cell(z).ak)
                .filter(|&sq| !counted.contains(sq))
                .collect();
            let mut best = Bitboard::EMPTY;
            let mut best_sum = -1;
            for &z in &zones {
                self.read_reach(z, |r| {
                    // Where the bundle's trajectories stop on one target only, worth
                    // something, the best of them is that target: no set need be read.
                    let on_any = r.stops() & targets;
                    if let Some(sq) = on_any.single_square() {
                        let v = target_value(game, sq);
                        if v > 0 {
                            if v > best_sum {
                                best_sum = v;
                                best = on_any;
                            }
                            return;
                        }
                    }
                    // Trajectories with the same stops stake the same: each set once, in
                    // the trajectories' order (the first of equal sums is kept).
                    for &set in r.stop_sets() {
                        let on = set & targets;
                        let sum: i32 = on.into_iter().map(|s| target_value(game, s)).sum();
                        if sum > best_sum {
                            best_sum = sum;
                            best = on;
                        }
                    }
                });
            }
            for sq in best {
                counted.add(sq);
                let v = target_value(game, sq);
                match game.position().board().color_at(sq) {
                    Some(Color::White) => sw += v,
                    Some(Color::Black) => sb += v,
                    None => {}
                }
            }
        }
        Stakes {
            white: sw,
            black: sb,
        }
    }
}

fn target_value(game: &Game, sq: Square) -> i32 {
    game.position().board().role_at(sq).map_or(0, value)
}
