//! `pioneer solve (FILE.epd | --fen FEN)`: run an engine on test positions and score it
//! against their `bm`/`am` opcodes.

use crate::cmd::export::Settings;
use crate::cmd::judge_args::JudgeArgs;
use crate::cmd::model::ModelArgs;
use crate::cmd::suite_export::{Player, SuiteExportArgs};
use crate::error::CliError;
use crate::out::JsonArg;
use crate::outln;
use pioneer_compare::{Entry, Judged, Verdict, run_one};
use pioneer_engine::{AlphaBetaEngine, Answer, Engine, EngineLimits, PioneerEngine, Value};
use serde::Serialize;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Arguments of `pioneer solve`.
#[derive(clap::Args)]
pub struct Args {
    /// An EPD file (opcodes `id`, `bm`, `am`, `c0` are read).
    file: Option<std::path::PathBuf>,
    /// A single position instead of a file.
    #[arg(long, conflicts_with = "file")]
    fen: Option<String>,
    /// Which engine searches.
    #[arg(long, value_enum, default_value_t = EngineChoice::Pioneer)]
    engine: EngineChoice,
    /// The alpha-beta engine's node budget alone (old name; `--nodes` sets every engine's,
    /// default 5000000 for alpha-beta).
    #[arg(long, hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: Option<u64>,
    #[command(flatten)]
    judge: JudgeArgs,
    #[command(flatten)]
    json: JsonArg,
    #[command(flatten)]
    model: ModelArgs,
    #[command(flatten)]
    exports: SuiteExportArgs,
}

impl Args {
    /// The model's settings given (for the tests of the defaults).
    #[cfg(test)]
    pub fn model(&self) -> Option<&ModelArgs> {
        Some(&self.model)
    }
}

/// The engines `solve` can run.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum EngineChoice {
    /// The Pioneer zone search.
    Pioneer,
    /// The conventional baseline (its default configuration: alpha-beta with move
    /// ordering, transposition table, quiescence and the check extension), deepening until
    /// a key move has been best at four iterations in a row or the node budget
    /// (`--nodes`, default 5000000) or time limit (`--time-ms`) ends. Its "tree" is the
    /// nodes searched.
    Alphabeta,
}

/// The outcome on one position.
#[derive(Debug, Serialize)]
pub struct Outcome {
    /// Line number in the file (1-based).
    pub line: usize,
    /// The `id` opcode.
    pub id: Option<String>,
    /// The position.
    pub fen: Option<String>,
    /// The `bm` moves as written.
    pub bm: Vec<String>,
    /// The `am` moves as written.
    pub am: Vec<String>,
    /// The chosen move (SAN).
    pub chosen: Option<String>,
    /// Whether the chosen move is in `bm` and not in `am` (proven or found).
    pub solved: bool,
    /// The proof criterion's verdict (`proven`, `found`, `wrong`, `failed`; `null`
    /// without `bm`/`am`).
    pub verdict: Option<Verdict>,
    /// The value in the engine's unit (`{unit, value}`).
    pub value: Option<Value>,
    /// The value from White's side in pawns (Pioneer's m_t).
    pub value_white: Option<i32>,
    /// Depth of the proof (alpha-beta: the first iteration of the final proven run;
    /// Pioneer: the depth cap of the search that answered).
    pub proof_depth: Option<u32>,
    /// Alpha-beta: the node counter at the end of that iteration (verification included).
    pub nodes_to_proof: Option<u64>,
    /// Why the key is not proven.
    pub reason: Option<String>,
    /// The principal variation (SAN; a pass is `--`).
    pub pv: Vec<String>,
    /// Final tree size (nodes, root included).
    pub tree_size: usize,
    /// Moves considered, erased trees included.
    pub moves_considered: u64,
    /// Pseudo-searches.
    pub pseudo_searches: u64,
    /// Pioneer: positions explored by the perpetual-check proofs, work beside the moves
    /// considered (0 for alpha-beta).
    pub perpetual_positions: u64,
    /// Positions whose value was taken over from another order of moves.
    pub transpositions: u64,
    /// The depth cap of the search that answered (Pioneer; with deepening, the last
    /// completed).
    pub depth_cap: Option<u16>,
    /// Pioneer: whether the search that answered finished (no variation ended by the
    /// depth cap), and its horizon.
    pub finished: Option<bool>,
    /// Pioneer: the attack horizon H_L of the search that answered.
    pub horizon: Option<u8>,
    /// Pioneer: the pass of horizon deepening that answered (`admissible` after a tie,
    /// `pioneer_tree::Switches::admissible_pass`).
    pub pass: Option<pioneer_tree::Pass>,
    /// Pioneer, a proven key answered by a finished search: the tree of the first finished
    /// step of the final run of finished steps proving it (the narrowest horizon from which
    /// every wider finished one proves the key too; `pioneer_compare::verdict::proof_finish`).
    pub tree_to_proof: Option<u64>,
    /// Pioneer: the horizon of that step.
    pub horizon_to_proof: Option<u8>,
    /// Pioneer: the moves considered until that step finished.
    pub moves_to_proof: Option<u64>,
    /// Pioneer: every finished step of the search (one per horizon that finished: its
    /// horizon, move, value, whether its tree separates the move, its tree, the moves
    /// considered until then), the evidence the proof criterion reads; empty for
    /// alpha-beta.
    pub finishes: Vec<pioneer_engine::Finish>,
    /// Pioneer: the root's sons in the tree the verdict reads, each move (UCI) with its
    /// value and whether that value is exact or a bound; empty for alpha-beta, whose
    /// alternatives are verified by null-window searches instead.
    pub root_moves: Vec<pioneer_engine::RootMove>,
    /// Milliseconds.
    pub time_ms: f64,
    /// Set when a limit stopped the search.
    pub stopped: Option<String>,
    /// Why the position could not be run.
    pub error: Option<String>,
}

