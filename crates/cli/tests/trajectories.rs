//! The `pioneer` binary: `trajectories` output and errors, and `perft`.

mod common;
use common::{pioneer, stderr, stdout};

#[test]
fn king_bundle_as_json() {
    let out = pioneer(&[
        "trajectories",
        "--piece",
        "K",
        "--from",
        "a4",
        "--to",
        "h4",
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["piece"], "K");
    assert_eq!(v["from"], "a4");
    assert_eq!(v["to"], "h4");
    assert_eq!(v["shortest"], 7);
    assert_eq!(v["count"], 393);
    let trajectories = v["trajectories"].as_array().unwrap();
    assert_eq!(trajectories.len(), 393);
    let first = &trajectories[0];
    assert_eq!(first["length"], 7);
    assert_eq!(first["blocked"], false);
    assert_eq!(first["squares"].as_array().unwrap().len(), 8);
    assert_eq!(first["squares"][0], "a4");
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys.len(), 6);
}

#[test]
fn admissible_bundle_with_max_len() {
    let out = pioneer(&[
        "trajectories",
        "--piece",
        "K",
        "--from",
        "f6",
        "--to",
        "h1",
        "--max-len",
        "6",
        "--json",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["shortest"], 5);
    let count = v["count"].as_u64().unwrap();
    assert!(count > 25);
    let lengths: Vec<u64> = v["trajectories"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["length"].as_u64().unwrap())
        .collect();
    assert_eq!(lengths.iter().filter(|&&l| l == 5).count(), 25);
    assert!(lengths.windows(2).all(|w| w[0] <= w[1]));
}

#[test]
fn real_board_marks_blocked_trajectories() {
    let fen = pioneer_rules::FIG21_FEN;
    let out = pioneer(&["trajectories", "--fen", fen, "--from", "f2", "--to", "g7"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    assert_eq!(lines[1], "f2 d4 g7 (blocked at e5 by black pawn)");

    let out = pioneer(&[
        "trajectories",
        "--fen",
        fen,
        "--from",
        "g7",
        "--to",
        "g3",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["piece"], "N");
    assert_eq!(v["count"], 2);
    assert_eq!(
        v["trajectories"][0]["squares"],
        serde_json::json!(["g7", "f5", "g3"])
    );
}

fn assert_input_error(args: &[&str]) {
    let out = pioneer(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(stdout(&out).is_empty());
}

#[test]
fn bad_input_is_one_line_and_exit_code_2() {
    assert_input_error(&["trajectories", "--piece", "K", "--from", "z9", "--to", "h4"]);
    assert_input_error(&["trajectories", "--piece", "X", "--from", "a4", "--to", "h4"]);
    assert_input_error(&[
        "trajectories",
        "--piece",
        "P",
        "--color",
        "red",
        "--from",
        "a4",
        "--to",
        "h4",
    ]);
    assert_input_error(&[
        "trajectories",
        "--piece",
        "K",
        "--from",
        "a4",
        "--to",
        "h4",
        "--max-len",
        "x",
    ]);
    assert_input_error(&[
        "trajectories",
        "--fen",
        "nonsense",
        "--from",
        "a4",
        "--to",
        "h4",
    ]);
    let fen = pioneer_rules::FIG21_FEN;
    assert_input_error(&["trajectories", "--fen", fen, "--from", "a4", "--to", "h4"]);
    assert_input_error(&["trajectories", "--from", "a4", "--to", "h4"]);
}

#[test]
fn perft_depth_3() {
    let out = pioneer(&["perft", "--depth", "3"]);
    assert!(out.status.success());
    let text = stdout(&out);
    assert_eq!(text.lines().last(), Some("Nodes searched: 8902"));
}
