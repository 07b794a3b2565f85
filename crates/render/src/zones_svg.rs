//! The zone diagram: the position and every live zone's trajectories as arrows along their
//! α-squares (spec §4; see `docs/pictures.md` for the legend). Zones that no longer play
//! are drawn faint.
//!
//! - the root trajectory: bold, in the zone's colour;
//! - negations: thinner the higher their degree, coloured by degree (1 red, 2 orange,
//!   3 olive, 4 and more brown);
//! - blockades: dashed, ending on the blockaded β-square (marked with a cross);
//! - frozen moves: grey, the kind of freezing written in the legend;
//! - the stops α1 … αk: numbered badges near the square's upper right corner.

use crate::escape;
use crate::model::{BundleView, Freezing, MoView};
use crate::svg_board::{self, Geometry, num};
use pioneer_rules::Square;
use pioneer_zones::TraceKind;
use std::fmt::Write;

/// Zone colours, by zone number (cycling).
pub const ZONE_COLOURS: [&str; 6] = [
    "#1f5fbf", "#2a9d3a", "#8e44ad", "#0e8c8c", "#c0398f", "#5d4037",
];
/// Negation colours by degree 1, 2, 3, 4+.
pub const DEGREE_COLOURS: [&str; 4] = ["#d62728", "#f28e00", "#8c8c00", "#8b5a2b"];
/// The colour of frozen moves.
pub const FROZEN: &str = "#9a9a9a";

const SQUARE: f64 = 60.0;
const MARGIN: f64 = 28.0;
const TITLE: f64 = 30.0;
const LEGEND_X: f64 = MARGIN + 8.0 * SQUARE + 24.0;
const LEGEND_W: f64 = 560.0;
const LINE: f64 = 17.0;

/// The colour and width of a bundle's lines (not frozen).
pub fn style(zone: usize, b: &BundleView) -> (&'static str, f64) {
    if b.degree == 0 {
        (ZONE_COLOURS[(zone - 1) % ZONE_COLOURS.len()], 6.0)
    } else {
        let d = usize::from(b.degree).min(4);
        (
            DEGREE_COLOURS[d - 1],
            (4.0 - 0.7 * (d as f64 - 1.0)).max(1.8),
        )
    }
}

fn marker_id(colour: &str) -> String {
    format!("arrow-{}", colour.trim_start_matches('#'))
}

/// What a diagram shows besides the live, unfrozen trajectories.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiagramOptions {
    /// Draw frozen bundles and frozen moves (grey, dotted).
    pub frozen: bool,
    /// Draw the zones no longer live (faint).
    pub not_live: bool,
    /// One legend entry per bundle; otherwise one per zone, with the bundles counted.
    pub legend_per_bundle: bool,
}

impl DiagramOptions {
    /// Everything: frozen parts, zones no longer live, a legend entry per bundle.
    pub const ALL: DiagramOptions = DiagramOptions {
        frozen: true,
        not_live: true,
        legend_per_bundle: true,
    };
    /// What a lead diagram of a large search shows: the live, unfrozen trajectories and a
    /// legend grouped by zone.
    pub const LEAD: DiagramOptions = DiagramOptions {
        frozen: false,
        not_live: false,
        legend_per_bundle: false,
    };
}

/// The whole diagram of the zones of `view`, with a title and a legend: everything
/// ([`DiagramOptions::ALL`]).
pub fn diagram(view: &MoView, title: &str) -> String {
    diagram_with(view, title, DiagramOptions::ALL)
}

