//! `pioneer search` and `pioneer example fig21`: the Pioneer zone search.

use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use pioneer_tree::{Search, SearchConfig, SearchResult};

/// The Fig. 21 position (spec §7).
pub use pioneer_rules::FIG21_FEN;

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
