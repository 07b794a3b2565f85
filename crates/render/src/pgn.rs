//! The principal variation as PGN (export of a solution).
//!
//! The game starts from the searched position (`[SetUp "1"]`, `[FEN …]`). The moves are
//! the SAN moves of the principal variation; a pass (`--` in the PV) is not a chess move,
//! so the movetext stops there with a comment. The value and the tree size go in a
//! comment before the moves.

use pioneer_rules::{Chess, Color, Position, to_fen};
use pioneer_tree::SettingsSummary;
use std::fmt::Write;

/// What the PGN says about the search besides the moves.
#[derive(Debug, Clone)]
pub struct PgnInfo {
    /// The value (material won since the root, from White's side).
    pub value: i32,
    /// Nodes of the final tree, the root included.
    pub tree_size: usize,
    /// Forward moves considered.
    pub moves_considered: u64,
    /// The attack horizon H_L.
    pub horizon: u8,
    /// The settings in effect (preset, changes, limits, version): PGN headers.
    pub settings: Option<SettingsSummary>,
}

fn clean_comment(s: &str) -> String {
    s.replace(['{', '}'], "")
}

/// Writes the PGN of `pv` (SAN, passes as `--`) from `root`.
pub fn pgn(root: &Chess, pv: &[String], info: &PgnInfo) -> String {
    let fen = to_fen(root);
    let mut out = String::new();
    let tags = [
        ("Event", "Pioneer zone search".to_owned()),
        ("Site", "?".to_owned()),
        ("Date", "????.??.??".to_owned()),
        ("Round", "-".to_owned()),
        ("White", "?".to_owned()),
        ("Black", "?".to_owned()),
        ("Result", "*".to_owned()),
        ("SetUp", "1".to_owned()),
        ("FEN", fen),
        ("Annotator", "pioneer".to_owned()),
    ];
    let settings = info.settings.iter().flat_map(|st| {
        [
            ("Annotator", format!("pioneer {}", st.version)),
            ("PioneerPreset", st.preset.to_string()),
            ("PioneerHorizon", st.horizon.to_string()),
            ("PioneerChanges", st.changes_text()),
            ("PioneerLimits", st.limits_text()),
            ("PioneerPositional", st.positional.to_string()),
        ]
    });
    // The settings' Annotator (with the version) replaces the plain one.
    let mut all: Vec<(&str, String)> = tags.into_iter().collect();
    for (k, v) in settings {
        match all.iter_mut().find(|(name, _)| *name == k) {
            Some(slot) => slot.1 = v,
            None => all.push((k, v)),
        }
    }
    for (k, v) in all {
        let _ = writeln!(
            out,
            "[{k} \"{}\"]",
            v.replace('\\', "\\\\").replace('"', "\\\"")
        );
    }
    out.push('\n');
    let mut text: Vec<String> = vec![format!(
        "{{{}}}",
        clean_comment(&format!(
            "Pioneer zone search, horizon {}: value {} (material from White's side), tree of {} nodes, {} moves considered",
            info.horizon, info.value, info.tree_size, info.moves_considered
        ))
    )];
    let mut number = root.fullmoves().get();
    let mut turn = root.turn();
    let mut first = true;
    for (i, san) in pv.iter().enumerate() {
        if san == "--" {
            let rest = pv[i..].join(" ");
            text.push(format!(
                "{{{}}}",
                clean_comment(&format!(
                    "then a pass: the PV goes on as {rest} (a pass is not a chess move)"
                ))
            ));
            break;
        }
        match turn {
            Color::White => text.push(format!("{number}.")),
            Color::Black if first => text.push(format!("{number}...")),
            Color::Black => {}
        }
        text.push(san.clone());
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
        first = false;
    }
    text.push("*".to_owned());
    // Wrap at 79 columns as PGN export format asks.
    let mut line = String::new();
    for word in text.join(" ").split(' ') {
        if !line.is_empty() && line.len() + 1 + word.len() > 79 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&line);
    out.push('\n');
    out
}
