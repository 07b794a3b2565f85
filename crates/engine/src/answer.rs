//! What an engine answers: the move, its value (with its unit), the principal variation,
//! the counters, why the search stopped, and the history of its iterations.

use pioneer_rules::Ply;
use serde::Serialize;
use shakmaty::{Chess, Color, Move, Position};
use std::fmt;
use std::time::Duration;

/// A value together with its unit: engines do not share one scale.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "unit", content = "value", rename_all = "snake_case")]
pub enum Value {
    /// Centipawns from the side to move's point of view (the baseline, UCI `score cp`).
    Centipawns(i32),
    /// A forced mate in this many moves: positive when the side to move mates, negative
    /// when it is mated (UCI `score mate`).
    Mate(i32),
    /// Pioneer's material value `m_t` in pawns (P 1, N 3, B 3, R 5, Q 9; spec §2) from
    /// **White's** point of view, whoever is to move.
    Material(i32),
    /// Pioneer's material with the positional score of Appendix 2 (spec §10), when its
    /// search orders lines equal in material by it
    /// (`pioneer_tree::Switches::positional_values`): `material` as in
    /// [`Value::Material`], `positional` the score `P` (−1000 … 1000) from White's side.
    /// Only the material counts in [`Value::rank`], so a positional difference alone never
    /// proves a move better (`pioneer_compare::verdict`).
    MaterialPositional {
        /// `m_t`, from White's side.
        material: i32,
        /// `P`, from White's side.
        positional: i16,
    },
}

impl Value {
    /// The value from White's side in pawns, as Pioneer counts (spec §8.1): material as
    /// it is, centipawns / 100, a mate ±200.
    pub fn white_pawns(self, turn: Color) -> i32 {
        let own = match self {
            Value::Material(v) | Value::MaterialPositional { material: v, .. } => return v,
            Value::Mate(m) if m > 0 => 200,
            Value::Mate(_) => -200,
            Value::Centipawns(cp) => cp / 100,
        };
        if turn == Color::White { own } else { -own }
    }

    /// A number that orders values of one unit from the side to move's point of view
    /// (`turn`): larger is better for the mover. Centipawns as they are, Pioneer's
    /// material in centipawns from the mover's side (the positional score of
    /// [`Value::MaterialPositional`] left out: it shows a preference, not a proof), a mate
    /// beyond every other value (a shorter mate higher, being mated later higher).
    ///
    /// ```
    /// use pioneer_engine::Value;
    /// use shakmaty::Color::{Black, White};
    /// assert!(Value::Mate(3).rank(White) > Value::Mate(5).rank(White));
    /// assert!(Value::Mate(5).rank(White) > Value::Centipawns(30_000).rank(White));
    /// assert!(Value::Mate(-5).rank(White) > Value::Mate(-2).rank(White));
    /// assert_eq!(Value::Material(-1).rank(Black), 100);
    /// let preferred = Value::MaterialPositional { material: 0, positional: 500 };
    /// assert_eq!(preferred.rank(White), Value::Material(0).rank(White));
    /// ```
    pub fn rank(self, turn: Color) -> i64 {
        const MATE: i64 = 1 << 40;
        match self {
            Value::Centipawns(cp) => i64::from(cp),
            Value::Material(v) if turn == Color::White => i64::from(v) * 100,
            Value::Material(v) => -i64::from(v) * 100,
            Value::MaterialPositional { material, .. } => Value::Material(material).rank(turn),
            Value::Mate(m) if m > 0 => MATE - i64::from(m),
            Value::Mate(m) => -MATE - i64::from(m),
        }
    }

    /// The positional score in centipawns from White's side, for protocols that have one
    /// number: `P / 20`, so within ±50 (half a pawn: it orders equal material, never
    /// outweighs a pawn); 0 for other values.
    pub fn positional_cp(self) -> i32 {
        match self {
            Value::MaterialPositional { positional, .. } => i32::from(positional) / 20,
            _ => 0,
        }
    }

    /// Whether this is a mate score (either side).
    pub fn is_mate(self) -> bool {
        matches!(self, Value::Mate(_))
    }

    /// The UCI `score` field (`cp 35`, `mate -2`); Pioneer's material becomes
    /// centipawns from the side to move, its positional score adds at most half a pawn
    /// ([`Value::positional_cp`]).
    pub fn uci(self, turn: Color) -> String {
        match self {
            Value::Material(v) | Value::MaterialPositional { material: v, .. } => {
                let cp = v * 100 + self.positional_cp();
                let cp = if turn == Color::White { cp } else { -cp };
                format!("cp {cp}")
            }
            other => other.to_string(),
        }
    }
}

