//! The surface a user meets: presets by default with the settings said in every output,
//! one vocabulary of options, and faults (a full disk, a hash beyond memory, long bad
//! input) answered with one error line and the documented exit code, never a panic.

use std::process::{Command, Output, Stdio};

mod common;
use common::{pioneer, stderr, stdout};

const FIG21: &str = pioneer_rules::FIG21_FEN;

/// Exit `code` with exactly one line on stderr, starting `error:`, and no panic.
fn assert_one_error_line(out: &Output, code: i32) -> String {
    let err = stderr(out);
    assert_eq!(out.status.code(), Some(code), "{err}");
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err:?}");
    assert!(err.starts_with("error: "), "{err:?}");
    assert!(!err.contains("panicked"), "{err:?}");
    err
}

fn json(out: &Output) -> serde_json::Value {
    assert!(out.status.success(), "{}", stderr(out));
    serde_json::from_str(&stdout(out)).expect("JSON")
}

#[test]
fn search_defaults_to_the_studies_preset_and_says_so() {
    let out = pioneer(&["search", "--fen", FIG21]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let first = text.lines().next().unwrap_or_default();
    assert!(
        first.starts_with("settings         preset studies, horizon 4, changes none, limits"),
        "{first}"
    );
    assert!(first.contains(concat!("pioneer ", env!("CARGO_PKG_VERSION"))));

    let v = json(&pioneer(&["search", "--fen", FIG21, "--json"]));
    assert_eq!(
        v["config"],
        serde_json::to_value(pioneer_tree::SearchConfig::studies()).unwrap()
    );
    assert_eq!(v["settings"]["preset"], "studies");
    assert_eq!(v["settings"]["changes"].as_array().map(Vec::len), Some(0));

    // A switch overrides the preset and is named in the settings.
    let v = json(&pioneer(&[
        "search",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        "--no-passes",
        "--nodes",
        "500",
        "--json",
    ]));
    assert_eq!(v["settings"]["preset"], "fig21");
    assert_eq!(v["settings"]["horizon"], 4);
    assert_eq!(v["settings"]["changes"][0]["name"], "switches.passes");
    assert_eq!(v["settings"]["nodes"], 500);
    assert_eq!(v["config"]["switches"]["passes"], false);
}

/// `search` lists the root's moves in the order tried with their values (White's side,
/// a bound marked), as its JSON does (`result.root_sons`): Réti's study, where the whole
/// root examines all four legal moves and 1.Kg7 alone holds the draw. (The order tried
/// comes from the remembered moves of the narrower horizons: 1.Kh7 first in the final
/// search since the seventy-sixth session's restart budget of 1, 1.Kg7 first before.)
#[test]
fn search_lists_the_roots_moves_with_their_values() {
    const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
    let out = pioneer(&["search", "--fen", RETI, "--nodes", "10000"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let line = text
        .lines()
        .find(|l| l.starts_with("root moves       "))
        .unwrap_or_else(|| panic!("{text}"));
    assert!(line.starts_with("root moves       "), "{line}");
    assert!(line.contains(" Kg7 +0,"), "{line}");
    for m in ["c7 ", "Kh7 ", "Kg8 "] {
        assert!(line.contains(m), "{line}");
    }
    let v = json(&pioneer(&[
        "search", "--fen", RETI, "--nodes", "10000", "--json",
    ]));
    let sons = v["result"]["root_sons"].as_array().expect("root_sons");
    assert_eq!(sons.len(), 4, "{sons:?}");
    let key = sons
        .iter()
        .find(|s| s["san"] == "Kg7")
        .unwrap_or_else(|| panic!("{sons:?}"));
    assert_eq!(key["uci"], "h8g7");
    assert_eq!(key["value"], 0);
    assert!(
        sons.iter()
            .filter(|s| s["san"] != "Kg7")
            .all(|s| s["value"].as_i64() < Some(0)),
        "{sons:?}"
    );
}

#[test]
fn every_search_command_takes_a_preset_and_the_same_limit_names() {
    for cmd in ["search", "zones", "report", "solve", "compare"] {
        let help = stdout(&pioneer(&[cmd, "--help"]));
        for flag in [
            "--preset",
            "--nodes",
            "--time-ms",
            "--depth",
            "--json",
            "--svg",
            "--dot",
            "--pgn",
        ] {
            assert!(help.contains(flag), "{cmd} --help lacks {flag}");
        }
        assert!(!help.contains("spec §"), "{cmd} --help cites the spec");
        assert!(!help.contains("seed 00"), "{cmd} --help cites a seed");
    }
    for cmd in [
        "perft",
        "example",
        "search",
        "solve",
        "trajectories",
        "zones",
        "report",
        "alphabeta",
        "bench",
        "compare",
        "uci",
    ] {
        let help = stdout(&pioneer(&[cmd, "--help"]));
        assert!(
            !help.contains("spec §") && !help.contains("seed 00"),
            "{cmd}: {help}"
        );
    }
    let uci = stdout(&pioneer(&["uci", "--help"]));
    for option in ["Engine", "Preset", "Hash", "MultiPV", "searchmoves"] {
        assert!(uci.contains(option), "uci --help lacks {option}");
    }
    // The presets it names are the library's, with the default the engine announces
    // (`option name Preset type combo default play`, `crates/cli/tests/uci.rs`).
    let presets: Vec<&str> = pioneer_tree::Preset::ALL.iter().map(|p| p.name()).collect();
    let named = format!("combo {} (default play)", presets.join("|"));
    assert!(uci.contains(&named), "uci --help lacks {named}: {uci}");
    let help = stdout(&pioneer(&["alphabeta", "--help"]));
    for flag in ["--nodes", "--time-ms", "--depth", "--json", "--hash"] {
        assert!(help.contains(flag), "alphabeta --help lacks {flag}");
    }
    assert!(!help.contains("eed 004"));
    // The old names still work, hidden.
    let v = json(&pioneer(&[
        "search",
        "--fen",
        FIG21,
        "--max-moves",
        "77",
        "--max-time-ms",
        "5000",
        "--max-depth",
        "9",
        "--json",
    ]));
    assert_eq!(v["settings"]["nodes"], 77);
    assert_eq!(v["settings"]["time_ms"], 5000);
    assert_eq!(v["settings"]["depth"], 9);
    let out = pioneer(&["alphabeta", "--fen", FIG21, "--movetime", "50", "--json"]);
    assert!(out.status.success(), "{}", stderr(&out));
}

#[test]
fn json_goes_to_a_file_when_one_is_named() {
    let dir = std::env::temp_dir().join(format!("pioneer-surface-json-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("r.json");
    let arg = format!("--json={}", file.display());
    let out = pioneer(&["search", "--fen", FIG21, "--preset", "fig21", &arg]);
    assert!(out.status.success(), "{}", stderr(&out));
    // The text still goes to stdout; the JSON to the file.
    assert!(
        stdout(&out).contains("best move        Ne6"),
        "{}",
        stdout(&out)
    );
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["result"]["tree_size"], 12);
    let out = pioneer(&[
        "alphabeta",
        "--fen",
        FIG21,
        "--depth",
        "3",
        "--json",
        file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(v["depth"], 3);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_pgn_and_report_carry_the_settings() {
    let dir = std::env::temp_dir().join(format!("pioneer-surface-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("pv.pgn");
    let html = dir.join("r.html");
    let out = pioneer(&[
        "report",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        // A narrow horizon keeps the tree (and Graphviz's drawing of it) small: with the
        // sources' admissible bundles, the fig21 preset at H_L 6 grows to ~1 800 nodes.
        "--horizon",
        "2",
        "--out",
        html.to_str().unwrap(),
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let pgn = std::fs::read_to_string(&pgn).unwrap();
    assert!(pgn.contains("[PioneerPreset \"fig21\"]"), "{pgn}");
    assert!(pgn.contains("[PioneerHorizon \"2\"]"), "{pgn}");
    assert!(pgn.contains("[PioneerChanges \"horizon 2\"]"), "{pgn}");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(page.contains("<td>changed from the preset</td><td>horizon 2</td>"));
    std::fs::remove_dir_all(&dir).ok();
}

/// Runs `pioneer args` with stdout on `/dev/full`.
fn to_dev_full(args: &[&str]) -> Option<Output> {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()?;
    Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(args)
        .stdout(Stdio::from(full))
        .output()
        .ok()
}

#[test]
fn a_full_disk_is_one_error_line_and_exit_1() {
    let cases: [&[&str]; 4] = [
        &["search", "--fen", FIG21, "--json"],
        &["search", "--fen", FIG21],
        &["alphabeta", "--fen", FIG21, "--depth", "3"],
        &["alphabeta", "--fen", FIG21, "--depth", "3", "--json"],
    ];
    for args in cases {
        let Some(out) = to_dev_full(args) else {
            return; // no /dev/full on this system
        };
        let err = assert_one_error_line(&out, 1);
        assert!(err.contains("cannot write stdout"), "{args:?}: {err}");
    }
}

#[test]
fn a_hash_beyond_memory_is_one_error_line_and_exit_2() {
    let max = pioneer_baseline::tt::MAX_HASH_MIB;
    // Only where the system says how much memory is available and it is less than the
    // largest size accepted: otherwise the test would really allocate it.
    if pioneer_baseline::tt::available_mib().is_none_or(|a| a >= max as u64) {
        return;
    }
    let size = max.to_string();
    for cmd in ["alphabeta", "bench"] {
        let mut args = vec![cmd, "--hash", &size];
        if cmd == "alphabeta" {
            args.extend(["--fen", FIG21, "--depth", "1"]);
        }
        let err = assert_one_error_line(&pioneer(&args), 2);
        assert!(err.contains("cannot allocate"), "{err}");
    }
    // Beyond the range: clap's error, one line, exit 2.
    let too_big = (max + 1).to_string();
    assert_one_error_line(
        &pioneer(&[
            "alphabeta",
            "--fen",
            FIG21,
            "--depth",
            "1",
            "--hash",
            &too_big,
        ]),
        2,
    );
}

#[test]
fn an_unknown_capped_leaf_is_one_error_line_naming_the_valuations() {
    let err = assert_one_error_line(
        &pioneer(&["search", "--fen", FIG21, "--capped-leaf", "queen"]),
        2,
    );
    for name in pioneer_tree::CappedLeaf::ALL.map(pioneer_tree::CappedLeaf::name) {
        assert!(err.contains(name), "{err}");
    }
}

#[test]
fn long_bad_input_is_cut_to_one_line() {
    let long = format!("{}\n{}", "x".repeat(10_000), "y".repeat(100));
    let err = assert_one_error_line(&pioneer(&["search", "--fen", &long]), 2);
    assert!(err.chars().count() < 260, "{err}");
    assert!(err.trim_end().ends_with('…'), "{err}");
    let err = assert_one_error_line(&pioneer(&["search", "--fen", FIG21, "--nodes", &long]), 2);
    assert!(err.chars().count() < 260, "{err}");
}

#[test]
fn the_reti_report_is_small_and_marks_the_main_line() {
    let dir = std::env::temp_dir().join(format!("pioneer-surface-reti-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let html = dir.join("reti.html");
    let dot = dir.join("reti.dot");
    let v = json(&pioneer(&[
        "report",
        "--fen",
        "7K/8/k1P5/7p/8/8/8/8 w - - 0 1",
        "--out",
        html.to_str().unwrap(),
        "--dot",
        dot.to_str().unwrap(),
        "--json",
    ]));
    let bytes = v["bytes"].as_u64().unwrap();
    // (2.1 MB since the studies settings widen the horizon from 4 to 12: every MO the
    // report draws is the answering search's.)
    assert!(bytes < 3_000_000, "the Réti report has {bytes} bytes");
    let page = std::fs::read_to_string(&html).unwrap();
    assert!(
        page.contains("<span class=\"main\">"),
        "the main line is marked"
    );
    // The lead diagram: no frozen trajectory drawn, the legend grouped by zone.
    let lead =
        &page[page.find("<h2 id=\"diagram\">").unwrap()..page.find("<h2 id=\"zones\">").unwrap()];
    assert!(
        !lead.contains("stroke=\"#9a9a9a\" stroke-dasharray"),
        "frozen parts hidden"
    );
    assert!(lead.contains(" bundles: root "), "legend grouped by zone");
    let dot = std::fs::read_to_string(&dot).unwrap();
    let main_edges = dot.lines().filter(|l| l.contains("penwidth=3")).count();
    let pv = v["result"]["pv"].as_array().unwrap().len();
    assert!(
        main_edges >= 1 && main_edges <= pv,
        "{main_edges} bold edges for a PV of {pv}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// A table cache that cannot be written (`PIONEER_TABLES` under a file) costs the
/// search nothing but the tables' build: the answer, exit 0, and one warning line.
#[test]
fn an_unwritable_table_cache_is_one_warning_line_not_an_error() {
    let dir = std::env::temp_dir().join(format!("pioneer-surface-tables-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let file = dir.join("a-file");
    std::fs::write(&file, b"not a directory").expect("a scratch file");
    let out = Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(["search", "--fen", "7K/8/k1P5/7p/8/8/8/8 w - - 0 1"])
        .env("PIONEER_TABLES", file.join("tables"))
        .output()
        .expect("pioneer runs");
    let err = stderr(&out);
    assert!(out.status.success(), "{err}");
    assert!(
        stdout(&out).contains("best move        Kg7"),
        "{}",
        stdout(&out)
    );
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err:?}");
    assert!(
        err.starts_with("warning: the endgame tables are not kept between runs"),
        "{err:?}"
    );
    std::fs::remove_dir_all(dir).expect("the scratch directory removed");
}
