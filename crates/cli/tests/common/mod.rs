//! What the integration tests of the `pioneer` binary share: running it and reading what
//! it wrote. Each test file takes what it needs (`mod common;`; the top-level tests through
//! `#[path]`).

#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs the `pioneer` binary with `args` and waits for it.
pub fn pioneer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(args)
        .output()
        .expect("the pioneer binary runs")
}

/// What it wrote on stdout (lossy UTF-8).
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What it wrote on stderr (lossy UTF-8).
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Whether `python3` runs (the scripts that read only JSON need nothing more).
pub fn python3() -> bool {
    Command::new("python3")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Whether `python3` runs with python-chess (`chess.engine`): the measurement scripts of
/// `scripts/` need it, and their tests skip without it.
pub fn python_chess() -> bool {
    Command::new("python3")
        .args(["-c", "import chess.engine"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `true`, with a message, when python-chess is missing: a script test returns at once
/// (`if skip_without_python_chess() { return; }`).
#[allow(dead_code)]
pub fn skip_without_python_chess() -> bool {
    let missing = !python_chess();
    if missing {
        eprintln!("skipped: needs python3 with python-chess");
    }
    missing
}

/// Stockfish where installed (Debian's `/usr/games/stockfish`, or on the usual paths): the
/// referee and opponent of the script tests that need one, which skip without it.
pub fn stockfish() -> Option<&'static str> {
    [
        "/usr/games/stockfish",
        "/usr/bin/stockfish",
        "/usr/local/bin/stockfish",
    ]
    .into_iter()
    .find(|p| std::path::Path::new(p).exists())
}

/// Stockfish's path when it and python-chess are both there; `None`, with a message, when
/// either is missing: a test that plays or referees through python-chess returns at once
/// (`let Some(sf) = stockfish_with_python_chess() else { return; };`).
pub fn stockfish_with_python_chess() -> Option<&'static str> {
    let found = stockfish().filter(|_| python_chess());
    if found.is_none() {
        eprintln!("skipped: needs python3 with python-chess and Stockfish");
    }
    found
}

/// Runs `python3 scripts/NAME ARGS…` from the workspace's root and waits for it.
pub fn script(name: &str, args: &[&str]) -> Output {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    Command::new("python3")
        .current_dir(&root)
        .arg(format!("scripts/{name}"))
        .args(args)
        .output()
        .expect("python3 runs")
}

/// Runs `python3 scripts/NAME ARGS…` and returns what it printed, asserting that it
/// exited with 0.
pub fn script_stdout(name: &str, args: &[&str]) -> String {
    let out = script(name, args);
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(out.status.code(), Some(0), "{name} {args:?}: {text}");
    text
}

/// The cells of the Markdown table row of `text` that starts with `start` (`"| name |"`),
/// trimmed; panics with the text when there is none.
#[allow(dead_code)]
pub fn markdown_row(text: &str, start: &str) -> Vec<String> {
    let row = text
        .lines()
        .find(|l| l.starts_with(start))
        .unwrap_or_else(|| panic!("no row {start}: {text}"));
    row.trim_matches('|')
        .split('|')
        .map(|c| c.trim().to_owned())
        .collect()
}

/// Asserts that `out` is a refusal of bad input: exit code 2 and one line on stderr that
/// starts with `error: ` and holds `part`.
pub fn refused(out: &Output, part: &str) {
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: ") && err.contains(part), "{err}");
}

/// Runs `pioneer solve EPD --json=OUT ARGS…`, asserting that it succeeds.
pub fn solve_json(epd: &std::path::Path, out: &std::path::Path, args: &[&str]) {
    let json_arg = format!("--json={}", out.display());
    let epd = epd.to_str().expect("a UTF-8 path");
    let mut all = vec!["solve", epd, &json_arg];
    all.extend_from_slice(args);
    let run = pioneer(&all);
    assert!(run.status.success(), "{run:?}");
}

/// A scratch folder for one test (under the system's temporary folder, named for `tag`
/// and the process) and in it `positions.epd`: the line of `suite` (an EPD file's text) whose
/// `id` opcode starts with `id`. The caller removes the folder.
pub fn one_position_epd(
    tag: &str,
    suite: &str,
    id: &str,
) -> (std::path::PathBuf, std::path::PathBuf) {
    positions_epd(tag, &[(suite, id)])
}

/// [`one_position_epd`] for several positions: `positions.epd` holds, in order, the line of each
/// `(suite, id)` pair whose `id` opcode starts with `id`.
pub fn positions_epd(
    tag: &str,
    picks: &[(&str, &str)],
) -> (std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("pioneer-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let mut text = String::new();
    for (suite, id) in picks {
        let needle = format!("id \"{id}");
        let line = suite
            .lines()
            .find(|l| l.contains(&needle))
            .expect("the position is in the suite");
        text.push_str(line);
        text.push('\n');
    }
    let epd = dir.join("positions.epd");
    std::fs::write(&epd, text).expect("the EPD is written");
    (dir, epd)
}
