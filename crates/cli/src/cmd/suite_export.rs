//! Pictures and exports of the suite runners `solve` and `compare`: `--pgn FILE` (one game
//! per position and engine), `--dot DIR` (Pioneer's tree of each position), `--svg DIR`
//! (the MO after Pioneer's search of each position). The names mean what they mean on
//! `search`; a suite has many positions, so the pictures go into a directory, one file a
//! position, named after its `id` (or `line-N`). The writers are `search`'s
//! ([`export::tree_dot`], [`export::mo_svg`], the PGN of `pioneer_render::pgn`).

use crate::cmd::export::{self, Settings};
use crate::error::CliError;
use pioneer_compare::{Entry, Run};
use pioneer_render::pgn::{self, GameText};
use pioneer_tree::Search;
use std::collections::HashSet;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The longest file name stem taken from an EPD `id`, in characters.
const MAX_STEM: usize = 60;

/// `--pgn`, `--dot`, `--svg` of `solve` and `compare`.
#[derive(clap::Args, Debug, Clone, Default)]
#[command(next_help_heading = "Pictures and exports (one per position)")]
pub struct SuiteExportArgs {
    /// Write each engine's principal variation on each position as a PGN game from the
    /// position (`[Event]` the EPD id; the verdict, value and settings in headers, as
    /// `pioneer search --pgn` writes them), all games in FILE.
    #[arg(long, value_name = "FILE")]
    pgn: Option<PathBuf>,
    /// Write Pioneer's search tree of each position as Graphviz DOT, main line in bold:
    /// DIR/ID.dot (ID: the EPD id, or line-N, in letters, digits, `-`, `_`, `.`; a
    /// repeated id gets -line-N). DIR is created if missing.
    #[arg(long, value_name = "DIR")]
    dot: Option<PathBuf>,
    /// Draw the MO (the map of zones: attacking pieces, their targets and trajectories)
    /// after Pioneer's search of each position: DIR/ID.svg, as `pioneer search --svg
    /// FILE.svg` draws it. DIR is created if missing.
    #[arg(long, value_name = "DIR")]
    svg: Option<PathBuf>,
}

impl SuiteExportArgs {
    /// Whether Pioneer's searches must be kept (for `--dot` or `--svg`).
    pub fn wants_searches(&self) -> bool {
        self.dot.is_some() || self.svg.is_some()
    }

    /// Checks the paths and prepares the outputs before any position runs: the
    /// directories are created, the PGN file is created (emptied). `chart_hint`: what to
    /// say when `--svg` names an `.svg` file (compare's chart is `--chart`).
    pub fn open(&self, chart_hint: &str) -> Result<SuiteExports, CliError> {
        if let Some(svg) = &self.svg
            && svg
                .extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("svg"))
        {
            return Err(CliError::Input(format!(
                "--svg takes a directory here (one MO per position), not {}{chart_hint}",
                svg.display()
            )));
        }
        for dir in [&self.dot, &self.svg].into_iter().flatten() {
            std::fs::create_dir_all(dir)
                .map_err(|e| CliError::Input(format!("cannot create {}: {e}", dir.display())))?;
        }
        let pgn = match &self.pgn {
            Some(path) => Some(PgnFile {
                file: File::create(path).map_err(|e| cannot_write(path, &e))?,
                path: path.clone(),
            }),
            None => None,
        };
        Ok(SuiteExports {
            pgn,
            dot: self.dot.clone(),
            svg: self.svg.clone(),
            stems: HashSet::new(),
            written: Vec::new(),
            games: 0,
        })
    }
}

/// The PGN file being written, game by game.
struct PgnFile {
    path: PathBuf,
    file: File,
}

/// Who played a run's line, for its PGN headers.
pub enum Player<'a> {
    /// Pioneer with its settings (as `pioneer search --pgn` writes them).
    Pioneer(&'a Settings),
    /// Another engine: its name and its settings in words.
    Other {
        /// The engine's name (a column of `compare`).
        name: &'a str,
        /// Its configuration and limits, in words.
        settings: String,
    },
}

/// The outputs of one suite run, opened by [`SuiteExportArgs::open`].
pub struct SuiteExports {
    pgn: Option<PgnFile>,
    dot: Option<PathBuf>,
    svg: Option<PathBuf>,
    /// The file name stems given so far (two positions never share one).
    stems: HashSet<String>,
    /// The picture files written, in order.
    written: Vec<PathBuf>,
    /// Games written into the PGN file.
    games: usize,
}

impl SuiteExports {
    /// Writes the PGN game of `run` on `entry` (nothing without `--pgn`, or when the
    /// position could not be searched).
    pub fn game(&mut self, entry: &Entry, run: &Run, player: &Player<'_>) -> Result<(), CliError> {
        let (Some(out), Some(game)) = (self.pgn.as_mut(), entry.game.as_ref()) else {
            return Ok(());
        };
        if !entry.searchable() {
            return Ok(());
        }
        let text = pgn::game(game.position(), &run.pv, &game_text(entry, run, player));
        let sep = if self.games == 0 { "" } else { "\n" };
        out.file
            .write_all(format!("{sep}{text}").as_bytes())
            .and_then(|()| out.file.flush())
            .map_err(|e| cannot_write(&out.path, &e))?;
        self.games += 1;
        Ok(())
    }

