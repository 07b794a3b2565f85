//! The search in the MO: the block scheme of Fig. 20 (§1.2, §2; spec §5).
//!
//! Going down: make the move, recount `T_x`, freeze, vision, pseudo-search check, then the
//! end-of-variation test. Going up: take the move back, thaw, recount `T_x` back, freeze
//! what left its a0 ("99"), minimax with the cutoffs. The whole tree stays in memory as
//! columns ([`Tree`]); one current position ([`Game`]) moves forward and back with `m_t`.
//!
//! This file holds the [`Search`] struct, its constructor, accessors and entry points; each
//! concept of the driver has its own file:
//!
//! - `search/deepening.rs`: iterative deepening, one search under a cap, the limits;
//! - `search/node.rs`: the node loop with minimax, pseudo-search restarts and the cutoffs
//!   (§2.4–2.5, §1.10–1.11);
//! - `search/step.rs`: going down and up with the vision correction and the zones formed
//!   during search (§1.8–1.9, §1.12–1.17; spec §8);
//! - `search/leaf.rs`: the end of a variation, leaf values, the square rule, transpositions
//!   (§2.2, spec §5.1, §8.1);
//! - `search/moves.rs`: which moves a node may try (§2.6–2.10);
//! - `search/real_board.rs`: a bundle's trajectories transferred to the real board before
//!   they enter search (§2.7);
//! - `search/result.rs`: what the search answers (best move, value, principal variation);
//! - `search/appendix2.rs`: the positional evaluation at a line's end and the positional
//!   move priority (Appendix 2, spec §10).
//! - `search/perpetual.rs`: a line lost by the material but drawn by perpetual check
//!   (ours).
//! - `search/promotions.rs`: the pieces other than the queen that a promotion may give
//!   (ours).
//! - `search/at_hand.rs`: a promotion the side to move can make at once keeps the line
//!   going (ours).
//! - `search/rails.rs`: moving on rails (§2.11): the subtree under the move played and the
//!   reply becomes the new tree, and the search continues from it.
//!
//! ```
//! use pioneer_tree::{Search, SearchConfig};
//!
//! let mut search = Search::from_fen(pioneer_rules::FIG21_FEN, SearchConfig::fig21()).unwrap();
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

mod admissible_pass;
mod appendix2;
mod at_hand;
mod ban;
mod check_mates;
mod deblockade;
mod deepening;
mod empty_turn;
mod forks;
mod kings_race;
mod leaf;
mod legal;
mod mate_defence;
mod moves;
mod node;
mod perpetual;
mod promotions;
mod race;
mod rails;
mod real_board;
mod remembered;
mod repetition_claims;
mod result;
mod stalemate;
mod step;
mod support;
mod threats;

use rails::{Answered, Rails};
pub use rails::{NotOnRails, RailsKept};
pub use result::{Pass, RootSon, SearchResult, StopReason};

use admissible_pass::FirstPass;
use ban::LeafEnd;
use deepening::Totals;
use pioneer_rules::{Color, Game, Move, PieceId, Ply, Position, Role, RulesError, Square, value};
use pioneer_zones::{ArrivalRecord, Mo, Sighting, mo::Cells};
use smallvec::SmallVec;
use std::time::Instant;

/// The value of a checkmate with [`crate::MoSettings::checks`] (ours, spec §8): beyond any
/// material; a mate at depth `d` is worth `MATE − d` to the side that mates.
pub const MATE: i32 = 1000;

/// Whether `v` is a checkmate's value (`±(MATE − depth)`) rather than material: beyond
/// half of [`MATE`], which no material balance reaches.
fn is_mate(v: i32) -> bool {
    v.abs() > MATE / 2
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

/// What a node's value in the final tree is (§2.4–2.5: the ancestor comparison stops
/// branching with a bound, not a value).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub enum Bound {
    /// The minimax value of every son searched to the end (a worst-result cutoff, §2.5,
    /// keeps it exact: nothing better exists).
    #[default]
    Exact,
    /// White's node cut by the ancestor comparison (§2.4): the true value is at least this.
    Lower,
    /// Black's node cut by the ancestor comparison (§2.4): the true value is at most this.
    Upper,
    /// Not cut itself, but a son's value is a bound: the value is not exact, its direction
    /// is not tracked.
    Inexact,
}

impl Bound {
    /// The bounds that lean toward and away from the choice of the side to move (White
    /// maximizes: a lower bound leans toward its choice, an upper bound away from it).
    pub(crate) fn toward_and_away(white: bool) -> (Bound, Bound) {
        if white {
            (Bound::Lower, Bound::Upper)
        } else {
            (Bound::Upper, Bound::Lower)
        }
    }
}

