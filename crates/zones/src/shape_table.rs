//! The unfold cache's table (§1.5: a bundle is rebuilt from its trace): a bundle's key
//! gets a number once, which its traces keep, and the unfolded bundle and its reach are
//! kept under that number (the methods that fill it are in `cache`). Apart from `mo` and
//! `cache` so that both can name it without a cycle.

use crate::cell::{TraceKind, ZoneType};
use crate::shapes::Reach;
use pioneer_rules::Square;
use pioneer_trajectories::{Bundle, PieceKind};
use rustc_hash::FxHashMap;
use std::sync::Arc;

/// What an unfolded bundle depends on: the piece kind, a0, ak, the length limit (the
/// shortest length for a bundle of shortest trajectories), the trace kind and the zone
/// type (a pawn's last step is straight in a promotion zone, diagonal in an attack).
pub(crate) type UnfoldKey = (PieceKind, Square, Square, u8, TraceKind, ZoneType);

/// The unfolded bundles and their reaches, by shape: a bundle's key ([`UnfoldKey`]) gets
/// a number the first time it is met, which its traces keep (`TraceCell::shape`), so that
/// unfolding a trace reads a list instead of hashing its key.
#[derive(Debug, Clone, Default)]
pub(crate) struct Shapes {
    pub(crate) ids: FxHashMap<UnfoldKey, u32>,
    pub(crate) bundles: Vec<Option<Arc<Bundle>>>,
    pub(crate) reaches: Vec<Option<Arc<Reach>>>,
}

impl Shapes {
    /// The number of the shape `key`, given the first time it is asked for.
    pub(crate) fn id(&mut self, key: UnfoldKey) -> u32 {
        let Shapes {
            ids,
            bundles,
            reaches,
        } = self;
        *ids.entry(key).or_insert_with(|| {
            bundles.push(None);
            reaches.push(None);
            u32::try_from(bundles.len() - 1).expect("fewer than 2^32 shapes")
        })
    }
}
