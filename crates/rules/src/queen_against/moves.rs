//! The moves of a placement, and the retrograde moves the build walks back along.

use super::{Defender, Placement};
use crate::mate_table::{MateTable, Mater, Verdict};
use shakmaty::Color;
use shakmaty::Square;
use shakmaty::attacks::{king_attacks, queen_attacks};

/// One legal move of a position of the class.
#[derive(Debug, Clone, Copy)]
pub(super) enum Step {
    /// A move within the class: the placement after it, the other side to move.
    Quiet(Placement),
    /// A capture, leaving the class: the half-moves to mate for the side that captures
    /// (counting the capture), or `None` for a draw.
    Capture(Option<u8>),
}

/// The half-moves to mate, for the side that just captured, of a bare-king table's
/// verdict with the bare king to move.
fn after_capture(v: Verdict) -> Option<u8> {
    match v {
        Verdict::Mated(n) => Some(2 * n + 1),
        _ => None,
    }
}

/// Every legal move of `p` with `turn` to move, Black's piece being `d`, in no
/// particular order.
pub(super) fn moves(p: Placement, d: Defender, turn: Color, f: &mut impl FnMut(Step)) {
    let occ = p.occupied();
    match turn {
        Color::White => {
            // The queen takes the defender: queen against a bare king.
            let taken = |wk: Square, queen: Square| {
                after_capture(MateTable::get(Mater::Queen).bare_king_to_move(wk, p.bk, queen))
            };
            for to in king_attacks(p.wk).without(p.queen) {
                if king_attacks(p.bk).contains(to) {
                    continue;
                }
                if to == p.piece {
                    f(Step::Capture(taken(to, p.queen)));
                } else if !d.attacks(p.piece, occ.without(p.wk)).contains(to) {
                    f(Step::Quiet(Placement { wk: to, ..p }));
                }
            }
            for to in queen_attacks(p.queen, occ).without(p.wk).without(p.bk) {
                if to == p.piece {
                    f(Step::Capture(taken(p.wk, to)));
                } else if !d
                    .attacks(p.piece, occ.without(p.queen).with(to))
                    .contains(p.wk)
                {
                    f(Step::Quiet(Placement { queen: to, ..p }));
                }
            }
        }
        Color::Black => {
            // Black takes the queen: its king and piece against a bare king, the board
            // flipped so that the side with the piece is White.
            let flip = Square::flip_vertical;
            let taken = |bk: Square, piece: Square| {
                d.after_taking_queen().and_then(|mater| {
                    after_capture(MateTable::get(mater).bare_king_to_move(
                        flip(bk),
                        flip(p.wk),
                        flip(piece),
                    ))
                })
            };
            for to in king_attacks(p.bk).without(p.piece) {
                if king_attacks(p.wk).contains(to) {
                    continue;
                }
                if to == p.queen {
                    f(Step::Capture(taken(to, p.piece)));
                } else if !queen_attacks(p.queen, occ.without(p.bk)).contains(to) {
                    f(Step::Quiet(Placement { bk: to, ..p }));
                }
            }
            for to in d.attacks(p.piece, occ).without(p.wk).without(p.bk) {
                if to == p.queen {
                    f(Step::Capture(taken(p.bk, to)));
                } else if !queen_attacks(p.queen, occ.without(p.piece).with(to)).contains(p.bk) {
                    f(Step::Quiet(Placement { piece: to, ..p }));
                }
            }
        }
    }
}

/// Every legal position with `turn` to move from which one quiet move of `turn` leads to
/// `p` (where the other side is to move), Black's piece being `d`: the retrograde moves.
/// Every piece's moves are their own reverse (no pawns), so a piece came from a square
/// it attacks now.
pub(super) fn unmoves(p: Placement, d: Defender, turn: Color, f: &mut impl FnMut(Placement)) {
    let occ = p.occupied();
    let (king, piece) = match turn {
        Color::White => (p.wk, p.queen),
        Color::Black => (p.bk, p.piece),
    };
    let reach = match turn {
        Color::White => queen_attacks(piece, occ),
        Color::Black => d.attacks(piece, occ),
    };
    let mut put = |q: Placement| {
        if q.legal(d, turn) {
            f(q);
        }
    };
    for from in king_attacks(king) & !occ {
        put(match turn {
            Color::White => Placement { wk: from, ..p },
            Color::Black => Placement { bk: from, ..p },
        });
    }
    for from in reach & !occ {
        put(match turn {
            Color::White => Placement { queen: from, ..p },
            Color::Black => Placement { piece: from, ..p },
        });
    }
}
