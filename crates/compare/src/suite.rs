//! A test suite: EPD records with a key move (`bm`, not in `am`), read once for every
//! engine of the comparison.

use pioneer_rules::Game;
use pioneer_rules::epd::EpdRecord;
use serde::Serialize;
use shakmaty::Move;

/// The result the side to move reaches with best play, as the EPD opcode `c9` states it
/// (`"win"`, `"draw"`, `"loss"`; see `fixtures/README.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Expected {
    /// The side to move wins.
    Win,
    /// A draw.
    Draw,
    /// The side to move loses (the key is the best defence).
    Loss,
}

impl std::str::FromStr for Expected {
    type Err = String;

    fn from_str(s: &str) -> Result<Expected, String> {
        match s.trim().to_ascii_lowercase().as_str() {
            "win" => Ok(Expected::Win),
            "draw" => Ok(Expected::Draw),
            "loss" => Ok(Expected::Loss),
            other => Err(format!(
                "c9 \"{other}\": expected \"win\", \"draw\" or \"loss\""
            )),
        }
    }
}

/// One line of a suite. A line that cannot be run keeps its reason in
/// [`Entry::error`] and still appears in every output.
#[derive(Debug, Clone, Serialize)]
pub struct Entry {
    /// Line number in the file (1-based).
    pub line: usize,
    /// The `id` opcode, or `line N`.
    pub id: String,
    /// The position (six FEN fields) when it parsed.
    pub fen: Option<String>,
    /// The `bm` moves as written.
    pub bm: Vec<String>,
    /// The `am` moves as written.
    pub am: Vec<String>,
    /// The expected result for the side to move (`c9`), when the line gives one.
    pub expected: Option<Expected>,
    /// Why the line cannot be run (bad EPD, no key move, illegal `bm`, a bad `c9`).
    pub error: Option<String>,
    /// The moves that count as solving: `bm` without `am`.
    #[serde(skip)]
    pub keys: Vec<Move>,
    /// The `am` moves (with no `bm`, every other move solves; see [`Entry::verdict`]).
    #[serde(skip)]
    pub avoid: Vec<Move>,
    /// Whether the position and its `bm`/`am` moves were read (the line may still lack
    /// a key move).
    #[serde(skip)]
    pub readable: bool,
    /// The game at the position.
    #[serde(skip)]
    pub game: Option<Game>,
}

impl Entry {
    /// The key move counted by the baseline's `nodes_to_key` (the first of `bm`).
    pub fn key(&self) -> Option<Move> {
        self.keys.first().copied()
    }

    /// Whether `m` solves the position.
    pub fn solves(&self, m: Move) -> bool {
        self.keys.contains(&m)
    }

    /// Whether the line can be run in the comparison (it has a key move).
    pub fn runnable(&self) -> bool {
        self.error.is_none() && self.game.is_some() && !self.keys.is_empty()
    }

    /// Whether the position can be searched (`pioneer solve`: also without a key move).
    pub fn searchable(&self) -> bool {
        self.readable && self.game.is_some()
    }

    /// The verdict on choosing `m` (EPD `bm`/`am`): with `bm`, solved when `m` is a key
    /// move; with only `am`, solved when `m` is not one of them; `None` (not scored)
    /// with neither. No move chosen is not solved.
    pub fn verdict(&self, m: Option<Move>) -> Option<bool> {
        if self.bm.is_empty() && self.am.is_empty() {
            return None;
        }
        Some(m.is_some_and(|m| {
            if self.bm.is_empty() {
                !self.avoid.contains(&m)
            } else {
                self.keys.contains(&m)
            }
        }))
    }
}

/// The message for an error on line `line` of a suite: an EPD syntax error already
/// reads `EPD line N, column C: …`; any other gets the prefix `line N: `.
pub fn located(line: usize, error: &str) -> String {
    if error.starts_with("EPD line ") {
        error.to_owned()
    } else {
        format!("line {line}: {error}")
    }
}

/// Reads a suite from EPD text: blank lines and `#` comments are skipped; every other
/// line becomes an [`Entry`], runnable or with the reason it is not.
pub fn parse(text: &str) -> Vec<Entry> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| entry(i + 1, l))
        .collect()
}

fn entry(line: usize, text: &str) -> Entry {
    let mut e = Entry {
        line,
        id: format!("line {line}"),
        fen: None,
        bm: Vec::new(),
        am: Vec::new(),
        expected: None,
        error: None,
        keys: Vec::new(),
        avoid: Vec::new(),
        readable: false,
        game: None,
    };
    let rec = match EpdRecord::parse_line(text, line) {
        Ok(r) => r,
        Err(err) => {
            e.error = Some(err.to_string());
            return e;
        }
    };
    if let Some(id) = rec.id() {
        e.id = id.to_owned();
    }
    e.fen = Some(rec.fen.clone());
    e.bm = rec.best_moves();
    e.am = rec.op("am").map(<[String]>::to_vec).unwrap_or_default();
    if let Some(c9) = rec.op("c9") {
        match c9.join(" ").parse::<Expected>() {
            Ok(x) => e.expected = Some(x),
            Err(err) => {
                e.error = Some(err);
                return e;
            }
        }
    }
    let game = match rec.game() {
        Ok(g) => g,
        Err(err) => {
            e.error = Some(err.to_string());
            return e;
        }
    };
    match (rec.moves("bm", &game), rec.moves("am", &game)) {
        (Ok(bm), Ok(am)) => {
            e.readable = true;
            e.keys = bm.into_iter().filter(|m| !am.contains(m)).collect();
            e.avoid = am;
            if e.keys.is_empty() {
                e.error = Some("no key move (a bm move not in am)".to_owned());
            }
        }
        (Err(err), _) | (_, Err(err)) => e.error = Some(err.to_string()),
    }
    e.game = Some(game);
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_and_errors() {
        let s = parse(&format!(
            "# comment\n{}not a position\n{} id \"nokey\";\n",
            include_str!("../../../fixtures/fig21.epd"),
            pioneer_rules::FIG21_FEN.trim_end_matches(" 0 1"),
        ));
        assert_eq!(s.len(), 3);
        assert!(s[0].runnable());
        assert_eq!(s[0].id, "fig21");
        assert_eq!(s[0].line, 2);
        assert!(s[1].error.is_some());
        assert_eq!(s[1].id, "line 3");
        assert!(s[2].error.as_deref().unwrap().contains("no key move"));
        assert!(s[2].searchable() && !s[2].runnable() && !s[1].searchable());
        assert_eq!(s[2].verdict(s[0].key()), None);
        assert_eq!(s[0].verdict(s[0].key()), Some(true));
        assert_eq!(s[0].verdict(None), Some(false));
    }

    #[test]
    fn expected_results() {
        let s = parse(
            "7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; c9 \"draw\";\n\
             7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7;\n\
             7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; c9 \"maybe\";\n",
        );
        assert_eq!(s[0].expected, Some(Expected::Draw));
        assert_eq!(s[1].expected, None);
        assert!(s[2].error.as_deref().unwrap().contains("maybe"));
        assert!(!s[2].runnable());
    }
}
