//! `pioneer search` and `pioneer example fig21`: the Pioneer zone search.

use crate::error::CliError;
use pioneer_tree::{Limits, Search, SearchConfig, SearchResult, Switches};
use std::time::Duration;

/// The Fig. 21 position (spec §7).
pub const FIG21_FEN: &str = "k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - 0 1";

/// Switches of the model (each turns one mechanism on or off; defaults reproduce Fig. 21).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct SwitchArgs {
    /// Turn off worst-result pruning (§2.5).
    #[arg(long)]
    no_worst_result: bool,
    /// Turn off the ancestor comparison of §2.4.
    #[arg(long)]
    no_ancestor_cutoff: bool,
    /// Turn off pseudo-search (§1.10).
    #[arg(long)]
    no_pseudo_search: bool,
    /// Turn on the vision correction (§1.9).
    #[arg(long)]
    vision_correction: bool,
    /// Moves along the newest bundles first (§2.6.2).
    #[arg(long)]
    newest_first: bool,
    /// Turn off the repeat of the attacked piece's movement (§2.6.3).
    #[arg(long)]
    no_repeat_attacked: bool,
    /// Turn off the forkness priority (§2.7–2.8).
    #[arg(long)]
    no_fork_priority: bool,
    /// Turn off the bundle branching ban (§2.10).
    #[arg(long)]
    no_branching_ban: bool,
    /// Turn off freezing for insufficient T_x (§1.12).
    #[arg(long)]
    no_time_freeze: bool,
    /// Turn off freezing by loss of connection (§1.14–1.16).
    #[arg(long)]
    no_connection_freeze: bool,
    /// Turn off freezing on leaving a0 ("99", §1.17).
    #[arg(long)]
    no_a0_freeze: bool,
    /// Turn off passes of the (−) side.
    #[arg(long)]
    no_passes: bool,
    /// Do not always find length-one trajectories of the (−) side (§1.8 read literally).
    #[arg(long)]
    no_length_one: bool,
    /// Turn off blockade vision.
    #[arg(long)]
    no_blockades: bool,
    /// Turn on deblockade bundles (§2.9; on with --studies).
    #[arg(long)]
    deblockade: bool,
    /// With --studies: no deblockade bundles.
    #[arg(long, conflicts_with = "deblockade")]
    no_deblockade: bool,
    /// Turn on retreat bundles (§2.9).
    #[arg(long)]
    retreat: bool,
    /// Take m_0 as the root's material balance (spec §2).
    #[arg(long)]
    m0_root_balance: bool,
    /// Form root zones only for the side not to move.
    #[arg(long)]
    attacker_only: bool,
    /// The studies settings (docs/mo.md, docs/search.md): promotion zones, kings as root
    /// pieces, zones formed during search, the rule of the square, fork lengthening,
    /// retreat and deblockade, transpositions, a restart budget of 2, deepening.
    #[arg(long)]
    studies: bool,
    /// With --studies: no promotion zones.
    #[arg(long)]
    no_promotion_zones: bool,
    /// With --studies: kings are not root pieces.
    #[arg(long)]
    no_king_roots: bool,
    /// Kings are targets; checkmate is the capture of the king.
    #[arg(long)]
    king_targets: bool,
    /// With --studies: no zones formed during search.
    #[arg(long)]
    no_zones_in_search: bool,
    /// With --studies: also zones of the pieces that newly attack the moved piece.
    #[arg(long)]
    attacks_on_mover: bool,
    /// With --studies: no rule of the square.
    #[arg(long)]
    no_square_rule: bool,
    /// With --studies: no verdict when every pawn is stopped by the enemy king.
    #[arg(long)]
    no_all_stopped: bool,
    /// With --studies: no end of the line right after a promotion.
    #[arg(long)]
    no_race_over: bool,
    /// With --studies: a side may pass also while it attacks in a live zone.
    #[arg(long)]
    passes_while_attacking: bool,
    /// With --studies: promotion routes are not watched from the start.
    #[arg(long)]
    no_promotion_watch: bool,
    /// With --studies: no lengthening of fork trajectories.
    #[arg(long)]
    no_fork_lengthening: bool,
    /// With --studies: search positions reached again by another order of moves again
    /// (no transpositions).
    #[arg(long)]
    no_transpositions: bool,
    /// How many times a node may restart after pseudo-searches (0: no limit; default 0,
    /// with --studies 2).
    #[arg(long, value_name = "N")]
    restart_budget: Option<u8>,
    /// With --studies: one search with the depth limit instead of deepening 2, 4, 8, …
    #[arg(long)]
    no_deepening: bool,
}

