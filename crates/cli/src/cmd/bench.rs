//! `pioneer bench`: fixed positions at fixed depths with alpha-beta, transposition table
//! and quiescence (material evaluation); the last two lines are the engine convention
//! `Nodes searched: N` and `Nodes/second: N`.

use crate::error::CliError;
use crate::outln;
use pioneer_baseline::{Config, Engine, Limits, line_san};
use pioneer_rules::parse_fen;
use std::time::Duration;

/// The bench positions and their depths: opening, middlegame, tactical and endgame
/// positions (the well-known perft test positions "Kiwipete" and positions 3–5 of the
/// Chess Programming Wiki's perft page, a Sicilian Dragon middlegame, and Lasker–Reichhelm
/// 1901).
pub const POSITIONS: &[(&str, u32)] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        9,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        7,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 11),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        7,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        7,
    ),
    (
        "r1bq1rk1/pp2ppbp/2np1np1/8/3NP3/2N1BP2/PPPQ2PP/R3KB1R w KQ - 3 9",
        8,
    ),
    ("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", 26),
];

/// Arguments of `pioneer bench`.
#[derive(clap::Args)]
pub struct Args {
    /// Transposition table size in MiB (1 … 65536, and no more than the memory available).
    #[arg(long, value_name = "MIB", default_value_t = 16,
          value_parser = clap::value_parser!(u64).range(1..=pioneer_baseline::tt::MAX_HASH_MIB as u64))]
    hash: u64,
    /// Add this many plies to every depth (negative: fewer; at least 1).
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    depth_offset: i32,
}

/// Runs `pioneer bench`.
pub fn run(args: Args) -> Result<(), CliError> {
    let config = Config {
        hash_mib: args.hash as usize,
        ..Config::bench()
    };
    let mut engine = Engine::try_new(config).map_err(|e| CliError::Input(e.to_string()))?;
    let mut total_nodes = 0u64;
    let mut total_time = Duration::ZERO;
    for (i, &(fen, depth)) in POSITIONS.iter().enumerate() {
        let pos = parse_fen(fen)?;
        let depth = (depth as i32 + args.depth_offset).clamp(1, 64) as u32;
        engine.clear();
        let r = engine.search(&pos, &[], &Limits::depth(depth), None, |_| {});
        total_nodes += r.counters.nodes;
        total_time += r.elapsed;
        outln!(
            "position {:>2}  depth {:>2}  score {:<9} nodes {:>10}  time {:>6} ms  nps {:>9}  best {}",
            i + 1,
            depth,
            r.score.to_string(),
            r.counters.nodes,
            r.elapsed.as_millis(),
            r.nps(),
            line_san(&pos, &r.pv).first().cloned().unwrap_or_default(),
        )?;
    }
    let nps = pioneer_baseline::search::nps(total_nodes, total_time);
    outln!("===========================")?;
    outln!("Total time (ms) : {}", total_time.as_millis())?;
    outln!("Nodes searched: {total_nodes}")?;
    outln!("Nodes/second: {nps}")?;
    Ok(())
}
