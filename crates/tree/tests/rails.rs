//! Moving on rails (§2.11; `pioneer_tree::Search::continue_on_rails`): after the move
//! played and the reply, the search continues from the subtree kept under them and answers
//! as a fresh search of the new position does, considering fewer moves.

mod common;

use pioneer_rules::{Game, Move, Ply};
use pioneer_tree::{NotOnRails, Search, SearchConfig, SearchResult};

const RETI: &str = "7K/8/k1P5/7p/8/8/8/8 w - - 0 1";
const BREAKTHROUGH: &str = "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1";

fn uci(game: &Game, text: &str) -> Move {
    let u: shakmaty::uci::UciMove = text.parse().expect("uci");
    u.to_move(game.position()).expect("legal")
}

/// The studies settings with a time limit no search here comes near: the node limit
/// alone keeps them finite, so the figures do not depend on the machine's speed. Without
/// remembered moves (`docs/search.md` item 28), as the lines below were chosen: they
/// change which of equal moves the trees hold, and these tests follow given lines.
fn config() -> SearchConfig {
    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    cfg.switches.remembered_moves = false;
    cfg
}

/// What one game move on rails showed.
struct Continued {
    continued: SearchResult,
    fresh: SearchResult,
    kept: usize,
}

/// A search of `fen` answering `ours`; then `reply` (UCI, or the principal variation's
/// when `None`) on rails, with the fresh search of the new position beside it.
fn on_rails(fen: &str, ours: &str, reply: Option<&str>) -> Continued {
    on_rails_with(config(), fen, ours, reply)
}

/// [`on_rails`] with other settings.
fn on_rails_with(cfg: SearchConfig, fen: &str, ours: &str, reply: Option<&str>) -> Continued {
    let mut search = Search::from_fen(fen, cfg).expect("fen");
    let first = search.run();
    assert!(first.completed, "{first:?}");
    assert_eq!(first.best_move_uci.as_deref(), Some(ours));
    let mut game = search.game().clone();
    let m1 = uci(&game, ours);
    game.make(&Ply::Move(m1));
    let m2 = match reply {
        Some(r) => uci(&game, r),
        None => {
            let san: shakmaty::san::San = first.pv[1].parse().expect("san");
            san.to_move(game.position()).expect("legal")
        }
    };
    game.make(&Ply::Move(m2));
    let kept = search.continue_on_rails(m1, m2).expect("on rails").nodes;
    let continued = search.run();
    let fresh = Search::new(Game::new(game.position().clone()), cfg).run();
    Continued {
        continued,
        fresh,
        kept,
    }
}

fn assert_same_answer_fewer_moves(c: &Continued) {
    eprintln!(
        "kept {}, reused {}: {:?} {} in {} moves on rails, {:?} {} in {} fresh",
        c.kept,
        c.continued.rails_reused,
        c.continued.best_move,
        c.continued.value,
        c.continued.moves_considered,
        c.fresh.best_move,
        c.fresh.value,
        c.fresh.moves_considered
    );
    assert!(c.kept > 1);
    assert_eq!(c.continued.rails_kept, c.kept);
    assert!(c.continued.completed && c.fresh.completed);
    assert_eq!(c.continued.best_move, c.fresh.best_move);
    assert_eq!(c.continued.value, c.fresh.value);
    assert!(
        c.continued.moves_considered < c.fresh.moves_considered,
        "{} on rails, {} fresh",
        c.continued.moves_considered,
        c.fresh.moves_considered
    );
    assert_eq!(c.fresh.rails_kept, 0);
}

#[test]
fn reti_after_kg7_h4_continues_with_the_fresh_answer() {
    let c = on_rails(RETI, "h8g7", Some("h5h4"));
    assert_same_answer_fewer_moves(&c);
    assert!(c.continued.rails_reused > 0);
}

