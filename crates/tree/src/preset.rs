//! Named settings of the search: the one place the presets live. Front ends start from a
//! preset's [`SearchConfig`] and apply only the overrides a user gave.

use crate::config::SearchConfig;
use std::fmt;
use std::str::FromStr;

/// A named [`SearchConfig`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// The settings of Fig. 21 ([`SearchConfig::fig21`]).
    Fig21,
    /// The settings for studies ([`SearchConfig::studies`]).
    Studies,
    /// The settings for playing a game ([`SearchConfig::play`]): the studies' with
    /// Appendix 2's positional values.
    Play,
}

impl Preset {
    /// Every preset, in the order of their names.
    pub const ALL: [Preset; 3] = [Preset::Fig21, Preset::Studies, Preset::Play];

    /// The configuration.
    pub fn config(self) -> SearchConfig {
        match self {
            Preset::Fig21 => SearchConfig::fig21(),
            Preset::Studies => SearchConfig::studies(),
            Preset::Play => SearchConfig::play(),
        }
    }

    /// The name (`fig21`, `studies`, `play`).
    pub fn name(self) -> &'static str {
        match self {
            Preset::Fig21 => "fig21",
            Preset::Studies => "studies",
            Preset::Play => "play",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A name that is no preset.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
        write!(
            f,
            "unknown preset '{}' (expected: {})",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownPreset {}

impl FromStr for Preset {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Preset, UnknownPreset> {
        let t = s.trim();
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(t))
            .ok_or_else(|| UnknownPreset(s.to_owned()))
    }
}
