//! Moving on rails (§2.11; `pioneer_tree::Search::continue_on_rails`): after the move
//! played and the reply, the search continues from the subtree kept under them and answers
//! as a fresh search of the new position does, considering fewer moves.

use pioneer_rules::{Game, Move};
use pioneer_tree::{NotOnRails, Search, SearchConfig, SearchResult};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";

fn uci(game: &Game, text: &str) -> Move {
    let u: shakmaty::uci::UciMove = text.parse().expect("uci");
    u.to_move(game.position()).expect("legal")
}

/// A search of `fen`, then `ours` and `reply` on rails; with the fresh search of the new
/// position.
fn on_rails(fen: &str, ours: &str, reply: &str) -> (SearchResult, SearchResult, usize) {
    let cfg = SearchConfig::studies();
    let mut search = Search::from_fen(fen, cfg).expect("fen");
    let first = search.run();
    assert!(first.completed, "{first:?}");
    let m1 = uci(search.game(), ours);
    let mut g = search.game().clone();
    g.make(&pioneer_rules::Ply::Move(m1));
    let m2 = uci(&g, reply);
    g.make(&pioneer_rules::Ply::Move(m2));
    let kept = search.continue_on_rails(m1, m2).expect("on rails");
    let continued = search.run();
    let fresh = Search::new(Game::new(g.position().clone()), cfg).run();
    (continued, fresh, kept.nodes)
}

#[test]
fn reti_after_kg7_h4_continues_with_the_fresh_answer() {
    let (cont, fresh, kept) = on_rails(RETI, "h8g7", "h5h4");
    eprintln!("kept {kept}; continued {cont:?}\nfresh {fresh:?}");
    assert!(kept > 1);
    assert_eq!(cont.best_move, fresh.best_move);
    assert_eq!(cont.value, fresh.value);
    assert!(cont.moves_considered < fresh.moves_considered);
}
