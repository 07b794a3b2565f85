//! A plain SVG chart of the comparison: one group of horizontal bars per position, one bar
//! per engine, lengths on a log scale, drawn by verdict ([`crate::verdict`]): a proven run
//! is a filled bar (Pioneer's final tree size, the others' nodes to the proof); a run that
//! found the key without proving it (a tie) is a pale bar with a solid outline marked ≈;
//! a wrong move is a hollow dashed bar marked ✗, a failed run a hollow dotted bar marked
//! —; the last three show the work spent (Pioneer's moves considered, the others' total
//! nodes).

use crate::report::Report;
use crate::table::group;
use crate::verdict::Verdict;
use std::fmt::Write;

const PALETTE: &[&str] = &[
    "#d62728", "#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#7f7f7f",
];
const LEFT: f64 = 190.0;
const RIGHT: f64 = 110.0;
const WIDTH: f64 = 960.0;
const BAR: f64 = 11.0;
const GAP: f64 = 2.0;
const GROUP_GAP: f64 = 14.0;
const TOP: f64 = 70.0;

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The value a bar shows and the run's verdict.
fn bar_value(run: &crate::judge::Run, pioneer: bool) -> Option<(u64, Verdict)> {
    let verdict = run.verdict.unwrap_or(Verdict::Failed);
    if verdict == Verdict::Proven {
        run.size().map(|v| (v, verdict))
    } else if pioneer {
        run.moves_considered.map(|v| (v, verdict))
    } else {
        run.nodes.map(|v| (v, verdict))
    }
}

