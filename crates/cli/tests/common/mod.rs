//! What the integration tests of the `pioneer` binary share: running it and reading what
//! it wrote. Each test file takes what it needs (`mod common;`; the top-level tests through
//! `#[path]`).

#![allow(dead_code)]

use std::process::{Command, Output};

/// Runs the `pioneer` binary with `args` and waits for it.
pub fn pioneer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(args)
        .output()
        .expect("the pioneer binary runs")
}

/// What it wrote on stdout (lossy UTF-8).
pub fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What it wrote on stderr (lossy UTF-8).
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
