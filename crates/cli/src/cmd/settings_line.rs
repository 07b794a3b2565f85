//! The flags of a command read from one line of text, for the UCI options that take
//! them: `Settings` (the model's flags of a search command, [`SettingsLine`]) and
//! `Baseline` (the baseline's switches of `pioneer alphabeta`, [`BaselineLine`]). Each
//! is the command line's own `clap` arguments, so the command line and UCI share one
//! parser and one set of names.

use crate::cmd::alphabeta::FeatureArgs;
use crate::cmd::model::ModelArgs;

/// The model's flags of a search command read from one line of text, as the UCI option
/// `Settings` takes them (`--zone-time --horizon 6`): the same names, the same parser.
#[derive(clap::Parser, Debug, Clone)]
#[command(no_binary_name = true, disable_help_flag = true)]
pub struct SettingsLine {
    /// The flags.
    #[command(flatten)]
    pub model: ModelArgs,
}

impl SettingsLine {
    /// Parses `line` (flags separated by white space); the error is clap's first line,
    /// without its `error: ` prefix.
    pub fn parse(line: &str) -> Result<SettingsLine, String> {
        parse_line(line)
    }
}

/// The baseline's switches read from one line of text, as the UCI option `Baseline`
/// takes them (`--pvs --null-move --eval standard`): the flags of `pioneer alphabeta`
/// that choose its algorithm, ordering, pruning, extensions, evaluation and table.
#[derive(clap::Parser, Clone)]
#[command(no_binary_name = true, disable_help_flag = true)]
pub struct BaselineLine {
    /// The switches.
    #[command(flatten)]
    pub features: FeatureArgs,
}

impl BaselineLine {
    /// Parses `line` as [`SettingsLine::parse`] does.
    pub fn parse(line: &str) -> Result<BaselineLine, String> {
        parse_line(line)
    }
}

/// `line`'s flags (separated by white space) parsed as `P`'s; the error is clap's first
/// line, without its `error: ` prefix.
fn parse_line<P: clap::Parser>(line: &str) -> Result<P, String> {
    P::try_parse_from(line.split_whitespace()).map_err(|e| {
        let text = e.to_string();
        let first = text.lines().next().unwrap_or("bad flags").trim();
        first.strip_prefix("error: ").unwrap_or(first).to_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_tree::Preset;

    #[test]
    fn a_settings_line_is_the_command_line() {
        let line = SettingsLine::parse("  --zone-time\t--horizon 6 ").expect("parses");
        #[derive(clap::Parser)]
        struct Cli {
            #[command(flatten)]
            model: ModelArgs,
        }
        use clap::Parser;
        let argv = ["pioneer", "--zone-time", "--horizon", "6"];
        let cli = Cli::try_parse_from(argv).expect("parses");
        assert_eq!(line.model.config(), cli.model.config());
        // No preset named: the one given.
        let none = SettingsLine::parse("--perpetual").expect("parses").model;
        assert_eq!(none.preset_over(Preset::Fig21), Preset::Fig21);
        assert!(none.config_over(Preset::Fig21).switches.mo.perpetual);
        let named = SettingsLine::parse("--preset studies")
            .expect("parses")
            .model;
        assert_eq!(named.preset_over(Preset::Fig21), Preset::Studies);
        for bad in [
            "--no-such-switch",
            "--horizon 99",
            "--zone-time --no-zone-time",
            "stray",
        ] {
            let e = SettingsLine::parse(bad).expect_err(bad);
            assert!(
                !e.is_empty() && !e.contains('\n') && !e.starts_with("error"),
                "{e}"
            );
        }
    }

    #[test]
    fn a_baseline_line_is_pioneer_alphabetas_switches() {
        use pioneer_baseline::{Algorithm, Config, EvalKind};
        let line = BaselineLine::parse("--pvs --null-move --qchecks --futility --eval standard")
            .expect("parses");
        let config = line.features.config().expect("a configuration");
        assert_eq!(
            config,
            Config {
                algorithm: Algorithm::Pvs,
                null_move: true,
                quiescence_checks: true,
                futility: true,
                eval: EvalKind::Standard,
                ..Config::default()
            }
        );
        // No flags: the default configuration.
        let none = BaselineLine::parse("").expect("parses");
        assert_eq!(none.features.config().ok(), Some(Config::default()));
        for bad in ["--no-such-switch", "--minimax --pvs", "--hash 0", "stray"] {
            let e = BaselineLine::parse(bad).err().expect(bad);
            assert!(
                !e.is_empty() && !e.contains('\n') && !e.starts_with("error"),
                "{e}"
            );
        }
        // An evaluation clap accepts and the baseline does not: refused by `config`.
        let odd = BaselineLine::parse("--eval nnue").expect("parses");
        assert!(odd.features.config().is_err());
    }
}
