//! Every legal move, where the MO's moves are not enough (ours): at a root that goes past
//! the MO's moves (`Search::widens_root`: the MO offers none, every move it offers loses
//! material with [`crate::Switches::widened_root`], always with
//! [`crate::Switches::whole_root`]), in check with [`crate::MoSettings::checks`], and for
//! the empty turn and the mate defence. Captures first (300·m1 − m2, §2.6.1), then
//! promotions to a queen, then the rest by squares; mates before them all.

use super::Search;
use crate::columns::NodeId;
use pioneer_rules::{Move, Ply, Position, Role, Square, value};
use smallvec::SmallVec;

impl Search {
    /// The root's every legal move not yet tried, once it goes past the MO's moves:
    /// [`Search::every_legal_move`], and with [`crate::Switches::whole_root`] the
    /// promotions to a bishop or a knight last, so that no legal alternative is left
    /// unexamined.
    pub(super) fn every_root_move(&self, tried: &[Ply]) -> Vec<Ply> {
        let mut out = self.every_legal_move(tried);
        if self.cfg.switches.whole_root {
            for m in self.game.legal_moves() {
                let p = Ply::Move(m);
                if m.promotion()
                    .is_some_and(|r| r == Role::Bishop || r == Role::Knight)
                    && !tried.contains(&p)
                    && !out.contains(&p)
                {
                    out.push(p);
                }
            }
        }
        out
    }

    /// [`Search::every_legal_move`] at node `n`, past the moves already tried there.
    pub(super) fn untried_legal_moves(&self, n: NodeId) -> Vec<Ply> {
        let tried: SmallVec<[Ply; 16]> = self.tree.tried(n).collect();
        self.every_legal_move(&tried)
    }

    /// Every legal move not yet tried at the node (in check, or at a root the MO gives no
    /// move; [`crate::MoSettings::checks`]): captures best first (300·m1 − m2, §2.6.1), then
    /// promotions to a queen, then the rest by squares.
    pub(super) fn every_legal_move(&self, tried: &[Ply]) -> Vec<Ply> {
        let mut moves: Vec<((i32, usize, usize), Move)> = self
            .game
            .legal_moves()
            .iter()
            .filter(|m| !tried.contains(&Ply::Move(**m)))
            .filter(|m| {
                m.promotion()
                    .is_none_or(|r| r == Role::Queen || r == Role::Rook)
            })
            .map(|m| {
                let gain = match m.capture() {
                    Some(c) => 300 * value(c) - value(m.role()),
                    None => m.promotion().map_or(0, value),
                };
                let key = (
                    -gain,
                    m.from().map_or(0, Square::to_usize),
                    m.to().to_usize(),
                );
                (key, *m)
            })
            .collect();
        moves.sort_by_key(|x| x.0);
        let mut out = self.mating_moves(tried);
        for (_, m) in moves {
            if !out.contains(&Ply::Move(m)) {
                out.push(Ply::Move(m));
            }
        }
        out
    }

    /// The legal moves not yet tried that checkmate ([`crate::MoSettings::checks`]: a mate
    /// is the capture of the king, tried before every other capture, §2.6.1).
    pub(super) fn mating_moves(&self, tried: &[Ply]) -> Vec<Ply> {
        let pos = self.game.position();
        pos.legal_moves()
            .iter()
            .filter(|m| !tried.contains(&Ply::Move(**m)))
            // Only a check can mate: the cheap test first, the move played only then.
            .filter(|m| pioneer_rules::gives_check(pos, **m))
            .filter(|m| {
                let mut after = pos.clone();
                after.play_unchecked(**m);
                after.is_checkmate()
            })
            .map(|m| Ply::Move(*m))
            .collect()
    }
}
