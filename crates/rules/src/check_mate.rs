//! Mate by checks: a bounded proof that the side to move mates, checking on every move
//! (ours; the search's `MoSettings::check_mates`, `docs/search.md` item 49).
//!
//! The side to move (the *attacker*) plays only moves that give check; the other side
//! answers with every legal move ([`mate_by_checks`]; [`mated_by_checks`] asks the same
//! of a side in check, the enemy's checks to come). The attacker wins a line when the enemy is checkmated;
//! it fails a line when it has no check left that wins. The search deepens by two
//! half-moves at a time (a mate in 1, then in 2, …), so the mate it reports is the
//! shortest one by checks alone, and it gives up at [`CheckMateLimits::plies`] or after
//! [`CheckMateLimits::nodes`] positions.
//!
//! A proof is exact under the rules of chess: every reply of the defender is searched, so
//! a reported mate is forced (a shorter one may exist by a quiet move). "Not proven" says
//! nothing about the position — the attacker may mate otherwise, or not at all. Within a
//! handful of half-moves no line repeats a position three times and the fifty-move rule
//! cannot intervene, so neither is looked at.
//!
//! ```
//! use pioneer_rules::check_mate::{CheckMateLimits, mate_by_checks};
//!
//! let limits = CheckMateLimits { plies: 5, nodes: 2_000 };
//! // The back rank: 1.Re8+ Rxe8 2.Rxe8#.
//! let back_rank = pioneer_rules::parse_fen("3r2k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1").unwrap();
//! assert_eq!(mate_by_checks(&back_rank, limits).mate_in, Some(3));
//! // A lone checking piece against a king with room mates nothing.
//! let free = pioneer_rules::parse_fen("8/8/4k3/8/8/8/8/R3K3 w - - 0 1").unwrap();
//! assert_eq!(mate_by_checks(&free, limits).mate_in, None);
//! ```

use crate::gives_check;
use shakmaty::{Chess, Position};

/// How far a proof of mate by checks may search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckMateLimits {
    /// The longest mate sought, in half-moves (odd: the attacker's checks and the
    /// replies, the mating check last); an even limit searches as the odd one below it.
    pub plies: u8,
    /// The most positions searched (their legal moves generated) over every depth; the
    /// proof gives up beyond it.
    pub nodes: u32,
}

/// The result of [`mate_by_checks`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckMateProof {
    /// The shortest mate by checks, in half-moves down to the checkmate (1 for a mate in
    /// one), or `None`: none proven within the limits.
    pub mate_in: Option<u8>,
    /// Positions searched (their legal moves generated), over every depth.
    pub nodes: u32,
}

/// The search's budget, shared by every depth.
struct Budget {
    used: u32,
    limit: u32,
}

impl Budget {
    /// Spends one position; `false` once the budget is gone.
    fn spend(&mut self) -> bool {
        if self.used >= self.limit {
            return false;
        }
        self.used += 1;
        true
    }
}

/// Whether the attacker, to move in `pos`, mates by checks within `plies` half-moves
/// (`Some(false)` also when it has no check; `None`: the budget ran out).
fn attacker_mates(pos: &Chess, plies: u8, budget: &mut Budget) -> Option<bool> {
    if !budget.spend() {
        return None;
    }
    let checks = pos
        .legal_moves()
        .into_iter()
        .filter(|m| gives_check(pos, *m));
    // Every mate in one first; the other checks are searched deeper only if plies allow.
    let mut deeper = Vec::new();
    for m in checks {
        let mut after = pos.clone();
        after.play_unchecked(m);
        if after.is_checkmate() {
            return Some(true);
        }
        if plies >= 3 {
            deeper.push(after);
        }
    }
    for after in deeper {
        if defender_is_mated(&after, plies - 1, budget)? {
            return Some(true);
        }
    }
    Some(false)
}

/// Whether every reply of the defender, to move and in check in `pos`, leaves the
/// attacker a mate by checks within `plies − 1` half-moves.
fn defender_is_mated(pos: &Chess, plies: u8, budget: &mut Budget) -> Option<bool> {
    if !budget.spend() {
        return None;
    }
    for reply in pos.legal_moves() {
        let mut after = pos.clone();
        after.play_unchecked(reply);
        if !attacker_mates(&after, plies - 1, budget)? {
            return Some(false);
        }
    }
    // In check with no reply is checkmate, which the attacker saw one ply up.
    Some(true)
}

