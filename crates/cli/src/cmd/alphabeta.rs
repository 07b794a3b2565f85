//! `pioneer alphabeta`: one search of the conventional baseline, every feature a switch.

use crate::error::CliError;
use crate::out::JsonArg;
use crate::outln;
use pioneer_baseline::{
    Algorithm, Config, Counters, Engine, EvalKind, Iteration, Limits, Ordering, PvSource, line_san,
    line_uci, move_uci,
};
use pioneer_rules::{Game, parse_fen};
use std::time::Duration;

/// Arguments of `pioneer alphabeta`.
#[derive(clap::Args)]
#[command(group(clap::ArgGroup::new("limit").required(true).args(["depth", "nodes", "time_ms"])))]
pub struct Args {
    /// The position.
    #[arg(long)]
    fen: String,
    /// Search N half-moves deep, before extensions and quiescence (1 … 64).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// Stop after N nodes (every position searched, quiescence included).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Stop after MS milliseconds of wall-clock time.
    #[arg(long = "time-ms", alias = "movetime", value_name = "MS",
          value_parser = clap::value_parser!(u64).range(1..))]
    time_ms: Option<u64>,
    #[command(flatten)]
    features: FeatureArgs,
    /// A key move (SAN): report the nodes until it is found and kept.
    #[arg(long)]
    key: Option<String>,
    /// With --key: verify every iteration whose best move is the key by searching the
    /// other root moves against its value with a null window (its nodes counted), as
    /// `pioneer compare` does for its proof criterion.
    #[arg(long, requires = "key")]
    verify: bool,
    #[command(flatten)]
    json: JsonArg,
}

/// The feature switches, shared with other subcommands.
#[derive(clap::Args, Clone)]
pub struct FeatureArgs {
    /// Plain minimax (no alpha-beta cutoffs; pruning never applies).
    #[arg(long, conflicts_with = "pvs")]
    minimax: bool,
    /// NegaScout / principal variation search instead of plain alpha-beta.
    #[arg(long)]
    pvs: bool,
    /// No move ordering at all (generation order).
    #[arg(long)]
    no_ordering: bool,
    /// No MVV-LVA capture ordering.
    #[arg(long)]
    no_mvv_lva: bool,
    /// No killer moves.
    #[arg(long)]
    no_killers: bool,
    /// No history heuristic.
    #[arg(long)]
    no_history: bool,
    /// No hash move first.
    #[arg(long)]
    no_hash_move: bool,
    /// No previous-PV move first.
    #[arg(long)]
    no_pv_move: bool,
    /// No iterative deepening (one search at the depth limit).
    #[arg(long)]
    no_id: bool,
    /// No transposition table.
    #[arg(long)]
    no_tt: bool,
    /// No quiescence search (static evaluation at the horizon).
    #[arg(long)]
    no_quiescence: bool,
    /// Quiet checks at the first quiescence ply and evasions in check.
    #[arg(long)]
    qchecks: bool,
    /// Null-move pruning (R = 2).
    #[arg(long)]
    null_move: bool,
    /// Futility pruning.
    #[arg(long)]
    futility: bool,
    /// Razoring.
    #[arg(long)]
    razoring: bool,
    /// No check extension.
    #[arg(long)]
    no_check_ext: bool,
    /// Extend the search by a half-move after a queen move (an extension of the Pioneer
    /// team's alpha-beta programs).
    #[arg(long)]
    queen_ext: bool,
    /// Take the PV from the transposition table instead of the triangular array.
    #[arg(long)]
    pv_from_tt: bool,
    /// Static evaluation: material or standard.
    #[arg(long, default_value = "material")]
    eval: String,
    /// Transposition table size in MiB (1 … 65536, and no more than the memory
    /// available; the same range as the UCI option Hash).
    #[arg(long, value_name = "MIB", default_value_t = 16,
          value_parser = clap::value_parser!(u64).range(1..=pioneer_baseline::tt::MAX_HASH_MIB as u64))]
    hash: u64,
}

impl FeatureArgs {
    /// The configuration these switches describe.
    pub fn config(&self) -> Result<Config, CliError> {
        let eval: EvalKind =
            self.eval
                .parse()
                .map_err(|e: pioneer_baseline::config::ParseNameError| {
                    CliError::Input(e.to_string())
                })?;
        let mut ordering = Ordering {
            mvv_lva: !self.no_mvv_lva,
            killers: !self.no_killers,
            history: !self.no_history,
            hash_move: !self.no_hash_move,
            pv_move: !self.no_pv_move,
        };
        if self.no_ordering {
            ordering = Ordering::NONE;
        }
        Ok(Config {
            algorithm: if self.minimax {
                Algorithm::Minimax
            } else if self.pvs {
                Algorithm::Pvs
            } else {
                Algorithm::AlphaBeta
            },
            ordering,
            iterative_deepening: !self.no_id,
            tt: !self.no_tt,
            hash_mib: self.hash as usize,
            quiescence: !self.no_quiescence,
            quiescence_checks: self.qchecks,
            null_move: self.null_move,
            futility: self.futility,
            razoring: self.razoring,
            check_extension: !self.no_check_ext,
            queen_extension: self.queen_ext,
            pv_source: if self.pv_from_tt {
                PvSource::Tt
            } else {
                PvSource::Triangular
            },
            eval,
        })
    }
}

