//! The tests of `model.rs`: every flag sets its own field of the preset's settings.

use super::*;
use clap::Parser;

#[derive(Parser)]
struct Cli {
    #[command(flatten)]
    model: ModelArgs,
}

fn config(args: &[&str]) -> SearchConfig {
    let argv = std::iter::once("t").chain(args.iter().copied());
    Cli::try_parse_from(argv).expect("parses").model.config()
}

#[test]
fn each_preset_is_the_library_s() {
    // No flag: the studies preset, as every search command defaults to it.
    assert_eq!(config(&[]), SearchConfig::studies());
    assert_eq!(config(&["--preset", "fig21"]), SearchConfig::fig21());
    assert_eq!(config(&["--preset", "studies"]), SearchConfig::studies());
    assert_eq!(config(&["--studies"]), SearchConfig::studies());
    for p in Preset::ALL {
        assert_eq!(config(&["--preset", p.name()]), p.config());
    }
    assert!(Cli::try_parse_from(["t", "--preset", "nonsense"]).is_err());
    assert!(Cli::try_parse_from(["t", "--preset", "fig21", "--studies"]).is_err());
}

#[test]
fn an_override_changes_exactly_its_field() {
    let studies = SearchConfig::studies();
    let mut want = studies;
    want.switches.deblockade = false;
    assert_eq!(config(&["--studies", "--no-deblockade"]), want);
    let mut want = SearchConfig::fig21();
    want.switches.deblockade = true;
    assert_eq!(config(&["--preset", "fig21", "--deblockade"]), want);
    let mut want = studies;
    want.switches.retreat = false;
    assert_eq!(config(&["--studies", "--no-retreat"]), want);
    let mut want = studies;
    want.horizon = 6;
    assert_eq!(config(&["--studies", "--horizon", "6"]), want);
    let mut want = studies;
    want.switches.capped_widens = 3;
    assert_eq!(config(&["--studies", "--capped-widens", "3"]), want);
    let mut want = studies;
    want.switches.cap_leap = Some(16);
    assert_eq!(config(&["--studies", "--cap-leap", "16"]), want);
    let mut want = studies;
    want.switches.cap_leap = None;
    assert_eq!(config(&["--studies", "--no-cap-leap"]), want);
    assert!(Cli::try_parse_from(["t", "--cap-leap", "1"]).is_err());
    assert!(Cli::try_parse_from(["t", "--cap-leap", "8", "--no-cap-leap"]).is_err());
    // The race to each pawn (item 80): on in studies, off in fig21.
    assert!(studies.switches.race_targets);
    let mut want = studies;
    want.switches.race_targets = false;
    assert_eq!(config(&["--studies", "--no-race-targets"]), want);
    let mut want = SearchConfig::fig21();
    want.switches.race_targets = true;
    assert_eq!(config(&["--preset", "fig21", "--race-targets"]), want);
    assert!(Cli::try_parse_from(["t", "--race-targets", "--no-race-targets"]).is_err());
    // The race's mate defence (item 81): on in studies, off in fig21.
    assert!(studies.switches.race_mate_defence);
    let mut want = studies;
    want.switches.race_mate_defence = false;
    assert_eq!(config(&["--studies", "--no-race-mate-defence"]), want);
    let mut want = SearchConfig::fig21();
    want.switches.race_mate_defence = true;
    assert_eq!(config(&["--preset", "fig21", "--race-mate-defence"]), want);
    assert!(Cli::try_parse_from(["t", "--race-mate-defence", "--no-race-mate-defence"]).is_err());
    let mut want = studies;
    want.switches.forget_found_bundles = true;
    assert_eq!(config(&["--studies", "--forget-found-bundles"]), want);
    let mut want = studies;
    want.switches.restart_budget = 5;
    assert_eq!(config(&["--studies", "--restart-budget", "5"]), want);
    let mut want = studies;
    want.switches.mo.fork_slack = 3;
    assert_eq!(config(&["--fork-slack", "3"]), want);
    assert!(Cli::try_parse_from(["t", "--fork-slack", "5"]).is_err());
    let mut want = studies;
    want.limits.max_moves = 123;
    assert_eq!(config(&["--preset", "studies", "--nodes", "123"]), want);
    // The old names still work, hidden.
    assert_eq!(config(&["--preset", "studies", "--max-moves", "123"]), want);
    let mut want = studies;
    want.limits.max_time = Duration::from_millis(50);
    want.limits.max_depth = 9;
    assert_eq!(config(&["--time-ms", "50", "--depth", "9"]), want);
    assert_eq!(config(&["--max-time-ms", "50", "--max-depth", "9"]), want);
    let mut want = studies;
    want.switches.mo.attacks_on_mover = true;
    assert_eq!(config(&["--attacks-on-mover"]), want);
    // A setting of a few values: each value from each preset, a bad one refused.
    for p in Preset::ALL {
        for scope in pioneer_tree::ReformScope::ALL {
            let mut want = p.config();
            want.switches.mo.reform_off_bundle = scope;
            assert_eq!(
                config(&["--preset", p.name(), "--reform-off-bundle", scope.name()]),
                want
            );
        }
    }
    assert!(Cli::try_parse_from(["t", "--reform-off-bundle", "sometimes"]).is_err());
    let mut want = studies;
    want.switches.race_max_horizon = 20;
    assert_eq!(config(&["--race-max-horizon", "20"]), want);
    assert!(Cli::try_parse_from(["t", "--race-max-horizon", "31"]).is_err());
    // Appendix 2's two switches, each way from each preset.
    for p in Preset::ALL {
        let base = p.config();
        let mut want = base;
        want.switches.positional_values = true;
        assert_eq!(config(&["--preset", p.name(), "--positional-values"]), want);
        want.switches.positional_values = false;
        assert_eq!(
            config(&["--preset", p.name(), "--no-positional-values"]),
            want
        );
        let mut want = base;
        want.switches.positional_priority = true;
        assert_eq!(
            config(&["--preset", p.name(), "--positional-priority"]),
            want
        );
        want.switches.positional_priority = false;
        assert_eq!(
            config(&["--preset", p.name(), "--no-positional-priority"]),
            want
        );
    }
    assert!(Cli::try_parse_from(["t", "--positional-values", "--no-positional-values"]).is_err());
    // Moving on rails: on in studies, off in fig21, each flag overriding its preset.
    assert!(studies.switches.rails && !SearchConfig::fig21().switches.rails);
    let mut want = studies;
    want.switches.rails = false;
    assert_eq!(config(&["--no-rails"]), want);
    let mut want = SearchConfig::fig21();
    want.switches.rails = true;
    assert_eq!(config(&["--preset", "fig21", "--rails"]), want);
    assert!(Cli::try_parse_from(["t", "--rails", "--no-rails"]).is_err());
}

