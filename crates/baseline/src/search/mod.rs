//! The negamax search itself, every feature behind a [`Config`] switch.
//!
//! The shape follows seed 001 (Kornilov): the negamax `AlphaBeta(alpha, beta, depth)`
//! listing with the static evaluation or `Quies` at the horizon, `IterativeDeepening`
//! around it, the hash-table listing `AlphaBeta(alpha, beta, depth, ply, key)`,
//! `PrincipalVariation`/`NegaScout` for PVS, `AlphaBeta(…, doNullMove)` for the null
//! move, and the futility/razoring listings that test each quiet move after it is made.
//! Positions are copied and moved forward (copy-make over shakmaty's `Chess`); move lists
//! live on the stack, so a node allocates nothing.

use crate::config::{Algorithm, Config, PvSource};
use crate::counters::Counters;
use crate::eval::evaluate;
use crate::limits::{Limits, MAX_DEPTH};
use crate::ordering::{Heuristics, pick};
use crate::pv::{MAX_PLY, PvTable};
use crate::score::Score;
use crate::tt::{Bound, PackedMove, Table};
use shakmaty::zobrist::Zobrist64;
use shakmaty::{Chess, EnPassantMode, Move, Position, Role};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering as AtomicOrdering};
use std::time::{Duration, Instant};

const INF: i32 = Score::INFINITY;
/// Null-move depth reduction (seed 001 uses R = 2).
pub const NULL_MOVE_R: i32 = 2;
/// Futility margins by remaining depth (1, 2), in centipawns. Seed 001 takes "half a pawn"
/// as its example margin; this project uses one pawn at the frontier and three before it.
pub const FUTILITY_MARGIN: [i32; 3] = [0, 100, 300];
/// The razoring margin (depth ≤ 4), in centipawns.
pub const RAZOR_MARGIN: i32 = 500;
/// The most queen extensions on one line (seed 004: "for example, 4").
pub const MAX_QUEEN_EXTENSIONS: u8 = 4;