/// Whether the side to move in `pos` mates by checks (module docs), searched within
/// `limits`: the shortest such mate, deepening two half-moves at a time.
pub fn mate_by_checks(pos: &Chess, limits: CheckMateLimits) -> CheckMateProof {
    deepen(1, limits, |plies, budget| {
        attacker_mates(pos, plies, budget)
    })
}

/// The shortest length, from `first` up to [`CheckMateLimits::plies`] two half-moves at
/// a time, at which `proves` holds, within the limits' budget shared by every length.
fn deepen(
    first: u8,
    limits: CheckMateLimits,
    mut proves: impl FnMut(u8, &mut Budget) -> Option<bool>,
) -> CheckMateProof {
    let mut budget = Budget {
        used: 0,
        limit: limits.nodes,
    };
    let mut plies = first;
    while plies <= limits.plies {
        match proves(plies, &mut budget) {
            Some(true) => {
                return CheckMateProof {
                    mate_in: Some(plies),
                    nodes: budget.used,
                };
            }
            Some(false) => plies += 2,
            None => break,
        }
    }
    CheckMateProof {
        mate_in: None,
        nodes: budget.used,
    }
}

/// Whether the side to move in `pos`, in check, is mated by the enemy's checks (module
/// docs): every reply leaves the enemy a mate by checks. The shortest such mate in
/// half-moves down to the checkmate (2 when every reply allows a mating check), deepening
/// two at a time up to [`CheckMateLimits::plies`]; `None` out of check.
pub fn mated_by_checks(pos: &Chess, limits: CheckMateLimits) -> CheckMateProof {
    if !pos.is_check() || pos.is_checkmate() {
        return CheckMateProof {
            mate_in: None,
            nodes: 0,
        };
    }
    deepen(2, limits, |plies, budget| {
        defender_is_mated(pos, plies, budget)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: CheckMateLimits = CheckMateLimits {
        plies: 5,
        nodes: 20_000,
    };

    fn mate_in(fen: &str) -> Option<u8> {
        mate_by_checks(&crate::parse_fen(fen).unwrap(), LIMITS).mate_in
    }

    #[test]
    fn a_mate_in_one_is_one_half_move() {
        // 1.Ra8#.
        assert_eq!(mate_in("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Some(1));
    }

    #[test]
    fn the_queens_checks_of_botvinnik_capablanca_mate_after_h3() {
        // The game played out: 1.Qb8? Qxe6 2.Qxa7+ Qf7 3.Qxb6 Ng4 4.h3?? Qf2+ 5.Kh1 Qe1+
        // 6.Nf1 Qxf1#, five half-moves of checks.
        let fen = "8/5qkp/1Q4p1/3p4/2pP2n1/1nP3NP/1B4P1/6K1 b - - 0 4";
        assert_eq!(mate_in(fen), Some(5));
    }

    #[test]
    fn the_side_in_check_is_mated_by_the_queens_checks() {
        // One half-move on: 4…Qf2+ given, White to move: 5.Kh1 Qe1+ 6.Nf1 Qxf1#.
        let pos = crate::parse_fen("8/6kp/1Q4p1/3p4/2pP2n1/1nP3NP/1B3qP1/6K1 w - - 1 5").unwrap();
        assert_eq!(mated_by_checks(&pos, LIMITS).mate_in, Some(4));
        // Out of check, or already mated: nothing to prove.
        let quiet = crate::parse_fen("8/5qkp/1Q4p1/3p4/2pP2n1/1nP3NP/1B4P1/6K1 b - - 0 4").unwrap();
        assert_eq!(mated_by_checks(&quiet, LIMITS).mate_in, None);
        let mated = crate::parse_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1").unwrap();
        assert_eq!(mated_by_checks(&mated, LIMITS).mate_in, None);
    }

    #[test]
    fn a_quiet_mate_is_not_a_mate_by_checks() {
        // 1.Kb3 (quiet) and 2.Rf1# mates in two; by checks alone there is no mate within
        // five half-moves, and the proof says nothing.
        assert_eq!(mate_in("5R2/8/8/8/1K6/8/8/k7 w - - 0 1"), None);
    }

    #[test]
    fn the_budget_ends_the_proof_without_a_verdict() {
        let pos = crate::parse_fen("3r2k1/5ppp/8/8/8/8/4RPPP/4R1K1 w - - 0 1").unwrap();
        let tight = CheckMateLimits { plies: 5, nodes: 2 };
        let proof = mate_by_checks(&pos, tight);
        assert_eq!(proof.mate_in, None);
        assert!(proof.nodes <= 2);
    }

    #[test]
    fn the_side_in_checkmate_has_no_mate() {
        assert_eq!(mate_in("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"), None);
    }
}
