//! `scripts/mate_claims.py`: Pioneer's mate claims checked by a referee engine
//! (docs/results.md, "Mate claims against a referee"). Needs python3 with python-chess;
//! the referee's check needs Stockfish too, and skips (with a message) without them.

#[path = "../crates/cli/tests/common/mod.rs"]
mod common;
use common::{
    one_position_epd, positions_epd, refused, script, script_stdout, skip_without_python_chess,
    solve_json, stockfish_with_python_chess,
};

/// `python3 scripts/mate_claims.py ARGS…` from the workspace's root.
fn mate_claims(args: &[&str]) -> std::process::Output {
    script("mate_claims.py", args)
}

/// PET027 at horizon 6: the model sees 1.Rd8+ Ke7 2.Rxd2 g1=Q+ 3.Kf3 and Black, whose
/// new queen is a live zone's root piece (no spare move, `docs/search.md` item 44), must
/// take 3…Qxh2 and lose it: a mate claim (+969) for a move that loses (the referee about
/// −2.8). The script must call it refuted.
#[test]
fn a_mate_the_position_does_not_have_is_refuted() {
    let Some(sf) = stockfish_with_python_chess() else {
        return;
    };
    let (dir, epd) = one_position_epd(
        "mate-claims",
        include_str!("../fixtures/dev-suites/pet.epd"),
        "PET027",
    );
    let json = dir.join("pet027.json");
    let horizon = ["--horizon", "6", "--max-horizon", "6", "--nodes", "200000"];
    solve_json(&epd, &json, &horizon);
    let text = script_stdout(
        "mate_claims.py",
        &[json.to_str().unwrap(), "--engine", sf, "--time", "0.5"],
    );
    assert!(text.contains("| Rd8+ | 969 |"), "{text}");
    assert!(
        text.trim_end()
            .ends_with("1 mate claims: 0 mate, 0 winning, 1 refuted"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

/// `--alternatives` at 10 000 moves: Réti's proof rests on three alternatives valued as
/// mates against White (1.Kh7, 1.c7, 1.Kg8), all lost for the referee; UQF5 038's
/// (1…b1=Q, a queen up) on 1…Kc1 valued as White's mate, a draw for the referee
/// (a table's mate the studies preset's mate defence does not answer, `docs/search.md`
/// item 68): the alternative is still worse than the key, but not lost.
#[test]
fn the_proofs_alternatives_valued_as_mates_are_checked() {
    let Some(sf) = stockfish_with_python_chess() else {
        return;
    };
    let (dir, epd) = positions_epd(
        "mate-alternatives",
        &[
            (include_str!("../fixtures/studies.epd"), "reti-1921"),
            (
                include_str!("../fixtures/unique-wins-fresh5.epd"),
                "UQF5 038",
            ),
        ],
    );
    let json = dir.join("run.json");
    solve_json(&epd, &json, &["--nodes", "10000"]);
    let text = script_stdout(
        "mate_claims.py",
        &[
            json.to_str().unwrap(),
            "--alternatives",
            "--engine",
            sf,
            "--time",
            "0.5",
        ],
    );
    assert!(text.contains("| reti-1921 | Kh7 |"), "{text}");
    assert!(
        text.contains("| UQF5 038: minor BP vs P | Kc1 | 970 |"),
        "{text}"
    );
    assert!(
        text.trim_end()
            .ends_with("4 alternatives valued as mates in 2 proofs: 3 lost, 1 refuted"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn an_unreadable_file_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let out = mate_claims(&["/nonexistent/run.json"]);
    refused(&out, "/nonexistent/run.json");
}

#[test]
fn a_time_that_is_not_positive_is_a_usage_error() {
    if skip_without_python_chess() {
        return;
    }
    let out = mate_claims(&["fixtures/studies.epd", "--time", "0"]);
    refused(&out, "--time");
}
