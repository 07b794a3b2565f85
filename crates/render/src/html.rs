//! One self-contained HTML report of a search: the diagrams (inline SVG), the zones
//! table, the printout, the tree and the PGN. No scripts, no external files: it reads from
//! the file system without a server.

use crate::dot::History;
use crate::escape;
use crate::model::{FIELD_NAMES, MoView};
use pioneer_tree::{Event, SearchResult, SettingsSummary};
use std::fmt::Write;

/// One figure: a caption and an inline SVG.
#[derive(Debug, Clone)]
pub struct Figure {
    /// The caption under the picture.
    pub caption: String,
    /// The SVG (an `<svg>` element, no XML declaration).
    pub svg: String,
}

/// Everything the report shows.
#[derive(Debug, Clone)]
pub struct Report<'a> {
    /// The page title.
    pub title: String,
    /// The position searched.
    pub fen: String,
    /// The attack horizon H_L.
    pub horizon: u8,
    /// The settings in effect (preset, changes, limits, version).
    pub settings: Option<&'a SettingsSummary>,
    /// The search result.
    pub result: &'a SearchResult,
    /// The main diagram (the final MO).
    pub diagram: Figure,
    /// More figures: the MO before search, at each pseudo-search, the tree drawn by dot.
    pub figures: Vec<Figure>,
    /// The final MO, for the zones table.
    pub zones: &'a MoView,
    /// The printout of Fig. 21's form.
    pub printout: String,
    /// The search events (for the tree with its erased parts).
    pub events: &'a [Event],
    /// The PGN of the principal variation.
    pub pgn: String,
    /// The DOT text of the tree.
    pub dot: String,
}

