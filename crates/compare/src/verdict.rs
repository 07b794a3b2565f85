//! The proof criterion, one for every engine: a key move counts only when the engine's
//! own search proves it.
//!
//! - **proven**: the key is chosen, the engine's search shows every other legal move
//!   strictly below the key's value (a tie never proves; a move the engine did not
//!   examine is not shown worse — since 2026-11-29, fifty-fifth session, Pioneer's root
//!   must have examined every legal move, `Switches::whole_root`), and where the suite
//!   gives the expected result (`c9`) the key's value agrees with it (win: above 0; draw:
//!   0, so the others are below 0; loss: the others are worse, which is already asked);
//!   Pioneer's positional score (Appendix 2, [`Value::MaterialPositional`]) is left out:
//!   a difference in it alone is a tie in material and proves nothing; and the proof
//!   holds to the engine's deepest completed search: alpha-beta's last completed
//!   iteration proves the key, and every finished Pioneer search of a wider horizon than
//!   the one that answers proves it too (since 2026-11-29: a narrower horizon's
//!   separation kept over a wider finished tie was counted before);
//! - **found**: the key is chosen but not proven (a tie, a value contradicting `c9`, no
//!   evidence about the other moves);
//! - **wrong**: another move is chosen;
//! - **failed**: no move, or a limit before any answer.
//!
//! The evidence differs by engine, the criterion does not: an iteration of alpha-beta or a
//! UCI engine carries [`pioneer_engine::Alternatives`] (a null-window verification of every other root
//! move, or the second line of `MultiPV 2`), Pioneer's answer its root's sons with their
//! values ([`pioneer_engine::Answer::root_moves`]). Where the evidence is the value of
//! another line (UCI), that line must also be worse by a margin (`margin_cp`), a draw is
//! a value within the margin and a win at least the margin; a mate beats every other
//! value, a shorter mate a longer one.

use crate::suite::{Entry, Expected};
use pioneer_engine::{Answer, Bound, Finish, Iteration, Value};
use serde::Serialize;
use shakmaty::{Color, Move};

/// How a run ended, judged by the proof criterion (module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The key is chosen and the engine's own search shows it strictly best.
    Proven,
    /// The key is chosen, but not proven (tie, wrong value, no evidence).
    Found,
    /// Another move is chosen.
    Wrong,
    /// No move, or a limit before any answer.
    Failed,
}

impl Verdict {
    /// The word of JSON and the tables.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Proven => "proven",
            Verdict::Found => "found",
            Verdict::Wrong => "wrong",
            Verdict::Failed => "failed",
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}

/// Whether the key's value `v` agrees with the expected result (`margin`: see the
/// module docs; 0 where the evidence is not a line's value).
fn agrees(expected: Option<Expected>, v: Value, turn: Color, margin: i64) -> Result<(), String> {
    let r = v.rank(turn);
    match expected {
        Some(Expected::Win) if r <= 0 || r < margin => {
            Err(format!("value {v} is not a win (c9 \"win\")"))
        }
        Some(Expected::Draw) if r != 0 && r.abs() >= margin.max(1) => {
            Err(format!("value {v} is not a draw (c9 \"draw\")"))
        }
        _ => Ok(()),
    }
}

/// Whether `other` is worse than `key` by the margin (strictly, whatever the margin).
fn worse(other: Value, key: Value, turn: Color, margin: i64) -> bool {
    let (o, k) = (other.rank(turn), key.rank(turn));
    o < k && (k - o >= margin || other.is_mate() || key.is_mate())
}

/// Whether one completed iteration proves `key`: `Ok` or why not. `margin_cp` applies
/// when the evidence is another line's value.
pub fn iteration_proves(
    key: Option<Move>,
    expected: Option<Expected>,
    it: &Iteration,
    turn: Color,
    margin_cp: i32,
) -> Result<(), String> {
    if key.is_none() || it.best_move != key {
        return Err("the key is not the best move".to_owned());
    }
    let Some(alt) = it.alternatives else {
        return Err(format!(
            "depth {}: no evidence about the other moves",
            it.depth
        ));
    };
    let margin = if alt.best.is_some() {
        i64::from(margin_cp.max(0))
    } else {
        0
    };
    let below = match alt.best {
        Some(b) if alt.examined > 0 => worse(b, it.value, turn, margin),
        _ => alt.all_lower,
    };
    if !below {
        return Err(match alt.best {
            Some(b) => format!(
                "depth {}: the best other move ({b}) is not below the key ({}) by {margin} cp",
                it.depth, it.value
            ),
            None => format!(
                "depth {}: another move is not below the key's value {} (a tie never proves)",
                it.depth, it.value
            ),
        });
    }
    agrees(expected, it.value, turn, margin).map_err(|e| format!("depth {}: {e}", it.depth))
}

