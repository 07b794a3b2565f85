//! [`AlphaBetaEngine`]: the conventional baseline ([`pioneer_baseline::Engine`]) behind
//! the [`Engine`] trait.

use crate::answer::{Alternatives, Answer, CountUnit, Counters, Iteration, Line, StopCause, Value};
use crate::{Engine, EngineError, EngineLimits, GamePosition};
use pioneer_baseline::Config;
use pioneer_rules::Ply;
use shakmaty::Position;

/// The baseline with one configuration. Its transposition table, killers and history
/// stay between searches (as a UCI engine needs) until [`Engine::new_game`].
pub struct AlphaBetaEngine {
    engine: pioneer_baseline::Engine,
}

impl AlphaBetaEngine {
    /// The engine with `config`.
    pub fn new(config: Config) -> AlphaBetaEngine {
        AlphaBetaEngine {
            engine: pioneer_baseline::Engine::new(config),
        }
    }

    /// Like [`AlphaBetaEngine::new`], but a hash size the machine cannot give is an error.
    pub fn try_new(config: Config) -> Result<AlphaBetaEngine, pioneer_baseline::tt::HashError> {
        Ok(AlphaBetaEngine {
            engine: pioneer_baseline::Engine::try_new(config)?,
        })
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        self.engine.config()
    }
}

fn iteration(it: &pioneer_baseline::Iteration) -> Iteration {
    Iteration {
        depth: it.depth,
        horizon: None,
        seldepth: Some(it.seldepth),
        value: Value::from(it.score),
        best_move: it.best_move,
        pv: it.pv.iter().map(|&m| Ply::Move(m)).collect(),
        nodes: it.counters.nodes,
        nodes_to_key: it.counters.nodes_to_key,
        alternatives: it
            .verification
            .filter(|v| !v.aborted)
            .map(|v| Alternatives {
                all_lower: v.all_lower,
                best: None,
                examined: v.examined,
                nodes: v.nodes,
            }),
        lines: it
            .lines
            .iter()
            .map(|l| Line {
                value: Value::from(l.score),
                pv: l.pv.iter().map(|&m| Ply::Move(m)).collect(),
            })
            .collect(),
        elapsed: it.elapsed,
        complete: !it.partial,
    }
}

impl Engine for AlphaBetaEngine {
    fn name(&self) -> &str {
        "alphabeta"
    }

    fn search(
        &mut self,
        position: &GamePosition,
        limits: &EngineLimits,
        observer: &mut dyn FnMut(&Iteration),
    ) -> Result<Answer, EngineError> {
        let pos = position.current();
        let native = limits.to_baseline();
        self.engine.set_verify_key(limits.prove);
        self.engine.set_multipv(limits.multipv.max(1));
        self.engine.set_root_moves(&limits.searchmoves);
        self.engine.set_progress(limits.progress.clone());
        self.engine
            .set_currmove(limits.currmove.as_ref().map(|c| c.0.clone()));
        let r = self.engine.search(
            pos,
            position.history(),
            &native,
            limits.key,
            |it: &pioneer_baseline::Iteration| observer(&iteration(it)),
        );
        let stop = if pos.legal_moves().is_empty() {
            StopCause::NoLegalMove
        } else if !r.stopped {
            if limits.depth.is_some_and(|d| r.depth >= d) {
                StopCause::DepthLimit
            } else {
                StopCause::Completed
            }
        } else if limits.stop_requested() {
            StopCause::Stopped
        } else if limits.nodes.is_some_and(|n| r.counters.nodes >= n) {
            StopCause::NodeLimit
        } else {
            StopCause::TimeLimit
        };
        Ok(Answer {
            best_move: r.best_move,
            best_move_san: r
                .best_move
                .map(|m| pioneer_baseline::line_san(pos, &[m]).join("")),
            value: Some(Value::from(r.score)),
            pv_san: pioneer_baseline::line_san(pos, &r.pv),
            pv: r.pv.iter().map(|&m| Ply::Move(m)).collect(),
            counters: Counters {
                nodes: r.counters.nodes,
                unit: CountUnit::Nodes,
                tree_size: None,
                pseudo_searches: None,
                transpositions: None,
                perpetual_positions: None,
                rails: None,
            },
            depth: r.depth,
            stop,
            iterations: r.iterations.iter().map(iteration).collect(),
            complete: r.iterations.iter().any(|it| !it.partial),
            finished: None,
            horizon: None,
            root_moves: Vec::new(),
            pass: None,
            finishes: Vec::new(),
            elapsed: r.elapsed,
        })
    }

    fn new_game(&mut self) {
        self.engine.clear();
    }
}
