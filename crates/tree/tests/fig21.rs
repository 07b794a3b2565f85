//! The golden test of the first milestone: Fig. 21 reproduced by the real search.

use pioneer_tree::{Search, SearchConfig};

const FIG21: &str = include_str!("../../../fixtures/fig21/expected-printout.txt");
const FEN: &str = pioneer_rules::FIG21_FEN;

fn run() -> (Search, pioneer_tree::SearchResult) {
    let mut s = Search::from_fen(FEN, SearchConfig::fig21()).expect("valid FEN");
    let r = s.run();
    (s, r)
}

/// Every line of the book's printout but the two footer counts whose conventions the book
/// does not give (SIZE OF THE TREE, SIZE OF THE MAP: see docs/fig21.md).
#[test]
fn fig21_printout_line_for_line() {
    let (s, r) = run();
    let got = s.printout(&r);
    let keep = |l: &&str| !l.starts_with("SIZE OF THE") && !l.starts_with("CPU TIME");
    let want: Vec<&str> = FIG21.lines().filter(keep).collect();
    let have: Vec<&str> = got.lines().filter(keep).collect();
    if want != have {
        eprintln!("{got}");
    }
    assert_eq!(have, want);
    assert_eq!(r.moves_considered, 18);
}
