//! Freezing and thawing (§1.12, §1.14–1.17; spec §4.7).
//!
//! 1. *Insufficient time* is not stored: the move generator applies it (`A ≤ T_x` or a
//!    capture, §1.12).
//! 2. *Loss of connection with the active trajectory* ([`Mo::freeze_connection`],
//!    [`Mo::thaw`]): square by square, recorded with the current depth, thawed when the
//!    search climbs back through that depth.
//! 3. *Leaving a0 on the way up* ([`Mo::freeze_left_a0`], [`Mo::thaw_arrived`]): whole
//!    bundles, the value 99 of field 6; a zone whose root piece leaves its a0 this way is
//!    erased.

use crate::cell::{CellId, TraceKind};
use crate::mo::{Cells, Mo};
use crate::shapes::rest_of;
use pioneer_rules::{Bitboard, PieceId, Square};

/// What [`Mo::thaw_arrived`] did, kept for the way back up.
#[derive(Debug, Clone, Default)]
pub struct ArrivalRecord {
    /// Bundles thawed from "99" because the piece came onto their a0.
    pub thawed: Cells,
    /// The creation counter when the move was made: bundles created later were found
    /// below this node.
    pub serial: u32,
}

impl Mo {
    /// Freezing by loss of connection after `piece` moved `from → to` along `along`, at
    /// `depth` (§1.16, Fig. 28).
    ///
    /// The squares ahead on the trajectories moved along are marked (and `to`); on every
    /// other square, the unfrozen cells of the piece's bundles that pass through `from`
    /// freeze. Then the sweep {F}1, {F}2, … over the other pieces: a control bundle
    /// freezes when its target α-square is fully frozen in the bundle it negates; a
    /// blockade bundle when an end of its interval is. Returns the cells frozen.
    pub fn freeze_connection(
        &mut self,
        piece: PieceId,
        from: Square,
        to: Square,
        along: &[CellId],
        depth: u16,
    ) -> usize {
        let mut marked = Bitboard::from_square(to);
        for &b in along {
            for t in self.unfold(b).trajectories.iter() {
                if let Some(i) = t.stops.windows(2).position(|w| w[0] == from && w[1] == to) {
                    marked |= rest_of(t, i + 1);
                }
            }
        }
        let mut frozen = 0;
        let through: Cells = self
            .bundles_through(piece, from)
            .into_iter()
            .map(|(h, _)| h)
            .collect();
        for home in through {
            for c in self.cells_of(home) {
                let cell = self.cell(c);
                if !marked.contains(cell.square) && !cell.is_frozen() {
                    self.store.get_mut(c).expect("live").freeze_depth = depth;
                    frozen += 1;
                }
            }
        }
        // {F}1, {F}2, … until nothing new freezes. A bundle's live squares change only
        // when cells of it freeze, so after the first sweep only the cells whose parent
        // froze in the sweep before need looking at again.
        let mut live_of: slotmap::SecondaryMap<CellId, Bitboard> = slotmap::SecondaryMap::new();
        let mut changed: Option<slotmap::SecondaryMap<CellId, ()>> = None;
        loop {
            let mut newly: Vec<CellId> = Vec::new();
            // Each cell is judged on the state before this sweep (what it freezes is
            // written after it), so storage order gives the same result as the chains'.
            for (c, cell) in self.store.iter() {
                if cell.piece == piece || cell.is_frozen() {
                    continue;
                }
                let home = self.home(c);
                let Some(parent) = self.cell(home).parent else {
                    continue;
                };
                if self.store.get(parent).is_none() {
                    continue;
                }
                if changed.as_ref().is_some_and(|ch| !ch.contains_key(parent)) {
                    continue;
                }
                let live = match live_of.get(parent) {
                    Some(&l) => l,
                    None => {
                        let l = self.live_squares(parent);
                        live_of.insert(parent, l);
                        l
                    }
                };
                let hit = match cell.kind {
                    TraceKind::Blockade => cell
                        .interval
                        .is_some_and(|(a, b)| !live.contains(a) || !live.contains(b)),
                    _ => !live.contains(cell.ak),
                };
                if hit {
                    newly.push(c);
                }
            }
            if newly.is_empty() {
                break;
            }
            let mut ch = slotmap::SecondaryMap::new();
            for c in newly {
                self.store.get_mut(c).expect("live").freeze_depth = depth;
                frozen += 1;
                let home = self.home(c);
                live_of.remove(home);
                ch.insert(home, ());
            }
            changed = Some(ch);
        }
        frozen
    }

    /// Thaws every cell frozen at `depth` (on the way up through that depth, §1.15).
    pub fn thaw(&mut self, depth: u16) {
        for cell in self.store.iter_mut() {
            if cell.freeze_depth == depth {
                cell.freeze_depth = 0;
            }
        }
    }

    /// Going down: `piece` arrived on `to`; its bundles frozen "99" with a0 there thaw
    /// (§1.17). Returns what to undo on the way back.
    pub fn thaw_arrived(&mut self, piece: PieceId, to: Square) -> ArrivalRecord {
        let mut rec = ArrivalRecord {
            thawed: Cells::new(),
            serial: self.serial(),
        };
        for home in self.bundles_of(piece) {
            if self.cell(home).a0 == to && self.cell(home).left_a0 {
                for c in self.cells_of(home) {
                    self.store.get_mut(c).expect("live").left_a0 = false;
                }
                rec.thawed.push(home);
            }
        }
        rec
    }

    /// Going up: `piece` was taken back from `y`. Its bundles with a0 = `y` that the move
    /// down thawed, or that were found below it, freeze "99"; a zone whose root bundle is
    /// among them is erased instead (§1.17, Fig. 29). Returns the zones erased.
    pub fn freeze_left_a0(
        &mut self,
        piece: PieceId,
        y: Square,
        rec: &ArrivalRecord,
        erase_zones: bool,
    ) -> Cells {
        let mut erased = Cells::new();
        for home in self.bundles_of(piece) {
            let Some(cell) = self.store.get(home) else {
                continue;
            };
            if cell.a0 != y || !(rec.thawed.contains(&home) || cell.serial > rec.serial) {
                continue;
            }
            if cell.kind == TraceKind::Root && erase_zones && self.zone_of(home) == home {
                self.erase_zone(home);
                erased.push(home);
            } else {
                for c in self.cells_of(home) {
                    self.store.get_mut(c).expect("live").left_a0 = true;
                }
            }
        }
        erased
    }
}
