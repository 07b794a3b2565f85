//! Pictures and exports of the Fig. 21 search (spec §7): the final MO diagram against a
//! checked-in expected file, parsed as XML; the DOT tree (12 nodes); the PGN re-read as
//! legal moves.
//!
//! To accept a changed diagram: `UPDATE_EXPECT=1 cargo test -p pioneer-render --test fig21`,
//! then look at the new file and commit it.

use pioneer_render::{dot, model::MoView, pgn, zones_svg};
use pioneer_rules::{Chess, Position, parse_fen};
use pioneer_tree::{Search, SearchConfig, SearchResult};
use shakmaty::san::San;
use std::path::PathBuf;

const FIG21: &str = pioneer_rules::FIG21_FEN;

fn fig21() -> (Search, SearchResult) {
    let mut search = Search::from_fen(FIG21, SearchConfig::fig21()).expect("Fig. 21 FEN");
    let r = search.run();
    (search, r)
}

fn expected(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/expected")
        .join(name)
}

#[test]
fn final_mo_diagram_matches_the_expected_file_and_is_valid_svg() {
    let (search, _) = fig21();
    let view = MoView::new(search.mo(), search.game());
    let svg = zones_svg::diagram(&view, "Fig. 21: the MO after the search");

    let doc = roxmltree::Document::parse(&svg).expect("the diagram is well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    let class = |c: &str| {
        doc.descendants()
            .filter(|n| n.attribute("class") == Some(c))
            .count()
    };
    assert_eq!(
        class("bundle"),
        10,
        "the final MO of Fig. 21 holds ten bundles"
    );
    assert_eq!(class("piece"), 7, "seven pieces on the board");
    assert_eq!(class("board"), 1);
    // The root bundle is bold: its lines are 6 px wide, nothing else is.
    let root_bundle = doc
        .descendants()
        .find(|n| n.attribute("data-bundle") == Some("1"))
        .expect("bundle 1");
    assert_eq!(root_bundle.attribute("data-kind"), Some("Root"));
    // Its lines are paths in a group that carries the width once.
    assert_eq!(root_bundle.attribute("stroke-width"), Some("6.0"));
    assert!(root_bundle.children().any(|n| n.has_tag_name("path")));
    assert!(
        root_bundle
            .children()
            .filter(|n| n.has_tag_name("path"))
            .all(|n| n.attribute("stroke-width").is_none())
    );
    // The blockade g7 → f4 is dashed.
    let blockade = doc
        .descendants()
        .find(|n| n.attribute("data-kind") == Some("Blockade"))
        .expect("a blockade bundle");
    let lines: Vec<_> = blockade
        .children()
        .filter(|n| n.has_tag_name("path") && n.attribute("class") != Some("beta-cross"))
        .collect();
    assert!(!lines.is_empty());
    assert!(
        lines
            .iter()
            .all(|n| n.attribute("stroke-dasharray").is_some())
    );
    assert!(svg.contains("frozen: piece left a0"));

    let path = expected("fig21-final-mo.svg");
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(&path, &svg).expect("write the expected file");
    }
    let want = std::fs::read_to_string(&path).expect("the expected file exists");
    assert!(
        want == svg,
        "the diagram changed: look at it and rerun with UPDATE_EXPECT=1 to accept ({})",
        path.display()
    );
}

#[test]
fn root_mo_diagram_has_only_the_root_bundle() {
    let mut search = Search::from_fen(FIG21, SearchConfig::fig21()).expect("FEN");
    search.prepare();
    let view = MoView::new(search.mo(), search.game());
    let svg = zones_svg::diagram(&view, "before");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed");
    let bundles = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("bundle"))
        .count();
    assert_eq!(bundles, 1);
}

#[test]
fn dot_tree_has_twelve_nodes_and_parses() {
    let (search, r) = fig21();
    assert_eq!(r.tree_size, 12);
    let plain = dot::tree_dot(search.tree(), search.game().position());
    assert_eq!(dot::count_tree_nodes(&plain), 12, "root + 11 moves");
    assert!(!plain.contains("subgraph"));
    let full = dot::search_dot(search.tree(), search.game().position(), search.events());
    assert_eq!(dot::count_tree_nodes(&full), 12);
    assert_eq!(full.matches("subgraph cluster_erased").count(), 2);
    check_dot(&full);
    check_dot(&plain);

    let history = dot::History::from_events(search.events());
    assert_eq!(history.surviving(), 12);
    // 18 moves and 3 passes made, the root besides.
    assert_eq!(history.nodes.len(), 1 + 18 + 3);
    assert_eq!(history.restarts, 2);

    if std::path::Path::new("/usr/bin/dot").exists() {
        let out = std::process::Command::new("/usr/bin/dot")
            .arg("-Tsvg")
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .and_then(|mut c| {
                use std::io::Write;
                c.stdin.take().expect("stdin").write_all(full.as_bytes())?;
                c.wait_with_output()
            })
            .expect("dot runs");
        assert!(out.status.success(), "dot rejects the DOT text");
        let svg = String::from_utf8(out.stdout).expect("utf-8");
        let start = svg.find("<svg").expect("an svg element");
        roxmltree::Document::parse_with_options(
            &svg[start..],
            roxmltree::ParsingOptions {
                allow_dtd: true,
                ..Default::default()
            },
        )
        .expect("dot's SVG parses");
    } else {
        eprintln!("skipping the Graphviz check: /usr/bin/dot is not installed");
    }
}

