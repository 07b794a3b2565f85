//! Bundles of trajectories (spec §3.2; §1.5 "unfolding" a bundle from its trace, §2.9
//! retreat and deblockade bundles).
//!
//! - [`Bundle::shortest`]: all shortest trajectories, LG grammar G_t^(1) (the SUM rule):
//!   with `l0 = MAP_a0(ak)` and `SUM = {v : MAP_a0(v) + MAP_ak(v) = l0}`, the sequences
//!   a0 = x0, x1, …, x_l0 = ak of SUM squares with `MAP_a0(x_i) = i`, each one move from
//!   the last.
//! - [`Bundle::admissible`]: the union of the shortest trajectories and the admissible
//!   trajectories of degree 2, G_t^(2) (the DOCK rule): for `l0 < l ≤ L`, every
//!   `v ∈ DOCK_l = {v : MAP_a0(v) + MAP_ak(v) = l}`, a shortest a0→v followed by a
//!   shortest v→ak, with no square visited twice; duplicates removed.
//! - [`Bundle::retreat`] and [`Bundle::deblockade`]: one-move trajectories from a0 to every
//!   square the piece may go to on the real board (§2.9).
//!
//! Trajectories in a bundle are sorted by length, then lexicographically by their stops'
//! square indices (a1 = 0, b1 = 1, …, h8 = 63).
//!
//! ```
//! use pioneer_trajectories::{Bundle, BundleClass, BundleKey, PieceKind};
//! use pioneer_rules::{Bitboard, Square};
//!
//! let kings = Bundle::shortest(PieceKind::King, Square::F6, Square::H1, Bitboard::EMPTY);
//! assert_eq!(kings.trajectories.len(), 25);
//! assert_eq!(kings.shortest_len(), Some(5));
//!
//! let key = BundleKey::new(PieceKind::King, Square::F6, Square::H1, 6, BundleClass::Admissible);
//! let wider = key.unfold(Bitboard::EMPTY);
//! assert!(wider.trajectories.len() > 25);
//! assert_eq!(wider.trajectories[..25], kings.trajectories[..]);
//! ```

use crate::error::TrajectoryError;
use crate::kind::PieceKind;
use crate::map::{DistanceMap, UNREACHABLE, distance_map_to, transit_map};
use crate::square_serde;
use crate::steps;
use crate::trajectory::{Stops, Trajectory};
use pioneer_rules::{Bitboard, Board, Square};
use serde::{Deserialize, Serialize};

/// All trajectories of one piece kind from a0 to ak (spec §3.2, "пучок траекторий").
///
/// For retreat and deblockade bundles (§2.9) the end squares differ; `ak` then repeats
/// `a0` (the trace of such a bundle writes 0 for its end square).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bundle {
    /// The kind of movement.
    pub kind: PieceKind,
    /// The common start square.
    #[serde(with = "square_serde::one")]
    pub a0: Square,
    /// The common end square (`a0` again for retreat and deblockade bundles).
    #[serde(with = "square_serde::one")]
    pub ak: Square,
    /// The trajectories, sorted by length, then by square indices of their stops.
    pub trajectories: Vec<Trajectory>,
}

/// The kind of a bundle, as recorded in its trace (§1.5, Fig. 33 field 4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum BundleClass {
    /// Shortest trajectories only (G_t^(1), spec §3.2).
    Shortest,
    /// Shortest and degree-2 admissible trajectories up to `max_len` (G_t^(2)).
    Admissible,
    /// One-move trajectories to every square the piece may go to (§2.9).
    Retreat,
    /// Retreat with forbidden squares next to a blocked square of a trajectory (§2.9).
    Deblockade,
}

/// The compact record of a bundle, enough to rebuild it (§1.5: a trace stores the bundle's
/// parameters; the procedure of bundle calculation "unfolds" it on demand, §2.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BundleKey {
    /// The kind of movement.
    pub kind: PieceKind,
    /// Start square.
    #[serde(with = "square_serde::one")]
    pub a0: Square,
    /// End square (`a0` for retreat and deblockade).
    #[serde(with = "square_serde::one")]
    pub ak: Square,
    /// The length limit L of an admissible bundle (ignored for the other classes; 1 by
    /// convention for retreat and deblockade).
    pub max_len: u8,
    /// Which rule builds the bundle.
    pub class: BundleClass,
}

