//! What a search answers: the root's best move, its value and the principal variation,
//! read from the final tree (spec §5.6; `docs/search.md` items 15 and 17).

use super::Search;
use crate::columns::NodeId;
use crate::value::NodeValue;
use pioneer_rules::{Color, Move, Ply, Position};
use std::time::Duration;

/// Which pass of horizon deepening a search belongs to (`docs/search.md` item 76).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pass {
    /// The deepening with the configuration's own bundles.
    #[default]
    First,
    /// The admissible pass ([`crate::Switches::admissible_pass`]): the deepening again,
    /// after a tie at the first pass's widest finished horizon, with the bundles of the
    /// sources — shortest and admissible trajectories (seed 003, spec §11).
    Admissible,
}

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

/// One move the root examined, as the final tree values it: what the proof criterion
/// reads at the root (`docs/results.md`, "How it is judged").
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RootSon {
    /// The move in SAN.
    pub san: String,
    /// The move in UCI.
    pub uci: String,
    /// Its value from White's side (`m_t`, spec §2); `None` when the search stopped before
    /// a line below it ended.
    pub value: Option<i32>,
    /// Exact, or the bound the ancestor comparison left (§2.4).
    pub bound: super::Bound,
}

impl RootSon {
    /// The value as the text outputs write it: the sign, and `≥`, `≤` or `~` before a
    /// bound (`?`: not valued).
    pub fn value_text(&self) -> String {
        use super::Bound;
        let Some(v) = self.value else {
            return "?".to_owned();
        };
        let mark = match self.bound {
            Bound::Exact => "",
            Bound::Lower => "≥",
            Bound::Upper => "≤",
            Bound::Inexact => "~",
        };
        format!("{mark}{v:+}")
    }
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
    /// With [`crate::Switches::positional_values`]: the positional evaluation (Appendix 2)
    /// at the end of the principal variation, which orders lines equal in material.
    pub positional: Option<crate::positional::Positional>,
    /// With [`crate::Switches::kings_game`]: the kings' race of the chosen move's value
    /// (White's side: `1000 − n` when White forces the first capture of a pawn in `n`
    /// half-moves, `n − 1000` when Black does; 0 when neither can or no position of the
    /// class was valued), which orders lines equal in material and never proves.
    pub race: i16,
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
    /// Positions explored by the perpetual-check proofs at the ends of lines
    /// ([`crate::MoSettings::perpetual`]): work beside the moves considered, not counted
    /// by the limit on moves (the time limit counts it).
    pub perpetual_positions: u64,
    /// Positions searched by the proofs of mate by checks at the ends of lines
    /// ([`crate::MoSettings::check_mates`]): work beside the moves considered, like
    /// [`SearchResult::perpetual_positions`].
    pub check_mate_positions: u64,
    /// Positions searched for what a check wins where the race over ends a line
    /// ([`crate::MoSettings::race_over_check_gain`]): work beside the moves considered,
    /// like [`SearchResult::perpetual_positions`].
    pub check_gain_positions: u64,
    /// The depth cap of the search that answered: the depth limit, or with deepening the
    /// cap of the last search completed (or of the one stopped, when none was).
    pub depth_cap: u16,
    /// Moving on rails (§2.11): nodes of the previous search's tree this search started
    /// from ([`Search::continue_on_rails`]); 0 for a fresh search.
    pub rails_kept: usize,
    /// Moving on rails: kept exact values taken over without searching below them.
    pub rails_reused: u64,
    /// Whether the answer (move, value, principal variation, tree) comes from a search
    /// that ran to its end: with deepening, also the last cap completed before a limit
    /// stopped a deeper one; `false` when a limit stopped the search that answers.
    pub completed: bool,
    /// Whether the search that answers *finished*: it ran to its end and no variation was
    /// ended by the depth cap, so every line ended by the model (a cutoff, a verdict, no
    /// zone left). A finished search is a complete tree within its horizon.
    pub finished: bool,
    /// The attack horizon H_L of the search that answers (with horizon deepening, the
    /// widest one that finished or answered).
    pub horizon: u8,
    /// Whether the tree separates its move: the chosen move's value is strictly better in
    /// material than every other move the root tried, exact or bounded the right way
    /// (`docs/results.md`, the proof criterion, read on the tree without knowing any key).
    pub separated: bool,
    /// Whether the root examined every legal move (every allowed one under a root
    /// restriction): only then can its tree show every alternative to its move worse, as
    /// the proof criterion asks ([`crate::Switches::whole_root`], `docs/results.md`).
    pub whole_root: bool,
    /// The moves the root examined (its sons that are moves, not a pass).
    pub moves_examined_at_root: usize,
    /// Those moves in the order the root tried them, each with its value in the final
    /// tree: the evidence [`SearchResult::separated`] reads.
    pub root_sons: Vec<RootSon>,
    /// Set when a limit stopped the search.
    pub stopped: Option<StopReason>,
    /// Wall-clock time.
    pub elapsed: Duration,
    /// The pass of horizon deepening the search belongs to: a proof is read within the
    /// pass that answers (`docs/results.md`, "How it is judged").
    pub pass: Pass,
}