/// The bar's style and the mark before its label.
fn style(verdict: Verdict, c: &str) -> (String, &'static str) {
    match verdict {
        Verdict::Proven => (format!(r#"fill="{c}""#), ""),
        Verdict::Found => (
            format!(r#"fill="{c}" fill-opacity="0.3" stroke="{c}""#),
            "≈ ",
        ),
        Verdict::Wrong => (
            format!(r#"fill="white" stroke="{c}" stroke-dasharray="3,2""#),
            "✗ ",
        ),
        Verdict::Failed => (
            format!(r#"fill="white" stroke="{c}" stroke-dasharray="1,2""#),
            "— ",
        ),
    }
}

/// The chart as an SVG document.
pub fn svg(report: &Report, title: &str) -> String {
    let n_eng = report.engines.len().max(1);
    let group_h = n_eng as f64 * (BAR + GAP) + GROUP_GAP;
    let height = TOP + report.suite.len() as f64 * group_h + 50.0;
    // Scale: decades from 10^0 to the first power of ten above the largest value.
    let max = report
        .runs
        .iter()
        .flat_map(|row| {
            row.iter().enumerate().filter_map(|(e, r)| {
                r.as_ref()
                    .and_then(|r| bar_value(r, report.engines[e].is_pioneer()))
                    .map(|(v, _)| v)
            })
        })
        .max()
        .unwrap_or(10)
        .max(10);
    let decades = (max as f64).log10().ceil().max(1.0) as u32;
    let plot_w = WIDTH - LEFT - RIGHT;
    let x = |v: u64| LEFT + plot_w * ((v.max(1) as f64).log10() / decades as f64);

    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="11">"#
    );
    let _ = writeln!(s, r#"<rect width="100%" height="100%" fill="white"/>"#);
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="20" font-size="14" font-weight="bold">{}</text>"#,
        esc(title)
    );
    let _ = writeln!(
        s,
        r##"<text x="10" y="36" font-size="10" fill="#555">Filled: proven (Pioneer: final tree size; others: nodes to the proof). Pale ≈: found, not proven (a tie). Dashed ✗: wrong move. Dotted —: failed. Unproven bars: work spent. Log scale.</text>"##
    );
    // Legend.
    let mut lx = LEFT;
    for (e, spec) in report.engines.iter().enumerate() {
        let c = PALETTE[e % PALETTE.len()];
        let _ = writeln!(
            s,
            r#"<rect x="{lx}" y="46" width="12" height="10" fill="{c}"/><text x="{}" y="55">{}</text>"#,
            lx + 16.0,
            esc(spec.name())
        );
        lx += 26.0 + 7.0 * spec.name().chars().count() as f64;
    }
    // Legend of the verdicts.
    lx += 20.0;
    for v in [
        Verdict::Proven,
        Verdict::Found,
        Verdict::Wrong,
        Verdict::Failed,
    ] {
        let (st, _) = style(v, "#555");
        let _ = writeln!(
            s,
            r#"<rect x="{lx}" y="46" width="12" height="10" {st}/><text x="{}" y="55">{}</text>"#,
            lx + 16.0,
            v.word()
        );
        lx += 26.0 + 7.0 * v.word().len() as f64;
    }
    // Grid lines, one per decade.
    let bottom = height - 40.0;
    for d in 0..=decades {
        let gx = x(10u64.saturating_pow(d));
        let _ = writeln!(
            s,
            r##"<line x1="{gx:.1}" y1="{TOP}" x2="{gx:.1}" y2="{bottom}" stroke="#ddd"/><text x="{gx:.1}" y="{}" text-anchor="middle" fill="#555">10{}</text>"##,
            bottom + 14.0,
            superscript(d)
        );
    }
    let _ = writeln!(
        s,
        r##"<text x="{:.1}" y="{}" text-anchor="middle" fill="#555">nodes (log scale)</text>"##,
        LEFT + plot_w / 2.0,
        bottom + 30.0
    );
    for (p, entry) in report.suite.iter().enumerate() {
        let gy = TOP + p as f64 * group_h + GROUP_GAP / 2.0;
        let _ = writeln!(
            s,
            r#"<text x="{}" y="{:.1}" text-anchor="end" dominant-baseline="middle">{}</text>"#,
            LEFT - 8.0,
            gy + (n_eng as f64 * (BAR + GAP)) / 2.0,
            esc(&entry.id)
        );
        if let Some(err) = &entry.error {
            let _ = writeln!(
                s,
                r##"<text x="{}" y="{:.1}" fill="#a00" dominant-baseline="middle">error: {}</text>"##,
                LEFT + 4.0,
                gy + BAR,
                esc(err)
            );
            continue;
        }
        for (e, spec) in report.engines.iter().enumerate() {
            let y = gy + e as f64 * (BAR + GAP);
            let c = PALETTE[e % PALETTE.len()];
            let Some(run) = report.runs[p][e].as_ref() else {
                continue;
            };
            let Some((v, verdict)) = bar_value(run, spec.is_pioneer()) else {
                let _ = writeln!(
                    s,
                    r##"<text x="{}" y="{:.1}" fill="{c}" dominant-baseline="middle">✗ {}</text>"##,
                    LEFT + 4.0,
                    y + BAR / 2.0,
                    esc(run.reason.as_deref().unwrap_or("no result"))
                );
                continue;
            };
            let w = (x(v) - LEFT).max(1.0);
            let (style, mark) = style(verdict, c);
            let label = format!("{mark}{}", group(v));
            let _ = writeln!(
                s,
                r##"<rect x="{LEFT}" y="{y:.1}" width="{w:.1}" height="{BAR}" {style}><title>{}: {}: {}</title></rect><text x="{:.1}" y="{:.1}" dominant-baseline="middle" fill="#333">{label}</text>"##,
                esc(&entry.id),
                esc(spec.name()),
                verdict.word(),
                LEFT + w + 4.0,
                y + BAR / 2.0
            );
        }
    }
    s.push_str("</svg>\n");
    s
}

fn superscript(d: u32) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    d.to_string()
        .chars()
        .map(|c| SUP[c.to_digit(10).unwrap_or(0) as usize])
        .collect()
}
