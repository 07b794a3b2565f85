//! The search in the MO: the block scheme of Fig. 20 (§1.2, §2; spec §5).
//!
//! Going down: make the move, recount `T_x`, freeze, vision, pseudo-search check, then the
//! end-of-variation test. Going up: take the move back, thaw, recount `T_x` back, freeze
//! what left its a0 ("99"), minimax with the cutoffs. The whole tree stays in memory as
//! columns ([`Tree`]); one current position ([`Game`]) moves forward and back with `m_t`.
//! Which moves a node may try is in `search/moves.rs` (§2.6–2.10); what the search answers
//! (best move, value, principal variation) in `search/result.rs`.
//!
//! ```
//! use pioneer_tree::{Search, SearchConfig};
//!
//! let mut search = Search::from_fen("k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - 0 1", SearchConfig::fig21()).unwrap();
//! let result = search.run();
//! assert_eq!(result.value, 0);
//! assert_eq!(result.moves_considered, 18);
//! assert_eq!(result.best_move.as_deref(), Some("Ne6"));
//! ```

use crate::columns::{NodeId, Tree};
use crate::config::SearchConfig;
use crate::formation::{Formation, watch_promotions};
use crate::memo::Memo;
use crate::printout::Event;
use crate::square::{self, SquareRule};

mod moves;
mod result;
use pioneer_rules::{Color, Game, Move, PieceId, Ply, Position, Role, RulesError, Square, value};
use pioneer_zones::{ArrivalRecord, CellId, Mo, Sighting, mo::Cells};
use smallvec::SmallVec;
use std::time::{Duration, Instant};

/// Why a search stopped early.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub enum StopReason {
    /// The limit on moves considered was reached.
    Moves,
    /// The time limit was reached.
    Time,
    /// The caller raised the stop flag ([`Search::set_stop_flag`]).
    Stop,
}

/// What a search returns.
#[derive(Debug, Clone, serde::Serialize)]
pub struct SearchResult {
    /// The chosen move in SAN (`None` when the root has no move).
    pub best_move: Option<String>,
    /// The chosen move in UCI.
    pub best_move_uci: Option<String>,
    /// The value from White's side (`m_t`, spec §2).
    pub value: i32,
    /// The principal variation in SAN (passes written `--`).
    pub pv: Vec<String>,
    /// Nodes of the final tree, the root included.
    pub tree_size: usize,
    /// Trace cells in use at the end ("SIZE OF THE MAP").
    pub map_size: usize,
    /// Forward moves made, passes excluded, erased trees included.
    pub moves_considered: u64,
    /// Passes made.
    pub passes: u64,
    /// Pseudo-searches (climbs without evaluation).
    pub pseudo_searches: u64,
    /// Zones at the root when the search started.
    pub zones: usize,
    /// Positions whose value was taken over from another order of moves
    /// ([`crate::memo`]).
    pub transpositions: u64,
    /// The depth cap of the search that answered: the depth limit, or with deepening the
    /// cap of the last search completed (or of the one stopped, when none was).
    pub depth_cap: u16,
    /// Set when a limit stopped the search.
    pub stopped: Option<StopReason>,
    /// Wall-clock time.
    pub elapsed: Duration,
}

/// What the earlier steps of a deepening search counted.
#[derive(Debug, Clone, Copy, Default)]
struct Totals {
    moves: u64,
    passes: u64,
    pseudo_searches: u64,
    transpositions: u64,
}

impl Totals {
    fn add(&mut self, r: &SearchResult) {
        self.moves += r.moves_considered;
        self.passes += r.passes;
        self.pseudo_searches += r.pseudo_searches;
        self.transpositions += r.transpositions;
    }

    /// The result with the counters of every step (the work of the whole search).
    fn fill(&self, mut r: SearchResult, elapsed: Duration) -> SearchResult {
        r.moves_considered = self.moves;
        r.passes = self.passes;
        r.pseudo_searches = self.pseudo_searches;
        r.transpositions = self.transpositions;
        r.elapsed = elapsed;
        r
    }
}

/// Why branching stopped at a node (§2.4–2.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cut {
    /// The value reached the best the side can get: the node's value is complete.
    WorstResult,
    /// An ancestor of the other colour already has a better value: the node's value is
    /// only a bound.
    Ancestor,
}

