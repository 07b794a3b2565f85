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
use crate::ledger::LiveOf;
use crate::mo::{Cells, Mo};
use pioneer_rules::{Bitboard, PieceId, Square};

/// What [`Mo::thaw_arrived`] did, kept for the way back up.
#[derive(Debug, Clone, Default)]
pub struct ArrivalRecord {
    /// Bundles thawed from "99" because the piece came onto their a0, in creation order
    /// (the order of [`Mo::bundles_of_on`]), so that the way back meets them in the
    /// order it walks the piece's bundles (a piece may have thawed hundreds); private to
    /// keep that order.
    thawed: Cells,
    /// The creation counter when the move was made: bundles created later were found
    /// below this node.
    pub serial: u32,
}

/// What becomes, going up, of a bundle found below the move taken back whose piece leaves
/// its a0 ([`Mo::freeze_left_a0`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FoundBelow {
    /// It freezes "99" and stays for the piece's return (§1.17).
    Freeze,
    /// It is erased with the bundles negating it (ours: the forgotten bundles,
    /// `docs/search.md` item 42).
    Forget,
}

/// How the sweep judges one cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Judgement {
    /// Nothing to freeze: frozen already, a root cell, its parent gone, or its target
    /// still live.
    Stays,
    /// Its target is off its parent's live squares: it freezes.
    Freezes,
    /// It would freeze, but it is the moving piece's: left for a later move.
    Waits,
}

impl ArrivalRecord {
    /// The record of a move that thawed nothing, made when the counter was at `serial`.
    pub fn nothing_thawed(serial: u32) -> ArrivalRecord {
        ArrivalRecord {
            thawed: Cells::new(),
            serial,
        }
    }

