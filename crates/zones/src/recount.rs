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
//! holds; a bundle recorded later stores its `T_x` less the shift of the moment. A move
//! along a negation bundle is likewise one shift on that bundle for everything below it
//! (`Mo::tx` adds the shifts of a bundle's chain of parents, a few links): on a busy map a
//! bundle has hundreds of bundles below it, most of them frozen "99" (§1.17). A bundle
//! erased while bundles below it live first writes its chain's shifts into them, so
//! that they keep the `T_x` they had, as the sources' recount, which no longer reaches them
//! through it, leaves them. The links the recount follows (§1.13) are here too:
//! [`Mo::descendants`], [`Mo::degree`].

use crate::cell::{CellId, SproutField, TraceKind};
use crate::mo::{BundleRole, Cells, Mo};

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
                // Every bundle below `b`: one shift, read through the chain of parents.
                if let Some(cell) = self.store.get_mut(b) {
                    cell.below_shift += sign;
                }
            }
        }
    }

    /// Field 13 of a cell: `T_x`, the time left for play in its zone (§1.7, §1.12).
    pub fn tx(&self, id: CellId) -> i16 {
        // A copy carries its bundle's sprout field and parent (`Mo::attach_copy`).
        let c = self.cell(id);
        match c.sprout {
            SproutField::Sprout(zone) => {
                c.tx_stored + self.negation_shift(zone) + self.shift_above(c.parent)
            }
            SproutField::Included(_) => c.tx_stored,
        }
    }

    /// The recount's shifts on the chain of parents from `parent` up, while the bundles
    /// of the chain live (what [`Mo::recount`] added to every bundle below them).
    fn shift_above(&self, mut parent: Option<CellId>) -> i16 {
        let mut sum = 0;
        while let Some(p) = parent {
            let Some(cell) = self.store.get(p) else { break };
            sum += cell.below_shift;
            parent = cell.parent;
        }
        sum
    }

    /// Before bundle `home` is erased: its chain's shifts written into every bundle below
    /// it, which the chain no longer reaches once it is gone (module docs).
    pub(crate) fn settle_shifts(&mut self, home: CellId) {
        if self.children_of(home).is_empty() {
            return;
        }
        let shift = self.shift_above(Some(home));
        if shift != 0 {
            for h in self.descendants(home) {
                self.add_tx(h, shift);
            }
        }
    }

    /// The fields of Fig. 23 of a cell in order, for printing (`SproutField` as a cell
    /// index or depth).
    pub fn fields(&self, id: CellId) -> [String; 13] {
        self.cell(id).fields(self.tx(id))
    }

    /// The shift of `T_x` of a zone's negation bundles (0 if none).
    pub(crate) fn negation_shift(&self, zone: CellId) -> i16 {
        self.negation_shift.get(zone).copied().unwrap_or(0)
    }

    /// What a new bundle with `T_x` = `tx` stores: a negation stores it less its zone's
    /// shift and the shifts of its chain of parents.
    pub(crate) fn stored_tx(&self, tx: i16, role: BundleRole) -> i16 {
        match role {
            BundleRole::Root { .. } => tx,
            BundleRole::Negation { zone, parent } => {
                tx - self.negation_shift(zone) - self.shift_above(Some(parent))
            }
        }
    }

    /// Adds `delta` to the `T_x` of every negation bundle of `zone` (one shift per zone:
    /// a move along the root trajectory does not visit every bundle).
    pub(crate) fn shift_negations(&mut self, zone: CellId, delta: i16) {
        match self.negation_shift.get_mut(zone) {
            Some(s) => *s += delta,
            None => {
                self.negation_shift.insert(zone, delta);
            }
        }
    }

    /// The bundles linked to `home` from above: those whose chain of parents passes it
    /// (§1.13), `home` itself excluded.
    pub fn descendants(&self, home: CellId) -> Cells {
        let mut out = Cells::new();
        let mut stack: Cells = self.children_of(home).iter().copied().collect();
        while let Some(b) = stack.pop() {
            if self.store.get(b).is_some() {
                out.push(b);
                stack.extend(self.children_of(b).iter().copied());
            }
        }
        out
    }

    /// The degree of negation of a bundle (0 for a root bundle).
    pub fn degree(&self, home: CellId) -> u8 {
        let mut d = 0;
        let mut cur = self.cell(home).parent;
        while let Some(p) = cur {
            d += 1;
            cur = self.store.get(p).and_then(|c| c.parent);
        }
        d
    }

    fn add_tx(&mut self, home: CellId, delta: i16) {
        for c in self.cells_of(home) {
            if let Some(cell) = self.store.get_mut(c) {
                cell.tx_stored += delta;
            }
        }
    }
}
