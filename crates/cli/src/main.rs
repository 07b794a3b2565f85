//! `pioneer`: the command-line program over the Pioneer zone-search crates.
//!
//! Every subcommand lives in its own module under `cmd/`. Errors in user input print one
//! line on stderr and exit with code 2 (clap's own argument errors do the same).

mod cmd;
mod error;
#[cfg(test)]
mod fuzz_cli;
mod out;

use clap::{Parser, Subcommand};
use error::CliError;

/// The terms the help uses, explained once (shown by `pioneer --help` and every search
/// command's `--help`).
const TERMS: &str = "Terms:
  zone        an attacking piece (on a0), its target (on ak), the trajectories from one to
              the other and the enemy trajectories that can get in the way in time
  MO          the map of zones the search plays in: only moves along its trajectories
              are searched, so the tree is small (Appendix 1 §1)
  bundle      the trajectories of one piece to one square
  (+)/(−)     a zone's attacking side / its defending side
  H_L         the attack horizon in half-moves (--horizon); a trajectory has at most
              ⌊(H_L + 1)/2⌋ moves
  T_x         the moves a zone still has; a defending piece may move along its trajectory
              only while its moves left fit in T_x (Appendix 1 §1.12)
  pseudo-search  going back without evaluating when a defending trajectory was found too
              late; the printout writes 500 beside each move taken back (Appendix 1 §1.10)
  value       material won since the root from White's side (pawn 1 … queen 9)
  presets     studies (the default: the MO formation for endgame studies) and fig21 (the
              settings that reproduce the book's Fig. 21); every switch overrides them

Environment:
  PIONEER_TABLES  where the endgame tables are kept between runs (default
              $XDG_CACHE_HOME/pioneer/tables or ~/.cache/pioneer/tables; off: built in
              memory by every run, about five seconds)

Exit codes: 0 done, 1 stdout could not be written, 2 bad input (or a suite with bad lines).";

/// What `pioneer uci --help` says: the protocol's commands and options.
const UCI_HELP: &str = "Speak the UCI protocol on stdin/stdout, for chess GUIs and python-chess.

Options (setoption name … value …):
  Engine    combo alphabeta|pioneer (default alphabeta): the conventional alpha-beta
            baseline, or the Pioneer zone search
  Preset    combo fig21|studies|play (default play): Pioneer's settings
  Hash      spin 1 … 65536 MiB (default 16; no more than the memory available):
            alpha-beta's transposition table
  Eval      combo material|standard (default material): alpha-beta's evaluation
  MultiPV   spin: how many best lines to report
  Rails     check (default: the preset's, off in play): Pioneer continues from the
            subtree kept under its move and the reply
  Settings  string (default empty): Pioneer's settings as the flags of `pioneer search`
            (e.g. --zone-time --horizon 6), over Preset; empty clears them
  Baseline  string (default empty): alpha-beta's switches as the flags of
            `pioneer alphabeta` but --hash (e.g. --pvs --null-move --eval standard),
            replacing its configuration but the table's size; Eval set after it
            overrides its evaluation; empty gives the default back

Commands: uci, isready, ucinewgame, setoption, position startpos|fen … [moves …],
go [depth N] [nodes N] [movetime MS] [wtime/btime/winc/binc/movestogo] [infinite]
[searchmoves …], stop, quit; d (the board), perft N.";

/// Pioneer: M. M. Botvinnik's chess program and B. M. Stilman's zone search, reimplemented.
#[derive(Parser)]
#[command(name = "pioneer", version, about, long_about = None, after_long_help = TERMS)]
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
    #[command(after_long_help = TERMS)]
    Search(cmd::search::Args),
    /// Solve test positions (EPD with bm/am) and report how many are solved.
    #[command(after_long_help = TERMS)]
    Solve(cmd::solve::Args),
    /// Print a bundle of trajectories of one piece: its shortest (and admissible) paths
    /// from one square to another on an empty board (Appendix 1 §1.1).
    Trajectories(cmd::trajectories::Args),
    /// Print and draw the MO (zones, bundles, traces) of a position.
    #[command(after_long_help = TERMS)]
    Zones(cmd::zones::Args),
    /// Write a self-contained HTML report of a search.
    #[command(after_long_help = TERMS)]
    Report(cmd::report::Args),
    /// Search a position with the conventional alpha-beta baseline.
    Alphabeta(cmd::alphabeta::Args),
    /// Fixed positions at fixed depths: total nodes and nodes per second.
    Bench(cmd::bench::Args),
    /// Compare Pioneer's tree sizes with alpha-beta (and UCI engines) over an EPD suite.
    #[command(after_long_help = TERMS)]
    Compare(cmd::compare::Args),
    /// Speak the UCI protocol on stdin/stdout (options: Engine, Preset, Hash, Eval,
    /// MultiPV; `pioneer uci --help` lists them).
    #[command(long_about = UCI_HELP)]
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
    // The tables were built in memory all the same: a warning, not an error.
    if let Some(w) = pioneer_rules::table_cache::warning() {
        eprintln!("warning: {}", out::one_line(w));
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_tree::{Preset, SearchConfig};

    fn model_of(args: &[&str]) -> SearchConfig {
        let cli = Cli::try_parse_from(std::iter::once("pioneer").chain(args.iter().copied()))
            .expect("parses");
        let model = match &cli.command {
            Command::Search(a) => a.model(),
            Command::Zones(a) => a.model(),
            Command::Report(a) => a.model(),
            Command::Solve(a) => a.model(),
            Command::Compare(a) => a.model(),
            _ => None,
        };
        model.expect("a search command").config()
    }

    /// `solve`, `compare`, `search`, `report`, `zones` default to the studies preset
    /// (`uci` too: its option Preset, `crates/cli/tests/uci.rs`); `example fig21` runs its
    /// own; `--preset fig21` and each switch override.
    #[test]
    fn every_search_command_defaults_to_the_studies_preset() {
        let fen = pioneer_rules::FIG21_FEN;
        let commands: [&[&str]; 5] = [
            &["search", "--fen", fen],
            &["zones", "--fen", fen],
            &["report", "--fen", fen, "--out", "r.html"],
            &["solve", "s.epd"],
            &["compare", "s.epd"],
        ];
        for args in commands {
            assert_eq!(model_of(args), SearchConfig::studies(), "{args:?}");
            let mut with = args.to_vec();
            with.extend(["--preset", "fig21"]);
            assert_eq!(model_of(&with), SearchConfig::fig21(), "{with:?}");
            let mut with = args.to_vec();
            with.extend(["--preset", "fig21", "--deblockade", "--nodes", "9"]);
            let mut want = Preset::Fig21.config();
            want.switches.deblockade = true;
            want.limits.max_moves = 9;
            assert_eq!(model_of(&with), want, "{with:?}");
        }
        assert!(Cli::try_parse_from(["pioneer", "example", "fig21"]).is_ok());
    }
}
