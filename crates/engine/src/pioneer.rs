//! [`PioneerEngine`]: the Pioneer zone search ([`pioneer_tree::Search`]) behind the
//! [`Engine`] trait.

use crate::answer::{
    Answer, Bound, CountUnit, Counters, Iteration, Line, RootMove, StopCause, Value, pv_from_san,
};
use crate::{Engine, EngineError, EngineLimits, GamePosition};
use pioneer_rules::{Game, Ply};
use pioneer_tree::{NodeId, Search, SearchConfig, StopReason};
use shakmaty::Position;

/// The Pioneer search with one configuration. Each search starts from scratch (Pioneer
/// keeps nothing between searches). It reports one [`Iteration`], at the end.
#[derive(Debug, Clone)]
pub struct PioneerEngine {
    config: SearchConfig,
}

impl PioneerEngine {
    /// The engine with `config` (its limits apply where [`EngineLimits`] gives none).
    pub fn new(config: SearchConfig) -> PioneerEngine {
        PioneerEngine { config }
    }

    /// The configuration.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }
}

impl Engine for PioneerEngine {
    fn name(&self) -> &str {
        "pioneer"
    }

    fn search(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        observer: &mut dyn FnMut(&Iteration),
    ) -> Result<Answer, EngineError> {
        let pos = position.current();
        let mut cfg = self.config;
        cfg.limits = limits.to_pioneer(cfg.limits);
        let mut search = Search::new(Game::new(pos.clone()), cfg);
        if let Some(flag) = &limits.stop {
            search.set_stop_flag(flag.clone());
        }
        let r = search.run();
        let best_move = r
            .best_move_uci
            .as_deref()
            .and_then(|u| u.parse::<shakmaty::uci::UciMove>().ok())
            .and_then(|u| u.to_move(pos).ok());
        let pv = pv_from_san(pos, &r.pv);
        let stop = match r.stopped {
            Some(StopReason::Moves) => StopCause::NodeLimit,
            Some(StopReason::Time) => StopCause::TimeLimit,
            Some(StopReason::Stop) => StopCause::Stopped,
            None if pos.legal_moves().is_empty() => StopCause::NoLegalMove,
            None if best_move.is_none() => StopCause::NoCandidate,
            None => StopCause::Completed,
        };
        let value = Value::Material(r.value);
        // With deepening a stopped search answers with the last cap completed, if any.
        let complete = r.completed;
        let tree = search.tree();
        let root_moves: Vec<RootMove> = tree
            .children(NodeId::ROOT)
            .filter_map(|c| match tree.ply(c) {
                Some(Ply::Move(mv)) => Some(RootMove {
                    mv,
                    value: tree.value(c).map(Value::Material),
                    bound: search
                        .bound(c)
                        .map_or(Bound::Unknown, |b| root_bound(b, pos.turn())),
                }),
                _ => None,
            })
            .collect();
        // Multi-PV: the root's other sons, best first for the side to move.
        let turn = pos.turn();
        let mut others: Vec<&RootMove> = root_moves
            .iter()
            .filter(|r| Some(r.mv) != best_move && r.value.is_some())
            .collect();
        others.sort_by_key(|r| std::cmp::Reverse(r.value.map_or(i64::MIN, |v| v.rank(turn))));
        let lines: Vec<Line> = others
            .into_iter()
            .take(limits.multipv.saturating_sub(1) as usize)
            .filter_map(|r| {
                Some(Line {
                    value: r.value?,
                    pv: vec![Ply::Move(r.mv)],
                })
            })
            .collect();
        let iteration = Iteration {
            depth: r.pv.len().max(1) as u32,
            seldepth: None,
            value,
            best_move,
            pv: pv.clone(),
            nodes: r.moves_considered,
            nodes_to_key: None,
            alternatives: None,
            lines,
            elapsed: r.elapsed,
            complete: r.stopped.is_none(),
        };
        observer(&iteration);
        Ok(Answer {
            best_move,
            best_move_san: r.best_move.clone(),
            value: Some(value),
            pv,
            pv_san: r.pv.clone(),
            counters: Counters {
                nodes: r.moves_considered,
                unit: CountUnit::MovesConsidered,
                tree_size: Some(r.tree_size as u64),
                pseudo_searches: Some(r.pseudo_searches),
                transpositions: Some(r.transpositions),
            },
            depth: u32::from(r.depth_cap),
            stop,
            iterations: vec![iteration],
            complete,
            root_moves,
            elapsed: r.elapsed,
        })
    }
}

/// A root son's bound kind in the engine's terms (for the side to move): the tree's bounds
/// are from White's side (§2.4: White's node cut at a lower bound, Black's at an upper),
/// so with Black to move they turn round; a value resting on a son's bound whose
/// direction the tree does not track is `Unknown`.
fn root_bound(b: pioneer_tree::Bound, turn: shakmaty::Color) -> Bound {
    use pioneer_tree::Bound as T;
    match (b, turn) {
        (T::Exact, _) => Bound::Exact,
        (T::Lower, shakmaty::Color::White) | (T::Upper, shakmaty::Color::Black) => Bound::Lower,
        (T::Upper, shakmaty::Color::White) | (T::Lower, shakmaty::Color::Black) => Bound::Upper,
        (T::Inexact, _) => Bound::Unknown,
    }
}
