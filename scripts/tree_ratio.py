#!/usr/bin/env python3
"""Pioneer's trees against alpha-beta's nodes to proof, and where a tenth is within reach.

Issue 15's goal 1 asks that on the positions both engines prove, Pioneer's final tree be at
most a tenth of alpha-beta's nodes to proof (median). The proof criterion asks Pioneer's
root to examine every legal move (docs/results.md, "How it is judged"), so a final tree
that proves anything has at least 1 + L nodes, L the root's legal moves: where alpha-beta's
nodes to proof are fewer than 10 × (1 + L), no proving tree can be a tenth of them. This
script pairs a Pioneer `solve` run with an alpha-beta `solve` run of the same EPD file and
prints, per pair and over all pairs, a Markdown table:

- both: the positions both engines prove;
- tree: the median of alpha-beta's nodes to proof over Pioneer's final tree, and in how
  many of them Pioneer's tree is a tenth or less (the ratio 10 or more);
- reach: the positions where a tenth is within reach (nodes to proof at least
  10 × (1 + L)), the median ratio there and the count of tenths;
- to proof: the same two medians over Pioneer's tree to proof (the first finished step of
  the final run of steps that prove the key, docs/results.md).

    python3 scripts/tree_ratio.py PIONEER.json ALPHABETA.json [PIONEER.json ALPHABETA.json …]

(each file written by `pioneer solve FILE --json=OUT`, the second of a pair with
`--engine alphabeta`; a row is named by the Pioneer file's name). Exit code 0, or 2 with one
line on stderr on bad input: an odd number of files, an unreadable file, a JSON that is not
a `solve` run, a pair whose engines are not Pioneer then alpha-beta, or whose positions are
not the same.
"""

import json
import os
import statistics
import sys

import chess


def load(path, engine):
    """A `solve` run of `engine` ("pioneer" or "alphabeta"): its positions."""
    with open(path, encoding="utf-8") as f:
        try:
            run = json.load(f)
        except ValueError as e:
            raise ValueError(f"{path}: not JSON ({e})") from e
    positions = run.get("positions") if isinstance(run, dict) else None
    if not isinstance(positions, list) or "engine" not in run:
        raise ValueError(f"{path}: not the JSON of `pioneer solve`")
    if run["engine"] != engine:
        raise ValueError(f"{path}: a run of {run['engine']}, expected {engine}")
    return positions


def pairs_of(pioneer_path, alphabeta_path):
    """The rows of one pair, position by position: (legal, tree, tree to proof, nodes)."""
    pio = load(pioneer_path, "pioneer")
    ab = load(alphabeta_path, "alphabeta")
    if len(pio) != len(ab):
        raise ValueError(f"{pioneer_path} and {alphabeta_path}: {len(pio)} and {len(ab)} positions")
    rows = []
    for p, a in zip(pio, ab):
        if (p.get("line"), p.get("fen")) != (a.get("line"), a.get("fen")):
            raise ValueError(
                f"{pioneer_path} and {alphabeta_path}: line {p.get('line')} is not the same position"
            )
        if p.get("verdict") != "proven" or a.get("verdict") != "proven":
            continue
        legal = chess.Board(p["fen"]).legal_moves.count()
        rows.append((legal, p["tree_size"], p.get("tree_to_proof"), a["nodes_to_proof"]))
    return rows


def median_ratio(pairs):
    """The median of nodes / tree over (tree, nodes) pairs, as text (`—` when none)."""
    ratios = [n / t for t, n in pairs if t]
    return f"×{statistics.median(ratios):.3g}" if ratios else "—"


def tenths(pairs):
    """How many of the (tree, nodes) pairs have a tree a tenth of the nodes or less."""
    return sum(1 for t, n in pairs if t and n >= 10 * t)


def row(name, rows):
    """One line of the table."""
    reach = [r for r in rows if r[3] >= 10 * (1 + r[0])]
    final = [(r[1], r[3]) for r in rows]
    final_reach = [(r[1], r[3]) for r in reach]
    proof = [(r[2], r[3]) for r in rows if r[2]]
    proof_reach = [(r[2], r[3]) for r in reach if r[2]]
    cells = [
        name,
        str(len(rows)),
        median_ratio(final),
        str(tenths(final)),
        str(len(reach)),
        median_ratio(final_reach),
        str(tenths(final_reach)),
        median_ratio(proof),
        median_ratio(proof_reach),
        str(tenths(proof_reach)),
    ]
    return "| " + " | ".join(cells) + " |"


HEADER = [
    "| run | both prove | nodes to proof / final tree | a tenth or less | within reach "
    "| / final tree there | a tenth or less there | / tree to proof | / tree to proof there "
    "| a tenth or less there |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
]


def main(argv):
    if not argv or len(argv) % 2:
        print(
            "error: tree_ratio: give files in pairs, PIONEER.json ALPHABETA.json "
            "(`pioneer solve --json=OUT`, the second with `--engine alphabeta`)",
            file=sys.stderr,
        )
        return 2
    try:
        table = list(HEADER)
        every = []
        for i in range(0, len(argv), 2):
            rows = pairs_of(argv[i], argv[i + 1])
            every.extend(rows)
            name = os.path.splitext(os.path.basename(argv[i]))[0]
            table.append(row(name, rows))
        if len(argv) > 2:
            table.append(row("all", every))
    except (OSError, ValueError, KeyError, TypeError) as e:
        print(f"error: tree_ratio: {e}", file=sys.stderr)
        return 2
    print("\n".join(table))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