enum Outcome {
    Value(i32),
    Unwind(u16),
    Stopped(i32),
}

struct Frame {
    node: NodeId,
    ply: Ply,
    moved: Option<PieceId>,
    from: Square,
    to: Square,
    along: Cells,
    arrival: ArrivalRecord,
    mt_before: i32,
}

#[derive(Clone, Default)]
struct NodeInfo {
    /// The piece moved into this node and the bundles it moved along.
    moved: Option<PieceId>,
    along: Cells,
    /// The piece was captured in the last variation searched below this node.
    lost: bool,
}

struct Candidate {
    ply: Ply,
}

/// One Pioneer search over a position.
pub struct Search {
    game: Game,
    mo: Mo,
    tree: Tree,
    info: Vec<NodeInfo>,
    cfg: SearchConfig,
    frames: Vec<Frame>,
    events: Vec<Event>,
    m_t: i32,
    moves_considered: u64,
    passes: u64,
    pseudo_searches: u64,
    start: Instant,
    stopped: Option<StopReason>,
    replay: Vec<(PieceId, Square, Square)>,
    newest: Cells,
    leaf_lost: SmallVec<[PieceId; 8]>,
    zones_at_root: usize,
    prepared: bool,
    snapshots: Option<Vec<MoSnapshot>>,
    stop_flag: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    memo: Memo,
    /// Whether the value search_node last returned is complete (no ancestor cutoff).
    complete: bool,
    /// The depth at which every variation ends (the depth limit, or the cap of the
    /// current deepening step).
    depth_cap: u16,
    /// Whether a variation of the current search was ended by `depth_cap`.
    capped: bool,
    /// The counters of the completed deepening steps.
    totals: Totals,
    /// Pseudo-searches may climb to this depth at the highest (raised below a node that
    /// has used its restart budget).
    pseudo_floor: u16,
}

/// The MO and the position at the moment a pseudo-search starts (for pictures; kept only
/// after [`Search::keep_snapshots`]).
#[derive(Clone)]
pub struct MoSnapshot {
    /// The depth of the move that revealed the new trajectories.
    pub depth: u16,
    /// How many printout events had been written (the snapshot follows the last of them).
    pub event_index: usize,
    /// The position at that depth, with its variation.
    pub game: Game,
    /// The MO with the new trajectories, before the climb.
    pub mo: Mo,
}

impl Search {
    /// A search of the position given by a FEN.
    pub fn from_fen(fen: &str, cfg: SearchConfig) -> Result<Search, RulesError> {
        Ok(Search::new(Game::from_fen(fen)?, cfg))
    }

    /// A search of a game's current position.
    pub fn new(game: Game, cfg: SearchConfig) -> Search {
        let m0 = if cfg.switches.m0_root_balance {
            material_balance(&game)
        } else {
            0
        };
        Search {
            game,
            mo: Mo::new(),
            tree: Tree::new(),
            info: vec![NodeInfo::default()],
            cfg,
            frames: Vec::new(),
            events: Vec::new(),
            m_t: m0,
            moves_considered: 0,
            passes: 0,
            pseudo_searches: 0,
            start: Instant::now(),
            stopped: None,
            replay: Vec::new(),
            newest: Cells::new(),
            leaf_lost: SmallVec::new(),
            zones_at_root: 0,
            prepared: false,
            snapshots: None,
            stop_flag: None,
            memo: Memo::default(),
            complete: true,
            pseudo_floor: 0,
            depth_cap: cfg.limits.max_depth,
            capped: false,
            totals: Totals::default(),
        }
    }

    /// A flag another thread may raise to stop the search (a UCI `stop`).
    pub fn set_stop_flag(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.stop_flag = Some(flag);
    }

    /// Starts over on another position, keeping every allocation (trace arena, tree
    /// columns, event list) for reuse.
    pub fn restart(&mut self, game: Game) {
        self.m_t = if self.cfg.switches.m0_root_balance {
            material_balance(&game)
        } else {
            0
        };
        self.game = game;
        self.reset();
        self.totals = Totals::default();
    }