const STYLE: &str = "body{font-family:sans-serif;margin:24px;color:#111;max-width:1150px}
h1{font-size:24px}h2{font-size:19px;border-bottom:1px solid #ccc;padding-bottom:3px;margin-top:28px}
table{border-collapse:collapse;font-size:12px}td,th{border:1px solid #bbb;padding:2px 5px;text-align:left}
th{background:#eef2f8}pre{background:#f6f6f6;padding:8px;border:1px solid #ddd;font-size:12px;overflow:auto}
figure{margin:12px 0}figcaption{font-size:13px;color:#333}svg{max-width:100%;height:auto}
ul.tree{font-family:monospace;font-size:13px;list-style:none;padding-left:18px}
ul.tree ul{list-style:none;padding-left:22px;border-left:1px dotted #aaa}
.erased{color:#888;border:1px dashed #aaa;padding:0 3px}.value{color:#1f5fbf;font-weight:bold}
.summary td:first-child{font-weight:bold}.main{background:#ffe9a8;border-bottom:2px solid #c0392b;font-weight:bold}";

/// The HTML page.
pub fn page(r: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>\n{STYLE}\n</style>\n</head>\n<body>",
        escape(&r.title)
    );
    let _ = writeln!(out, "<h1>{}</h1>", escape(&r.title));
    out.push_str(&summary(r));
    let _ = writeln!(out, "<h2 id=\"diagram\">The MO after the search</h2>");
    out.push_str(&figure(&r.diagram));
    let _ = writeln!(out, "<h2 id=\"zones\">Zones and traces</h2>");
    out.push_str(&zones_table(r.zones));
    let _ = writeln!(out, "<h2 id=\"printout\">Printout</h2>");
    let _ = writeln!(out, "<pre>{}</pre>", escape(&r.printout));
    let _ = writeln!(out, "<h2 id=\"tree\">The search tree</h2>");
    let _ = writeln!(
        out,
        "<p>Every node the search made; <span class=\"main\">the main line</span> is marked; nodes in a dashed box were erased by pseudo-search (500: taken back without evaluation). The final tree has {} nodes.</p>",
        r.result.tree_size
    );
    let root = pioneer_rules::parse_fen(&r.fen).ok();
    match root {
        Some(root) => out.push_str(&tree_list_main(r.events, &root, &r.result.pv)),
        None => out.push_str(&tree_list(r.events)),
    }
    let _ = writeln!(out, "<h2 id=\"figures\">Figures</h2>");
    if r.figures.is_empty() {
        out.push_str("<p>No further figures.</p>\n");
    }
    for f in &r.figures {
        out.push_str(&figure(f));
    }
    let _ = writeln!(
        out,
        "<h2 id=\"pgn\">PGN</h2>\n<pre>{}</pre>",
        escape(&r.pgn)
    );
    let _ = writeln!(
        out,
        "<h2 id=\"dot\">Graphviz DOT of the tree</h2>\n<details><summary>show</summary><pre>{}</pre></details>",
        escape(&r.dot)
    );
    out.push_str("</body>\n</html>\n");
    out
}

fn summary(r: &Report) -> String {
    let res = r.result;
    let rows = [
        ("position", r.fen.clone()),
        ("horizon H_L", r.horizon.to_string()),
        (
            "preset",
            r.settings.map_or("-".to_owned(), |s| s.preset.to_string()),
        ),
        (
            "changed from the preset",
            r.settings.map_or("-".to_owned(), |s| s.changes_text()),
        ),
        (
            "limits",
            r.settings.map_or("-".to_owned(), |s| s.limits_text()),
        ),
        (
            "program",
            r.settings
                .map_or("pioneer".to_owned(), |s| format!("pioneer {}", s.version)),
        ),
        (
            "best move",
            res.best_move.clone().unwrap_or_else(|| "none".into()),
        ),
        ("value", res.value.to_string()),
        (
            "positional evaluation (Appendix 2)",
            res.positional.map_or_else(
                || "not computed".to_owned(),
                |p| {
                    format!(
                        "K_w {} / K_b {}, P {:+} (at the end of the principal variation; orders lines equal in material)",
                        p.k_white(),
                        p.k_black(),
                        p.score()
                    )
                },
            ),
        ),
        ("principal variation", res.pv.join(" ")),
        ("zones at the root", res.zones.to_string()),
        ("size of the tree", res.tree_size.to_string()),
        ("size of the map", res.map_size.to_string()),
        ("moves considered", res.moves_considered.to_string()),
        ("pseudo-searches", res.pseudo_searches.to_string()),
    ];
    let mut out = String::from("<table class=\"summary\">\n");
    for (k, v) in rows {
        let _ = writeln!(out, "<tr><td>{}</td><td>{}</td></tr>", k, escape(&v));
    }
    out.push_str("</table>\n");
    out
}

fn figure(f: &Figure) -> String {
    format!(
        "<figure>\n{}\n<figcaption>{}</figcaption>\n</figure>\n",
        f.svg,
        escape(&f.caption)
    )
}

/// The zones table: one row per trace cell with the 13 fields of Fig. 23.
pub fn zones_table(view: &MoView) -> String {
    let mut out = String::new();
    if view.zones.is_empty() {
        out.push_str("<p>The MO is empty.</p>\n");
        return out;
    }
    out.push_str("<table id=\"zones-table\">\n<tr><th>zone</th><th>bundle</th><th>square</th>");
    for (i, f) in FIELD_NAMES.iter().enumerate() {
        let _ = write!(out, "<th>{} {}</th>", i + 1, f);
    }
    out.push_str("</tr>\n");
    for z in &view.zones {
        for b in &z.bundles {
            for c in &b.cells {
                let _ = write!(
                    out,
                    "<tr><td>{} ({} {}{})</td><td title=\"{}\">[{}] {}{} {}→{}</td><td>{}{}</td>",
                    z.number,
                    z.color,
                    z.zone_type,
                    if z.live { "" } else { ", not live" },
                    escape(&b.summary()),
                    b.number,
                    b.letter,
                    b.piece,
                    b.a0,
                    b.ak,
                    c.square,
                    if c.home { " (home)" } else { "" }
                );
                for f in &c.fields {
                    let _ = write!(out, "<td>{}</td>", escape(f));
                }
                out.push_str("</tr>\n");
            }
        }
    }
    out.push_str("</table>\n");
    out
}

/// The tree as nested lists, erased nodes in dashed boxes.
pub fn tree_list(events: &[Event]) -> String {
    tree_list_marked(events, &[])
}

/// [`tree_list`] with the main line (SAN from `root`, passes `--`) marked.
pub fn tree_list_main(
    events: &[Event],
    root: &pioneer_rules::Chess,
    main_line: &[String],
) -> String {
    use pioneer_rules::Position;
    let h = History::from_events(events);
    let mut marked = Vec::new();
    let (mut at, mut pos) = (0usize, root.clone());
    for m in main_line {
        let next = h.nodes[at].children.iter().copied().find(|&c| {
            let node = &h.nodes[c];
            node.erased_by.is_none()
                && match node.ply {
                    Some(pioneer_rules::Ply::Move(mv)) => {
                        shakmaty::san::SanPlus::from_move(pos.clone(), mv).to_string() == *m
                    }
                    Some(pioneer_rules::Ply::Pass) => m == "--",
                    None => false,
                }
        });
        let Some(c) = next else { break };
        match h.nodes[c].ply {
            Some(pioneer_rules::Ply::Move(mv)) => pos.play_unchecked(mv),
            _ => match pos.clone().swap_turn() {
                Ok(p) => pos = p,
                Err(_) => break,
            },
        }
        marked.push(c);
        at = c;
    }
    tree_list_marked(events, &marked)
}

fn tree_list_marked(events: &[Event], marked: &[usize]) -> String {
    let h = History::from_events(events);
    let mut out = String::from("<ul class=\"tree\">\n<li>root");
    walk(&h, 0, &mut out, marked);
    out.push_str("</li>\n</ul>\n");
    return out;
    fn walk(h: &History, n: usize, out: &mut String, marked: &[usize]) {
        let kids = &h.nodes[n].children;
        if kids.is_empty() {
            return;
        }
        out.push_str("\n<ul>\n");
        for &c in kids {
            let node = &h.nodes[c];
            let text = node
                .ply
                .as_ref()
                .map_or("root".to_owned(), pioneer_rules::notation::printout);
            let value = match node.value {
                Some(v) => v.to_string(),
                None if node.unevaluated => "500".to_owned(),
                None => "—".to_owned(),
            };
            let class = if node.erased_by.is_some() {
                " class=\"erased\""
            } else if marked.contains(&c) {
                " class=\"main\""
            } else {
                ""
            };
            let _ = write!(
                out,
                "<li><span{class}>{} <span class=\"value\">{}</span></span>",
                escape(&text),
                value
            );
            walk(h, c, out, marked);
            out.push_str("</li>\n");
        }
        out.push_str("</ul>\n");
    }
}