    /// Writes the pictures of Pioneer's finished `search` of `entry` (its principal
    /// variation `pv` in SAN): `--dot DIR/ID.dot`, `--svg DIR/ID.svg`.
    pub fn pictures(
        &mut self,
        entry: &Entry,
        search: &Search,
        pv: &[String],
    ) -> Result<(), CliError> {
        if self.dot.is_none() && self.svg.is_none() {
            return Ok(());
        }
        let stem = self.stem(entry);
        if let Some(dir) = &self.dot {
            let path = dir.join(format!("{stem}.dot"));
            export::write_file(&path, &export::tree_dot(search, pv))?;
            self.written.push(path);
        }
        if let Some(dir) = &self.svg {
            let path = dir.join(format!("{stem}.svg"));
            let title = format!("{}: the MO after the search", entry.id);
            export::write_file(&path, &export::mo_svg(search, &title))?;
            self.written.push(path);
        }
        Ok(())
    }

    /// Every file written: the PGN file (when a game was written), then the pictures.
    pub fn written(&self) -> Vec<PathBuf> {
        let pgn = self
            .pgn
            .as_ref()
            .filter(|_| self.games > 0)
            .map(|p| p.path.clone());
        pgn.into_iter()
            .chain(self.written.iter().cloned())
            .collect()
    }

    /// What was written, in words (one line each), for the text output.
    pub fn summary(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(p) = &self.pgn {
            out.push(format!(
                "wrote {} games to {}",
                self.games,
                p.path.display()
            ));
        }
        for (dir, ext, what) in [
            (&self.dot, "dot", "trees"),
            (&self.svg, "svg", "MO diagrams"),
        ] {
            if let Some(dir) = dir {
                let n = self
                    .written
                    .iter()
                    .filter(|p| p.starts_with(dir) && p.extension().is_some_and(|e| e == ext))
                    .count();
                out.push(format!("wrote {n} {what} to {}", dir.display()));
            }
        }
        out
    }

    /// The file name stem of `entry`: its id made safe ([`file_stem`]), with its line
    /// number added when another position took that stem already.
    fn stem(&mut self, entry: &Entry) -> String {
        let mut stem = file_stem(&entry.id, entry.line);
        if self.stems.contains(&stem) {
            stem = format!("{stem}-line-{}", entry.line);
        }
        self.stems.insert(stem.clone());
        stem
    }
}

/// A file name stem from an EPD id: ASCII letters, digits, `-`, `_` and `.` kept, every
/// other run of characters one `_`, no leading `.`, at most [`MAX_STEM`] characters;
/// `line-N` for a position without id (or one with nothing left).
pub fn file_stem(id: &str, line: usize) -> String {
    let mut out = String::new();
    for c in id.chars() {
        if c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.') {
            out.push(c);
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    let out: String = out
        .trim_matches(|c| c == '_' || c == '.')
        .chars()
        .take(MAX_STEM)
        .collect();
    if out.is_empty() || id == format!("line {line}") {
        format!("line-{line}")
    } else {
        out
    }
}

fn cannot_write(path: &Path, e: &std::io::Error) -> CliError {
    CliError::Input(format!("cannot write {}: {e}", path.display()))
}

/// The headers and comment of the game of `run` on `entry`.
fn game_text(entry: &Entry, run: &Run, player: &Player<'_>) -> GameText {
    let mut text = match player {
        Player::Pioneer(settings) => {
            let mut t = export::pgn_info(
                settings,
                run.value_white.unwrap_or(0),
                run.tree_size.unwrap_or(0) as usize,
                run.moves_considered.unwrap_or(0),
            )
            .text();
            t.set("Engine", "pioneer");
            t
        }
        Player::Other { name, settings } => {
            let mut t = GameText::default();
            t.set("Annotator", *name);
            t.set("Engine", *name);
            t.set("EngineSettings", settings.clone());
            t.comment = format!(
                "{name}: {}, {} nodes, depth {}",
                run.score.as_deref().unwrap_or("no score"),
                run.nodes.unwrap_or(0),
                run.depth.map_or("-".to_owned(), |d| d.to_string())
            );
            t
        }
    };
    text.set("Event", entry.id.clone());
    text.set("EpdLine", entry.line.to_string());
    if !entry.bm.is_empty() {
        text.set("BestMoves", entry.bm.join(" "));
    }
    if !entry.am.is_empty() {
        text.set("AvoidMoves", entry.am.join(" "));
    }
    let verdict = run.verdict.map_or("not scored", |v| v.word());
    text.set("Verdict", verdict);
    text.set("Value", run.score.clone().unwrap_or_else(|| "-".to_owned()));
    text.comment.push_str(&format!("; verdict {verdict}"));
    if let Some(why) = run.reason.as_ref().filter(|_| !run.proven()) {
        text.comment.push_str(&format!(" ({why})"));
    }
    if run.pv.is_empty() {
        text.comment.push_str("; no principal variation");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::file_stem;

    #[test]
    fn stems_are_safe_file_names() {
        assert_eq!(file_stem("reti-1921", 6), "reti-1921");
        assert_eq!(file_stem("Réti 1921 / study", 6), "R_ti_1921_study");
        assert_eq!(file_stem("../../etc/passwd", 3), "etc_passwd");
        assert_eq!(file_stem("line 4", 4), "line-4");
        assert_eq!(file_stem("???", 9), "line-9");
        assert_eq!(file_stem(&"x".repeat(500), 1).len(), 60);
    }
}