impl From<pioneer_baseline::Score> for Value {
    fn from(s: pioneer_baseline::Score) -> Value {
        match s.mate_in_moves() {
            Some(m) => Value::Mate(m),
            None => Value::Centipawns(s.0),
        }
    }
}

impl fmt::Display for Value {
    /// `cp 35`, `mate 2` (the UCI spelling), Pioneer's material signed (`+2`, `0`), with
    /// its positional score (`+0 P+250`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Centipawns(cp) => write!(f, "cp {cp}"),
            Value::Mate(m) => write!(f, "mate {m}"),
            Value::Material(v) => write!(f, "{v:+}"),
            Value::MaterialPositional {
                material,
                positional,
            } => write!(f, "{material:+} P{positional:+}"),
        }
    }
}

/// Why a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum StopCause {
    /// The search ended by itself (Pioneer: its tree is complete; alpha-beta: a mate
    /// that deeper search cannot shorten, or the deepest depth; UCI: `bestmove` unasked).
    Completed,
    /// The node limit ([`crate::EngineLimits::nodes`]; Pioneer: moves considered).
    NodeLimit,
    /// The time limit.
    TimeLimit,
    /// The depth limit was searched to the end.
    DepthLimit,
    /// The stop flag was raised.
    Stopped,
    /// The position has no legal move (checkmate or stalemate).
    NoLegalMove,
    /// Pioneer: the MO offers no move at the root (no zone within the horizon).
    NoCandidate,
}

impl StopCause {
    /// Whether a limit or the stop flag cut the search short (its answer is the best
    /// found so far, not the search's own end).
    pub fn cut_short(self) -> bool {
        matches!(
            self,
            StopCause::NodeLimit | StopCause::TimeLimit | StopCause::Stopped
        )
    }
}

/// What the counters count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CountUnit {
    /// Positions made (alpha-beta; UCI engines as they report `nodes`).
    Nodes,
    /// Pioneer's moves considered: forward moves made, passes excluded, erased trees
    /// included.
    MovesConsidered,
}

/// The work a search did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Counters {
    /// Everything searched, in [`Counters::unit`].
    pub nodes: u64,
    /// What `nodes` counts.
    pub unit: CountUnit,
    /// Pioneer: nodes of the final tree, the root included (`None` for engines that keep
    /// no tree). An answer with a final tree is measured by it in the comparison.
    pub tree_size: Option<u64>,
    /// Pioneer: pseudo-searches (climbs without evaluation).
    pub pseudo_searches: Option<u64>,
    /// Pioneer: positions whose value was taken over from another order of moves.
    pub transpositions: Option<u64>,
    /// Pioneer: positions explored by the perpetual-check proofs at the ends of lines,
    /// work beside `nodes` (`pioneer_tree::SearchResult::perpetual_positions`).
    pub perpetual_positions: Option<u64>,
    /// Pioneer moving on rails (§2.11): what this search continued from; `None` for a
    /// fresh search.
    pub rails: Option<RailsCounters>,
}

/// What a search continued on rails (§2.11) took over from the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RailsCounters {
    /// Nodes of the kept tree (the subtree under the move played and the reply).
    pub kept: u64,
    /// Lines that ended with a kept exact value.
    pub reused: u64,
}

/// One progress report: a completed iteration of iterative deepening (alpha-beta), one
/// `info` line with a PV (UCI), or one of Pioneer's searches: its answer, at the end, and
/// before it every deepening step ([`crate::EngineLimits::steps`]) or every finished step
/// with its evidence ([`crate::EngineLimits::prove`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Iteration {
    /// Depth in half-moves (alpha-beta: nominal depth; UCI: as reported; Pioneer: the
    /// step's depth cap, at least 1).
    pub depth: u32,
    /// Pioneer: the attack horizon H_L of the step (several steps may share a depth cap;
    /// the horizon and the cap together name a step). `None` for the other engines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub horizon: Option<u32>,
    /// Selective depth, where the engine reports one.
    pub seldepth: Option<u32>,
    /// The value of the iteration.
    pub value: Value,
    /// The best move so far (serialized in UCI notation).
    #[serde(serialize_with = "ser::opt_move")]
    pub best_move: Option<Move>,
    /// The principal variation (Pioneer's may hold passes; serialized in UCI notation,
    /// a pass as `0000`).
    #[serde(serialize_with = "ser::line")]
    pub pv: Vec<Ply>,
    /// Cumulative count at the end of the iteration, in the answer's unit.
    pub nodes: u64,
    /// The engine's own count of nodes until the key ([`crate::EngineLimits::key`])
    /// became best in the first iteration of the current run of iterations where it is
    /// best; `None` when it is not best or the engine does not count it.
    pub nodes_to_key: Option<u64>,
    /// Time since the search started.
    pub elapsed: Duration,
    /// What this iteration's search showed of the other root moves, when the proof was
    /// asked for ([`crate::EngineLimits::prove`]) and the engine could check it.
    pub alternatives: Option<Alternatives>,
    /// Lines 2, 3, … of a multi-PV search ([`crate::EngineLimits::multipv`]), each the best
    /// of the root moves not in an earlier line; empty otherwise.
    pub lines: Vec<Line>,
    /// `false` for an iteration a limit cut short (the baseline still reports it when it
    /// searched the previous best move to the end) or Pioneer's answer when stopped.
    pub complete: bool,
}

