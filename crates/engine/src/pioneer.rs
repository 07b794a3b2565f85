//! [`PioneerEngine`]: the Pioneer zone search ([`pioneer_tree::Search`]) behind the
//! [`Engine`] trait.

use crate::answer::{
    Alternatives, Answer, Bound, CountUnit, Counters, Finish, Iteration, Line, RailsCounters,
    RootMove, StopCause, Value, pv_from_san,
};
use crate::{Engine, EngineError, EngineLimits, GamePosition};
use pioneer_rules::{Game, Ply};
use pioneer_tree::{NodeId, Search, SearchConfig, StopReason};
use shakmaty::{Move, Position};

/// The Pioneer search with one configuration. It reports one [`Iteration`], at the end,
/// or with [`EngineLimits::steps`] one per completed deepening step (its depth cap the
/// depth, its horizon beside it). With [`EngineLimits::prove`] it also reports every
/// finished step with its evidence ([`Iteration::alternatives`]: all other moves strictly
/// below when the step's tree separates its move and its root examined every legal move),
/// so that a judge stops it once the key is kept, as it stops alpha-beta.
///
/// With [`pioneer_tree::Switches::rails`] the engine keeps its last search: when the next
/// position is the last one with exactly the engine's answer and one reply played after
/// it, the search continues on rails from the subtree under those two moves (§2.11,
/// [`Search::continue_on_rails`]); anything else (another line, another start, a
/// `searchmoves` restriction, [`Engine::new_game`]) searches afresh.
///
/// Asked to ([`PioneerEngine::keep_searches`]), it keeps the last finished [`Search`] (its
/// tree and MO) for pictures instead: `pioneer solve --dot/--svg` and `pioneer compare`
/// draw it.
pub struct PioneerEngine {
    config: SearchConfig,
    /// Whether each search is kept after it answers, for pictures.
    keep: bool,
    /// The last search, when kept for pictures.
    kept: Option<Search>,
    /// The last search and the game it answered, kept for moving on rails.
    last: Option<LastSearch>,
}

/// The last search of a [`PioneerEngine`], with the game it answered.
struct LastSearch {
    search: Search,
    /// The start of that game, as a FEN.
    start: String,
    /// The moves played from it.
    moves: Vec<Move>,
    /// The engine's answer.
    answer: Move,
}

impl std::fmt::Debug for PioneerEngine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PioneerEngine")
            .field("config", &self.config)
            .field("keep", &self.keep)
            .field("kept", &self.kept.as_ref().map(|_| "Search"))
            .field("keeps_a_tree", &self.last.is_some())
            .finish()
    }
}

impl Clone for PioneerEngine {
    /// The same configuration and keeping, without the kept searches.
    fn clone(&self) -> Self {
        PioneerEngine {
            config: self.config,
            keep: self.keep,
            kept: None,
            last: None,
        }
    }
}

impl PioneerEngine {
    /// The engine with `config` (its limits apply where [`EngineLimits`] gives none). The
    /// endgame tables its switches read are built now (a few seconds, once per process:
    /// [`pioneer_tree::Switches::prepare_every_table`], those read below some roots only
    /// included), so that no timed search spends its time building them at its first
    /// probe.
    pub fn new(config: SearchConfig) -> PioneerEngine {
        config.switches.prepare_every_table();
        PioneerEngine {
            config,
            keep: false,
            kept: None,
            last: None,
        }
    }

    /// The search for `position`: the last one continued on rails when `position` is its
    /// game with the answer and one reply played (and the settings are the same), a fresh
    /// one otherwise.
    fn search_for(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        cfg: SearchConfig,
    ) -> Search {
        let pos = position.current();
        let last = self.last.take().filter(|l| {
            cfg.switches.rails
                && limits.searchmoves.is_empty()
                && same_but_limits(l.search.config(), &cfg)
                && l.start == pioneer_rules::to_fen(position.start())
                && position.moves().len() == l.moves.len() + 2
                && position.moves().starts_with(&l.moves)
                && position.moves()[l.moves.len()] == l.answer
        });
        if let Some(mut l) = last {
            let reply = position.moves()[l.moves.len() + 1];
            if l.search.continue_on_rails(l.answer, reply).is_ok() {
                l.search.set_limits(cfg.limits);
                return l.search;
            }
        }
        Search::new(Game::new(pos.clone()), cfg)
    }

    /// The configuration.
    pub fn config(&self) -> &SearchConfig {
        &self.config
    }

    /// Keep (or not) each finished search, its tree and MO, until
    /// [`PioneerEngine::take_search`] or the next search.
    pub fn keep_searches(&mut self, keep: bool) {
        self.keep = keep;
        if !keep {
            self.kept = None;
        }
    }

    /// The last finished search, when searches are kept (taken out: a second call gives
    /// `None`).
    pub fn take_search(&mut self) -> Option<Search> {
        self.kept.take()
    }
}

impl Engine for PioneerEngine {
    fn name(&self) -> &str {
        "pioneer"
    }

    /// A new game: the kept tree goes (nothing continues on rails across games).
    fn new_game(&mut self) {
        self.last = None;
    }

