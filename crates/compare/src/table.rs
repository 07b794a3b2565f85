//! The comparison table: per position, every engine's verdict ([`crate::verdict`]), value
//! and depth of proof; Pioneer's final tree size and moves considered, every other
//! engine's nodes to the proof with the ratios `nodes / tree size` and `nodes / moves
//! considered`; last line the geometric mean ratios over the positions both proved (and
//! against Pioneer's tree to proof where it has one, [`Run::tree_to_proof`]).

use crate::judge::Run;
use crate::report::Report;
use crate::verdict::Verdict;

/// `other`'s nodes to the proof over Pioneer's final tree size and over its moves
/// considered, when both proved the key.
pub fn ratios(pioneer: Option<&Run>, other: Option<&Run>) -> Option<(f64, f64)> {
    let (p, o) = both_proved(pioneer, other)?;
    let (a, t, m) = (o.nodes_to_proof?, p.tree_size?, p.moves_considered?);
    (a > 0 && t > 0 && m > 0).then(|| (a as f64 / t as f64, a as f64 / m as f64))
}

/// Pioneer's run and the other engine's, when both proved the key.
fn both_proved<'a>(pioneer: Option<&'a Run>, other: Option<&'a Run>) -> Option<(&'a Run, &'a Run)> {
    let (p, o) = (pioneer?, other?);
    (p.proven() && o.proven()).then_some((p, o))
}

/// `other`'s nodes to the proof over Pioneer's tree to proof
/// ([`Run::tree_to_proof`]), when both proved and Pioneer's answer has one.
pub fn ratio_to_proof(pioneer: Option<&Run>, other: Option<&Run>) -> Option<f64> {
    let (p, o) = both_proved(pioneer, other)?;
    let (a, t) = (o.nodes_to_proof?, p.tree_to_proof?);
    (a > 0 && t > 0).then(|| a as f64 / t as f64)
}

/// `other`'s nodes to the proof over Pioneer's final tree size, when both proved.
pub fn ratio(pioneer: Option<&Run>, other: Option<&Run>) -> Option<f64> {
    ratios(pioneer, other).map(|r| r.0)
}

/// The geometric mean of positive numbers (`None` for none).
pub fn geometric_mean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let s: f64 = xs.iter().map(|x| x.ln()).sum();
    Some((s / xs.len() as f64).exp())
}

/// The geometric mean ratios of one engine against Pioneer over the positions both
/// proved.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MeanRatio {
    /// The engine's index.
    pub engine: usize,
    /// Against Pioneer's final tree size.
    pub tree: Option<f64>,
    /// Against Pioneer's moves considered.
    pub moves: Option<f64>,
    /// How many positions both proved.
    pub n: usize,
    /// Against Pioneer's tree to proof, over the positions both proved where Pioneer's
    /// answer has one.
    pub to_proof: Option<f64>,
    /// How many positions that is.
    pub n_to_proof: usize,
}

/// Per engine other than Pioneer: the geometric mean ratios over the positions both
/// proved (none when the suite has no Pioneer column).
pub fn mean_ratios(report: &Report) -> Vec<MeanRatio> {
    let Some(pi) = report.pioneer_index() else {
        return Vec::new();
    };
    (0..report.engines.len())
        .filter(|&e| e != pi)
        .map(|e| {
            let rs: Vec<(f64, f64)> = report
                .runs
                .iter()
                .filter_map(|row| ratios(row[pi].as_ref(), row[e].as_ref()))
                .collect();
            let t: Vec<f64> = rs.iter().map(|r| r.0).collect();
            let m: Vec<f64> = rs.iter().map(|r| r.1).collect();
            let tp: Vec<f64> = report
                .runs
                .iter()
                .filter_map(|row| ratio_to_proof(row[pi].as_ref(), row[e].as_ref()))
                .collect();
            MeanRatio {
                engine: e,
                tree: geometric_mean(&t),
                moves: geometric_mean(&m),
                n: rs.len(),
                to_proof: geometric_mean(&tp),
                n_to_proof: tp.len(),
            }
        })
        .collect()
}

