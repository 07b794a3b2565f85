#!/usr/bin/env python3
"""Count proofs with the expected result read on one scale for every engine.

The proof criterion (`pioneer_compare::verdict`, docs/results.md "How it is judged") checks
a key's value against the line's expected result (c9: a win above 0, a draw 0) on each
engine's own value: alpha-beta's material evaluation is the balance on the board,
Pioneer's value m_t the material won since the root.  This script reads the JSON that
`pioneer solve FILE --json=OUT` wrote and judges every separated key again on one scale:

- own:     each engine's own value (what `solve` counted);
- balance: the balance on the board for both (Pioneer's m_t plus the root's balance);
- gain:    the material won since the root for both (alpha-beta's value less it).

A key is separated when it was proven, or refused only because its value disagreed with c9
("is not a win", "is not a draw"); the separation itself does not depend on the scale.
(Pioneer's key is refused for its value only once every finished search of a wider horizon
separates it too; a wider search whose own value disagrees with c9 is not judged again
on the other scales: such a key counts as not separated.)
The root's balance counts P 1, N 3, B 3, R 5, Q 9 for the side to move.  Mate scores keep
their sign on every scale.

Prints one line per JSON file: the file, the engine and the three counts.  Exit code 0, or 2
on bad input (an unreadable file, an EPD without a position of the JSON).

    python3 scripts/verdict_scales.py fixtures/unique-wins-heldout.epd uqh-pioneer.json uqh-ab.json
"""

import argparse
import json
import re
import sys

import chess

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0}
MATE_CP = 20000


def balance(fen):
    """The material balance for the side to move, in pawns."""
    board = chess.Board(fen)
    return sum(
        VALUES[p.piece_type] * (1 if p.color == board.turn else -1)
        for p in board.piece_map().values()
    )


def expected_results(path):
    """The c9 of every id of an EPD file."""
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            i = re.search(r'id "([^"]*)"', line)
            c = re.search(r'c9 "([^"]*)"', line)
            if i:
                out[i.group(1)] = c.group(1) if c else None
    return out


def agrees(value, expected):
    """Whether a separated key's value (pawns, side to move) agrees with c9."""
    if expected == "win":
        return value > 0
    if expected == "draw":
        return value == 0
    return True


def scales(position):
    """The key's value for the side to move on the three scales: (own, balance, gain)."""
    value = position["value"]
    root = balance(position["fen"])
    turn = 1 if position["fen"].split()[1] == "w" else -1
    if value["unit"] == "material":
        gain = position["value_white"] * turn
        return gain, gain + root, gain
    if value["unit"] == "mate":
        v = MATE_CP if value["value"] > 0 else -MATE_CP
        return v, v, v
    cp = value["value"]
    if abs(cp) >= MATE_CP:
        return cp, cp, cp
    own = cp / 100.0
    return own, own, own - root


def count(epd, path):
    expected = expected_results(epd)
    with open(path, encoding="utf-8") as f:
        run = json.load(f)
    counts = [0, 0, 0]
    for p in run["positions"]:
        if p["id"] not in expected:
            raise KeyError(f"{p['id']!r} is not in {epd}")
        if p.get("value") is None:
            continue
        reason = p.get("reason") or ""
        separated = p["verdict"] == "proven" or "is not a win" in reason or "is not a draw" in reason
        if not separated:
            continue
        for i, v in enumerate(scales(p)):
            counts[i] += agrees(v, expected[p["id"]])
    return run.get("engine", "?"), counts


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("epd", help="the EPD file the runs solved")
    ap.add_argument("json", nargs="+", help="JSON written by `pioneer solve --json=OUT`")
    args = ap.parse_args()
    try:
        for path in args.json:
            engine, (own, bal, gain) = count(args.epd, path)
            print(f"{path}: {engine}: own {own}, balance {bal}, gain {gain}")
    except (OSError, ValueError, KeyError) as e:
        print(f"error: verdict_scales: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