/// The kept values come from the old root's MO, which may see more than a fresh search of
/// the new position: after 1.Kg7 Kb6 the kept tree knows 2.Kf6 draws (Réti's idea), while
/// a fresh search values the position −8 (2.Kg6, Black queens). On rails the answer is the
/// kept one, found with three moves.
#[test]
fn reti_after_kg7_kb6_keeps_what_the_old_root_saw() {
    let c = on_rails(RETI, "h8g7", Some("a6b6"));
    assert_eq!(
        (c.continued.best_move.as_deref(), c.continued.value),
        (Some("Kf6"), 0)
    );
    assert_eq!(
        (c.fresh.best_move.as_deref(), c.fresh.value),
        (Some("Kg6"), -8)
    );
    assert!(c.continued.moves_considered < c.fresh.moves_considered);
}

/// The breakthrough as a rails example: without opened promotion routes its searches end
/// by themselves within a few hundred moves (with them they see the queen and run to the
/// limits, `docs/search.md` item 23), so the continued and the fresh answers can be
/// compared.
fn breakthrough_config() -> SearchConfig {
    let mut cfg = config();
    cfg.switches.mo.opened_promotions = false;
    cfg
}

#[test]
fn the_breakthrough_after_b6_a6_continues_with_the_fresh_answer() {
    let c = on_rails_with(breakthrough_config(), BREAKTHROUGH, "b5b6", Some("a7a6"));
    assert_same_answer_fewer_moves(&c);
}

#[test]
fn the_breakthrough_after_b6_c6_continues_with_the_fresh_answer() {
    let c = on_rails_with(breakthrough_config(), BREAKTHROUGH, "b5b6", Some("c7c6"));
    assert_same_answer_fewer_moves(&c);
}

#[test]
fn a_line_not_in_the_tree_or_the_switch_off_refuses() {
    let mut search = Search::from_fen(RETI, config()).expect("fen");
    let g = search.game().clone();
    let pair = |first: &str, second: &str| {
        let m1 = uci(&g, first);
        let mut after = g.clone();
        after.make(&Ply::Move(m1));
        (m1, uci(&after, second))
    };
    // Nothing searched yet.
    let (kg7, kb5) = pair("h8g7", "a6b5");
    assert_eq!(
        search.continue_on_rails(kg7, kb5),
        Err(NotOnRails::NoAnswer)
    );
    search.run();
    let tree = search.tree().len();
    // A move the root never tried is not in the tree.
    let (kh7, h4) = pair("h8h7", "h5h4");
    assert_eq!(
        search.continue_on_rails(kh7, h4),
        Err(NotOnRails::NotInTree)
    );
    // A refusal leaves the search as it was.
    assert_eq!(search.tree().len(), tree);
    assert_eq!(search.game().position(), g.position());

    let mut cfg = common::studies_untimed().at_horizon(8);
    cfg.switches.rails = false;
    let mut off = Search::from_fen(RETI, cfg).expect("fen");
    off.run();
    let (kg7, h4) = pair("h8g7", "h5h4");
    assert_eq!(off.continue_on_rails(kg7, h4), Err(NotOnRails::Off));
}

/// Continuing twice: the tree of a continued search is kept in turn (Réti: 1.Kg7 h4
/// 2.Kf6 Kb6).
#[test]
fn a_continued_search_continues_again() {
    let mut search = Search::from_fen(RETI, config()).expect("fen");
    let mut game = search.game().clone();
    for (ours, reply) in [("h8g7", "h5h4"), ("g7f6", "a6b6")] {
        let r = search.run();
        assert_eq!(r.best_move_uci.as_deref(), Some(ours));
        let m1 = uci(&game, ours);
        game.make(&Ply::Move(m1));
        let m2 = uci(&game, reply);
        game.make(&Ply::Move(m2));
        let kept = search.continue_on_rails(m1, m2).expect("on rails");
        assert!(kept.nodes > 1 && kept.exact > 0);
    }
    let r = search.run();
    assert!(r.completed && r.rails_kept > 1);
    assert_eq!(search.game().position(), game.position());
}
