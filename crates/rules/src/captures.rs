//! Captures played out: what the side to move wins by the captures (and queen
//! promotions) open to it, each side free to stop (quiescence search; not in the sources,
//! the project's valuation of a line cut by the depth cap, `docs/search.md` item 43).
//!
//! [`capture_gain`] searches only captures and promotions to a queen, with *stand pat*:
//! a side may always decline to capture, so the result is never negative for the side to
//! move. It is a material count in pawns ([`crate::value`]); it ignores checks (a side in
//! check may "stand pat" too) and the positions where it would stop a side that is mated:
//! the caller values mate and stalemate before asking. The search is bounded by a number
//! of positions; past the bound, a position counts as quiet.
//!
//! [`check_gain`] asks one question more: what the side to move wins by a check and the
//! captures after it, every reply to the check answered (a fork, or a skewer through the
//! king, that wins a piece the captures alone do not reach).
//!
//! ```
//! use pioneer_rules::captures::capture_gain;
//! use pioneer_rules::parse_fen;
//!
//! // White has just queened on b8; Black's rook b4 takes it back: Black wins 9.
//! let pos = parse_fen("1Q4k1/5ppp/8/8/1r6/8/5PPP/6K1 b - - 0 1").unwrap();
//! assert_eq!(capture_gain(&pos, 1_000), 9);
//! // Nothing to take: a quiet position is worth 0 to the side to move.
//! let quiet = parse_fen("6k1/5ppp/8/8/8/8/5PPP/6K1 w - - 0 1").unwrap();
//! assert_eq!(capture_gain(&quiet, 1_000), 0);
//! ```

use crate::material::value;
use shakmaty::{Chess, Move, Position, Role};

/// What [`check_gain`] found: the material won and the work it took.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckGain {
    /// What the side to move wins, in pawns, at least 0; a check that mates counts the
    /// king ([`value`] of [`Role::King`]), as a checkmate is the capture of the king.
    pub material: i32,
    /// The positions searched (the checks, the replies and the captures after them).
    pub positions: usize,
}

/// What the side to move of `pos` wins by playing out captures and queen promotions (module
/// docs), in pawns, at least 0; at most `limit` positions are searched.
pub fn capture_gain(pos: &Chess, limit: usize) -> i32 {
    let mut budget = limit;
    search(pos, 0, i32::MAX / 2, &mut budget)
}

/// What the side to move of `pos` wins by one check and then the captures and queen
/// promotions open to it ([`capture_gain`] after each reply), every legal reply to the
/// check searched and the worst for the checking side counted; at least 0, since the side
/// may give no check. The captures after the replies share one bound of `limit`
/// positions; past it, a position counts as quiet, as in [`capture_gain`].
///
/// ```
/// use pioneer_rules::captures::check_gain;
/// use pioneer_rules::parse_fen;
///
/// // Both sides have just queened; 1…Qc3+ skewers the king on f6 and the queen on h8.
/// let pos = parse_fen("7Q/8/2k2K2/8/8/1P6/8/2q5 b - - 0 1").unwrap();
/// assert_eq!(check_gain(&pos, 2_000).material, 9);
/// ```
pub fn check_gain(pos: &Chess, limit: usize) -> CheckGain {
    check_gain_within(pos, 1, limit)
}

/// What the side to move of `pos` wins by up to `checks` checks in a row, each answered
/// by every legal reply, and then the captures and queen promotions open to it: after
/// each reply the checking side takes the better of the captures ([`capture_gain`]) and,
/// while checks are left, another check. The worst reply for the checking side is
/// counted; at least 0, since the side may give no check. With `checks` 1 this is
/// [`check_gain`]. The captures after every reply and each further check count against
/// the one bound of `limit`; past it the captures count as quiet, as in
/// [`capture_gain`], and no further check is tried.
///
/// ```
/// use pioneer_rules::captures::check_gain_within;
/// use pioneer_rules::parse_fen;
///
/// // Both sides have just queened; 1.Qh8+ and 2.Qg8+ (or 2.Qg7+) skewer the king and
/// // the queen on g1 along the g-file: two checks, not one.
/// let pos = parse_fen("Q7/2K5/7k/8/8/8/3P4/6q1 w - - 0 1").unwrap();
/// assert_eq!(check_gain_within(&pos, 1, 20_000).material, 0);
/// assert_eq!(check_gain_within(&pos, 2, 20_000).material, 9);
/// ```
pub fn check_gain_within(pos: &Chess, checks: u8, limit: usize) -> CheckGain {
    let mut budget = limit;
    let mut positions = 0;
    let material = by_checks(pos, checks.max(1), &mut budget, &mut positions);
    CheckGain {
        material,
        positions,
    }
}