#[derive(Clone, Default)]
struct NodeInfo {
    /// The piece moved into this node and the bundles it moved along.
    moved: Option<PieceId>,
    along: Cells,
    /// The piece was captured in the last variation searched below this node.
    lost: bool,
    /// The bundles of `along` the piece stood blocked on at the end of the last
    /// variation searched below this node (§2.10, `Switches::ban_unless_blocked`).
    blocked_along: Cells,
    /// Whether the node's value is exact or a bound.
    bound: Bound,
    /// The node of the kept tree on the same line, while a step runs on rails (§2.11).
    kept: Option<NodeId>,
    /// Moves and passes considered below this node ([`crate::Switches::remembered_moves`]).
    work: u64,
    /// The side to move tries every legal move here: it was mated after each move the MO
    /// gave it ([`crate::MoSettings::mate_defence`]).
    defends_mate: bool,
    /// The MO gave the side to move nothing at all here, and it tries the empty turn's
    /// moves ([`crate::MoSettings::empty_turn`]).
    empty_turn: bool,
    /// The side to move, with no spare move, probed a pass here since the node's last
    /// restart ([`crate::MoSettings::pass_probes`]).
    probed: bool,
    /// The side to move probed the enemy's threats here since the node's last restart
    /// ([`crate::MoSettings::threat_probes`]).
    threats_probed: bool,
}

/// A pass searched for what it reveals, its value not counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Probe {
    /// The pass the side has no spare move for, searched as any line
    /// ([`crate::MoSettings::pass_probes`]).
    Pass,
    /// The pseudo-move before the enemy's captures: below the pass only those captures,
    /// one half-move each ([`crate::MoSettings::threat_probes`], `search/threats.rs`).
    Threats,
}

