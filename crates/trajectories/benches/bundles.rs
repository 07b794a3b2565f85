//! Timings of bundle construction (figures in `docs/performance.md`).
//!
//! `cargo bench -p pioneer-trajectories --bench bundles`

use criterion::{Criterion, criterion_group, criterion_main};
use pioneer_rules::{Bitboard, Position, Square, parse_fen};
use pioneer_trajectories::{Bundle, PieceKind, distance_map};
use std::hint::black_box;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// Every (kind, a0, ak) of the position with ak within 3 moves on the free board.
fn targets(fen: &str) -> Vec<(PieceKind, Square, Square)> {
    let pos = parse_fen(fen).unwrap();
    let board = pos.board();
    let mut out = Vec::new();
    for a0 in board.occupied() {
        let kind = PieceKind::of_piece(board.piece_at(a0).unwrap());
        let map = distance_map(kind, a0, Bitboard::EMPTY);
        for ak in Square::ALL {
            if matches!(map.get(ak), Some(1..=3)) {
                out.push((kind, a0, ak));
            }
        }
    }
    out
}

fn bundles(c: &mut Criterion) {
    c.bench_function("king a4-h4 shortest (393)", |b| {
        b.iter(|| {
            let bundle = Bundle::shortest(
                PieceKind::King,
                black_box(Square::A4),
                black_box(Square::H4),
                Bitboard::EMPTY,
            );
            assert_eq!(bundle.len(), 393);
            bundle
        })
    });

    let all = targets(KIWIPETE);
    let total: usize = all
        .iter()
        .map(|&(k, a0, ak)| Bundle::shortest(k, a0, ak, Bitboard::EMPTY).len())
        .sum();
    let admissible: usize = all
        .iter()
        .map(|&(k, a0, ak)| Bundle::admissible(k, a0, ak, 3, Bitboard::EMPTY).len())
        .sum();
    eprintln!(
        "kiwipete: {} bundles within 3 moves, {total} shortest trajectories, {admissible} admissible (L = 3)",
        all.len()
    );
    c.bench_function(
        "kiwipete every piece, every square within 3: shortest",
        |b| {
            b.iter(|| {
                all.iter()
                    .map(|&(k, a0, ak)| Bundle::shortest(k, a0, ak, Bitboard::EMPTY).len())
                    .sum::<usize>()
            })
        },
    );
    c.bench_function(
        "kiwipete every piece, every square within 3: admissible L=3",
        |b| {
            b.iter(|| {
                all.iter()
                    .map(|&(k, a0, ak)| Bundle::admissible(k, a0, ak, 3, Bitboard::EMPTY).len())
                    .sum::<usize>()
            })
        },
    );
}

criterion_group!(benches, bundles);
criterion_main!(benches);