impl Search {
    /// The answer of the search, read from the final tree (`value`: the root's value when
    /// the root has no valued son).
    pub(super) fn result(&self, value: NodeValue) -> SearchResult {
        let mut pv = Vec::new();
        let mut pos = self.game.position().clone();
        let mut node = NodeId::ROOT;
        let mut first: Option<Move> = None;
        // A pass cannot be played on the board: at the root the best *move* is chosen, and
        // its value is the search's value (spec §5.4 lets only the (−) side pass in search).
        let white = self.game.turn() == Color::White;
        let root_move = self
            .root_move_sons()
            .filter_map(|c| self.tree.node_value(c).map(|v| (c, v)))
            .reduce(|a, b| {
                if (white && b.1 > a.1) || (!white && b.1 < a.1) {
                    b
                } else {
                    a
                }
            });
        // A search stopped before any move at the root was searched to the end still
        // answers: the move it was searching, the first the MO offered (its value, if any
        // line below it ended, is only a bound; `stopped` says so).
        let root_move = root_move.or_else(|| {
            self.stopped?;
            let c = self.root_move_sons().next()?;
            Some((c, self.tree.node_value(c).unwrap_or(value)))
        });
        let value = root_move.map_or(value, |(_, v)| v);
        let mut next = root_move.map(|(c, _)| c);
        while let Some(child) = next.take().or_else(|| self.best_child(node)) {
            match self.tree.ply(child) {
                Some(Ply::Move(m)) => {
                    if first.is_none() && node == NodeId::ROOT {
                        first = Some(m);
                    }
                    // SAN with its check or mate mark (`+`, `#`), as every output writes it.
                    pv.push(
                        shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut pos, m)
                            .to_string(),
                    );
                }
                Some(Ply::Pass) => {
                    pv.push("--".to_owned());
                    match pos.clone().swap_turn() {
                        Ok(p) => pos = p,
                        Err(_) => break,
                    }
                }
                None => break,
            }
            node = child;
        }
        let separated = root_move.is_some_and(|(c, v)| self.separates(c, v));
        let whole_root = self.root_examined_every_move();
        let root_sons = self.root_sons();
        let moves_examined_at_root = root_sons.len();
        let root = self.game.position();
        SearchResult {
            best_move: first.map(|m| {
                shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut root.clone(), m)
                    .to_string()
            }),
            best_move_uci: first.map(|m| {
                shakmaty::uci::UciMove::from_move(m, shakmaty::CastlingMode::Standard).to_string()
            }),
            value: value.material_value(),
            positional: value.positional(),
            race: value.race(),
            pv,
            tree_size: self.tree.len(),
            map_size: self.mo.size(),
            moves_considered: self.moves_considered,
            passes: self.passes,
            pseudo_searches: self.pseudo_searches,
            zones: self.zones_at_root,
            transpositions: self.memo.hits(),
            perpetual_positions: self.perpetual_positions,
            check_mate_positions: self.check_mate_positions,
            check_gain_positions: self.check_gain_positions,
            depth_cap: self.depth_cap,
            rails_kept: self.rails_kept,
            rails_reused: self.rails_reused,
            completed: self.stopped.is_none(),
            finished: self.stopped.is_none() && !self.capped,
            horizon: self.cfg.horizon,
            separated,
            whole_root,
            moves_examined_at_root,
            root_sons,
            stopped: self.stopped,
            elapsed: self.start.elapsed(),
            pass: self.pass,
        }
    }

    /// Whether the root's son `best` (worth `v`) is strictly better in material than
    /// every other move the root tried, as the tree shows it: its value exact or a bound
    /// toward the side to move, every other son valued exactly or by a bound away from it
    /// (the proof criterion of `docs/results.md`, read on the tree itself). A root that
    /// tried one move only separates nothing.
    fn separates(&self, best: NodeId, v: NodeValue) -> bool {
        use super::Bound;
        let white = self.game.turn() == Color::White;
        let (toward, away) = Bound::toward_and_away(white);
        let bound = |c: NodeId| self.info.get(c.0 as usize).map(|i| i.bound);
        if !bound(best).is_some_and(|b| b == Bound::Exact || b == toward) {
            return false;
        }
        let key = v.material_value();
        let mut others = self.root_move_sons().filter(|&c| c != best).peekable();
        // A root with one move separates nothing.
        others.peek().is_some()
            && others.all(|c| {
                let (Some(o), Some(b)) = (self.tree.node_value(c), bound(c)) else {
                    return false;
                };
                let o = o.material_value();
                (b == Bound::Exact || b == away) && if white { o < key } else { o > key }
            })
    }

    /// The root's sons that are moves, with their moves and values ([`RootSon`]).
    fn root_sons(&self) -> Vec<RootSon> {
        let root = self.game.position();
        self.root_move_sons()
            .filter_map(|c| {
                let Some(Ply::Move(m)) = self.tree.ply(c) else {
                    return None;
                };
                Some(RootSon {
                    san: shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut root.clone(), m)
                        .to_string(),
                    uci: shakmaty::uci::UciMove::from_move(m, shakmaty::CastlingMode::Standard)
                        .to_string(),
                    value: self.tree.node_value(c).map(|v| v.material_value()),
                    bound: self.bound(c).unwrap_or_default(),
                })
            })
            .collect()
    }

    /// The root's sons that are moves (not a pass), in the tree's order.
    fn root_move_sons(&self) -> impl Iterator<Item = NodeId> + '_ {
        self.tree
            .children(NodeId::ROOT)
            .filter(|&c| matches!(self.tree.ply(c), Some(Ply::Move(_))))
    }

    /// Whether every legal move of the root (every allowed one under a root restriction)
    /// is among the root's sons.
    fn root_examined_every_move(&self) -> bool {
        let tried: Vec<Ply> = self.tree.tried(NodeId::ROOT).collect();
        let allowed = |m: &Move| self.root_moves.as_ref().is_none_or(|a| a.contains(m));
        self.game
            .legal_moves()
            .iter()
            .filter(|m| allowed(m))
            .all(|m| tried.contains(&Ply::Move(*m)))
    }

    /// The son the principal variation follows: one whose value equals the node's value;
    /// among several, the one whose own line runs longest (the longest resistance among
    /// equal results shows the most of the position), the first of those.
    fn best_child(&self, n: NodeId) -> Option<NodeId> {
        let v = self.tree.node_value(n)?;
        let mut best: Option<(NodeId, usize)> = None;
        for c in self.tree.children(n) {
            if self.tree.node_value(c) != Some(v) {
                continue;
            }
            let len = self.line_length(c);
            if best.is_none_or(|(_, l)| len > l) {
                best = Some((c, len));
            }
        }
        best.map(|(c, _)| c)
    }

    /// How many plies the principal variation runs below `n` (ties taken longest).
    fn line_length(&self, n: NodeId) -> usize {
        let Some(v) = self.tree.node_value(n) else {
            return 0;
        };
        self.tree
            .children(n)
            .filter(|&c| self.tree.node_value(c) == Some(v))
            .map(|c| 1 + self.line_length(c))
            .max()
            .unwrap_or(0)
    }
}
