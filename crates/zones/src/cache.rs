//! The MO's caches (§1.5: a bundle is kept as its trace and rebuilt — "unfolded" — when
//! needed): unfolded bundles, what each reaches from its stops, and the shortest lengths
//! on the free board that vision and the promotion watch ask for. A cache never changes
//! a search: each entry is a pure function of its key, built the first time it is asked
//! for.

use crate::cell::{CellId, TraceKind};
use crate::mo::{LengthKey, Mo, UnfoldKey};
use crate::shapes::Reach;
use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind};
use std::sync::Arc;

impl Mo {
    /// Unfolds a bundle (§1.5), from the cache when it was unfolded before.
    pub fn unfold(&self, id: CellId) -> Arc<Bundle> {
        let c = self.cell(id);
        self.unfold_cached(
            (c.piece_kind, c.a0, c.ak, c.max_len, c.kind, c.zone_type),
            || crate::shapes::unfold_trace(c),
        )
    }

    /// A bundle from the unfold cache, built by `build` the first time its key is asked
    /// for (so zone formation during search does not rebuild admissible bundles).
    pub(crate) fn unfold_cached(
        &self,
        key: UnfoldKey,
        build: impl FnOnce() -> Bundle,
    ) -> Arc<Bundle> {
        if let Some(b) = self.unfolded.borrow().get(&key) {
            return Arc::clone(b);
        }
        let b = Arc::new(build());
        self.unfolded.borrow_mut().insert(key, Arc::clone(&b));
        b
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
        self.length_cached((kind, a0, ak, Some(trace)), || {
            crate::shapes::negation_bundle(kind, a0, ak, trace)
        })
    }

    /// The shortest length of a `kind` piece's trajectories from `a0` to `ak` on the free
    /// board ([`Bundle::shortest`]: a pawn's last step may be a diagonal), none when `ak`
    /// cannot be reached; built once per key.
    pub fn free_length(&self, kind: PieceKind, a0: Square, ak: Square) -> Option<u8> {
        self.length_cached((kind, a0, ak, None), || {
            Bundle::shortest(kind, a0, ak, Bitboard::EMPTY)
        })
    }

    /// A shortest length from the cache, `build` giving the bundle the first time.
    fn length_cached(&self, key: LengthKey, build: impl FnOnce() -> Bundle) -> Option<u8> {
        if let Some(&len) = self.lengths.borrow().get(&key) {
            return len;
        }
        let len = build().shortest_len().and_then(|l| u8::try_from(l).ok());
        self.lengths.borrow_mut().insert(key, len);
        len
    }

    /// What a bundle reaches from each of its stops ([`Reach`]), cached like its unfolding.
    pub fn reach(&self, id: CellId) -> Arc<Reach> {
        let c = self.cell(id);
        let key = (c.piece_kind, c.a0, c.ak, c.max_len, c.kind, c.zone_type);
        if let Some(r) = self.reaches.borrow().get(&key) {
            return Arc::clone(r);
        }
        let r = Arc::new(Reach::of(&self.unfold(id)));
        self.reaches.borrow_mut().insert(key, Arc::clone(&r));
        r
    }
}
