//! Pseudo-search: how far to climb when vision finds trajectories too late (§1.10–1.11,
//! Fig. 25; spec §4.5).

use crate::mo::Mo;
use crate::vision::Sighting;
use pioneer_rules::{PieceId, Square};

impl Mo {
    /// Whether a sighting comes too late to play in this variation: a negation trajectory
    /// longer than one move, or a blockade trajectory of any length (§1.10).
    pub fn is_late(s: &Sighting) -> bool {
        s.blockade || s.length > 1
    }

    /// The depth to climb to (§1.11). For every piece with late trajectories, the highest
    /// node of the current variation at which it still stands on its a0 (`since(piece,
    /// a0)`); per zone the larger of that and the zone's inclusion depth; over all zones
    /// the smallest. `None` when nothing is late.
    pub fn rollback_depth(
        &self,
        sightings: &[Sighting],
        since: impl Fn(PieceId, Square) -> u16,
    ) -> Option<u16> {
        sightings
            .iter()
            .filter(|s| Mo::is_late(s))
            .filter_map(|s| {
                let c = self.store.get(s.bundle)?;
                let zone = self.zone_of(s.bundle);
                Some(since(s.piece, c.a0).max(self.inclusion_depth(zone)))
            })
            .min()
    }

    /// Erases the zones included deeper than `depth` ("short-lived" zones, Fig. 25 zone
    /// II): the search climbed above their inclusion. Returns how many were erased.
    pub fn erase_zones_below(&mut self, depth: u16) -> usize {
        let doomed: Vec<_> = self
            .zones()
            .filter(|&z| self.inclusion_depth(z) > depth)
            .collect();
        for &z in &doomed {
            self.erase_zone(z);
        }
        doomed.len()
    }
}
