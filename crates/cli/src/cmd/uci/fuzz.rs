//! Fuzzing the UCI command loop (`pioneer_rules::fuzz`): arbitrary bytes and mutations of
//! real sessions fed line by line to a fresh [`Session`] whose lines go to a buffer. No
//! input may panic either thread, and after each the session still answers `isready`.
//! The fuzzed session caps `perft` at depth 3 and `Hash` at 64 MiB so that an input can
//! neither run for minutes nor take the machine's memory.

use super::{Out, Session};
use pioneer_rules::fuzz;
use std::sync::{Arc, Mutex};

const SEEDS: &[&str] = &[
    "uci\nisready\n",
    "position startpos moves e2e4 e7e5 g1f3\ngo depth 2\n",
    "setoption name Engine value pioneer\nposition fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1\ngo nodes 200\n",
    "setoption name Hash value 1\nsetoption name MultiPV value 3\ngo movetime 5 searchmoves e2e4 d2d4\n",
    "position fen 8/8/8/8/8/8/8/K6k w - - 0 1 moves a1a2 zz\nd\nperft 2\n",
    "go infinite\nisready\nstop\nucinewgame\n",
    "go wtime 100 btime 100 winc 0 binc 0 movestogo 1\n",
    "setoption name Preset value fig21\nsetoption name Engine value pioneer\nposition fen k7/6n1/8/4p3/6P1/8/5B1P/1K6 b - - 0 1\ngo depth 4\n",
    "setoption name Eval value standard\nposition startpos moves e2e4\ngo nodes 500 searchmoves e7e5\n",
    "setoption name Engine value pioneer\nsetoption name Settings value --zone-time --horizon 6\nposition fen 7K/8/k1P5/7p/8/8/8/8 w - - 0 1\ngo nodes 200\nsetoption name Settings value --bogus\nsetoption name Settings value\n",
    "setoption name Baseline value --pvs --null-move --futility --eval standard\nposition startpos\ngo nodes 500\nsetoption name Baseline value --hash 2 --minimax --pvs\nsetoption name Baseline value\n",
];

const DICTIONARY: &[&str] = &[
    "\n",
    "\r\n",
    "go ",
    "depth ",
    "nodes ",
    "movetime ",
    "infinite",
    "searchmoves ",
    "position ",
    "startpos",
    "fen ",
    "moves ",
    "setoption name ",
    " value ",
    "Hash",
    "Engine",
    "pioneer",
    "alphabeta",
    "MultiPV",
    "Preset",
    "Settings",
    "--zone-time ",
    "--horizon ",
    "studies",
    "stop\n",
    "isready\n",
    "quit\n",
    "perft ",
    "d\n",
    "e2e4 ",
    "e7e8q ",
    "0000 ",
    "ucinewgame\n",
];

fn check(input: &[u8]) {
    let lines = Arc::new(Mutex::new(Vec::<String>::new()));
    let sink = lines.clone();
    let out = Out::to(move |l| {
        if let Ok(mut v) = sink.lock() {
            v.push(l.to_owned());
        }
        true
    });
    let mut session = Session::with_config(
        out,
        pioneer_baseline::Config {
            hash_mib: 1,
            ..pioneer_baseline::Config::default()
        },
    );
    session.max_perft = 3;
    session.max_hash_mib = 64;
    let mut alive = true;
    for line in input.split(|&b| b == b'\n') {
        if !session.handle_bytes(line) {
            alive = false;
            break;
        }
    }
    if alive {
        let before = lines.lock().map(|v| v.len()).unwrap_or(0);
        assert!(session.handle_bytes(b"isready"));
        let v = lines.lock().expect("no thread panicked holding the lines");
        assert!(
            v[before..].iter().any(|l| l == "readyok"),
            "isready is answered"
        );
    }
    // A search thread that panicked is a crash too.
    session.stop_checked();
}

fn fuzz(inputs: u64) {
    let seeds: Vec<Vec<u8>> = SEEDS.iter().map(|s| s.as_bytes().to_vec()).collect();
    let report = fuzz::run("uci", 0x0C1_5EED, inputs, &seeds, DICTIONARY, check);
    report.print_and_assert_clean("uci");
}

#[test]
fn uci_loop_short_run() {
    fuzz(fuzz::inputs_from_env(2_000));
}

#[test]
#[ignore = "long run: 10^6 inputs, see docs/robustness.md"]
fn uci_loop_long_run() {
    fuzz(fuzz::inputs_from_env(1_000_000));
}