/// Zobrist key of a position (shakmaty's 64-bit keys).
#[inline]
pub fn zobrist(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// The result of one completed (or, when stopped, partial) iteration.
#[derive(Debug, Clone)]
pub struct Iteration {
    /// Nominal depth of the iteration.
    pub depth: u32,
    /// Deepest ply reached so far.
    pub seldepth: u32,
    /// Score of the root from the side to move.
    pub score: Score,
    /// Best move at the end of the iteration.
    pub best_move: Option<Move>,
    /// Principal variation.
    pub pv: Vec<Move>,
    /// Counters so far (cumulative over iterations).
    pub counters: Counters,
    /// Time since the search began.
    pub elapsed: Duration,
    /// Whether the iteration was cut short by a limit (its best move is kept when at
    /// least one root move was searched to the end).
    pub partial: bool,
}

impl Iteration {
    /// Nodes per second so far.
    pub fn nps(&self) -> u64 {
        nps(self.counters.nodes, self.elapsed)
    }
}

/// Nodes per second.
pub fn nps(nodes: u64, elapsed: Duration) -> u64 {
    let secs = elapsed.as_secs_f64();
    if secs <= 0.0 {
        0
    } else {
        (nodes as f64 / secs) as u64
    }
}

/// What a search returns.
#[derive(Debug, Clone)]
pub struct SearchResult {
    /// The move chosen (`None` when the side to move has no legal move).
    pub best_move: Option<Move>,
    /// Its score, from the side to move.
    pub score: Score,
    /// Nominal depth of the last iteration that produced the result.
    pub depth: u32,
    /// Principal variation, starting with the best move.
    pub pv: Vec<Move>,
    /// All counters of the search.
    pub counters: Counters,
    /// Wall time of the search.
    pub elapsed: Duration,
    /// Every iteration, in order.
    pub iterations: Vec<Iteration>,
    /// Whether a node, time or stop limit ended the search (rather than the depth).
    pub stopped: bool,
}

impl SearchResult {
    /// Nodes per second over the whole search.
    pub fn nps(&self) -> u64 {
        nps(self.counters.nodes, self.elapsed)
    }
}

/// A search engine: configuration, transposition table and heuristics kept between
/// searches (as a UCI engine needs); [`crate::search`] is the one-shot form.
pub struct Engine {
    config: Config,
    tt: Option<Table>,
    heur: Heuristics,
    pv: PvTable,
    prev_pv: Vec<Move>,
    path: Vec<u64>,
    game_len: usize,
    counters: Counters,
    // Limits of the current search.
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    start: Instant,
    // Root bookkeeping of the current iteration.
    iter_depth: i32,
    key: Option<Move>,
    iter_best: Option<Move>,
    iter_score: i32,
    iter_key_since: Option<u64>,
    root_moves_done: usize,
    prev_best: Option<Move>,
    prev_best_done: bool,
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
            path: Vec::with_capacity(1024 + MAX_PLY),
            game_len: 0,
            counters: Counters::default(),
            node_limit: u64::MAX,
            deadline: None,
            stop: None,
            aborted: false,
            start: Instant::now(),
            iter_depth: 1,
            key: None,
            iter_best: None,
            iter_score: -INF,
            iter_key_since: None,
            root_moves_done: 0,
            prev_best: None,
            prev_best_done: false,
        }
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

    /// Searches `pos`.
    ///
    /// `history` holds the Zobrist keys ([`zobrist`]) of the game's earlier positions,
    /// oldest first, for repetition detection (may be empty). `key`, when given, is the
    /// move whose discovery is counted in [`Counters::nodes_to_key`]. `on_iteration` is
    /// called after every completed iteration (and after a partial last one).
    pub fn search(
        &mut self,
        pos: &Chess,
        history: &[u64],
        limits: &Limits,
        key: Option<Move>,
        mut on_iteration: impl FnMut(&Iteration),
    ) -> SearchResult {
        self.start = Instant::now();
        self.counters = Counters::default();
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.movetime.map(|t| self.start + t);
        self.stop = limits.stop.clone();
        self.aborted = false;
        self.key = key;
        self.prev_pv.clear();
        self.heur.age();
        if let Some(tt) = self.tt.as_mut() {
            tt.new_search();
        }
        self.path.clear();
        let keep = history.len().min(1024);
        self.path
            .extend_from_slice(&history[history.len() - keep..]);
        self.game_len = self.path.len();
        let root_hash = zobrist(pos);

        let mut result = SearchResult {
            best_move: None,
            score: Score::DRAW,
            depth: 0,
            pv: Vec::new(),
            counters: Counters::default(),
            elapsed: Duration::ZERO,
            iterations: Vec::new(),
            stopped: false,
        };
        let root_moves = pos.legal_moves();
        if root_moves.is_empty() {
            self.counters.nodes = 1;
            self.counters.leaves = 1;
            result.score = if pos.is_check() {
                Score::mated_in(0)
            } else {
                Score::DRAW
            };
            result.counters = self.counters;
            result.elapsed = self.start.elapsed();
            return result;
        }
        // Something to play even if stopped at once.
        result.best_move = Some(root_moves[0]);
        result.pv = vec![root_moves[0]];

        let max_depth = limits.max_depth().min(MAX_DEPTH) as i32;
        let first = if self.config.iterative_deepening {
            1
        } else {
            max_depth
        };
        let mut stable_since: Option<(u64, u32)> = None;
        for depth in first..=max_depth {
            self.iter_depth = depth;
            self.iter_best = None;
            self.iter_score = -INF;
            self.iter_key_since = None;
            self.root_moves_done = 0;
            self.prev_best = (result.depth > 0).then_some(result.best_move).flatten();
            self.prev_best_done = false;
            let score = self.negamax(pos, root_hash, depth, 0, -INF, INF, true, true, 0);
            let partial = self.aborted;
            // A cut-short iteration counts only if it searched the previous best move to
            // the end (then its best is at least as good at this depth).
            if partial
                && (self.root_moves_done == 0
                    || self.iter_best.is_none()
                    || (self.prev_best.is_some() && !self.prev_best_done))
            {
                break;
            }
            let best = self.iter_best;
            let score = if partial { self.iter_score } else { score };
            let pv = self.extract_pv(pos, root_hash, depth as usize);
            if best.is_some() && best == self.key {
                if stable_since.is_none() {
                    stable_since = self.iter_key_since.map(|n| (n, depth as u32));
                }
            } else {
                stable_since = None;
            }
            self.counters.nodes_to_key = stable_since.map(|(n, _)| n);
            self.counters.key_depth = stable_since.map(|(_, d)| d);
            result.best_move = best;
            result.score = Score(score);
            result.depth = depth as u32;
            result.pv = pv.clone();
            let it = Iteration {
                depth: depth as u32,
                seldepth: self.counters.seldepth,
                score: Score(score),
                best_move: best,
                pv: pv.clone(),
                counters: self.counters,
                elapsed: self.start.elapsed(),
                partial,
            };
            on_iteration(&it);
            result.iterations.push(it);
            self.prev_pv = pv;
            if partial {
                break;
            }
            // A mate within the full-width depth cannot get shorter by searching deeper.
            if let Some(m) = Score(score).mate_in_moves()
                && m > 0
                && (2 * m - 1) <= depth
                && !self.config.null_move
                && !self.config.futility
                && !self.config.razoring
            {
                break;
            }
            if let Some(deadline) = self.deadline {
                // Not worth starting an iteration that will most likely not finish.
                let now = Instant::now();
                if now >= deadline || (now - self.start) * 2 > deadline - self.start {
                    break;
                }
            }
        }
        result.stopped = self.aborted;
        result.counters = self.counters;
        result.elapsed = self.start.elapsed();
        result
    }

    fn extract_pv(&self, pos: &Chess, root_hash: u64, depth: usize) -> Vec<Move> {
        let tri = self.pv.line(0);
        let Some(tt) = self
            .tt
            .as_ref()
            .filter(|_| self.config.pv_source == PvSource::Tt)
        else {
            return tri;
        };
        let mut line = Vec::new();
        let mut p = pos.clone();
        let mut h = root_hash;
        let mut seen = vec![h];
        // The root's entry may have been replaced: start with the known best move.
        while line.len() < depth.max(1) + 8 {
            let mv = if line.is_empty() {
                self.iter_best
            } else {
                tt.probe(h).and_then(|e| {
                    (e.mv != PackedMove(0))
                        .then(|| p.legal_moves().into_iter().find(|&m| e.mv.matches(m)))
                        .flatten()
                })
            };
            let Some(m) = mv else { break };
            p.play_unchecked(m);
            h = zobrist(&p);
            line.push(m);
            if seen.contains(&h) {
                break;
            }
            seen.push(h);
        }
        line
    }

    #[inline]
    fn out_of_limits(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.counters.nodes >= self.node_limit
            || (self.counters.nodes & 1023 == 0
                && (self
                    .stop
                    .as_ref()
                    .is_some_and(|s| s.load(AtomicOrdering::Relaxed))
                    || self.deadline.is_some_and(|d| Instant::now() >= d)))
        {
            self.aborted = true;
        }
        self.aborted
    }

    #[inline]
    fn is_repetition(&self, pos: &Chess, hash: u64) -> bool {
        let idx = self.path.len() - 1;
        let back = (pos.halfmoves() as usize).min(idx);
        let mut d = 2;
        while d <= back {
            if self.path[idx - d] == hash {
                return true;
            }
            d += 2;
        }
        false
    }

    #[inline]
    fn child_hash(pos: &Chess, child: &Chess, hash: u64, m: Move) -> u64 {
        match pos.update_zobrist_hash::<Zobrist64>(Zobrist64(hash), m, EnPassantMode::Legal) {
            Some(z) => z.0,
            None => zobrist(child),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        pos: &Chess,
        hash: u64,
        depth: i32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
        null_ok: bool,
        on_pv: bool,
        queen_exts: u8,
    ) -> i32 {
        if self.out_of_limits() {
            return 0;
        }
        self.counters.nodes += 1;
        self.pv.reset(ply);
        self.path.truncate(self.game_len + ply);
        self.path.push(hash);
        if ply as u32 > self.counters.seldepth {
            self.counters.seldepth = ply as u32;
        }
        let cfg = self.config;
        let minimax = cfg.algorithm == Algorithm::Minimax;

        if ply > 0
            && (pos.halfmoves() >= 100
                || pos.is_insufficient_material()
                || self.is_repetition(pos, hash))
        {
            self.counters.leaves += 1;
            return 0;
        }
        if depth <= 0 || ply >= MAX_PLY - 2 {
            self.counters.leaves += 1;
            return if cfg.quiescence && ply < MAX_PLY - 2 {
                self.quiesce(pos, ply, alpha, beta, 0)
            } else {
                evaluate(pos, cfg.eval)
            };
        }

        // Transposition table (seed 001, `AlphaBeta(alpha, beta, depth, ply, key)`).
        let mut hash_move = PackedMove(0);
        if let Some(tt) = self.tt.as_ref() {
            self.counters.tt_probes += 1;
            if let Some(e) = tt.probe(hash) {
                self.counters.tt_hits += 1;
                hash_move = e.mv;
                if ply > 0 && i32::from(e.depth) >= depth {
                    let s = Score::from_tt(i32::from(e.score), ply).0;
                    let cut = match e.bound() {
                        Some(Bound::Exact) => true,
                        Some(Bound::Lower) => s >= beta,
                        Some(Bound::Upper) => s <= alpha,
                        None => false,
                    };
                    if cut {
                        self.counters.tt_cutoffs += 1;
                        self.counters.leaves += 1;
                        return s;
                    }
                }
            }
        }

        let in_check = pos.is_check();
        let mut static_eval: Option<i32> = None;

        // Null move (seed 001, `AlphaBeta(alpha, beta, depth, doNullMove)`).
        if cfg.null_move
            && !minimax
            && null_ok
            && ply > 0
            && !in_check
            && depth > NULL_MOVE_R
            && beta.abs() < Score::MATE_BOUND
            && has_pieces(pos)
        {
            let se = *static_eval.get_or_insert_with(|| evaluate(pos, cfg.eval));
            if se >= beta
                && let Ok(null) = pos.clone().swap_turn()
            {
                let nh = zobrist(&null);
                let s = -self.negamax(
                    &null,
                    nh,
                    depth - 1 - NULL_MOVE_R,
                    ply + 1,
                    -beta,
                    -beta + 1,
                    false,
                    false,
                    queen_exts,
                );
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    self.counters.null_cutoffs += 1;
                    self.counters.leaves += 1;
                    return if s >= Score::MATE_BOUND { beta } else { s };
                }
                // The null child overwrote our slot in the path.
                self.path.truncate(self.game_len + ply);
                self.path.push(hash);
            }
        }

        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            self.counters.leaves += 1;
            return if in_check { Score::mated_in(ply).0 } else { 0 };
        }
        self.counters.interior += 1;
        let mut keys = [0i32; 256];
        let pv_move = if on_pv {
            self.prev_pv.get(ply).copied()
        } else {
            None
        };
        let turn = pos.turn();
        self.heur.score(
            &cfg.ordering,
            turn,
            ply,
            &moves,
            hash_move,
            pv_move,
            &mut keys[..moves.len()],
        );

        let alpha_orig = alpha;
        let mut best = -INF;
        let mut best_move: Option<Move> = None;
        let mut searched = 0usize;
        let may_prune =
            !minimax && !in_check && ply > 0 && alpha.abs() < Score::MATE_BOUND && depth <= 4;

        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut keys, i);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let gives_check = child.is_check();
            let quiet = !m.is_capture() && !m.is_promotion();

            // Extensions: check (one ply), seed 004's queen approach.
            let mut ext = 0;
            let mut child_qe = queen_exts;
            if cfg.check_extension && gives_check && ply < 2 * self.iter_depth as usize {
                ext = 1;
                self.counters.check_extensions += 1;
            } else if cfg.queen_extension
                && m.role() == Role::Queen
                && queen_exts < MAX_QUEEN_EXTENSIONS
                && ply as i32 <= self.iter_depth + 2
                && let (Some(from), Some(king)) = (m.from(), child.board().king_of(child.turn()))
            {
                let old = from.distance(king);
                let new = m.to().distance(king);
                if new < 4 && new < old {
                    ext = 1;
                    child_qe += 1;
                    self.counters.queen_extensions += 1;
                }
            }
            let mut new_depth = depth - 1 + ext;

            // Futility pruning and razoring on quiet moves near the horizon (seed 001:
            // the move is made, then tested: not a capture, no check, not extended, our
            // king not in check, evaluation after the move plus the margin ≤ alpha).
            if may_prune && quiet && !gives_check && ext == 0 && (cfg.futility || cfg.razoring) {
                let after = -evaluate(&child, cfg.eval);
                if cfg.futility && depth <= 2 && after + FUTILITY_MARGIN[depth as usize] <= alpha {
                    self.counters.futility_prunes += 1;
                    if alpha > best {
                        best = alpha;
                    }
                    continue;
                }
                if cfg.razoring && after + RAZOR_MARGIN <= alpha && new_depth > 0 {
                    new_depth -= 1;
                    self.counters.razor_reductions += 1;
                }
            }

            let child_hash = Self::child_hash(pos, &child, hash, m);
            let child_pv = on_pv && pv_move == Some(m);
            let score = match cfg.algorithm {
                Algorithm::Minimax => -self.negamax(
                    &child,
                    child_hash,
                    new_depth,
                    ply + 1,
                    -INF,
                    INF,
                    true,
                    false,
                    child_qe,
                ),
                Algorithm::Pvs if searched > 0 => {
                    let mut s = -self.negamax(
                        &child,
                        child_hash,
                        new_depth,
                        ply + 1,
                        -alpha - 1,
                        -alpha,
                        true,
                        child_pv,
                        child_qe,
                    );
                    if s > alpha && s < beta && !self.aborted {
                        self.counters.pvs_researches += 1;
                        s = -self.negamax(
                            &child,
                            child_hash,
                            new_depth,
                            ply + 1,
                            -beta,
                            -alpha,
                            true,
                            child_pv,
                            child_qe,
                        );
                    }
                    s
                }
                _ => -self.negamax(
                    &child,
                    child_hash,
                    new_depth,
                    ply + 1,
                    -beta,
                    -alpha,
                    true,
                    child_pv,
                    child_qe,
                ),
            };
            if self.aborted {
                return 0;
            }
            searched += 1;
            if ply == 0 {
                self.root_moves_done += 1;
                if Some(m) == self.prev_best {
                    self.prev_best_done = true;
                }
            }
            if score > best {
                best = score;
                best_move = Some(m);
                if score > alpha {
                    alpha = score;
                    self.pv.save(ply, m);
                    if ply == 0 {
                        self.root_improved(m, score);
                    }
                    if alpha >= beta && !minimax {
                        self.counters.cutoffs += 1;
                        if searched == 1 {
                            self.counters.first_move_cutoffs += 1;
                        }
                        if quiet {
                            self.heur.cutoff(&cfg.ordering, turn, ply, depth, m);
                        }
                        break;
                    }
                }
            }
        }

        if let Some(tt) = self.tt.as_mut() {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_orig && best_move.is_some() {
                Bound::Exact
            } else {
                Bound::Upper
            };
            tt.store(hash, depth, Score(best).to_tt(ply), bound, best_move);
        }
        best
    }

    fn root_improved(&mut self, m: Move, score: i32) {
        if self.iter_best != Some(m) {
            if Some(m) == self.key {
                self.iter_key_since = Some(self.counters.nodes);
            } else {
                self.iter_key_since = None;
            }
        }
        self.iter_best = Some(m);
        self.iter_score = score;
    }

    /// Quiescence search (seed 001, `Quies(alpha, beta)`): stand pat on the static
    /// evaluation, then captures (and promotions) best first; with `quiescence_checks`,
    /// also quiet checks at the first quiescence ply and every evasion when in check.
    fn quiesce(&mut self, pos: &Chess, ply: usize, mut alpha: i32, beta: i32, qply: u32) -> i32 {
        if ply as u32 > self.counters.seldepth {
            self.counters.seldepth = ply as u32;
        }
        let cfg = self.config;
        let minimax = cfg.algorithm == Algorithm::Minimax;
        if ply >= MAX_PLY - 2 {
            return evaluate(pos, cfg.eval);
        }
        let evasions = cfg.quiescence_checks && pos.is_check();
        let mut best;
        if evasions {
            best = -INF;
        } else {
            let stand = evaluate(pos, cfg.eval);
            if stand >= beta {
                return stand;
            }
            best = stand;
            if stand > alpha {
                alpha = stand;
            }
        }
        let mut moves = pos.legal_moves();
        if evasions {
            if moves.is_empty() {
                return Score::mated_in(ply).0;
            }
        } else {
            let checks = cfg.quiescence_checks && qply == 0;
            moves
                .retain(|m| m.is_capture() || m.is_promotion() || (checks && gives_check(pos, *m)));
        }
        let mut keys = [0i32; 256];
        if cfg.ordering.mvv_lva {
            for (i, &m) in moves.iter().enumerate() {
                keys[i] = crate::ordering::mvv_lva(m);
            }
        }
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut keys, i);
            if self.out_of_limits() {
                return 0;
            }
            self.counters.nodes += 1;
            self.counters.qnodes += 1;
            let mut child = pos.clone();
            child.play_unchecked(m);
            let score = if minimax {
                -self.quiesce(&child, ply + 1, -INF, INF, qply + 1)
            } else {
                -self.quiesce(&child, ply + 1, -beta, -alpha, qply + 1)
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta && !minimax {
                        break;
                    }
                }
            }
        }
        best
    }
}

fn gives_check(pos: &Chess, m: Move) -> bool {
    let mut p = pos.clone();
    p.play_unchecked(m);
    p.is_check()
}

/// Whether the side to move has a piece other than king and pawns (null move is unsafe in
/// pawn endings: zugzwang).
fn has_pieces(pos: &Chess) -> bool {
    let b = pos.board();
    let ours = b.by_color(pos.turn());
    (ours & !(b.pawns() | b.kings())).any()
}
