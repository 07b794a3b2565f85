//! The shapes of bundles on the free board: the pure constructors the MO records and
//! unfolds (§1.3, §1.5, §1.8). Nothing here touches the arena.
//!
//! A pawn's route is the same on the free board whether it ends with a capture or a push;
//! which last step is kept says what the bundle does: onto a piece (an attack, control,
//! support) the last step is diagonal, onto an empty square (a blockade, a promotion)
//! straight. [`keep_pawn_last_step`] is the one place that filter lives.

use crate::cell::{TraceCell, TraceKind, ZoneType};
use pioneer_rules::{Bitboard, Square};
use pioneer_trajectories::{Bundle, PieceKind, Trajectory};

/// Whether the last step of a pawn route is diagonal.
pub fn last_step_is_diagonal(stops: &[Square]) -> bool {
    match stops {
        [.., a, b] => a.file() != b.file(),
        _ => false,
    }
}

/// The pawn's-last-step filter: for a pawn bundle keeps only the trajectories whose last
/// step is diagonal (`diagonal`, onto a piece) or straight (onto an empty square); other
/// pieces' bundles are left alone.
pub fn keep_pawn_last_step(kind: PieceKind, bundle: &mut Bundle, diagonal: bool) {
    if kind.is_pawn() {
        bundle
            .trajectories
            .retain(|t| last_step_is_diagonal(t.stops.as_slice()) == diagonal);
    }
}

/// The root bundle of an attack: shortest trajectories on the free board; a pawn's last
/// step onto its target is a capture, so diagonal.
pub fn attack_bundle(kind: PieceKind, a0: Square, ak: Square) -> Bundle {
    attack_bundle_within(kind, a0, ak, 0)
}

/// The root bundle of an attack holding every trajectory up to `max_len` moves: the
/// shortest ones and the admissible ones of degree 2 (spec §3.2, §11: "these bundles
/// consist of trajectories of different length", seed 003). With `max_len` at most the
/// shortest length this is [`attack_bundle`].
pub fn attack_bundle_within(kind: PieceKind, a0: Square, ak: Square, max_len: u8) -> Bundle {
    let mut b = Bundle::admissible(kind, a0, ak, max_len, Bitboard::EMPTY);
    keep_pawn_last_step(kind, &mut b, true);
    b
}

/// A negation bundle on the free board: a pawn controls diagonally and blockades by a
/// straight push on its last step.
pub fn negation_bundle(kind: PieceKind, a0: Square, ak: Square, trace: TraceKind) -> Bundle {
    negation_bundle_within(kind, a0, ak, trace, 0)
}

/// A negation bundle of every trajectory up to `max_len` moves, shortest and admissible
/// of degree 2 (spec §3.2, §11); [`negation_bundle`] when `max_len` is at most the
/// shortest length.
pub fn negation_bundle_within(
    kind: PieceKind,
    a0: Square,
    ak: Square,
    trace: TraceKind,
    max_len: u8,
) -> Bundle {
    let mut b = Bundle::admissible(kind, a0, ak, max_len, Bitboard::EMPTY);
    keep_pawn_last_step(kind, &mut b, trace != TraceKind::Blockade);
    b
}

/// Rebuilds a trace's bundle on the free board ("unfolding", §1.5). A pawn's last step
/// onto a square it controls must be diagonal; onto a blockaded square or its promotion
/// square, straight.
pub fn unfold_trace(cell: &TraceCell) -> Bundle {
    if matches!(cell.kind, TraceKind::Retreat | TraceKind::Deblockade) {
        // One-move trajectories to every square of the move off the map (§2.9).
        return Bundle::one_move(cell.piece_kind, cell.a0, Bitboard::EMPTY);
    }
    let mut bundle = cell.key().unfold(Bitboard::EMPTY);
    // Onto a piece (capture, control, support) the last step is diagonal; onto an empty
    // square (blockade, promotion) it is a push.
    let diagonal =
        !matches!(cell.kind, TraceKind::Blockade) && cell.zone_type != ZoneType::Promotion;
    keep_pawn_last_step(cell.piece_kind, &mut bundle, diagonal);
    bundle
}

/// The α- and β-squares of `t` from stop `i` on (stop `i` included).
pub fn rest_of(t: &Trajectory, i: usize) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for (j, &s) in t.stops.iter().enumerate().skip(i) {
        out.add(s);
        if j + 1 < t.stops.len() {
            for b in t.betas(j) {
                out.add(b);
            }
        }
    }
    out
}

/// What a bundle reaches from each square it stops on, over all its trajectories: the
/// squares [`rest_of`] them (for freezing by loss of connection, §1.15) and the stops after
/// it (for forkness, §2.8). Computed once per unfolded bundle, so that a bundle of many
/// trajectories (admissible ones, spec §11) is not walked again at every node.
#[derive(Debug, Clone)]
pub struct Reach {
    rest: [Bitboard; 64],
    stops_after: [Bitboard; 64],
    next_stops: [Bitboard; 64],
    /// The fewest moves left to ak from each square, over the trajectories that stop
    /// on it (`NOT_ON` where none does).
    remaining: [u8; 64],
    /// Every square some trajectory stops on.
    stops: Bitboard,
    /// Each trajectory's stops as a set, the same set once, in the trajectories' order.
    stop_sets: Vec<Bitboard>,
    /// For each step `from → to` some trajectory takes (keyed by [`step_key`], sorted),
    /// the α- and β-squares from `to` on of the trajectories that take it: what
    /// [`rest_of`] gives after the step, united.
    step_rest: Vec<(u16, Bitboard)>,
}

