//! `scripts/tree_ratio.py`: Pioneer's trees against alpha-beta's nodes to proof, and the
//! positions where a tenth is within reach at all (docs/studies-log.md, "Issue 15,
//! fifty-ninth session"). Needs python3 with python-chess; skips (with a message) without
//! it.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{
    markdown_row, positions_epd, refused, script, script_stdout, skip_without_python_chess,
    solve_json,
};

/// A scratch folder holding an EPD of Réti's study and UQW 002.
fn two_positions(tag: &str) -> (std::path::PathBuf, std::path::PathBuf) {
    positions_epd(
        tag,
        &[
            (include_str!("../fixtures/studies.epd"), "reti-1921"),
            (include_str!("../fixtures/unique-wins.epd"), "UQW 002"),
        ],
    )
}

#[test]
fn a_tenth_is_within_reach_only_where_alpha_beta_needs_ten_times_the_root() {
    if skip_without_python_chess() {
        return;
    }
    let (dir, epd) = two_positions("tree-ratio");
    let (p, a) = (dir.join("pioneer.json"), dir.join("alphabeta.json"));
    solve_json(&epd, &p, &["--nodes", "200000"]);
    solve_json(&epd, &a, &["--engine", "alphabeta", "--nodes", "2000000"]);
    let text = script_stdout("tree_ratio.py", &[p.to_str().unwrap(), a.to_str().unwrap()]);
    // Both prove both. Réti: Pioneer's 99-node tree against alpha-beta's thousands of
    // nodes, a tenth and within reach. UQW 002: alpha-beta proves 1…g1=Q in a few dozen
    // nodes, fewer than ten times the root's 1 + legal moves, so no proving tree can be
    // a tenth of them.
    let cells = markdown_row(&text, "| pioneer |");
    let row = cells.join(" | ");
    assert_eq!(cells.len(), 10, "{row}");
    assert_eq!(cells[1], "2", "both prove: {row}");
    assert_eq!(cells[3], "1", "a tenth or less: {row}");
    assert_eq!(cells[4], "1", "within reach: {row}");
    assert_eq!(cells[6], "1", "a tenth or less there: {row}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn runs_that_do_not_pair_are_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let (dir, epd) = two_positions("tree-ratio-bad");
    let (p, a) = (dir.join("pioneer.json"), dir.join("alphabeta.json"));
    solve_json(&epd, &p, &["--nodes", "2000"]);
    solve_json(&epd, &a, &["--engine", "alphabeta", "--nodes", "2000"]);
    let other = dir.join("other.json");
    let one = dir.join("one.epd");
    std::fs::write(&one, "8/8/1k6/8/8/4P3/8/4K3 w - - bm e4; id \"another\";\n").unwrap();
    solve_json(&one, &other, &["--engine", "alphabeta", "--nodes", "2000"]);
    let (p, a, other) = (
        p.to_str().unwrap(),
        a.to_str().unwrap(),
        other.to_str().unwrap(),
    );
    for (args, part) in [
        (vec![p], "in pairs"),
        (vec![a, p], "expected pioneer"),
        (vec![p, p], "expected alphabeta"),
        (vec![p, other], "positions"),
        (vec![p, "/nonexistent/run.json"], "/nonexistent/run.json"),
        (vec![p, "fixtures/studies.epd"], "studies.epd"),
    ] {
        let out = script("tree_ratio.py", &args);
        refused(&out, "error: tree_ratio: ");
        refused(&out, part);
    }
    std::fs::remove_dir_all(&dir).ok();
}
