//! The settings in effect, said once: the preset a search started from, its horizon,
//! every switch that differs from the preset, the limits and the program's version.
//!
//! Every output (the `pioneer` text header, JSON, the HTML report, PGN headers, UCI's
//! `info string`) renders this one summary, so they cannot disagree about what ran.

use crate::config::SearchConfig;
use crate::preset::Preset;
use serde::Serialize;
use std::fmt;

/// The program's version (the workspace's).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// One setting that differs from the preset: its dotted name (`switches.mo.square_rule`),
/// the preset's value and the value in effect, both as JSON would write them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SettingChange {
    /// The field's path in [`SearchConfig`], dotted (`horizon`, `switches.deblockade`).
    pub name: String,
    /// The preset's value.
    pub preset: String,
    /// The value in effect.
    pub value: String,
}

/// The settings of a search, relative to the preset they started from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SettingsSummary {
    /// The program's version ([`VERSION`]).
    pub version: &'static str,
    /// The preset the settings started from.
    pub preset: Preset,
    /// The attack horizon H_L in half-moves.
    pub horizon: u8,
    /// Every switch (and the horizon) that differs from the preset, in field order.
    pub changes: Vec<SettingChange>,
    /// Moves considered before the search stops.
    pub nodes: u64,
    /// Wall-clock limit in milliseconds.
    pub time_ms: u64,
    /// Depth limit in half-moves.
    pub depth: u16,
    /// Appendix 2's two switches in effect, named whatever the preset: positional values,
    /// positional priority.
    pub positional: PositionalSwitches,
}

/// Appendix 2's switches in effect ([`crate::Switches::positional_values`],
/// [`crate::Switches::positional_priority`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct PositionalSwitches {
    /// `(m_t, P)` values.
    pub values: bool,
    /// The positional move priority.
    pub priority: bool,
}

impl fmt::Display for PositionalSwitches {
    /// `values on, priority off`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = |b: bool| if b { "on" } else { "off" };
        write!(
            f,
            "values {}, priority {}",
            w(self.values),
            w(self.priority)
        )
    }
}

impl SearchConfig {
    /// The fields of `self` that differ from `preset`'s configuration, limits excepted
    /// (they are always reported): dotted names in field order.
    pub fn diff_from(&self, preset: Preset) -> Vec<SettingChange> {
        let (Ok(mine), Ok(base)) = (
            serde_json::to_value(self),
            serde_json::to_value(preset.config()),
        ) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        diff("", &mine, &base, &mut out);
        out.retain(|c| !c.name.starts_with("limits"));
        out
    }

    /// The summary of these settings against `preset`.
    pub fn summary(&self, preset: Preset) -> SettingsSummary {
        SettingsSummary {
            version: VERSION,
            preset,
            horizon: self.horizon,
            changes: self.diff_from(preset),
            nodes: self.limits.max_moves,
            time_ms: u64::try_from(self.limits.max_time.as_millis()).unwrap_or(u64::MAX),
            depth: self.limits.max_depth,
            positional: PositionalSwitches {
                values: self.switches.positional_values,
                priority: self.switches.positional_priority,
            },
        }
    }
}