    fn search(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        observer: &mut dyn FnMut(&Iteration),
    ) -> Result<Answer, EngineError> {
        let pos = position.current();
        self.kept = None;
        let mut cfg = self.config;
        cfg.limits = limits.to_pioneer(cfg.limits);
        let mut search = self.search_for(position, limits, cfg);
        // The game's earlier positions: coming back to one is a draw (`repetitions`).
        search.set_earlier_positions(position.history().to_vec());
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
        let mut finishes = Vec::new();
        let report_steps = limits.steps;
        let r = search.run_observed(&mut |step| {
            if step.finished {
                finishes.push(Finish {
                    horizon: step.horizon,
                    best_move: uci_move(step.best_move_uci.as_deref()),
                    value: pioneer_value(step.value, step.positional),
                    separated: step.separated,
                    whole_root: step.whole_root,
                    tree_size: step.tree_size as u64,
                    moves_considered: step.moves_considered,
                    pass: step.pass,
                });
            }
            // With the proof asked for, every finished step is reported with its evidence,
            // so that a judge can stop the search once the key is kept, as it stops
            // alpha-beta's (`pioneer_compare::judge::KeyKeeper`).
            let evidence = limits.prove && step.finished;
            if !report_steps && !evidence {
                return;
            }
            let it = Iteration {
                depth: u32::from(step.depth_cap).max(1),
                horizon: Some(u32::from(step.horizon)),
                seldepth: None,
                value: pioneer_value(step.value, step.positional),
                best_move: uci_move(step.best_move_uci.as_deref()),
                pv: pv_from_san(pos, &step.pv),
                nodes: step.moves_considered,
                nodes_to_key: None,
                alternatives: evidence.then(|| step_evidence(step)),
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
        let mut value = pioneer_value(r.value, r.positional);
        // With deepening a stopped search answers with the last cap completed, if any.
        let complete = r.completed;
        let tree = search.tree();
        let mut root_moves: Vec<RootMove> = tree
            .children(NodeId::ROOT)
            .filter_map(|c| match tree.ply(c) {
                Some(Ply::Move(mv)) => Some(RootMove {
                    mv,
                    value: tree
                        .node_value(c)
                        .map(|v| pioneer_value(v.material_value(), v.positional())),
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
            horizon: Some(u32::from(r.horizon)),
            seldepth: None,
            value,
            best_move,
            pv: pv.clone(),
            nodes: r.moves_considered,
            nodes_to_key: None,
            alternatives: (limits.prove && r.finished && !restricted).then(|| step_evidence(&r)),
            lines,
            elapsed: r.elapsed,
            complete: r.stopped.is_none(),
        };
        // The answer's iteration, unless the last step reported already said exactly it.
        let repeat = !restricted
            && r.stopped.is_none()
            && iteration.lines.is_empty()
            && steps.last().is_some_and(|s| {
                (s.depth, s.horizon, &s.pv) == (iteration.depth, iteration.horizon, &iteration.pv)
            });
        if !repeat {
            observer(&iteration);
            steps.push(iteration);
        }
        if self.keep {
            self.kept = Some(search);
        } else if let (true, Some(answer)) = (cfg.switches.rails && complete, best_move) {
            self.last = Some(LastSearch {
                search,
                start: pioneer_rules::to_fen(position.start()),
                moves: position.moves().to_vec(),
                answer,
            });
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
                perpetual_positions: Some(r.perpetual_positions),
                rails: (r.rails_kept > 0).then_some(RailsCounters {
                    kept: r.rails_kept as u64,
                    reused: r.rails_reused,
                }),
            },
            depth: u32::from(r.depth_cap),
            stop,
            iterations: steps,
            complete,
            finished: Some(r.finished),
            horizon: Some(r.horizon),
            pass: Some(r.pass),
            root_moves,
            finishes,
            elapsed: r.elapsed,
        })
    }
}

/// Whether two configurations differ at most in their limits.
fn same_but_limits(a: &SearchConfig, b: &SearchConfig) -> bool {
    (a.horizon, a.switches) == (b.horizon, b.switches)
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

/// Pioneer's value with its unit: material, or material with the positional score when the
/// search computed one (Appendix 2, `Switches::positional_values`).
fn pioneer_value(material: i32, positional: Option<pioneer_tree::positional::Positional>) -> Value {
    match positional {
        Some(p) => Value::MaterialPositional {
            material,
            positional: p.score(),
        },
        None => Value::Material(material),
    }
}

/// What a finished search shows of the root's other moves: all strictly below its move
/// when its tree separates the move and its root examined every legal move — the evidence
/// the proof criterion reads (`pioneer_compare::verdict`).
fn step_evidence(step: &pioneer_tree::SearchResult) -> Alternatives {
    Alternatives {
        all_lower: step.separated && step.whole_root,
        best: None,
        examined: u32::try_from(step.moves_examined_at_root.saturating_sub(1)).unwrap_or(u32::MAX),
        nodes: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_search_is_the_one_that_answered() {
        let pos = GamePosition::new(pioneer_rules::parse_fen(pioneer_rules::FIG21_FEN).unwrap());
        let mut engine = PioneerEngine::new(SearchConfig::fig21());
        let limits = EngineLimits::default();
        engine.search(&pos, &limits, &mut |_| {}).unwrap();
        assert!(engine.take_search().is_none(), "not kept unless asked");
        engine.keep_searches(true);
        let a = engine.search(&pos, &limits, &mut |_| {}).unwrap();
        let search = engine.take_search().expect("kept");
        assert_eq!(Some(search.tree().len() as u64), a.counters.tree_size);
        assert!(engine.take_search().is_none(), "taken out");
        assert!(engine.clone().take_search().is_none());
    }
}
