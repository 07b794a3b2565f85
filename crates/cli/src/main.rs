//! `pioneer`: the command-line program over the Pioneer zone-search crates.
//!
//! Every subcommand lives in its own module under `cmd/`. Errors in user input print one
//! line on stderr and exit with code 2 (clap's own argument errors do the same).

mod cmd;
mod error;

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
/// the default (end quietly), as command-line tools do. `pioneer compare` keeps it
/// ignored: it writes to external engines, and one that exits must be an error, not the
/// end of the program (it writes its own output without panicking on a closed pipe).
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

/// Whether the command line runs `pioneer compare` (which keeps SIGPIPE ignored).
fn is_compare() -> bool {
    std::env::args().nth(1).as_deref() == Some("compare")
}

fn main() {
    if !is_compare() {
        reset_sigpipe();
    }
    let cli = Cli::parse();
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
        eprintln!("error: {e}");
        std::process::exit(e.exit_code());
    }
}
