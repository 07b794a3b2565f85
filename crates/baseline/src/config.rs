//! Which search features are on: every feature is a switch, so that a study can compare
//! tree sizes generation by generation (spec §9).
//!
//! Defaults ([`Config::default`]): alpha-beta with the full move ordering, iterative
//! deepening, a 16 MiB transposition table, capture-only quiescence search, the check
//! extension and the triangular PV; NegaScout/PVS, null move, futility pruning, razoring,
//! checks in quiescence and the queen extension are off. [`Config::minimax`] and
//! [`Config::alpha_beta_only`] give the two oldest generations.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How the tree is searched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum Algorithm {
    /// Plain minimax in negamax form: every node searched with the full window
    /// (seed 001, listing `SearchBestMove(Depth, color)` – the NegaMax of the "MiniMax"
    /// section). Null move, futility and razoring never apply.
    Minimax,
    /// Alpha-beta in negamax form (seed 001, listing `AlphaBeta(color, Depth, alpha, beta)`).
    #[default]
    AlphaBeta,
    /// NegaScout / principal variation search: the first move with the full window,
    /// the others with a null window and a re-search on fail high (seed 001, listings
    /// `PrincipalVariation(alpha, beta, depth)` and `NegaScout(position p; alpha, beta)`).
    Pvs,
}

/// The static evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum EvalKind {
    /// Material only: P 100, N 300, B 300, R 500, Q 900 (Pioneer's values P1 N3 B3 R5 Q9
    /// in centipawns, spec §2).
    #[default]
    Material,
    /// Material plus piece-square tables, passed pawns and king safety.
    Standard,
}

/// Where the principal variation comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum PvSource {
    /// The triangular PV array of seed 002 (`SaveLine`/`TLine`): exact for the
    /// iteration that produced it.
    #[default]
    Triangular,
    /// Walking the hash moves of the transposition table from the root (seed 002, last
    /// paragraph): cheaper, but may be cut short by overwritten entries. Falls back to
    /// the triangular PV when the table is off.
    Tt,
}

/// An unknown name for one of the enumerations above.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} '{given}' (expected one of: {expected})")]
pub struct ParseNameError {
    what: &'static str,
    given: String,
    expected: &'static str,
}

impl FromStr for EvalKind {
    type Err = ParseNameError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "material" => Ok(EvalKind::Material),
            "standard" => Ok(EvalKind::Standard),
            _ => Err(ParseNameError {
                what: "evaluation",
                given: s.to_owned(),
                expected: "material, standard",
            }),
        }
    }
}

impl fmt::Display for EvalKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EvalKind::Material => "material",
            EvalKind::Standard => "standard",
        })
    }
}

/// Move ordering switches (seed 001: MVV-LVA in the capture-generation section, the
/// "Killer heuristic" and "History heuristic" sections, the hash move in the
/// transposition-table section; seed 002 for the previous iteration's PV).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ordering {
    /// Captures first, most valuable victim / least valuable attacker. Default on.
    pub mvv_lva: bool,
    /// Two killer moves per ply (quiet moves that caused a cutoff). Default on.
    pub killers: bool,
    /// History heuristic: quiet moves by how often (weighted by depth²) they cut off.
    /// Default on.
    pub history: bool,
    /// The transposition table's best move first. Default on.
    pub hash_move: bool,
    /// The previous iteration's principal variation first (seed 002). Default on.
    pub pv_move: bool,
}

impl Default for Ordering {
    fn default() -> Self {
        Ordering {
            mvv_lva: true,
            killers: true,
            history: true,
            hash_move: true,
            pv_move: true,
        }
    }
}

impl Ordering {
    /// Every ordering heuristic off: moves in generation order.
    pub const NONE: Ordering = Ordering {
        mvv_lva: false,
        killers: false,
        history: false,
        hash_move: false,
        pv_move: false,
    };
}

/// The full search configuration. Serialize it to record exactly what a study ran.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Config {
    /// Minimax, alpha-beta or PVS. Default alpha-beta.
    pub algorithm: Algorithm,
    /// Move ordering heuristics. Default all on.
    pub ordering: Ordering,
    /// Iterative deepening: depth 1, 2, … up to the limit (seed 001, listing
    /// `IterativeDeepening`). Off: one search at the depth limit. Default on.
    pub iterative_deepening: bool,
    /// Transposition table with Zobrist keys (seed 001, "Zobrist keys" section and
    /// listings `RecordHash`, `AlphaBeta(alpha, beta, depth, ply, key)`). Default on.
    pub tt: bool,
    /// Transposition table size in MiB, allocated once. Default 16.
    pub hash_mib: usize,
    /// Quiescence search of captures at the horizon (seed 001, listing
    /// `Quies(alpha, beta)`). Off: the static evaluation at depth 0. Default on.
    pub quiescence: bool,
    /// Also search quiet checking moves at the first quiescence ply, and all evasions
    /// when in check inside quiescence. Default off.
    pub quiescence_checks: bool,
    /// Null-move pruning with reduction `R = 2` (seed 001, listing
    /// `AlphaBeta(alpha, beta, depth, doNullMove)`). Default off.
    pub null_move: bool,
    /// Futility pruning: at the last two plies, quiet moves that cannot raise the
    /// evaluation above alpha by the margin are skipped (seed 001, "Futility pruning").
    /// Default off.
    pub futility: bool,
    /// Razoring: within the last four plies, such quiet moves are searched one ply
    /// shallower (seed 001, "Razoring"). Default off.
    pub razoring: bool,
    /// Check extension: a move that gives check is searched one ply deeper. Default on.
    pub check_extension: bool,
    /// Seed 004's queen extension: a queen move that brings the queen closer to the enemy
    /// king, ending within distance 3 of it, is searched one ply deeper (at most 4
    /// such extensions on a line, and only up to two plies past the iteration depth).
    /// Default off.
    pub queen_extension: bool,
    /// Where the reported principal variation comes from. Default triangular.
    pub pv_source: PvSource,
    /// The static evaluation. Default material.
    pub eval: EvalKind,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            algorithm: Algorithm::AlphaBeta,
            ordering: Ordering::default(),
            iterative_deepening: true,
            tt: true,
            hash_mib: 16,
            quiescence: true,
            quiescence_checks: false,
            null_move: false,
            futility: false,
            razoring: false,
            check_extension: true,
            queen_extension: false,
            pv_source: PvSource::Triangular,
            eval: EvalKind::Material,
        }
    }
}

impl Config {
    /// Plain minimax: no ordering, no table, no pruning, no extensions, one search at the
    /// depth limit; quiescence kept as given by `quiescence`.
    pub fn minimax(quiescence: bool) -> Config {
        Config {
            algorithm: Algorithm::Minimax,
            ..Config::alpha_beta_only(quiescence)
        }
    }

    /// Bare alpha-beta: no ordering, no table, no pruning, no extensions, one search.
    pub fn alpha_beta_only(quiescence: bool) -> Config {
        Config {
            algorithm: Algorithm::AlphaBeta,
            ordering: Ordering::NONE,
            iterative_deepening: false,
            tt: false,
            quiescence,
            check_extension: false,
            ..Config::default()
        }
    }

    /// The configuration of `pioneer bench`: alpha-beta with ordering, iterative
    /// deepening, transposition table and quiescence, material evaluation.
    pub fn bench() -> Config {
        Config::default()
    }
}
