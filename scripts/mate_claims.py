#!/usr/bin/env python3
"""Pioneer's mate claims checked by a referee engine.

Pioneer's value of a line is the material won since the root, or a checkmate's value
(±(1000 − depth), `pioneer_tree::search::MATE`) where the model's line ends in mate. The
model offers each side only its zones' moves (and the kings' race its own), so a mate it
finds may be one the defence outside the model escapes. This script reads the JSON that
`pioneer solve FILE --json=OUT` wrote (one or more runs), takes every position whose
answer carries a mate value (|value| > 500, White's side), and asks a UCI referee
(Stockfish) for the chosen move alone (`searchmoves`), for the time given:

- **mate**: the referee finds a mate for the same side;
- **winning**: it scores the move at least `--winning-cp` centipawns (default 200) for
  that side;
- **refuted**: anything less, a mate for the other side included — the model's mate is
  one the chess position does not have.

The proof criterion never counts a key by its mate alone (docs/results.md), so a refuted
claim is a wrong answer, not a false proof; the table says where the model's defence is
short (docs/studies-log.md, "Issue 15, seventy-eighth session").

With `--alternatives` the script reads the other side of a proof instead: in every
*proven* answer, each root move other than the chosen one that Pioneer values as a mate
against the side to move (a separation that rests on a mate), asked of the referee alone:

- **lost**: the referee finds a mate against the side that plays it, or scores it at
  least `--winning-cp` centipawns against that side;
- **refuted**: anything better for that side — the alternative does not lose as the
  model says, and the proof's separation rests on a value the position does not have
  (docs/studies-log.md, "Issue 15, seventy-ninth session").

Prints a Markdown table (run, id — the FEN where the run has none —, chosen move, Pioneer's value, the referee's score, the
class) and one summary line. Exit code 0, or 2 with one line on stderr on bad input (a
file that cannot be read or is not a `solve` run, a referee that does not start, a time
that is not positive).

    python3 scripts/mate_claims.py RUN.json [RUN.json …] [--alternatives] [--engine /usr/games/stockfish] [--time 1.0]
"""

import argparse
import json
import sys

import chess
import chess.engine

MATE_BEYOND = 500


class Refused(Exception):
    """Bad input: one line on stderr, exit code 2."""


def positions(path):
    """The positions of one `solve` run."""
    try:
        with open(path, encoding="utf-8") as f:
            run = json.load(f)
    except (OSError, ValueError) as e:
        raise Refused(f"{path}: {e}") from e
    if not isinstance(run, dict) or not isinstance(run.get("positions"), list):
        raise Refused(f"{path}: not the JSON of a `pioneer solve` run")
    return run["positions"]


def claims(path):
    """The positions of one `solve` run whose answer carries a mate value."""
    out = []
    for p in positions(path):
        value = p.get("value_white")
        if value is None or abs(value) <= MATE_BEYOND or not p.get("chosen") or not p.get("fen"):
            continue
        out.append(p)
    return out


def mated_alternatives(path):
    """(position, move in UCI, Pioneer's value from White's side) for each root move of a
    proven answer of one `solve` run, other than the chosen one, valued as a mate against
    the side to move."""
    out = []
    for p in positions(path):
        if p.get("verdict") != "proven" or not p.get("fen") or not p.get("chosen"):
            continue
        white = p["fen"].split()[1] == "w"
        for m in p.get("root_moves") or []:
            value = (m.get("value") or {}).get("value")
            if value is None or not m.get("mv"):
                continue
            own = value if white else -value
            if own < -MATE_BEYOND:
                out.append((p, m["mv"], value))
    return out


def judge_alternative(engine, p, uci, seconds, winning_cp):
    """The move `uci` in SAN, the referee's score of it (White's side) and its class."""
    board = chess.Board(p["fen"])
    try:
        move = chess.Move.from_uci(uci)
    except ValueError as e:
        raise Refused(f"{p.get('id')}: the root move {uci} is not UCI: {e}") from e
    if move not in board.legal_moves:
        raise Refused(f"{p.get('id')}: the root move {uci} is not legal")
    san = board.san(move)
    info = engine.analyse(board, chess.engine.Limit(time=seconds), root_moves=[move])
    score = info["score"].white()
    # The side that plays the move is the side to move; a loss is against it.
    against = -1 if board.turn == chess.WHITE else 1
    if score.mate() is not None and score.mate() * against > 0:
        return san, score, "lost"
    if score.score(mate_score=100000) * against >= winning_cp:
        return san, score, "lost"
    return san, score, "refuted"


