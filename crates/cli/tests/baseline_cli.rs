//! `pioneer alphabeta` and `pioneer bench` from the outside: output, JSON, bad input.

mod common;
use common::pioneer;

const MATE2: &str = "rn1qkbnr/ppp2p1p/3p2p1/4N3/2B1P3/2N5/PPPP1PPP/R1BbK2R w KQkq - 0 6";

#[test]
fn json_has_the_documented_fields() {
    let out = pioneer(&[
        "alphabeta",
        "--fen",
        MATE2,
        "--depth",
        "4",
        "--json",
        "--key",
        "Bxf7+",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(v["best_move"]["uci"], "c4f7");
    assert_eq!(v["best_move"]["san"], "Bxf7+");
    assert_eq!(v["score"]["mate"], 2);
    assert_eq!(v["pv"][2], "Nd5#");
    for field in [
        "depth",
        "nodes",
        "qnodes",
        "interior",
        "leaves",
        "tt_hits",
        "cutoffs",
        "nodes_to_key",
    ] {
        assert!(!v[field].is_null(), "{field} missing in {v}");
    }
    let n = v["nodes"].as_u64().unwrap();
    let parts = ["interior", "leaves", "qnodes"]
        .iter()
        .map(|f| v[*f].as_u64().unwrap())
        .sum::<u64>();
    assert_eq!(n, parts);
}

#[test]
fn text_output_and_switches() {
    let out = pioneer(&[
        "alphabeta",
        "--fen",
        MATE2,
        "--depth",
        "4",
        "--pvs",
        "--null-move",
        "--futility",
        "--razoring",
        "--qchecks",
        "--queen-ext",
        "--pv-from-tt",
        "--eval",
        "standard",
        "--hash",
        "2",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("best move Bxf7+"), "{text}");
    assert!(text.contains("score mate 2"), "{text}");
    let out = pioneer(&[
        "alphabeta",
        "--fen",
        MATE2,
        "--depth",
        "3",
        "--minimax",
        "--no-tt",
        "--no-quiescence",
        "--no-ordering",
        "--no-id",
    ]);
    assert!(out.status.success());
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    for args in [
        &["alphabeta", "--fen", "not a fen", "--depth", "3"][..],
        &[
            "alphabeta",
            "--fen",
            MATE2,
            "--depth",
            "3",
            "--eval",
            "fancy",
        ],
        &["alphabeta", "--fen", MATE2, "--depth", "3", "--key", "Qh9"],
        &["alphabeta", "--fen", MATE2, "--depth", "3", "--key", "e5"],
        &["alphabeta", "--fen", MATE2],
        &["alphabeta", "--fen", MATE2, "--depth", "0"],
        &[
            "alphabeta",
            "--fen",
            MATE2,
            "--depth",
            "3",
            "--minimax",
            "--pvs",
        ],
    ] {
        let out = pioneer(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
        if !args.contains(&"--depth") || args.contains(&"0") || args.contains(&"--pvs") {
            continue; // clap's own usage message may span lines
        }
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    }
}

#[test]
fn bench_ends_with_the_totals() {
    let out = pioneer(&["bench", "--depth-offset", "-4"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let n = lines.len();
    assert!(lines[n - 2].starts_with("Nodes searched: "), "{text}");
    assert!(lines[n - 1].starts_with("Nodes/second: "), "{text}");
}
