//! The seven 15×15 windows and the "move off the map" overlay (§2.6, spec §3.1).
//!
//! Pioneer kept one 15×15 table per kind of movement. The centre cell (8, 8) (1-based)
//! holds 0; every other cell holds the number of moves the piece needs to reach that
//! relative offset on an infinite empty board, or [`WINDOW_UNREACHABLE`] where it never
//! can (a bishop on the other colour, a pawn behind or beside itself). Laying the 8×8
//! board on the window centred at a piece and taking the cells that hold 1 gives every
//! move of the piece by the rules on the empty board: the "move off the map" procedure
//! ([`one_move_squares`]).
//!
//! ```
//! use pioneer_trajectories::{PieceKind, window::{window, window_distance, one_move_squares}};
//! use pioneer_rules::Square;
//!
//! assert_eq!(window(PieceKind::Knight).get(0, 0), 0);
//! assert_eq!(window(PieceKind::Knight).get(1, 1), 2); // on the infinite board
//! assert_eq!(window_distance(PieceKind::Rook, Square::A1, Square::H8), Some(2));
//! assert_eq!(one_move_squares(PieceKind::Knight, Square::A1).count(), 2);
//! assert_eq!(one_move_squares(PieceKind::WhitePawn, Square::E2).count(), 4); // e3 e4 d3 f3
//! ```

use crate::kind::PieceKind;
use pioneer_rules::{Bitboard, Color, Rank, Square};
use std::sync::OnceLock;

/// Side of a window (§2.6: 15×15, enough for every offset between two squares).
pub const WINDOW_SIDE: usize = 15;

/// The centre index (0-based; the 1-based (8, 8) of the seed).
pub const WINDOW_CENTRE: usize = 7;

/// Cell value for an offset the piece can never reach on the empty board (LG uses 2n).
pub const WINDOW_UNREACHABLE: u8 = u8::MAX;

/// One 15×15 table (§2.6): `cells[rank offset + 7][file offset + 7]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    cells: [[u8; WINDOW_SIDE]; WINDOW_SIDE],
}

impl Window {
    /// The cell for a file offset `df` and rank offset `dr` in −7..=7 (spec §3.1:
    /// `T15(8 − x1 + y1, 8 − x2 + y2, kind)`); [`WINDOW_UNREACHABLE`] outside the window.
    pub fn get(&self, df: i32, dr: i32) -> u8 {
        let c = WINDOW_CENTRE as i32;
        if df.abs() > c || dr.abs() > c {
            return WINDOW_UNREACHABLE;
        }
        self.cells[(dr + c) as usize][(df + c) as usize]
    }

    /// The rows of the table, rank offset +7 first (as printed in the lectures, White's
    /// forward direction up).
    pub fn rows(&self) -> impl Iterator<Item = &[u8; WINDOW_SIDE]> {
        self.cells.iter().rev()
    }
}

/// Half-side of the virtual "infinite" board the windows are computed on: large enough that
/// no shortest knight route within the window is cut (a detour never leaves ±10).
const VIRTUAL: i32 = 14;

/// The eight unit steps: a king's one-square moves and a queen's ray directions.
const EIGHT_DIRECTIONS: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// Builds one window by breadth-first layers on a virtual empty board around the piece.
fn build(kind: PieceKind) -> Window {
    let side = (2 * VIRTUAL + 1) as usize;
    let idx = |f: i32, r: i32| ((r + VIRTUAL) as usize) * side + (f + VIRTUAL) as usize;
    let inside = |f: i32, r: i32| f.abs() <= VIRTUAL && r.abs() <= VIRTUAL;
    // Transit steps on the infinite board as offset lists (pawns: straight forward only;
    // the double step depends on the start rank, so it is not part of the window).
    let leaps: &[(i32, i32)] = match kind {
        PieceKind::King => &EIGHT_DIRECTIONS,
        PieceKind::Knight => &[
            (1, 2),
            (2, 1),
            (-1, 2),
            (-2, 1),
            (1, -2),
            (2, -1),
            (-1, -2),
            (-2, -1),
        ],
        PieceKind::WhitePawn => &[(0, 1)],
        PieceKind::BlackPawn => &[(0, -1)],
        _ => &[],
    };
    let rays: &[(i32, i32)] = match kind {
        PieceKind::Queen => &EIGHT_DIRECTIONS,
        PieceKind::Rook => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
        PieceKind::Bishop => &[(1, 1), (1, -1), (-1, 1), (-1, -1)],
        _ => &[],
    };
    let steps = |f: i32, r: i32| {
        let mut out = Vec::new();
        for &(df, dr) in leaps {
            if inside(f + df, r + dr) {
                out.push((f + df, r + dr));
            }
        }
        for &(df, dr) in rays {
            let (mut g, mut s) = (f + df, r + dr);
            while inside(g, s) {
                out.push((g, s));
                g += df;
                s += dr;
            }
        }
        out
    };
    let mut dist = vec![WINDOW_UNREACHABLE; side * side];
    dist[idx(0, 0)] = 0;
    let mut frontier = vec![(0, 0)];
    let mut d = 0u8;
    while !frontier.is_empty() {
        d += 1;
        let mut next = Vec::new();
        for &(f, r) in &frontier {
            for (g, s) in steps(f, r) {
                if dist[idx(g, s)] == WINDOW_UNREACHABLE {
                    dist[idx(g, s)] = d;
                    next.push((g, s));
                }
            }
        }
        frontier = next;
    }
    // Pawns: a forward diagonal as the last step (capture or control), spec §3.1.
    if let Some(color) = kind.pawn_color() {
        let dr = if color == Color::White { 1 } else { -1 };
        let mut extra = Vec::new();
        for r in -VIRTUAL..=VIRTUAL {
            let here = dist[idx(0, r)];
            if here == WINDOW_UNREACHABLE {
                continue;
            }
            for df in [-1, 1] {
                if inside(df, r + dr) {
                    extra.push((idx(df, r + dr), here + 1));
                }
            }
        }
        for (i, v) in extra {
            dist[i] = dist[i].min(v);
        }
    }
    let mut cells = [[WINDOW_UNREACHABLE; WINDOW_SIDE]; WINDOW_SIDE];
    let c = WINDOW_CENTRE as i32;
    for (ri, row) in cells.iter_mut().enumerate() {
        for (fi, cell) in row.iter_mut().enumerate() {
            *cell = dist[idx(fi as i32 - c, ri as i32 - c)];
        }
    }
    Window { cells }
}

