//! Our perft against shakmaty's own `shakmaty::perft` (its `perft` module is private; the
//! function is re-exported at the crate root). Figures in `docs/performance.md`.
//!
//! `cargo bench -p pioneer-rules --bench perft`

use criterion::{Criterion, criterion_group, criterion_main};
use shakmaty::Chess;
use std::hint::black_box;

fn perft(c: &mut Criterion) {
    let pos = Chess::default();
    let mut group = c.benchmark_group("perft startpos depth 5");
    group.sample_size(10);
    group.bench_function("pioneer_rules::perft::perft", |b| {
        b.iter(|| assert_eq!(pioneer_rules::perft::perft(black_box(&pos), 5), 4_865_609))
    });
    group.bench_function("shakmaty::perft", |b| {
        b.iter(|| assert_eq!(shakmaty::perft(black_box(&pos), 5), 4_865_609))
    });
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
