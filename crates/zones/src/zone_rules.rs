//! The rules an MO follows on the real board (spec §3.2, §11; §2.2 criterion 1, §2.9),
//! set once per search: what [`Mo::with_rules`](crate::Mo::with_rules) takes.

/// How the MO builds its bundles and ends its zones (each a switch of the search).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ZoneRules {
    /// Zone bundles hold every trajectory up to their length limit, the shortest and the
    /// admissible ones of degree 2 (spec §3.2, §11; seed 003: "these bundles consist of
    /// trajectories of different length"). Off: shortest trajectories only.
    pub admissible_bundles: bool,
    /// §2.2 criterion 1: a zone also ends when its root piece is blocked on every root
    /// trajectory through its square and no block can be removed.
    pub blocked_root_ends_zone: bool,
    /// Whether the search makes deblockades (§2.9), so that an own piece in the way can
    /// step aside (criterion 1 then holds only for blocks no deblockade clears).
    pub deblockade: bool,
    /// Zones keep to their time (a reading of §1.7–1.8): with the horizon H_L here, a
    /// zone with a target is alive at depth d only while its root piece's moves left
    /// along the root bundle are at most ⌈(d₀ + H_L − d)/2⌉, d₀ its inclusion depth
    /// ([`crate::Mo::zone_in_time`]). None: a zone lives while its pieces stand.
    pub zone_horizon: Option<u8>,
    /// Where a zone's time starts ([`ZoneClock`]): with [`ZoneClock::Root`], d₀ above is 0
    /// for every zone.
    pub zone_clock: ZoneClock,
    /// With [`ZoneRules::zone_horizon`]: a zone whose root piece stands off its root
    /// bundle keeps to its time too, its moves left counted as the piece's shortest
    /// length from its square to the target on the free board
    /// ([`crate::Mo::free_length`], a lower bound of any route it could still take).
    /// Off: such a zone is always in time.
    pub off_bundle_time: bool,
    /// A promotion zone stands only while its pawn stands on the file of its promotion
    /// square: a pawn that captured onto another file has left the zone's route for good
    /// (ours, `docs/search.md` item 62; the formation then gives it the zone of its new
    /// file). Off: the zone stands while the pawn is a pawn.
    pub promotion_on_file: bool,
    /// An attack zone whose root piece stands off its root bundle does not keep the
    /// piece from a new zone against the same target from where it stands
    /// ([`crate::Mo::form_attack_zone`]; ours, `docs/search.md` item 71). Off: one live
    /// zone of a root piece against a target at a time, wherever the piece went.
    pub reform_off_bundle: bool,
}

/// Where the time of a zone with [`ZoneRules::zone_horizon`] is counted from.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ZoneClock {
    /// From the zone's inclusion depth: a zone formed during search looks the whole
    /// horizon ahead from where it was formed.
    #[default]
    Inclusion,
    /// From the search's root: a zone formed during search inherits the time the
    /// search has left, as a negation inherits `T_x` from the zone it defends
    /// (§1.7–1.8), so every zone's attack ends within H_L half-moves of the root.
    Root,
}
