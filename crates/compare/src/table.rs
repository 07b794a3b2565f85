//! The comparison table: per position, Pioneer's final tree size and every other engine's
//! nodes to the key move with the ratio `nodes / tree size`; last line the geometric mean
//! ratio over the positions both solved.

use crate::judge::Run;
use crate::report::Report;

/// `other`'s nodes to the key move over Pioneer's final tree size, when both solved.
pub fn ratio(pioneer: Option<&Run>, other: Option<&Run>) -> Option<f64> {
    let (p, o) = (pioneer?, other?);
    if !(p.solved && o.solved) {
        return None;
    }
    let (a, b) = (o.nodes_to_key?, p.tree_size?);
    (a > 0 && b > 0).then(|| a as f64 / b as f64)
}

/// The geometric mean of positive numbers (`None` for none).
pub fn geometric_mean(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let s: f64 = xs.iter().map(|x| x.ln()).sum();
    Some((s / xs.len() as f64).exp())
}

/// Per engine other than Pioneer: the geometric mean ratio and how many positions it
/// covers (`None` when the suite has no Pioneer column).
pub fn mean_ratios(report: &Report) -> Vec<(usize, Option<f64>, usize)> {
    let Some(pi) = report.pioneer_index() else {
        return Vec::new();
    };
    (0..report.engines.len())
        .filter(|&e| e != pi)
        .map(|e| {
            let rs: Vec<f64> = report
                .runs
                .iter()
                .filter_map(|row| ratio(row[pi].as_ref(), row[e].as_ref()))
                .collect();
            (e, geometric_mean(&rs), rs.len())
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

/// The text of one cell.
pub fn cell(run: Option<&Run>, pioneer: Option<&Run>, is_pioneer: bool) -> String {
    let Some(r) = run else {
        return "unfinished".to_owned();
    };
    if r.interrupted && !r.solved {
        return "interrupted".to_owned();
    }
    if !r.solved {
        return match &r.chosen {
            Some(m) => format!("✗ {m}"),
            None => "✗".to_owned(),
        };
    }
    if is_pioneer {
        return r.tree_size.map_or("?".to_owned(), group);
    }
    let n = r.nodes_to_key.map_or("?".to_owned(), group);
    match ratio(pioneer, Some(r)) {
        Some(x) => format!("{n} ({})", ratio_text(x)),
        None => n,
    }
}

/// Header and rows (position first), the mean line last.
pub fn rows(report: &Report) -> (Vec<String>, Vec<Vec<String>>) {
    let pi = report.pioneer_index();
    let mut header = vec!["position".to_owned()];
    header.extend(report.engines.iter().map(|e| {
        if e.is_pioneer() {
            format!("{} tree", e.name())
        } else {
            format!("{} nodes to key", e.name())
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
    if pi.is_some() {
        let means = mean_ratios(report);
        let mut row = vec!["geometric mean ratio R".to_owned()];
        for (e, _) in report.engines.iter().enumerate() {
            let text = match means.iter().find(|(i, _, _)| *i == e) {
                Some((_, Some(g), n)) => format!("{} (n={n})", ratio_text(*g)),
                Some((_, None, _)) => "— (n=0)".to_owned(),
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

/// The table in Markdown, followed by the reasons of every failure.
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
    let mut notes = Vec::new();
    for (p, entry) in report.suite.iter().enumerate() {
        for (e, spec) in report.engines.iter().enumerate() {
            if let Some(run) = report.runs[p][e].as_ref().filter(|r| !r.solved)
                && let Some(why) = &run.reason
            {
                notes.push(format!("- {} / {}: {}", entry.id, spec.name(), why));
            }
        }
    }
    if !notes.is_empty() {
        out.push_str("\nNot solved:\n\n");
        out.push_str(&notes.join("\n"));
        out.push('\n');
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