#[test]
fn the_trajectory_switches_override_either_preset() {
    use pioneer_tree::TrajectorySettings;
    for preset in Preset::ALL {
        let name = preset.name();
        let flip = |field: fn(&mut TrajectorySettings) -> &mut bool, flag: &str| {
            let mut want = preset.config();
            let f = field(&mut want.switches.trajectories);
            let on = !*f;
            *f = on;
            let given = if on {
                format!("--{flag}")
            } else {
                format!("--no-{flag}")
            };
            assert_eq!(config(&["--preset", name, &given]), want, "{name} {given}");
            // The flag that says what the preset has changes nothing.
            let same = if on {
                format!("--no-{flag}")
            } else {
                format!("--{flag}")
            };
            assert_eq!(config(&["--preset", name, &same]), preset.config());
        };
        flip(|t| &mut t.admissible_bundles, "admissible-bundles");
        flip(|t| &mut t.real_length, "real-length");
        flip(|t| &mut t.first_segment_block, "first-segment-block");
        flip(|t| &mut t.blocked_root_ends_zone, "blocked-root-ends-zone");
        flip(|t| &mut t.root_leaves_path, "root-leaves-path");
    }
    assert!(
        Cli::try_parse_from(["t", "--real-length", "--no-real-length"]).is_err(),
        "both directions at once"
    );
}
