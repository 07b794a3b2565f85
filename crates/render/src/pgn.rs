//! The principal variation as PGN (export of a solution).
//!
//! The game starts from the searched position (`[SetUp "1"]`, `[FEN …]`). The moves are
//! the SAN moves of the principal variation; a pass (`--` in the PV) is not a chess move,
//! so the movetext stops there with a comment. The value and the tree size go in a
//! comment before the moves.
//!
//! [`game`] writes any engine's line with the tags and comment given; [`pgn`] is the
//! Pioneer search's game (its [`PgnInfo`] as tags and comment), which `pioneer search`,
//! `solve` and `compare` all write.

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

/// A PGN tag pair (`[Name "value"]`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tag {
    /// The tag's name (`Event`, `FEN`, `PioneerHorizon`).
    pub name: String,
    /// Its value, unescaped.
    pub value: String,
}

impl Tag {
    /// The tag `name` = `value`.
    pub fn new(name: &str, value: impl Into<String>) -> Tag {
        Tag {
            name: name.to_owned(),
            value: value.into(),
        }
    }
}

/// What a game says besides its moves: tags (each replaces the default of its name, or
/// comes after the defaults) and a comment before the first move.
#[derive(Debug, Clone, Default)]
pub struct GameText {
    /// Tags beyond (or instead of) the Seven Tag Roster's defaults.
    pub tags: Vec<Tag>,
    /// The comment before the moves (empty: none).
    pub comment: String,
}

impl GameText {
    /// Sets tag `name` (replacing one of that name already given).
    pub fn set(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|t| t.name == name) {
            Some(t) => t.value = value,
            None => self.tags.push(Tag::new(name, value)),
        }
    }
}

impl PgnInfo {
    /// The tags and comment of a Pioneer search's game: the settings as headers, the
    /// value and tree size in the comment.
    pub fn text(&self) -> GameText {
        let mut text = GameText {
            tags: vec![Tag::new("Event", "Pioneer zone search")],
            comment: format!(
                "Pioneer zone search, horizon {}: value {} (material from White's side), tree of {} nodes, {} moves considered",
                self.horizon, self.value, self.tree_size, self.moves_considered
            ),
        };
        if let Some(st) = &self.settings {
            text.set("Annotator", format!("pioneer {}", st.version));
            text.set("PioneerPreset", st.preset.to_string());
            text.set("PioneerHorizon", st.horizon.to_string());
            text.set("PioneerChanges", st.changes_text());
            text.set("PioneerLimits", st.limits_text());
            text.set("PioneerPositional", st.positional.to_string());
        }
        text
    }
}

fn clean_comment(s: &str) -> String {
    s.replace(['{', '}'], "")
}

/// Writes the PGN of a Pioneer search's `pv` (SAN, passes as `--`) from `root`.
pub fn pgn(root: &Chess, pv: &[String], info: &PgnInfo) -> String {
    game(root, pv, &info.text())
}

/// Writes one PGN game of `pv` (SAN, passes as `--`) from `root`: the Seven Tag Roster
/// (unknowns as `?`, result `*`), `SetUp` and `FEN`, `Annotator "pioneer"`, each replaced by
/// a tag of `text` of its name, then `text`'s other tags, its comment and the moves.
pub fn game(root: &Chess, pv: &[String], text: &GameText) -> String {
    let fen = to_fen(root);
    let mut out = String::new();
    let defaults = [
        ("Event", "?".to_owned()),
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
    let mut all: Vec<Tag> = defaults
        .into_iter()
        .map(|(name, value)| Tag::new(name, value))
        .collect();
    for tag in &text.tags {
        match all.iter_mut().find(|t| t.name == tag.name) {
            Some(slot) => slot.value = tag.value.clone(),
            None => all.push(tag.clone()),
        }
    }
    for tag in all {
        let _ = writeln!(
            out,
            "[{} \"{}\"]",
            tag.name,
            tag.value.replace('\\', "\\\\").replace('"', "\\\"")
        );
    }
    out.push('\n');
    let mut words: Vec<String> = Vec::new();
    if !text.comment.is_empty() {
        words.push(format!("{{{}}}", clean_comment(&text.comment)));
    }
    let mut number = root.fullmoves().get();
    let mut turn = root.turn();
    let mut first = true;
    for (i, san) in pv.iter().enumerate() {
        if san == "--" {
            let rest = pv[i..].join(" ");
            words.push(format!(
                "{{{}}}",
                clean_comment(&format!(
                    "then a pass: the PV goes on as {rest} (a pass is not a chess move)"
                ))
            ));
            break;
        }
        match turn {
            Color::White => words.push(format!("{number}.")),
            Color::Black if first => words.push(format!("{number}...")),
            Color::Black => {}
        }
        words.push(san.clone());
        if turn == Color::Black {
            number += 1;
        }
        turn = !turn;
        first = false;
    }
    words.push("*".to_owned());
    // Wrap at 79 columns as PGN export format asks.
    let mut line = String::new();
    for word in words.join(" ").split(' ') {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_replaces_default_tags_in_place_and_appends_the_others() {
        let root = Chess::default();
        let mut text = GameText {
            comment: "full: cp 35 {braces}".to_owned(),
            ..GameText::default()
        };
        text.set("Event", "id \"q\"");
        text.set("Verdict", "proven");
        text.set("Verdict", "found");
        let pgn = game(&root, &["e4".to_owned(), "e5".to_owned()], &text);
        let lines: Vec<&str> = pgn.lines().collect();
        assert_eq!(lines[0], r#"[Event "id \"q\""]"#);
        assert_eq!(lines[10], r#"[Verdict "found"]"#);
        assert_eq!(lines[11], "");
        assert_eq!(lines[12], "{full: cp 35 braces} 1. e4 e5 *");
    }
}
