//! An exact oracle for king and pawn against king (KPK), by retrograde iteration over
//! every position, for testing the rule of the square (`pioneer_tree::square`).
//!
//! White has the pawn (Black's pawn positions are mirrored). A promotion ends the game:
//! king and queen (or rook) against king is won unless the new piece is taken at once or
//! Black is stalemated; the better of queen and rook is taken (a queen that stalemates
//! where a rook does not).

pub mod kppk;

/// `true` when White wins with best play, indexed by [`index`].
pub struct Kpk {
    win: Vec<bool>,
}

fn adjacent(a: usize, b: usize) -> bool {
    cheb(a, b) <= 1
}

/// The Chebyshev distance between two squares (0..64, a1 = 0).
pub fn cheb(a: usize, b: usize) -> usize {
    let (fa, ra) = (a % 8, a / 8);
    let (fb, rb) = (b % 8, b / 8);
    fa.abs_diff(fb).max(ra.abs_diff(rb))
}

fn king_steps(s: usize) -> impl Iterator<Item = usize> {
    (0..64).filter(move |&t| t != s && adjacent(s, t))
}

/// Squares a white pawn on `p` attacks.
fn pawn_attacks(p: usize, t: usize) -> bool {
    t / 8 == p / 8 + 1 && (t % 8).abs_diff(p % 8) == 1
}

/// The index of (white king, black king, pawn, White to move).
pub fn index(wk: usize, bk: usize, p: usize, white: bool) -> usize {
    ((wk * 64 + bk) * 64 + p) * 2 + usize::from(white)
}

/// Whether the position is legal (pawn on ranks 2–7, distinct squares, kings apart, the
/// side not to move not in check).
pub fn valid(wk: usize, bk: usize, p: usize, white: bool) -> bool {
    let rank = p / 8;
    (1..=6).contains(&rank)
        && wk != bk
        && wk != p
        && bk != p
        && !adjacent(wk, bk)
        && !(white && pawn_attacks(p, bk))
}

/// Black's legal king moves: (destination, takes the pawn).
fn black_moves(wk: usize, bk: usize, p: usize) -> Vec<(usize, bool)> {
    king_steps(bk)
        .filter(|&t| !adjacent(t, wk) && !pawn_attacks(p, t))
        .filter(|&t| t != p || !adjacent(p, wk))
        .map(|t| (t, t == p))
        .collect()
}

/// Whether a queen (`queen`) or a rook on `from` attacks `to`, the men on `blockers`
/// blocking its lines (Black's king never does: it cannot hide behind itself).
fn slides(from: usize, to: usize, queen: bool, blockers: &[usize]) -> bool {
    let (ff, rf) = ((from % 8) as i32, (from / 8) as i32);
    let (ft, rt) = ((to % 8) as i32, (to / 8) as i32);
    let (df, dr) = (ft - ff, rt - rf);
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    if from == to || !(straight || (queen && diagonal)) {
        return false;
    }
    let (sf, sr) = (df.signum(), dr.signum());
    let (mut f, mut r) = (ff + sf, rf + sr);
    while (f, r) != (ft, rt) {
        if blockers.contains(&((r * 8 + f) as usize)) {
            return false;
        }
        f += sf;
        r += sr;
    }
    true
}

/// After a promotion on `q` (Black to move): won unless the piece is taken at once or
/// Black is stalemated. `diagonal`: a queen (rook lines otherwise).
fn promoted_wins(wk: usize, bk: usize, q: usize, queen: bool) -> bool {
    let attacks = |from: usize, to: usize| slides(from, to, queen, &[wk]);
    if adjacent(bk, q) && !adjacent(wk, q) {
        return false;
    }
    let in_check = attacks(q, bk);
    let has_move = king_steps(bk).any(|t| !adjacent(t, wk) && (t == q || !attacks(q, t)));
    has_move || in_check
}

impl Kpk {
    /// Solves every position.
    pub fn solve() -> Kpk {
        let mut win = vec![false; 64 * 64 * 64 * 2];
        loop {
            let mut changed = false;
            for wk in 0..64 {
                for bk in 0..64 {
                    for p in 8..56 {
                        for white in [true, false] {
                            let i = index(wk, bk, p, white);
                            if win[i] || !valid(wk, bk, p, white) {
                                continue;
                            }
                            let w = if white {
                                Self::white_wins(&win, wk, bk, p)
                            } else {
                                Self::black_loses(&win, wk, bk, p)
                            };
                            if w {
                                win[i] = true;
                                changed = true;
                            }
                        }
                    }
                }
            }
            if !changed {
                return Kpk { win };
            }
        }
    }

    fn white_wins(win: &[bool], wk: usize, bk: usize, p: usize) -> bool {
        for t in king_steps(wk) {
            if t != p && !adjacent(t, bk) && win[index(t, bk, p, false)] {
                return true;
            }
        }
        let one = p + 8;
        if one != wk && one != bk {
            if one >= 56 {
                if promoted_wins(wk, bk, one, true) || promoted_wins(wk, bk, one, false) {
                    return true;
                }
            } else if win[index(wk, bk, one, false)] {
                return true;
            }
            let two = p + 16;
            if p / 8 == 1 && two != wk && two != bk && win[index(wk, bk, two, false)] {
                return true;
            }
        }
        false
    }

    fn black_loses(win: &[bool], wk: usize, bk: usize, p: usize) -> bool {
        let moves = black_moves(wk, bk, p);
        if moves.is_empty() {
            // Mate (in check) or stalemate.
            return pawn_attacks(p, bk);
        }
        moves
            .iter()
            .all(|&(t, takes)| !takes && win[index(wk, t, p, true)])
    }

    /// Whether White wins.
    pub fn white_wins_at(&self, wk: usize, bk: usize, p: usize, white: bool) -> bool {
        self.win[index(wk, bk, p, white)]
    }

    /// Whether the side to move has a legal move.
    pub fn has_move(wk: usize, bk: usize, p: usize, white: bool) -> bool {
        if white {
            // White always has a move in a legal KPK position except in rare corners.
            king_steps(wk).any(|t| t != p && !adjacent(t, bk)) || (p + 8 != wk && p + 8 != bk)
        } else {
            !black_moves(wk, bk, p).is_empty()
        }
    }
}
