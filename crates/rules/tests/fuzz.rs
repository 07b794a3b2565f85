//! Fuzzing the EPD record parser (`pioneer_rules::fuzz`): random bytes and mutations of
//! the project's own suites. Never a panic; a record that parses re-parses from its FEN,
//! and its `bm`/`am` moves are either legal or an error. The short run is part of
//! `cargo test`; the long one (10^6 inputs) is `cargo test --release -p pioneer-rules
//! --test fuzz -- --ignored` (figures in docs/robustness.md).

use pioneer_rules::epd::EpdRecord;
use pioneer_rules::fuzz;

const DICTIONARY: &[&str] = &[
    " bm ", " am ", " id ", "\"", ";", " c0 ", " hmvc ", " fmvn ", " w ", " b ", " - ", " KQkq ",
    "e3", "/8", "K", "k", "P", "Nf3+", "O-O", "=Q", "\t", "\u{feff}", "é",
];

fn seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for text in [
        include_str!("../../../fixtures/studies.epd"),
        include_str!("../../../fixtures/fig21.epd"),
    ] {
        out.extend(
            text.lines()
                .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
                .map(|l| l.as_bytes().to_vec()),
        );
    }
    out
}

fn check(input: &[u8]) {
    let text = String::from_utf8_lossy(input);
    for line in text.lines() {
        let Ok(rec) = EpdRecord::parse_line(line, 1) else {
            continue;
        };
        let again = pioneer_rules::parse_fen(&rec.fen).expect("a parsed record's FEN parses");
        let _ = again;
        if let Ok(game) = rec.game() {
            let _ = rec.moves("bm", &game);
            let _ = rec.moves("am", &game);
        }
        let _ = rec.id();
    }
}

fn fuzz(inputs: u64) {
    let report = fuzz::run("epd", 0x5EED_0E0D_u64, inputs, &seeds(), DICTIONARY, check);
    report.print_and_assert_clean("epd");
}

#[test]
fn epd_parser_short_run() {
    fuzz(fuzz::inputs_from_env(20_000));
}

#[test]
#[ignore = "long run: 10^6 inputs, see docs/robustness.md"]
fn epd_parser_long_run() {
    fuzz(fuzz::inputs_from_env(1_000_000));
}
