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
`*` after the value where the step separates its move.

With `--root`, the positions not proven are also sorted by what the root of the tree the
verdict reads shows (each position's `root_moves`, written since the fifty-ninth
session): the key alone on top (its value best, yet no proof: a bound, the value, a wider
horizon), the key tied on top with one other move, with two to four, with five or more,
the key below the best move by one pawn, by two or three, by more, or the key not
examined; a position without `root_moves` (a run before them) counts as "no root moves". Exit code 0, or 2 on bad input (an
unreadable file, a JSON that is not a Pioneer `solve` run, a move that is not legal in its
position).

    python3 scripts/horizon_steps.py RUN.json [RUN.json …] [--list] [--root]
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


def root_class(p):
    """What the root of a position not proven shows (`--root`; None without `root_moves`)."""
    sons = [r for r in p.get("root_moves") or [] if r.get("value") is not None]
    if not sons:
        return None
    white = chess.Board(p["fen"]).turn == chess.WHITE
    keys = keys_uci(p)
    value = {r["mv"]: r["value"]["value"] for r in sons}
    best = max(value.values()) if white else min(value.values())
    key = [value[m] for m in keys if m in value]
    if not key:
        return "key not examined"
    # With several keys, the one the root values best.
    kv = max(key) if white else min(key)
    gap = (best - kv) if white else (kv - best)
    if gap == 0:
        others = sum(1 for v in value.values() if v == best) - 1
        if others == 0:
            return "key alone on top"
        if others == 1:
            return "key tied with 1 other move"
        return "key tied with 2-4 others" if others <= 4 else "key tied with 5 or more"
    if gap == 1:
        return "key below by 1"
    return "key below by 2-3" if gap <= 3 else "key below by more"


def describe(p):
    """A position's finished steps as HORIZON:MOVE:VALUE, `*` where the step separates."""
    out = []
    for s in p.get("finishes") or []:
        star = "*" if s["separated"] else ""
        out.append(f"{s['horizon']}:{san(p['fen'], s['best_move'])}:{s['value']['value']}{star}")
    return " ".join(out)


ROOT_CLASSES = ["key alone on top", "key tied with 1 other move", "key tied with 2-4 others",
                "key tied with 5 or more", "key below by 1", "key below by 2-3",
                "key below by more", "key not examined", "no root moves"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("json", nargs="+", help="JSON written by `pioneer solve --json=OUT`")
    ap.add_argument("--list", action="store_true", help="list the positions of the classes value and broken")
    ap.add_argument("--root", action="store_true",
                    help="sort the positions not proven by what the root shows (root_moves)")
    args = ap.parse_args()
    try:
        counts = {c: 0 for c in CLASSES}
        listed = []
        roots = {}
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
                if args.root and c != "proven" and p.get("bm"):
                    r = root_class(p) or "no root moves"
                    roots[r] = roots.get(r, 0) + 1
        for c in CLASSES:
            print(f"{c}: {counts[c]}")
        if args.list:
            for c, p in listed:
                print(f"{c}\t{p['id']}\t{describe(p)}")
        if args.root:
            for r in ROOT_CLASSES:
                if r in roots:
                    print(f"root: {r}: {roots[r]}")
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"error: horizon_steps: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
