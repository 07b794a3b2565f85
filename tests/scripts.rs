//! The measurement scripts of `scripts/` refuse bad input with one line on stderr and exit
//! code 2, before any engine starts (docs/robustness.md). Needs python3 with python-chess;
//! skips (with a message) without it.
//!
//! No case below reaches an engine: each either fails before one starts or names one that
//! does not exist.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{markdown_row, refused, script, script_stdout, skip_without_python_chess};

#[test]
fn unique_wins_refuses_an_output_it_cannot_write_before_searching() {
    if skip_without_python_chess() {
        return;
    }
    // The engine named does not exist: the refusal comes before it would be started.
    let out = script(
        "unique_wins.py",
        &[
            "/nonexistent/folder/out.epd",
            "--engine",
            "/nonexistent/engine",
        ],
    );
    refused(&out, "cannot write /nonexistent/folder/out.epd");
    let out = script("unique_wins.py", &["out.epd", "--count", "0"]);
    refused(&out, "--count 0");
    let out = script("unique_wins.py", &["out.epd", "--prefix", "U Q"]);
    refused(&out, "--prefix 'U Q'");
}

#[test]
fn expected_results_refuses_missing_files_and_bad_lines() {
    if skip_without_python_chess() {
        return;
    }
    let out = script("expected_results.py", &["/nonexistent/suite.epd"]);
    refused(&out, "cannot read /nonexistent/suite.epd");
    let dir = std::env::temp_dir().join(format!("pioneer-scripts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.epd");
    std::fs::write(&bad, "this is not a position\n").unwrap();
    let results = dir.join("results.txt");
    std::fs::write(&results, "").unwrap();
    let out = script(
        "expected_results.py",
        &[
            bad.to_str().unwrap(),
            "--results",
            results.to_str().unwrap(),
        ],
    );
    refused(&out, "bad.epd:1:");
    std::fs::write(&results, "1\tno score\n").unwrap();
    let out = script(
        "expected_results.py",
        &[
            "fixtures/studies.epd",
            "--results",
            results.to_str().unwrap(),
        ],
    );
    refused(&out, "not a line this script printed");
    let out = script(
        "expected_results.py",
        &["fixtures/studies.epd", "--engine", "/nonexistent/engine"],
    );
    refused(&out, "cannot start /nonexistent/engine");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn solve_sets_runs_the_sets_and_sums_their_groups() {
    if skip_without_python_chess() {
        return;
    }
    let dir = std::env::temp_dir().join(format!("pioneer-solve-sets-{}", std::process::id()));
    let out = dir.to_str().unwrap();
    let bin = env!("CARGO_BIN_EXE_pioneer");
    let text = script_stdout(
        "solve_sets.py",
        &[
            out,
            "--nodes",
            "2000",
            "--sets",
            "studies",
            "--pioneer",
            bin,
        ],
    );
    // One row of eight studies, then the development group's total and the whole.
    let row = |start: &str| markdown_row(&text, start);
    let studies = row("| studies |");
    assert_eq!(studies[1..4], ["development", "pioneer", "8"]);
    assert_eq!(row("| **development** |")[3..], studies[3..]);
    assert_eq!(row("| **all** |")[3..], studies[3..]);
    assert!(dir.join("studies.json").exists());
    // The summary of what is there reads the same table back.
    let again = script("solve_sets.py", &[out, "--summary"]);
    assert_eq!(String::from_utf8_lossy(&again.stdout), text);
    what_moved_between_two_runs(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--against`: what moved from another run's folder to this one, from the run in `dir`
/// and a copy of it with its first proof made wrong and its tree grown by a node.
fn what_moved_between_two_runs(dir: &std::path::Path) {
    let out = dir.to_str().unwrap();
    // Against itself nothing moved.
    let same = script_stdout("solve_sets.py", &[out, "--summary", "--against", out]);
    assert!(
        same.contains("- studies: 0 proofs in, 0 out; 0 of 8 trees changed"),
        "{same}"
    );
    let other = dir.join("other");
    std::fs::create_dir_all(&other).unwrap();
    let run = std::fs::read_to_string(dir.join("studies.json")).unwrap();
    let mut run: serde_json::Value = serde_json::from_str(&run).unwrap();
    let positions = run["positions"].as_array_mut().unwrap();
    let first = positions
        .iter_mut()
        .find(|p| p["verdict"] == "proven")
        .expect("a study proven at 2 000 moves");
    let id = first["id"].as_str().unwrap().to_string();
    first["verdict"] = "wrong".into();
    first["chosen"] = "Ka1".into();
    first["tree_size"] = (first["tree_size"].as_u64().unwrap() + 1).into();
    let written = serde_json::to_string(&run).unwrap();
    std::fs::write(other.join("studies.json"), &written).unwrap();
    let text = script_stdout(
        "solve_sets.py",
        &[out, "--summary", "--against", other.to_str().unwrap()],
    );
    let row = markdown_row(&text, &format!("| studies | {id} |"));
    assert_eq!(row[2], "wrong → proven", "{text}");
    assert!(row[3].starts_with("Ka1 → "), "{text}");
    assert!(
        text.contains(&format!(
            "- studies: 1 proofs in, 0 out; 1 of 8 trees changed; in: {id}"
        )),
        "{text}"
    );
    // Two runs of different positions are refused, and so is a folder that is not there.
    run["positions"].as_array_mut().unwrap().pop();
    std::fs::write(
        other.join("studies.json"),
        serde_json::to_string(&run).unwrap(),
    )
    .unwrap();
    let refused_run = script(
        "solve_sets.py",
        &[out, "--summary", "--against", other.to_str().unwrap()],
    );
    refused(
        &refused_run,
        "studies: the two runs are not of the same positions",
    );
    let missing = script(
        "solve_sets.py",
        &[out, "--summary", "--against", "/nonexistent/other"],
    );
    refused(&missing, "cannot read /nonexistent/other");
}

#[test]
fn solve_sets_refuses_bad_input_before_any_search() {
    if skip_without_python_chess() {
        return;
    }
    let out = script(
        "solve_sets.py",
        &["unused", "--sets", "nope", "--nodes", "3"],
    );
    refused(&out, "unknown set 'nope'");
    let out = script("solve_sets.py", &["unused"]);
    refused(&out, "give one budget");
    let out = script(
        "solve_sets.py",
        &["unused", "--nodes", "3", "--time-ms", "3"],
    );
    refused(&out, "give one budget");
    let bin = env!("CARGO_BIN_EXE_pioneer");
    let out = script(
        "solve_sets.py",
        &["/nonexistent/folder/out", "--nodes", "3", "--pioneer", bin],
    );
    refused(&out, "cannot write /nonexistent/folder/out");
    let out = script(
        "solve_sets.py",
        &[
            "unused",
            "--nodes",
            "3",
            "--pioneer",
            "/nonexistent/pioneer",
        ],
    );
    refused(&out, "cannot run /nonexistent/pioneer");
    let out = script("solve_sets.py", &["/nonexistent/folder", "--summary"]);
    refused(&out, "cannot read /nonexistent/folder");
}

/// A hand-made `pioneer solve --json` run: one position per id with its verdict and, where
/// `lines` are given, the line of the fixture it was read from.
fn hand_made_run(ids: &[&str], verdicts: &[&str], lines: Option<&[u64]>) -> String {
    let positions: Vec<serde_json::Value> = ids
        .iter()
        .zip(verdicts)
        .enumerate()
        .map(|(i, (id, v))| {
            let mut p = serde_json::json!({"id": id, "verdict": v});
            if let Some(lines) = lines {
                p["line"] = lines[i].into();
            }
            p
        })
        .collect();
    serde_json::json!({"engine": "pioneer", "positions": positions}).to_string()
}

/// A scratch folder named for `tag` with two run folders in it, `now` and `other`, made:
/// the folder, then the two.
fn two_run_folders(tag: &str) -> (std::path::PathBuf, std::path::PathBuf, std::path::PathBuf) {
    let dir = std::env::temp_dir().join(format!("pioneer-{tag}-{}", std::process::id()));
    let (now, other) = (dir.join("now"), dir.join("other"));
    for folder in [&now, &other] {
        std::fs::create_dir_all(folder).unwrap();
    }
    (dir, now, other)
}

#[test]
fn solve_sets_sums_the_unique_wins_by_class() {
    if skip_without_python_chess() {
        return;
    }
    // Two hand-made runs of three positions of the quiet unique wins (the class is the
    // id's word after the colon) and a study, which names no class and is passed over.
    let (dir, now, other) = two_run_folders("classes");
    let ids = [
        "UQQ 001: kp PP vs P",
        "UQQ 002: minor BP vs P",
        "UQQ 003: kp P vs P",
    ];
    let run = |verdicts: [&str; 3]| hand_made_run(&ids, &verdicts, None);
    for (folder, verdicts) in [
        (&now, ["proven", "wrong", "found"]),
        (&other, ["proven", "proven", "proven"]),
    ] {
        std::fs::write(folder.join("uqq.json"), run(verdicts)).unwrap();
        let study = serde_json::json!({"engine": "pioneer", "positions": [
            {"id": "reti-1921", "verdict": "proven"}]});
        std::fs::write(folder.join("studies.json"), study.to_string()).unwrap();
    }
    let (now_s, other_s) = (now.to_str().unwrap(), other.to_str().unwrap());
    let text = script_stdout("solve_sets.py", &[now_s, "--summary", "--classes"]);
    assert_eq!(
        markdown_row(&text, "| kp |")[1..],
        ["2", "1", "1", "0", "0"]
    );
    assert_eq!(
        markdown_row(&text, "| minor |")[1..],
        ["1", "0", "0", "1", "0"]
    );
    assert!(!text.contains("| reti"), "{text}");
    // With another run, its proofs beside them.
    let text = script_stdout("solve_sets.py", &[now_s, "--summary", "--classes", other_s]);
    assert!(text.contains("| proven, other run |"), "{text}");
    assert_eq!(
        markdown_row(&text, "| kp |")[1..],
        ["2", "1", "1", "0", "0", "2"]
    );
    // Another run without the set, or no such folder, is refused.
    std::fs::remove_file(other.join("uqq.json")).unwrap();
    let out = script("solve_sets.py", &[now_s, "--summary", "--classes", other_s]);
    refused(&out, "uqq: no run in");
    let out = script(
        "solve_sets.py",
        &[now_s, "--summary", "--classes", "/nonexistent/other"],
    );
    refused(&out, "cannot read /nonexistent/other");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn solve_sets_writes_the_gap_between_two_runs() {
    if skip_without_python_chess() {
        return;
    }
    // Two hand-made runs of three quiet unique wins, named by their fixture lines: the
    // other run proves all three, this one the first alone, so the gap is the other two,
    // written as the fixture has them.
    let (dir, now, other) = two_run_folders("gap");
    let ids = [
        "UQQ 001: kp PPP vs PPP",
        "UQQ 002: kp PPP vs PP",
        "UQQ 003: kp PP vs PP",
    ];
    let run = |verdicts: [&str; 3], lines: [u64; 3]| hand_made_run(&ids, &verdicts, Some(&lines));
    let lines = [12, 13, 14];
    for (folder, verdicts) in [
        (&now, ["proven", "wrong", "found"]),
        (&other, ["proven", "proven", "proven"]),
    ] {
        std::fs::write(folder.join("uqq.json"), run(verdicts, lines)).unwrap();
    }
    let (now_s, other_s) = (now.to_str().unwrap(), other.to_str().unwrap());
    let epd = dir.join("gap.epd");
    let text = script_stdout(
        "solve_sets.py",
        &[now_s, "--summary", "--gap", other_s, epd.to_str().unwrap()],
    );
    assert!(text.contains("2 positions"), "{text}");
    let written = std::fs::read_to_string(&epd).unwrap();
    let fixture = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/unique-quiet-wins.epd"
    ))
    .unwrap();
    let want: Vec<&str> = fixture.lines().skip(12).take(2).collect();
    assert_eq!(written.lines().collect::<Vec<_>>(), want);
    // A line that is not the position named, a file that cannot be written, or no such
    // folder is refused.
    std::fs::write(
        now.join("uqq.json"),
        run(["proven", "wrong", "found"], [12, 14, 13]),
    )
    .unwrap();
    let out = script(
        "solve_sets.py",
        &[now_s, "--summary", "--gap", other_s, epd.to_str().unwrap()],
    );
    refused(&out, "is not UQQ 002");
    std::fs::write(
        now.join("uqq.json"),
        run(["proven", "wrong", "found"], lines),
    )
    .unwrap();
    let out = script(
        "solve_sets.py",
        &[
            now_s,
            "--summary",
            "--gap",
            other_s,
            "/nonexistent/dir/gap.epd",
        ],
    );
    refused(&out, "cannot write /nonexistent/dir/gap.epd");
    let out = script(
        "solve_sets.py",
        &[
            now_s,
            "--summary",
            "--gap",
            "/nonexistent/other",
            epd.to_str().unwrap(),
        ],
    );
    refused(&out, "cannot read /nonexistent/other");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn solve_sets_tells_where_the_gap_keys_stand() {
    if skip_without_python_chess() {
        return;
    }
    // Hand-made runs of three positions alpha-beta proves, each valued +1 for its key
    // from the side to move's view; Pioneer proves none. UQQ 001 (White to move, key
    // 1.e4): the key exact at 0, short of +1, and another move exact at +2 above it.
    // UQQ 002 (Black to move, key 1…e5): the key exact at +1 for Black (White's -1),
    // level. UQQ 003: the key a bound.
    let (dir, now, other) = two_run_folders("gap-values");
    let root = |mv: &str, v: i64, bound: &str| serde_json::json!({"mv": mv, "bound": bound, "value": {"unit": "material", "value": v}});
    let pioneer = serde_json::json!({"engine": "pioneer", "positions": [
        {"id": "UQQ 001: kp P vs P", "verdict": "found", "bm": ["e4"],
         "fen": "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
         "root_moves": [root("e2e4", 0, "exact"), root("e1d2", 2, "exact")]},
        {"id": "UQQ 002: kp P vs P", "verdict": "wrong", "bm": ["e5"],
         "fen": "4k3/4p3/8/8/8/8/8/4K3 b - - 0 1",
         "root_moves": [root("e7e5", -1, "exact"), root("e8d8", -1, "exact")]},
        {"id": "UQQ 003: minor B vs P", "verdict": "found", "bm": ["e4"],
         "fen": "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
         "root_moves": [root("e2e4", 0, "upper"), root("e1d2", 1, "exact")]},
    ]});
    let ab = |v: [i64; 3]| {
        serde_json::json!({"engine": "alphabeta", "positions": [
            {"id": "UQQ 001: kp P vs P", "verdict": "proven", "value_white": v[0]},
            {"id": "UQQ 002: kp P vs P", "verdict": "proven", "value_white": v[1]},
            {"id": "UQQ 003: minor B vs P", "verdict": "proven", "value_white": v[2]},
        ]})
    };
    std::fs::write(now.join("uqq.json"), pioneer.to_string()).unwrap();
    std::fs::write(other.join("uqq.json"), ab([1, -1, 1]).to_string()).unwrap();
    let (now_s, other_s) = (now.to_str().unwrap(), other.to_str().unwrap());
    let text = script_stdout(
        "solve_sets.py",
        &[now_s, "--summary", "--gap-values", other_s],
    );
    // gap, short, level, bound, unvalued, another move above.
    assert_eq!(
        markdown_row(&text, "| kp |")[1..],
        ["2", "1", "1", "0", "0", "1"]
    );
    assert_eq!(
        markdown_row(&text, "| minor |")[1..],
        ["1", "0", "0", "1", "0", "0"]
    );
    assert_eq!(
        markdown_row(&text, "| **every class** |")[1..],
        ["3", "1", "1", "1", "0", "1"]
    );
    // A position without its key, or no such folder, is refused.
    let mut keyless = pioneer.clone();
    keyless["positions"][0]["bm"] = serde_json::json!([]);
    std::fs::write(now.join("uqq.json"), keyless.to_string()).unwrap();
    let out = script(
        "solve_sets.py",
        &[now_s, "--summary", "--gap-values", other_s],
    );
    refused(&out, "UQQ 001: kp P vs P: no position and key to read");
    let out = script(
        "solve_sets.py",
        &[now_s, "--summary", "--gap-values", "/nonexistent/other"],
    );
    refused(&out, "cannot read /nonexistent/other");
    std::fs::remove_dir_all(&dir).unwrap();
}
