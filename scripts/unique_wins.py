#!/usr/bin/env python3
"""Generate a suite of "unique quiet wins": random endgame positions in which the side to
move wins by exactly one move, and that move is not a capture — the shape of an endgame
study's key, found by Stockfish rather than by a composer.

The development suites (EET, PET) are hard for both engines (alpha-beta chooses the key in
a few of their won positions); the suite that judges the project is said to be shallower
for alpha-beta (it chooses 32 keys of 40 there). This set is a proxy for that kind of
position, made without looking at any engine of ours: positions are drawn at random from a
few material classes (kings and pawns, minor pieces, rooks), kept only when Stockfish
(multipv 2) gives the best move a win (>= WIN centipawns or a mate for the side to move) and
the second best at most DRAW centipawns, the best move is no capture, the material is not
already more than a pawn ahead for the side to move, and the verdict holds at a second,
deeper search.

Usage:
    python3 scripts/unique_wins.py OUT.epd [--count 40] [--seed 1] [--depth 16]
        [--verify-depth 22] [--engine /usr/games/stockfish] [--quiet-keys]

With --quiet-keys the key must also be no promotion and no check (ids "UQQ nnn").

With --locked the positions are of one class instead: kings and locked pawns (every pawn
stands behind a pawn and none can take one, so only the kings can move: the class of the
kings' race, `pioneer_rules::kings_game`), two to four rams on files of their own and
sometimes a pawn behind one of its own (ids "UQL nnn").

Each line: the position, `bm` (the key), `id "UQW nnn: class"`, `c8` (Stockfish's scores
of the best and second-best moves at the verification depth) and `c9 "win"`.
"""

import argparse
import os
import random
import re
import sys

import chess
import chess.engine

WIN = 300
DRAW = 50

# Material classes: (white pieces besides the king, black pieces besides the king), as
# piece letters; pawns are placed on ranks 2-7.
CLASSES = [
    ("kp", "PP", "P"),
    ("kp", "PPP", "PP"),
    ("kp", "PP", "PP"),
    ("kp", "PPP", "PPP"),
    ("minor", "NP", "P"),
    ("minor", "BP", "P"),
    ("minor", "NPP", "BP"),
    ("minor", "BPP", "NP"),
    ("minor", "BP", "PP"),
    ("rook", "RP", "R"),
    ("rook", "RPP", "RP"),
    ("rook", "RP", "PP"),
    ("rook", "RP", "B"),
]

VALUES = {chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9}


def random_position(rng, white, black):
    """A legal position with the given material and either side to move, or None."""
    board = chess.Board(None)
    squares = list(chess.SQUARES)
    rng.shuffle(squares)
    it = iter(squares)
    board.set_piece_at(next(it), chess.Piece(chess.KING, chess.WHITE))
    board.set_piece_at(next(it), chess.Piece(chess.KING, chess.BLACK))
    for color, letters in ((chess.WHITE, white), (chess.BLACK, black)):
        for letter in letters:
            piece = chess.Piece.from_symbol(letter if color else letter.lower())
            for sq in it:
                if piece.piece_type == chess.PAWN and chess.square_rank(sq) in (0, 7):
                    continue
                board.set_piece_at(sq, piece)
                break
    board.turn = rng.choice([chess.WHITE, chess.BLACK])
    if not board.is_valid() or board.is_check() or board.is_game_over():
        return None
    return board


def no_pawn_move(board):
    """Whether no pawn of either side has a move (a push or a capture)."""
    turn = board.turn
    try:
        for color in (chess.WHITE, chess.BLACK):
            board.turn = color
            for m in board.pseudo_legal_moves:
                if board.piece_type_at(m.from_square) == chess.PAWN:
                    return False
        return True
    finally:
        board.turn = turn


def random_locked_position(rng):
    """A legal position of kings and locked pawns with either side to move, or None."""
    board = chess.Board(None)
    files = rng.sample(range(8), rng.randint(2, 4))
    for f in files:
        r = rng.randint(1, 5)
        board.set_piece_at(chess.square(f, r), chess.Piece(chess.PAWN, chess.WHITE))
        board.set_piece_at(chess.square(f, r + 1), chess.Piece(chess.PAWN, chess.BLACK))
    if rng.random() < 0.5:
        # A pawn behind one of its own: White's below its ram, Black's above.
        f = rng.choice(files)
        color = rng.choice([chess.WHITE, chess.BLACK])
        pawns = [s for s in board.pieces(chess.PAWN, color) if chess.square_file(s) == f]
        sq = pawns[0] + (-8 if color == chess.WHITE else 8)
        if 8 <= sq < 56 and board.piece_at(sq) is None:
            board.set_piece_at(sq, chess.Piece(chess.PAWN, color))
    if not no_pawn_move(board):
        return None
    free = [s for s in chess.SQUARES if board.piece_at(s) is None]
    wk, bk = rng.sample(free, 2)
    board.set_piece_at(wk, chess.Piece(chess.KING, chess.WHITE))
    board.set_piece_at(bk, chess.Piece(chess.KING, chess.BLACK))
    board.turn = rng.choice([chess.WHITE, chess.BLACK])
    if not board.is_valid() or board.is_check() or board.is_game_over():
        return None
    return board


