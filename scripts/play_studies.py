#!/usr/bin/env python3
"""Play endgame studies out: a UCI solver against a UCI opponent, from each EPD position.

The solver (by default `pioneer uci` with its Pioneer engine) plays the side to move of each
position; the opponent (by default Stockfish) plays the other side.  Both get the same time
per move.  A game ends by the rules (mate, stalemate, insufficient material; a draw by
repetition once a position has occurred three times, by the fifty-move rule once fifty moves
have passed without a capture or a pawn move, as engine matches adjudicate them: a side that
could claim a draw by its next move is not made to) or at --max-plies, where it is adjudicated by the opponent's own evaluation at a
fixed depth (a mate score or at least +/-WIN_CP for the side to move of the study is a win or
a loss, within +/-DRAW_CP a draw, otherwise "unclear").  The result, seen from the study's
side to move, is compared with the expected result in the EPD opcode c9 ("win", "draw",
"loss"); a line without c9 is played and reported but not judged.

Prints one block per study: the id, the expected and reached result, how the game ended and
the moves played in SAN; a last line "reached K of N".  Exit code 0 when every judged study
reached its result, 1 otherwise, 2 on bad input (a missing engine, an unreadable file).

    python3 scripts/play_studies.py fixtures/studies.epd \
        --solver "target/release/pioneer uci" --opponent /usr/games/stockfish --time 0.5

Other settings of the solver go through its UCI options, e.g. Pioneer's switches:
    --solver-option "Settings=--zone-time --perpetual"

Needs python-chess (pip install chess).
"""
import argparse
import shlex
import shutil
import signal
import sys

try:
    import chess
    import chess.engine
except ImportError:  # pragma: no cover - reported as a usage error
    print("error: python-chess is not installed (pip install chess)", file=sys.stderr)
    sys.exit(2)

WIN_CP = 400
# Seconds an engine may take to answer `isready` after its options are set.
READY_TIMEOUT = 300.0
DRAW_CP = 50


def start(command: str, options: dict, required: dict = None) -> chess.engine.SimpleEngine:
    """Starts a UCI engine and sets `options` it has and `required` ones it must have."""
    argv = shlex.split(command)
    if not argv or shutil.which(argv[0]) is None:
        raise SystemExit(f"error: engine not found: {command}")
    eng = chess.engine.SimpleEngine.popen_uci(argv)
    missing = [name for name in (required or {}) if name not in eng.options]
    if missing:
        eng.close()
        raise SystemExit(f"error: {command} has no UCI option {missing[0]}")
    for name, value in options.items():
        if name in eng.options:
            eng.configure({name: value})
    for name, value in (required or {}).items():
        try:
            eng.configure({name: value})
        except chess.engine.EngineError as e:
            eng.close()
            raise SystemExit(f"error: option {name}: {e}")
    # An engine may prepare for a while once its options are set (Pioneer builds its
    # endgame tables, several seconds) and answers `isready` only then, as the protocol
    # intends; wait for `readyok` longer than for a move, then keep the usual timeout.
    usual, eng.timeout = eng.timeout, READY_TIMEOUT
    try:
        eng.ping()
    except (chess.engine.EngineError, chess.engine.EngineTerminatedError, TimeoutError) as e:
        eng.close()
        raise SystemExit(f"error: {command} did not answer isready: {e or 'timeout'}")
    finally:
        eng.timeout = usual
    return eng


