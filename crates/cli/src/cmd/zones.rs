//! `pioneer zones`: the MO of a position as text, JSON and an SVG diagram.

use crate::cmd::export::write_file;
use crate::cmd::search::{LimitArgs, SwitchArgs};
use crate::error::CliError;
use pioneer_render::{model::MoView, zones_svg};
use pioneer_tree::{Search, SearchConfig};
use std::path::PathBuf;

/// Arguments of `pioneer zones`.
#[derive(clap::Args)]
pub struct Args {
    /// The position.
    #[arg(long)]
    fen: String,
    /// The attack horizon H_L in half-moves (A_max = ⌊(H_L + 1)/2⌋).
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(1..=30))]
    horizon: u8,
    /// Show the MO at the root before search (only the root zones) instead of after it.
    #[arg(long)]
    before: bool,
    /// Draw the MO into this SVG file.
    #[arg(long, value_name = "FILE")]
    svg: Option<PathBuf>,
    /// Print the MO as JSON instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    switches: SwitchArgs,
    #[command(flatten)]
    limits: LimitArgs,
}

/// Runs `pioneer zones`.
pub fn run(args: Args) -> Result<(), CliError> {
    let cfg = SearchConfig {
        horizon: args.horizon,
        switches: args.switches.switches(),
        limits: args.limits.limits(),
    };
    let mut search = Search::from_fen(&args.fen, cfg)?;
    let stage = if args.before {
        search.prepare();
        "before_search"
    } else {
        search.run();
        "after_search"
    };
    let view = MoView::new(search.mo(), search.game());
    if let Some(path) = &args.svg {
        let title = if args.before {
            "The MO at the root, before search"
        } else {
            "The MO after the search"
        };
        write_file(path, &zones_svg::diagram(&view, title))?;
    }
    if args.json {
        let out = serde_json::json!({
            "fen": view.fen,
            "horizon": args.horizon,
            "stage": stage,
            "svg": args.svg.as_ref().map(|p| p.display().to_string()),
            "mo": view,
        });
        println!("{out}");
    } else {
        println!("MO {}", stage.replace('_', " "));
        print!("{}", view.to_text());
    }
    Ok(())
}
