//! The proof criterion, one for every engine: a key move counts only when the engine's
//! own search proves it.
//!
//! - **proven**: the key is chosen, the engine's search shows every other root move it
//!   examined strictly below the key's value (a tie never proves), and where the suite
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
/// son: a root that tried one move proves nothing — and the value agreeing with `c9`;
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
    let wider = wider_steps(entry, a, turn, keep);
    let key = Some(chosen);
    // The wider horizons' separation first, so that a key refused only for its value
    // ("is not a win") is one every finished search separates (`scripts/verdict_scales.py`
    // judges those again on another scale).
    if let Some(f) = wider.iter().find(|f| f.best_move != key || !f.separated) {
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

/// Whether finished step `f` proves the key: chose it, its tree separates it, its value
/// agrees with `c9`.
fn finish_proves(entry: &Entry, f: &Finish, turn: Color) -> bool {
    entry.key().is_some()
        && f.best_move == entry.key()
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
/// searched.
fn wider_steps<'a>(entry: &Entry, a: &'a Answer, turn: Color, keep: u32) -> Vec<&'a Finish> {
    let Some(horizon) = a.horizon.filter(|_| entry.key().is_some()) else {
        return Vec::new();
    };
    let mut run = 0;
    let read = a
        .finishes
        .iter()
        .position(|f| {
            run = if finish_proves(entry, f, turn) {
                run + 1
            } else {
                0
            };
            run >= keep.max(1)
        })
        .map_or(a.finishes.len(), |i| i + 1);
    a.finishes[..read]
        .iter()
        .filter(|f| f.horizon > horizon)
        .collect()
}