def material(board, color):
    return sum(VALUES.get(p.piece_type, 0) for p in board.piece_map().values() if p.color == color)


def scores(engine, board, depth):
    """Stockfish's two best moves with their scores for the side to move (centipawns)."""
    infos = engine.analyse(board, chess.engine.Limit(depth=depth), multipv=2)
    out = []
    for info in infos:
        if "pv" not in info:
            continue
        score = info["score"].pov(board.turn).score(mate_score=100000)
        out.append((info["pv"][0], score))
    return out


def unique_win(engine, board, depth, quiet=False):
    """The key if the side to move wins by exactly one move that takes nothing (with
    `quiet`, also no promotion and no check), else None."""
    if board.legal_moves.count() < 2:
        return None
    best = scores(engine, board, depth)
    if len(best) < 2:
        return None
    (key, s1), (_, s2) = best[0], best[1]
    if s1 < WIN or s2 > DRAW or board.is_capture(key):
        return None
    if quiet and (key.promotion is not None or board.gives_check(key)):
        return None
    return key, s1, s2


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--count", type=int, default=40)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--depth", type=int, default=16)
    ap.add_argument("--verify-depth", type=int, default=22)
    ap.add_argument("--engine", default="/usr/games/stockfish")
    ap.add_argument(
        "--quiet-keys",
        action="store_true",
        help="keep only keys that are no promotion and give no check either",
    )
    ap.add_argument(
        "--locked",
        action="store_true",
        help="positions of kings and locked pawns only (the kings' race's class)",
    )
    ap.add_argument(
        "--prefix",
        help="the ids' prefix (letters and digits; default UQW, UQQ with --quiet-keys, "
        "UQL with --locked): a fresh set's own, e.g. UQF3",
    )
    args = ap.parse_args()
    if args.prefix is not None and not re.fullmatch(r"[A-Za-z0-9]{1,12}", args.prefix):
        print(
            f"error: --prefix {args.prefix!r}: one to twelve letters or digits",
            file=sys.stderr,
        )
        return 2
    if args.count < 1:
        print(f"error: --count {args.count}: at least one position", file=sys.stderr)
        return 2
    # The output is written only at the end, after minutes of searching: a path that
    # cannot be written is refused before any search.
    folder = os.path.dirname(os.path.abspath(args.out))
    if not os.path.isdir(folder) or not os.access(folder, os.W_OK) or (
        os.path.exists(args.out) and not os.access(args.out, os.W_OK)
    ):
        print(f"error: cannot write {args.out}: no writable folder or file", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    try:
        engine = chess.engine.SimpleEngine.popen_uci(args.engine)
    except (FileNotFoundError, PermissionError) as e:
        print(f"error: cannot start {args.engine}: {e}", file=sys.stderr)
        return 2
    engine.configure({"Threads": 1, "Hash": 64})
    prefix = args.prefix or ("UQL" if args.locked else "UQQ" if args.quiet_keys else "UQW")
    per_class = {}
    lines = []
    tried = 0
    quota = -(-args.count // len(CLASSES)) + 1
    try:
        while len(lines) < args.count:
            tried += 1
            if args.locked:
                board = random_locked_position(rng)
                if board is None:
                    continue
                name = "locked"
                white = "P" * len(board.pieces(chess.PAWN, chess.WHITE))
                black = "P" * len(board.pieces(chess.PAWN, chess.BLACK))
            else:
                name, white, black = rng.choice(CLASSES)
                if per_class.get((name, white, black), 0) >= quota:
                    continue
                board = random_position(rng, white, black)
                if board is None:
                    continue
            if material(board, board.turn) - material(board, not board.turn) > 1:
                continue
            found = unique_win(engine, board, args.depth, args.quiet_keys)
            if found is None:
                continue
            again = unique_win(engine, board, args.verify_depth, args.quiet_keys)
            if again is None or again[0] != found[0]:
                continue
            key, s1, s2 = again
            per_class[(name, white, black)] = per_class.get((name, white, black), 0) + 1
            n = len(lines) + 1
            epd = board.epd(
                bm=[key],
                id=f"{prefix} {n:03}: {name} {white} vs {black}",
                c8=f"Stockfish depth {args.verify_depth}: best {s1}, second {s2}",
                c9="win",
            )
            lines.append(epd)
            print(f"{n:3} after {tried} draws: {epd}", file=sys.stderr, flush=True)
    finally:
        engine.quit()
    header = [
        "# Unique " + ("quiet " if args.quiet_keys else "") + "wins: random endgame positions"
        + (" of kings and locked pawns" if args.locked else "")
        + " in which the side to move wins by",
        "# exactly one move, not a capture"
        + (" nor a promotion nor a check" if args.quiet_keys else "")
        + " (scripts/unique_wins.py; Stockfish multipv 2:",
        f"# best >= {WIN} cp or a mate, second <= {DRAW} cp, at depth {args.depth} and again at",
        f"# depth {args.verify_depth}). Seed {args.seed}, {tried} positions drawn.",
    ]
    try:
        with open(args.out, "w") as f:
            f.write("\n".join(header + lines) + "\n")
    except OSError as e:
        print(f"error: cannot write {args.out}: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
