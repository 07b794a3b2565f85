//! Helpers shared by the tables' tests.

use pioneer_rules::Chess;
use pioneer_rules::endgame_tables::{Verdict, verdict};
use shakmaty::Position;

/// A small deterministic generator (the tests need no randomness crate).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }
}

/// The FEN of `pos`, for messages.
#[allow(dead_code)]
pub fn fen(pos: &Chess) -> String {
    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

/// The verdict the rules give `pos` from its successors' verdicts, read from every table
/// ([`verdict`]): mate in one more than the quickest successor lost for the other side;
/// else a draw if any successor (or stalemate, or too little material) draws; else mated
/// after the slowest of the other side's mates.
#[allow(dead_code)]
pub fn best_of_successors(pos: &Chess) -> Verdict {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return if pos.is_check() {
            Verdict::Mated(0)
        } else {
            Verdict::Draw
        };
    }
    let (mut win, mut draw, mut loss) = (None::<u8>, false, 0u8);
    for m in &moves {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        let v = if after.is_insufficient_material() {
            Verdict::Draw
        } else {
            verdict(&after).expect("a successor stays in a table's class")
        };
        match v {
            Verdict::Mated(k) => win = Some(win.map_or(k + 1, |w| w.min(k + 1))),
            Verdict::Draw => draw = true,
            Verdict::Mates(k) => loss = loss.max(k),
        }
    }
    match (win, draw) {
        (Some(n), _) => Verdict::Mates(n),
        (None, true) => Verdict::Draw,
        (None, false) => Verdict::Mated(loss),
    }
}