/// Why a wider finished step `f` voids the proof of `key`.
fn wider_reason(f: &Finish, key: Option<Move>) -> String {
    let what = if f.best_move != key {
        "chose another move"
    } else if !f.separated {
        "does not separate it (a tie proves nothing)"
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
    // The answer's own step: the last finished step with its horizon, move and tree.
    let answer = a.finishes.iter().rposition(|f| {
        Some(f.horizon) == a.horizon
            && f.best_move == a.best_move
            && Some(f.tree_size) == a.counters.tree_size
    })?;
    a.finishes[..=answer]
        .iter()
        .rev()
        .take_while(|f| finish_proves(entry, f, turn))
        .last()
}

fn san(a: &Answer) -> String {
    a.best_move_san
        .clone()
        .unwrap_or_else(|| "nothing".to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;
    use pioneer_engine::Alternatives;
    use shakmaty::Position;

    fn it(best: Option<Move>, value: Value, alt: Option<Alternatives>) -> Iteration {
        Iteration {
            depth: 3,
            seldepth: None,
            value,
            best_move: best,
            pv: Vec::new(),
            nodes: 10,
            nodes_to_key: None,
            alternatives: alt,
            lines: Vec::new(),
            elapsed: std::time::Duration::ZERO,
            complete: true,
        }
    }

    #[test]
    fn ties_never_prove_and_values_must_agree() {
        let e = &crate::suite::parse("7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; c9 \"draw\";\n")[0];
        let key = e.key();
        let lower = |all_lower| {
            Some(Alternatives {
                all_lower,
                best: None,
                examined: 4,
                nodes: 0,
            })
        };
        let w = Color::White;
        let ok = it(key, Value::Centipawns(0), lower(true));
        assert!(iteration_proves(key, e.expected, &ok, w, 100).is_ok());
        let tie = it(key, Value::Centipawns(0), lower(false));
        assert!(iteration_proves(key, e.expected, &tie, w, 100).is_err());
        let won = it(key, Value::Centipawns(300), lower(true));
        assert!(iteration_proves(key, e.expected, &won, w, 100).is_err());
        assert!(iteration_proves(key, None, &won, w, 100).is_ok());
        let none = it(key, Value::Centipawns(0), None);
        assert!(iteration_proves(key, None, &none, w, 100).is_err());
        // A second line: worse by the margin, a mate beats everything.
        let line = |v, b| {
            it(
                key,
                v,
                Some(Alternatives {
                    all_lower: true,
                    best: Some(b),
                    examined: 4,
                    nodes: 0,
                }),
            )
        };
        let near = line(Value::Centipawns(0), Value::Centipawns(-50));
        assert!(iteration_proves(key, None, &near, w, 100).is_err());
        let far = line(Value::Centipawns(0), Value::Centipawns(-500));
        assert!(iteration_proves(key, Some(Expected::Draw), &far, w, 100).is_ok());
        let mate = line(Value::Mate(7), Value::Centipawns(900));
        assert!(iteration_proves(key, Some(Expected::Win), &mate, w, 100).is_ok());
        let lost = line(Value::Mate(-9), Value::Mate(-3));
        assert!(iteration_proves(key, Some(Expected::Loss), &lost, w, 100).is_ok());
    }

    /// A Pioneer answer from the finished steps `finishes` (the last one answers, with
    /// `others` the values of the root's other move).
    fn pioneer_answer(key: Move, other: Move, finishes: Vec<Finish>, others: i32) -> Answer {
        let last = *finishes.last().expect("a finished step");
        Answer {
            best_move: last.best_move,
            best_move_san: None,
            value: Some(last.value),
            pv: Vec::new(),
            pv_san: Vec::new(),
            counters: pioneer_engine::Counters {
                nodes: last.moves_considered,
                unit: pioneer_engine::CountUnit::MovesConsidered,
                tree_size: Some(last.tree_size),
                pseudo_searches: None,
                transpositions: None,
                perpetual_positions: None,
                rails: None,
            },
            depth: 16,
            stop: pioneer_engine::StopCause::Completed,
            iterations: Vec::new(),
            complete: true,
            finished: Some(true),
            horizon: Some(last.horizon),
            root_moves: vec![
                pioneer_engine::RootMove {
                    mv: key,
                    value: Some(last.value),
                    bound: Bound::Exact,
                },
                pioneer_engine::RootMove {
                    mv: other,
                    value: Some(Value::Material(others)),
                    bound: Bound::Exact,
                },
            ],
            finishes,
            elapsed: std::time::Duration::ZERO,
        }
    }

    /// Réti's position read as a win for the test (+1 proves, 0 does not), its key and
    /// another legal move.
    fn reti_won() -> (Entry, Move, Move) {
        let e = crate::suite::parse("7K/8/k1P5/7p/8/8/8/8 w - - bm Kg7; c9 \"win\";\n").remove(0);
        let key = e.key().expect("a key");
        let pos = e.game.as_ref().expect("a position").position();
        let other = pos
            .legal_moves()
            .into_iter()
            .find(|m| *m != key)
            .expect("another move");
        (e, key, other)
    }

    /// A finished step at `horizon` choosing `best` with `value`.
    fn step(horizon: u8, best: Move, value: i32, separated: bool) -> Finish {
        Finish {
            horizon,
            best_move: Some(best),
            value: Value::Material(value),
            separated,
            tree_size: u64::from(horizon) * 10,
            moves_considered: u64::from(horizon) * 100,
        }
    }

    #[test]
    fn the_tree_to_proof_is_the_first_finish_of_the_final_proving_run() {
        let (entry, key, other) = reti_won();
        let e = &entry;
        let w = Color::White;
        // h4 proves, h5 chose another move, h6 ties, h7 and h8 prove: the run is h7–h8.
        let a = pioneer_answer(
            key,
            other,
            vec![
                step(4, key, 1, true),
                step(5, other, 1, true),
                step(6, key, 1, false),
                step(7, key, 1, true),
                step(8, key, 2, true),
            ],
            0,
        );
        assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
        let f = proof_finish(e, &a, w, 4).expect("a proof");
        assert_eq!((f.horizon, f.tree_size, f.moves_considered), (7, 70, 700));
        // A value that is not the win breaks the run like another move.
        let a = pioneer_answer(
            key,
            other,
            vec![step(6, key, 0, true), step(7, key, 1, true)],
            0,
        );
        assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(7));
        // Every finish proves: the first.
        let a = pioneer_answer(
            key,
            other,
            vec![step(4, key, 1, true), step(5, key, 1, true)],
            0,
        );
        assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(4));
        // A tie at the root proves nothing, so there is no tree to proof.
        let a = pioneer_answer(key, other, vec![step(4, key, 1, true)], 1);
        assert_ne!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
        assert!(proof_finish(e, &a, w, 4).is_none());
        // A capped search that answers has no finished run to it.
        let mut a = pioneer_answer(key, other, vec![step(4, key, 1, true)], 0);
        a.finished = Some(false);
        assert!(proof_finish(e, &a, w, 4).is_none());
        // Nor has an answer that is none of the finished steps.
        let mut a = pioneer_answer(key, other, vec![step(4, key, 1, true)], 0);
        a.counters.tree_size = Some(41);
        assert!(proof_finish(e, &a, w, 4).is_none());
    }

    #[test]
    fn a_wider_finished_horizon_that_does_not_prove_the_key_voids_the_proof() {
        let (entry, key, other) = reti_won();
        let e = &entry;
        let w = Color::White;
        // The answer: horizon 6, separated (`Switches::separated_answers` keeps it over
        // the wider finished steps pushed after it below).
        let answer = || {
            pioneer_answer(
                key,
                other,
                vec![
                    step(4, other, 1, true),
                    step(5, key, 1, true),
                    step(6, key, 1, true),
                ],
                0,
            )
        };
        let a = answer();
        assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
        assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(5));
        // Horizon 7 finished with a tie at its root: the engine's own wider search shows
        // another move as good, so horizon 6's separation proves nothing.
        let mut a = answer();
        a.finishes.push(step(7, key, 1, false));
        let (v, why) = pioneer_verdict(e, &a, w, 4);
        assert_eq!(v, Verdict::Found);
        assert!(why.is_some_and(|w| w.contains("wider horizon 7")));
        assert!(proof_finish(e, &a, w, 4).is_none());
        // Unless `keep` finished steps in a row proved the key before it (horizons 5 and 6
        // with `keep` 2): alpha-beta's run stops there, so the wider step is not read.
        assert_eq!(pioneer_verdict(e, &a, w, 2).0, Verdict::Proven);
        assert_eq!(proof_finish(e, &a, w, 2).map(|f| f.horizon), Some(5));
        // Horizon 7 chose another move, or valued the key as no win: the same.
        for wider in [step(7, other, 1, true), step(7, key, 0, true)] {
            let mut a = answer();
            a.finishes.push(wider);
            assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Found);
        }
        // Horizon 7 proves the key too (with another value that agrees): it stands.
        let mut a = answer();
        a.finishes.push(step(7, key, 2, true));
        assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
        assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(5));
    }

    #[test]
    fn a_positional_difference_alone_never_proves() {
        // Appendix 2's score orders lines equal in material, but only material (or mate)
        // proves: a preference is a weaker claim than a win (docs/search.md).
        let w = Color::White;
        let v = |material, positional| Value::MaterialPositional {
            material,
            positional,
        };
        assert!(!worse(v(0, -900), v(0, 900), w, 0));
        assert!(worse(v(-1, 900), v(0, -900), w, 0));
        assert!(worse(Value::Material(-1), v(0, -900), w, 0));
    }
}