/// Runs `pioneer solve`.
pub fn run(args: Args) -> Result<(), CliError> {
    let text = match (&args.file, &args.fen) {
        (Some(path), None) => std::fs::read_to_string(path)
            .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?,
        (None, Some(fen)) => {
            // A FEN (six fields or four) becomes an EPD record without opcodes.
            pioneer_rules::parse_fen(fen)?;
            let four: Vec<&str> = fen.split_whitespace().take(4).collect();
            four.join(" ")
        }
        _ => {
            return Err(CliError::Input("give an EPD file or --fen FEN".to_owned()));
        }
    };
    let settings = Settings::of(&args.model);
    let cfg = settings.config;
    if args.engine == EngineChoice::Alphabeta && args.exports.wants_searches() {
        return Err(CliError::Input(
            "--dot and --svg draw Pioneer's tree and MO: not with --engine alphabeta (--pgn works)"
                .to_owned(),
        ));
    }
    // The same engines and judgement as `pioneer compare` (its `full` configuration for
    // alpha-beta): the key must be best at four iterations in a row.
    let mut pioneer = PioneerEngine::new(cfg);
    pioneer.keep_searches(args.exports.wants_searches());
    let mut alphabeta = AlphaBetaEngine::new(pioneer_baseline::Config::default());
    let rules = args.judge.rules();
    let limits = match args.engine {
        EngineChoice::Pioneer => EngineLimits::default(),
        EngineChoice::Alphabeta => EngineLimits {
            nodes: Some(
                args.max_nodes
                    .or(args.model.nodes_given())
                    .unwrap_or(5_000_000),
            ),
            time: Some(cfg.limits.max_time),
            ..EngineLimits::default()
        },
    };
    let alphabeta_settings = format!(
        "alpha-beta (full), {} nodes, {} ms, pioneer {}",
        limits.nodes.unwrap_or(0),
        limits.time.map_or(0, |t| t.as_millis()),
        settings.summary.version
    );
    let player = match args.engine {
        EngineChoice::Pioneer => Player::Pioneer(&settings),
        EngineChoice::Alphabeta => Player::Other {
            name: "alphabeta",
            settings: alphabeta_settings.clone(),
        },
    };
    let mut exports = args.exports.open("")?;
    let interrupt = Arc::new(AtomicBool::new(false));
    let text_out = !args.json.to_stdout();
    if text_out {
        match args.engine {
            EngineChoice::Pioneer => outln!("settings: {}", settings.summary)?,
            EngineChoice::Alphabeta => outln!("settings: {alphabeta_settings}")?,
        }
    }
    let mut outcomes = Vec::new();
    let mut bad_lines = 0;
    for entry in pioneer_compare::suite::parse(&text) {
        let engine: &mut dyn Engine = match args.engine {
            EngineChoice::Pioneer => &mut pioneer,
            EngineChoice::Alphabeta => &mut alphabeta,
        };
        let judged = run_one(&entry, engine, &limits, &rules, &interrupt);
        if !entry.searchable() && entry.error.is_some() {
            bad_lines += 1;
        }
        exports.game(&entry, &judged.run, &player)?;
        if let Some(search) = pioneer.take_search() {
            exports.pictures(&entry, &search, &judged.run.pv)?;
        }
        let o = outcome(&entry, &judged);
        if text_out {
            print_outcome(&o)?;
        }
        outcomes.push(o);
    }
    let solved = outcomes.iter().filter(|o| o.solved).count();
    let count = |v: Verdict| outcomes.iter().filter(|o| o.verdict == Some(v)).count();
    // Pioneer: the searches whose answer comes from a finished tree (no variation ended by
    // the depth cap), over those that ran.
    let ran = outcomes.iter().filter(|o| o.finished.is_some()).count();
    let finished = outcomes.iter().filter(|o| o.finished == Some(true)).count();
    // The searches a limit stopped, by limit: a "10 s" run whose searches the moves limit
    // stopped did not have 10 s.
    let mut stopped: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for word in outcomes.iter().filter_map(|o| o.stopped.as_deref()) {
        *stopped.entry(word).or_default() += 1;
    }
    args.json.write(&serde_json::json!({
            "engine": args.engine,
            "settings": settings.summary,
            "config": cfg,
            "positions": outcomes,
            "solved": solved,
            "proven": count(Verdict::Proven),
            "found": count(Verdict::Found),
            "wrong": count(Verdict::Wrong),
            "failed": count(Verdict::Failed),
            "finished": (ran > 0).then_some(finished),
            "stopped": stopped,
            "total": outcomes.len(),
            "bad_lines": bad_lines,
            "written": exports.written().iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
    }))?;
    if text_out {
        outln!(
            "proven {}/{} (found {}, wrong {}, failed {})",
            count(Verdict::Proven),
            outcomes.len(),
            count(Verdict::Found),
            count(Verdict::Wrong),
            count(Verdict::Failed)
        )?;
        if ran > 0 {
            outln!("finished {finished}/{ran} (answers from a complete tree within the horizon)")?;
        }
        if !stopped.is_empty() {
            let by: Vec<String> = stopped
                .iter()
                .map(|(word, n)| format!("{n} by the {word} limit"))
                .collect();
            outln!(
                "stopped {}/{} ({})",
                stopped.values().sum::<usize>(),
                outcomes.len(),
                by.join(", ")
            )?;
        }
        for line in exports.summary() {
            outln!("{line}")?;
        }
    }
    if bad_lines > 0 {
        return Err(CliError::BadLines(bad_lines));
    }
    Ok(())
}

