//! EPD records: a position (four FEN fields) and opcodes such as `bm`, `am`, `id`, `c0`.
//!
//! ```
//! use pioneer_rules::epd::EpdRecord;
//! let r = EpdRecord::parse(r#"7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; id "reti-1921";"#).unwrap();
//! assert_eq!(r.id(), Some("reti-1921"));
//! assert_eq!(r.best_moves(), ["Kg7"]);
//! let game = r.game().unwrap();
//! assert_eq!(r.moves("bm", &game).unwrap().len(), 1);
//! ```

use crate::{Game, RulesError, parse_fen};
use shakmaty::Move;

/// One EPD line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EpdRecord {
    /// The position as a six-field FEN (halfmove clock 0, move number 1 unless `hmvc`/`fmvn`
    /// say otherwise).
    pub fen: String,
    /// The opcodes in order, each with its operands (quotes removed).
    pub ops: Vec<(String, Vec<String>)>,
}

impl EpdRecord {
    /// Parses one EPD line, as other tools read EPD: four position fields, then opcodes
    /// each ended by `;` (the last `;` may be left out). An error says
    /// `EPD column C: …`.
    pub fn parse(line: &str) -> Result<EpdRecord, RulesError> {
        parse_record(line).map_err(|(column, reason)| RulesError::Epd {
            line: None,
            column,
            reason,
        })
    }

    /// [`EpdRecord::parse`] for line `number` of a file: an error says
    /// `EPD line N, column C: …`.
    pub fn parse_line(line: &str, number: usize) -> Result<EpdRecord, RulesError> {
        parse_record(line).map_err(|(column, reason)| RulesError::Epd {
            line: Some(number),
            column,
            reason,
        })
    }

    /// The operands of an opcode.
    pub fn op(&self, name: &str) -> Option<&[String]> {
        self.ops
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_slice())
    }

    /// The `id` opcode.
    pub fn id(&self) -> Option<&str> {
        self.op("id").and_then(|v| v.first()).map(String::as_str)
    }

    /// The `bm` operands as written.
    pub fn best_moves(&self) -> Vec<String> {
        self.op("bm").map(<[String]>::to_vec).unwrap_or_default()
    }

    /// The position.
    pub fn game(&self) -> Result<Game, RulesError> {
        Game::from_fen(&self.fen)
    }

    /// The moves of a SAN-valued opcode (`bm`, `am`) in the position.
    pub fn moves(&self, name: &str, game: &Game) -> Result<Vec<Move>, RulesError> {
        self.op(name)
            .unwrap_or_default()
            .iter()
            .map(|san| game.parse_san(san.trim_end_matches(['+', '#', '!', '?'])))
            .collect()
    }
}

/// A parse error: the 1-based column (in characters) and the reason.
type At = (usize, String);

/// The longest piece of the input quoted in an error.
const QUOTE_CHARS: usize = 40;

/// `text` cut to [`QUOTE_CHARS`] characters with `…`.
fn quote(text: &str) -> String {
    if text.chars().count() <= QUOTE_CHARS {
        text.to_owned()
    } else {
        let mut s: String = text.chars().take(QUOTE_CHARS - 1).collect();
        s.push('…');
        s
    }
}

fn parse_record(line: &str) -> Result<EpdRecord, At> {
    // Columns count characters from the line's start; `chars` walks it once.
    let chars: Vec<char> = line.chars().collect();
    let mut i = 0;
    let mut fields: Vec<(usize, String)> = Vec::new();
    for name in ["piece placement", "side to move", "castling", "en passant"] {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        if i == chars.len() {
            return Err((
                i + 1,
                format!("the {name} field is missing (a record starts with four position fields)"),
            ));
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            i += 1;
        }
        fields.push((start, chars[start..i].iter().collect()));
    }
    let ops = parse_ops(&chars, i)?;
    // Check each field alone first, so that the column points at the bad one.
    let probe = |k: usize, value: &str| -> Option<String> {
        let mut parts: Vec<&str> = vec!["8/8/8/8/8/8/8/8", "w", "-", "-"];
        parts[k] = value;
        let text = parts.join(" ");
        shakmaty::fen::Fen::from_ascii(text.as_bytes())
            .err()
            .map(|e| e.to_string())
    };
    for (k, (col, value)) in fields.iter().enumerate() {
        if let Some(why) = probe(k, value) {
            return Err((
                col + 1,
                format!("bad position field '{}': {why}", quote(value)),
            ));
        }
    }
    let op = |name: &str| {
        ops.iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, v)| v.first().cloned())
    };
    let hmvc = op("hmvc").unwrap_or_else(|| "0".to_owned());
    let fmvn = op("fmvn").unwrap_or_else(|| "1".to_owned());
    let four: Vec<&str> = fields.iter().map(|(_, f)| f.as_str()).collect();
    let fen = format!("{} {hmvc} {fmvn}", four.join(" "));
    if let Err(e) = parse_fen(&fen) {
        let why = match e {
            RulesError::Fen { reason, .. } => reason,
            other => other.to_string(),
        };
        return Err((fields[0].0 + 1, format!("not a legal position: {why}")));
    }
    Ok(EpdRecord { fen, ops })
}

