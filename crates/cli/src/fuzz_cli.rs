//! Fuzzing the command line (`pioneer_rules::fuzz`): argument vectors made of the
//! program's own subcommands, flags and values, mutated. Parsing never panics; a parse
//! error renders as one bounded line; a command line that parses yields its settings.
//! Short run in `cargo test`, long run behind `#[ignore]` (docs/robustness.md).

use crate::{Cli, Command, out};
use clap::{CommandFactory, FromArgMatches};
use pioneer_rules::fuzz;

/// Every subcommand and long flag of the program, found from its clap definition.
fn vocabulary() -> Vec<String> {
    let cmd = Cli::command();
    let mut words = Vec::new();
    for sub in cmd.get_subcommands() {
        words.push(sub.get_name().to_owned());
        for a in sub.get_arguments() {
            if let Some(l) = a.get_long() {
                words.push(format!("--{l}"));
            }
        }
    }
    words.sort();
    words.dedup();
    words
}

const SEEDS: &[&str] = &[
    "search --fen 7K/8/k1P5/7p/8/8/8/8\x00w\x00-\x00-\x000\x001 --preset fig21 --nodes 100",
    "solve fixtures/studies.epd --json=out.json --depth 6 --time-ms 10",
    "alphabeta --fen 8/8/8/8/8/8/8/K6k\x00w\x00-\x00-\x000\x001 --depth 3 --hash 65535 --pvs",
    "zones --fen x --before --svg a.svg --horizon 30 --no-deblockade --deblockade",
    "compare suite.epd --configs ab,full --max-nodes 1 --threads 0 --json",
    "report --fen x --out r.html --show-frozen --max-pseudo-figures 99999999999",
    "trajectories --piece N --from a1 --to h8 --max-len 6",
    "perft --fen x --depth 9",
    "bench --hash 0 --depth-offset -99",
    "uci",
    "example fig21",
];

/// An argument vector from fuzz bytes: split at spaces; NUL inside a word is a space
/// (so FENs can be one argument).
fn argv(input: &[u8]) -> Vec<String> {
    let text = String::from_utf8_lossy(input);
    std::iter::once("pioneer".to_owned())
        .chain(text.split(' ').map(|w| w.replace('\0', " ")))
        .collect()
}

fn check(input: &[u8]) {
    let mut cmd = Cli::command();
    match cmd.try_get_matches_from_mut(argv(input)) {
        Ok(m) => match Cli::from_arg_matches(&m) {
            Ok(cli) => settings_of(&cli.command),
            Err(e) => bounded(&e.render().to_string()),
        },
        Err(e) => bounded(&e.render().to_string()),
    }
}

/// The settings of a command that searches with Pioneer: computing them must not panic.
fn settings_of(command: &Command) {
    let model = match command {
        Command::Search(a) => a.model(),
        Command::Zones(a) => a.model(),
        Command::Report(a) => a.model(),
        _ => None,
    };
    if let Some(m) = model {
        let s = m.summary();
        assert_eq!(s.horizon, m.config().horizon);
        assert!(!s.to_string().contains('\n'));
    }
}

fn bounded(message: &str) {
    let first = message.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    let line = out::one_line(first);
    assert!(line.chars().count() <= out::MAX_ERROR_CHARS);
    assert!(!line.contains('\n'));
}

fn fuzz(inputs: u64) {
    let words = vocabulary();
    let dictionary: Vec<String> = words.iter().map(|w| format!(" {w} ")).collect();
    let dictionary: Vec<&str> = dictionary.iter().map(String::as_str).collect();
    let seeds: Vec<Vec<u8>> = SEEDS.iter().map(|s| s.as_bytes().to_vec()).collect();
    let report = fuzz::run("cli", 0xC11_5EED, inputs, &seeds, &dictionary, check);
    report.print_and_assert_clean("cli");
}

#[test]
fn command_line_short_run() {
    fuzz(fuzz::inputs_from_env(5_000));
}

#[test]
#[ignore = "long run: 10^6 inputs, see docs/robustness.md"]
fn command_line_long_run() {
    fuzz(fuzz::inputs_from_env(1_000_000));
}
