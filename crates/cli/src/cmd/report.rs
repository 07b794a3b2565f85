//! `pioneer report`: one self-contained HTML page of a search.

use crate::cmd::export::{
    ExportArgs, Settings, diagrams, dot_installed, dot_to_svg, pgn_text, tree_dot, write_file,
};
use crate::cmd::model::ModelArgs;
use crate::error::CliError;
use crate::out::JsonArg;
use crate::outln;
use pioneer_render::html::{self, Figure, Report};
use pioneer_render::model::MoView;
use pioneer_render::zones_svg::DiagramOptions;
use pioneer_tree::Search;
use std::path::PathBuf;

/// Arguments of `pioneer report`.
#[derive(clap::Args)]
pub struct Args {
    /// The position.
    #[arg(long)]
    fen: String,
    /// The HTML file to write.
    #[arg(long, value_name = "FILE.html")]
    out: PathBuf,
    /// Draw the frozen trajectories and the zones no longer live too, with a legend entry
    /// per bundle (by default the diagrams show the live, unfrozen trajectories and a
    /// legend grouped by zone, which keeps large searches readable and the page small).
    #[arg(long)]
    show_frozen: bool,
    /// Put at most N diagrams of pseudo-searches in the page (`pioneer search --svg DIR`
    /// draws them all).
    #[arg(long, value_name = "N", default_value_t = 6)]
    max_pseudo_figures: usize,
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

/// Runs `pioneer report`.
pub fn run(args: Args) -> Result<(), CliError> {
    let settings = Settings::of(&args.model);
    let cfg = settings.config;
    let mut search = Search::from_fen(&args.fen, cfg)?;
    search.keep_snapshots();
    let r = search.run();
    let written = args
        .exports
        .write(&search, Some(&r), &settings, "The MO after the search")?;
    let view = MoView::new(search.mo(), search.game());
    let opts = if args.show_frozen {
        DiagramOptions::ALL
    } else {
        DiagramOptions::LEAD
    };
    let mut pictures = diagrams(&search, &cfg, opts);
    let (_, final_title, final_svg) = pictures.pop().unwrap_or_default();
    let pseudo = pictures
        .iter()
        .filter(|(name, _, _)| name.starts_with("pseudo-"))
        .count();
    let mut figures: Vec<Figure> = pictures
        .into_iter()
        .filter(|(name, _, _)| {
            !name.starts_with("pseudo-")
                || name
                    .trim_start_matches("pseudo-")
                    .trim_end_matches(".svg")
                    .parse::<usize>()
                    .is_ok_and(|k| k <= args.max_pseudo_figures)
        })
        .map(|(_, caption, svg)| Figure { caption, svg })
        .collect();
    if pseudo > args.max_pseudo_figures {
        let shown = args.max_pseudo_figures;
        figures.push(Figure {
            caption: format!(
                "{} more pseudo-searches are not drawn here (--max-pseudo-figures {shown}); `pioneer search --svg DIR` draws each",
                pseudo - shown
            ),
            svg: String::new(),
        });
    }
    let dot_text = tree_dot(&search, &r.pv);
    let tree_drawn = dot_installed();
    if tree_drawn {
        figures.push(Figure {
            caption:
                "The search tree drawn by Graphviz (bold red: the main line; dashed: erased by pseudo-search)"
                    .to_owned(),
            svg: dot_to_svg(&dot_text)?,
        });
    }
    let text = search.printout(&r);
    let fen = pioneer_rules::to_fen(search.game().position());
    let page = html::page(&Report {
        title: format!("Pioneer report: {fen}"),
        fen: fen.clone(),
        horizon: cfg.horizon,
        settings: Some(&settings.summary),
        result: &r,
        diagram: Figure {
            caption: final_title,
            svg: final_svg,
        },
        figures,
        zones: &view,
        printout: text,
        events: search.events(),
        pgn: pgn_text(&search, &r, &settings),
        dot: dot_text,
    });
    write_file(&args.out, &page)?;
    args.json.write(&serde_json::json!({
        "out": args.out.display().to_string(),
        "bytes": page.len(),
        "fen": fen,
        "horizon": cfg.horizon,
        "settings": settings.summary,
        "tree_drawn_by_graphviz": tree_drawn,
        "result": r,
        "written": written.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
    }))?;
    if !args.json.to_stdout() {
        outln!("settings {}", settings.summary)?;
        outln!("wrote {} ({} bytes)", args.out.display(), page.len())?;
        for p in &written {
            outln!("wrote {}", p.display())?;
        }
    }
    Ok(())
}
