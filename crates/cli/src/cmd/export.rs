//! Pictures and exports shared by `search`, `zones` and `report` (every command that runs
//! one search): `--svg`, `--dot`, `--pgn`, with the same meaning in each. The writers here
//! ([`mo_svg`], [`tree_dot`], [`pgn_text`]) also draw each position of `solve` and
//! `compare` (`cmd::suite_export`).

use crate::error::CliError;
pub use crate::out::write_file;
use pioneer_render::zones_svg::DiagramOptions;
use pioneer_render::{dot, model::MoView, pgn, zones_svg};
use pioneer_tree::{Search, SearchConfig, SearchResult, SettingsSummary};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Export options of every command that runs one search (`search`, `zones`, `report`).
#[derive(clap::Args, Debug, Clone, Default)]
#[command(next_help_heading = "Pictures and exports")]
pub struct ExportArgs {
    /// Draw the MO (the map of zones: attacking pieces, their targets and trajectories).
    /// PATH ending in `.svg`: the MO when the command ends, one file. Otherwise a
    /// directory of diagrams: `root.svg` (the MO before search), `pseudo-NN.svg` (when
    /// pseudo-search NN starts), `final-zone-NN.svg` (each live zone alone) and
    /// `final.svg`.
    #[arg(long, alias = "svg-dir", value_name = "PATH")]
    svg: Option<PathBuf>,
    /// Write the search tree as Graphviz DOT, main line in bold (as SVG through Graphviz's
    /// `dot` if FILE ends in `.svg`).
    #[arg(long, value_name = "FILE")]
    dot: Option<PathBuf>,
    /// Write the principal variation as PGN, the settings in its headers.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
}

impl ExportArgs {
    /// The diagrams' directory, when `--svg` names one.
    fn svg_dir(&self) -> Option<&Path> {
        self.svg
            .as_deref()
            .filter(|p| !p.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg")))
    }

    /// The one diagram's file, when `--svg` names an `.svg` file.
    fn svg_file(&self) -> Option<&Path> {
        self.svg
            .as_deref()
            .filter(|p| p.extension().is_some_and(|e| e.eq_ignore_ascii_case("svg")))
    }

    /// Asks the search for what the exports need (MO snapshots for a diagrams directory).
    pub fn prepare(&self, search: &mut Search) {
        if self.svg_dir().is_some() {
            search.keep_snapshots();
        }
    }

    /// Writes every export asked for; returns the files written. `title` names the MO
    /// drawn into a single `--svg FILE.svg`; `r` is `None` when no search ran.
    pub fn write(
        &self,
        search: &Search,
        r: Option<&SearchResult>,
        settings: &Settings,
        title: &str,
    ) -> Result<Vec<PathBuf>, CliError> {
        let cfg = &settings.config;
        let mut written = Vec::new();
        if let Some(path) = self.svg_file() {
            write_file(path, &mo_svg(search, title))?;
            written.push(path.to_owned());
        }
        if let Some(dir) = self.svg_dir() {
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::Input(format!("cannot create {}: {e}", dir.display())))?;
            for (name, _title, svg) in diagrams(search, cfg, DiagramOptions::ALL) {
                let path = dir.join(name);
                write_file(&path, &svg)?;
                written.push(path);
            }
        }
        if let Some(path) = &self.dot {
            let text = tree_dot(search, r.map_or(&[][..], |r| &r.pv));
            if path.extension().is_some_and(|e| e == "svg") {
                write_file(path, &dot_to_svg(&text)?)?;
            } else {
                write_file(path, &text)?;
            }
            written.push(path.clone());
        }
        if let Some(path) = &self.pgn {
            let r = r.ok_or_else(|| {
                CliError::Input("--pgn needs a search (it is not written with --before)".into())
            })?;
            write_file(path, &pgn_text(search, r, settings))?;
            written.push(path.clone());
        }
        Ok(written)
    }
}

/// A search's configuration with the summary every output prints.
#[derive(Debug, Clone)]
pub struct Settings {
    /// The configuration searched with.
    pub config: SearchConfig,
    /// The same against its preset.
    pub summary: SettingsSummary,
}

impl Settings {
    /// The settings of `args`.
    pub fn of(args: &crate::cmd::model::ModelArgs) -> Settings {
        Settings {
            config: args.config(),
            summary: args.summary(),
        }
    }
}

