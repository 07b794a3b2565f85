#!/usr/bin/env python3
"""Summarize `pioneer compare --json` files: per file, the proven count of each engine (and
by the expected result, `c9`: the positions won for the side to move are the kind of the
unseen studies that judge the project), the share of Pioneer answers from finished trees, and over the positions both Pioneer and an
engine proved the median (and geometric mean) ratio of the engine's nodes to proof to
Pioneer's final tree, to its tree to proof (the first finished horizon of the final run that
separates the key, `docs/results.md`) and to its moves considered.

    python3 scripts/compare_summary.py eet-2s.json pet-2s.json

Prints one block per file. Exit code 2 on an unreadable file or one that is not
`compare`'s JSON (one line on stderr).
"""
import json
import math
import statistics
import sys


def summary(path: str) -> str:
    try:
        with open(path, encoding="utf-8") as f:
            d = json.load(f)
    except (OSError, ValueError) as e:
        print(f"error: {path}: {e}", file=sys.stderr)
        sys.exit(2)
    if not isinstance(d, dict) or not all(
        isinstance(p, dict) and isinstance(p.get("runs"), dict) for p in d.get("positions") or [None]
    ):
        print(f"error: {path}: not the JSON of `pioneer compare` (positions with runs)",
              file=sys.stderr)
        sys.exit(2)
    positions = [p for p in d["positions"] if p.get("error") is None and p.get("bm")]
    engines = sorted({e for p in positions for e in p["runs"]})
    out = [f"{path}: {len(positions)} positions with a key move"]
    results = sorted({p.get("expected") or "unknown" for p in positions})
    for e in engines:
        def proven_of(group):
            return sum(1 for p in group if p["runs"].get(e, {}).get("verdict") == "proven")
        by = []
        for r in results:
            group = [p for p in positions if (p.get("expected") or "unknown") == r]
            by.append(f"{r} {proven_of(group)}/{len(group)}")
        out.append(f"  {e}: proven {proven_of(positions)}/{len(positions)} ({', '.join(by)})")
    pio = [p["runs"]["pioneer"] for p in positions if "pioneer" in p["runs"]]
    if pio:
        fin = sum(1 for r in pio if r.get("finished"))
        if any("finished" in r for r in pio):
            out.append(f"  pioneer finished {fin}/{len(pio)}")
    for e in engines:
        if e == "pioneer":
            continue
        ratios, ratios_p, ratios_m = [], [], []
        for p in positions:
            a, b = p["runs"].get("pioneer", {}), p["runs"].get(e, {})
            if a.get("verdict") == "proven" and b.get("verdict") == "proven":
                n = b.get("nodes_to_proof")
                if n and a.get("tree_size"):
                    ratios.append(n / a["tree_size"])
                if n and a.get("tree_to_proof"):
                    ratios_p.append(n / a["tree_to_proof"])
                if n and a.get("moves_considered"):
                    ratios_m.append(n / a["moves_considered"])
        if ratios:
            gm = math.exp(sum(map(math.log, ratios)) / len(ratios))
            line = (f"  both proved with {e}: n={len(ratios)}, nodes to proof / Pioneer tree "
                    f"median x{statistics.median(ratios):.3g} (geometric mean x{gm:.3g})")
            if ratios_p:
                line += (f", / tree to proof median x{statistics.median(ratios_p):.3g}"
                         f" (n={len(ratios_p)})")
            if ratios_m:
                line += f", / moves considered median x{statistics.median(ratios_m):.3g}"
            out.append(line)
        else:
            out.append(f"  both proved with {e}: none")
    return "\n".join(out)


def main() -> None:
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(2)
    for path in sys.argv[1:]:
        print(summary(path))


if __name__ == "__main__":
    main()
