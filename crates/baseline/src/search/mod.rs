//! The negamax search itself, every feature behind a [`Config`] switch.
//!
//! The shape follows seed 001 (Kornilov): the negamax `AlphaBeta(alpha, beta, depth)`
//! listing with the static evaluation or `Quies` at the horizon, `IterativeDeepening`
//! around it, the hash-table listing `AlphaBeta(alpha, beta, depth, ply, key)`,
//! `PrincipalVariation`/`NegaScout` for PVS, `AlphaBeta(…, doNullMove)` for the null
//! move, and the futility/razoring listings that test each quiet move after it is made.
//! Positions are copied and moved forward (copy-make over shakmaty's `Chess`); move lists
//! live on the stack, so a node allocates nothing.
//!
//! One concept per file:
//! - this file: the [`Engine`] and the state its searches share, [`zobrist`];
//! - `iter_deep.rs`: iterative deepening ([`Engine::search`]) and the root bookkeeping;
//! - `alpha_beta.rs`: the full-width node search (negamax and its move loop);
//! - `selectivity.rs`: extensions (check, queen) and pruning (null move, futility,
//!   razoring) with their constants;
//! - `table.rs`: the transposition table's steps (children's keys, probe, store);
//! - `qsearch.rs`: quiescence search;
//! - `pv.rs`: the principal variation at the end of an iteration (triangular array or
//!   table walk);
//! - `stop.rs`: the node, time and stop-flag limits of the running search;
//! - `repetition.rs`: the path of position keys and the draw rules;
//! - `verify.rs`: root searches restricted to some moves: the verification of the
//!   alternatives to a key ([`Engine::verify_alternatives`]) and multi-PV lines;
//! - `result.rs`: what a search reports ([`Iteration`], [`SearchResult`], [`nps`]).

mod alpha_beta;
mod iter_deep;
mod pv;
mod qsearch;
mod repetition;
mod result;
mod selectivity;
mod stop;
mod table;
mod verify;

pub use result::{Iteration, SearchResult, nps};
pub use selectivity::{FUTILITY_MARGIN, MAX_QUEEN_EXTENSIONS, NULL_MOVE_R, RAZOR_MARGIN};
pub use verify::{Line, Verification};

use crate::config::Config;
use crate::counters::Counters;
use crate::ordering::Heuristics;
use crate::pv::{MAX_PLY, PvTable};
use crate::tt::Table;
use iter_deep::Root;
use repetition::Path;
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position};
use stop::Stop;

