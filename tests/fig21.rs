//! `pioneer example fig21`, the README's main job, against the book's printout.

use std::process::Command;

const BOOK: &str = include_str!("../fixtures/fig21/expected-printout.txt");

#[test]
fn example_fig21_prints_the_book() {
    let out = Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(["example", "fig21"])
        .output()
        .expect("run pioneer");
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    // Our own counts replace the book's two size lines and its CPU time (docs/fig21.md).
    let keep = |l: &&str| !l.starts_with("SIZE OF THE") && !l.starts_with("CPU TIME");
    let want: Vec<&str> = BOOK.lines().filter(keep).collect();
    let have: Vec<&str> = text.lines().filter(keep).collect();
    assert_eq!(have, want);
    assert!(text.contains("SIZE OF THE TREE 12\n"));
    assert!(text.contains("SIZE OF THE MAP 23\n"));
    assert!(
        text.lines()
            .last()
            .is_some_and(|l| l.starts_with("CPU TIME IS "))
    );
}
