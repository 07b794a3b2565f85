//! `scripts/verdict_scales.py`: the proofs of a `solve` run counted again with the
//! expected result read on one scale for every engine (docs/results.md, "What 'a win
//! above 0' reads"). Needs python3 with python-chess; skips (with a message) without it.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{
    one_position_epd, refused, script, script_stdout, skip_without_python_chess, solve_json,
};

/// `python3 scripts/verdict_scales.py ARGS…` from the workspace's root.
fn verdict_scales(args: &[&str]) -> std::process::Output {
    script("verdict_scales.py", args)
}

#[test]
fn a_key_kept_a_pawn_up_is_a_win_on_the_balance_not_on_the_gain() {
    if skip_without_python_chess() {
        return;
    }
    // UQH 004: White, a pawn up at the root, keeps it with 1.Bd2; alpha-beta proves the key
    // at depth 1 with +1 on the board, which is no material won since the root.
    let (dir, epd) = one_position_epd(
        "verdict-scales",
        include_str!("../fixtures/unique-wins-heldout.epd"),
        "UQH 004",
    );
    let json = dir.join("ab.json");
    solve_json(&epd, &json, &["--engine", "alphabeta", "--nodes", "100000"]);
    let text = script_stdout(
        "verdict_scales.py",
        &[epd.to_str().unwrap(), json.to_str().unwrap()],
    );
    assert!(
        text.trim_end()
            .ends_with("alphabeta: own 1, balance 1, gain 0"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_unreadable_file_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let out = verdict_scales(&["fixtures/studies.epd", "/nonexistent/run.json"]);
    refused(&out, "/nonexistent/run.json");
}