/// The diagram of `view` showing what `opts` asks.
pub fn diagram_with(view: &MoView, title: &str, opts: DiagramOptions) -> String {
    let g = Geometry {
        x: MARGIN,
        y: MARGIN + TITLE,
        square: SQUARE,
    };
    let legend = legend(view, opts);
    let legend_h = legend.1 + 10.0;
    let board_h = g.y + g.size() + MARGIN;
    let height = board_h.max(g.y + legend_h);
    let width = LEGEND_X + LEGEND_W;
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" viewBox="0 0 {} {}" font-family="sans-serif" role="img">"#,
        num(width),
        num(height),
        num(width),
        num(height)
    );
    let _ = writeln!(out, "<title>{}</title>", escape(title));
    out.push_str(&markers(view));
    let _ = writeln!(
        out,
        r##"<rect x="0" y="0" width="{}" height="{}" fill="#ffffff"/>"##,
        num(width),
        num(height)
    );
    let _ = writeln!(
        out,
        r##"<text x="{}" y="{}" font-size="17" font-weight="bold" fill="#111">{}</text>"##,
        num(MARGIN),
        num(MARGIN + 8.0),
        escape(title)
    );
    out.push_str(&svg_board::board(&g));
    out.push_str(
        "<g class=\"trajectories\" fill=\"none\" stroke-linecap=\"round\" stroke-opacity=\"0.85\">\n",
    );
    let mut badges = String::new();
    let mut slot = 0usize;
    // Zones that no longer play (the target left ak, the root piece is gone) are drawn
    // faint under the live ones, for context.
    for live in [false, true] {
        if !live && !opts.not_live {
            continue;
        }
        for z in view.zones.iter().filter(|z| z.live == live) {
            if !live {
                out.push_str("<g class=\"not-live\" opacity=\"0.3\">\n");
            }
            let mut faint_badges = String::new();
            for b in &z.bundles {
                if !opts.frozen && b.freezing != Freezing::Thawed {
                    continue;
                }
                let sink = if live { &mut badges } else { &mut faint_badges };
                out.push_str(&bundle_lines(&g, z.number, b, slot, sink, opts.frozen));
                slot += 1;
            }
            if !live {
                out.push_str(&faint_badges);
                out.push_str("</g>\n");
            }
        }
    }
    out.push_str("</g>\n");
    out.push_str(&svg_board::pieces(&g, &view.pieces));
    let _ = writeln!(out, "<g class=\"stops\">\n{badges}</g>");
    out.push_str(&legend.0);
    out.push_str("</svg>\n");
    out
}