def alternatives_table(engine, found, seconds, winning_cp):
    """The table and summary line of `--alternatives`."""
    counts = {"lost": 0, "refuted": 0}
    print("| run | id | alternative | Pioneer | referee | class |")
    print("|---|---|---|---:|---:|---|")
    for run, p, uci, value in found:
        san, score, kind = judge_alternative(engine, p, uci, seconds, winning_cp)
        counts[kind] += 1
        name = p.get("id") or p["fen"]
        print(f"| {run} | {name} | {san} | {value} | {score} | {kind} |")
    proofs = len({(run, p.get("id") or p["fen"]) for run, p, _, _ in found})
    print()
    print(
        f"{len(found)} alternatives valued as mates in {proofs} proofs: "
        f"{counts['lost']} lost, {counts['refuted']} refuted"
    )


def judge(engine, p, seconds, winning_cp):
    """The referee's score of the chosen move (White's side) and its class."""
    board = chess.Board(p["fen"])
    try:
        move = board.parse_san(p["chosen"])
    except ValueError as e:
        raise Refused(f"{p.get('id')}: the chosen move {p['chosen']} is not legal: {e}") from e
    info = engine.analyse(board, chess.engine.Limit(time=seconds), root_moves=[move])
    score = info["score"].white()
    sign = 1 if p["value_white"] > 0 else -1
    if score.mate() is not None and score.mate() * sign > 0:
        return score, "mate"
    cp = score.score(mate_score=100000)
    if cp * sign >= winning_cp:
        return score, "winning"
    return score, "refuted"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("runs", nargs="+", help="JSON files of `pioneer solve --json`")
    ap.add_argument("--engine", default="/usr/games/stockfish", help="the UCI referee")
    ap.add_argument("--time", type=float, default=1.0, help="seconds a position")
    ap.add_argument("--winning-cp", type=int, default=200, help="a win short of mate")
    ap.add_argument(
        "--alternatives",
        action="store_true",
        help="check the proofs' alternatives valued as mates instead of the answers",
    )
    args = ap.parse_args(argv)
    if not args.time > 0:
        raise Refused(f"--time {args.time}: must be positive")
    if args.alternatives:
        alternatives = [(run, p, uci, v) for run in args.runs for p, uci, v in mated_alternatives(run)]
    else:
        found = [(run, p) for run in args.runs for p in claims(run)]
    try:
        engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    except (OSError, chess.engine.EngineError) as e:
        raise Refused(f"{args.engine}: the referee does not start: {e}") from e
    if args.alternatives:
        try:
            alternatives_table(engine, alternatives, args.time, args.winning_cp)
        except chess.engine.EngineError as e:
            raise Refused(f"{args.engine}: the referee failed: {e}") from e
        finally:
            engine.quit()
        return 0
    counts = {"mate": 0, "winning": 0, "refuted": 0}
    print("| run | id | chosen | Pioneer | referee | class |")
    print("|---|---|---|---:|---:|---|")
    try:
        for run, p in found:
            score, kind = judge(engine, p, args.time, args.winning_cp)
            counts[kind] += 1
            name = p.get("id") or p["fen"]
            print(f"| {run} | {name} | {p['chosen']} | {p['value_white']} | {score} | {kind} |")
    except chess.engine.EngineError as e:
        raise Refused(f"{args.engine}: the referee failed: {e}") from e
    finally:
        engine.quit()
    print()
    print(
        f"{len(found)} mate claims: {counts['mate']} mate, {counts['winning']} winning, "
        f"{counts['refuted']} refuted"
    )
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Refused as e:
        print(f"error: {e}", file=sys.stderr)
        sys.exit(2)
