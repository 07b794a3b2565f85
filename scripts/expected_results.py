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
(docs/studies.md, "Expected results").  Needs python-chess and Stockfish.
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
    lines = open(args.epd, encoding="utf-8").read().splitlines()
    earlier = {}
    if args.results:
        for row in open(args.results, encoding="utf-8"):
            n, verdict, score = row.split("\t")[:3]
            earlier[int(n)] = (verdict, score)
        eng, name = None, "Stockfish"
    else:
        eng = chess.engine.SimpleEngine.popen_uci(args.engine)
        eng.configure({"Threads": 1, "Hash": 64})
        name = eng.id.get("name", "engine").replace(" by the Stockfish developers (see AUTHORS file)", "")
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            out.append(line)
            continue
        board, ops = chess.Board.from_epd(line)
        if n in earlier:
            verdict, sc = earlier[n]
        else:
            if eng is None:
                raise SystemExit(f"line {n}: not in {args.results}")
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
        with open(args.epd, "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
