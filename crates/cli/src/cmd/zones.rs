//! `pioneer zones`: the MO of a position as text, JSON and an SVG diagram.

use crate::cmd::export::{ExportArgs, Settings};
use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use crate::out::{self, JsonArg};
use crate::outln;
use pioneer_render::model::MoView;
use pioneer_tree::Search;

/// Arguments of `pioneer zones`.
#[derive(clap::Args)]
pub struct Args {
    /// The position, as FEN.
    #[arg(long)]
    fen: String,
    /// Show the MO at the root before search (only the root zones) instead of after it.
    #[arg(long)]
    before: bool,
    #[command(flatten)]
    json: JsonArg,
    #[command(flatten)]
    model: ModelArgs,
    #[command(flatten)]
    exports: ExportArgs,
}

impl Args {
    /// The model's settings given, for the command-line fuzzer.
    #[cfg(test)]
    pub fn model(&self) -> Option<&ModelArgs> {
        Some(&self.model)
    }
}

/// Runs `pioneer zones`.
pub fn run(args: Args) -> Result<(), CliError> {
    let settings = Settings::of(&args.model);
    let mut search = Search::from_fen(&args.fen, settings.config)?;
    args.exports.prepare(&mut search);
    let (stage, r) = if args.before {
        search.prepare();
        ("before_search", None)
    } else {
        ("after_search", Some(search.run()))
    };
    let title = if args.before {
        "The MO at the root, before search"
    } else {
        "The MO after the search"
    };
    let written = args.exports.write(&search, r.as_ref(), &settings, title)?;
    let view = MoView::new(search.mo(), search.game());
    let svg = written
        .iter()
        .find(|p| p.extension().is_some_and(|e| e == "svg"))
        .map(|p| p.display().to_string());
    args.json.write(&serde_json::json!({
        "fen": view.fen,
        "horizon": settings.config.horizon,
        "settings": settings.summary,
        "stage": stage,
        "svg": svg,
        "written": written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        "mo": view,
    }))?;
    if !args.json.to_stdout() {
        outln!("settings {}", settings.summary)?;
        outln!("MO {}", stage.replace('_', " "))?;
        out::text(&view.to_text())?;
    }
    Ok(())
}
