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
    /// Parses one EPD line.
    pub fn parse(line: &str) -> Result<EpdRecord, RulesError> {
        let bad = |why: &str| RulesError::Fen {
            fen: line.trim().to_owned(),
            reason: why.to_owned(),
        };
        let mut rest = line.trim();
        let mut fields = Vec::new();
        for _ in 0..4 {
            rest = rest.trim_start();
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            if end == 0 {
                return Err(bad("an EPD line needs four position fields"));
            }
            fields.push(&rest[..end]);
            rest = &rest[end..];
        }
        let ops = parse_ops(rest).map_err(|e| bad(&e))?;
        let op = |name: &str| {
            ops.iter()
                .find(|(n, _)| n == name)
                .and_then(|(_, v)| v.first().cloned())
        };
        let hmvc = op("hmvc").unwrap_or_else(|| "0".to_owned());
        let fmvn = op("fmvn").unwrap_or_else(|| "1".to_owned());
        let fen = format!("{} {hmvc} {fmvn}", fields.join(" "));
        parse_fen(&fen)?;
        Ok(EpdRecord { fen, ops })
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

fn parse_ops(text: &str) -> Result<Vec<(String, Vec<String>)>, String> {
    let mut ops = Vec::new();
    let mut chars = text.chars().peekable();
    loop {
        while chars.peek().is_some_and(|c| c.is_whitespace()) {
            chars.next();
        }
        if chars.peek().is_none() {
            break;
        }
        let mut name = String::new();
        while let Some(&c) = chars.peek() {
            if c.is_whitespace() || c == ';' {
                break;
            }
            name.push(c);
            chars.next();
        }
        let mut operands = Vec::new();
        let mut cur = String::new();
        let mut closed = false;
        while let Some(c) = chars.next() {
            match c {
                ';' => {
                    closed = true;
                    break;
                }
                '"' => {
                    let mut quoted = String::new();
                    let mut ended = false;
                    for q in chars.by_ref() {
                        if q == '"' {
                            ended = true;
                            break;
                        }
                        quoted.push(q);
                    }
                    if !ended {
                        return Err(format!("unterminated string in opcode '{name}'"));
                    }
                    operands.push(quoted);
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
        if !closed {
            return Err(format!("opcode '{name}' is not closed by ';'"));
        }
        if name.is_empty() {
            continue;
        }
        ops.push((name, operands));
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
        let game = r.game().unwrap();
        assert!(r.moves("bm", &game).is_ok());
        let bad = EpdRecord::parse("7K/8/k1P5/7p/8/8/8/8 w - - bm Qh1;").unwrap();
        assert!(bad.moves("bm", &bad.game().unwrap()).is_err());
    }
}