/// A further line of a multi-PV search.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Line {
    /// Its value.
    pub value: Value,
    /// Its principal variation (serialized in UCI notation).
    #[serde(serialize_with = "ser::line")]
    pub pv: Vec<Ply>,
}

/// What an engine's own search showed of the root moves other than the best move of an
/// iteration (alpha-beta: a null-window search of each against the best move's value at
/// the same depth; UCI: the second line of `MultiPV 2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Alternatives {
    /// Every other root move was shown strictly below the best move's value (a tie never
    /// counts); `true` also when there is no other legal move.
    pub all_lower: bool,
    /// The value of the best other move, where the engine reports it (UCI `multipv 2`);
    /// the alpha-beta verification only shows "below".
    pub best: Option<Value>,
    /// Root moves other than the best one that were examined.
    pub examined: u32,
    /// Nodes the check itself cost (already included in the iteration's `nodes`).
    pub nodes: u64,
}

/// How far a root move's value can be trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    /// The exact minimax value of the move's subtree.
    Exact,
    /// At least this value (for the side to move).
    Lower,
    /// At most this value (for the side to move).
    Upper,
    /// A value whose direction the engine does not know: Pioneer's node whose value
    /// rests on a son's bound (`pioneer_tree::Bound::Inexact`).
    Unknown,
}

/// One move at the root with what the engine knows of its value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct RootMove {
    /// The move (serialized in UCI notation).
    #[serde(serialize_with = "ser::one_move")]
    pub mv: Move,
    /// Its value, `None` when its subtree was not valued (the search stopped in it).
    pub value: Option<Value>,
    /// Exact or a bound.
    pub bound: Bound,
}

/// Pioneer: one *finished* step of a deepening search (a complete tree within its horizon:
/// no variation ended by the depth cap), as it stood when it finished. With horizon
/// deepening there is one per horizon that finished; the answer is the widest unless a
/// capped search replaced it or a separated one is kept over it (`docs/search.md`, items
/// 24, 35 and 38).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Finish {
    /// Its attack horizon H_L.
    pub horizon: u8,
    /// The move it chose (serialized in UCI notation).
    #[serde(serialize_with = "ser::opt_move")]
    pub best_move: Option<Move>,
    /// The value of that move.
    pub value: Value,
    /// Whether its tree separates that move: strictly better in material than every other
    /// root move, exact or bounded the right way (the proof criterion read on the tree,
    /// [`pioneer_tree::SearchResult::separated`]).
    pub separated: bool,
    /// Whether its root examined every legal move: only then does its separation show
    /// every alternative worse (`docs/results.md`).
    pub whole_root: bool,
    /// Nodes of its tree, the root included.
    pub tree_size: u64,
    /// Moves considered by the whole search until it finished (every earlier step
    /// included).
    pub moves_considered: u64,
    /// The pass of horizon deepening it belongs to (`pioneer_tree::Switches::admissible_pass`):
    /// a proof is read within the answer's pass.
    pub pass: pioneer_tree::Pass,
}

