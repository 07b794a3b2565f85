//! The documents' cross-references, checked on the text (docs/ARCHITECTURE.md,
//! "Invariants"). Code, tests, scripts and documents point into the documents as
//! `` `docs/<name>.md`, "Section" ``. This test reads every such reference in the
//! repository's sources and documents and asserts two things:
//!
//! - the file exists;
//! - the quoted section is one of its headings, a bold label (`**Section**`, as the
//!   numbered items of `docs/search.md` are), or the start of a line.
//!
//! A quotation "Issue 15, … session" names a section of `docs/studies-log.md` wherever it
//! stands. The comparison ignores case and the kind of quotes. A reference without a quoted
//! section names the whole file, and only the file's existence is checked.

use std::fs;
use std::path::{Path, PathBuf};

mod repo_files;

use repo_files::workspace;

/// The files read for references: the sources, tests, scripts and documents (no build
/// output, no fixtures but their README, which the test adds).
fn text_files(dir: &Path, out: &mut Vec<PathBuf>) {
    repo_files::files_under(
        dir,
        &["rs", "md", "py"],
        &["target", ".git", "fixtures"],
        out,
    );
}

/// The text with comment markers at line starts and every run of white space made one
/// space, so that a reference broken over comment lines reads as one.
fn flattened(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let t = line.trim_start();
        let t = ["//!", "///", "//", "#"]
            .iter()
            .find_map(|m| t.strip_prefix(m))
            .unwrap_or(t);
        out.push_str(t.trim());
        out.push(' ');
    }
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Case and quotes folded, for comparing a quoted section with the document's lines.
fn folded(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            '\'' | '“' | '”' | '‘' | '’' => '"',
            c => c.to_ascii_lowercase(),
        })
        .collect::<String>()
        .to_lowercase()
}

/// One reference: the document's path and the quoted section, if any.
#[derive(Debug)]
struct Reference {
    doc: String,
    section: Option<String>,
}

/// The references in a flattened text: `docs/<name>.md` (or a README) followed by an
/// optional closing backquote, then `, "…"`, ` ("…"` or `: "…"`.
fn references(text: &str) -> Vec<Reference> {
    let mut out = Vec::new();
    for (i, _) in text.match_indices(".md") {
        let start = text[..i]
            .rfind(|c: char| !(c.is_ascii_alphanumeric() || "/_-.".contains(c)))
            .map_or(0, |j| j + 1);
        let doc = &text[start..i + 3];
        if !(doc.starts_with("docs/") || doc.ends_with("README.md")) {
            continue;
        }
        let rest = text[i + 3..].trim_start_matches('`');
        let rest = rest
            .strip_prefix(", ")
            .or_else(|| rest.strip_prefix(" ("))
            .or_else(|| rest.strip_prefix(": "))
            .unwrap_or("");
        let section = rest
            .strip_prefix('"')
            .and_then(|r| r.find('"').map(|e| r[..e].to_owned()))
            .filter(|s| (3..=120).contains(&s.len()));
        out.push(Reference {
            doc: doc.to_owned(),
            section,
        });
    }
    out
}

/// Whether the document has the section: a heading, a bold label or a line that starts
/// with it (folded).
fn has_section(doc: &str, section: &str) -> bool {
    let want = folded(section.trim_end_matches(['.', ',', ':']));
    doc.lines().any(|line| {
        let l = folded(line.trim());
        let heading = l.trim_start_matches('#').trim_start();
        heading.starts_with(&want)
            || l.contains(&format!("**{want}"))
            || l.starts_with(&want)
            || (l.starts_with('#') && heading.contains(&want))
    })
}

#[test]
fn every_reference_to_a_document_names_a_file_and_a_section_it_has() {
    let root = workspace();
    let mut files = Vec::new();
    text_files(&root, &mut files);
    files.push(root.join("fixtures/README.md"));
    let mut checked = 0;
    let mut dangling = Vec::new();
    for f in &files {
        let Ok(text) = fs::read_to_string(f) else {
            continue;
        };
        let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
        for r in references(&flattened(&text)) {
            // A path is read from the folder of the file that names it first (a README's
            // folder beside it), then from the repository's root.
            let beside = f.parent().map(|d| d.join(&r.doc));
            let path = match beside {
                Some(p) if p.exists() => p,
                _ => root.join(&r.doc),
            };
            let Ok(doc) = fs::read_to_string(&path) else {
                dangling.push(format!("{rel}: {} does not exist", r.doc));
                continue;
            };
            checked += 1;
            if let Some(s) = &r.section
                && !has_section(&doc, s)
            {
                dangling.push(format!("{rel}: {} has no section \"{s}\"", r.doc));
            }
        }
    }
    assert!(checked > 100, "only {checked} references read");
    assert!(
        dangling.is_empty(),
        "{} dangling references:\n{}",
        dangling.len(),
        dangling.join("\n")
    );
}

#[test]
fn every_quoted_session_is_a_section_of_the_log() {
    // "Issue 15, sixty-fifth session" names a section of docs/studies-log.md wherever
    // it is quoted, with or without the file's name before it.
    let root = workspace();
    let log = fs::read_to_string(root.join("docs/studies-log.md")).expect("the log");
    let mut files = Vec::new();
    text_files(&root, &mut files);
    let (mut checked, mut dangling) = (0, Vec::new());
    for f in &files {
        let Ok(text) = fs::read_to_string(f) else {
            continue;
        };
        let text = flattened(&text);
        for (i, _) in text.match_indices("\"Issue 15") {
            let Some(end) = text[i + 1..].find('"') else {
                continue;
            };
            let quoted = &text[i + 1..i + 1 + end];
            // "Issue 15, … session" with an ellipsis is the pattern, not a section.
            if quoted.contains('…') {
                continue;
            }
            checked += 1;
            if !log
                .lines()
                .any(|l| l.starts_with("## ") && folded(&l[3..]).starts_with(&folded(quoted)))
            {
                let rel = f.strip_prefix(&root).unwrap_or(f).display().to_string();
                dangling.push(format!("{rel}: \"{quoted}\""));
            }
        }
    }
    assert!(checked > 50, "only {checked} quotations read");
    assert!(
        dangling.is_empty(),
        "not in the log:\n{}",
        dangling.join("\n")
    );
}

#[test]
fn a_reference_is_read_across_comment_lines_and_quotes_are_folded() {
    let text = flattened(concat!(
        "/// see `docs/studies-log.md`,\n",
        r#"/// "Issue 15, sixty-fifth session""#
    ));
    let r = references(&text);
    assert_eq!(r.len(), 1);
    assert_eq!(r[0].doc, "docs/studies-log.md");
    assert_eq!(
        r[0].section.as_deref(),
        Some("Issue 15, sixty-fifth session")
    );
    let doc = "# Title\n\n**What \"a win above 0\" reads** (measured)\n";
    assert!(has_section(doc, "What 'a win above 0' reads"));
    assert!(!has_section(doc, "What a loss reads"));
}