/// Pioneer's proof from its final tree: a search that ended by itself (with deepening:
/// the last completed one), the key chosen, every other son of the root strictly below
/// the key's son from the mover's side (root sons are min nodes under a max root: their
/// recorded values are exact or upper bounds, `docs/search.md`) — and at least one such
/// son: a root that tried one move proves nothing —, every legal move of the position
/// among the root's sons (a move not examined is not shown worse: the whole root,
/// `Switches::whole_root`), and the value agreeing with `c9`;
/// with horizon deepening, every finished step of a wider horizon proves the key too, up
/// to the first `keep` finished steps in a row that prove it (alpha-beta's run stops
/// there). Returns the verdict and the reason when not proven.
pub fn pioneer_verdict(
    entry: &Entry,
    a: &Answer,
    turn: Color,
    keep: u32,
) -> (Verdict, Option<String>) {
    let Some(chosen) = a.best_move else {
        return (
            Verdict::Failed,
            Some(match a.stop_word() {
                Some(limit) => format!("stopped by the {limit} limit with no move"),
                None => "no move chosen (no zone within the horizon)".to_owned(),
            }),
        );
    };
    if !a.complete {
        let limit = a.stop_word().unwrap_or("a");
        return (
            Verdict::Failed,
            Some(format!(
                "stopped by the {limit} limit before a search completed"
            )),
        );
    }
    if entry.verdict(Some(chosen)) != Some(true) {
        return (Verdict::Wrong, Some(format!("chose {}", san(a))));
    }
    if entry.key() != Some(chosen) {
        return (Verdict::Found, Some("chose a second key move".to_owned()));
    }
    let key_value = a
        .root_moves
        .iter()
        .find(|r| r.mv == chosen)
        .and_then(|r| r.value)
        .or(a.value);
    let Some(kv) = key_value else {
        return (Verdict::Found, Some("the key has no value".to_owned()));
    };
    // The key's value must be exact or a lower bound (for the side to move): otherwise it
    // may be worse than it shows.
    if let Some(r) = a.root_moves.iter().find(|r| r.mv == chosen)
        && matches!(r.bound, Bound::Upper | Bound::Unknown)
    {
        return (
            Verdict::Found,
            Some(format!(
                "the key's value {kv} is only an upper or unknown bound"
            )),
        );
    }
    // A root that tried one move shows no alternative worse: nothing is proven.
    if a.root_moves.iter().all(|r| r.mv == chosen) {
        return (
            Verdict::Found,
            Some("no other move was tried at the root".to_owned()),
        );
    }
    for r in a.root_moves.iter().filter(|r| r.mv != chosen) {
        let line = pioneer_baseline::line_san(
            entry
                .game
                .as_ref()
                .map_or(&shakmaty::Chess::default(), |g| g.position()),
            &[r.mv],
        )
        .join("");
        match r.value {
            None => {
                return (Verdict::Found, Some(format!("{line} was not valued")));
            }
            // Only an exact value or an upper bound (for the side to move) shows the
            // alternative no better than its value.
            Some(v) if matches!(r.bound, Bound::Lower | Bound::Unknown) => {
                return (
                    Verdict::Found,
                    Some(format!("{line} {v} is only a lower or unknown bound")),
                );
            }
            Some(v) if v.rank(turn) >= kv.rank(turn) => {
                return (
                    Verdict::Found,
                    Some(format!(
                        "{line} {v} is not below the key {kv} (a tie never proves)"
                    )),
                );
            }
            Some(_) => {}
        }
    }
    // Every legal alternative must be shown worse: one the root did not examine is not
    // (`Switches::whole_root` makes the root examine them all).
    if let Some(why) = unexamined(entry, a) {
        return (Verdict::Found, Some(why));
    }
    let wider = wider_steps(entry, a, turn, keep);
    let key = Some(chosen);
    // The wider horizons' separation first, so that a key refused only for its value
    // ("is not a win") is one every finished search separates (`scripts/verdict_scales.py`
    // judges those again on another scale).
    if let Some(f) = wider
        .iter()
        .find(|f| f.best_move != key || !f.separated || !f.whole_root)
    {
        return (Verdict::Found, Some(wider_reason(f, key)));
    }
    if let Err(e) = agrees(entry.expected, kv, turn, 0) {
        return (Verdict::Found, Some(e));
    }
    match wider.iter().find(|f| !finish_proves(entry, f, turn)) {
        Some(f) => (Verdict::Found, Some(wider_reason(f, key))),
        None => (Verdict::Proven, None),
    }
}

/// Why answer `a`'s root shows not every alternative worse: the legal moves of the
/// position that are none of its root moves, counted with the first of them (`None` when
/// it examined them all).
fn unexamined(entry: &Entry, a: &Answer) -> Option<String> {
    let pos = entry.game.as_ref()?.position();
    let missing: Vec<Move> = shakmaty::Position::legal_moves(pos)
        .into_iter()
        .filter(|m| !a.root_moves.iter().any(|r| r.mv == *m))
        .collect();
    let first = missing.first()?;
    let line = pioneer_baseline::line_san(pos, std::slice::from_ref(first)).join("");
    Some(format!(
        "{} legal move(s) not examined at the root ({line} among them): a move not examined is not shown worse",
        missing.len()
    ))
}

