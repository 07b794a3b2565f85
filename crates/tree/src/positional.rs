//! The positional evaluation of Appendix 2 (Tsfasman and Stilman; spec §10): `K_w` and
//! `K_b`, the α-squares of the unfrozen trajectories of the zones in play that White and
//! Black control.
//!
//! Computed at a node from the MO as it stands there (the text: it cannot be updated along
//! a variation, the MO changes from node to node and within a node as zones are included):
//!
//! 1. unfold the bundles of the live zones that fight for a target (attack and promotion
//!    zones; retreat and deblockade zones have no target and add nothing), root and
//!    negation bundles alike ([`Mo::unfold`], traces → trajectories, §1.5);
//! 2. for each bundle whose piece is on the board, take the cell on the piece's square: a
//!    frozen cell (any of the three freezings, §1.12–1.17) or none (the piece is off the
//!    bundle) leaves the bundle out;
//! 3. for every trajectory of the bundle through that square, walk the α-squares after it
//!    in order (α1 is the next stop from where the piece stands); on each, the static
//!    exchange ([`pioneer_rules::see`]) after the piece steps on: the square is
//!    **passable** when the exchange does not lose for the trajectory's owner (result ≥ 0:
//!    "in favour of" read as "the piece can stand there"; an uncontested square is 0 and
//!    passable), and the owner's `K` grows by one; the walk stops at the first impassable
//!    square. A square holding a piece of the owner's, or a pawn's straight step onto any
//!    piece, is impassable.
//!
//! Every trajectory counts its own squares, as the text does ("for each trajectory and
//! each of its α-squares"), so a square on several trajectories counts several times.
//! The exchange on a square for a piece is computed once per evaluation.
//!
//! ```
//! use pioneer_tree::positional::Positional;
//! let p = Positional::new(6, 2);
//! assert_eq!((p.k_white(), p.k_black(), p.score()), (6, 2, 500));
//! assert_eq!(Positional::new(0, 0).score(), 0);
//! assert_eq!(Positional::new(0, 3).score(), -1000);
//! ```

use pioneer_rules::see::{StepOn, static_exchange};
use pioneer_rules::{Color, Game, Piece, PieceId, Position, Role, Square};
use pioneer_zones::Mo;
use serde::Serialize;

/// `K_w`, `K_b` and the positional score `P` (Appendix 2; spec §10).
///
/// `P = 1000·(K_w − K_b)/(K_w + K_b)`, rounded toward zero, 0 when both are 0: a bounded
/// (−1000 … 1000) increasing function of the ratio `K_w/K_b` (it is `(r − 1)/(r + 1)` with
/// `r = K_w/K_b`), defined when `K_b` is 0, and antisymmetric between the colours.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Positional {
    k_white: u32,
    k_black: u32,
    score: i16,
}

impl Positional {
    /// The evaluation with these counts (the score follows from them).
    pub fn new(k_white: u32, k_black: u32) -> Positional {
        let sum = i64::from(k_white) + i64::from(k_black);
        let score = if sum == 0 {
            0
        } else {
            (1000 * (i64::from(k_white) - i64::from(k_black)) / sum) as i16
        };
        Positional {
            k_white,
            k_black,
            score,
        }
    }

    /// `K_w`: passable α-squares of White's unfrozen trajectories.
    pub fn k_white(self) -> u32 {
        self.k_white
    }

    /// `K_b`: passable α-squares of Black's unfrozen trajectories.
    pub fn k_black(self) -> u32 {
        self.k_black
    }

    /// `P` from White's side, −1000 … 1000.
    pub fn score(self) -> i16 {
        self.score
    }
}

impl std::fmt::Display for Positional {
    /// `K 6/2 P +500`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "K {}/{} P {:+}", self.k_white, self.k_black, self.score)
    }
}

/// `K_w` and `K_b` of the current position under the MO (module docs).
pub fn evaluate(mo: &Mo, game: &Game) -> Positional {
    evaluate_with(mo, game, None)
}

/// [`evaluate`] right after `piece` moved from `from` (made on `game`, not yet in the MO):
/// its bundles are read from the cells on `from`, as the move's trajectories go on from
/// where it stands now (the positional priority, spec §10).
pub fn evaluate_after_move(mo: &Mo, game: &Game, piece: PieceId, from: Square) -> Positional {
    evaluate_with(mo, game, Some((piece, from)))
}

fn evaluate_with(mo: &Mo, game: &Game, moved: Option<(PieceId, Square)>) -> Positional {
    let board = game.position().board();
    let mut k = [0u32; 2];
    // The exchange on a square for a piece, computed once: (piece, from, to) → it holds.
    let mut seen: Vec<(Piece, Square, Square, bool)> = Vec::new();
    for zone in mo.live_zones(game) {
        if !mo.has_target(zone) {
            continue;
        }
        let mut bundles = mo.negations_of_zone(zone);
        bundles.insert(0, zone);
        for home in bundles {
            let piece_id = mo.cell(home).piece;
            let Some(at) = game.square_of(piece_id) else {
                continue;
            };
            let cell = mo.cell_on(home, at).or_else(|| match moved {
                Some((p, from)) if p == piece_id => mo.cell_on(home, from),
                _ => None,
            });
            let Some(cell) = cell else {
                continue;
            };
            if mo.cell(cell).is_frozen() {
                continue;
            }
            let (color, role) = game.kind_of(piece_id);
            let piece = Piece { color, role };
            let mut count = 0u32;
            for t in mo.unfold(home).trajectories.iter() {
                let Some(i) = t.stops.iter().position(|&s| s == at) else {
                    continue;
                };
                let mut prev = at;
                for &sq in &t.stops[i + 1..] {
                    let pawn_blocked = role == Role::Pawn
                        && prev.file() == sq.file()
                        && board.piece_at(sq).is_some();
                    let holds = match seen.iter().find(|e| e.0 == piece && e.1 == at && e.2 == sq) {
                        Some(e) => e.3,
                        None => {
                            let step = StepOn {
                                piece,
                                from: Some(at),
                                to: sq,
                            };
                            let holds = static_exchange(board, step).is_some_and(|r| r >= 0);
                            seen.push((piece, at, sq, holds));
                            holds
                        }
                    };
                    if pawn_blocked || !holds {
                        break;
                    }
                    count += 1;
                    prev = sq;
                }
            }
            k[usize::from(color == Color::Black)] += count;
        }
    }
    Positional::new(k[0], k[1])
}
