//! The `T_x` recount on every move forward and back (§1.12–1.13, Fig. 26).
//!
//! Forward: a move of the root piece along the root trajectory adds 1 to the root bundle's
//! `T_x` and subtracts 1 from every negation bundle of the zone; a move along a negation
//! bundle adds 1 to every bundle linked to it from above (whose chain of parents passes
//! it). Backward: the exact inverse, applied to every bundle that exists when the move is
//! taken back — so a bundle first found deeper gets, back at an upper node, the `T_x` it
//! would have had if found there (§1.12 remark; spec §4.6).
//!
//! The negations' part of a root move is one shift per zone (`Mo::tx` adds it to what
//! each negation stores), so the move costs the same however many bundles the zone
//! holds; a bundle recorded later stores its `T_x` less the shift of the moment.

use crate::cell::{CellId, TraceKind};
use crate::mo::Mo;

impl Mo {
    /// Applies the recount for a move made along `along` (home cells): `sign` is +1 going
    /// down and −1 going up.
    pub fn recount(&mut self, along: &[CellId], sign: i16) {
        for &b in along {
            let Some(cell) = self.store.get(b) else {
                continue;
            };
            if cell.kind == TraceKind::Root {
                // Every negation of the zone: one shift for all of them (`Mo::tx`).
                let zone = self.zone_of(b);
                self.add_tx(b, sign);
                self.shift_negations(zone, -sign);
            } else {
                for h in self.descendants(b) {
                    self.add_tx(h, sign);
                }
            }
        }
    }

    fn add_tx(&mut self, home: CellId, delta: i16) {
        for c in self.cells_of(home) {
            if let Some(cell) = self.store.get_mut(c) {
                cell.tx_stored += delta;
            }
        }
    }
}