/// The window of a kind of movement, built once on first use (§2.6).
pub fn window(kind: PieceKind) -> &'static Window {
    static WINDOWS: OnceLock<[Window; 7]> = OnceLock::new();
    &WINDOWS.get_or_init(|| PieceKind::ALL.map(build))[kind.index()]
}

/// The window reading for a piece on `from` and a target `to` (§2.6, spec §3.1): the
/// number of moves on an infinite empty board, `None` if never reachable.
///
/// This is not the 8×8 distance: the knight a1→b2 reads 2 here but needs 4 on the board,
/// and a pawn's double step (which depends on its rank) is not in the window. Use
/// [`crate::distance_map`] for distances on the board.
pub fn window_distance(kind: PieceKind, from: Square, to: Square) -> Option<u8> {
    let df = to.file().to_u32() as i32 - from.file().to_u32() as i32;
    let dr = to.rank().to_u32() as i32 - from.rank().to_u32() as i32;
    match window(kind).get(df, dr) {
        WINDOW_UNREACHABLE => None,
        d => Some(d),
    }
}

/// The "move off the map" (§2.6, spec §3.1): the window centred at `from` laid on the
/// empty 8×8 board; the cells holding 1 are every move of the piece by the rules of piece
/// motion. For pawns: one square forward, two from the start rank, and the two forward
/// diagonals (the diagonals only as a capture or control step).
pub fn one_move_squares(kind: PieceKind, from: Square) -> Bitboard {
    let win = window(kind);
    let mut out = Bitboard::EMPTY;
    for to in Square::ALL {
        let df = to.file().to_u32() as i32 - from.file().to_u32() as i32;
        let dr = to.rank().to_u32() as i32 - from.rank().to_u32() as i32;
        if win.get(df, dr) == 1 {
            out.add(to);
        }
    }
    if let Some(color) = kind.pawn_color() {
        let (start, two) = match color {
            Color::White => (Rank::Second, 16),
            Color::Black => (Rank::Seventh, -16),
        };
        if from.rank() == start
            && let Some(sq) = from.offset(two)
        {
            out.add(sq);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_have_the_centre_at_zero() {
        for kind in PieceKind::ALL {
            let w = window(kind);
            assert_eq!(w.get(0, 0), 0, "{kind:?}");
            assert_eq!(w.rows().count(), WINDOW_SIDE);
            assert_eq!(w.get(8, 0), WINDOW_UNREACHABLE, "outside the window");
        }
    }

    #[test]
    fn infinite_board_readings() {
        let k = window(PieceKind::King);
        assert_eq!((k.get(7, 7), k.get(-7, 3), k.get(1, 0)), (7, 7, 1));
        let q = window(PieceKind::Queen);
        assert_eq!((q.get(7, 7), q.get(1, 2), q.get(0, -5)), (1, 2, 1));
        let b = window(PieceKind::Bishop);
        assert_eq!(
            (b.get(3, -3), b.get(2, 0), b.get(1, 0)),
            (1, 2, WINDOW_UNREACHABLE)
        );
        let n = window(PieceKind::Knight);
        assert_eq!(
            (n.get(1, 2), n.get(1, 1), n.get(1, 0), n.get(7, 7)),
            (1, 2, 3, 6)
        );
    }

    #[test]
    fn pawn_windows_mark_unreachable_cells() {
        let w = window(PieceKind::WhitePawn);
        assert_eq!(
            (w.get(0, 1), w.get(0, 6), w.get(1, 1), w.get(-1, 4)),
            (1, 6, 1, 4)
        );
        for (df, dr) in [(0, -1), (1, 0), (2, 1), (-1, -1), (2, 4)] {
            assert_eq!(w.get(df, dr), WINDOW_UNREACHABLE, "({df}, {dr})");
        }
        let b = window(PieceKind::BlackPawn);
        for df in -7..=7 {
            for dr in -7..=7 {
                assert_eq!(b.get(df, dr), w.get(df, -dr), "mirror ({df}, {dr})");
            }
        }
    }
}
