//! The model's flags of a search command read from one line of text (the UCI option
//! `Settings`): the same [`ModelArgs`], so the command line and UCI share one parser and
//! one set of names.

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
        use clap::Parser;
        SettingsLine::try_parse_from(line.split_whitespace()).map_err(|e| {
            let text = e.to_string();
            let first = text.lines().next().unwrap_or("bad settings").trim();
            first.strip_prefix("error: ").unwrap_or(first).to_owned()
        })
    }
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
}
