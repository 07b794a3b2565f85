//! An exact oracle for king and two pawns against king (KPPK), by retrograde iteration
//! over every position, for testing the rule of the square (`pioneer_tree::square`).
//!
//! White has the pawns (Black's are mirrored by the caller). The ways out of the class are
//! read exactly where they can be:
//! - Black's king takes a pawn: king and pawn against king, White to move ([`Kpk`]);
//! - a pawn queens (or becomes a rook), Black to move: White wins unless Black is
//!   stalemated or takes the new piece into a king-and-pawn ending that [`Kpk`] does not
//!   win (every other Black move leaves king, piece and perhaps pawn against king, White
//!   to move: won);
//! - a pawn becomes a bishop or a knight: not read. The class is solved twice, once with
//!   such a promotion a win and once a draw; where the two agree the value cannot depend
//!   on it and is exact, elsewhere the oracle is silent ([`Kppk::value`] is `None`).

use super::{Kpk, adjacent, cheb, king_steps, pawn_attacks, slides};

/// The two solves of every position: bit 0 with a bishop's or knight's promotion a draw,
/// bit 1 with it a win (White wins with best play), indexed by [`index`].
pub struct Kppk {
    win: Vec<u8>,
}

/// The index of (white king, black king, the pawns in either order, White to move).
fn index(wk: usize, bk: usize, a: usize, b: usize, white: bool) -> usize {
    let (lo, hi) = (a.min(b), a.max(b));
    (((wk * 64 + bk) * 64 + lo) * 64 + hi) * 2 + usize::from(white)
}

/// Whether the position is legal: the pawns on ranks 2–7, every square distinct, the kings
/// apart, and with White to move Black not in check.
pub fn valid(wk: usize, bk: usize, a: usize, b: usize, white: bool) -> bool {
    let on_ranks = |p: usize| (1..=6).contains(&(p / 8));
    on_ranks(a)
        && on_ranks(b)
        && a != b
        && ![a, b].contains(&wk)
        && ![a, b].contains(&bk)
        && !adjacent(wk, bk)
        && !(white && (pawn_attacks(a, bk) || pawn_attacks(b, bk)))
}

/// After a pawn queens (`queen`) or becomes a rook on `q`, the other pawn on `pawn`, Black
/// to move: whether White wins (module docs).
fn promoted_wins(kpk: &Kpk, wk: usize, bk: usize, q: usize, pawn: usize, queen: bool) -> bool {
    let piece_attacks = |t: usize| slides(q, t, queen, &[wk, pawn]);
    let in_check = piece_attacks(bk) || pawn_attacks(pawn, bk);
    let mut has_move = false;
    // Squares the white king or the pawn guards are off limits, the men on them included.
    for t in king_steps(bk) {
        if adjacent(t, wk) || pawn_attacks(pawn, t) {
            continue;
        }
        if t == q {
            // Takes the new piece: king and pawn against king.
            if !kpk.white_wins_at(wk, q, pawn, true) {
                return false;
            }
            has_move = true;
        } else if !piece_attacks(t) {
            // A step, or the pawn taken where the piece does not guard it (king and
            // piece against king: won).
            has_move = true;
        }
    }
    // No move: mate in check, stalemate otherwise.
    has_move || in_check
}

impl Kppk {
    /// Solves every position twice (module docs), reading king and pawn against king from
    /// `kpk`.
    pub fn solve(kpk: &Kpk) -> Kppk {
        let mut win = vec![0u8; 64 * 64 * 64 * 64 * 2];
        loop {
            let mut changed = false;
            for wk in 0..64 {
                for bk in 0..64 {
                    if cheb(wk, bk) <= 1 {
                        continue;
                    }
                    for a in 8..56 {
                        for b in a + 1..56 {
                            for white in [true, false] {
                                let i = index(wk, bk, a, b, white);
                                if win[i] == 0b11 || !valid(wk, bk, a, b, white) {
                                    continue;
                                }
                                let w = if white {
                                    Self::white_wins(&win, kpk, wk, bk, a, b)
                                } else {
                                    Self::black_loses(&win, kpk, wk, bk, a, b)
                                };
                                if w != win[i] {
                                    win[i] = w;
                                    changed = true;
                                }
                            }
                        }
                    }
                }
            }
            if !changed {
                return Kppk { win };
            }
        }
    }

    /// White to move: the solves (bits) in which some move wins.
    fn white_wins(win: &[u8], kpk: &Kpk, wk: usize, bk: usize, a: usize, b: usize) -> u8 {
        let mut w = 0u8;
        for t in king_steps(wk) {
            if t != a && t != b && !adjacent(t, bk) {
                w |= win[index(t, bk, a, b, false)];
            }
        }
        for (p, other) in [(a, b), (b, a)] {
            let one = p + 8;
            if one == wk || one == bk || one == other {
                continue;
            }
            if one >= 56 {
                if promoted_wins(kpk, wk, bk, one, other, true)
                    || promoted_wins(kpk, wk, bk, one, other, false)
                {
                    return 0b11;
                }
                // A bishop or a knight: a win only in the second solve.
                w |= 0b10;
            } else {
                w |= win[index(wk, bk, one, other, false)];
                let two = p + 16;
                if p / 8 == 1 && two != wk && two != bk && two != other {
                    w |= win[index(wk, bk, two, other, false)];
                }
            }
        }
        w
    }

    /// Black to move: the solves (bits) in which every move loses (mate counts; a
    /// stalemate does not).
    fn black_loses(win: &[u8], kpk: &Kpk, wk: usize, bk: usize, a: usize, b: usize) -> u8 {
        let mut w = 0b11u8;
        let mut has_move = false;
        // Squares the white king or a pawn guards are off limits, a guarded pawn included.
        for t in king_steps(bk) {
            if adjacent(t, wk) || pawn_attacks(a, t) || pawn_attacks(b, t) {
                continue;
            }
            if t == a || t == b {
                // Takes an unguarded pawn: king and pawn against king.
                let other = if t == a { b } else { a };
                has_move = true;
                if !kpk.white_wins_at(wk, t, other, true) {
                    return 0;
                }
            } else {
                has_move = true;
                w &= win[index(wk, t, a, b, true)];
            }
        }
        if !has_move {
            return if pawn_attacks(a, bk) || pawn_attacks(b, bk) {
                0b11
            } else {
                0
            };
        }
        w
    }

    /// White's result with best play, `turn` White (`white`) or Black: `Some(true)` a
    /// win, `Some(false)` a draw (Black cannot win), `None` where a bishop's or knight's
    /// promotion could decide it.
    pub fn value(&self, wk: usize, bk: usize, a: usize, b: usize, white: bool) -> Option<bool> {
        match self.win[index(wk, bk, a, b, white)] {
            0 => Some(false),
            0b11 => Some(true),
            _ => None,
        }
    }
}
