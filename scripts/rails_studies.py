#!/usr/bin/env python3
"""Moving on rails, measured: moves considered per game move, on rails and fresh.

Plays studies out as scripts/play_studies.py does: `pioneer uci` (Engine pioneer, option
Rails true) plays the study's side to move against a UCI opponent (Stockfish).  At every
game move of the solver a second `pioneer uci` with Rails false searches the same position
afresh.  Prints one Markdown table per study: the game move, the move played on rails and
the fresh search's move, the moves considered (UCI `nodes`) of each, the nodes kept from the
previous tree and the lines ended by kept values (from `info string rails kept …`); then a
total line.  Both Pioneers get --nodes-per-move as a node limit and a generous time, so the
figures depend on the code, not on the machine's speed; the opponent gets --time.

    python3 scripts/rails_studies.py fixtures/studies.epd --only reti-1921 \\
        --only pawn-breakthrough --solver "target/release/pioneer uci"

Needs python-chess (pip install chess).
"""
import argparse
import os
import re
import shutil
import signal
import sys

try:
    import chess
    import chess.engine
except ImportError:  # pragma: no cover - reported as a usage error
    print("error: python-chess is not installed (pip install chess)", file=sys.stderr)
    sys.exit(2)

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from play_studies import start  # noqa: E402  (the same engine start as the studies' games)

RAILS = re.compile(r"rails kept (\d+) nodes, (\d+) lines")


def search(engine, board: chess.Board, limit, game: str):
    """The move, the moves considered and the rails figures (kept, reused) of one search."""
    kept = reused = 0
    nodes = 0
    move = None
    # A new `game` sends `ucinewgame` (python-chess), so no tree crosses from one study to
    # the next.
    with engine.analysis(board, limit, game=game) as analysis:
        for info in analysis:
            nodes = info.get("nodes", nodes)
            m = RAILS.search(info.get("string", ""))
            if m:
                kept, reused = int(m.group(1)), int(m.group(2))
        move = analysis.wait().move
    return move, nodes, kept, reused


def measure(rails, fresh, opponent, board: chess.Board, args, game: str) -> list:
    side = board.turn
    rows = []
    limit = chess.engine.Limit(nodes=args.nodes_per_move, time=args.pioneer_time)
    while not board.is_game_over(claim_draw=True) and len(board.move_stack) < args.max_plies:
        if board.turn != side:
            reply = opponent.play(board, chess.engine.Limit(time=args.time)).move
            if reply is None:
                break
            board.push(reply)
            continue
        number = f"{board.fullmove_number}{'.' if board.turn == chess.WHITE else '…'}"
        move, on_rails, kept, reused = search(rails, board, limit, game)
        fresh_move, afresh, _, _ = search(fresh, board, limit, game)
        if move is None or move not in board.legal_moves:
            break
        rows.append((number, board.san(move),
                     board.san(fresh_move) if fresh_move in board.legal_moves else "-",
                     on_rails, afresh, kept, reused))
        board.push(move)
    return rows


def main() -> int:
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("epd")
    ap.add_argument("--solver", default="target/release/pioneer uci")
    ap.add_argument("--opponent", default=shutil.which("stockfish") or "/usr/games/stockfish")
    ap.add_argument("--time", type=float, default=0.2, help="the opponent's seconds per move")
    ap.add_argument("--nodes-per-move", type=int, default=200000,
                    help="Pioneer's node limit per move (moves considered)")
    ap.add_argument("--pioneer-time", type=float, default=120.0,
                    help="Pioneer's time limit per move, far above what the node limit needs")
    ap.add_argument("--max-plies", type=int, default=60)
    ap.add_argument("--only", action="append", help="play only the studies with these ids")
    args = ap.parse_args()
    try:
        lines = open(args.epd, encoding="utf-8").read().splitlines()
    except OSError as e:
        print(f"error: {args.epd}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        rails = start(args.solver, {"Engine": "pioneer", "Rails": True})
        fresh = start(args.solver, {"Engine": "pioneer", "Rails": False})
        opponent = start(args.opponent, {"Threads": 1, "Hash": 64})
    except SystemExit as e:
        print(e, file=sys.stderr)
        return 2
    try:
        for n, text in enumerate(lines, 1):
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            board, ops = chess.Board.from_epd(text)
            ident = ops.get("id", f"line {n}")
            if args.only and ident not in args.only:
                continue
            rows = measure(rails, fresh, opponent, board, args, ident)
            print(f"\n{ident} ({board.result(claim_draw=True)} after {len(board.move_stack)} plies)\n")
            print("| move | played on rails | fresh would play | moves on rails | moves fresh "
                  "| nodes kept | lines ended by kept values |")
            print("|---|---|---|---:|---:|---:|---:|")
            for number, played, other, on_rails, afresh, kept, reused in rows:
                print(f"| {number} | {played} | {other} | {on_rails} | {afresh} | {kept} | {reused} |")
            total_rails = sum(r[3] for r in rows)
            total_fresh = sum(r[4] for r in rows)
            print(f"| total | | | {total_rails} | {total_fresh} | | |")
            sys.stdout.flush()
    finally:
        rails.quit()
        fresh.quit()
        opponent.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
