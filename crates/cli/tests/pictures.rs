//! The `pioneer` binary: `zones`, `report` and the exports of `search` (SVG, DOT, PGN,
//! JSON), their errors, and the HTML report loaded in a real headless browser.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

const FIG21: &str = pioneer_rules::FIG21_FEN;

fn pioneer(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pioneer"))
        .args(args)
        .output()
        .expect("the pioneer binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

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
