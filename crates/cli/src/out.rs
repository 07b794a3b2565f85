//! Every write the program makes to stdout, checked: a full disk is an error line and a
//! non-zero exit (a closed pipe ends the program quietly, as `SIGPIPE` does for other
//! command-line tools). Also the shared `--json [FILE]` option and the bound on the
//! length of error lines.

use crate::error::CliError;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The longest error line the program prints, in characters (longer input is cut
/// with `…`).
pub const MAX_ERROR_CHARS: usize = 200;

/// One line to stdout, flushed.
pub fn line(text: &str) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|e| CliError::output("stdout", &e))
}

/// Text to stdout as it is (it carries its own newlines), flushed.
pub fn text(text: &str) -> Result<(), CliError> {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(|e| CliError::output("stdout", &e))
}

/// `outln!("…", args)`: one formatted line to stdout, `?`-able.
#[macro_export]
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::out::line(&format!($($arg)*))
    };
}

/// `--json [FILE]`: JSON on stdout, or into FILE when one is given.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct JsonArg {
    /// Print the result as JSON instead of text: on stdout, or into FILE when one is
    /// given (`--json=FILE` when a positional argument follows).
    #[arg(
        long,
        value_name = "FILE",
        num_args = 0..=1,
        default_missing_value = "-"
    )]
    json: Option<PathBuf>,
}

impl JsonArg {
    /// Whether JSON was asked for.
    pub fn on(&self) -> bool {
        self.json.is_some()
    }

    /// Whether the JSON goes to stdout (so the text output must not).
    pub fn to_stdout(&self) -> bool {
        self.json.as_deref().is_some_and(|p| p == Path::new("-"))
    }

    /// Writes `value` where `--json` said: stdout (one line) or the file (pretty).
    /// Nothing when `--json` was not given.
    pub fn write(&self, value: &serde_json::Value) -> Result<(), CliError> {
        match self.json.as_deref() {
            None => Ok(()),
            Some(p) if p == Path::new("-") => line(&value.to_string()),
            // `pioneer solve --json suite.epd` reads the suite as --json's FILE: never
            // write JSON over a suite.
            Some(p) if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("epd")) => {
                Err(CliError::Input(format!(
                    "--json would overwrite {}: put --json after the suite or write --json=FILE",
                    p.display()
                )))
            }
            Some(p) => write_file(p, &format!("{value:#}\n")),
        }
    }
}

/// Writes a file the user named; an I/O error (a missing directory, a full disk) is a
/// one-line error with exit code 2, like any other bad path given.
pub fn write_file(path: &Path, text: &str) -> Result<(), CliError> {
    std::fs::write(path, text)
        .map_err(|e| CliError::Input(format!("cannot write {}: {e}", path.display())))
}

/// `s` as one line of at most [`MAX_ERROR_CHARS`] characters: line breaks become spaces,
/// control characters `?`, and a longer text is cut with `…`.
pub fn one_line(s: &str) -> String {
    let clean: String = s
        .chars()
        .map(|c| match c {
            '\n' | '\r' | '\t' => ' ',
            c if c.is_control() => '?',
            c => c,
        })
        .collect();
    let clean = clean.trim();
    if clean.chars().count() <= MAX_ERROR_CHARS {
        clean.to_owned()
    } else {
        let mut cut: String = clean.chars().take(MAX_ERROR_CHARS - 1).collect();
        cut.push('…');
        cut
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_line_is_one_bounded_line() {
        let long = "x".repeat(10_000);
        let s = one_line(&format!("invalid FEN '{long}'\nsecond line"));
        assert_eq!(s.chars().count(), MAX_ERROR_CHARS);
        assert!(s.ends_with('…'));
        assert!(!s.contains('\n'));
        assert_eq!(one_line("a\nb\u{7}"), "a b?");
    }
}
