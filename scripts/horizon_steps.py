#!/usr/bin/env python3
"""Sort the positions of a Pioneer `solve` run by what its finished horizons showed.

The proof criterion (`pioneer_compare::verdict`, docs/results.md "How it is judged") holds
a Pioneer proof to every finished deepening step after the one that proves the key, as it
holds alpha-beta's to every completed iteration. This script reads the JSON that
`pioneer solve FILE --json=OUT` wrote (the Pioneer engine: each position's `finishes`, one
entry a finished step) and puts every position in one class:

- proven:      the verdict is "proven";
- value:       not proven, a step proves the key (its best move, every other move strictly
               below it, every legal move examined at the root) and so does every wider
               finished step, but the key's value disagrees with the expected result (c9:
               a win above 0, a draw 0, on Pioneer's scale, the material won since the root);
- broken:      not proven, a step proves the key and a wider finished step does not (another
               move, or a tie);
- never:       no finished step proves the key (the key never the separated best move);
- no steps:    no finished step at all (a search stopped before its first horizon
               finished).

Prints one line per class with its count, then with `--list` one line per position of the
classes "value" and "broken": its id and every finished step as HORIZON:MOVE:VALUE, with
`*` after the value where the step separates its move. Exit code 0, or 2 on bad input (an
unreadable file, a JSON that is not a Pioneer `solve` run, a move that is not legal in its
position).

    python3 scripts/horizon_steps.py RUN.json [RUN.json …] [--list]
"""

import argparse
import json
import sys

import chess

CLASSES = ["proven", "value", "broken", "never", "no steps"]


def san(fen, uci):
    """A step's move in SAN, for the listing (the JSON gives a step's move in UCI)."""
    board = chess.Board(fen)
    move = chess.Move.from_uci(uci)
    if move not in board.legal_moves:
        raise ValueError(f"{uci} is not legal in {fen}")
    return board.san(move)


def keys_uci(p):
    """The position's keys (`bm`, SAN in the JSON) in UCI, as the steps give their moves."""
    board = chess.Board(p["fen"])
    return {board.parse_san(k).uci() for k in p.get("bm") or []}


def proves(step, keys):
    """Whether a finished step proves one of the keys (in UCI)."""
    return step["best_move"] in keys and step["separated"] and step.get("whole_root", True)


def classify(p):
    """The class of one position of the run (module docs)."""
    if p.get("verdict") == "proven":
        return "proven"
    steps = p.get("finishes") or []
    if not steps:
        return "no steps"
    keys = keys_uci(p)
    marks = [proves(s, keys) for s in steps]
    if not any(marks):
        return "never"
    first = marks.index(True)
    return "value" if all(marks[first:]) else "broken"


def describe(p):
    """A position's finished steps as HORIZON:MOVE:VALUE, `*` where the step separates."""
    out = []
    for s in p.get("finishes") or []:
        star = "*" if s["separated"] else ""
        out.append(f"{s['horizon']}:{san(p['fen'], s['best_move'])}:{s['value']['value']}{star}")
    return " ".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", nargs="+", help="JSON written by `pioneer solve --json=OUT`")
    ap.add_argument("--list", action="store_true", help="list the positions of the classes value and broken")
    args = ap.parse_args()
    try:
        counts = {c: 0 for c in CLASSES}
        listed = []
        for path in args.json:
            with open(path, encoding="utf-8") as f:
                run = json.load(f)
            positions = run.get("positions") if isinstance(run, dict) else None
            if positions is None or "engine" not in run:
                raise ValueError(f"{path}: not the JSON of `pioneer solve`")
            if run["engine"] != "pioneer":
                raise ValueError(f"{path}: a run of {run['engine']}, not of Pioneer (no finished steps)")
            for p in positions:
                c = classify(p)
                counts[c] += 1
                if c in ("value", "broken"):
                    listed.append((c, p))
        for c in CLASSES:
            print(f"{c}: {counts[c]}")
        if args.list:
            for c, p in listed:
                print(f"{c}\t{p['id']}\t{describe(p)}")
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"error: horizon_steps: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
