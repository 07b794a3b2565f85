//! Pictures and exports of the Pioneer search (no image assets, no external programs).
//!
//! - [`model`]: the MO as plain data (zones, bundles, the 13 fields of every trace cell),
//!   serialisable to JSON and printable as text;
//! - [`svg_board`]: an SVG chess board drawn from vector shapes;
//! - [`zones_svg`]: the zone diagram: every live zone's trajectories as arrows;
//! - [`dot`]: the search tree as Graphviz DOT, with the subtrees erased by pseudo-search;
//! - [`html`]: one self-contained HTML report;
//! - [`pgn`]: the principal variation as PGN.
//!
//! ```
//! use pioneer_tree::{Search, SearchConfig};
//!
//! let mut search = Search::from_fen(pioneer_rules::FIG21_FEN, SearchConfig::fig21()).unwrap();
//! search.run();
//! let view = pioneer_render::model::MoView::new(search.mo(), search.game());
//! assert_eq!(view.zones.len(), 1);
//! let svg = pioneer_render::zones_svg::diagram(&view, "Fig. 21, the final MO");
//! assert!(svg.starts_with("<svg"));
//! ```

pub mod dot;
pub mod html;
pub mod model;
pub mod pgn;
pub mod svg_board;
pub mod zones_svg;

/// Escapes text for XML and HTML (`&`, `<`, `>`, `"`, `'`).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}