    /// Clears everything one search builds, keeping the position and the allocations.
    fn reset(&mut self) {
        self.mo.clear();
        self.tree.clear();
        self.info.clear();
        self.info.push(NodeInfo::default());
        self.frames.clear();
        self.events.clear();
        self.moves_considered = 0;
        self.passes = 0;
        self.pseudo_searches = 0;
        self.stopped = None;
        self.replay.clear();
        self.newest.clear();
        self.leaf_lost.clear();
        self.zones_at_root = 0;
        self.prepared = false;
        self.memo.clear();
        self.capped = false;
        if let Some(s) = self.snapshots.as_mut() {
            s.clear();
        }
    }

    /// The position searched (at the root once the search is over).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The MO.
    pub fn mo(&self) -> &Mo {
        &self.mo
    }

    /// The search tree.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The whole Fig. 21 printout of this search, with the result's figures in its footer.
    pub fn printout(&self, r: &SearchResult) -> String {
        crate::printout::printout(
            &self.game,
            &self.events,
            r.tree_size,
            r.map_size,
            r.moves_considered,
            r.elapsed.as_secs_f64(),
        )
    }

    /// The events of the printout, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// Keeps a copy of the MO and the position each time a pseudo-search starts (off by
    /// default: it costs a copy of the MO per pseudo-search).
    pub fn keep_snapshots(&mut self) {
        self.snapshots.get_or_insert_with(Vec::new);
    }

    /// The snapshots kept since [`Search::keep_snapshots`], in order.
    pub fn snapshots(&self) -> &[MoSnapshot] {
        self.snapshots.as_deref().unwrap_or(&[])
    }

    /// Forms the root zones and searches; with [`crate::Switches::deepening`], once per
    /// depth cap (2, 4, 8, 16, … half-moves, then the depth limit) until a search is not
    /// cut by its cap, answering with the last search completed when a limit stops one.
    pub fn run(&mut self) -> SearchResult {
        self.start = Instant::now();
        self.totals = Totals::default();
        let max = self.cfg.limits.max_depth;
        if !self.cfg.switches.deepening {
            self.depth_cap = max;
            return self.run_once();
        }
        let mut cap = max.min(2);
        let mut last: Option<(SearchResult, Tree, Vec<Event>)> = None;
        loop {
            self.depth_cap = cap;
            let mut r = self.run_once();
            self.totals.add(&r);
            let cut_by_cap = self.capped;
            if r.stopped.is_some() {
                if let Some((mut done, tree, events)) = last.take()
                    && done.best_move.is_some()
                {
                    // The search of the last completed cap answers; its tree stays the
                    // tree of this search.
                    self.tree = tree;
                    self.events = events;
                    done.stopped = r.stopped;
                    r = done;
                }
                return self.totals.fill(r, self.start.elapsed());
            }
            if !cut_by_cap || cap >= max {
                return self.totals.fill(r, self.start.elapsed());
            }
            // Keep this search's tree and events (the next one starts empty anyway).
            last = Some((
                r,
                std::mem::replace(&mut self.tree, Tree::new()),
                std::mem::take(&mut self.events),
            ));
            self.reset();
            cap = cap.saturating_mul(2).min(max);
        }
    }

    /// One search under the current depth cap.
    fn run_once(&mut self) -> SearchResult {
        self.prepare();
        let value = match self.search_node(NodeId::ROOT) {
            Outcome::Value(v) | Outcome::Stopped(v) => v,
            Outcome::Unwind(_) => self.m_t,
        };
        self.tree.set_value(NodeId::ROOT, Some(value));
        self.result(value)
    }

    /// Forms the attack zones at the root within the horizon (done once; `run` calls it).
    pub fn prepare(&mut self) {
        if self.prepared {
            return;
        }
        self.prepared = true;
        let colors: &[Color] = if self.cfg.switches.both_colours {
            &[Color::White, Color::Black]
        } else if self.game.turn() == Color::White {
            &[Color::Black]
        } else {
            &[Color::White]
        };
        let f = Formation::of(&self.cfg);
        f.form_zones(&mut self.mo, &self.game, colors, 0);
        if self.cfg.switches.mo.promotion_watch {
            watch_promotions(&mut self.mo, &self.game);
        }
        self.zones_at_root = self.mo.zones().count();
    }