impl BundleKey {
    /// A key from its parts (§1.5: the parameters a bundle's trace records).
    pub fn new(kind: PieceKind, a0: Square, ak: Square, max_len: u8, class: BundleClass) -> Self {
        BundleKey {
            kind,
            a0,
            ak,
            max_len,
            class,
        }
    }

    /// Rebuilds the bundle from the key (§1.5, §2.7 "unfolding"): the shortest or
    /// admissible bundle with these `obstacles` (use [`Bitboard::EMPTY`] for the free
    /// board, as the model does before transferring to the real board).
    ///
    /// Retreat and deblockade keys carry no colours, so here `obstacles` are taken as the
    /// occupied squares and every occupant as capturable: see [`Bundle::one_move`]. To
    /// apply the full rule of §2.9 (own pieces block, forbidden squares) use
    /// [`BundleKey::unfold_on_board`].
    pub fn unfold(&self, obstacles: Bitboard) -> Bundle {
        match self.class {
            BundleClass::Shortest => Bundle::shortest(self.kind, self.a0, self.ak, obstacles),
            BundleClass::Admissible => {
                Bundle::admissible(self.kind, self.a0, self.ak, self.max_len, obstacles)
            }
            BundleClass::Retreat | BundleClass::Deblockade => {
                Bundle::one_move(self.kind, self.a0, obstacles)
            }
        }
    }

    /// Rebuilds the bundle with a real board at hand: shortest and admissible bundles on
    /// the free board (§2.7: bundles are unfolded on the board free of pieces), retreat
    /// bundles by [`Bundle::retreat`], deblockade bundles by [`Bundle::deblockade`] with
    /// `forbidden` (the trace's field 8).
    pub fn unfold_on_board(
        &self,
        board: &Board,
        forbidden: Bitboard,
    ) -> Result<Bundle, TrajectoryError> {
        match self.class {
            BundleClass::Shortest | BundleClass::Admissible => Ok(self.unfold(Bitboard::EMPTY)),
            BundleClass::Retreat => Bundle::retreat(board, self.a0),
            BundleClass::Deblockade => Bundle::deblockade(board, self.a0, forbidden),
        }
    }
}

/// The two maps every bundle is read from.
struct Maps {
    /// a0-side transit map (intermediate squares are stopped on, so no pawn diagonals).
    from: DistanceMap,
    /// Target-side map, `MAP_ak` reversed for pawns.
    to: DistanceMap,
    /// Obstacles without a0.
    obstacles: Bitboard,
}

impl Maps {
    fn new(kind: PieceKind, a0: Square, ak: Square, obstacles: Bitboard) -> Maps {
        let obstacles = obstacles.without(a0);
        Maps {
            from: transit_map(kind, a0, obstacles),
            to: distance_map_to(kind, ak, obstacles),
            obstacles,
        }
    }

    /// `{v : MAP_a0(v) + MAP_ak(v) = l}` over squares that can be stopped on.
    fn level(&self, l: u8) -> Bitboard {
        Square::ALL
            .into_iter()
            .filter(|&v| {
                let (a, b) = (self.from.raw(v), self.to.raw(v));
                a != UNREACHABLE && b != UNREACHABLE && a as u16 + b as u16 == l as u16
            })
            .collect()
    }
}

/// Depth-first walk down the target-side map: every shortest route from the last stop of
/// `stops` to `ak` over the squares of `allowed`, appended to `out`.
fn walk_to(
    kind: PieceKind,
    ak: Square,
    maps: &Maps,
    allowed: Bitboard,
    stops: &mut Stops,
    out: &mut Vec<Stops>,
) {
    let x = stops[stops.len() - 1];
    let r = maps.to.raw(x);
    if r == 1 {
        if steps::final_steps(kind, x, maps.obstacles).contains(ak) {
            stops.push(ak);
            out.push(stops.clone());
            stops.pop();
        }
        return;
    }
    for y in steps::transit_steps(kind, x, maps.obstacles) & allowed {
        if maps.to.raw(y) == r - 1 {
            stops.push(y);
            walk_to(kind, ak, maps, allowed, stops, out);
            stops.pop();
        }
    }
}