/// The gain of [`check_gain_within`] with `checks` checks left (at least one).
fn by_checks(pos: &Chess, checks: u8, budget: &mut usize, positions: &mut usize) -> i32 {
    let mut best = 0;
    for m in pos.legal_moves() {
        if !crate::gives_check(pos, m) {
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        *positions += 1;
        let replies = after.legal_moves();
        // A check without a reply is mate: the capture of the king.
        let mut worst = if replies.is_empty() {
            value(Role::King)
        } else {
            i32::MAX
        };
        for r in replies {
            let mut next = after.clone();
            next.play_unchecked(r);
            let before = *budget;
            let mut gain = search(&next, 0, i32::MAX / 2, budget);
            *positions += 1 + (before - *budget);
            if checks > 1 && *budget > 0 {
                *budget -= 1;
                gain = gain.max(by_checks(&next, checks - 1, budget, positions));
            }
            worst = worst.min(gain_of(&m) - gain_of(&r) + gain);
            if worst <= best {
                // The defender has a reply no better for the checking side than a check
                // already found.
                break;
            }
        }
        best = best.max(worst);
    }
    best
}

/// The immediate material a capture or promotion wins for the side making it.
fn gain_of(m: &Move) -> i32 {
    let taken = m.capture().map_or(0, value);
    let promoted = m.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    taken + promoted
}

/// Fail-hard negamax over captures and queen promotions within `[alpha, beta]`, with stand
/// pat (0).
fn search(pos: &Chess, mut alpha: i32, beta: i32, budget: &mut usize) -> i32 {
    if *budget == 0 {
        return 0;
    }
    *budget -= 1;
    if alpha >= beta {
        return alpha;
    }
    let mut moves: Vec<(i32, Move)> = pos
        .legal_moves()
        .into_iter()
        // Captures, and promotions to a queen (with or without a capture).
        .filter(|m| m.promotion().map_or(m.is_capture(), |r| r == Role::Queen))
        .map(|m| (gain_of(&m) * 16 - value(m.role()).min(15), m))
        .collect();
    // Most valuable victim first, least valuable attacker next.
    moves.sort_by_key(|(k, _)| -k);
    for (_, m) in moves {
        let gain = gain_of(&m);
        if gain <= alpha {
            // Even if the reply took nothing back, this capture would not raise alpha.
            continue;
        }
        let mut after = pos.clone();
        after.play_unchecked(m);
        let score = gain - search(&after, 0.max(gain - beta), gain - alpha, budget);
        if score > alpha {
            alpha = score;
            if alpha >= beta {
                break;
            }
        }
    }
    alpha
}

#[cfg(test)]
mod tests {
    use super::{capture_gain, check_gain};
    use crate::parse_fen;

    fn gain(fen: &str) -> i32 {
        capture_gain(&parse_fen(fen).expect("fen"), 10_000)
    }

    #[test]
    fn a_defended_piece_is_not_taken() {
        // Rxd5 exd5 would lose the rook for a pawn: Black stands pat.
        assert_eq!(gain("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1"), 0);
    }

    #[test]
    fn an_undefended_piece_is_taken() {
        assert_eq!(gain("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1"), 3);
    }

    #[test]
    fn an_exchange_is_counted_to_its_end() {
        // Nxd5 wins the bishop (3); Rxd5 Rxd5 would cost Black its rook for the knight,
        // so Black stands pat: White +3.
        assert_eq!(gain("3rk3/8/8/3b4/8/2N5/8/3RK3 w - - 0 1"), 3);
    }

    #[test]
    fn a_promotion_counts_the_queen_less_the_pawn() {
        assert_eq!(gain("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), 8);
    }

    fn checks(fen: &str) -> i32 {
        check_gain(&parse_fen(fen).expect("fen"), 10_000).material
    }

    #[test]
    fn a_fork_by_check_wins_the_piece() {
        // Nc7+ forks the king on e8 and the rook on a8.
        assert_eq!(checks("r3k3/8/8/1N6/8/8/8/4K3 w - - 0 1"), 5);
    }

    #[test]
    fn a_fork_answered_by_taking_the_checker_wins_nothing() {
        // Nc7+ forks king and queen, but the rook on c2 takes the knight: the side gives
        // no check rather than lose the knight.
        assert_eq!(checks("q3k3/8/8/3N4/8/8/2r5/6K1 w - - 0 1"), 0);
    }

    #[test]
    fn no_check_no_gain() {
        assert_eq!(checks("4k3/8/8/8/8/8/3p4/6K1 w - - 0 1"), 0);
    }

    #[test]
    fn a_mating_check_counts_the_king() {
        // Ra8 is mate: the back rank.
        assert_eq!(checks("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), 200);
    }

    #[test]
    fn the_bound_stops_the_search() {
        let pos = parse_fen("4k3/8/8/3n4/8/8/8/3RK3 w - - 0 1").expect("fen");
        assert_eq!(capture_gain(&pos, 0), 0);
    }
}
