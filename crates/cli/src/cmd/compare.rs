//! `pioneer compare SUITE.epd`: Pioneer's tree sizes against the alpha-beta baseline
//! (spec §9), position by position, with ratios, JSON, Markdown and an SVG chart
//! (`--chart`), and per position the PGN of every engine's line, Pioneer's tree and MO
//! (`--pgn`, `--dot`, `--svg`, as on `solve`).
//!
//! The work is done by the `pioneer-compare` crate; this module reads the arguments,
//! shows a progress bar on a terminal, and on Ctrl-C prints what has finished.

use crate::cmd::export::Settings;
use crate::cmd::judge_args::JudgeArgs;
use crate::cmd::model::ModelArgs;
use crate::cmd::suite_export::{Player, SuiteExportArgs, SuiteExports};
use crate::error::CliError;
use crate::out::JsonArg;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use pioneer_compare::run::{CONFIG_NAMES, DEFAULT_CONFIGS, Spawn, named_config};
use pioneer_compare::{Budget, EngineSpec, Report, chart, suite, table};
use pioneer_tree::SearchConfig;
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::time::{Duration, Instant};

/// Arguments of `pioneer compare`.
#[derive(clap::Args)]
pub struct Args {
    /// The suite: an EPD file with `bm` (and optionally `am`, `id`) on every line.
    suite: PathBuf,
    /// Alpha-beta configurations, comma-separated: ab, ab+order, ab+order+tt, full,
    /// minimax, pvs.
    #[arg(long, default_value = DEFAULT_CONFIGS)]
    configs: String,
    /// The alpha-beta and UCI runs' node budget alone (old name; `--nodes` sets every
    /// engine's, default 10000000 for alpha-beta and UCI).
    #[arg(long, hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: Option<u64>,
    #[command(flatten)]
    judge: JudgeArgs,
    /// The alpha-beta and UCI runs' wall-clock limit alone, in seconds (old name;
    /// `--time-ms` sets every engine's, default 60 s for alpha-beta and UCI).
    #[arg(long, hide = true, value_parser = clap::value_parser!(u64).range(1..))]
    max_seconds: Option<u64>,
    /// An external UCI engine to compare too, e.g. "stockfish" or "/path/engine --uci"
    /// (split at spaces; one process per position). A bare name is looked up on PATH and
    /// in /usr/games; it is started once with a handshake before any position runs.
    #[arg(long)]
    uci_engine: Option<String>,
    /// The column name of the UCI engine (default: the program's file name).
    #[arg(long, requires = "uci_engine")]
    uci_name: Option<String>,
    #[command(flatten)]
    model: ModelArgs,
    /// Worker threads (default: every core).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=256))]
    threads: Option<u64>,
    #[command(flatten)]
    json: JsonArg,
    /// Write the table in Markdown (for docs/).
    #[arg(long, value_name = "FILE")]
    markdown: Option<PathBuf>,
    /// Write the chart: one group of bars per position, one bar per engine, log scale
    /// (plain SVG). It was `--svg FILE` before `--svg` came to mean the MO diagrams, as
    /// in every other command.
    #[arg(long, value_name = "FILE")]
    chart: Option<PathBuf>,
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

/// The Pioneer configuration of the comparison: the preset (studies by default) with the
/// horizon, switches and limits given.
fn pioneer_config(args: &Args) -> SearchConfig {
    args.model.config()
}

/// The engines named by the arguments: Pioneer, the alpha-beta configurations, the UCI
/// engine.
fn engines(args: &Args) -> Result<Vec<EngineSpec>, CliError> {
    let mut out = vec![EngineSpec::Pioneer {
        name: "pioneer".to_owned(),
        config: pioneer_config(args),
    }];
    for name in args
        .configs
        .split(',')
        .map(str::trim)
        .filter(|n| !n.is_empty())
    {
        let config = named_config(name).ok_or_else(|| {
            CliError::Input(format!(
                "unknown configuration '{name}' (expected: {})",
                CONFIG_NAMES.join(", ")
            ))
        })?;
        if out.iter().any(|e| e.name() == name) {
            return Err(CliError::Input(format!(
                "configuration '{name}' given twice"
            )));
        }
        out.push(EngineSpec::AlphaBeta {
            name: name.to_owned(),
            config,
        });
    }
    if let Some(cmd) = &args.uci_engine {
        let program = cmd
            .split_whitespace()
            .next()
            .ok_or_else(|| CliError::Input("--uci-engine needs a command".to_owned()))?;
        let name = args.uci_name.clone().unwrap_or_else(|| {
            Path::new(program)
                .file_name()
                .map_or(program.to_owned(), |f| f.to_string_lossy().into_owned())
        });
        out.push(EngineSpec::Uci {
            name,
            command: cmd.clone(),
        });
    }
    Ok(out)
}

/// Runs `pioneer compare`.
pub fn run(args: Args) -> Result<(), CliError> {
    let text = std::fs::read_to_string(&args.suite)
        .map_err(|e| CliError::Input(format!("cannot read {}: {e}", args.suite.display())))?;
    let entries = suite::parse(&text);
    if entries.is_empty() {
        return Err(CliError::Input(format!(
            "{}: no positions",
            args.suite.display()
        )));
    }
    let mut bad_lines = 0;
    for e in entries.iter().filter(|e| e.error.is_some()) {
        bad_lines += 1;
        eprintln!(
            "{}",
            suite::located(
                e.line,
                &crate::out::one_line(e.error.as_deref().unwrap_or(""))
            )
        );
    }
    let engines = engines(&args)?;
    // An external engine that cannot start or does not answer is an error before any
    // position runs (`UciEngine::start` shakes hands: uci/uciok, isready/readyok).
    for spec in engines
        .iter()
        .filter(|e| matches!(e, EngineSpec::Uci { .. }))
    {
        spec.build().map_err(|e| CliError::Input(e.to_string()))?;
    }
    let budget = Budget {
        max_nodes: args
            .max_nodes
            .or(args.model.nodes_given())
            .unwrap_or(10_000_000),
        rules: args.judge.rules(),
        max_time: args
            .max_seconds
            .map(Duration::from_secs)
            .or(args.model.time_given())
            .unwrap_or(Duration::from_secs(60)),
    };
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        |t| t as usize,
    );
    let mut report = Report::new(entries.clone(), engines.clone(), budget, threads);
    let settings = Settings::of(&args.model);
    let mut exports = args.exports.open(" (the chart is --chart FILE)")?;