/// Runs `pioneer alphabeta`.
pub fn run(args: Args) -> Result<(), CliError> {
    let pos = parse_fen(&args.fen)?;
    let config = args.features.config()?;
    let key = match &args.key {
        Some(san) => Some(Game::new(pos.clone()).parse_san(san)?),
        None => None,
    };
    let limits = Limits {
        depth: args.depth,
        nodes: args.nodes,
        movetime: args.time_ms.map(Duration::from_millis),
        stop: None,
    };
    let mut engine = Engine::try_new(config).map_err(|e| CliError::Input(e.to_string()))?;
    engine.set_verify_key(args.verify);
    let json = args.json.to_stdout();
    let mut failed = None;
    let result = engine.search(&pos, &[], &limits, key, |it: &Iteration| {
        if !json && failed.is_none() {
            failed = crate::out::line(&format!(
                "depth {:>2}{}{} seldepth {:>3} score {:<10} nodes {:>12} nps {:>9} time {:>7} pv {}",
                it.depth,
                if it.partial { " (partial)" } else { "" },
                match it.verification {
                    Some(v) if v.all_lower => " (verified: others lower)",
                    Some(_) => " (not verified: a tie or better)",
                    None => "",
                },
                it.seldepth,
                it.score.to_string(),
                it.counters.nodes,
                it.nps(),
                it.elapsed.as_millis(),
                line_san(&pos, &it.pv).join(" "),
            ))
            .err();
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    let best = result
        .best_move
        .map(|m| (move_uci(m), line_san(&pos, &[m]).join("")));
    if args.json.on() {
        let c = &result.counters;
        let score = match result.score.mate_in_moves() {
            Some(m) => serde_json::json!({ "mate": m }),
            None => serde_json::json!({ "cp": result.score.0 }),
        };
        let out = serde_json::json!({
            "fen": pioneer_rules::to_fen(&pos),
            "config": config,
            "best_move": best.as_ref().map(|(u, s)| serde_json::json!({ "uci": u, "san": s })),
            "score": score,
            "depth": result.depth,
            "seldepth": c.seldepth,
            "nodes": c.nodes,
            "interior": c.interior,
            "leaves": c.leaves,
            "qnodes": c.qnodes,
            "tt_probes": c.tt_probes,
            "tt_hits": c.tt_hits,
            "tt_cutoffs": c.tt_cutoffs,
            "cutoffs": c.cutoffs,
            "first_move_cutoffs": c.first_move_cutoffs,
            "null_cutoffs": c.null_cutoffs,
            "futility_prunes": c.futility_prunes,
            "razor_reductions": c.razor_reductions,
            "check_extensions": c.check_extensions,
            "queen_extensions": c.queen_extensions,
            "pvs_researches": c.pvs_researches,
            "key": args.key,
            "nodes_to_key": c.nodes_to_key,
            "key_depth": c.key_depth,
            "pv": line_san(&pos, &result.pv),
            "pv_uci": line_uci(&result.pv),
            "time_ms": result.elapsed.as_millis() as u64,
            "nps": result.nps(),
            "stopped": result.stopped,
        });
        args.json.write(&out)?;
    }
    if !json {
        match &best {
            Some((u, s)) => outln!("best move {s} ({u}), score {}", result.score)?,
            None => outln!("no legal move, score {}", result.score)?,
        }
        print_counters(&result.counters, args.key.as_deref())?;
        outln!(
            "time {} ms, {} nodes/s",
            result.elapsed.as_millis(),
            result.nps()
        )?;
    }
    Ok(())
}

fn print_counters(c: &Counters, key: Option<&str>) -> Result<(), CliError> {
    outln!(
        "nodes {} (interior {}, leaves {}, quiescence {}), seldepth {}",
        c.nodes,
        c.interior,
        c.leaves,
        c.qnodes,
        c.seldepth
    )?;
    outln!(
        "tt probes {}, hits {}, cutoffs {}; beta cutoffs {} ({} by the first move)",
        c.tt_probes,
        c.tt_hits,
        c.tt_cutoffs,
        c.cutoffs,
        c.first_move_cutoffs
    )?;
    outln!(
        "null-move cutoffs {}, futility prunes {}, razor reductions {}, check extensions {}, queen extensions {}, pvs re-searches {}",
        c.null_cutoffs,
        c.futility_prunes,
        c.razor_reductions,
        c.check_extensions,
        c.queen_extensions,
        c.pvs_researches
    )?;
    if let Some(k) = key {
        match c.nodes_to_key {
            Some(n) => outln!(
                "key move {k}: found and kept after {n} nodes (from depth {})",
                c.key_depth.unwrap_or(0)
            )?,
            None => outln!("key move {k}: not the final choice")?,
        }
    }
    Ok(())
}