def solver_option(text: str) -> tuple:
    """`NAME=VALUE` (the value may hold spaces and '=')."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    return name.strip(), value


def adjudicate(opponent, board: chess.Board, side: chess.Color, depth: int) -> str:
    info = opponent.analyse(board, chess.engine.Limit(depth=depth))
    score = info["score"].pov(side)
    if score.is_mate():
        return "win" if score.mate() > 0 else "loss"
    cp = score.score()
    if cp >= WIN_CP:
        return "win"
    if cp <= -WIN_CP:
        return "loss"
    if abs(cp) <= DRAW_CP:
        return "draw"
    return "unclear"


def over(board: chess.Board) -> bool:
    """Whether the game has ended: by the rules that need no claim (mate, stalemate,
    insufficient material, fivefold repetition, seventy-five moves), or by a position's
    third occurrence or fifty moves without a capture or a pawn move, as engine matches
    adjudicate them. python-chess's `claim_draw=True` would also end a game where the side
    to move *could* claim a draw with its next move — the winning side would not."""
    return board.is_game_over() or board.is_repetition(3) or board.is_fifty_moves()


def play(solver, opponent, board: chess.Board, args) -> tuple[str, str, list[str]]:
    side = board.turn
    start_board = board.copy()
    limit = chess.engine.Limit(time=args.time)
    while not over(board) and board.ply() < args.max_plies + start_board.ply():
        engine = solver if board.turn == side else opponent
        result = engine.play(board, limit)
        if result.move is None or result.move not in board.legal_moves:
            who = "solver" if engine is solver else "opponent"
            return "loss" if engine is solver else "win", f"{who} gave no legal move", san_line(start_board, board)
        board.push(result.move)
    line = san_line(start_board, board)
    if over(board):
        outcome = board.outcome()
        if outcome is None:
            reason = "threefold_repetition" if board.is_repetition(3) else "fifty_moves"
            return "draw", reason, line
        if outcome.winner is None:
            return "draw", outcome.termination.name.lower(), line
        return ("win" if outcome.winner == side else "loss"), outcome.termination.name.lower(), line
    verdict = adjudicate(opponent, board, side, args.adjudicate_depth)
    return verdict, f"adjudicated after {args.max_plies} plies", line


def san_line(start: chess.Board, end: chess.Board) -> list[str]:
    b = start.copy()
    out = []
    for m in end.move_stack[len(start.move_stack):]:
        prefix = f"{b.fullmove_number}." if b.turn == chess.WHITE else (
            f"{b.fullmove_number}..." if not out else "")
        out.append(prefix + b.san(m))
        b.push(m)
    return out


def main() -> int:
    # `… | head` ends the output quietly, as command-line tools do.
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("epd")
    ap.add_argument("--solver", default="target/release/pioneer uci")
    ap.add_argument("--solver-engine", default="pioneer",
                    help="the solver's UCI option Engine (pioneer or alphabeta), if it has one")
    ap.add_argument("--opponent", default=shutil.which("stockfish") or "/usr/games/stockfish")
    ap.add_argument("--time", type=float, default=0.5, help="seconds per move, both sides")
    ap.add_argument("--max-plies", type=int, default=120)
    ap.add_argument("--adjudicate-depth", type=int, default=22)
    ap.add_argument("--only", help="play only the study with this id")
    ap.add_argument("--solver-option", type=solver_option, action="append", default=[],
                    metavar="NAME=VALUE",
                    help="a UCI option of the solver, e.g. \"Settings=--zone-time\" "
                         "(repeatable)")
    args = ap.parse_args()
    try:
        lines = open(args.epd, encoding="utf-8").read().splitlines()
    except OSError as e:
        print(f"error: {args.epd}: {e.strerror}", file=sys.stderr)
        return 2
    try:
        solver = start(args.solver, {"Engine": args.solver_engine},
                       dict(args.solver_option))
        opponent = start(args.opponent, {"Threads": 1, "Hash": 64})
    except SystemExit as e:
        print(e, file=sys.stderr)
        return 2
    judged = reached = 0
    try:
        for n, text in enumerate(lines, 1):
            if not text.strip() or text.lstrip().startswith("#"):
                continue
            try:
                board, ops = chess.Board.from_epd(text)
            except ValueError as e:
                print(f"error: {args.epd}: line {n}: {e}", file=sys.stderr)
                return 2
            ident = ops.get("id", f"line {n}")
            if args.only and ident != args.only:
                continue
            expected = ops.get("c9")
            got, how, line = play(solver, opponent, board, args)
            mark = ""
            if expected is not None:
                judged += 1
                if got == expected:
                    reached += 1
                    mark = "reached"
                else:
                    mark = "MISSED"
            print(f"{ident}: expected {expected or '-'}, got {got} ({how}) {mark}".rstrip())
            print("  " + " ".join(line))
            sys.stdout.flush()
    finally:
        solver.quit()
        opponent.quit()
    print(f"reached {reached} of {judged}")
    return 0 if reached == judged else 1


if __name__ == "__main__":
    sys.exit(main())
