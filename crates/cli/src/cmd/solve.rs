//! `pioneer solve (FILE.epd | --fen FEN)`: run an engine on test positions and score it
//! against their `bm`/`am` opcodes.

use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use pioneer_rules::epd::EpdRecord;
use pioneer_tree::{Search, SearchConfig};
use serde::Serialize;

/// Arguments of `pioneer solve`.
#[derive(clap::Args)]
pub struct Args {
    /// An EPD file (opcodes `id`, `bm`, `am`, `c0` are read).
    file: Option<std::path::PathBuf>,
    /// A single position instead of a file.
    #[arg(long, conflicts_with = "file")]
    fen: Option<String>,
    /// Which engine searches.
    #[arg(long, value_enum, default_value_t = Engine::Pioneer)]
    engine: Engine,
    /// Node budget of the alpha-beta engine.
    #[arg(long, default_value_t = 5_000_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_nodes: u64,
    /// Print the results as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    model: ModelArgs,
}

/// The engines `solve` can run.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Engine {
    /// The Pioneer zone search.
    Pioneer,
    /// The conventional baseline (its default configuration: alpha-beta with move
    /// ordering, transposition table, quiescence and the check extension), deepening until
    /// a key move has been best at four iterations in a row or the node budget
    /// (`--max-nodes`) or time limit (`--max-time-ms`) ends. Its "tree" is the nodes
    /// searched.
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
    /// Whether the chosen move is in `bm` and not in `am`.
    pub solved: bool,
    /// The value (material from White's side, Pioneer's m_t).
    pub value: Option<i32>,
    /// The principal variation (SAN; a pass is `--`).
    pub pv: Vec<String>,
    /// Final tree size (nodes, root included).
    pub tree_size: usize,
    /// Moves considered, erased trees included.
    pub moves_considered: u64,
    /// Pseudo-searches.
    pub pseudo_searches: u64,
    /// Positions whose value was taken over from another order of moves.
    pub transpositions: u64,
    /// The depth cap of the search that answered (Pioneer; with deepening, the last
    /// completed).
    pub depth_cap: Option<u16>,
    /// Milliseconds.
    pub time_ms: f64,
    /// Set when a limit stopped the search.
    pub stopped: Option<String>,
    /// Why the position could not be run.
    pub error: Option<String>,
}

/// Runs `pioneer solve`.
pub fn run(args: Args) -> Result<(), CliError> {
    let lines: Vec<(usize, String)> = match (&args.file, &args.fen) {
        (Some(path), None) => std::fs::read_to_string(path)
            .map_err(|e| CliError::Input(format!("cannot read {}: {e}", path.display())))?
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.to_owned()))
            .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
            .collect(),
        (None, Some(fen)) => {
            // A FEN (six fields or four) becomes an EPD record without opcodes.
            pioneer_rules::parse_fen(fen)?;
            let four: Vec<&str> = fen.split_whitespace().take(4).collect();
            vec![(1, four.join(" "))]
        }
        _ => {
            return Err(CliError::Input("give an EPD file or --fen FEN".to_owned()));
        }
    };
    let cfg = args.model.config();
    let budget = pioneer_compare::Budget {
        max_nodes: args.max_nodes,
        keep: 4,
        max_time: cfg.limits.max_time,
    };
    let mut outcomes = Vec::new();
    for (line, text) in &lines {
        let o = match args.engine {
            Engine::Pioneer => solve_one(*line, text, cfg),
            Engine::Alphabeta => solve_alphabeta(*line, text, &budget),
        };
        if !args.json {
            print_outcome(&o);
        }
        outcomes.push(o);
    }
    let solved = outcomes.iter().filter(|o| o.solved).count();
    if args.json {
        let out = serde_json::json!({
            "engine": args.engine,
            "config": cfg,
            "positions": outcomes,
            "solved": solved,
            "total": outcomes.len(),
        });
        println!("{out}");
    } else {
        println!("solved {solved}/{}", outcomes.len());
    }
    Ok(())
}

/// An outcome with nothing filled in yet.
fn blank(line: usize) -> Outcome {
    Outcome {
        line,
        id: None,
        fen: None,
        bm: Vec::new(),
        am: Vec::new(),
        chosen: None,
        solved: false,
        value: None,
        pv: Vec::new(),
        tree_size: 0,
        moves_considered: 0,
        pseudo_searches: 0,
        transpositions: 0,
        depth_cap: None,
        time_ms: 0.0,
        stopped: None,
        error: None,
    }
}