/// The key of the step `from → to` in [`Reach`]'s step table.
fn step_key(from: Square, to: Square) -> u16 {
    // Both squares are below 64, so the key fits in 12 bits.
    (u16::from(from) << 6) | u16::from(to)
}

/// [`Reach::remaining`]'s mark of a square no trajectory stops on.
const NOT_ON: u8 = u8::MAX;

impl Reach {
    /// The reach of every trajectory of `bundle`.
    pub fn of(bundle: &Bundle) -> Reach {
        let mut r = Reach {
            rest: [Bitboard::EMPTY; 64],
            stops_after: [Bitboard::EMPTY; 64],
            next_stops: [Bitboard::EMPTY; 64],
            remaining: [NOT_ON; 64],
            stops: Bitboard::EMPTY,
            stop_sets: Vec::new(),
            step_rest: Vec::new(),
        };
        let mut sets_seen: rustc_hash::FxHashSet<Bitboard> = rustc_hash::FxHashSet::default();
        let mut steps: Vec<(u16, Bitboard)> = Vec::new();
        for t in &bundle.trajectories {
            let set: Bitboard = t.stops.iter().copied().collect();
            if sets_seen.insert(set) {
                r.stop_sets.push(set);
            }
            // From a square's first stop on the trajectory, as `Mo::remaining` counted.
            let mut seen = Bitboard::EMPTY;
            for (i, &s) in t.stops.iter().enumerate() {
                if !seen.contains(s) {
                    seen.add(s);
                    let left = u8::try_from(t.len() - i).unwrap_or(NOT_ON - 1);
                    let r = &mut r.remaining[s.to_usize()];
                    *r = (*r).min(left);
                }
            }
            let (mut rest, mut after) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for i in (0..t.stops.len()).rev() {
                let s = t.stops[i];
                // `rest` is `rest_of(t, i + 1)` here: what follows the step `s → next`.
                if let Some(&next) = t.stops.get(i + 1) {
                    steps.push((step_key(s, next), rest));
                }
                r.stops.add(s);
                rest.add(s);
                if i + 1 < t.stops.len() {
                    rest.extend(t.betas(i));
                }
                r.rest[s.to_usize()] |= rest;
                r.stops_after[s.to_usize()] |= after;
                if let Some(&next) = t.stops.get(i + 1) {
                    r.next_stops[s.to_usize()].add(next);
                }
                after.add(s);
            }
        }
        steps.sort_unstable_by_key(|&(k, _)| k);
        for (k, bb) in steps {
            match r.step_rest.last_mut() {
                Some((last, united)) if *last == k => *united |= bb,
                _ => r.step_rest.push((k, bb)),
            }
        }
        r
    }

    /// Every square some trajectory of the bundle stops on.
    pub fn stops(&self) -> Bitboard {
        self.stops
    }

    /// Each trajectory's stops as a set, in the order of the trajectories; a set that an
    /// earlier trajectory has already is left out.
    pub fn stop_sets(&self) -> &[Bitboard] {
        &self.stop_sets
    }

    /// The α- and β-squares from `to` on (`to` included) of the trajectories that take
    /// the step `from → to`: what [`rest_of`] gives after the step, united over them
    /// (empty where no trajectory takes it). A trajectory's squares from an earlier stop
    /// hold those from a later one, so a step taken twice counts once.
    pub fn rest_after_step(&self, from: Square, to: Square) -> Bitboard {
        let key = step_key(from, to);
        self.step_rest
            .binary_search_by_key(&key, |&(k, _)| k)
            .map_or(Bitboard::EMPTY, |i| self.step_rest[i].1)
    }

    /// The α- and β-squares of every trajectory from `s` on (`s` included), over the
    /// trajectories that stop on `s`: what [`rest_of`] gives, united.
    pub fn rest(&self, s: Square) -> Bitboard {
        self.rest[s.to_usize()]
    }

    /// The stops after `s` on the trajectories that stop on `s`.
    pub fn stops_after(&self, s: Square) -> Bitboard {
        self.stops_after[s.to_usize()]
    }

    /// The fewest moves left from `s` to ak along the trajectories that stop on `s`
    /// (none when no trajectory does): from the first time a trajectory stops there.
    pub fn remaining(&self, s: Square) -> Option<usize> {
        let left = self.remaining[s.to_usize()];
        (left != NOT_ON).then_some(usize::from(left))
    }

    /// The stops right after `s` on the trajectories that stop on `s`: `to` is among them
    /// exactly when some trajectory takes the step `s → to`.
    pub fn next_stops(&self, s: Square) -> Bitboard {
        self.next_stops[s.to_usize()]
    }
}