    /// The node the current position belongs to.
    pub fn current(&self) -> NodeId {
        self.frames.last().map_or(NodeId::ROOT, |f| f.node)
    }

    /// `m_t`: the material won since the root, from White's side (spec §2).
    pub fn material(&self) -> i32 {
        self.m_t
    }

    /// The plies the MO allows at the current node, in Pioneer's priority order.
    pub fn candidate_plies(&mut self) -> Vec<Ply> {
        self.prepare();
        self.candidates(self.current())
    }

    /// Walks one ply down by hand, doing everything the search does going down (recount,
    /// freezing, vision, correction); returns what vision found. The ply must be legal
    /// (a pass only where [`Game::can_pass`]).
    pub fn walk_down(&mut self, ply: Ply) -> Vec<Sighting> {
        self.prepare();
        let n = self.current();
        let child = self.tree.add_child(n, ply);
        self.info.push(NodeInfo::default());
        self.go_down(n, child, ply)
    }

    /// Walks one ply up by hand, as the search does going up, and forgets the node left
    /// (as a pseudo-search would); `false` at the root.
    pub fn walk_up(&mut self) -> bool {
        let Some(node) = self.frames.last().map(|f| f.node) else {
            return false;
        };
        self.go_up(None);
        self.tree.delete_subtree(node);
        self.info.truncate(self.tree.len());
        true
    }

