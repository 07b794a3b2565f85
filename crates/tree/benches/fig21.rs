//! The whole Fig. 21 search (target: under 1 ms; Pioneer took 25 CPU seconds in 1977).
//! The trace arena, tree columns and event list are allocated once and reused.

use criterion::{Criterion, criterion_group, criterion_main};
use pioneer_rules::Game;
use pioneer_tree::{Search, SearchConfig};
use std::hint::black_box;

fn fig21(c: &mut Criterion) {
    let game = Game::from_fen(pioneer_rules::FIG21_FEN).expect("valid FEN");
    let mut search = Search::new(game.clone(), SearchConfig::fig21());
    c.bench_function("fig21 whole search", |b| {
        b.iter(|| {
            search.restart(game.clone());
            let r = search.run();
            assert_eq!(r.moves_considered, 18);
            black_box(r.value)
        })
    });
}

criterion_group!(benches, fig21);
criterion_main!(benches);