/// The answer of one search.
#[derive(Debug, Clone, Serialize)]
pub struct Answer {
    /// The move to play; `None` with no legal move, or when Pioneer's MO offers none
    /// (serialized in UCI notation).
    #[serde(serialize_with = "ser::opt_move")]
    pub best_move: Option<Move>,
    /// The best move in SAN as the engine writes it (Pioneer: plain SAN; the others:
    /// with `+`/`#`).
    pub best_move_san: Option<String>,
    /// The value of the best move (`None` when nothing was searched).
    pub value: Option<Value>,
    /// The principal variation (serialized in UCI notation, a pass as `0000`).
    #[serde(serialize_with = "ser::line")]
    pub pv: Vec<Ply>,
    /// The principal variation in SAN as the engine writes it (a pass is `--`).
    pub pv_san: Vec<String>,
    /// The work done.
    pub counters: Counters,
    /// Depth reached: alpha-beta and UCI: the last iteration's; Pioneer: the depth cap of
    /// the search that answered.
    pub depth: u32,
    /// Why the search ended.
    pub stop: StopCause,
    /// Every iteration reported to the observer, in order.
    pub iterations: Vec<Iteration>,
    /// Whether the answer comes from a search the engine finished: Pioneer: a search that
    /// ended by itself or, with deepening, the last depth cap completed before a limit
    /// stopped a deeper one; alpha-beta and UCI: at least one completed iteration.
    pub complete: bool,
    /// Pioneer: whether the answering search *finished* (no variation ended by the depth
    /// cap: a complete tree within its horizon); `None` for the other engines.
    pub finished: Option<bool>,
    /// Pioneer: the attack horizon H_L of the answering search (horizon deepening may
    /// widen it); `None` for the other engines.
    pub horizon: Option<u8>,
    /// Pioneer: the pass of horizon deepening the answering search belongs to
    /// (`pioneer_tree::Switches::admissible_pass`); `None` for the other engines.
    pub pass: Option<pioneer_tree::Pass>,
    /// The root moves with their values or bounds, where the engine knows them (Pioneer:
    /// the root's sons in its final tree; alpha-beta and UCI: empty).
    pub root_moves: Vec<RootMove>,
    /// Pioneer: every finished step of the search, in order (the last finished one is the
    /// answer when [`Answer::finished`]); empty for the other engines.
    pub finishes: Vec<Finish>,
    /// Wall-clock time of the search.
    pub elapsed: Duration,
}

impl Answer {
    /// The limit that ended a search cut short, as the CLI names it (`Moves` for
    /// Pioneer's moves considered, `Nodes`, `Time`, `Stop`); `None` otherwise.
    pub fn stop_word(&self) -> Option<&'static str> {
        match self.stop {
            StopCause::NodeLimit => Some(match self.counters.unit {
                CountUnit::MovesConsidered => "Moves",
                CountUnit::Nodes => "Nodes",
            }),
            StopCause::TimeLimit => Some("Time"),
            StopCause::Stopped => Some("Stop"),
            _ => None,
        }
    }

    /// Pioneer's final tree size, when the engine keeps a tree.
    pub fn tree_size(&self) -> Option<u64> {
        self.counters.tree_size
    }
}

/// A line in UCI notation, up to its first pass.
pub fn pv_uci(pv: &[Ply]) -> Vec<String> {
    pv.iter()
        .map_while(|p| p.as_move().map(|m| pioneer_baseline::move_uci(*m)))
        .collect()
}

/// Reads a line written in SAN (`--` a pass) from `pos`, up to the first unreadable move.
pub fn pv_from_san(pos: &Chess, line: &[String]) -> Vec<Ply> {
    let mut p = pos.clone();
    let mut out = Vec::with_capacity(line.len());
    for san in line {
        if san == "--" {
            match p.swap_turn() {
                Ok(q) => p = q,
                Err(_) => break,
            }
            out.push(Ply::Pass);
            continue;
        }
        let Some(m) = san
            .parse::<shakmaty::san::San>()
            .ok()
            .and_then(|s| s.to_move(&p).ok())
        else {
            break;
        };
        out.push(Ply::Move(m));
        p.play_unchecked(m);
    }
    out
}

/// Moves serialized in UCI notation.
mod ser {
    use pioneer_rules::Ply;
    use serde::Serializer;
    use shakmaty::Move;

    pub fn one_move<S: Serializer>(m: &Move, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&pioneer_baseline::move_uci(*m))
    }

    pub fn opt_move<S: Serializer>(m: &Option<Move>, s: S) -> Result<S::Ok, S::Error> {
        match m {
            Some(m) => one_move(m, s),
            None => s.serialize_none(),
        }
    }

    pub fn line<S: Serializer>(pv: &[Ply], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(pv.iter().map(|p| match p {
            Ply::Move(m) => pioneer_baseline::move_uci(*m),
            Ply::Pass => "0000".to_owned(),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_keep_their_units() {
        assert_eq!(Value::Material(2).to_string(), "+2");
        assert_eq!(Value::Material(2).uci(Color::Black), "cp -200");
        assert_eq!(Value::Centipawns(-150).white_pawns(Color::Black), 1);
        assert_eq!(Value::Mate(-3).white_pawns(Color::White), -200);
        assert_eq!(
            Value::from(pioneer_baseline::Score(35)).to_string(),
            "cp 35"
        );
        let pos = Chess::default();
        let pv = pv_from_san(&pos, &["e4".into(), "--".into(), "d4".into(), "x".into()]);
        assert_eq!(pv.len(), 3);
        assert_eq!(pv_uci(&pv), ["e2e4"]);
    }
}
