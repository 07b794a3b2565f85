//! The code map's rules, checked on the sources themselves (docs/ARCHITECTURE.md,
//! "Invariants"): inside every crate the modules import each other without a cycle, and no
//! source file under `crates/*/src` is longer than 600 lines.
//!
//! A module's imports are read from the text: every `crate::a::b` path (in `use` items and
//! in expressions) names module `a` of the same crate; `super::x` inside `a/b.rs` names
//! `a::x`. An `impl` block of a type defined elsewhere does not count as an import of the
//! type's module unless the file names that module.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The longest a source file may be (house rule; a longer one needs a reason in its doc).
const MAX_LINES: usize = 600;

mod repo_files;

use repo_files::workspace;

/// The Rust sources under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    repo_files::files_under(dir, &["rs"], &[], out);
}

/// The top-level module a file of `src/` belongs to (`lib`/`main` for the crate root).
fn top_module(src: &Path, file: &Path) -> String {
    let rel = file.strip_prefix(src).expect("file under src");
    let first = rel.components().next().expect("non-empty path");
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_owned()
}

/// The top-level modules a file names through `crate::…` (in `a/b.rs`, `super::` stays
/// inside `a` and adds no edge).
fn imports(text: &str, own: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let code: String = text
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    for (i, _) in code.match_indices("crate::") {
        let before = code[..i].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue; // `pioneer_crate::`, `$crate::`
        }
        let rest = &code[i + "crate::".len()..];
        if let Some(inner) = rest.strip_prefix('{') {
            // The first path segment of each top-level item of the group.
            let mut depth = 0;
            let mut start = true;
            for (j, c) in inner.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && !c.is_whitespace() => {
                        start = false;
                        let m = ident(&inner[j..]);
                        if !m.is_empty() {
                            out.insert(m);
                        }
                    }
                    _ => {}
                }
            }
        } else {
            let m = ident(rest);
            if !m.is_empty() {
                out.insert(m);
            }
        }
    }
    out.remove(own);
    out
}

fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        n: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        state: &mut BTreeMap<String, u8>,
        stack: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        state.insert(n.to_owned(), 1);
        stack.push(n.to_owned());
        for m in graph.get(n).into_iter().flatten() {
            if !graph.contains_key(m) {
                continue; // a re-exported item of the crate root, not a module
            }
            match state.get(m.as_str()) {
                Some(1) => {
                    let at = stack.iter().position(|x| x == m).unwrap_or(0);
                    let mut cycle = stack[at..].to_vec();
                    cycle.push(m.clone());
                    return Some(cycle);
                }
                Some(_) => {}
                None => {
                    if let Some(c) = visit(m, graph, state, stack) {
                        return Some(c);
                    }
                }
            }
        }
        stack.pop();
        state.insert(n.to_owned(), 2);
        None
    }
    let mut state = BTreeMap::new();
    for n in graph.keys() {
        if !state.contains_key(n.as_str()) {
            let mut stack = Vec::new();
            if let Some(c) = visit(n, graph, &mut state, &mut stack) {
                return Some(c);
            }
        }
    }
    None
}

#[test]
fn no_module_cycle_inside_a_crate() {
    let mut crates: Vec<PathBuf> = fs::read_dir(workspace().join("crates"))
        .expect("crates/")
        .flatten()
        .map(|e| e.path().join("src"))
        .filter(|p| p.is_dir())
        .collect();
    crates.sort();
    assert!(crates.len() >= 8, "expected the workspace's crates");
    let mut cycles = Vec::new();
    for src in crates {
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for f in &files {
            let top = top_module(&src, f);
            if top == "lib" || top == "main" {
                continue; // the crate root declares and re-exports every module
            }
            let text = fs::read_to_string(f).expect("readable source");
            graph
                .entry(top.clone())
                .or_default()
                .extend(imports(&text, &top));
        }
        if let Some(c) = find_cycle(&graph) {
            cycles.push(format!("{}: {}", src.display(), c.join(" → ")));
        }
    }
    assert!(cycles.is_empty(), "module cycles:\n{}", cycles.join("\n"));
}

#[test]
fn no_source_file_over_the_limit() {
    let mut files = Vec::new();
    for e in fs::read_dir(workspace().join("crates"))
        .expect("crates/")
        .flatten()
    {
        rust_files(&e.path().join("src"), &mut files);
    }
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let n = fs::read_to_string(f).ok()?.lines().count();
            (n > MAX_LINES).then(|| format!("{} ({n} lines)", f.display()))
        })
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}

#[test]
fn the_checker_sees_a_cycle() {
    let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    g.entry("mo".into())
        .or_default()
        .extend(imports("use crate::vision::negation_bundle;", "mo"));
    g.entry("vision".into())
        .or_default()
        .extend(imports("use crate::{mo::{Mo, Cells}, cell};", "vision"));
    g.entry("cell".into()).or_default();
    assert_eq!(
        find_cycle(&g),
        Some(vec!["mo".into(), "vision".into(), "mo".into()])
    );
    g.get_mut("vision").map(|s| s.remove("mo"));
    assert_eq!(find_cycle(&g), None);
}