/// A setting's value as the summary prints it: a name without JSON's quotes.
fn plain(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn diff(prefix: &str, a: &serde_json::Value, b: &serde_json::Value, out: &mut Vec<SettingChange>) {
    match (a, b) {
        (serde_json::Value::Object(ma), serde_json::Value::Object(mb)) => {
            for (k, va) in ma {
                let name = if prefix.is_empty() {
                    k.clone()
                } else {
                    format!("{prefix}.{k}")
                };
                match mb.get(k) {
                    Some(vb) => diff(&name, va, vb, out),
                    None => out.push(SettingChange {
                        name,
                        preset: "-".to_owned(),
                        value: plain(va),
                    }),
                }
            }
        }
        _ if a != b => out.push(SettingChange {
            name: prefix.to_owned(),
            preset: plain(b),
            value: plain(a),
        }),
        _ => {}
    }
}

impl SettingChange {
    /// `deblockade off`, `horizon 6`, `restart_budget 5`: the last part of the name and
    /// the value (booleans as on/off, a setting left unset as off).
    pub fn short(&self) -> String {
        let field = self.name.rsplit('.').next().unwrap_or(&self.name);
        let value = match self.value.as_str() {
            "true" => "on",
            "false" | "null" => "off",
            v => v,
        };
        format!("{field} {value}")
    }
}

impl SettingsSummary {
    /// The changes in one phrase: `none` or `deblockade off, horizon 6`.
    pub fn changes_text(&self) -> String {
        if self.changes.is_empty() {
            "none".to_owned()
        } else {
            let v: Vec<String> = self.changes.iter().map(SettingChange::short).collect();
            v.join(", ")
        }
    }

    /// The limits in one phrase: `200000 moves, 10000 ms, depth 40`.
    pub fn limits_text(&self) -> String {
        format!(
            "{} moves, {} ms, depth {}",
            self.nodes, self.time_ms, self.depth
        )
    }
}

impl fmt::Display for SettingsSummary {
    /// One line: `preset studies, horizon 4, changes none, limits 200000 moves, 10000 ms,
    /// depth 40, positional values off, priority off, pioneer 0.1.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "preset {}, horizon {}, changes {}, limits {}, positional {}, pioneer {}",
            self.preset,
            self.horizon,
            self.changes_text(),
            self.limits_text(),
            self.positional,
            self.version
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_preset_differs_from_itself_in_nothing() {
        for p in Preset::ALL {
            assert!(p.config().diff_from(p).is_empty());
        }
    }

    #[test]
    fn each_change_is_named_once() {
        let mut cfg = SearchConfig::studies();
        cfg.switches.deblockade = false;
        cfg.horizon = 6;
        cfg.switches.mo.square_rule = false;
        cfg.limits.max_moves = 7;
        let s = cfg.summary(Preset::Studies);
        let names: Vec<&str> = s.changes.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(
            names,
            ["horizon", "switches.deblockade", "switches.mo.square_rule"]
        );
        assert_eq!(s.nodes, 7);
        assert_eq!(
            s.changes_text(),
            "horizon 6, deblockade off, square_rule off"
        );
        assert!(s.to_string().starts_with("preset studies, horizon 6"));
        assert!(
            s.to_string()
                .contains(", positional values off, priority off, pioneer")
        );
        let mut on = SearchConfig::fig21();
        on.switches.positional_values = true;
        let s = on.summary(Preset::Fig21);
        assert_eq!(s.changes_text(), "positional_values on");
        assert!(s.to_string().contains("positional values on, priority off"));
        let fig21 = SearchConfig::studies().diff_from(Preset::Fig21);
        assert!(fig21.iter().any(|c| c.name == "switches.deepening"));
    }

    #[test]
    fn the_trajectory_switches_are_listed() {
        let mut cfg = SearchConfig::studies();
        cfg.switches.trajectories.real_length = !cfg.switches.trajectories.real_length;
        let s = cfg.summary(Preset::Studies);
        let names: Vec<&str> = s.changes.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(names, ["switches.trajectories.real_length"]);
        let on = if cfg.switches.trajectories.real_length {
            "on"
        } else {
            "off"
        };
        assert_eq!(s.changes_text(), format!("real_length {on}"));
        // The Fig. 21 preset has the sources' mechanisms on; each one the studies preset
        // has otherwise is named against it.
        let fig21 = SearchConfig::fig21().switches.trajectories;
        let studies = SearchConfig::studies().switches.trajectories;
        let diff = SearchConfig::studies().diff_from(Preset::Fig21);
        for (name, a, b) in [
            (
                "admissible_bundles",
                fig21.admissible_bundles,
                studies.admissible_bundles,
            ),
            ("real_length", fig21.real_length, studies.real_length),
            (
                "first_segment_block",
                fig21.first_segment_block,
                studies.first_segment_block,
            ),
            (
                "blocked_root_ends_zone",
                fig21.blocked_root_ends_zone,
                studies.blocked_root_ends_zone,
            ),
            (
                "root_leaves_path",
                fig21.root_leaves_path,
                studies.root_leaves_path,
            ),
        ] {
            let full = format!("switches.trajectories.{name}");
            assert_eq!(diff.iter().any(|c| c.name == full), a != b, "{name}");
        }
    }
}
