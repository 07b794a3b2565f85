//! The MO's caches (§1.5: a bundle is kept as its trace and rebuilt — "unfolded" — when
//! needed): unfolded bundles, what each reaches from its stops, and the shortest lengths
//! on the free board that vision and the promotion watch ask for. A cache never changes
//! a search: each entry is a pure function of its key, built the first time it is asked
//! for.

#[cfg(debug_assertions)]
use crate::cell::TraceCell;
use crate::cell::{CellId, TraceKind};
use crate::length_table::LengthKey;
use crate::mo::Mo;
use crate::shape_table::{Shapes, UnfoldKey};
use crate::shapes::Reach;
use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind};
use std::sync::Arc;

/// What a trace's bundle depends on (its unfolding and its reach): in debug builds,
/// checked against the shape number the trace keeps.
#[cfg(debug_assertions)]
fn unfold_key(c: &TraceCell) -> UnfoldKey {
    (c.piece_kind, c.a0, c.ak, c.max_len, c.kind, c.zone_type)
}

impl Mo {
    /// Unfolds a bundle (§1.5), from the cache when it was unfolded before.
    pub fn unfold(&self, id: CellId) -> Arc<Bundle> {
        let c = self.cell(id);
        #[cfg(debug_assertions)]
        debug_assert_eq!(
            self.shapes.borrow().ids.get(&unfold_key(c)),
            Some(&c.shape),
            "a trace's shape number is its key's"
        );
        self.unfold_shape(c.shape, || crate::shapes::unfold_trace(c))
    }

    /// A bundle from the unfold cache, built by `build` the first time its key is asked
    /// for (so zone formation during search does not rebuild admissible bundles).
    pub(crate) fn unfold_cached(
        &self,
        key: UnfoldKey,
        build: impl FnOnce() -> Bundle,
    ) -> Arc<Bundle> {
        let shape = self.shapes.borrow_mut().id(key);
        self.unfold_shape(shape, build)
    }

    /// The bundle of shape number `shape`, built by `build` the first time.
    fn unfold_shape(&self, shape: u32, build: impl FnOnce() -> Bundle) -> Arc<Bundle> {
        self.shape_entry(shape, |t| &mut t.bundles, build)
    }

    /// The entry of shape number `shape` in the table's list `list`, built by `build` the
    /// first time (no borrow of the table is held while it builds: building a reach
    /// unfolds).
    fn shape_entry<T>(
        &self,
        shape: u32,
        list: impl Fn(&mut Shapes) -> &mut Vec<Option<Arc<T>>>,
        build: impl FnOnce() -> T,
    ) -> Arc<T> {
        let i = shape as usize;
        if let Some(x) = list(&mut self.shapes.borrow_mut())[i].clone() {
            return x;
        }
        let x = Arc::new(build());
        list(&mut self.shapes.borrow_mut())[i] = Some(x.clone());
        x
    }

    /// The shortest length of the negation bundle of a `kind` piece from `a0` to `ak` on
    /// the free board ([`crate::shapes::negation_bundle`]), none when there is no such
    /// trajectory. Vision asks it for every piece it sees (§1.4, §1.8); the bundle is built
    /// once per key, like an unfolding.
    pub fn negation_length(
        &self,
        kind: PieceKind,
        a0: Square,
        ak: Square,
        trace: TraceKind,
    ) -> Option<u8> {
        self.length(&(kind, a0, ak, Some(trace)), || {
            shortest_len(crate::shapes::negation_bundle(kind, a0, ak, trace))
        })
    }

    /// The shortest length of a `kind` piece's trajectories from `a0` to `ak` on the free
    /// board ([`Bundle::shortest`]: a pawn's last step may be a diagonal), none when `ak`
    /// cannot be reached; built once per key.
    pub fn free_length(&self, kind: PieceKind, a0: Square, ak: Square) -> Option<u8> {
        self.length(&(kind, a0, ak, None), || {
            shortest_len(Bundle::shortest(kind, a0, ak, Bitboard::EMPTY))
        })
    }

    /// The length kept under `key`, built by `build` the first time it is asked for.
    fn length(&self, key: &LengthKey, build: impl FnOnce() -> Option<u8>) -> Option<u8> {
        if let Some(length) = self.lengths.borrow().get(*key) {
            return length;
        }
        let length = build();
        self.lengths.borrow_mut().insert(*key, length);
        length
    }

    /// Whether a trajectory of bundle `id` takes the step `from → to` (its [`Reach`]'s
    /// next stops).
    pub(crate) fn takes_step(&self, id: CellId, from: Square, to: Square) -> bool {
        self.read_reach(id, |r| r.next_stops(from).contains(to))
    }

    /// `read` of bundle `id`'s unfolded [`Bundle`]: in place when it is cached, without
    /// counting a reference (the search asks for it at every step), else from
    /// [`Mo::unfold`], which builds it. `read` must not unfold or reach (the cache is
    /// borrowed while it reads).
    pub fn read_unfold<T>(&self, id: CellId, read: impl FnOnce(&Bundle) -> T) -> T {
        let shape = self.cell(id).shape as usize;
        if let Some(b) = self.shapes.borrow().bundles[shape].as_ref() {
            return read(b);
        }
        read(&self.unfold(id))
    }

    /// `read` of bundle `id`'s [`Reach`]: in place when the reach is cached, without
    /// counting a reference (the readers of a move ask thousands of times), else from
    /// [`Mo::reach`], which builds it. `read` must not unfold or reach (the cache is
    /// borrowed while it reads).
    pub fn read_reach<T>(&self, id: CellId, read: impl FnOnce(&Reach) -> T) -> T {
        let shape = self.cell(id).shape as usize;
        if let Some(r) = self.shapes.borrow().reaches[shape].as_ref() {
            return read(r);
        }
        read(&self.reach(id))
    }

    /// What a bundle reaches from each of its stops ([`Reach`]), cached like its unfolding.
    pub fn reach(&self, id: CellId) -> Arc<Reach> {
        self.shape_entry(
            self.cell(id).shape,
            |t| &mut t.reaches,
            || Reach::of(&self.unfold(id)),
        )
    }
}

/// A bundle's shortest length as the length cache keeps it.
fn shortest_len(b: Bundle) -> Option<u8> {
    b.shortest_len().and_then(|l| u8::try_from(l).ok())
}
