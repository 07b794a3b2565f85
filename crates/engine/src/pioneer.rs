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
/// keeps nothing between searches). It reports one [`Iteration`], at the end, or with
/// [`EngineLimits::steps`] one per completed deepening step (its depth cap the depth).
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
        // `searchmoves`: the root tries only those moves.
        search.set_root_moves(Some(limits.searchmoves.clone()));
        if let Some(counter) = &limits.progress {
            search.set_progress_counter(counter.clone());
        }
        let uci_move = |u: Option<&str>| {
            u.and_then(|u| u.parse::<shakmaty::uci::UciMove>().ok())
                .and_then(|u| u.to_move(pos).ok())
        };
        let mut steps = Vec::new();
        let report_steps = limits.steps;
        let r = search.run_observed(&mut |step| {
            if !report_steps {
                return;
            }
            let it = Iteration {
                depth: u32::from(step.depth_cap),
                seldepth: None,
                value: Value::Material(step.value),
                best_move: uci_move(step.best_move_uci.as_deref()),
                pv: pv_from_san(pos, &step.pv),
                nodes: step.moves_considered,
                nodes_to_key: None,
                alternatives: None,
                lines: Vec::new(),
                elapsed: step.elapsed,
                complete: true,
            };
            observer(&it);
            steps.push(it);
        });
        let mut best_move = uci_move(r.best_move_uci.as_deref());
        let mut pv = pv_from_san(pos, &r.pv);
        let mut pv_san = r.pv.clone();
        let mut value = Value::Material(r.value);
        // With deepening a stopped search answers with the last cap completed, if any.
        let complete = r.completed;
        let tree = search.tree();
        let mut root_moves: Vec<RootMove> = tree
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
        let turn = pos.turn();
        // `searchmoves`: the root searched only those moves; should it have answered with no
        // move (stopped before any was valued), the best valued of them, or the first.
        let restricted = !limits.searchmoves.is_empty()
            && best_move.is_none_or(|m| !limits.searchmoves.contains(&m));
        if restricted {
            root_moves.retain(|r| limits.searchmoves.contains(&r.mv));
            let pick = root_moves
                .iter()
                .filter(|r| r.value.is_some())
                .max_by_key(|r| r.value.map_or(i64::MIN, |v| v.rank(turn)))
                .map(|r| r.mv)
                .or_else(|| limits.searchmoves.first().copied());
            best_move = pick;
            if let Some(v) = root_moves
                .iter()
                .find(|r| Some(r.mv) == pick)
                .and_then(|r| r.value)
            {
                value = v;
            }
            pv = pick.map(Ply::Move).into_iter().collect();
            pv_san = pick
                .map(|m| pioneer_baseline::line_san(pos, &[m]))
                .unwrap_or_default();
        }
        let stop = match r.stopped {
            Some(StopReason::Moves) => StopCause::NodeLimit,
            Some(StopReason::Time) => StopCause::TimeLimit,
            Some(StopReason::Stop) => StopCause::Stopped,
            None if pos.legal_moves().is_empty() => StopCause::NoLegalMove,
            None if best_move.is_none() => StopCause::NoCandidate,
            None => StopCause::Completed,
        };
        // Multi-PV: the root's other sons, best first for the side to move.
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
            depth: u32::from(r.depth_cap).max(1),
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
        // The answer's iteration, unless the last step reported already said exactly it.
        let repeat = report_steps
            && !restricted
            && r.stopped.is_none()
            && iteration.lines.is_empty()
            && steps
                .last()
                .is_some_and(|s| s.depth == iteration.depth && s.pv == iteration.pv);
        if !repeat {
            observer(&iteration);
            steps.push(iteration);
        }
        Ok(Answer {
            best_move,
            best_move_san: best_move.map(|m| pioneer_baseline::line_san(pos, &[m]).join("")),
            value: Some(value),
            pv,
            pv_san,
            counters: Counters {
                nodes: r.moves_considered,
                unit: CountUnit::MovesConsidered,
                tree_size: Some(r.tree_size as u64),
                pseudo_searches: Some(r.pseudo_searches),
                transpositions: Some(r.transpositions),
            },
            depth: u32::from(r.depth_cap),
            stop,
            iterations: steps,
            complete,
            finished: Some(r.finished),
            horizon: Some(r.horizon),
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
