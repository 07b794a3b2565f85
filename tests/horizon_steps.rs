//! `scripts/horizon_steps.py`: the positions of a Pioneer `solve` run sorted by what its
//! finished horizons showed (docs/studies-log.md, "Issue 15, fifty-eighth session"). Needs
//! python3 with python-chess; skips (with a message) without it.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{
    one_position_epd, refused, script, script_stdout, skip_without_python_chess, solve_json,
};

#[test]
fn a_proof_a_wider_horizon_ties_is_broken() {
    if skip_without_python_chess() {
        return;
    }
    // UQW 011: horizons 4 and 5 prove 1.c8=Q+ (+8, +9, every other move below); the
    // finished horizon 6 values it +1, tied, so the verdict is "found". (Without the first
    // pass's yield, which came after: with it the admissible pass proves the key; and with
    // the restart budget of 2: the seventy-sixth session's budget of 1 proves it too.)
    let (dir, epd) = one_position_epd(
        "horizon-steps",
        include_str!("../fixtures/unique-wins.epd"),
        "UQW 011",
    );
    let json = dir.join("pioneer.json");
    solve_json(
        &epd,
        &json,
        &[
            "--nodes",
            "60000",
            "--no-admissible-yield",
            "--restart-budget",
            "2",
        ],
    );
    let text = script_stdout("horizon_steps.py", &[json.to_str().unwrap(), "--list"]);
    assert!(text.contains("broken: 1\n"), "{text}");
    assert!(text.contains("4:c8=Q+:8* 5:c8=Q+:9* 6:c8=Q+:1"), "{text}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_root_shows_which_moves_tie_with_the_key() {
    if skip_without_python_chess() {
        return;
    }
    // UQL 028: 1.Kc5 is the unique win; without the kings' zones formed again off their
    // bundles (item 71, which proves it) the final tree values 1.Kd5, 1.Kc6, 1.Kc7 and
    // 1.Kd7 +1 as well, so the key ties with four other moves (`root_moves`). With the
    // restart budget of 2: the seventy-sixth session's budget of 1 separates 1.Kc5 there.
    let (dir, epd) = one_position_epd(
        "horizon-steps-root",
        include_str!("../fixtures/unique-wins-locked.epd"),
        "UQL 028",
    );
    let json = dir.join("pioneer.json");
    solve_json(
        &epd,
        &json,
        &[
            "--nodes",
            "10000",
            "--reform-off-bundle",
            "off",
            "--restart-budget",
            "2",
        ],
    );
    let text = script_stdout("horizon_steps.py", &[json.to_str().unwrap(), "--root"]);
    assert!(text.contains("never: 1\n"), "{text}");
    assert!(
        text.contains("root: key tied with 2-4 others: 1\n"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_file_that_is_not_a_solve_run_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    for bad in [
        "/nonexistent/run.json",
        "fixtures/studies.epd",
        "docs/results-fig21.json",
    ] {
        refused(&script("horizon_steps.py", &[bad]), "horizon_steps");
    }
}