/// A small hand check of the DOT syntax used: balanced braces and quotes, one graph,
/// every edge between declared nodes.
fn check_dot(text: &str) {
    assert!(text.starts_with("digraph search {"));
    assert!(text.trim_end().ends_with('}'));
    let mut depth = 0i32;
    let mut in_quote = false;
    let mut prev = ' ';
    for c in text.chars() {
        match c {
            '"' if prev != '\\' => in_quote = !in_quote,
            '{' if !in_quote => depth += 1,
            '}' if !in_quote => depth -= 1,
            _ => {}
        }
        assert!(depth >= 0);
        prev = c;
    }
    assert_eq!(depth, 0);
    assert!(!in_quote);
    let mut declared = std::collections::HashSet::new();
    for line in text.lines().map(str::trim) {
        if let Some((name, rest)) = line.split_once(' ')
            && rest.starts_with("[label=")
        {
            declared.insert(name.to_owned());
        }
    }
    for line in text.lines().map(str::trim) {
        if let Some((a, rest)) = line.split_once(" -> ") {
            let b = rest.split(' ').next().expect("edge target");
            assert!(declared.contains(a), "undeclared node {a}");
            assert!(declared.contains(b), "undeclared node {b}");
        }
    }
}

#[test]
fn pgn_rereads_as_legal_moves() {
    let (search, r) = fig21();
    let text = pgn::pgn(
        search.game().position(),
        &r.pv,
        &pgn::PgnInfo {
            value: r.value,
            tree_size: r.tree_size,
            moves_considered: r.moves_considered,
            horizon: 4,
            settings: Some(
                pioneer_tree::SearchConfig::fig21().summary(pioneer_tree::Preset::Fig21),
            ),
        },
    );
    // The settings in effect are PGN headers.
    assert!(text.contains("[PioneerPreset \"fig21\"]"), "{text}");
    assert!(text.contains("[PioneerChanges \"none\"]"), "{text}");
    assert!(text.contains("[Annotator \"pioneer "), "{text}");
    assert!(text.contains("[SetUp \"1\"]"));
    let (fen, sans) = read_pgn(&text);
    assert_eq!(fen, FIG21);
    assert_eq!(sans, ["Ne6", "Bg3", "Nf4", "Bxf4", "exf4"]);
    let mut pos: Chess = parse_fen(&fen).expect("PGN FEN");
    for s in &sans {
        let san = San::from_ascii(s.as_bytes()).expect("SAN syntax");
        let m = san.to_move(&pos).expect("a legal move");
        pos.play_unchecked(m);
    }
    let one_line = text.replace('\n', " ");
    assert!(one_line.contains("value 0"));
    assert!(one_line.contains("tree of 12 nodes"));
}

/// A small PGN reader: the FEN tag and the SAN moves (comments, move numbers and the
/// result skipped).
fn read_pgn(text: &str) -> (String, Vec<String>) {
    let mut fen = String::new();
    let mut movetext = String::new();
    for line in text.lines() {
        if let Some(tag) = line.strip_prefix("[FEN \"") {
            fen = tag.trim_end_matches("\"]").to_owned();
        } else if !line.starts_with('[') {
            movetext.push_str(line);
            movetext.push(' ');
        }
    }
    let mut clean = String::new();
    let mut in_comment = false;
    for c in movetext.chars() {
        match c {
            '{' => in_comment = true,
            '}' => in_comment = false,
            _ if !in_comment => clean.push(c),
            _ => {}
        }
    }
    let sans = clean
        .split_whitespace()
        .filter(|w| !w.ends_with('.') && !["*", "1-0", "0-1", "1/2-1/2"].contains(w))
        .map(str::to_owned)
        .collect();
    (fen, sans)
}

#[test]
fn pgn_stops_at_a_pass() {
    let pos: Chess = parse_fen(FIG21).expect("FEN");
    let pv: Vec<String> = ["Ne6", "Bg3", "--", "Bxe5"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let info = pgn::PgnInfo {
        value: 0,
        tree_size: 1,
        moves_considered: 0,
        horizon: 4,
        settings: None,
    };
    let text = pgn::pgn(&pos, &pv, &info);
    let (_, sans) = read_pgn(&text);
    assert_eq!(sans, ["Ne6", "Bg3"]);
    assert!(text.contains("then a pass"));
}

#[test]
fn mo_view_serialises() {
    let (search, _) = fig21();
    let view = MoView::new(search.mo(), search.game());
    let json = serde_json::to_value(&view).expect("serialises");
    assert_eq!(
        json["zones"][0]["bundles"].as_array().map(Vec::len),
        Some(10)
    );
    assert_eq!(json["zones"][0]["bundles"][0]["kind"], "Root");
    assert_eq!(json["map_size"], 23);
    let text = view.to_text();
    assert!(text.contains("zones 1  bundles 10  trace cells 23"));
}
