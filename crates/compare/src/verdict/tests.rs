//! The verdicts of `pioneer_compare::verdict`, each rule on a constructed answer.

use super::*;
use pioneer_engine::Alternatives;
use pioneer_tree::Pass;
use shakmaty::Position;

fn it(best: Option<Move>, value: Value, alt: Option<Alternatives>) -> Iteration {
    Iteration {
        depth: 3,
        horizon: None,
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

/// A Pioneer answer in Réti's position from the finished steps `finishes` (the last
/// one answers), its root whole, `others` the value of every other legal move.
fn pioneer_answer(key: Move, finishes: Vec<Finish>, others: i32) -> Answer {
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
        pass: Some(last.pass),
        root_moves: std::iter::once(pioneer_engine::RootMove {
            mv: key,
            value: Some(last.value),
            bound: Bound::Exact,
        })
        .chain(
            reti_legal()
                .into_iter()
                .filter(|m| *m != key)
                .map(|mv| pioneer_engine::RootMove {
                    mv,
                    value: Some(Value::Material(others)),
                    bound: Bound::Exact,
                }),
        )
        .collect(),
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

/// The legal moves of Réti's position.
fn reti_legal() -> Vec<Move> {
    let (e, _, _) = reti_won();
    let pos = e.game.as_ref().expect("a position").position();
    pos.legal_moves().into_iter().collect()
}

/// A finished step at `horizon` choosing `best` with `value`, its root whole.
fn step(horizon: u8, best: Move, value: i32, separated: bool) -> Finish {
    Finish {
        horizon,
        best_move: Some(best),
        value: Value::Material(value),
        separated,
        whole_root: true,
        tree_size: u64::from(horizon) * 10,
        moves_considered: u64::from(horizon) * 100,
        pass: Pass::First,
    }
}

/// [`step`] of the admissible pass.
fn admissible(horizon: u8, best: Move, value: i32, separated: bool) -> Finish {
    Finish {
        pass: Pass::Admissible,
        ..step(horizon, best, value, separated)
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
    let a = pioneer_answer(key, vec![step(6, key, 0, true), step(7, key, 1, true)], 0);
    assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(7));
    // Every finish proves: the first.
    let a = pioneer_answer(key, vec![step(4, key, 1, true), step(5, key, 1, true)], 0);
    assert_eq!(proof_finish(e, &a, w, 4).map(|f| f.horizon), Some(4));
    // A tie at the root proves nothing, so there is no tree to proof.
    let a = pioneer_answer(key, vec![step(4, key, 1, true)], 1);
    assert_ne!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
    assert!(proof_finish(e, &a, w, 4).is_none());
    // A capped search that answers has no finished run to it.
    let mut a = pioneer_answer(key, vec![step(4, key, 1, true)], 0);
    a.finished = Some(false);
    assert!(proof_finish(e, &a, w, 4).is_none());
    // Nor has an answer that is none of the finished steps.
    let mut a = pioneer_answer(key, vec![step(4, key, 1, true)], 0);
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
fn a_proof_is_read_within_the_answers_pass() {
    let (entry, key, other) = reti_won();
    let e = &entry;
    let w = Color::White;
    // The first pass ties at every horizon up to its widest, 8; the admissible pass
    // separates the key at 4 and 5 and answers from 5.
    let first = [
        step(4, key, 1, true),
        step(6, key, 1, false),
        step(8, other, 1, false),
    ];
    let a = pioneer_answer(
        key,
        first
            .into_iter()
            .chain([admissible(4, key, 1, true), admissible(5, key, 2, true)])
            .collect(),
        0,
    );
    assert_eq!(a.pass, Some(Pass::Admissible));
    // The first pass's wider ties searched another model: they do not void the proof,
    // and the tree to proof is the admissible pass's first step.
    assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Proven);
    let f = proof_finish(e, &a, w, 4).expect("a proof");
    assert_eq!((f.pass, f.horizon), (Pass::Admissible, 4));
    // A wider step of the answer's own pass that ties voids it, as in one pass.
    let mut a = a;
    a.finishes.push(admissible(6, key, 1, false));
    a.horizon = Some(5);
    assert_eq!(pioneer_verdict(e, &a, w, 4).0, Verdict::Found);
    // Nor do the admissible pass's steps make or void a proof of the first pass's
    // answer: horizon 6 of the first pass ties, whatever the other pass showed.
    let mut a = pioneer_answer(key, first[..2].to_vec(), 0);
    a.horizon = Some(4);
    a.finishes.push(admissible(9, key, 3, true));
    assert_eq!(a.pass, Some(Pass::First));
    let (v, why) = pioneer_verdict(e, &a, w, 4);
    assert_eq!(v, Verdict::Found);
    assert!(why.is_some_and(|w| w.contains("wider horizon 6")));
}

#[test]
fn a_legal_move_the_root_did_not_examine_voids_the_proof() {
    let (entry, key, other) = reti_won();
    let e = &entry;
    let w = Color::White;
    let answer = || pioneer_answer(key, vec![step(4, key, 1, true)], 0);
    assert_eq!(pioneer_verdict(e, &answer(), w, 4).0, Verdict::Proven);
    // The root left one legal move out: it is not shown worse, whatever the others.
    let mut a = answer();
    a.root_moves.retain(|r| r.mv != other);
    let (v, why) = pioneer_verdict(e, &a, w, 4);
    assert_eq!(v, Verdict::Found);
    assert!(why.is_some_and(|w| w.contains("1 legal move(s) not examined")));
    assert!(proof_finish(e, &a, w, 4).is_none());
    // A wider finished step whose root was not whole voids it too.
    let mut a = answer();
    let mut wider = step(5, key, 1, true);
    wider.whole_root = false;
    a.finishes.insert(0, wider);
    a.finishes.swap(0, 1);
    let (v, why) = pioneer_verdict(e, &a, w, 4);
    assert_eq!(v, Verdict::Found);
    assert!(why.is_some_and(|w| w.contains("did not examine every legal move")));
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