/// Every shortest transit route a0 → v (v free of obstacles), built backwards along the
/// a0-side map; each route is returned from a0 to v.
fn walk_from(kind: PieceKind, maps: &Maps, v: Square) -> Vec<Stops> {
    fn go(kind: PieceKind, maps: &Maps, rev: &mut Stops, out: &mut Vec<Stops>) {
        let y = rev[rev.len() - 1];
        let d = maps.from.raw(y);
        if d == 0 {
            out.push(rev.iter().rev().copied().collect());
            return;
        }
        for x in steps::transit_sources(kind, y, maps.obstacles) {
            if maps.from.raw(x) == d - 1 {
                rev.push(x);
                go(kind, maps, rev, out);
                rev.pop();
            }
        }
    }
    let mut out = Vec::new();
    let mut rev: Stops = Stops::new();
    rev.push(v);
    go(kind, maps, &mut rev, &mut out);
    out
}

impl Bundle {
    /// An empty bundle.
    fn empty(kind: PieceKind, a0: Square, ak: Square) -> Bundle {
        Bundle {
            kind,
            a0,
            ak,
            trajectories: Vec::new(),
        }
    }

    /// All shortest trajectories a0 → ak (spec §3.2, SUM rule, LG grammar G_t^(1)),
    /// with `obstacles` (use [`Bitboard::EMPTY`] for the free board). Empty if ak cannot
    /// be reached or `a0 == ak`.
    pub fn shortest(kind: PieceKind, a0: Square, ak: Square, obstacles: Bitboard) -> Bundle {
        let maps = Maps::new(kind, a0, ak, obstacles);
        Bundle::shortest_on(kind, a0, ak, &maps)
    }

    /// The SUM walk of [`Bundle::shortest`] on maps already built.
    fn shortest_on(kind: PieceKind, a0: Square, ak: Square, maps: &Maps) -> Bundle {
        let mut bundle = Bundle::empty(kind, a0, ak);
        let l0 = maps.to.raw(a0);
        if a0 == ak || l0 == UNREACHABLE {
            return bundle;
        }
        let sum = maps.level(l0);
        let mut stops = Stops::new();
        stops.push(a0);
        let mut found = Vec::new();
        walk_to(kind, ak, maps, sum, &mut stops, &mut found);
        bundle.trajectories = found
            .into_iter()
            .map(|stops| Trajectory { stops })
            .collect();
        bundle.trajectories.sort_unstable();
        bundle
    }

    /// The shortest trajectories and the admissible trajectories of degree 2 up to
    /// `max_len` moves (spec §3.2, DOCK rule, LG grammar G_t^(2)), sorted and without
    /// duplicates. With `max_len` at most the shortest length this is
    /// [`Bundle::shortest`].
    pub fn admissible(
        kind: PieceKind,
        a0: Square,
        ak: Square,
        max_len: u8,
        obstacles: Bitboard,
    ) -> Bundle {
        let maps = Maps::new(kind, a0, ak, obstacles);
        let mut bundle = Bundle::shortest_on(kind, a0, ak, &maps);
        let l0 = maps.to.raw(a0);
        if a0 == ak || l0 == UNREACHABLE || max_len <= l0 {
            return bundle;
        }
        let mut extra: Vec<Stops> = Vec::new();
        for l in l0 + 1..=max_len {
            let dock = maps.level(l).without(a0).without(ak);
            for v in dock {
                let heads = walk_from(kind, &maps, v);
                if heads.is_empty() {
                    continue;
                }
                let mut tails = Vec::new();
                let mut start = Stops::new();
                start.push(v);
                walk_to(kind, ak, &maps, Bitboard::FULL, &mut start, &mut tails);
                for head in &heads {
                    let head_set: Bitboard = head.iter().copied().collect();
                    for tail in &tails {
                        // Tail squares after v must not repeat a head square.
                        if tail[1..].iter().any(|&sq| head_set.contains(sq)) {
                            continue;
                        }
                        let mut stops = head.clone();
                        stops.extend_from_slice(&tail[1..]);
                        extra.push(stops);
                    }
                }
            }
        }
        bundle
            .trajectories
            .extend(extra.into_iter().map(|stops| Trajectory { stops }));
        bundle.trajectories.sort_unstable();
        bundle.trajectories.dedup();
        bundle
    }

    /// One-move trajectories from `a0` to every square of the "move off the map" (§2.6)
    /// with `obstacles` as occupied squares and every occupant capturable: a slider's ray
    /// ends on the first obstacle (included), a pawn steps forward onto free squares and
    /// diagonally onto obstacles only. `ak` of the result is `a0`.
    pub fn one_move(kind: PieceKind, a0: Square, obstacles: Bitboard) -> Bundle {
        let obstacles = obstacles.without(a0);
        let dests = match kind.pawn_color() {
            Some(color) => {
                steps::pawn_pushes(color, a0, obstacles)
                    | (steps::attack_set(kind, a0, obstacles) & obstacles)
            }
            None => steps::attack_set(kind, a0, obstacles),
        };
        Bundle::from_destinations(kind, a0, dests)
    }