/// The outcome of one judged position.
fn outcome(entry: &Entry, judged: &Judged) -> Outcome {
    let (run, answer) = (&judged.run, judged.answer.as_ref());
    let tree = answer.and_then(Answer::tree_size);
    // Pioneer's tree and moves considered; for alpha-beta both are the nodes searched.
    let (tree_size, moves_considered) = match (tree, answer) {
        (Some(t), Some(a)) => (t, a.counters.nodes),
        _ => (run.nodes.unwrap_or(0), run.nodes.unwrap_or(0)),
    };
    Outcome {
        line: entry.line,
        id: (entry.id != format!("line {}", entry.line)).then(|| entry.id.clone()),
        fen: entry.fen.clone(),
        bm: entry.bm.clone(),
        am: entry.am.clone(),
        chosen: run.chosen.clone(),
        solved: run.solved,
        verdict: run.verdict,
        value: run.value,
        value_white: run.value_white,
        proof_depth: run.proof_depth,
        nodes_to_proof: run.nodes_to_proof,
        reason: run.reason.clone(),
        pv: run.pv.clone(),
        tree_size: tree_size as usize,
        moves_considered,
        pseudo_searches: answer.and_then(|a| a.counters.pseudo_searches).unwrap_or(0),
        perpetual_positions: answer
            .and_then(|a| a.counters.perpetual_positions)
            .unwrap_or(0),
        transpositions: answer.and_then(|a| a.counters.transpositions).unwrap_or(0),
        depth_cap: answer
            .filter(|_| tree.is_some())
            .map(|a| a.depth.min(u32::from(u16::MAX)) as u16),
        finished: answer.and_then(|a| a.finished),
        horizon: answer.and_then(|a| a.horizon),
        pass: answer.and_then(|a| a.pass),
        tree_to_proof: run.tree_to_proof,
        horizon_to_proof: run.horizon_to_proof,
        moves_to_proof: run.moves_to_proof,
        finishes: answer.map(|a| a.finishes.clone()).unwrap_or_default(),
        root_moves: answer
            .filter(|_| tree.is_some())
            .map(|a| a.root_moves.clone())
            .unwrap_or_default(),
        time_ms: if tree.is_some() {
            answer.map_or(0.0, |a| a.elapsed.as_secs_f64() * 1000.0)
        } else {
            run.time_ms
        },
        // A run the judge stopped once the key was kept is not stopped by a limit.
        stopped: run.stopped_by_budget.then(|| {
            answer
                .and_then(Answer::stop_word)
                .unwrap_or("Nodes")
                .to_owned()
        }),
        error: (!entry.searchable())
            .then(|| entry.error.clone().unwrap_or_default())
            .or_else(|| run.reason.clone().filter(|_| answer.is_none())),
    }
}

