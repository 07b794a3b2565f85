//! The live zones of the last position asked about ([`crate::Mo::live_zones`]), kept with
//! what they depend on, so that the several readers at one node judge the zones once.

use crate::cell::CellId;
use smallvec::SmallVec;

/// What the live zones of a position depend on besides the cells of the zones, which do
/// not change while a zone lives: the game's state, the zones and the rules
/// (`Mo::zones_version` counts their changes), the root's ply and the two clocks;
/// [`crate::Mo::zone_alive`] reads nothing else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LiveZonesKey {
    /// The game's state ([`pioneer_rules::Game::stamp`]).
    pub(crate) game: u64,
    /// `Mo::zones_version`.
    pub(crate) zones: u64,
    /// `Mo::root_ply`.
    pub(crate) root_ply: usize,
    /// `Mo::root_clock_from`.
    pub(crate) root_clock_from: Option<u16>,
    /// `Mo::clock_restart`.
    pub(crate) clock_restart: Option<u16>,
}

/// The live zones of one position with their key (none before the first question).
#[derive(Debug, Clone, Default)]
pub(crate) struct LiveZonesCache {
    key: Option<LiveZonesKey>,
    zones: SmallVec<[CellId; 8]>,
}

impl LiveZonesCache {
    /// The live zones `zones`, kept for `key`.
    pub(crate) fn new(key: LiveZonesKey, zones: SmallVec<[CellId; 8]>) -> LiveZonesCache {
        LiveZonesCache {
            key: Some(key),
            zones,
        }
    }

    /// The kept answer, if it was kept for `key`.
    pub(crate) fn get(&self, key: LiveZonesKey) -> Option<SmallVec<[CellId; 8]>> {
        (self.key == Some(key)).then(|| self.zones.clone())
    }
}