    fn from_destinations(kind: PieceKind, a0: Square, dests: Bitboard) -> Bundle {
        // Bitboard iteration runs a1 … h8, so the result is already in bundle order.
        Bundle {
            kind,
            a0,
            ak: a0,
            trajectories: dests
                .into_iter()
                .map(|sq| Trajectory::new([a0, sq]))
                .collect(),
        }
    }

    /// The retreat bundle of the piece on `a0` (§2.9): all one-move trajectories to every
    /// square it may go to by the rules on this board, checks ignored; own pieces block,
    /// enemy pieces may be taken (pawns take diagonally only; no en passant, no castling).
    pub fn retreat(board: &Board, a0: Square) -> Result<Bundle, TrajectoryError> {
        Bundle::deblockade(board, a0, Bitboard::EMPTY)
    }

    /// The deblockade bundle of the piece on `a0` (§2.9): the retreat bundle computed with
    /// own pieces temporarily put on the `forbidden` squares (the squares next to the
    /// blocked square along the blocked trajectory, see [`deblockade_forbidden`]), so that
    /// the piece neither goes to them nor crosses them.
    pub fn deblockade(
        board: &Board,
        a0: Square,
        forbidden: Bitboard,
    ) -> Result<Bundle, TrajectoryError> {
        let piece = board.piece_at(a0).ok_or(TrajectoryError::EmptySquare(a0))?;
        let kind = PieceKind::of_piece(piece);
        let forbidden = forbidden.without(a0);
        let own = board.by_color(piece.color) | forbidden;
        let occupied = board.occupied() | forbidden;
        let enemy = occupied & !own;
        let dests = match kind.pawn_color() {
            Some(color) => {
                steps::pawn_pushes(color, a0, occupied)
                    | (steps::attack_set(kind, a0, occupied) & enemy)
            }
            None => steps::attack_set(kind, a0, occupied) & !own,
        };
        Ok(Bundle::from_destinations(kind, a0, dests))
    }

    /// The key that rebuilds this bundle with [`BundleKey::unfold`] (§1.5).
    pub fn key(&self, max_len: u8, class: BundleClass) -> BundleKey {
        BundleKey::new(self.kind, self.a0, self.ak, max_len, class)
    }

    /// The length of the shortest trajectory, l0 of spec §3.2; `None` for an empty bundle.
    pub fn shortest_len(&self) -> Option<usize> {
        self.trajectories.first().map(Trajectory::len)
    }

    /// The number of trajectories in the bundle (spec §3.2).
    pub fn len(&self) -> usize {
        self.trajectories.len()
    }

    /// Whether the bundle holds no trajectory (spec §3.2: ak out of reach).
    pub fn is_empty(&self) -> bool {
        self.trajectories.is_empty()
    }

    /// Every square any trajectory of the bundle stops on or crosses, a0 excluded (the α-
    /// and β-squares of §2.7).
    pub fn squares(&self) -> Bitboard {
        self.trajectories
            .iter()
            .fold(Bitboard::EMPTY, |acc, t| {
                acc | t.alpha_squares() | t.beta_squares()
            })
            .without(self.a0)
    }
}

/// The squares to forbid in a deblockade (§2.9, Fig. 33 field 8): the neighbours of the
/// blocked square along the trajectory's route (α- and β-squares in order), a0 excluded
/// (the blocked piece's own square is already taken by the piece being freed). Empty if
/// `blocked` is not on the route.
///
/// ```
/// use pioneer_trajectories::{Trajectory, bundle::deblockade_forbidden};
/// use pioneer_rules::{Bitboard, Square};
///
/// let t = Trajectory::new([Square::C1, Square::H6, Square::H8]);
/// assert_eq!(
///     deblockade_forbidden(&t, Square::G5),
///     Bitboard::from_square(Square::F4) | Square::H6
/// );
/// ```
pub fn deblockade_forbidden(trajectory: &Trajectory, blocked: Square) -> Bitboard {
    let path = trajectory.path();
    let mut out = Bitboard::EMPTY;
    if let Some(i) = path.iter().position(|&sq| sq == blocked) {
        if i > 0 {
            out.add(path[i - 1]);
        }
        if let Some(&next) = path.get(i + 1) {
            out.add(next);
        }
    }
    out.without(trajectory.a0())
}