    /// The bundles the move thawed from "99", in creation order.
    pub fn thawed(&self) -> &[CellId] {
        &self.thawed
    }
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
    ///
    /// Each sweep judges the cells whose state may have changed (the MO's
    /// `FreezeLedger`): the first, the cells new or thawed since the last move and the
    /// negations of the bundles that froze since then (this move's included); every
    /// later one, the negations of the bundles the sweep before froze.
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
            marked |= self.read_reach(b, |r| r.rest_after_step(from, to));
        }
        let mut frozen = 0;
        // The cells listed since the last move, and the bundles whose cells froze since
        // then; this move's freezing adds its own bundles.
        // The ledger's lists are taken, and handed back emptied at the end, so that their
        // capacity serves the next move (`FreezeLedger::spare`).
        let mut judge = std::mem::replace(
            &mut self.ledger.cells,
            std::mem::take(&mut self.ledger.spare),
        );
        let mut parents = std::mem::take(&mut self.ledger.parents);
        let through: Cells = self
            .bundles_through(piece, from)
            .into_iter()
            .map(|(h, _)| h)
            .collect();
        for home in through {
            let mut any = false;
            for c in self.cells_if_awake(home) {
                let cell = self.cell(c);
                if !marked.contains(cell.square) && !cell.is_frozen() {
                    self.freeze_cell(c, depth);
                    frozen += 1;
                    any = true;
                }
            }
            if any {
                parents.push(home);
            }
        }
        // {F}1, {F}2, … until nothing new freezes. Each cell is judged on the state
        // before its sweep (what a sweep freezes is written after it), so the order in
        // which cells are judged does not change the result.
        // A hash map, not a `SecondaryMap`: that one grows a slot for every index up to
        // the largest key it holds, which cost a pass over the whole arena at every move;
        // the ledger's, handed back emptied, so that its table is not grown anew.
        let mut live_of = std::mem::take(&mut self.ledger.live_of);
        let mut newly: Vec<CellId> = Vec::new();
        #[cfg(debug_assertions)]
        let mut first = true;
        loop {
            // Unsorted: a parent listed twice lists its negations twice, which the
            // judging tolerates (below) and costs less than sorting every list.
            for &p in &parents {
                for &child in self.children_of(p) {
                    // A negation frozen whole has nothing left to freeze.
                    judge.extend(self.cells_if_awake(child));
                }
            }
            // A cell may be listed twice (listed, and a negation of a listed bundle):
            // judging it twice is cheaper than sorting every list, and freezing it
            // twice is avoided below.
            newly.clear();
            for &c in &judge {
                match self.judge(c, piece, &mut live_of) {
                    Judgement::Stays => {}
                    Judgement::Freezes => newly.push(c),
                    Judgement::Waits => self.ledger.cells.push(c),
                }
            }
            #[cfg(debug_assertions)]
            if std::mem::take(&mut first) {
                self.check_first_sweep(piece, &newly);
            }
            if newly.is_empty() {
                break;
            }
            parents.clear();
            for &c in &newly {
                // A cell listed twice froze the first time: its copy is passed over
                // (cheaper than sorting the list to make it unique).
                if self.cell(c).is_frozen() {
                    continue;
                }
                self.freeze_cell(c, depth);
                frozen += 1;
                let home = self.home(c);
                live_of.remove(&home);
                parents.push(home);
            }
            judge.clear();
        }
        judge.clear();
        self.ledger.spare = judge;
        live_of.clear();
        self.ledger.live_of = live_of;
        parents.clear();
        self.ledger.parents = parents;
        // The moving piece's cells left for a later move, each once.
        self.ledger.cells.sort_unstable();
        self.ledger.cells.dedup();
        frozen
    }

    /// Freezes one cell by loss of connection at `depth` (recorded for [`Mo::thaw`]).
    fn freeze_cell(&mut self, c: CellId, depth: u16) {
        self.store.set_freeze_depth(c, depth);
        self.ledger.froze(c, depth);
    }

    /// How the sweep judges cell `c` when `piece` moved (`live_of`: the parents' live
    /// squares computed so far in this sweep).
    fn judge(&self, c: CellId, piece: PieceId, live_of: &mut LiveOf) -> Judgement {
        let Some(cell) = self.store.get(c) else {
            return Judgement::Stays;
        };
        if cell.is_frozen() {
            return Judgement::Stays;
        }
        // A copy carries its home cell's parent (`Mo::attach_copy` clones the home cell),
        // so the cell itself names it: no lookup of its home.
        let Some(parent) = cell.parent else {
            return Judgement::Stays;
        };
        if self.store.get(parent).is_none() {
            return Judgement::Stays;
        }
        let live = match live_of.get(&parent) {
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
        match (hit, cell.piece == piece) {
            (false, _) => Judgement::Stays,
            (true, false) => Judgement::Freezes,
            (true, true) => Judgement::Waits,
        }
    }

    /// Debug builds: the first sweep over the listed cells froze exactly what the sweep
    /// over every cell would (the `FreezeLedger` invariant).
    #[cfg(debug_assertions)]
    fn check_first_sweep(&self, piece: PieceId, newly: &[CellId]) {
        let mut newly = newly.to_vec();
        newly.sort_unstable();
        newly.dedup();
        let mut live_of = LiveOf::default();
        let mut every: Vec<CellId> = self
            .store
            .iter()
            .map(|(c, _)| c)
            .filter(|&c| self.judge(c, piece, &mut live_of) == Judgement::Freezes)
            .collect();
        every.sort_unstable();
        debug_assert_eq!(every, newly, "the freezing ledger missed a cell");
    }

    /// Thaws every cell frozen at `depth` (on the way up through that depth, §1.15).
    pub fn thaw(&mut self, depth: u16) {
        let Some(list) = self.ledger.frozen.get_mut(usize::from(depth)) else {
            return;
        };
        let mut list = std::mem::take(list);
        for &c in &list {
            // Erased cells are dropped; every live one froze at this depth.
            if self
                .store
                .get(c)
                .is_some_and(|cell| cell.freeze_depth == depth)
            {
                self.store.set_freeze_depth(c, 0);
                self.ledger.cells.push(c);
            }
        }
        list.clear();
        // The emptied list keeps its capacity for the next freezing at this depth.
        self.ledger.frozen[usize::from(depth)] = list;
    }

    /// Going down: `piece` arrived on `to`; its bundles frozen "99" with a0 there thaw
    /// (§1.17). Returns what to undo on the way back.
    pub fn thaw_arrived(&mut self, piece: PieceId, to: Square) -> ArrivalRecord {
        let mut rec = ArrivalRecord {
            thawed: Cells::new(),
            serial: self.serial(),
        };
        for home in self.bundles_of_on(piece, to) {
            if self.cell(home).left_a0 {
                for c in self.cells_of(home) {
                    self.store.set_left_a0(c, false);
                    self.ledger.unjudged(c);
                }
                rec.thawed.push(home);
            }
        }
        rec
    }

    /// Going up: `piece` was taken back from `y`. Its bundles with a0 = `y` that the move
    /// down thawed, or that were found below it, freeze "99"; a zone whose root bundle is
    /// among them is erased instead (§1.17, Fig. 29). With [`FoundBelow::Forget`], a bundle
    /// found below the move is erased too, with the bundles that negate it (found after
    /// it), instead of freezing "99": the project's departure, which keeps the map from
    /// growing with every line searched. Returns the zones erased.
    pub fn freeze_left_a0(
        &mut self,
        piece: PieceId,
        y: Square,
        rec: &ArrivalRecord,
        erase_zones: bool,
        found_below: FoundBelow,
    ) -> Cells {
        let mut erased = Cells::new();
        // A piece may hold thousands of bundles, few of them on `y`. They are in creation
        // order, and so are the thawed ones among them: the bundles recorded since come
        // after those, so one walk meets each thawed bundle still recorded in turn.
        let mut thawed_left = rec.thawed.iter().copied().peekable();
        for home in self.bundles_of_on(piece, y) {
            while thawed_left
                .next_if(|&t| t != home && self.store.get(t).is_none())
                .is_some()
            {}
            let thawed = thawed_left.next_if_eq(&home).is_some();
            debug_assert_eq!(thawed, rec.thawed.contains(&home), "the walk missed a thaw");
            let Some(cell) = self.store.get(home) else {
                continue;
            };
            let found = cell.serial > rec.serial;
            if !(thawed || found) {
                continue;
            }
            if cell.kind == TraceKind::Root && erase_zones && self.zone_of(home) == home {
                self.erase_zone(home);
                erased.push(home);
            } else if found_below == FoundBelow::Forget && found && !thawed {
                let mut doomed = self.descendants(home);
                doomed.push(home);
                for b in doomed {
                    self.erase_bundle(b);
                }
            } else {
                for c in self.cells_of(home) {
                    self.store.set_left_a0(c, true);
                }
                self.ledger.parents.push(home);
            }
        }
        erased
    }
}
