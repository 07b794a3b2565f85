//! The presets are the library's configurations, by name.

use pioneer_tree::{PLAY_MAX_HORIZON, Preset, SearchConfig};

#[test]
fn presets_by_name() {
    assert_eq!(Preset::Fig21.config(), SearchConfig::fig21());
    assert_eq!(Preset::Studies.config(), SearchConfig::studies());
    assert_eq!(Preset::Play.config(), SearchConfig::play());
    // The play preset is the studies' with the positional values and without the kings'
    // race played out, moving on rails, the whole root or the admissible pass (and its
    // yield), with the widest horizon 12, and nothing else.
    let mut play = SearchConfig::studies();
    play.switches.admissible_pass = false;
    play.switches.admissible_yield = None;
    play.max_horizon = PLAY_MAX_HORIZON;
    play.switches.positional_values = true;
    play.switches.kings_race_played = false;
    play.switches.rails = false;
    play.switches.whole_root = false;
    assert_eq!(SearchConfig::play(), play);
    for p in Preset::ALL {
        assert_eq!(p.name().parse::<Preset>(), Ok(p));
        assert_eq!(p.to_string(), p.name());
    }
    assert_eq!(" Studies ".parse::<Preset>(), Ok(Preset::Studies));
    let e = "nonsense".parse::<Preset>().unwrap_err().to_string();
    assert_eq!(
        e,
        "unknown preset 'nonsense' (expected: fig21, studies, play)"
    );
}