/// How many positions each engine proved (in engine order).
pub fn proven_counts(report: &Report) -> Vec<usize> {
    (0..report.engines.len())
        .map(|e| {
            report
                .runs
                .iter()
                .filter(|row| row[e].as_ref().is_some_and(Run::proven))
                .count()
        })
        .collect()
}

/// A count with thin grouping (`1 296 365`), readable in a table.
pub fn group(n: u64) -> String {
    let s = n.to_string();
    let mut out = String::new();
    for (i, c) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

fn ratio_text(r: f64) -> String {
    if r >= 100.0 {
        format!("×{r:.0}")
    } else if r >= 10.0 {
        format!("×{r:.1}")
    } else {
        format!("×{r:.2}")
    }
}

fn mark(v: Option<Verdict>) -> &'static str {
    match v {
        Some(Verdict::Proven) => "✓",
        Some(Verdict::Found) => "≈",
        Some(Verdict::Wrong) => "✗",
        Some(Verdict::Failed) | None => "—",
    }
}

/// The text of one cell: the verdict's mark (✓ proven, ≈ found, ✗ wrong, — failed), the
/// figure, the depth of proof and the value; for a proven run of another engine the
/// ratios against Pioneer's tree and moves considered.
pub fn cell(run: Option<&Run>, pioneer: Option<&Run>, is_pioneer: bool) -> String {
    let Some(r) = run else {
        return "unfinished".to_owned();
    };
    if r.interrupted && !r.proven() {
        return "interrupted".to_owned();
    }
    let value = r.value.map_or(String::new(), |v| format!(" {v}"));
    let m = mark(r.verdict);
    match r.verdict {
        Some(Verdict::Proven) if is_pioneer => format!(
            "{m} {} / {} d{}{value}{}",
            r.tree_size.map_or("?".to_owned(), group),
            r.moves_considered.map_or("?".to_owned(), group),
            r.proof_depth.unwrap_or(0),
            match (r.tree_to_proof, r.horizon_to_proof) {
                (Some(t), Some(h)) => format!(" (to proof {} h{h})", group(t)),
                _ => String::new(),
            },
        ),
        Some(Verdict::Proven) => {
            let n = r.nodes_to_proof.map_or("?".to_owned(), group);
            let d = r.proof_depth.unwrap_or(0);
            match ratios(pioneer, Some(r)) {
                Some((t, mc)) => format!(
                    "{m} {n} d{d}{value} ({} | {})",
                    ratio_text(t),
                    ratio_text(mc)
                ),
                None => format!("{m} {n} d{d}{value}"),
            }
        }
        Some(Verdict::Failed) => format!("{m} failed"),
        _ => format!("{m} {}{value}", r.chosen.as_deref().unwrap_or("nothing")),
    }
}

