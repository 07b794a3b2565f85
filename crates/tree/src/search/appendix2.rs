//! Appendix 2 in the search (spec §10, the project's reading; `docs/search.md`, "Positional
//! values"): the value of a line's end with its positional evaluation, and the positional
//! priority among quiet moves of equal rank.

use super::Search;
use crate::positional::{self, Positional};
use crate::value::NodeValue;
use pioneer_rules::{Color, Move, Ply};

impl Search {
    /// The value of a line ending here with material `m`: with
    /// [`crate::Switches::positional_values`], together with `K_w/K_b` of the current
    /// position under the current MO; with [`crate::Switches::kings_game`], with the
    /// kings' race of the current position (`search/kings_race.rs`).
    pub(super) fn valued(&self, m: i32) -> NodeValue {
        let v = if self.cfg.switches.positional_values {
            NodeValue::with_positional(m, positional::evaluate(&self.mo, &self.game))
        } else {
            NodeValue::material(m)
        };
        self.own_race(v)
    }

    /// With [`crate::Switches::positional_priority`]: within every run of quiet moves whose
    /// §2.6–2.8 keys are equal (`same_rank`), the move whose resulting positional score is
    /// better for the mover goes first (stable: equal scores keep their order). The score
    /// after a move is computed on the position after it under the MO of this node.
    pub(super) fn prefer_positional<K>(
        &mut self,
        quiet: &mut [(K, Move)],
        same_rank: impl Fn(&K, &K) -> bool,
    ) {
        if !self.cfg.switches.positional_priority || quiet.len() < 2 {
            return;
        }
        let mover = self.game.turn();
        let mut start = 0;
        while start < quiet.len() {
            let mut end = start + 1;
            while end < quiet.len() && same_rank(&quiet[start].0, &quiet[end].0) {
                end += 1;
            }
            if end - start > 1 {
                let mut scored: Vec<(i32, usize)> = (start..end)
                    .map(|i| (-for_mover(self.score_after(quiet[i].1), mover), i))
                    .collect();
                scored.sort();
                let order: Vec<usize> = scored.into_iter().map(|(_, i)| i).collect();
                let run: Vec<Move> = order.iter().map(|&i| quiet[i].1).collect();
                for (slot, m) in (start..end).zip(run) {
                    quiet[slot].1 = m;
                }
            }
            start = end;
        }
    }

    /// The positional evaluation after `m` (made and taken back on the board only).
    fn score_after(&mut self, m: Move) -> Positional {
        let Some(from) = m.from() else {
            return Positional::default();
        };
        let Some(piece) = self.game.piece_at(from) else {
            return Positional::default();
        };
        self.game.make(&Ply::Move(m));
        let p = positional::evaluate_after_move(&self.mo, &self.game, piece, from);
        self.game.unmake();
        p
    }
}

/// `P` from the mover's side.
fn for_mover(p: Positional, mover: Color) -> i32 {
    match mover {
        Color::White => i32::from(p.score()),
        Color::Black => -i32::from(p.score()),
    }
}
