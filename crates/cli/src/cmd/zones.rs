//! `pioneer zones`: the MO of a position as text, JSON and an SVG diagram.

use crate::cmd::export::write_file;
use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use pioneer_render::{model::MoView, zones_svg};
use pioneer_tree::Search;
use std::path::PathBuf;

/// Arguments of `pioneer zones`.
#[derive(clap::Args)]
pub struct Args {
    /// The position.
    #[arg(long)]
    fen: String,
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
    model: ModelArgs,
}

/// Runs `pioneer zones`.
pub fn run(args: Args) -> Result<(), CliError> {
    let cfg = args.model.config();
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
            "horizon": args.model.config().horizon,
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
