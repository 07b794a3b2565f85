//! The conventional alpha-beta baseline the Pioneer zone search is compared against
//! (spec §9).
//!
//! A negamax search over the rules library in which every feature is a switch of
//! [`Config`]: plain minimax, alpha-beta, move ordering (MVV-LVA, killers, history, hash
//! move, PV move), iterative deepening, a transposition table with Zobrist keys,
//! quiescence search, NegaScout/PVS, null move, futility pruning, razoring, the check
//! extension and seed 004's queen extension, and PV extraction as in seed 002. Every search
//! fills [`Counters`], including the nodes needed until a given key move is found and kept.
//!
//! Sources: seed 001 (E. N. Kornilov, *Programming chess and other logic games*, 2005;
//! listings `AlphaBeta`, `NegaMax`, `PrincipalVariation`/`NegaScout`, `Quies`,
//! `RecordHash`, null move, futility, razoring), seed 002 (Kornilov, principal variation
//! extraction) and seed 004 (Kornilov, king safety: the queen extension). The code is this
//! project's own.
//!
//! Modules:
//! - [`config`]: the switches ([`Config`]); [`limits`]: depth, nodes, time, stop flag;
//! - [`search`](mod@search): the [`Engine`], split by concept: `search/iter_deep.rs` (iterative
//!   deepening, root bookkeeping), `search/alpha_beta.rs` (the node search and its move
//!   loop), `search/table.rs` (transposition table probe and store),
//!   `search/selectivity.rs` (extensions, null move, futility, razoring),
//!   `search/qsearch.rs` (quiescence), `search/pv.rs` (PV at the end of an iteration),
//!   `search/stop.rs` (limit checks), `search/repetition.rs` (draws by rule) and
//!   `search/result.rs` ([`Iteration`], [`SearchResult`]);
//! - [`eval`]: static evaluations; [`ordering`]: MVV-LVA, killers, history, move picking;
//! - [`tt`]: the transposition table; [`pv`]: the triangular PV array;
//! - [`score`]: scores and mate distances; [`counters`]: what a search counts.
//!
//! ```
//! use pioneer_baseline::{Config, Limits, search};
//! let pos = pioneer_rules::parse_fen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1").unwrap();
//! let r = search(&pos, &Config::default(), &Limits::depth(3), None);
//! assert_eq!(r.score.mate_in_moves(), Some(1));
//! ```

pub mod config;
pub mod counters;
pub mod eval;
pub mod limits;
pub mod ordering;
pub mod pv;
pub mod score;
pub mod search;
pub mod tt;

pub use config::{Algorithm, Config, EvalKind, Ordering, PvSource};
pub use counters::Counters;
pub use limits::{Limits, MAX_DEPTH};
pub use score::Score;
pub use search::{Engine, Iteration, Line, SearchResult, Verification, zobrist};
use shakmaty::Position;
pub use shakmaty::{Chess, Move, Role};

/// One search of `pos` with a fresh engine (the comparison harness's entry point).
///
/// `key`: the move whose discovery is counted in [`Counters::nodes_to_key`].
pub fn search(pos: &Chess, config: &Config, limits: &Limits, key: Option<Move>) -> SearchResult {
    Engine::new(*config).search(pos, &[], limits, key, |_| {})
}

/// The moves of a line written in SAN (with `+`/`#`), starting from `pos`.
pub fn line_san(pos: &Chess, line: &[Move]) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for &m in line {
        if !p.is_legal(m) {
            break;
        }
        out.push(shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut p, m).to_string());
    }
    out
}

/// The moves of a line in UCI notation (`e2e4`, `e1g1` for castling).
pub fn line_uci(line: &[Move]) -> Vec<String> {
    line.iter().map(|&m| move_uci(m)).collect()
}

/// One move in UCI notation.
pub fn move_uci(m: Move) -> String {
    shakmaty::uci::UciMove::from_move(m, shakmaty::CastlingMode::Standard).to_string()
}