/// The opcodes from `chars[start..]`: a name, operands (bare or in double quotes), `;`.
/// The last opcode's `;` may be missing.
fn parse_ops(chars: &[char], start: usize) -> Result<Vec<(String, Vec<String>)>, At> {
    let mut ops = Vec::new();
    let mut i = start;
    loop {
        while i < chars.len() && chars[i].is_whitespace() {
            i += 1;
        }
        if i == chars.len() {
            break;
        }
        let name_at = i;
        let mut name = String::new();
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ';' {
            name.push(chars[i]);
            i += 1;
        }
        if name.starts_with('"') {
            return Err((
                name_at + 1,
                "an opcode name cannot start with '\"'".to_owned(),
            ));
        }
        let mut operands = Vec::new();
        let mut cur = String::new();
        while i < chars.len() {
            let c = chars[i];
            i += 1;
            match c {
                ';' => break,
                '"' => {
                    let open = i;
                    let Some(len) = chars[open..].iter().position(|&q| q == '"') else {
                        return Err((
                            open,
                            format!("unterminated string in opcode '{}'", quote(&name)),
                        ));
                    };
                    operands.push(chars[open..open + len].iter().collect());
                    i = open + len + 1;
                }
                c if c.is_whitespace() => {
                    if !cur.is_empty() {
                        operands.push(std::mem::take(&mut cur));
                    }
                }
                c => cur.push(c),
            }
        }
        if !cur.is_empty() {
            operands.push(cur);
        }
        if !name.is_empty() {
            ops.push((name, operands));
        }
    }
    Ok(ops)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opcodes_and_errors() {
        let r = EpdRecord::parse(
            r#"8/8/1KP5/3r4/8/8/8/k7 w - - bm c7; am Kc7 Kb7; id "saavedra"; c0 "a; b";"#,
        )
        .unwrap();
        assert_eq!(r.fen, "8/8/1KP5/3r4/8/8/8/k7 w - - 0 1");
        assert_eq!(r.op("am").unwrap(), ["Kc7", "Kb7"]);
        assert_eq!(r.op("c0").unwrap(), ["a; b"]);
        assert!(EpdRecord::parse("8/8/8 w").is_err());
        assert!(EpdRecord::parse("8/8/8/8/8/8/8/8 w - - bm e4;").is_err());
        assert!(EpdRecord::parse(r#"7K/8/k1P5/7p/8/8/8/8 w - - id "x"#).is_err());
        // The last `;` may be left out, as python-chess and other tools read EPD.
        let r = EpdRecord::parse(r#"7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; id "reti""#).unwrap();
        assert_eq!(r.id(), Some("reti"));
        assert_eq!(r.best_moves(), ["Kg7"]);
        let r = EpdRecord::parse("7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7").unwrap();
        assert_eq!(r.best_moves(), ["Kg7"]);
        let game = r.game().unwrap();
        assert!(r.moves("bm", &game).is_ok());
        let e = EpdRecord::parse_line("7K/8/k1P5/7p/8/8/8/8 x - - bm Kg7;", 12).unwrap_err();
        assert!(
            e.to_string()
                .starts_with("EPD line 12, column 22: bad position field 'x'"),
            "{e}"
        );
        let e = EpdRecord::parse(r#"7K/8/k1P5/7p/8/8/8/8 w - - id "x"#).unwrap_err();
        assert!(
            e.to_string().starts_with("EPD column 31: unterminated"),
            "{e}"
        );
        let e = EpdRecord::parse("8/8/8 w").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("EPD column 8: the castling field"),
            "{e}"
        );
        let bad = EpdRecord::parse("7K/8/k1P5/7p/8/8/8/8 w - - bm Qh1;").unwrap();
        assert!(bad.moves("bm", &bad.game().unwrap()).is_err());
    }
}
