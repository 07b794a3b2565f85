//! Property test (spec §3.2, DOCK rule): for small lengths the admissible bundle equals the
//! brute-force set of simple routes a0 → ak of length l ≤ L that split at some stop v into a
//! shortest a0 → v and a shortest v → ak. The brute force has its own move generator and
//! distances, written from the rules of piece motion and the obstacle convention alone.

use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind};
use proptest::prelude::*;
use std::collections::BTreeSet;

const INF: u32 = 1000;

fn coords(sq: usize) -> (i32, i32) {
    ((sq % 8) as i32, (sq / 8) as i32)
}

fn at(f: i32, r: i32) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// (transit, final) one-step successors of `x` by the rules, obstacles as in the crate docs.
fn moves(kind: PieceKind, x: usize, obstacles: u64) -> (Vec<usize>, Vec<usize>) {
    let blocked = |sq: usize| obstacles & (1 << sq) != 0;
    let (f, r) = coords(x);
    let (mut transit, mut last) = (Vec::new(), Vec::new());
    let king = [
        (1, 0),
        (-1, 0),
        (0, 1),
        (0, -1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ];
    let knight = [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ];
    let leap = |offs: &[(i32, i32)], transit: &mut Vec<usize>, last: &mut Vec<usize>| {
        for &(df, dr) in offs {
            if let Some(y) = at(f + df, r + dr) {
                last.push(y);
                if !blocked(y) {
                    transit.push(y);
                }
            }
        }
    };
    let slide = |dirs: &[(i32, i32)], transit: &mut Vec<usize>, last: &mut Vec<usize>| {
        for &(df, dr) in dirs {
            let mut k = 1;
            while let Some(y) = at(f + k * df, r + k * dr) {
                last.push(y);
                if blocked(y) {
                    break;
                }
                transit.push(y);
                k += 1;
            }
        }
    };
    match kind {
        PieceKind::King => leap(&king, &mut transit, &mut last),
        PieceKind::Knight => leap(&knight, &mut transit, &mut last),
        PieceKind::Queen => slide(&king, &mut transit, &mut last),
        PieceKind::Rook => slide(&king[..4], &mut transit, &mut last),
        PieceKind::Bishop => slide(&king[4..], &mut transit, &mut last),
        PieceKind::WhitePawn | PieceKind::BlackPawn => {
            let (dir, start) = if kind == PieceKind::WhitePawn {
                (1, 1)
            } else {
                (-1, 6)
            };
            if let Some(one) = at(f, r + dir).filter(|&y| !blocked(y)) {
                transit.push(one);
                if r == start
                    && let Some(two) = at(f, r + 2 * dir).filter(|&y| !blocked(y))
                {
                    transit.push(two);
                }
            }
            last.extend(transit.iter().copied());
            last.extend(
                [at(f - 1, r + dir), at(f + 1, r + dir)]
                    .into_iter()
                    .flatten(),
            );
        }
    }
    (transit, last)
}

/// All-pairs distances: `transit[x][y]` (stop on y) and `fin[x][y]` (end on y).
fn distances(kind: PieceKind, obstacles: u64) -> (Vec<Vec<u32>>, Vec<Vec<u32>>) {
    let steps: Vec<_> = (0..64).map(|x| moves(kind, x, obstacles)).collect();
    let mut transit = vec![vec![INF; 64]; 64];
    for (x, row) in transit.iter_mut().enumerate() {
        row[x] = 0;
        let mut frontier = vec![x];
        let mut d = 0;
        while !frontier.is_empty() {
            d += 1;
            let mut next = Vec::new();
            for &u in &frontier {
                // The start square may hold an obstacle; intermediate ones never do.
                if u != x && obstacles & (1 << u) != 0 {
                    continue;
                }
                for &y in &steps[u].0 {
                    if row[y] == INF {
                        row[y] = d;
                        next.push(y);
                    }
                }
            }
            frontier = next;
        }
    }
    let mut fin = transit.clone();
    for x in 0..64 {
        // Moving off `x` ignores an obstacle on `x` itself.
        let own = moves_from(kind, x, obstacles);
        for u in 0..64 {
            let du = transit[x][u];
            if du == INF {
                continue;
            }
            let last = if u == x { &own.1 } else { &steps[u].1 };
            for &y in last {
                fin[x][y] = fin[x][y].min(du + 1);
            }
        }
    }
    (transit, fin)
}

fn moves_from(kind: PieceKind, x: usize, obstacles: u64) -> (Vec<usize>, Vec<usize>) {
    moves(kind, x, obstacles & !(1 << x))
}

fn brute_force(
    kind: PieceKind,
    a0: usize,
    ak: usize,
    max_len: u32,
    obstacles: u64,
) -> BTreeSet<Vec<usize>> {
    let obstacles = obstacles & !(1 << a0);
    let (transit, fin) = distances(kind, obstacles);
    let mut out = BTreeSet::new();
    let mut path = vec![a0];
    fn dfs(
        kind: PieceKind,
        ak: usize,
        max_len: u32,
        obstacles: u64,
        fin: &[Vec<u32>],
        path: &mut Vec<usize>,
        all: &mut Vec<Vec<usize>>,
    ) {
        let x = *path.last().unwrap();
        let used = (path.len() - 1) as u32;
        if fin[x][ak] == INF || used + fin[x][ak] > max_len {
            return;
        }
        let (transit, last) = moves(kind, x, obstacles);
        if last.contains(&ak) && !path.contains(&ak) {
            path.push(ak);
            all.push(path.clone());
            path.pop();
        }
        for y in transit {
            if y != ak && !path.contains(&y) {
                path.push(y);
                dfs(kind, ak, max_len, obstacles, fin, path, all);
                path.pop();
            }
        }
    }
    let mut all = Vec::new();
    dfs(kind, ak, max_len, obstacles, &fin, &mut path, &mut all);
    let l0 = fin[a0][ak];
    for p in all {
        let l = (p.len() - 1) as u32;
        let splits = (0..p.len()).any(|i| {
            let v = p[i];
            let head = i == 0 || transit[a0][v] == i as u32;
            let tail = fin[v][ak] == l - i as u32;
            head && tail && (i == 0 || i == p.len() - 1 || obstacles & (1 << v) == 0)
        });
        if splits || l == l0 {
            out.insert(p);
        }
    }
    out
}

fn kinds() -> impl Strategy<Value = PieceKind> {
    prop::sample::select(PieceKind::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 96,
        max_global_rejects: 4096,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn admissible_equals_brute_force(
        kind in kinds(),
        a0 in 0usize..64,
        ak in 0usize..64,
        extra in 0u32..=2,
        obstacle_squares in prop::collection::vec(0usize..64, 0..5),
        with_obstacles in any::<bool>(),
    ) {
        prop_assume!(a0 != ak);
        let obstacles: u64 = if with_obstacles {
            obstacle_squares.iter().fold(0, |m, &s| m | 1 << s) & !(1 << a0)
        } else {
            0
        };
        let (_, fin) = distances(kind, obstacles);
        let l0 = fin[a0][ak];
        // Keep the brute force small: sliders up to 3 moves, the others up to 5.
        let cap = if kind.is_slider() { 3 } else { 5 };
        prop_assume!(l0 != INF && l0 <= cap);
        let max_len = (l0 + extra).min(cap);
        let expected = brute_force(kind, a0, ak, max_len, obstacles);
        let bitboard = Bitboard(obstacles);
        let bundle = Bundle::admissible(
            kind,
            Square::new(a0 as u32),
            Square::new(ak as u32),
            max_len as u8,
            bitboard,
        );
        let got: BTreeSet<Vec<usize>> = bundle
            .trajectories
            .iter()
            .map(|t| t.stops.iter().map(|&s| s as usize).collect())
            .collect();
        prop_assert_eq!(got.len(), bundle.trajectories.len(), "duplicates");
        prop_assert_eq!(got, expected);
        let shortest = Bundle::shortest(kind, Square::new(a0 as u32), Square::new(ak as u32), bitboard);
        prop_assert!(shortest.trajectories.iter().all(|t| t.len() as u32 == l0));
        prop_assert_eq!(&bundle.trajectories[..shortest.trajectories.len()], &shortest.trajectories[..]);
    }
}
