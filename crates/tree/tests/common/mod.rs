//! Settings shared by the tests of the search's mechanisms.

use pioneer_tree::SearchConfig;

/// The studies settings as they were before the eleventh session of issue 15
/// (`docs/studies.md`): zones not kept to their time (`MoSettings::zone_time` off), no
/// proof of perpetual check (`MoSettings::perpetual` off) and, once a search has finished,
/// wider horizons searched straight to the depth limit (`Switches::finish_deepens` off).
/// The tests of other mechanisms on single horizons (`SearchConfig::at_horizon`) were
/// derived on them; with the zone time, Réti's search at one horizon of 6 or 8 half-moves
/// values 1.Kg7 as lost (only the widest horizons draw it), so those tests keep the
/// settings they show their mechanism on.
#[allow(dead_code)]
pub fn studies_untimed() -> SearchConfig {
    let mut cfg = SearchConfig::studies();
    cfg.switches.mo.zone_time = false;
    cfg.switches.mo.perpetual = false;
    cfg.switches.finish_deepens = false;
    cfg
}
