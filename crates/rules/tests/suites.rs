//! The EPD fixtures are well formed: every line parses, its position is legal, and every
//! `bm`/`am` move is legal in it.

use pioneer_rules::epd::EpdRecord;

fn check(path: &str, expected: usize) {
    let text = std::fs::read_to_string(path).expect("fixture present");
    let mut n = 0;
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let rec = EpdRecord::parse(line).unwrap_or_else(|e| panic!("{path}:{}: {e}", i + 1));
        let game = rec
            .game()
            .unwrap_or_else(|e| panic!("{path}:{}: {e}", i + 1));
        for op in ["bm", "am"] {
            rec.moves(op, &game)
                .unwrap_or_else(|e| panic!("{path}:{}: {op}: {e}", i + 1));
        }
        assert!(
            rec.op("bm").is_some() || rec.op("am").is_some(),
            "{path}:{}",
            i + 1
        );
        n += 1;
    }
    assert_eq!(n, expected, "{path}");
}

#[test]
fn development_suites_are_well_formed() {
    check("../../fixtures/dev-suites/eet.epd", 100);
    check("../../fixtures/dev-suites/pet.epd", 48);
}

/// The sets of kings and locked pawns (`scripts/unique_wins.py --locked`), 40 positions
/// each: listed once for both tests below.
const LOCKED_SETS: [&str; 9] = [
    "../../fixtures/unique-wins-locked.epd",
    "../../fixtures/unique-wins-locked-fresh.epd",
    "../../fixtures/unique-wins-locked-fresh2.epd",
    "../../fixtures/unique-wins-locked-fresh3.epd",
    "../../fixtures/unique-wins-locked-fresh4.epd",
    "../../fixtures/unique-wins-locked-fresh5.epd",
    "../../fixtures/unique-wins-locked-fresh6.epd",
    "../../fixtures/unique-wins-locked-fresh7.epd",
    "../../fixtures/unique-wins-locked-fresh8.epd",
];

#[test]
fn the_unique_wins_are_well_formed() {
    check("../../fixtures/unique-wins.epd", 56);
    check("../../fixtures/unique-quiet-wins.epd", 18);
    check("../../fixtures/unique-wins-heldout.epd", 40);
    check("../../fixtures/unique-wins-fresh.epd", 40);
    check("../../fixtures/unique-wins-fresh2.epd", 40);
    check("../../fixtures/unique-wins-fresh3.epd", 40);
    check("../../fixtures/unique-wins-fresh4.epd", 40);
    check("../../fixtures/unique-wins-fresh5.epd", 40);
    check("../../fixtures/unique-wins-fresh6.epd", 40);
    for path in LOCKED_SETS {
        check(path, 40);
    }
}

#[test]
fn the_locked_wins_are_of_the_kings_race_class() {
    // Only the kings move in every position of the locked sets
    // (`kings_game::LockedPawns`).
    for path in LOCKED_SETS {
        let text = std::fs::read_to_string(path).expect("fixture");
        for line in text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        {
            let rec = EpdRecord::parse(line).expect("parses");
            let game = rec.game().expect("legal");
            assert!(
                pioneer_rules::kings_game::LockedPawns::of(game.position()).is_some(),
                "{path}: {line}"
            );
        }
    }
}

#[test]
fn studies_are_well_formed() {
    check("../../fixtures/studies.epd", 8);
}

#[test]
fn the_fig21_constant_is_the_fixture() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/fig21/position.fen"
    );
    let text = std::fs::read_to_string(path).expect("fixtures/fig21/position.fen");
    assert_eq!(text.trim(), pioneer_rules::FIG21_FEN);
}
