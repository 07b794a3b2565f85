//! `pioneer search` and `pioneer example fig21`: the Pioneer zone search.

use crate::cmd::export::Settings;
use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use crate::out::{self, JsonArg};
use crate::outln;
use pioneer_tree::{Preset, Search, SearchResult};

/// The Fig. 21 position (Appendix 1, Fig. 21: White's bishop f2 against Black's pawn e5).
pub use pioneer_rules::FIG21_FEN;

/// Arguments of `pioneer search`.
#[derive(clap::Args)]
pub struct Args {
    /// The position, as FEN.
    #[arg(long)]
    fen: String,
    /// Print the search move by move in the form of the book's Fig. 21: one line per move
    /// made, indented by depth, with the value carried back up (500: taken back by
    /// pseudo-search without evaluation).
    #[arg(long)]
    printout: bool,
    #[command(flatten)]
    json: JsonArg,
    #[command(flatten)]
    model: ModelArgs,
    #[command(flatten)]
    exports: super::export::ExportArgs,
}

impl Args {
    /// The model's settings given, for the command-line fuzzer.
    #[cfg(test)]
    pub fn model(&self) -> Option<&ModelArgs> {
        Some(&self.model)
    }
}

/// Arguments of `pioneer example`.
#[derive(clap::Args)]
pub struct ExampleArgs {
    /// Which example (only `fig21` so far).
    #[arg(value_parser = ["fig21"])]
    name: String,
}

/// Runs `pioneer example fig21`: the search of Fig. 21 printed as in the book, with the
/// fig21 preset (its own, whatever the other commands default to).
pub fn example(args: ExampleArgs) -> Result<(), CliError> {
    let _ = args.name;
    let cfg = Preset::Fig21.config();
    let mut search = Search::from_fen(FIG21_FEN, cfg)?;
    let r = search.run();
    out::text(&search.printout(&r))
}

/// Runs `pioneer search`.
pub fn run(args: Args) -> Result<(), CliError> {
    let settings = Settings::of(&args.model);
    let mut search = Search::from_fen(&args.fen, settings.config)?;
    args.exports.prepare(&mut search);
    let r = search.run();
    let written = args
        .exports
        .write(&search, Some(&r), &settings, "The MO after the search")?;
    let text_out = !args.json.to_stdout();
    if text_out {
        outln!("settings         {}", settings.summary)?;
    }
    if args.printout && text_out {
        out::text(&search.printout(&r))?;
    }
    args.json.write(&serde_json::json!({
        "fen": pioneer_rules::to_fen(search.game().position()),
        "settings": settings.summary,
        "config": settings.config,
        "result": r,
        "printout": args.printout.then(|| search.printout(&r)),
        "written": written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
    }))?;
    if text_out {
        print_result(&r, search.game().position())?;
        for p in &written {
            outln!("wrote            {}", p.display())?;
        }
    }
    Ok(())
}

fn print_result(r: &SearchResult, root: &pioneer_rules::Chess) -> Result<(), CliError> {
    use pioneer_rules::Position;
    match (&r.best_move, &r.best_move_uci) {
        (Some(san), Some(uci)) => outln!("best move        {san} ({uci})")?,
        _ if root.is_checkmate() => outln!("best move        none (checkmate)")?,
        _ if root.is_stalemate() => outln!("best move        none (stalemate)")?,
        _ => outln!("best move        none (no move in the MO)")?,
    }
    outln!("value            {}", r.value)?;
    if let Some((side, n)) = pioneer_rules::kings_game::score_race(r.race) {
        outln!(
            "kings' race      {:+} ({side:?} forces the first capture of a pawn in {n} half-moves; it orders, never proves)",
            r.race
        )?;
    }
    if let Some(p) = r.positional {
        outln!("positional       {p} (Appendix 2, at the end of the pv)")?;
    }
    outln!("pv               {}", r.pv.join(" "))?;
    if !r.root_sons.is_empty() {
        let sons: Vec<String> = r
            .root_sons
            .iter()
            .map(|s| format!("{} {}", s.san, s.value_text()))
            .collect();
        outln!(
            "root moves       {} (in the order tried; White's side; ≥ ≤ ~: a bound)",
            sons.join(", ")
        )?;
    }
    outln!("zones at root    {}", r.zones)?;
    outln!("tree size        {}", r.tree_size)?;
    outln!("map size         {}", r.map_size)?;
    outln!("moves considered {}", r.moves_considered)?;
    outln!("passes           {}", r.passes)?;
    outln!("pseudo-searches  {}", r.pseudo_searches)?;
    outln!("transpositions   {}", r.transpositions)?;
    if r.perpetual_positions + r.check_mate_positions > 0 {
        outln!(
            "proof positions  {} of perpetual check, {} of mate by checks (beside the moves)",
            r.perpetual_positions,
            r.check_mate_positions
        )?;
    }
    if r.check_gain_positions > 0 {
        outln!(
            "check gains      {} positions at the race's ends (beside the moves)",
            r.check_gain_positions
        )?;
    }
    outln!("depth cap        {}", r.depth_cap)?;
    outln!(
        "answered by      the search at horizon {}, {}{}",
        r.horizon,
        if r.finished {
            "finished (no line ended by the depth cap)"
        } else {
            "not finished"
        },
        match r.pass {
            pioneer_tree::Pass::First => "",
            pioneer_tree::Pass::Admissible => {
                ", of the admissible pass (admissible bundles after a tie)"
            }
        }
    )?;
    outln!(
        "time             {:.3} ms",
        r.elapsed.as_secs_f64() * 1000.0
    )?;
    if let Some(reason) = r.stopped {
        outln!("stopped          by the {reason:?} limit: the result is the best found so far")?;
    }
    Ok(())
}