/// The search tree as DOT, the main line (`pv`, the principal variation in SAN; empty
/// before a search) in bold.
pub fn tree_dot(search: &Search, pv: &[String]) -> String {
    dot::search_dot_main_line(search.tree(), search.game().position(), search.events(), pv)
}

/// The MO the search holds now (after [`Search::run`], in the root position), drawn as
/// one SVG diagram titled `title`.
pub fn mo_svg(search: &Search, title: &str) -> String {
    let view = MoView::new(search.mo(), search.game());
    zones_svg::diagram(&view, title)
}

/// The PGN of a finished search.
pub fn pgn_text(search: &Search, r: &SearchResult, settings: &Settings) -> String {
    pgn::pgn(
        search.game().position(),
        &r.pv,
        &pgn_info(settings, r.value, r.tree_size, r.moves_considered),
    )
}

/// What a Pioneer game's PGN says besides its moves: the value (material from White's
/// side), the tree's size, the moves considered and `settings` (as headers).
pub fn pgn_info(
    settings: &Settings,
    value: i32,
    tree_size: usize,
    moves_considered: u64,
) -> pgn::PgnInfo {
    pgn::PgnInfo {
        value,
        tree_size,
        moves_considered,
        horizon: settings.config.horizon,
        settings: Some(settings.summary.clone()),
    }
}

/// The zone diagrams of a finished search: `(file name, title, SVG)` for the MO before
/// search, at every pseudo-search kept, each live zone alone after the search (when there
/// are several) and, last, the whole MO after the search.
pub fn diagrams(
    search: &Search,
    cfg: &SearchConfig,
    opts: DiagramOptions,
) -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut before = Search::new(search.game().clone(), *cfg);
    before.prepare();
    let title = "The MO at the root, before search".to_owned();
    let view = MoView::new(before.mo(), before.game());
    out.push((
        "root.svg".to_owned(),
        title.clone(),
        zones_svg::diagram_with(&view, &title, opts),
    ));
    for (i, s) in search.snapshots().iter().enumerate() {
        let last = s
            .game
            .variation()
            .last()
            .map(pioneer_rules::notation::printout)
            .unwrap_or_default();
        let title = format!(
            "Pseudo-search {}: the MO after {last} at depth {}",
            i + 1,
            s.depth
        );
        let view = MoView::new(&s.mo, &s.game);
        out.push((
            format!("pseudo-{:02}.svg", i + 1),
            title.clone(),
            zones_svg::diagram_with(&view, &title, opts),
        ));
    }
    let view = MoView::new(search.mo(), search.game());
    if view.zones.len() > 1 {
        for z in view.zones.iter().filter(|z| z.live) {
            let title = format!("Zone {} alone, after the search", z.number);
            out.push((
                format!("final-zone-{:02}.svg", z.number),
                title.clone(),
                zones_svg::diagram_with(&view.only_zone(z.number), &title, opts),
            ));
        }
    }
    // The whole final MO comes last (the report takes it as its main diagram).
    let title = "The MO after the search".to_owned();
    out.push((
        "final.svg".to_owned(),
        title.clone(),
        zones_svg::diagram_with(&view, &title, opts),
    ));
    out
}

/// Whether Graphviz's `dot` can be run.
pub fn dot_installed() -> bool {
    Command::new("dot")
        .arg("-V")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

/// Renders DOT as SVG with Graphviz's `dot` (the `<svg>` element only).
pub fn dot_to_svg(text: &str) -> Result<String, CliError> {
    use std::io::Write;
    let mut child = Command::new("dot")
        .arg("-Tsvg")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            CliError::Input(format!(
                "cannot run Graphviz's dot ({e}): install graphviz or write a .dot file"
            ))
        })?;
    if let Some(mut stdin) = child.stdin.take() {
        stdin
            .write_all(text.as_bytes())
            .map_err(|e| CliError::Input(format!("cannot feed dot: {e}")))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| CliError::Input(format!("dot failed: {e}")))?;
    if !out.status.success() {
        let msg = String::from_utf8_lossy(&out.stderr);
        return Err(CliError::Input(format!(
            "dot failed: {}",
            msg.lines().next().unwrap_or("unknown error")
        )));
    }
    let svg = String::from_utf8_lossy(&out.stdout);
    Ok(svg
        .find("<svg")
        .map_or(svg.to_string(), |i| svg[i..].to_owned()))
}
