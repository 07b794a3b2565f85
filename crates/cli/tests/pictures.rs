//! The `pioneer` binary: `zones`, `report` and the exports of `search` (SVG, DOT, PGN,
//! JSON), the same exports of the suite runners `solve` and `compare` (one file or game
//! per position), their errors, and the HTML report loaded in a real headless browser.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::{pioneer, stderr, stdout};

const FIG21: &str = pioneer_rules::FIG21_FEN;

/// A fresh temporary directory for one test.
fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pioneer-pictures-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

fn assert_input_error(out: &Output) {
    assert_eq!(out.status.code(), Some(2), "exit code 2: {}", stderr(out));
    let err = stderr(out);
    assert_eq!(err.trim_end().lines().count(), 1, "one line: {err:?}");
    assert!(err.starts_with("error"), "{err:?}");
}

#[test]
fn zones_prints_the_mo_as_text_and_json() {
    let out = pioneer(&["zones", "--fen", FIG21, "--preset", "fig21"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("MO after search"));
    assert!(text.contains("zones 1  bundles 10  trace cells 23"));
    assert!(text.contains("cells: square | piece ak length kind attacked freeze"));

    let out = pioneer(&[
        "zones", "--fen", FIG21, "--preset", "fig21", "--before", "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(v["stage"], "before_search");
    assert_eq!(v["horizon"], 4);
    let zone = &v["mo"]["zones"][0];
    assert_eq!(zone["zone_type"], "attack");
    assert_eq!(zone["bundles"][0]["a0"], "f2");
    assert_eq!(zone["bundles"][0]["ak"], "e5");
    assert_eq!(
        zone["bundles"][0]["cells"][0]["fields"]
            .as_array()
            .map(Vec::len),
        Some(13)
    );
}

#[test]
fn zones_draws_an_svg() {
    let dir = temp_dir("zones");
    let file = dir.join("mo.svg");
    let out = pioneer(&[
        "zones",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        "--svg",
        file.to_str().expect("utf-8 path"),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = std::fs::read_to_string(&file).expect("the SVG is written");
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert_eq!(svg.matches("class=\"bundle\"").count(), 10);
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn search_writes_diagrams_dot_and_pgn() {
    let dir = temp_dir("search");
    let svgs = dir.join("svg");
    let dot = dir.join("tree.dot");
    let pgn = dir.join("pv.pgn");
    let out = pioneer(&[
        "search",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        "--svg",
        svgs.to_str().expect("utf-8"),
        "--dot",
        dot.to_str().expect("utf-8"),
        "--pgn",
        pgn.to_str().expect("utf-8"),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(v["written"].as_array().map(Vec::len), Some(6));
    for name in ["root.svg", "pseudo-01.svg", "pseudo-02.svg", "final.svg"] {
        let svg = std::fs::read_to_string(svgs.join(name)).expect(name);
        assert!(svg.starts_with("<svg"), "{name}");
    }
    let dot_text = std::fs::read_to_string(&dot).expect("DOT written");
    assert!(dot_text.starts_with("digraph search {"));
    let pgn_text = std::fs::read_to_string(&pgn).expect("PGN written");
    assert!(pgn_text.contains(&format!("[FEN \"{FIG21}\"]")));
    assert!(pgn_text.contains("1... Ne6 2. Bg3 Nf4 3. Bxf4 exf4 *"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn bad_input_is_one_line_and_exit_2() {
    assert_input_error(&pioneer(&["zones", "--fen", "not a fen"]));
    assert_input_error(&pioneer(&[
        "report",
        "--fen",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "--out",
        "/tmp/x.html",
    ]));
    // clap's own errors are one line too.
    assert_input_error(&pioneer(&["zones", "--fen", FIG21, "--horizon", "0"]));
    assert_input_error(&pioneer(&[
        "search",
        "--fen",
        FIG21,
        "--pgn",
        "/nonexistent-dir/for/sure/pv.pgn",
    ]));
    assert_input_error(&pioneer(&[
        "zones",
        "--fen",
        FIG21,
        "--svg",
        "/nonexistent-dir/for/sure/mo.svg",
    ]));
}

/// Runs a command with a time limit, its output going to files (a pipe that nobody reads
/// while waiting could fill up and stall the browser); `None` if it had to be killed.
fn run_with_timeout(cmd: &mut Command, dir: &Path, limit: Duration) -> Option<Output> {
    let out_path = dir.join("stdout.txt");
    let err_path = dir.join("stderr.txt");
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(std::fs::File::create(&out_path).ok()?)
        .stderr(std::fs::File::create(&err_path).ok()?)
        .spawn()
        .ok()?;
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(100)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return None;
            }
        }
    };
    Some(Output {
        status,
        stdout: std::fs::read(&out_path).unwrap_or_default(),
        stderr: std::fs::read(&err_path).unwrap_or_default(),
    })
}

fn chromium(profile: &Path, extra: &[&str], url: &str) -> Output {
    let mut cmd = Command::new("/usr/bin/chromium");
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--enable-logging=stderr",
        "--v=0",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .args(extra)
    .arg(url);
    std::fs::create_dir_all(profile).expect("profile dir");
    run_with_timeout(&mut cmd, profile, Duration::from_secs(120))
        .expect("chromium finishes within 120 s")
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "a PNG file");
    let w = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
    let h = u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]);
    (w, h)
}

fn console_errors(log: &str) -> Vec<String> {
    log.lines()
        .filter(|l| {
            l.contains("CONSOLE") || l.contains("Uncaught") || l.contains("ERR_FILE_NOT_FOUND")
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn report_loads_in_headless_chromium() {
    let dir = temp_dir("report");
    let html = dir.join("fig21.html");
    let out = pioneer(&[
        "report",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        "--out",
        html.to_str().expect("utf-8"),
        "--json",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let v: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    assert_eq!(v["result"]["tree_size"], 12);
    let page = std::fs::read_to_string(&html).expect("the report is written");
    assert!(page.contains("<table id=\"zones-table\">"));
    assert!(!page.contains("<script"), "the report needs no scripts");
    assert!(
        !page.contains(" src="),
        "the report loads nothing from elsewhere"
    );
    assert!(
        !page.contains("href=\"http"),
        "the report links nothing elsewhere"
    );

    if !Path::new("/usr/bin/chromium").exists() {
        eprintln!(
            "SKIPPED: /usr/bin/chromium is not installed (apt-get install -y chromium); the report was not loaded in a browser"
        );
        return;
    }
    let url = format!("file://{}", html.display());
    let png = dir.join("report.png");
    let shot = chromium(
        &dir.join("profile-shot"),
        &[
            &format!("--screenshot={}", png.display()),
            "--window-size=1200,1600",
        ],
        &url,
    );
    let log = stderr(&shot);
    assert!(shot.status.success(), "chromium failed: {log}");
    assert!(
        console_errors(&log).is_empty(),
        "console errors: {:?}",
        console_errors(&log)
    );
    let bytes = std::fs::read(&png).expect("the screenshot is written");
    assert_eq!(png_size(&bytes), (1200, 1600));
    // A blank 1200×1600 page compresses to a few kilobytes; the report is far richer.
    assert!(
        bytes.len() > 50_000,
        "the screenshot looks empty: {} bytes",
        bytes.len()
    );

    let dom = chromium(&dir.join("profile-dom"), &["--dump-dom"], &url);
    let dom_log = stderr(&dom);
    assert!(dom.status.success(), "chromium failed: {dom_log}");
    assert!(
        console_errors(&dom_log).is_empty(),
        "console errors: {:?}",
        console_errors(&dom_log)
    );
    let dom_text = stdout(&dom);
    assert!(
        dom_text.contains("id=\"zones-table\""),
        "the DOM has the zones table"
    );
    assert!(dom_text.contains("NG7-E6"), "the DOM has the printout");
    assert!(dom_text.contains("<svg"), "the DOM has the diagram");
    if std::env::var_os("PIONEER_KEEP_SCREENSHOT").is_some() {
        eprintln!("screenshot kept at {}", png.display());
    } else {
        let _ = std::fs::remove_dir_all(dir);
    }
}

#[test]
fn dot_svg_goes_through_graphviz_when_installed() {
    if !Path::new("/usr/bin/dot").exists() {
        eprintln!("SKIPPED: Graphviz's dot is not installed (apt-get install -y graphviz)");
        return;
    }
    let dir = temp_dir("dot");
    let file = dir.join("tree.svg");
    let out = pioneer(&[
        "search",
        "--fen",
        FIG21,
        "--preset",
        "fig21",
        "--dot",
        file.to_str().expect("utf-8"),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let svg = std::fs::read_to_string(&file).expect("the tree SVG is written");
    assert!(svg.starts_with("<svg"));
    assert!(
        svg.contains("erased by pseudo&#45;search 2"),
        "dot escapes the hyphen"
    );
    assert!(svg.contains("NG7&#45;E6"));
    let _ = std::fs::remove_dir_all(dir);
}

/// The studies suite of the repository.
fn studies() -> String {
    format!("{}/../../fixtures/studies.epd", env!("CARGO_MANIFEST_DIR"))
}

/// The `id`s of the studies suite, in order.
const STUDY_IDS: [&str; 8] = [
    "reti-1921",
    "pawn-breakthrough",
    "saavedra-1895",
    "lasker-reichhelm-1901",
    "botvinnik-capablanca-1938",
    "kasparov-ribli-1989",
    "chernev-001",
    "chernev-003",
];

/// The values of PGN tag `name` in `pgn`, game by game.
fn tag_values(pgn: &str, name: &str) -> Vec<String> {
    let head = format!("[{name} \"");
    pgn.lines()
        .filter_map(|l| l.strip_prefix(&head))
        .map(|v| v.trim_end_matches("\"]").to_owned())
        .collect()
}

/// The files of `dir` ending in `.ext`, sorted, each checked to start with `start`.
fn files_starting(dir: &Path, ext: &str, start: &str) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("directory written")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == ext))
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable");
            assert!(
                text.starts_with(start),
                "{}: {}",
                p.display(),
                &text[..40.min(text.len())]
            );
            p.file_stem().unwrap().to_string_lossy().into_owned()
        })
        .collect();
    names.sort();
    names
}

/// A fresh temporary directory holding `s.epd` with `text`: (the directory, the suite).
fn suite_in_temp_dir(name: &str, text: &str) -> (PathBuf, PathBuf) {
    let dir = temp_dir(name);
    let suite = dir.join("s.epd");
    std::fs::write(&suite, text).expect("suite written");
    (dir, suite)
}

fn sorted_ids() -> Vec<String> {
    let mut ids: Vec<String> = STUDY_IDS.iter().map(|s| s.to_string()).collect();
    ids.sort();
    ids
}

/// The three exports of a suite run over the studies, in a fresh temporary directory.
struct SuiteOut {
    dir: PathBuf,
    pgn: PathBuf,
    dot: PathBuf,
    svg: PathBuf,
}

impl SuiteOut {
    fn new(name: &str) -> SuiteOut {
        let dir = temp_dir(name);
        SuiteOut {
            pgn: dir.join("games.pgn"),
            dot: dir.join("trees"),
            svg: dir.join("new/mo"),
            dir,
        }
    }

    /// `pioneer CMD studies.epd --time-ms 100 EXTRA… --pgn … --dot … --svg …`.
    fn run(&self, cmd: &str, extra: &[&str]) -> Output {
        let studies = studies();
        let mut args = vec![cmd, &studies, "--time-ms", "100"];
        args.extend(extra);
        let paths = [&self.pgn, &self.dot, &self.svg].map(|p| p.display().to_string());
        for (flag, path) in ["--pgn", "--dot", "--svg"].into_iter().zip(&paths) {
            args.extend([flag, path.as_str()]);
        }
        let out = pioneer(&args);
        assert!(out.status.success(), "{}", stderr(&out));
        out
    }

    /// The games written; the trees and MO diagrams checked, one per study.
    fn games(&self) -> String {
        assert_eq!(files_starting(&self.dot, "dot", "digraph"), sorted_ids());
        assert_eq!(files_starting(&self.svg, "svg", "<svg"), sorted_ids());
        std::fs::read_to_string(&self.pgn).expect("PGN written")
    }
}

#[test]
fn solve_writes_one_game_tree_and_mo_per_position() {
    let exports = SuiteOut::new("solve-suite");
    let out = exports.run("solve", &[]);
    assert!(
        stdout(&out).contains("wrote 8 games to"),
        "{}",
        stdout(&out)
    );
    let text = exports.games();
    assert_eq!(tag_values(&text, "Event"), STUDY_IDS);
    assert_eq!(tag_values(&text, "Engine"), ["pioneer"; 8]);
    assert_eq!(tag_values(&text, "PioneerPreset"), ["studies"; 8]);
    assert_eq!(tag_values(&text, "PioneerLimits").len(), 8);
    assert_eq!(tag_values(&text, "Verdict").len(), 8);
    assert_eq!(tag_values(&text, "Value").len(), 8);
    assert_eq!(tag_values(&text, "Result"), ["*"; 8]);
    assert!(text.contains("[FEN \"7K/8/k1P5/7p/8/8/8/8 w - - 0 1\"]"));
    let _ = std::fs::remove_dir_all(&exports.dir);
}

#[test]
fn compare_writes_every_engines_game_and_pioneers_pictures() {
    let exports = SuiteOut::new("compare-suite");
    let (chart, json) = (exports.dir.join("chart.svg"), exports.dir.join("c.json"));
    let json_arg = format!("--json={}", json.display());
    let extra = [
        "--nodes",
        "20000",
        "--configs",
        "full",
        "--threads",
        "1",
        "--chart",
        chart.to_str().unwrap(),
        &json_arg,
    ];
    exports.run("compare", &extra);
    let text = exports.games();
    let events = tag_values(&text, "Event");
    assert_eq!(events.len(), 16, "a game per position and engine");
    let engines = tag_values(&text, "Engine");
    for (i, id) in STUDY_IDS.iter().enumerate() {
        assert_eq!(events[2 * i..2 * i + 2], [*id, *id]);
        assert_eq!(engines[2 * i..2 * i + 2], ["pioneer", "full"]);
    }
    assert_eq!(tag_values(&text, "EngineSettings").len(), 8);
    assert!(std::fs::read_to_string(&chart).unwrap().starts_with("<svg"));
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).expect("JSON");
    assert_eq!(v["written"].as_array().map(Vec::len), Some(17));
    let _ = std::fs::remove_dir_all(&exports.dir);
}

#[test]
fn suite_exports_name_files_safely_and_apart() {
    let (dir, suite) = suite_in_temp_dir(
        "suite-names",
        "4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6; id \"../a b\";\n\
         4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6; id \"../a b\";\n\
         4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6;\n",
    );
    let dot = dir.join("d");
    let out = pioneer(&[
        "solve",
        suite.to_str().unwrap(),
        "--time-ms",
        "100",
        "--dot",
        dot.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        files_starting(&dot, "dot", "digraph"),
        ["a_b", "a_b-line-2", "line-3"]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_suite_export_that_cannot_be_written_is_one_line_and_exit_2() {
    let (dir, suite) = suite_in_temp_dir(
        "suite-errors",
        "4k3/8/3K4/4P3/8/8/8/8 w - - bm Ke6; id \"chernev-003\";\n",
    );
    let file = dir.join("a-file");
    std::fs::write(&file, "").unwrap();
    let under = |name: &str| file.join(name).display().to_string();
    // A position's file that is a directory: the write during the run fails.
    let taken = dir.join("taken");
    std::fs::create_dir_all(taken.join("chernev-003.dot")).unwrap();
    let taken = taken.display().to_string();
    let cases: [[&str; 2]; 6] = [
        ["--pgn", "/dev/full"],
        ["--pgn", &under("g.pgn")],
        ["--dot", &under("d")],
        ["--svg", &under("s")],
        ["--dot", &taken],
        ["--svg", "mo.svg"],
    ];
    for cmd in [
        &["solve"][..],
        &["compare", "--configs", "full", "--nodes", "20000"],
    ] {
        for [flag, path] in &cases {
            let mut args = cmd.to_vec();
            args.extend([suite.to_str().unwrap(), "--time-ms", "100", flag, path]);
            let out = pioneer(&args);
            assert_input_error(&out);
            let err = stderr(&out);
            assert!(
                err.contains("cannot") || err.contains("directory"),
                "{args:?}: {err}"
            );
        }
    }
    let out = pioneer(&["compare", suite.to_str().unwrap(), "--svg", "chart.svg"]);
    assert!(stderr(&out).contains("--chart FILE"), "{}", stderr(&out));
    let out = pioneer(&[
        "solve",
        suite.to_str().unwrap(),
        "--engine",
        "alphabeta",
        "--dot",
        &dir.join("d").display().to_string(),
    ]);
    assert_input_error(&out);
    // Alpha-beta's line goes into the PGN all the same.
    let pgn = dir.join("ab.pgn");
    let out = pioneer(&[
        "solve",
        suite.to_str().unwrap(),
        "--engine",
        "alphabeta",
        "--nodes",
        "20000",
        "--pgn",
        pgn.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = std::fs::read_to_string(&pgn).unwrap();
    assert_eq!(tag_values(&text, "Engine"), ["alphabeta"]);
    assert!(text.contains("1. Ke6"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}