impl SwitchArgs {
    pub(crate) fn switches(&self) -> Switches {
        Switches {
            worst_result_pruning: !self.no_worst_result,
            ancestor_cutoff: !self.no_ancestor_cutoff,
            pseudo_search: !self.no_pseudo_search,
            vision_correction: self.vision_correction,
            newest_first: self.newest_first,
            repeat_attacked: !self.no_repeat_attacked,
            fork_priority: !self.no_fork_priority,
            branching_ban: !self.no_branching_ban,
            time_freeze: !self.no_time_freeze,
            connection_freeze: !self.no_connection_freeze,
            a0_freeze: !self.no_a0_freeze,
            passes: !self.no_passes,
            deblockade: self.deblockade || (self.studies && !self.no_deblockade),
            retreat: self.retreat || self.studies,
            vision: pioneer_zones::VisionSettings {
                length_one_always: !self.no_length_one,
                blockades: !self.no_blockades,
            },
            m0_root_balance: self.m0_root_balance,
            both_colours: !self.attacker_only,
            mo: pioneer_tree::MoSettings {
                promotion_zones: self.studies && !self.no_promotion_zones,
                king_roots: self.studies && !self.no_king_roots,
                king_targets: self.king_targets,
                zones_in_search: self.studies && !self.no_zones_in_search,
                attacks_on_mover: self.studies && self.attacks_on_mover,
                square_rule: self.studies && !self.no_square_rule,
                all_stopped: self.studies && !self.no_all_stopped,
                fork_lengthening: self.studies && !self.no_fork_lengthening,
                fork_slack: if self.studies { 2 } else { 1 },
                promotion_watch: self.studies && !self.no_promotion_watch,
                pass_only_defending: self.studies && !self.passes_while_attacking,
                race_over: self.studies && !self.no_race_over,
            },
            transpositions: self.studies && !self.no_transpositions,
            restart_budget: self
                .restart_budget
                .unwrap_or(if self.studies { 2 } else { 0 }),
            deepening: self.studies && !self.no_deepening,
        }
    }
}

/// Limits of a search.
#[derive(clap::Args, Debug, Clone)]
pub struct LimitArgs {
    /// Stop after this many moves considered.
    #[arg(long, default_value_t = 200_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_moves: u64,
    /// Stop after this many milliseconds.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_time_ms: u64,
    /// End every variation at this depth (half-moves).
    #[arg(long, default_value_t = 40, value_parser = clap::value_parser!(u16).range(1..=200))]
    max_depth: u16,
}

impl LimitArgs {
    pub(crate) fn limits(&self) -> Limits {
        Limits {
            max_moves: self.max_moves,
            max_time: Duration::from_millis(self.max_time_ms),
            max_depth: self.max_depth,
        }
    }
}

/// The model's settings every search command takes: horizon, switches and limits.
#[derive(clap::Args, Debug, Clone)]
pub struct ModelArgs {
    /// The attack horizon H_L in half-moves (A_max = ⌊(H_L + 1)/2⌋; studies: 8).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=30))]
    pub horizon: u8,
    #[command(flatten)]
    switches: SwitchArgs,
    #[command(flatten)]
    limits: LimitArgs,
}

impl ModelArgs {
    /// The search configuration these arguments describe (`--studies --horizon 8` is
    /// `SearchConfig::studies()`).
    pub fn config(&self) -> SearchConfig {
        SearchConfig {
            horizon: self.horizon,
            switches: self.switches.switches(),
            limits: self.limits.limits(),
        }
    }
}

/// Arguments of `pioneer search`.
#[derive(clap::Args)]
pub struct Args {
    /// The position.
    #[arg(long)]
    fen: String,
    /// Print the search in the format of Fig. 21.
    #[arg(long)]
    printout: bool,
    /// Print the result as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    model: ModelArgs,
    #[command(flatten)]
    exports: super::export::ExportArgs,
}

/// Arguments of `pioneer example`.
#[derive(clap::Args)]
pub struct ExampleArgs {
    /// Which example (only `fig21` so far).
    #[arg(value_parser = ["fig21"])]
    name: String,
}

/// Runs `pioneer example fig21`: the search of Fig. 21 printed as in the book.
pub fn example(args: ExampleArgs) -> Result<(), CliError> {
    let _ = args.name;
    let mut search = Search::from_fen(FIG21_FEN, SearchConfig::fig21())?;
    let r = search.run();
    print_printout(&search, &r);
    Ok(())
}

/// Prints the search in the format of Fig. 21 with its footer.
fn print_printout(search: &Search, r: &SearchResult) {
    print!("{}", search.printout(r));
}

/// Runs `pioneer search`.
pub fn run(args: Args) -> Result<(), CliError> {
    let cfg = args.model.config();
    let mut search = Search::from_fen(&args.fen, cfg)?;
    args.exports.prepare(&mut search);
    let r = search.run();
    let written = args.exports.write(&search, &r, &cfg)?;
    if args.printout {
        print_printout(&search, &r);
    }
    if args.json {
        let out = serde_json::json!({
            "fen": pioneer_rules::to_fen(search.game().position()),
            "config": cfg,
            "result": r,
            "written": written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        });
        println!("{out}");
    } else {
        print_result(&r, search.game().position());
        for p in &written {
            println!("wrote            {}", p.display());
        }
    }
    Ok(())
}

fn print_result(r: &SearchResult, root: &pioneer_rules::Chess) {
    use pioneer_rules::Position;
    match (&r.best_move, &r.best_move_uci) {
        (Some(san), Some(uci)) => println!("best move        {san} ({uci})"),
        _ if root.is_checkmate() => println!("best move        none (checkmate)"),
        _ if root.is_stalemate() => println!("best move        none (stalemate)"),
        _ => println!("best move        none (no move in the MO)"),
    }
    println!("value            {}", r.value);
    println!("pv               {}", r.pv.join(" "));
    println!("zones at root    {}", r.zones);
    println!("tree size        {}", r.tree_size);
    println!("map size         {}", r.map_size);
    println!("moves considered {}", r.moves_considered);
    println!("passes           {}", r.passes);
    println!("pseudo-searches  {}", r.pseudo_searches);
    println!("transpositions   {}", r.transpositions);
    println!("depth cap        {}", r.depth_cap);
    println!(
        "time             {:.3} ms",
        r.elapsed.as_secs_f64() * 1000.0
    );
    if let Some(reason) = r.stopped {
        println!("stopped          by the {reason:?} limit: the result is the best found so far");
    }
}