    fn limit_hit(&mut self) -> bool {
        if self.stopped.is_some() {
            return true;
        }
        let lim = self.cfg.limits;
        if self
            .stop_flag
            .as_ref()
            .is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed))
        {
            self.stopped = Some(StopReason::Stop);
        } else if self.totals.moves + self.moves_considered + self.totals.passes + self.passes
            >= lim.max_moves
        {
            self.stopped = Some(StopReason::Moves);
        } else if self.start.elapsed() >= lim.max_time {
            self.stopped = Some(StopReason::Time);
        }
        self.stopped.is_some()
    }

    fn depth(&self) -> u16 {
        self.frames.len() as u16
    }

    /// The search below node `n` (the current position is `n`'s).
    fn search_node(&mut self, n: NodeId) -> Outcome {
        let depth = self.tree.depth(n);
        let mut restarts = 0u32;
        // Restarts of this node (pseudo-searches that climbed back to it).
        let floor_before = self.pseudo_floor;
        'restart: loop {
            let mut best: Option<i32> = None;
            let mark = self.memo.mark();
            let mut complete = true;
            loop {
                if self.limit_hit() {
                    return Outcome::Stopped(best.unwrap_or(self.m_t));
                }
                let Some(cand) = self.next_move(n) else { break };
                let child = self.tree.add_child(n, cand.ply);
                self.info.push(NodeInfo::default());
                self.events.push(Event::Forward {
                    depth: depth + 1,
                    ply: cand.ply,
                });
                match cand.ply {
                    Ply::Pass => self.passes += 1,
                    Ply::Move(_) => self.moves_considered += 1,
                }
                let sightings = self.go_down(n, child, cand.ply);
                let late = if self.cfg.switches.pseudo_search {
                    self.mo
                        .rollback_depth(&sightings, |p, sq| self.since(p, sq))
                        .filter(|&t| t <= depth && t >= self.pseudo_floor)
                } else {
                    None
                };
                let outcome = if let Some(t) = late {
                    if let Some(snaps) = self.snapshots.as_mut() {
                        snaps.push(MoSnapshot {
                            depth: depth + 1,
                            event_index: self.events.len(),
                            game: self.game.clone(),
                            mo: self.mo.clone(),
                        });
                    }
                    Outcome::Unwind(t)
                } else if let Some(v) = self.variation_ends() {
                    self.leaf();
                    Outcome::Value(v)
                } else if let Some(v) = self.transposition() {
                    self.leaf();
                    Outcome::Value(v)
                } else {
                    let outcome = self.search_node(child);
                    if let Outcome::Value(v) = outcome
                        && self.complete
                        && self.cfg.switches.transpositions
                    {
                        self.memo.insert(self.game.key(), v);
                    }
                    outcome
                };
                match outcome {
                    Outcome::Unwind(t) => {
                        if late.is_some() {
                            self.pseudo_searches += 1;
                            self.record_replay(t, &sightings);
                        }
                        self.go_up(None);
                        if t < depth {
                            self.pseudo_floor = floor_before;
                            return Outcome::Unwind(t);
                        }
                        // The search restarts here with the new trajectories in play.
                        self.tree.delete_children(n);
                        self.info.truncate(self.tree.len());
                        self.memo.truncate(mark);
                        self.tree.set_value(n, None);
                        self.mo.erase_zones_below(depth);
                        restarts += 1;
                        let budget = u32::from(self.cfg.switches.restart_budget);
                        if budget > 0 && restarts >= budget {
                            // Out of restarts: below here, late trajectories stay in the
                            // MO but no longer send the search back up to this node.
                            self.pseudo_floor = self.pseudo_floor.max(depth + 1);
                        }
                        continue 'restart;
                    }
                    Outcome::Stopped(v) => {
                        self.go_up(Some(v));
                        return Outcome::Stopped(best.unwrap_or(v));
                    }
                    Outcome::Value(v) => {
                        let moved = self.info[child.0 as usize].moved;
                        self.info[child.0 as usize].lost =
                            moved.is_some_and(|p| self.leaf_lost.contains(&p));
                        self.go_up(Some(v));
                        self.tree.set_value(child, Some(v));
                        let white = self.game.turn() == Color::White;
                        best = Some(match best {
                            None => v,
                            Some(b) if white => b.max(v),
                            Some(b) => b.min(v),
                        });
                        self.tree.set_value(n, best);
                        if let Some(cut) = self.cut(n, v, best.unwrap_or(v)) {
                            complete = cut == Cut::WorstResult;
                            break;
                        }
                    }
                }
            }
            self.complete = complete;
            self.pseudo_floor = floor_before;
            return Outcome::Value(best.unwrap_or_else(|| {
                self.leaf();
                self.leaf_value()
            }));
        }
    }

    /// The cutoffs after a value `v` reached node `n` whose value is now `best` (§2.4–2.5).
    fn cut(&self, n: NodeId, v: i32, best: i32) -> Option<Cut> {
        let white = self.game.turn() == Color::White;
        let sw = &self.cfg.switches;
        if sw.worst_result_pruning {
            let stakes = self.mo.stakes(&self.game);
            if (white && v >= self.m_t + stakes.black) || (!white && v <= self.m_t - stakes.white) {
                return Some(Cut::WorstResult);
            }
        }
        if sw.ancestor_cutoff {
            // Ancestors of the other colour lie at odd distances above `n`.
            let path = self.tree.path(n);
            for &a in path.iter().rev().skip(1).step_by(2) {
                if let Some(m2) = self.tree.value(a)
                    && ((white && m2 <= best) || (!white && m2 >= best))
                {
                    return Some(Cut::Ancestor);
                }
            }
        }
        None
    }

    /// The value of the current position if another order of moves already searched it
    /// to the end ([`crate::memo`]).
    fn transposition(&mut self) -> Option<i32> {
        if !self.cfg.switches.transpositions {
            return None;
        }
        self.memo.probe(self.game.key())
    }

    /// The end-of-variation test (§2.2 with the spec's reading, §5.1): the value of the
    /// variation if it ends here.
    fn variation_ends(&mut self) -> Option<i32> {
        if self.game.legal_moves().is_empty() {
            return Some(self.leaf_value());
        }
        if self.depth() >= self.depth_cap {
            self.capped = true;
            return Some(self.leaf_value());
        }
        if self.cfg.switches.mo.square_rule
            && let Some(v) = self.square_verdict()
        {
            return Some(v);
        }
        if self.cfg.switches.mo.race_over && self.race_over() {
            return Some(self.m_t);
        }
        let live = self.mo.live_zones(&self.game);
        if !live.iter().any(|&z| self.mo.has_target(z)) {
            return Some(self.leaf_value());
        }
        let stakes = self.mo.stakes(&self.game);
        let down = match self.game.turn() {
            Color::White => -self.m_t,
            Color::Black => self.m_t,
        };
        (down >= stakes.total() && self.mo.zone_captures(&self.game).is_empty()).then_some(self.m_t)
    }

    /// "Race over" (spec §8.1): right after a promotion, the line ends unless the side to
    /// move can take the new piece or promote a pawn of its own at once; otherwise queen
    /// play would run on to the horizon.
    fn race_over(&self) -> bool {
        let Some(Ply::Move(last)) = self.frames.last().map(|f| f.ply) else {
            return false;
        };
        if last.promotion().is_none() {
            return false;
        }
        !self
            .game
            .legal_moves()
            .iter()
            .any(|m| (m.is_capture() && m.to() == last.to()) || m.is_promotion())
    }

    /// `m_t`, or with kings as targets a checkmate valued as the capture of the king.
    fn leaf_value(&self) -> i32 {
        let pos = self.game.position();
        if self.cfg.switches.mo.king_targets && pos.is_checkmate() {
            let king = value(Role::King);
            return match pos.turn() {
                Color::White => self.m_t - king,
                Color::Black => self.m_t + king,
            };
        }
        self.m_t
    }

    /// The rule of the square (endgame knowledge, spec §8; [`crate::square::verdict`]).
    fn square_verdict(&self) -> Option<i32> {
        let mo = &self.cfg.switches.mo;
        let rule = SquareRule {
            even_race: mo.race_over,
            all_stopped: mo.all_stopped,
        };
        square::verdict(self.game.position(), rule).map(|d| self.m_t + d)
    }

    /// A variation ended here: remember which pieces it lost (§2.10).
    fn leaf(&mut self) {
        self.leaf_lost = self
            .game
            .all_pieces()
            .filter(|&p| self.game.square_of(p).is_none())
            .collect();
    }

    /// Since which depth `piece` has stood on `sq` in the current variation (§1.11).
    fn since(&self, piece: PieceId, sq: Square) -> u16 {
        for (i, f) in self.frames.iter().enumerate().rev() {
            if f.moved == Some(piece) {
                return if f.to == sq { i as u16 + 1 } else { 0 };
            }
        }
        0
    }

    fn record_replay(&mut self, t: u16, sightings: &[Sighting]) {
        self.newest = sightings.iter().map(|s| s.bundle).collect();
        let Some(last) = self.frames.last() else {
            return;
        };
        let Some(attacked) = last.moved else { return };
        self.replay = self.frames[t as usize..]
            .iter()
            .filter(|f| f.moved == Some(attacked))
            .map(|f| (attacked, f.from, f.to))
            .collect();
    }

    /// Going down (Fig. 20, right half).
    fn go_down(&mut self, parent: NodeId, child: NodeId, ply: Ply) -> Vec<Sighting> {
        let depth = self.depth() + 1;
        let mt_before = self.m_t;
        let (moved, from, to) = match ply {
            Ply::Move(m) => (
                m.from().and_then(|f| self.game.piece_at(f)),
                m.from().unwrap_or(m.to()),
                m.to(),
            ),
            Ply::Pass => (None, Square::A1, Square::A1),
        };
        let along = match moved {
            Some(p) => self.mo.along(p, from, to),
            None => Cells::new(),
        };
        if let Ply::Move(m) = ply {
            self.m_t += material_change(&self.game, m);
        }
        self.game.make(&ply);
        self.frames.push(Frame {
            node: child,
            ply,
            moved,
            from,
            to,
            along: along.clone(),
            arrival: ArrivalRecord {
                thawed: Cells::new(),
                serial: self.mo.serial(),
            },
            mt_before,
        });
        let mut sightings = Vec::new();
        if let Some(p) = moved {
            self.mo.recount(&along, 1);
            if self.cfg.switches.a0_freeze {
                let arrival = self.mo.thaw_arrived(p, to);
                if let Some(f) = self.frames.last_mut() {
                    f.arrival = arrival;
                }
            }
            for &b in &along {
                let c = self.mo.attach_copy(b, to);
                self.mo.set_ban_node(c, parent.0);
            }
            if self.cfg.switches.connection_freeze {
                self.mo.freeze_connection(p, from, to, &along, depth);
            }
            sightings = self
                .mo
                .vision(&self.game, p, from, to, &along, self.cfg.switches.vision);
            if self.cfg.switches.vision_correction && !along.is_empty() {
                let extra = self.vision_correction(p, from, to, &along);
                sightings.extend(extra);
            }
            if self.cfg.switches.mo.zones_in_search {
                // A new attack (or promotion path) of the moved piece within the horizon
                // becomes a zone included at this depth (spec §8).
                let f = Formation::of(&self.cfg);
                f.form_zones_of(&mut self.mo, &self.game, to, depth);
                if self.cfg.switches.mo.attacks_on_mover
                    || matches!(ply, Ply::Move(m) if m.is_promotion())
                {
                    f.form_zones_onto(&mut self.mo, &self.game, to, depth);
                }
                if self.cfg.switches.mo.promotion_watch {
                    watch_promotions(&mut self.mo, &self.game);
                }
            }
        }
        self.info[child.0 as usize] = NodeInfo {
            moved,
            along,
            lost: false,
        };
        sightings
    }

    /// Going up (Fig. 20, left half). `value` is printed beside the move, `None` as 500.
    fn go_up(&mut self, value: Option<i32>) {
        let depth = self.depth();
        let Some(f) = self.frames.pop() else { return };
        self.events.push(Event::Back {
            depth,
            ply: f.ply,
            value,
        });
        self.game.unmake();
        self.m_t = f.mt_before;
        // Zones included below this node cease to exist (§1.11).
        self.mo.erase_zones_below(depth - 1);
        if let Some(p) = f.moved {
            if self.cfg.switches.connection_freeze {
                self.mo.thaw(depth);
            }
            self.mo.recount(&f.along, -1);
            if self.cfg.switches.a0_freeze {
                self.mo.freeze_left_a0(p, f.to, &f.arrival, true);
            }
        }
    }

    /// The vision correction of §1.9: climb to the zone's inclusion depth (positions and
    /// `T_x` only), look onto Y from there, and come down again looking from every square
    /// a piece moves to.
    fn vision_correction(
        &mut self,
        moved: PieceId,
        from: Square,
        to: Square,
        along: &[CellId],
    ) -> Vec<Sighting> {
        let zone = self.mo.zone_of(along[0]);
        let incl = self.mo.inclusion_depth(zone) as usize;
        let limits = self.mo.vision_limits(to, along);
        let Some(&lim) = limits.first() else {
            return Vec::new();
        };
        let betas = if self.cfg.switches.vision.blockades {
            self.mo.betas_of_step(lim.parent, from, to)
        } else {
            pioneer_rules::Bitboard::EMPTY
        };
        let mut plies: Vec<(Ply, Cells, Option<PieceId>)> = Vec::new();
        for f in self.frames[incl..].iter().rev() {
            self.game.unmake();
            self.mo.recount(&f.along, -1);
            plies.push((f.ply, f.along.clone(), f.moved));
        }
        let settings = self.cfg.switches.vision;
        let mut found = self
            .mo
            .see(&self.game, moved, to, betas, lim, None, settings);
        for (ply, along_i, moved_i) in plies.into_iter().rev() {
            self.game.make(&ply);
            self.mo.recount(&along_i, 1);
            if let Some(q) = moved_i.filter(|&q| q != moved) {
                found.extend(
                    self.mo
                        .see(&self.game, moved, to, betas, lim, Some(q), settings),
                );
            }
        }
        found
    }
}

/// The change of `m_t` a move brings: the value of what it takes (+ for White's gain) and
/// of a promotion (queen − pawn and the like).
fn material_change(game: &Game, m: Move) -> i32 {
    let sign = match game.turn() {
        Color::White => 1,
        Color::Black => -1,
    };
    let taken = m.capture().map_or(0, value);
    let promoted = m.promotion().map_or(0, |r| value(r) - value(Role::Pawn));
    sign * (taken + promoted)
}

/// White's material minus Black's, kings excluded.
fn material_balance(game: &Game) -> i32 {
    let board = game.position().board();
    board
        .occupied()
        .into_iter()
        .filter_map(|sq| board.piece_at(sq))
        .filter(|p| p.role != Role::King)
        .map(|p| match p.color {
            Color::White => value(p.role),
            Color::Black => -value(p.role),
        })
        .sum()
}
