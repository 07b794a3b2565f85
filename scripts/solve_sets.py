#!/usr/bin/env python3
"""Every measured set solved at one budget, and the proven counts of docs/studies.md.

Issue 15's figures are `pioneer solve` runs over the studies, the two development suites
and the unique-win sets, at 10 000 moves considered or at 2 s a position, for Pioneer and
for alpha-beta. This script runs them all with one command (two sets at a time by default,
each `solve` on one core), writes each run's JSON into a folder, and prints a Markdown table:
per set the positions, proven, found, wrong and failed (the proof criterion of
docs/results.md, "How it is judged") and the searches that finished (Pioneer), then the
totals of each group of sets as docs/studies.md reports them:

- development: studies, EET, PET, UQW, UQQ, UQH (the sets mechanisms are measured on);
- judging: UQF, UQF2, UQL, UQLF (made to judge mechanisms chosen on the others);
- fresh: UQLF2, UQF3 (made in the sixtieth session), UQLF3 (the sixty-first), UQLF4 and
  UQF4 (the sixty-second), UQLF5 (the sixty-third), UQLF6 (the sixty-fourth), UQF5 (the
  sixty-fifth), UQLF7 and UQF6 (the seventy-fifth), each measured once (UQLF7 and UQF6
  also beside that session's constants, whose choice was read on the other sets).

    python3 scripts/solve_sets.py OUT_DIR (--time-ms MS | --nodes N) [--engine alphabeta]
        [--pioneer PATH] [--jobs N] [--sets NAME,NAME…] [-- EXTRA SOLVE ARGS…]
    python3 scripts/solve_sets.py OUT_DIR --summary   # the table of the JSONs already there
    python3 scripts/solve_sets.py OUT_DIR --summary --against OTHER_DIR   # and what moved
    python3 scripts/solve_sets.py OUT_DIR --summary --classes [OTHER_DIR]   # by class
    python3 scripts/solve_sets.py OUT_DIR --summary --gap OTHER_DIR GAP.epd   # the gap
    python3 scripts/solve_sets.py OUT_DIR --summary --gap-values OTHER_DIR   # where its keys stand

`--against OTHER_DIR` (another run's folder, of the same sets) adds what moved between the
two runs, as docs/studies.md's "what moved" columns give it: per set, the positions whose
verdict differs (OTHER's verdict and key chosen, then OUT's), the proofs in and out, and
how many of the positions both runs answered changed their tree (nodes or moves
considered) — "no tree changed" is a claim this counts.

`--classes` adds the verdicts of the unique-win sets (those `scripts/unique_wins.py` made,
whose ids name the class: `kp`, `minor`, `rook`, `locked`) summed by class, and with a
folder (another run of the same positions, alpha-beta's for instance) that run's proofs
in a last column: the breakdown docs/studies.md gives by class.

`--gap OTHER_DIR GAP.epd` writes into GAP.epd the fixture lines (as they stand, opcodes
and all) of the positions that OTHER's run proves and OUT's does not, set by set: the
positions one engine proves and the other does not, to be solved again on their own
(`pioneer solve GAP.epd …`, as docs/studies-log.md's sixty-fourth session did at 10 s).

`--gap-values OTHER_DIR` (alpha-beta's run) tells, for the same positions, where the key
stands in OUT's answer against OTHER's value of it, both from the side to move's view
(needs python-chess, to read the key's SAN). The key is **short** when OUT values it
exactly and below OTHER's value (the line of the key falls short of the gain OTHER's
search shows), **level** when exactly and not below it (then another move is valued as
high, or the answer's horizon is not the widest finished one), a **bound** when the root
cut it off after a move valued higher, and **unvalued** when OUT's root has no value for
it. The last column counts the positions where another move has an exact or lower-bound
value above OTHER's value of the key: a line the defence of OUT's model does not refute.
Rows by class: the unique wins' classes, and `suites` for the studies, EET and PET.

`--time-ms` gives every engine that time a position with the moves (nodes) limit out of
the way; `--nodes` that many moves considered (alpha-beta: nodes) with the time out of the
way. Timed counts move by a position or so with the machine's load: run nothing else
beside, and no more jobs than cores. Exit code 0, or 2 with one line on stderr on bad
input: no budget or two, an unknown set, a folder that cannot be written, a binary that is
not there, a `solve` that fails, a JSON that is not a `solve` run.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name: (fixture, group), in the order docs/studies.md gives them.
SETS = {
    "studies": ("fixtures/studies.epd", "development"),
    "eet": ("fixtures/dev-suites/eet.epd", "development"),
    "pet": ("fixtures/dev-suites/pet.epd", "development"),
    "uqw": ("fixtures/unique-wins.epd", "development"),
    "uqq": ("fixtures/unique-quiet-wins.epd", "development"),
    "uqh": ("fixtures/unique-wins-heldout.epd", "development"),
    "uqf": ("fixtures/unique-wins-fresh.epd", "judging"),
    "uqf2": ("fixtures/unique-wins-fresh2.epd", "judging"),
    "uql": ("fixtures/unique-wins-locked.epd", "judging"),
    "uqlf": ("fixtures/unique-wins-locked-fresh.epd", "judging"),
    "uqlf2": ("fixtures/unique-wins-locked-fresh2.epd", "fresh"),
    "uqf3": ("fixtures/unique-wins-fresh3.epd", "fresh"),
    "uqlf3": ("fixtures/unique-wins-locked-fresh3.epd", "fresh"),
    "uqlf4": ("fixtures/unique-wins-locked-fresh4.epd", "fresh"),
    "uqlf5": ("fixtures/unique-wins-locked-fresh5.epd", "fresh"),
    "uqlf6": ("fixtures/unique-wins-locked-fresh6.epd", "fresh"),
    "uqf4": ("fixtures/unique-wins-fresh4.epd", "fresh"),
    "uqf5": ("fixtures/unique-wins-fresh5.epd", "fresh"),
    "uqlf7": ("fixtures/unique-wins-locked-fresh7.epd", "fresh"),
    "uqf6": ("fixtures/unique-wins-fresh6.epd", "fresh"),
    "uqlf8": ("fixtures/unique-wins-locked-fresh8.epd", "fresh"),
}
GROUPS = ["development", "judging", "fresh"]
VERDICTS = ["proven", "found", "wrong", "failed"]


class Refused(Exception):
    """Bad input: one line on stderr, exit code 2."""


def solve_args(args, name):
    """The `pioneer solve` command of set `name`."""
    fixture = os.path.join(ROOT, SETS[name][0])
    cmd = [args.pioneer, "solve", fixture, f"--json={os.path.join(args.out, name + '.json')}"]
    if args.engine != "pioneer":
        cmd += ["--engine", args.engine]
    if args.time_ms is not None:
        cmd += ["--time-ms", str(args.time_ms), "--nodes", "1000000000"]
    else:
        cmd += ["--nodes", str(args.nodes), "--time-ms", "600000"]
    return cmd + args.extra


def run_set(args, name):
    """Runs one set; a failed `solve` is refused with its last line of stderr."""
    done = subprocess.run(solve_args(args, name), capture_output=True, text=True)
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["no message"])[-1]
        raise Refused(f"solve {name} failed (exit {done.returncode}): {last}")
    return name


def load_run(path):
    """One `solve` JSON: its engine and its positions (refused: unreadable, or not a run)."""
    try:
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
    except (OSError, ValueError) as e:
        raise Refused(f"cannot read {path}: {e}") from e
    positions = run.get("positions") if isinstance(run, dict) else None
    if not isinstance(positions, list):
        raise Refused(f"{path}: not the JSON of `pioneer solve`")
    return run.get("engine", "?"), positions


def counts(path):
    """The verdicts and finished searches of one `solve` JSON."""
    engine, positions = load_run(path)
    row = {v: sum(p.get("verdict") == v for p in positions) for v in VERDICTS}
    row["positions"] = len(positions)
    row["finished"] = sum(bool(p.get("finished")) for p in positions)
    return engine, row


def table(out, names):
    """The Markdown table of the sets `names` whose JSON is in `out`."""
    cols = ["positions"] + VERDICTS + ["finished"]
    lines = [
        "| set | group | engine | " + " | ".join(cols) + " |",
        "|---|---|---|" + "---:|" * len(cols),
    ]
    totals = {}
    for name in names:
        path = os.path.join(out, name + ".json")
        if not os.path.exists(path):
            continue
        engine, row = counts(path)
        group = SETS[name][1]
        lines.append(f"| {name} | {group} | {engine} | " + " | ".join(str(row[c]) for c in cols) + " |")
        for key in (group, "all"):
            t = totals.setdefault(key, dict.fromkeys(cols, 0))
            for c in cols:
                t[c] += row[c]
    for key in GROUPS + ["all"]:
        if key in totals:
            t = totals[key]
            lines.append(f"| **{key}** | | | " + " | ".join(str(t[c]) for c in cols) + " |")
    return "\n".join(lines)


def positions(path):
    """The positions of one `solve` JSON, by id (refused: a JSON that is not a run, or two
    positions with one id)."""
    _, listed = load_run(path)
    by_id = {}
    for p in listed:
        key = p.get("id") or p.get("fen")
        if key in by_id:
            raise Refused(f"{path}: two positions named {key!r}")
        by_id[key] = p
    return by_id


def paired_runs(out, other, names):
    """The sets among `names` run in both folders, each as (name, positions of `out`'s
    run, positions of `other`'s run), by id; the sets not in both are passed over
    (refused: two runs of one set that are not of the same positions)."""
    for name in names:
        now_path = os.path.join(out, name + ".json")
        then_path = os.path.join(other, name + ".json")
        if not (os.path.exists(now_path) and os.path.exists(then_path)):
            continue
        now, then = positions(now_path), positions(then_path)
        if set(now) != set(then):
            raise Refused(f"{name}: the two runs are not of the same positions")
        yield name, now, then


def moved(out, other, names):
    """What moved from the run in `other` to the run in `out`, set by set (the module
    docs); the sets that are not in both folders are passed over."""
    lines = [
        "| set | position | verdict before → now | key chosen before → now |",
        "|---|---|---|---|",
    ]
    notes = []
    for name, now, then in paired_runs(out, other, names):
        gained, lost, trees = [], [], 0
        for key, p in now.items():
            q = then[key]
            size = lambda r: (r.get("tree_size"), r.get("moves_considered"))
            if size(p) != size(q):
                trees += 1
            if p.get("verdict") == q.get("verdict"):
                continue
            lines.append(
                f"| {name} | {key} | {q.get('verdict')} → {p.get('verdict')} "
                f"| {q.get('chosen')} → {p.get('chosen')} |"
            )
            if p.get("verdict") == "proven":
                gained.append(key)
            elif q.get("verdict") == "proven":
                lost.append(key)
        notes.append(
            f"- {name}: {len(gained)} proofs in, {len(lost)} out; "
            f"{trees} of {len(now)} trees changed"
            + (f"; in: {', '.join(gained)}" if gained else "")
            + (f"; out: {', '.join(lost)}" if lost else "")
        )
    return "\n".join(lines + [""] + notes)


def class_of(position):
    """The class a unique win's id names (`UQW 011: kp PPP vs PP` is `kp`), or None."""
    _, sep, rest = (position.get("id") or "").partition(": ")
    words = rest.split()
    return words[0] if sep and words else None


def classes(out, names, other=None):
    """The verdicts of the unique-win sets among `names` (those made by
    `scripts/unique_wins.py`, whose ids name a class) summed by class, and with `other`
    (another run's folder, of the same positions) its proofs beside them."""
    head = ["positions"] + VERDICTS
    lines = [
        "| class | " + " | ".join(head) + (" | proven, other run |" if other else " |"),
        "|---|" + "---:|" * (len(head) + (1 if other else 0)),
    ]
    rows = {}
    for name in names:
        if not SETS[name][0].startswith("fixtures/unique-"):
            continue
        now_path = os.path.join(out, name + ".json")
        if not os.path.exists(now_path):
            continue
        now = positions(now_path)
        then = None
        if other is not None:
            then_path = os.path.join(other, name + ".json")
            if not os.path.exists(then_path):
                raise Refused(f"{name}: no run in {other}")
            then = positions(then_path)
            if set(now) != set(then):
                raise Refused(f"{name}: the two runs are not of the same positions")
        for key, p in now.items():
            cls = class_of(p) or "?"
            row = rows.setdefault(cls, dict.fromkeys(head + ["other"], 0))
            row["positions"] += 1
            if p.get("verdict") in VERDICTS:
                row[p["verdict"]] += 1
            if then is not None and then[key].get("verdict") == "proven":
                row["other"] += 1
    for cls in sorted(rows):
        row = rows[cls]
        cells = [str(row[c]) for c in head] + ([str(row["other"])] if other else [])
        lines.append(f"| {cls} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def gap_positions(out, other, names):
    """The positions among `names` that the run in `other` proves and the run in `out`
    does not (the sets in both folders): (set name, key, `out`'s answer, `other`'s)."""
    for name, now, then in paired_runs(out, other, names):
        for key, p in now.items():
            q = then[key]
            if q.get("verdict") == "proven" and p.get("verdict") != "proven":
                yield name, key, p, q


def gap(out, other, names, path):
    """Writes into `path` the fixture lines of the gap's positions ([`gap_positions`]);
    returns how many."""
    lines = []
    texts = {}
    for name, key, p, _ in gap_positions(out, other, names):
        if name not in texts:
            with open(os.path.join(ROOT, SETS[name][0]), encoding="utf-8") as f:
                texts[name] = f.read().split("\n")
        text = texts[name]
        number = p.get("line")
        if not isinstance(number, int) or not 1 <= number <= len(text):
            raise Refused(f"{name}: {key}: no line of {SETS[name][0]} named")
        line = text[number - 1]
        if p.get("id") and p["id"] not in line:
            raise Refused(f"{name}: line {number} of {SETS[name][0]} is not {key}")
        lines.append(line)
    try:
        with open(path, "w", encoding="utf-8") as f:
            f.write("".join(line + "\n" for line in lines))
    except OSError as e:
        raise Refused(f"cannot write {path}: {e.strerror}")
    return len(lines)


def side_value(value, stm):
    """A value of a `solve` JSON (a number, or `{"unit", "value"}`) from the side to
    move's view (`stm` 1 for White, -1 for Black), or None."""
    if isinstance(value, dict):
        value = value.get("value")
    return value * stm if isinstance(value, (int, float)) else None


def key_standing(p, q, keys_uci):
    """Where the key stands in `p`'s answer against `q`'s value of it (the module docs):
    ("short" | "level" | "bound" | "unvalued", whether another move is valued above
    `q`'s value of the key). `keys_uci` reads the keys (`horizon_steps.keys_uci`); with
    several, the one `p`'s root values best."""
    try:
        keys = keys_uci(p)
    except (ValueError, KeyError, TypeError) as e:
        raise Refused(f"{p.get('id')}: no position and key to read ({e})") from e
    if not keys:
        raise Refused(f"{p.get('id')}: no position and key to read (no bm)")
    stm = 1 if p["fen"].split()[1] == "w" else -1
    theirs = side_value(q.get("value_white"), stm)
    own, above = None, False
    for r in p.get("root_moves") or []:
        v = side_value(r.get("value"), stm)
        if r.get("mv") in keys:
            if v is not None and (own is None or own[0] is None or v > own[0]):
                own = (v, r.get("bound"))
        elif v is not None and theirs is not None and r.get("bound") in ("exact", "lower"):
            above = above or v > theirs
    if own is None or own[0] is None or theirs is None:
        return "unvalued", above
    if own[1] != "exact":
        return "bound", above
    return ("short" if own[0] < theirs else "level"), above


def gap_values(out, other, names):
    """Where the keys of the gap's positions ([`gap_positions`]) stand (the module docs),
    counted by class."""
    try:
        from horizon_steps import keys_uci
    except ImportError as e:
        raise Refused("--gap-values needs python-chess (pip install chess)") from e
    kinds = ["short", "level", "bound", "unvalued"]
    cols = ["gap"] + kinds + ["above"]
    rows = {}
    for name, _, p, q in gap_positions(out, other, names):
        unique = SETS[name][0].startswith("fixtures/unique-")
        kind, above = key_standing(p, q, keys_uci)
        cls = (class_of(p) if unique else None) or "suites"
        row = rows.setdefault(cls, dict.fromkeys(cols, 0))
        row["gap"] += 1
        row[kind] += 1
        row["above"] += above
    lines = [
        "| class | gap | key short | key level | key a bound | key unvalued | another move above |",
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    total = dict.fromkeys(cols, 0)
    for cls in sorted(rows):
        for c in cols:
            total[c] += rows[cls][c]
    for cls, row in sorted(rows.items()) + [("**every class**", total)]:
        lines.append(f"| {cls} | " + " | ".join(str(row[c]) for c in cols) + " |")
    return "\n".join(lines)


def parse(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", help="the folder for the JSON of each set")
    ap.add_argument("--time-ms", type=int, help="milliseconds a position")
    ap.add_argument("--nodes", type=int, help="moves considered (alpha-beta: nodes) a position")
    ap.add_argument("--engine", default="pioneer", choices=["pioneer", "alphabeta"])
    ap.add_argument("--pioneer", default=os.path.join(ROOT, "target/release/pioneer"))
    ap.add_argument("--jobs", type=int, default=2, help="sets solved at once (default 2)")
    ap.add_argument("--sets", help="a comma-separated choice of " + ", ".join(SETS))
    ap.add_argument("--summary", action="store_true", help="only the table of the JSONs in OUT")
    ap.add_argument("--against", metavar="OTHER", help="another run's folder: what moved from it")
    ap.add_argument(
        "--classes",
        metavar="OTHER",
        nargs="?",
        const="",
        help="the unique-win sets' verdicts by class (and OTHER's proofs beside them)",
    )
    ap.add_argument(
        "--gap",
        nargs=2,
        metavar=("OTHER", "GAP_EPD"),
        help="write the fixture lines of the positions OTHER proves and OUT does not",
    )
    ap.add_argument(
        "--gap-values",
        metavar="OTHER",
        help="where the keys of the positions OTHER proves and OUT does not stand in OUT's answers",
    )
    own, extra = (argv[: argv.index("--")], argv[argv.index("--") + 1 :]) if "--" in argv else (argv, [])
    args = ap.parse_args(own)
    args.extra = extra
    names = list(SETS) if args.sets is None else [s.strip() for s in args.sets.split(",")]
    unknown = [s for s in names if s not in SETS]
    if unknown:
        raise Refused(f"--sets: unknown set {unknown[0]!r} (one of {', '.join(SETS)})")
    args.names = names
    for folder in (
        args.against,
        args.classes or None,
        args.gap[0] if args.gap else None,
        args.gap_values,
    ):
        if folder is not None and not os.path.isdir(folder):
            raise Refused(f"cannot read {folder}: no such folder")
    if args.summary:
        if not os.path.isdir(args.out):
            raise Refused(f"cannot read {args.out}: no such folder")
        return args
    if (args.time_ms is None) == (args.nodes is None):
        raise Refused("give one budget: --time-ms MS or --nodes N")
    budget = args.time_ms if args.time_ms is not None else args.nodes
    if budget < 1 or args.jobs < 1:
        raise Refused("--time-ms, --nodes and --jobs must be at least 1")
    if not (os.path.isfile(args.pioneer) and os.access(args.pioneer, os.X_OK)):
        raise Refused(f"cannot run {args.pioneer}: no such program (cargo build --release)")
    parent = os.path.dirname(os.path.abspath(args.out))
    if os.path.isdir(parent) and os.access(parent, os.W_OK):
        os.makedirs(args.out, exist_ok=True)
    if not os.path.isdir(args.out) or not os.access(args.out, os.W_OK):
        raise Refused(f"cannot write {args.out}: no writable folder")
    return args


def main(argv):
    try:
        args = parse(argv)
        if not args.summary:
            with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
                for done in pool.map(lambda n: run_set(args, n), args.names):
                    print(f"solved {done}", file=sys.stderr, flush=True)
        print(table(args.out, args.names))
        if args.against is not None:
            print()
            print(moved(args.out, args.against, args.names))
        if args.classes is not None:
            print()
            print(classes(args.out, args.names, args.classes or None))
        if args.gap is not None:
            count = gap(args.out, args.gap[0], args.names, args.gap[1])
            print()
            print(f"{count} positions {args.gap[0]} proves and {args.out} does not: {args.gap[1]}")
        if args.gap_values is not None:
            print()
            print(gap_values(args.out, args.gap_values, args.names))
    except Refused as e:
        print(f"error: solve_sets: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
