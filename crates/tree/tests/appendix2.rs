//! Appendix 2 (spec §10): the positional evaluation, its combination with material and its
//! move priority, each a switch that changes a search.

use pioneer_tree::positional::{Positional, evaluate};
use pioneer_tree::{Search, SearchConfig, SearchResult};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
const TWO_PAWNS: &str = "8/5k2/8/4PP2/8/8/8/K7 w - - 0 1";

fn run(fen: &str, values: bool, priority: bool) -> (SearchResult, Search) {
    let mut cfg = SearchConfig::studies();
    cfg.switches.positional_values = values;
    cfg.switches.positional_priority = priority;
    let mut s = Search::from_fen(fen, cfg).expect("fen");
    let r = s.run();
    (r, s)
}

#[test]
fn explore() {
    for fen in [RETI, TWO_PAWNS, pioneer_rules::FIG21_FEN] {
        for (v, p) in [(false, false), (true, false), (false, true), (true, true)] {
            let (r, _) = run(fen, v, p);
            eprintln!(
                "{fen} values {v} priority {p}: {:?} {} {:?} pv {:?} tree {} moves {} ms {}",
                r.best_move,
                r.value,
                r.positional.map(|p| p.to_string()),
                r.pv,
                r.tree_size,
                r.moves_considered,
                r.elapsed.as_millis()
            );
        }
    }
    let _ = (Positional::default(), evaluate);
}