fn markers(view: &MoView) -> String {
    let mut colours: Vec<&str> = vec![FROZEN];
    for z in &view.zones {
        for b in &z.bundles {
            let c = style(z.number, b).0;
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
    }
    let mut out = String::from("<defs>\n");
    for c in colours {
        let _ = writeln!(
            out,
            r#"<marker id="{}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="{c}"/></marker>"#,
            marker_id(c)
        );
    }
    out.push_str("</defs>\n");
    out
}

fn parse(sq: &str) -> Option<Square> {
    sq.parse().ok()
}

/// The lines of one bundle: each trajectory as a chain of segments (stop i → stop i + 1),
/// offset a little by `slot` so that bundles over the same squares stay apart. Stop
/// badges go to `badges` (drawn above the pieces).
fn bundle_lines(
    g: &Geometry,
    zone: usize,
    b: &BundleView,
    slot: usize,
    badges: &mut String,
    show_frozen: bool,
) -> String {
    let (colour, width) = style(zone, b);
    let offsets = [0.0, 5.0, -5.0, 10.0, -10.0, 15.0, -15.0];
    let off = offsets[slot % offsets.len()];
    let dash = if b.kind == TraceKind::Blockade {
        r#" stroke-dasharray="8 5""#
    } else {
        ""
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        r#"<g class="bundle" data-bundle="{}" data-kind="{:?}" data-degree="{}" stroke-width="{}"><title>{}</title>"#,
        b.number,
        b.kind,
        b.degree,
        num(width),
        escape(&b.summary())
    );
    let mut seen: Vec<(Square, usize)> = Vec::new();
    for t in &b.trajectories {
        let stops: Vec<Square> = t.stops.iter().filter_map(|s| parse(s)).collect();
        // Consecutive segments of the same state (frozen or not) make one path, so the
        // style is written once per run, not once per segment.
        let mut run: Option<(bool, String)> = None;
        let flush = |out: &mut String, run: &mut Option<(bool, String)>, last: bool| {
            if let Some((frozen, d)) = run.take() {
                let c = if frozen { FROZEN } else { colour };
                let frozen_dash = if frozen && dash.is_empty() {
                    r#" stroke-dasharray="2 4""#
                } else {
                    dash
                };
                let marker = if last {
                    format!(r#" marker-end="url(#{})""#, marker_id(c))
                } else {
                    String::new()
                };
                let _ = writeln!(out, r#"<path d="{d}" stroke="{c}"{frozen_dash}{marker}/>"#);
            }
        };
        for i in 0..stops.len().saturating_sub(1) {
            let frozen = t.frozen_moves.get(i).copied().unwrap_or(false);
            let last = i + 2 == stops.len();
            if frozen && !show_frozen {
                flush(&mut out, &mut run, false);
                continue;
            }
            let c = if frozen { FROZEN } else { colour };
            let (x1, y1) = g.centre(stops[i]);
            let (x2, y2) = g.centre(stops[i + 1]);
            // Shorten the segment at its end so the arrowhead stays visible.
            let (dx, dy) = (x2 - x1, y2 - y1);
            let len = (dx * dx + dy * dy).sqrt().max(1.0);
            let cut = if last { g.square * 0.22 } else { 0.0 };
            let ex = x2 - dx / len * cut;
            let ey = y2 - dy / len * cut;
            let (nx, ny) = (-dy / len * off, dx / len * off);
            if run.as_ref().is_some_and(|(f, _)| *f != frozen) {
                flush(&mut out, &mut run, false);
            }
            let d = &mut run.get_or_insert_with(|| (frozen, String::new())).1;
            if !d.is_empty() {
                d.push(' ');
            }
            let _ = write!(
                d,
                "M{} {}L{} {}",
                num(x1 + nx),
                num(y1 + ny),
                num(ex + nx),
                num(ey + ny)
            );
            if last {
                flush(&mut out, &mut run, true);
            }
            let key = (stops[i + 1], i + 1);
            if !seen.contains(&key) {
                seen.push(key);
                badges.push_str(&badge(g, stops[i + 1], i + 1, c, slot));
            }
        }
        flush(&mut out, &mut run, false);
        if b.kind == TraceKind::Blockade
            && let Some(&beta) = stops.last()
        {
            let (cx, cy) = g.centre(beta);
            let r = g.square * 0.12;
            let _ = writeln!(
                out,
                r#"<path class="beta-cross" d="M {} {} L {} {} M {} {} L {} {}" stroke="{colour}" stroke-width="2.5"/>"#,
                num(cx - r),
                num(cy - r),
                num(cx + r),
                num(cy + r),
                num(cx - r),
                num(cy + r),
                num(cx + r),
                num(cy - r)
            );
        }
    }
    out.push_str("</g>\n");
    out
}

/// A numbered badge for stop `i` on `sq` (position by `slot` around the upper corners).
fn badge(g: &Geometry, sq: Square, i: usize, colour: &str, slot: usize) -> String {
    let (cx, cy) = g.centre(sq);
    let spots = [
        (0.33, -0.33),
        (0.08, -0.33),
        (-0.17, -0.33),
        (0.33, -0.08),
        (0.33, 0.17),
    ];
    let (fx, fy) = spots[slot % spots.len()];
    let (x, y) = (cx + fx * g.square, cy + fy * g.square);
    let r = g.square * 0.11;
    format!(
        r##"<g class="stop"><circle cx="{}" cy="{}" r="{}" fill="{colour}" stroke="#fff" stroke-width="1"/><text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#fff" font-weight="bold">{i}</text></g>
"##,
        num(x),
        num(y),
        num(r),
        num(x),
        num(y + r * 0.45),
        num(r * 1.3)
    )
}

/// The legend: the key of line styles, then one entry per zone and bundle. Returns the
/// SVG fragment and its height.
fn legend(view: &MoView, opts: DiagramOptions) -> (String, f64) {
    let x = LEGEND_X;
    let mut y = MARGIN + TITLE + 4.0;
    let mut out = String::from("<g class=\"legend\">\n");
    let text = |out: &mut String, x: f64, y: f64, size: f64, weight: &str, s: &str| {
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="{}" font-weight="{weight}" fill="#111">{}</text>"##,
            num(x),
            num(y),
            num(size),
            escape(s)
        );
    };
    let sample = |out: &mut String, y: f64, colour: &str, width: f64, dash: &str| {
        let _ = writeln!(
            out,
            r#"<line x1="{}" y1="{}" x2="{}" y2="{}" stroke="{colour}" stroke-width="{}"{dash}/>"#,
            num(x),
            num(y - 4.0),
            num(x + 34.0),
            num(y - 4.0),
            num(width)
        );
    };
    text(&mut out, x, y, 14.0, "bold", "Legend");
    y += LINE + 2.0;
    sample(&mut out, y, ZONE_COLOURS[0], 6.0, "");
    text(
        &mut out,
        x + 42.0,
        y,
        12.0,
        "normal",
        "root trajectory (bold, in the zone's colour)",
    );
    y += LINE;
    for (d, c) in DEGREE_COLOURS.iter().enumerate() {
        sample(&mut out, y, c, (4.0 - 0.7 * d as f64).max(1.8), "");
        let what = if d == 3 {
            "negation of degree 4 or more".to_owned()
        } else {
            format!("negation of degree {}", d + 1)
        };
        text(&mut out, x + 42.0, y, 12.0, "normal", &what);
        y += LINE;
    }
    sample(
        &mut out,
        y,
        DEGREE_COLOURS[0],
        3.0,
        r#" stroke-dasharray="8 5""#,
    );
    text(
        &mut out,
        x + 42.0,
        y,
        12.0,
        "normal",
        "blockade: dashed to the blockaded β-square (×)",
    );
    y += LINE;
    sample(&mut out, y, FROZEN, 3.0, "");
    text(
        &mut out,
        x + 42.0,
        y,
        12.0,
        "normal",
        "frozen part (grey; dotted unless a blockade)",
    );
    y += LINE;
    text(
        &mut out,
        x,
        y,
        12.0,
        "normal",
        "numbered badges: the stops α1 … αk of each trajectory",
    );
    y += LINE;
    text(
        &mut out,
        x,
        y,
        12.0,
        "normal",
        "discs: pieces with letter and piece number (trace field 1)",
    );
    y += LINE + 6.0;
    if view.zones.is_empty() {
        text(&mut out, x, y, 13.0, "bold", "The MO is empty: no zone.");
        y += LINE;
    }
    let hidden = view.zones.iter().filter(|z| !z.live).count();
    if hidden > 0 && !opts.not_live {
        text(
            &mut out,
            x,
            y,
            12.0,
            "normal",
            &format!("{hidden} zones no longer live are not drawn"),
        );
        y += LINE;
    }
    for z in view.zones.iter().filter(|z| z.live || opts.not_live) {
        let c = ZONE_COLOURS[(z.number - 1) % ZONE_COLOURS.len()];
        let _ = writeln!(
            out,
            r#"<rect x="{}" y="{}" width="12" height="12" fill="{c}"/>"#,
            num(x),
            num(y - 11.0)
        );
        text(
            &mut out,
            x + 18.0,
            y,
            13.0,
            "bold",
            &format!(
                "Zone {}: {} {}, included at depth {}{}",
                z.number,
                z.color,
                z.zone_type,
                z.inclusion_depth,
                if z.live {
                    ""
                } else {
                    " (not live: drawn faint)"
                }
            ),
        );
        y += LINE;
        if !opts.legend_per_bundle {
            text(&mut out, x + 18.0, y, 11.5, "normal", &zone_counts(z, opts));
            y += LINE + 4.0;
            continue;
        }
        for b in &z.bundles {
            let (colour, width) = style(z.number, b);
            let colour = if b.freezing == Freezing::LeftA0 {
                FROZEN
            } else {
                colour
            };
            let dash = if b.kind == TraceKind::Blockade {
                r#" stroke-dasharray="8 5""#
            } else {
                ""
            };
            sample(&mut out, y, colour, width.min(5.0), dash);
            text(
                &mut out,
                x + 42.0,
                y,
                11.5,
                "normal",
                &format!(
                    "[{}] {} {}#{} {}→{} {}{}, deg {}, len {}, T_x {}",
                    b.number,
                    b.color,
                    b.letter,
                    b.piece,
                    b.a0,
                    b.ak,
                    format!("{:?}", b.kind).to_lowercase(),
                    b.interval
                        .as_ref()
                        .map_or(String::new(), |(a, c)| format!(" of ({a},{c})")),
                    b.degree,
                    b.length,
                    b.tx
                ),
            );
            y += LINE;
            if b.freezing != Freezing::Thawed {
                let field = if b.field6 != 0 {
                    format!(" [field 6 = {}]", b.field6)
                } else {
                    String::new()
                };
                text(
                    &mut out,
                    x + 52.0,
                    y,
                    11.0,
                    "normal",
                    &format!("{}{}", b.freezing.describe(), field),
                );
                y += LINE;
            }
        }
        y += 4.0;
    }
    out.push_str("</g>\n");
    (out, y - (MARGIN + TITLE))
}

/// One zone's bundles counted by kind: `root 1, negations 5 (degree 1: 3, 2: 2),
/// blockades 2; 4 frozen (not drawn)`.
fn zone_counts(z: &crate::model::ZoneView, opts: DiagramOptions) -> String {
    let roots = z.bundles.iter().filter(|b| b.degree == 0).count();
    let blockades = z
        .bundles
        .iter()
        .filter(|b| b.kind == TraceKind::Blockade)
        .count();
    let mut by_degree = [0usize; 4];
    for b in z.bundles.iter().filter(|b| b.degree > 0) {
        by_degree[usize::from(b.degree).min(4) - 1] += 1;
    }
    let negations: usize = by_degree.iter().sum();
    let degrees: Vec<String> = by_degree
        .iter()
        .enumerate()
        .filter(|(_, n)| **n > 0)
        .map(|(d, n)| format!("{}{}: {n}", d + 1, if d == 3 { "+" } else { "" }))
        .collect();
    let frozen = z
        .bundles
        .iter()
        .filter(|b| b.freezing != Freezing::Thawed)
        .count();
    let mut s = format!("{} bundles: root {roots}", z.bundles.len());
    if negations > 0 {
        s.push_str(&format!(
            ", negations {negations} (degree {})",
            degrees.join(", ")
        ));
    }
    if blockades > 0 {
        s.push_str(&format!(", blockades {blockades}"));
    }
    if frozen > 0 {
        s.push_str(&format!(
            "; {frozen} frozen{}",
            if opts.frozen { "" } else { " (not drawn)" }
        ));
    }
    s
}
