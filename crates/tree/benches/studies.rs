//! Réti's study with the studies settings (issue target: under 100 ms; Pioneer took 70
//! minutes in 1977) and the pawn breakthrough. Allocations are reused across runs
//! (`Search::restart`).

use criterion::{Criterion, criterion_group, criterion_main};
use pioneer_rules::Game;
use pioneer_tree::{Search, SearchConfig};
use std::hint::black_box;

fn study(c: &mut Criterion, name: &str, fen: &str, key: &str) {
    let game = Game::from_fen(fen).expect("valid FEN");
    let mut search = Search::new(game.clone(), SearchConfig::studies());
    c.bench_function(name, |b| {
        b.iter(|| {
            search.restart(game.clone());
            let r = search.run();
            assert_eq!(r.best_move.as_deref(), Some(key));
            black_box(r.tree_size)
        })
    });
}

fn studies(c: &mut Criterion) {
    study(
        c,
        "reti whole search",
        "7K/8/k1P5/7p/8/8/8/8 w - - 0 1",
        "Kg7",
    );
    study(
        c,
        "breakthrough whole search",
        "7k/ppp5/8/PPP5/8/8/8/7K w - - 0 1",
        "b6",
    );
}

criterion_group!(benches, studies);
criterion_main!(benches);