struct Candidate {
    ply: Ply,
    /// Whether this pass is a probe, and which.
    probe: Option<Probe>,
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
    /// The end of the last variation (with `Switches::ban_unless_blocked`): its board and
    /// where each piece stood (§2.10).
    leaf_end: Option<LeafEnd>,
    zones_at_root: usize,
    prepared: bool,
    snapshots: Option<Vec<MoSnapshot>>,
    stop_flag: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    /// Moves considered so far, published for another thread ([`Search::set_progress_counter`]).
    progress: Option<std::sync::Arc<std::sync::atomic::AtomicU64>>,
    memo: Memo,
    /// Keys of the game's positions before the root since its last irreversible move
    /// ([`Search::set_earlier_positions`]), for [`crate::Switches::repetitions`].
    earlier: Vec<u64>,
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
    /// The pass the last call of `candidates` offered is a probe (`search/moves.rs`).
    probe_pass: bool,
    /// The bound kind of the value search_node last returned.
    last_bound: Bound,
    /// The root tries every legal move: the MO gave it none ([`crate::MoSettings::checks`]).
    root_all_legal: bool,
    /// The pawn tables end lines in this search: [`crate::Switches::pawn_tables`], and
    /// the root is not itself of their classes (set by each step, `Search::run_once`).
    pawn_tables_below: bool,
    /// King and pawn against king and pawn ends lines in this search: with
    /// `pawn_tables_below`, or with [`crate::Switches::race_pawn_tables`] below a root of
    /// the kings' race's class that is not of the table's (set by each step,
    /// `Search::run_once`).
    pawn_pawn_below: bool,
    /// The kings' race is played out below the root: [`crate::Switches::kings_race_played`]
    /// with the kings' race, and the root itself of its class (set by each step,
    /// `Search::run_once`).
    race_root: bool,
    /// The pass of horizon deepening under way (item 76).
    pass: Pass,
    /// Whether the widest finished search of the pass of horizon deepening under way
    /// separated its move (`None`: none has finished): what the admissible pass
    /// (item 76) and the first pass's yield (item 77) read.
    widest_separated: Option<bool>,
    /// The first pass's yield (item 77): whether it may still stop at its share, and
    /// whether it stopped there.
    first_pass: FirstPass,
    /// The only moves the root may try (UCI `go searchmoves`); `None`: no restriction.
    root_moves: Option<Vec<Move>>,
    /// The kept tree, set by [`Search::continue_on_rails`] for the next run.
    rails: Option<Rails>,
    /// Whether the current step runs on rails.
    rails_step: bool,
    /// What the final tree of the last run is (for moving on rails).
    answered: Option<Answered>,
    /// Nodes kept for the current run (moving on rails).
    rails_kept: usize,
    /// Kept values taken over in the current run.
    rails_reused: u64,
    /// The move that decided each position searched in this run, by [`Game::key`]
    /// ([`crate::Switches::remembered_moves`]).
    remembered: rustc_hash::FxHashMap<u64, remembered::RememberedSons>,
    /// Perpetual-check proofs already asked, by [`Game::key`] (a proof depends on the
    /// position alone): whether the side to move draws ([`crate::MoSettings::perpetual`]).
    perpetuals: rustc_hash::FxHashMap<u64, bool>,
    /// Positions explored by the perpetual-check proofs of the current search.
    perpetual_positions: u64,
    /// Proofs of mate by checks already asked, by [`Game::key`] (a proof depends on the
    /// position alone): the mate's half-moves, if any ([`crate::MoSettings::check_mates`]).
    check_mates: rustc_hash::FxHashMap<u64, Option<u8>>,
    /// Positions searched by the proofs of mate by checks of the current search.
    check_mate_positions: u64,
    /// What a check wins where a race is over, already asked, by [`Game::key`]
    /// ([`crate::MoSettings::race_over_check_gain`]).
    check_gains: rustc_hash::FxHashMap<u64, i32>,
    /// Positions searched for those gains in the current search.
    check_gain_positions: u64,
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
            mo: Mo::with_rules(cfg.zone_rules()),
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
            leaf_end: None,
            zones_at_root: 0,
            prepared: false,
            snapshots: None,
            stop_flag: None,
            progress: None,
            memo: Memo::default(),
            pawn_tables_below: false,
            pawn_pawn_below: false,
            race_root: false,
            pass: Pass::First,
            widest_separated: None,
            first_pass: FirstPass::default(),
            earlier: Vec::new(),
            complete: true,
            pseudo_floor: 0,
            probe_pass: false,
            depth_cap: cfg.limits.max_depth,
            capped: false,
            totals: Totals::default(),
            root_all_legal: false,
            root_moves: None,
            last_bound: Bound::Exact,
            rails: None,
            rails_step: false,
            answered: None,
            rails_kept: 0,
            rails_reused: 0,
            remembered: rustc_hash::FxHashMap::default(),
            perpetuals: rustc_hash::FxHashMap::default(),
            perpetual_positions: 0,
            check_mates: rustc_hash::FxHashMap::default(),
            check_mate_positions: 0,
            check_gains: rustc_hash::FxHashMap::default(),
            check_gain_positions: 0,
        }
    }

    /// Restricts the root to these moves (UCI `go searchmoves`): the root keeps only the
    /// allowed moves the MO offers, and if it offers none of them, tries the allowed legal
    /// moves. `None` (the default) searches the MO whole.
    pub fn set_root_moves(&mut self, moves: Option<Vec<Move>>) {
        self.root_moves = moves.filter(|m| !m.is_empty());
    }

    /// The settings of this search.
    pub fn config(&self) -> &SearchConfig {
        &self.cfg
    }

    /// Sets the limits of the next run (a search continued on rails gets the limits of
    /// its own `go`).
    pub fn set_limits(&mut self, limits: crate::Limits) {
        self.cfg.limits = limits;
    }

    /// The game's positions before the root (their [`Game::key`]s since its last
    /// irreversible move): with [`crate::Switches::repetitions`], a line that comes back
    /// to one of them is a draw too (a front end playing a game passes its history).
    pub fn set_earlier_positions(&mut self, keys: Vec<u64>) {
        self.earlier = keys;
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
        self.earlier.clear();
        self.reset();
        self.totals = Totals::default();
        self.rails = None;
        self.answered = None;
    }

    /// Clears everything one search builds, keeping the position and the allocations.
    fn reset(&mut self) {
        self.tree.clear();
        self.info.clear();
        self.info.push(NodeInfo::default());
        self.reset_but_tree();
    }

    /// Clears everything one search builds but the tree (and what is kept beside it).
    fn reset_but_tree(&mut self) {
        self.mo.clear();
        self.mo.set_rules(self.cfg.zone_rules());
        self.mo.set_root_ply(self.game.ply());
        self.frames.clear();
        self.events.clear();
        self.moves_considered = 0;
        self.passes = 0;
        self.pseudo_searches = 0;
        self.perpetual_positions = 0;
        self.check_mate_positions = 0;
        self.check_gain_positions = 0;
        self.stopped = None;
        self.replay.clear();
        self.newest.clear();
        self.leaf_lost.clear();
        self.leaf_end = None;
        self.zones_at_root = 0;
        self.prepared = false;
        self.memo.clear();
        self.capped = false;
        self.root_all_legal = false;
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

    /// Whether the value of `node` in the final tree is exact or a bound (§2.4–2.5); `None`
    /// for a node not in the tree. The root's sons (`Tree::children(NodeId::ROOT)`) carry
    /// the bound kinds of the root moves.
    pub fn bound(&self, node: NodeId) -> Option<Bound> {
        (node.0 < self.tree.len() as u32)
            .then(|| self.info.get(node.0 as usize).map(|i| i.bound))
            .flatten()
    }

    /// The whole Fig. 21 printout of this search, with the result's figures in its footer
    /// (and, with positional values, the evaluation at the end of the principal variation).
    pub fn printout(&self, r: &SearchResult) -> String {
        let mut out = crate::printout::printout(
            &self.game,
            &self.events,
            r.tree_size,
            r.map_size,
            r.moves_considered,
            r.elapsed.as_secs_f64(),
        );
        if let Some(p) = r.positional {
            out.push_str(&crate::printout::positional_line(p));
        }
        out
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
        self.deepen()
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
        self.tree.delete_subtree(node).apply(&mut self.info);
        true
    }

    fn depth(&self) -> u16 {
        self.frames.len() as u16
    }
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