/// Header and rows (position first), the mean line last.
pub fn rows(report: &Report) -> (Vec<String>, Vec<Vec<String>>) {
    let pi = report.pioneer_index();
    let mut header = vec!["position".to_owned()];
    header.extend(report.engines.iter().map(|e| {
        if e.is_pioneer() {
            format!("{} tree / moves", e.name())
        } else {
            format!("{} nodes to proof (×tree | ×moves)", e.name())
        }
    }));
    let mut rows = Vec::new();
    for (p, entry) in report.suite.iter().enumerate() {
        let mut row = vec![entry.id.clone()];
        if let Some(err) = &entry.error {
            row.push(format!("error: {err}"));
            row.extend((1..report.engines.len()).map(|_| String::new()));
        } else {
            let prun = pi.and_then(|i| report.runs[p][i].as_ref());
            for (e, spec) in report.engines.iter().enumerate() {
                row.push(cell(report.runs[p][e].as_ref(), prun, spec.is_pioneer()));
            }
        }
        rows.push(row);
    }
    let counts = proven_counts(report);
    let total = report.suite.iter().filter(|e| e.runnable()).count();
    rows.push(
        std::iter::once("proven".to_owned())
            .chain(counts.iter().map(|c| format!("{c}/{total}")))
            .collect(),
    );
    if let Some(pi) = pi {
        // The share of Pioneer's answers that come from a finished tree.
        let runs: Vec<&crate::Run> = report
            .runs
            .iter()
            .filter_map(|r| r.get(pi).and_then(Option::as_ref))
            .collect();
        let finished = runs.iter().filter(|r| r.finished == Some(true)).count();
        let mut row = vec!["finished (Pioneer)".to_owned()];
        for (e, _) in report.engines.iter().enumerate() {
            row.push(if e == pi {
                format!("{finished}/{}", runs.len())
            } else {
                String::new()
            });
        }
        rows.push(row);
    }
    if pi.is_some() {
        let means = mean_ratios(report);
        let mut row = vec!["geometric mean ratio (both proved)".to_owned()];
        for (e, _) in report.engines.iter().enumerate() {
            let text = match means.iter().find(|m| m.engine == e) {
                Some(MeanRatio {
                    tree: Some(t),
                    moves: Some(mc),
                    n,
                    to_proof,
                    n_to_proof,
                    ..
                }) => format!(
                    "{} | {} (n={n}){}",
                    ratio_text(*t),
                    ratio_text(*mc),
                    to_proof.map_or(String::new(), |tp| format!(
                        "; to proof {} (n={n_to_proof})",
                        ratio_text(tp)
                    ))
                ),
                Some(_) => "— (n=0)".to_owned(),
                None => String::new(),
            };
            row.push(text);
        }
        rows.push(row);
    }
    (header, rows)
}

/// The table as aligned plain text.
pub fn text(report: &Report) -> String {
    let (header, rows) = rows(report);
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for r in &rows {
        for (i, c) in r.iter().enumerate() {
            widths[i] = widths[i].max(c.chars().count());
        }
    }
    let line = |cells: &[String]| -> String {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            let pad = widths[i] - c.chars().count();
            if i == 0 {
                s.push_str(c);
                s.push_str(&" ".repeat(pad));
            } else {
                s.push_str("  ");
                s.push_str(&" ".repeat(pad));
                s.push_str(c);
            }
        }
        s.trim_end().to_owned()
    };
    let mut out = line(&header);
    out.push('\n');
    for r in &rows {
        out.push_str(&line(r));
        out.push('\n');
    }
    out
}

/// Why each run that is not proven is not, one line per run (`id / engine: verdict:
/// reason`).
pub fn reasons(report: &Report) -> Vec<String> {
    let mut notes = Vec::new();
    for (p, entry) in report.suite.iter().enumerate() {
        for (e, spec) in report.engines.iter().enumerate() {
            if let Some(run) = report.runs[p][e].as_ref().filter(|r| !r.proven())
                && let Some(why) = &run.reason
            {
                let v = run.verdict.map_or("not scored", Verdict::word);
                notes.push(format!("{} / {}: {v}: {why}", entry.id, spec.name()));
            }
        }
    }
    notes
}

/// The table in Markdown, followed by the reasons of every run not proven.
pub fn markdown(report: &Report) -> String {
    let (header, rows) = rows(report);
    let esc = |s: &str| s.replace('|', "\\|");
    let mut out = format!(
        "| {} |\n",
        header
            .iter()
            .map(|h| esc(h))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    out.push_str(&format!(
        "|---|{}\n",
        "---:|".repeat(header.len().saturating_sub(1))
    ));
    for r in &rows {
        out.push_str(&format!(
            "| {} |\n",
            r.iter().map(|c| esc(c)).collect::<Vec<_>>().join(" | ")
        ));
    }
    let notes = reasons(report);
    if !notes.is_empty() {
        out.push_str("\nNot proven:\n\n");
        for n in notes {
            out.push_str(&format!("- {}\n", esc(&n)));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_and_grouping() {
        assert_eq!(
            geometric_mean(&[2.0, 8.0]).map(|g| (g * 1e9).round() / 1e9),
            Some(4.0)
        );
        assert_eq!(geometric_mean(&[]), None);
        assert_eq!(group(1296365), "1 296 365");
        assert_eq!(group(93), "93");
        assert_eq!(group(100), "100");
        assert_eq!(group(1000), "1 000");
    }
}
