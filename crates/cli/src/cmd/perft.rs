//! `pioneer perft --fen FEN --depth D [--divide]`.

use crate::error::CliError;
use pioneer_rules::{parse_fen, perft};
use shakmaty::{CastlingMode, uci::UciMove};

/// Arguments of `pioneer perft`.
#[derive(clap::Args)]
pub struct Args {
    /// The position (default: the initial position).
    #[arg(
        long,
        default_value = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    )]
    fen: String,
    /// Depth in plies.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=12))]
    depth: u32,
    /// Print the count under every first move.
    #[arg(long)]
    divide: bool,
}

/// Runs `pioneer perft`.
pub fn run(args: Args) -> Result<(), CliError> {
    let pos = parse_fen(&args.fen)?;
    let start = std::time::Instant::now();
    let nodes = if args.divide {
        let mut total = 0;
        for (m, n) in perft::divide(&pos, args.depth) {
            println!("{}: {n}", UciMove::from_move(m, CastlingMode::Standard));
            total += n;
        }
        println!();
        total
    } else {
        perft::perft(&pos, args.depth)
    };
    let secs = start.elapsed().as_secs_f64();
    eprintln!(
        "time {:.3} s, {:.0} nodes/s",
        secs,
        nodes as f64 / secs.max(1e-9)
    );
    println!("Nodes searched: {nodes}");
    Ok(())
}
