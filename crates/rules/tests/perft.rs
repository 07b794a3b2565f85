//! Perft against the published counts in `fixtures/perft.txt` (see `fixtures/README.md`).
//!
//! The default test checks every standard position at the depths whose leaf count stays
//! under [`QUICK_LIMIT`] (about a second in the test profile); the ignored test checks
//! every depth of every line, the deep counts and Sedlak's edge cases included:
//! `cargo test -p pioneer-rules --release --test perft -- --ignored`.

use pioneer_rules::{parse_fen, perft::perft};

const FIXTURE: &str = include_str!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../fixtures/perft.txt"
));

/// Largest leaf count checked by the quick test.
const QUICK_LIMIT: u64 = 20_000_000;

struct Case {
    name: String,
    fen: String,
    counts: Vec<(u32, u64)>,
}

fn cases() -> Vec<Case> {
    FIXTURE
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let parts: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(parts.len(), 3, "bad fixture line {line:?}");
            let counts = parts[2]
                .split_whitespace()
                .map(|dc| {
                    let (d, c) = dc.split_once('=').expect("depth=count");
                    (d.parse().unwrap(), c.parse().unwrap())
                })
                .collect();
            Case {
                name: parts[0].to_owned(),
                fen: parts[1].to_owned(),
                counts,
            }
        })
        .collect()
}

#[test]
fn standard_positions_at_quick_depths() {
    let standard: Vec<Case> = cases()
        .into_iter()
        .filter(|c| !c.name.starts_with("sedlak"))
        .collect();
    assert_eq!(
        standard.len(),
        7,
        "startpos, kiwipete, pos3, pos4 (and mirrored), pos5, pos6"
    );
    for case in standard {
        let pos = parse_fen(&case.fen).unwrap();
        let quick: Vec<_> = case
            .counts
            .iter()
            .filter(|(_, c)| *c <= QUICK_LIMIT)
            .collect();
        assert!(quick.len() >= 3, "{}: at least depths 1-3", case.name);
        for &&(depth, count) in &quick {
            assert_eq!(perft(&pos, depth), count, "{} depth {depth}", case.name);
        }
    }
}

#[test]
#[ignore = "deep perft: minutes; run with --release -- --ignored"]
fn every_position_at_every_depth() {
    for case in cases() {
        let pos = parse_fen(&case.fen).unwrap();
        for &(depth, count) in &case.counts {
            assert_eq!(perft(&pos, depth), count, "{} depth {depth}", case.name);
        }
    }
}
