#!/usr/bin/env python3
"""Classify the expected result of every position of an EPD suite with Stockfish.

For each line: Stockfish (one thread, 64 MiB hash) searches the position to a fixed depth
and its score, from the side to move's view, is read as
  win   mate for the side to move, or at least +WIN_CP centipawns
  loss  mate against it, or at most -WIN_CP
  draw  within +-DRAW_CP
  ?     anything between (no expected result recorded)
Prints one line per position: line number, verdict, score, id.  With --write, adds the
opcode `c9 "win"|"draw"|"loss"` (the expected result for the side to move) and `c8` (where
it comes from: engine, depth and score) to the lines that have no c9; unclear lines are left
alone.  With --results FILE, the verdicts are read from an earlier run's printed lines
instead of running the engine again.

Used for fixtures/dev-suites/*.epd, whose sources give the best move but not the result
(fixtures/README.md, "Expected results: the opcode `c9`").  Needs python-chess and Stockfish.
"""
import argparse
import shutil
import sys

import chess
import chess.engine

WIN_CP = 250
DRAW_CP = 60


def classify(score: chess.engine.PovScore, turn: chess.Color) -> str:
    s = score.pov(turn)
    if s.is_mate():
        return "win" if s.mate() > 0 else "loss"
    cp = s.score()
    if cp >= WIN_CP:
        return "win"
    if cp <= -WIN_CP:
        return "loss"
    if abs(cp) <= DRAW_CP:
        return "draw"
    return "?"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("epd")
    ap.add_argument("--depth", type=int, default=24)
    ap.add_argument("--engine", default=shutil.which("stockfish") or "/usr/games/stockfish")
    ap.add_argument("--write", action="store_true")
    ap.add_argument("--results", help="reuse the printed lines of an earlier run")
    args = ap.parse_args()
    try:
        with open(args.epd, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        return error(f"cannot read {args.epd}: {e}")
    earlier = {}
    if args.results:
        try:
            with open(args.results, encoding="utf-8") as f:
                for i, row in enumerate(f, 1):
                    n, verdict, score = row.split("\t")[:3]
                    earlier[int(n)] = (verdict, score)
        except (OSError, UnicodeDecodeError) as e:
            return error(f"cannot read {args.results}: {e}")
        except ValueError:
            return error(f"{args.results}:{i}: not a line this script printed")
        eng, name = None, "Stockfish"
    else:
        try:
            eng = chess.engine.SimpleEngine.popen_uci(args.engine)
        except (OSError, chess.engine.EngineError) as e:
            return error(f"cannot start {args.engine}: {e}")
        eng.configure({"Threads": 1, "Hash": 64})
        name = eng.id.get("name", "engine").replace(" by the Stockfish developers (see AUTHORS file)", "")
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            out.append(line)
            continue
        try:
            board, ops = chess.Board.from_epd(line)
        except ValueError as e:
            if eng is not None:
                eng.quit()
            return error(f"{args.epd}:{n}: {e}")
        if n in earlier:
            verdict, sc = earlier[n]
        else:
            if eng is None:
                return error(f"line {n}: not in {args.results}")
            info = eng.analyse(board, chess.engine.Limit(depth=args.depth))
            verdict = classify(info["score"], board.turn)
            sc = info["score"].pov(board.turn)
        print(f"{n}\t{verdict}\t{sc}\t{ops.get('id', '')}", flush=True)
        if args.write and verdict != "?" and "c9" not in ops:
            line = line.rstrip()
            if not line.endswith(";"):
                line += ";"
            line += f' c9 "{verdict}"; c8 "{name} depth {args.depth}: {sc}";'
        out.append(line)
    if eng is not None:
        eng.quit()
    if args.write:
        try:
            with open(args.epd, "w", encoding="utf-8") as f:
                f.write("\n".join(out) + "\n")
        except OSError as e:
            return error(f"cannot write {args.epd}: {e}")
    return 0


def error(message: str) -> int:
    """Prints `message` as one line on stderr; the exit code of a usage error."""
    print(f"error: {message}", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