/// Runs the alpha-beta baseline on one EPD line (through the comparison harness, so
/// that `solve --engine alphabeta` and `compare` count the same way).
fn solve_alphabeta(line: usize, text: &str, budget: &pioneer_compare::Budget) -> Outcome {
    let mut o = blank(line);
    let mut suite = pioneer_compare::suite::parse(text);
    let Some(mut entry) = suite.pop() else {
        o.error = Some("empty line".to_owned());
        return o;
    };
    entry.line = line;
    o.id = (entry.id != format!("line {line}")).then(|| entry.id.clone());
    o.fen = entry.fen.clone();
    o.bm = entry.bm.clone();
    o.am = entry.am.clone();
    if let Some(e) = &entry.error {
        // A position without bm/am is still searched, as with Pioneer.
        if entry.game.is_none() || !entry.bm.is_empty() || !entry.am.is_empty() {
            o.error = Some(e.clone());
            return o;
        }
    }
    let Some(game) = entry.game.clone() else {
        o.error = Some("no position".to_owned());
        return o;
    };
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let config = pioneer_baseline::Config::default();
    let r = if entry.keys.is_empty() {
        // No key: the plain search to the budget.
        let limits = pioneer_baseline::Limits {
            nodes: Some(budget.max_nodes),
            movetime: Some(budget.max_time),
            ..pioneer_baseline::Limits::default()
        };
        let r = pioneer_baseline::search(game.position(), &config, &limits, None);
        pioneer_compare::Run {
            chosen: r
                .best_move
                .map(|m| pioneer_baseline::line_san(game.position(), &[m]).join("")),
            nodes: Some(r.counters.nodes),
            depth: Some(r.depth),
            score: Some(r.score.to_string()),
            time_ms: r.elapsed.as_secs_f64() * 1000.0,
            stopped_by_budget: r.stopped,
            pv: pioneer_baseline::line_san(game.position(), &r.pv),
            value_white: Some(pioneer_compare::run::white_pawns(r.score, game.turn())),
            ..pioneer_compare::Run::default()
        }
    } else {
        pioneer_compare::run::run_alphabeta(&entry, &config, budget, &stop)
    };
    o.solved = r.solved;
    o.chosen = r.chosen.clone();
    o.value = r.value_white;
    o.pv = r.pv.clone();
    o.tree_size = r.nodes.unwrap_or(0) as usize;
    o.moves_considered = r.nodes.unwrap_or(0);
    o.time_ms = r.time_ms;
    o.stopped = r.stopped_by_budget.then(|| "Nodes".to_owned());
    o
}

fn solve_one(line: usize, text: &str, cfg: SearchConfig) -> Outcome {
    let mut o = blank(line);
    let rec = match EpdRecord::parse(text) {
        Ok(r) => r,
        Err(e) => {
            o.error = Some(e.to_string());
            return o;
        }
    };
    o.id = rec.id().map(str::to_owned);
    o.fen = Some(rec.fen.clone());
    o.bm = rec.best_moves();
    o.am = rec.op("am").map(<[String]>::to_vec).unwrap_or_default();
    let game = match rec.game() {
        Ok(g) => g,
        Err(e) => {
            o.error = Some(e.to_string());
            return o;
        }
    };
    let (bm, am) = match (rec.moves("bm", &game), rec.moves("am", &game)) {
        (Ok(b), Ok(a)) => (b, a),
        (Err(e), _) | (_, Err(e)) => {
            o.error = Some(e.to_string());
            return o;
        }
    };
    let mut search = Search::new(game.clone(), cfg);
    let r = search.run();
    let chosen = r
        .best_move_uci
        .as_deref()
        .and_then(|u| game.parse_uci(u).ok());
    o.solved = chosen.is_some_and(|m| (bm.is_empty() || bm.contains(&m)) && !am.contains(&m))
        && !(bm.is_empty() && am.is_empty());
    o.chosen = r.best_move.clone();
    o.value = Some(r.value);
    o.pv = r.pv.clone();
    o.tree_size = r.tree_size;
    o.moves_considered = r.moves_considered;
    o.pseudo_searches = r.pseudo_searches;
    o.transpositions = r.transpositions;
    o.depth_cap = Some(r.depth_cap);
    o.time_ms = r.elapsed.as_secs_f64() * 1000.0;
    o.stopped = r.stopped.map(|s| format!("{s:?}"));
    o
}

fn print_outcome(o: &Outcome) {
    let name = o.id.clone().unwrap_or_else(|| format!("line {}", o.line));
    if let Some(e) = &o.error {
        eprintln!("line {}: {e}", o.line);
        println!("{name}: error ({e})");
        return;
    }
    println!(
        "{name}: {} {} (bm {}{}) value {} tree {} moves {} pseudo-searches {} transpositions {} time {:.1} ms{}",
        o.chosen.as_deref().unwrap_or("none"),
        if o.solved { "solved" } else { "not solved" },
        o.bm.join(" "),
        if o.am.is_empty() {
            String::new()
        } else {
            format!(", am {}", o.am.join(" "))
        },
        o.value.map_or("-".to_owned(), |v| v.to_string()),
        o.tree_size,
        o.moves_considered,
        o.pseudo_searches,
        o.transpositions,
        o.time_ms,
        o.stopped
            .as_deref()
            .map_or(String::new(), |s| match o.depth_cap {
                Some(cap) =>
                    format!(" (stopped by the {s} limit; answer of the search to depth {cap})"),
                None => format!(" (stopped by the {s} limit)"),
            }),
    );
    if !o.pv.is_empty() {
        println!("    pv {}", o.pv.join(" "));
    }
}
