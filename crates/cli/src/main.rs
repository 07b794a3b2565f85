//! `pioneer`: the command-line program over the Pioneer zone-search crates.
//!
//! Every subcommand lives in its own module under `cmd/`. Errors in user input print one
//! line on stderr and exit with code 2 (clap's own argument errors do the same).

mod cmd;
mod error;
mod out;

use clap::{Parser, Subcommand};
use error::CliError;

/// Pioneer: M. M. Botvinnik's chess program and B. M. Stilman's zone search, reimplemented.
#[derive(Parser)]
#[command(name = "pioneer", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaves of the legal move tree (like Stockfish's `go perft`).
    Perft(cmd::perft::Args),
    /// Run a built-in example of the sources (`fig21`: the printout of Fig. 21).
    Example(cmd::search::ExampleArgs),
    /// Search a position with the Pioneer zone search.
    Search(cmd::search::Args),
    /// Solve test positions (EPD with bm/am) and report how many are solved.
    Solve(cmd::solve::Args),
    /// Print a bundle of trajectories of one piece (spec §3.2).
    Trajectories(cmd::trajectories::Args),
    /// Print and draw the MO (zones, bundles, traces) of a position.
    Zones(cmd::zones::Args),
    /// Write a self-contained HTML report of a search.
    Report(cmd::report::Args),
    /// Search a position with the conventional alpha-beta baseline.
    Alphabeta(cmd::alphabeta::Args),
    /// Fixed positions at fixed depths: total nodes and nodes per second.
    Bench(cmd::bench::Args),
    /// Compare Pioneer's tree sizes with alpha-beta (and UCI engines) over an EPD suite.
    Compare(cmd::compare::Args),
    /// Speak the UCI protocol on stdin/stdout.
    Uci,
}

/// Rust ignores SIGPIPE, so `pioneer … | head` would panic when the pipe closes; restore
/// the default (end quietly), as command-line tools do.
#[cfg(unix)]
fn reset_sigpipe() {
    unsafe extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: installing the default disposition for SIGPIPE has no preconditions.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn reset_sigpipe() {}

fn main() {
    reset_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => exit_on_clap_error(&e),
    };
    let result: Result<(), CliError> = match cli.command {
        Command::Perft(args) => cmd::perft::run(args),
        Command::Example(args) => cmd::search::example(args),
        Command::Search(args) => cmd::search::run(args),
        Command::Solve(args) => cmd::solve::run(args),
        Command::Trajectories(args) => cmd::trajectories::run(args),
        Command::Zones(args) => cmd::zones::run(args),
        Command::Report(args) => cmd::report::run(args),
        Command::Alphabeta(args) => cmd::alphabeta::run(args),
        Command::Bench(args) => cmd::bench::run(args),
        Command::Compare(args) => cmd::compare::run(args),
        Command::Uci => cmd::uci::run(),
    };
    if let Err(e) = result {
        if let CliError::Output(m) = &e
            && m.contains("Broken pipe")
        {
            // A closed pipe (`pioneer … | head`) ends the program quietly.
            std::process::exit(e.exit_code());
        }
        eprintln!("error: {}", out::one_line(&e.to_string()));
        std::process::exit(e.exit_code());
    }
}

/// Help and version go to stdout as clap writes them; an argument error is one bounded
/// line on stderr and exit code 2.
fn exit_on_clap_error(e: &clap::Error) -> ! {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion)
        || matches!(
            e.kind(),
            ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
        )
    {
        let text = e.render().to_string();
        if out::text(&text).is_err() {
            std::process::exit(1);
        }
        std::process::exit(
            if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                2
            } else {
                0
            },
        );
    }
    let text = e.render().to_string();
    let first = text
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("bad arguments");
    let first = first.strip_prefix("error: ").unwrap_or(first);
    eprintln!("error: {} (see pioneer --help)", out::one_line(first));
    std::process::exit(2);
}