/// Whether finished step `f` proves the key: chose it, its root examined every legal move
/// and its tree separates the key, its value agrees with `c9`.
fn finish_proves(entry: &Entry, f: &Finish, turn: Color) -> bool {
    entry.key().is_some()
        && f.best_move == entry.key()
        && f.whole_root
        && f.separated
        && agrees(entry.expected, f.value, turn, 0).is_ok()
}

/// The finished steps of a wider horizon than the answer's that the proof must hold in
/// (empty without a key or a horizon). With `Switches::separated_answers` the engine may
/// answer from a narrower horizon whose tree separates its move over a wider finished one
/// whose tree does not: the engine's own wider search then shows another move as good, or
/// the key worse than claimed, and a proof the engine's own deeper search refutes is no
/// proof — as alpha-beta's proof must hold at its last completed iteration
/// ([`crate::judge::KeyKeeper::proof_start`]). Alpha-beta's run also stops once `keep`
/// iterations in a row prove the key, so the steps after the first `keep` finished steps
/// in a row that prove it are left out: they are the steps alpha-beta would not have
/// searched. Only the answer's own pass of horizon deepening is read
/// ([`answer_pass`]): the admissible pass searched another model, and its steps neither
/// void nor make a proof of the first pass's, nor the first pass's steps one of its own.
fn wider_steps<'a>(entry: &Entry, a: &'a Answer, turn: Color, keep: u32) -> Vec<&'a Finish> {
    let Some(horizon) = a.horizon.filter(|_| entry.key().is_some()) else {
        return Vec::new();
    };
    let steps = answer_pass(a);
    let mut run = 0;
    let read = steps
        .iter()
        .position(|f| {
            run = if finish_proves(entry, f, turn) {
                run + 1
            } else {
                0
            };
            run >= keep.max(1)
        })
        .map_or(steps.len(), |i| i + 1);
    steps[..read]
        .iter()
        .copied()
        .filter(|f| f.horizon > horizon)
        .collect()
}

/// The finished steps of the answer's pass of horizon deepening, in order
/// (`pioneer_tree::Switches::admissible_pass`; every step of an answer that names no
/// pass).
fn answer_pass(a: &Answer) -> Vec<&Finish> {
    a.finishes
        .iter()
        .filter(|f| a.pass.is_none_or(|p| f.pass == p))
        .collect()
}

/// Why a wider finished step `f` voids the proof of `key`.
fn wider_reason(f: &Finish, key: Option<Move>) -> String {
    let what = if f.best_move != key {
        "chose another move"
    } else if !f.separated {
        "does not separate it (a tie proves nothing)"
    } else if !f.whole_root {
        "did not examine every legal move at its root"
    } else {
        "values it as no such result"
    };
    let mv = f.best_move.map_or_else(
        || "no move".to_owned(),
        |m| shakmaty::uci::UciMove::from_move(m, shakmaty::CastlingMode::Standard).to_string(),
    );
    format!(
        "the finished search at the wider horizon {} {what}: {mv} {}",
        f.horizon, f.value
    )
}

/// Pioneer: the first finished step of the final run of finished steps that prove the key,
/// the answer's own search last (the analogue of alpha-beta's first iteration of its final
/// run of proven iterations, [`crate::judge::KeyKeeper::proof_start`]): each step of the run
/// chose the key, its tree separates it ([`pioneer_engine::Finish::separated`]) and its
/// value agrees with the expected result. `None` unless the answer is proven and comes from
/// a finished search (a capped search that answers has no finished run to it). Every
/// finished step of a wider horizon than the answer's proves the key too, or the answer is
/// not proven ([`pioneer_verdict`]); the run ends at the answer's step all the same, as
/// the tree to proof is read up to the answer.
pub fn proof_finish<'a>(
    entry: &Entry,
    a: &'a Answer,
    turn: Color,
    keep: u32,
) -> Option<&'a Finish> {
    let key = entry.key()?;
    if a.finished != Some(true)
        || a.best_move != Some(key)
        || pioneer_verdict(entry, a, turn, keep).0 != Verdict::Proven
    {
        return None;
    }
    // The answer's own step: the last finished step of its pass with its horizon, move
    // and tree.
    let steps = answer_pass(a);
    let answer = steps.iter().rposition(|f| {
        Some(f.horizon) == a.horizon
            && f.best_move == a.best_move
            && Some(f.tree_size) == a.counters.tree_size
    })?;
    steps[..=answer]
        .iter()
        .rev()
        .take_while(|f| finish_proves(entry, f, turn))
        .last()
        .copied()
}

fn san(a: &Answer) -> String {
    a.best_move_san
        .clone()
        .unwrap_or_else(|| "nothing".to_owned())
}

#[cfg(test)]
mod tests;