fn print_outcome(o: &Outcome) -> Result<(), CliError> {
    let name = o.id.clone().unwrap_or_else(|| format!("line {}", o.line));
    if let Some(e) = &o.error {
        let e = crate::out::one_line(e);
        eprintln!("{}", pioneer_compare::suite::located(o.line, &e));
        return outln!("{name}: error ({e})");
    }
    outln!(
        "{name}: {} {} (bm {}{}) value {}{} tree {} moves {} pseudo-searches {} transpositions {}{} time {:.1} ms{}",
        o.chosen.as_deref().unwrap_or("none"),
        o.verdict.map_or("not scored", Verdict::word),
        o.bm.join(" "),
        if o.am.is_empty() {
            String::new()
        } else {
            format!(", am {}", o.am.join(" "))
        },
        o.value.map_or("-".to_owned(), |v| v.to_string()),
        match (
            o.proof_depth,
            o.nodes_to_proof,
            o.tree_to_proof,
            o.horizon_to_proof
        ) {
            (Some(d), Some(n), _, _) => format!(" proof depth {d} nodes to proof {n}"),
            (Some(d), None, Some(t), Some(h)) => {
                let pass = match o.pass {
                    Some(pioneer_tree::Pass::Admissible) => ", admissible pass",
                    _ => "",
                };
                format!(" proof depth {d} tree to proof {t} (horizon {h}{pass})")
            }
            (Some(d), None, _, _) => format!(" proof depth {d}"),
            _ => String::new(),
        },
        o.tree_size,
        o.moves_considered,
        o.pseudo_searches,
        o.transpositions,
        if o.perpetual_positions > 0 {
            format!(" perpetual positions {}", o.perpetual_positions)
        } else {
            String::new()
        },
        o.time_ms,
        o.stopped
            .as_deref()
            .map_or(String::new(), |s| match o.depth_cap {
                Some(cap) =>
                    format!(" (stopped by the {s} limit; answer of the search to depth {cap})"),
                None => format!(" (stopped by the {s} limit)"),
            }),
    )?;
    if let Some(why) = o
        .reason
        .as_ref()
        .filter(|_| o.verdict != Some(Verdict::Proven))
    {
        outln!("    not proven: {why}")?;
    }
    if !o.pv.is_empty() {
        outln!("    pv {}", o.pv.join(" "))?;
    }
    Ok(())
}