    let stop = Arc::new(AtomicBool::new(false));
    {
        let stop = stop.clone();
        // Without a handler Ctrl-C would lose every finished position; if one cannot be
        // installed the comparison still runs.
        let _ = ctrlc::set_handler(move || stop.store(true, Ordering::SeqCst));
    }
    let jobs = (entries.len() * engines.len()) as u64;
    let bar = ProgressBar::with_draw_target(
        Some(jobs),
        if std::io::stderr().is_terminal() {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        },
    );
    if let Ok(style) =
        ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} runs  {msg}")
    {
        bar.set_style(style.progress_chars("=> "));
    }
    bar.enable_steady_tick(Duration::from_millis(250));
    let start = Instant::now();
    let rx = pioneer_compare::run::spawn(Spawn {
        suite: Arc::new(entries),
        engines: Arc::new(engines),
        budget,
        threads,
        stop: stop.clone(),
        keep_searches: args.exports.wants_searches(),
    });
    let mut received = 0u64;
    while received < jobs {
        if stop.load(Ordering::SeqCst) {
            report.interrupted = true;
            break;
        }
        match rx.recv_timeout(Duration::from_millis(100)) {
            Ok(done) => {
                let (p, e) = (done.position, done.engine);
                bar.set_message(format!(
                    "{} / {}",
                    report.suite[p].id,
                    report.engines[e].name()
                ));
                if let Some(search) = &done.search
                    && let Err(err) = exports.pictures(&report.suite[p], search, &done.run.pv)
                {
                    stop.store(true, Ordering::SeqCst);
                    bar.finish_and_clear();
                    return Err(err);
                }
                report.runs[p][e] = Some(done.run);
                received += 1;
                bar.inc(1);
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    bar.finish_and_clear();
    report.elapsed_s = start.elapsed().as_secs_f64();
    if report.interrupted {
        // Only whole positions are shown after Ctrl-C; a half-finished row would mislead.
        for p in 0..report.runs.len() {
            if !report.position_done(p) {
                report.runs[p].iter_mut().for_each(|r| *r = None);
            }
        }
        eprintln!("interrupted: showing the positions that finished");
    }

    let mut text = table::text(&report);
    let reasons = table::reasons(&report);
    if !reasons.is_empty() {
        text.push_str("not proven:\n");
        for r in reasons {
            text.push_str(&format!("  {r}\n"));
        }
    }
    text.push_str(&format!(
        "{} positions, {} engines, {} threads, {:.1} s{}\n",
        report.suite.len(),
        report.engines.len(),
        threads,
        report.elapsed_s,
        if report.interrupted {
            " (interrupted)"
        } else {
            ""
        }
    ));
    // SIGPIPE is ignored here (main.rs): a closed stdout ends the output quietly (main
    // says nothing about a broken pipe); a full disk is an error.
    write_games(&mut exports, &report, &settings)?;
    if !args.json.to_stdout() {
        text.insert_str(0, &format!("settings: {}\n", settings.summary));
        for line in exports.summary() {
            text.push_str(&line);
            text.push('\n');
        }
        crate::out::text(&text)?;
    }
    write_outputs(&args, &report, &exports)?;
    if report.interrupted {
        std::process::exit(130);
    }
    if bad_lines > 0 {
        return Err(CliError::BadLines(bad_lines));
    }
    Ok(())
}

/// One PGN game per finished run, position by position, engine by engine.
fn write_games(
    exports: &mut SuiteExports,
    report: &Report,
    settings: &Settings,
) -> Result<(), CliError> {
    for (entry, runs) in report.suite.iter().zip(&report.runs) {
        for (spec, run) in report.engines.iter().zip(runs) {
            let Some(run) = run else { continue };
            let player = match spec {
                EngineSpec::Pioneer { .. } => Player::Pioneer(settings),
                EngineSpec::AlphaBeta { name, .. } | EngineSpec::Uci { name, .. } => {
                    Player::Other {
                        name,
                        settings: other_settings(spec, &report.budget),
                    }
                }
            };
            exports.game(entry, run, &player)?;
        }
    }
    Ok(())
}

/// An alpha-beta or UCI engine's settings in words, for its games' headers.
fn other_settings(spec: &EngineSpec, budget: &Budget) -> String {
    let what = match spec {
        EngineSpec::Uci { command, .. } => format!("UCI engine `{command}`"),
        _ => format!("alpha-beta {}", spec.name()),
    };
    format!(
        "{what}, {} nodes, {} s, stops after {} proven iterations in a row",
        budget.max_nodes,
        budget.max_time.as_secs(),
        budget.rules.keep
    )
}

fn write_outputs(args: &Args, report: &Report, exports: &SuiteExports) -> Result<(), CliError> {
    let write = |path: &Path, text: String| crate::out::write_file(path, &text);
    let command: Vec<String> = std::env::args().skip(1).collect();
    if args.json.on() {
        let mut v = report.json();
        if let Some(obj) = v.as_object_mut() {
            obj.insert(
                "suite".into(),
                serde_json::json!(args.suite.display().to_string()),
            );
            obj.insert(
                "command".into(),
                serde_json::json!(format!("pioneer {}", command.join(" "))),
            );
            obj.insert("settings".into(), serde_json::json!(args.model.summary()));
            let written: Vec<String> = exports
                .written()
                .iter()
                .map(|p| p.display().to_string())
                .collect();
            obj.insert("written".into(), serde_json::json!(written));
        }
        args.json.write(&v)?;
    }
    if let Some(path) = &args.markdown {
        let md = format!(
            "{}\nProduced by `pioneer {}` ({} threads, {:.1} s{}). Cells: the verdict (✓ proven, \
             ≈ found but not proven, ✗ wrong move, — failed); for a proven run Pioneer's \
             final tree size / moves considered, the others' nodes to the proof (runs stop \
             after {} proven iterations in a row), the depth of proof (d) and the value; \
             in brackets the nodes over Pioneer's tree size | over its moves considered, \
             where both proved.\n",
            table::markdown(report),
            command.join(" "),
            report.threads,
            report.elapsed_s,
            if report.interrupted {
                ", interrupted"
            } else {
                ""
            },
            report.budget.rules.keep,
        );
        write(path, md)?;
    }
    if let Some(path) = &args.chart {
        let title = format!(
            "Pioneer vs alpha-beta: {}",
            args.suite
                .file_name()
                .map_or(String::new(), |f| f.to_string_lossy().into_owned())
        );
        write(path, chart::svg(report, &title))?;
    }
    Ok(())
}