/// Zobrist key of a position (shakmaty's 64-bit keys).
#[inline]
pub fn zobrist(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// A callback told of a root move started: the move and its number in the iteration
/// (from 1) — UCI `info currmove … currmovenumber …`.
pub type CurrMove = std::sync::Arc<dyn Fn(Move, u32) + Send + Sync>;

/// How long a search runs before it tells of the root moves it starts (as Stockfish).
pub const CURRMOVE_AFTER: std::time::Duration = std::time::Duration::from_secs(1);

/// A search engine: configuration, transposition table and heuristics kept between
/// searches (as a UCI engine needs); [`crate::search()`] is the one-shot form.
pub struct Engine {
    config: Config,
    tt: Option<Table>,
    heur: Heuristics,
    /// The triangular PV array of the running iteration.
    pv: PvTable,
    /// The previous iteration's PV (its moves are searched first along it).
    prev_pv: Vec<Move>,
    /// Keys of the game's positions and of the current line, for repetitions.
    path: Path,
    counters: Counters,
    /// Limits of the current search.
    stop: Stop,
    /// Root bookkeeping of the current iteration.
    root: Root,
    /// Root moves a restricted root search leaves out (`verify.rs`; empty otherwise).
    excluded: Vec<Move>,
    /// The only root moves searched (UCI `go searchmoves`); empty: all.
    root_only: Vec<Move>,
    /// Nodes searched so far, published for another thread ([`Engine::set_progress`]).
    progress: Option<std::sync::Arc<std::sync::atomic::AtomicU64>>,
    /// Told of every root move started once the search has run [`CURRMOVE_AFTER`]
    /// ([`Engine::set_currmove`]).
    currmove: Option<CurrMove>,
    /// Whether every iteration whose best move is the key is verified (`verify.rs`).
    verify_key: bool,
    /// Lines reported per iteration (1: the best only).
    multipv: u32,
}

impl Engine {
    /// An engine with `config`; allocates the transposition table once.
    pub fn new(config: Config) -> Engine {
        let tt = config.tt.then(|| Table::new(config.hash_mib));
        Engine {
            config,
            tt,
            heur: Heuristics::default(),
            pv: PvTable::default(),
            prev_pv: Vec::with_capacity(MAX_PLY),
            path: Path::default(),
            counters: Counters::default(),
            stop: Stop::default(),
            root: Root::default(),
            excluded: Vec::new(),
            root_only: Vec::new(),
            progress: None,
            currmove: None,
            verify_key: false,
            multipv: 1,
        }
    }

    /// Restricts the root to `moves` (UCI `go searchmoves`; empty: every legal move) for
    /// the searches that follow.
    pub fn set_root_moves(&mut self, moves: &[Move]) {
        self.root_only.clear();
        self.root_only.extend_from_slice(moves);
    }

    /// Publishes the nodes searched to `counter` while searching (every 1024 nodes), for
    /// another thread to read; `None` stops publishing.
    pub fn set_progress(&mut self, counter: Option<std::sync::Arc<std::sync::atomic::AtomicU64>>) {
        self.progress = counter;
    }

    /// Tells `callback` of every root move started (the move and its number in the
    /// iteration, from 1) once the search has run [`CURRMOVE_AFTER`] (UCI `info
    /// currmove`); `None` stops telling.
    pub fn set_currmove(&mut self, callback: Option<CurrMove>) {
        self.currmove = callback;
    }

    /// Like [`Engine::new`], but a table size the machine cannot give is an error.
    pub fn try_new(config: Config) -> Result<Engine, crate::tt::HashError> {
        let tt = match config.tt {
            true => Some(Table::try_new(config.hash_mib)?),
            false => None,
        };
        let mut engine = Engine::new(Config {
            tt: false,
            ..config
        });
        engine.config = config;
        engine.tt = tt;
        Ok(engine)
    }

    /// Whether every completed iteration whose best move is the search's key is followed
    /// by [`Engine::verify_alternatives`] at its depth against its score (reported in
    /// [`Iteration::verification`], its nodes counted). Off by default: then the search
    /// computes exactly what it computes without it.
    pub fn set_verify_key(&mut self, on: bool) {
        self.verify_key = on;
    }

    /// How many lines every completed iteration reports (1 … 64; default 1): lines 2 …
    /// `k` ([`Iteration::lines`]) are root searches at the same depth, each leaving out the
    /// moves already reported; their nodes are counted.
    pub fn set_multipv(&mut self, k: u32) {
        self.multipv = k.clamp(1, 64);
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// Changes the configuration; the table is reallocated only if its size or presence
    /// changed.
    pub fn set_config(&mut self, config: Config) {
        let realloc = config.tt != self.config.tt
            || config.hash_mib != self.config.hash_mib
            || (config.tt && self.tt.is_none());
        self.config = config;
        if realloc {
            self.tt = None; // free the old table before allocating the new one
            self.tt = config.tt.then(|| Table::new(config.hash_mib));
        }
    }

    /// Forgets everything learnt (new game): table, killers, history.
    pub fn clear(&mut self) {
        if let Some(tt) = self.tt.as_mut() {
            tt.clear();
        }
        self.heur.clear();
    }

    /// The transposition table's size in bytes (0 without a table).
    pub fn tt_bytes(&self) -> usize {
        self.tt.as_ref().map_or(0, Table::bytes)
    }
}
