//! `scripts/play_studies.py`: the studies played out by `pioneer uci` against a UCI
//! opponent. Needs python3 with python-chess and Stockfish; skips (with a message) without
//! them. Checks that the script plays a game with the built binary and judges it against
//! the EPD's `c9`; whether the study's result is reached is a measurement
//! (`docs/studies.md`), not asserted here.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{script, skip_without_python_chess, stockfish_with_python_chess};

/// `python3 scripts/play_studies.py ARGS…` from the workspace's root.
fn play_studies(args: &[&str]) -> std::process::Output {
    script("play_studies.py", args)
}

#[test]
fn a_study_is_played_and_judged() {
    let Some(sf) = stockfish_with_python_chess() else {
        return;
    };
    let solver = format!("{} uci", env!("CARGO_BIN_EXE_pioneer"));
    let out = play_studies(&[
        "fixtures/studies.epd",
        "--only",
        "chernev-003",
        "--solver",
        &solver,
        "--opponent",
        sf,
        "--time",
        "0.05",
        "--max-plies",
        "6",
        "--adjudicate-depth",
        "8",
        // The solver's settings go through its UCI option `Settings`.
        "--solver-option",
        "Settings=--no-zone-time",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        matches!(out.status.code(), Some(0 | 1)),
        "exit {:?}: {text}{}",
        out.status.code(),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.starts_with("chernev-003: expected win, got "),
        "{text}"
    );
    assert!(
        text.contains("\n  1.Ke6") || text.contains("\n  1."),
        "{text}"
    );
    assert!(text.trim_end().ends_with("of 1"), "{text}");
}

#[test]
fn a_missing_engine_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let out = play_studies(&["fixtures/studies.epd", "--solver", "/nonexistent/engine"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_solver_option_the_solver_lacks_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let solver = format!("{} uci", env!("CARGO_BIN_EXE_pioneer"));
    for option in ["NoSuchOption=1", "no equals sign"] {
        let out = play_studies(&[
            "fixtures/studies.epd",
            "--solver",
            &solver,
            "--solver-option",
            option,
        ]);
        assert_eq!(out.status.code(), Some(2), "{option}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("error"), "{option}: {err}");
    }
}
