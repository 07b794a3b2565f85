//! The kings' game (`pioneer_rules::kings_game`) against an oracle that knows nothing of
//! it: chess itself. Every placement of the two kings on several locked structures, with
//! either side to move, is set up through shakmaty (which rejects the illegal ones), and a
//! memoised minimax over shakmaty's legal moves decides whether the side to move forces a
//! king's capture of a pawn (or is mated) within a bounded number of half-moves. The
//! retrograde table must agree on every placement: the same legal placements, the same
//! forced captures at the same lengths, and "neither" only where no capture is forced
//! within the bound. The game of one pawn (`RaceGoal::Take`) is checked the same way,
//! against a minimax in which the taker's king wins only by taking that pawn and takes no
//! other, and the pawn's own king wins by taking any: every entry the search reads (the
//! taker to move, the owner to move losing) must agree.

use pioneer_rules::kings_game::{KingsGame, LockedPawns, Race};
use pioneer_rules::{Chess, Color, Position, Square, parse_fen};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Role, Setup};
use std::collections::HashMap;

/// The bound of the oracle's search, in half-moves.
const BOUND: u16 = 15;

/// Chess's answer: whether the side to move forces the first capture within `d`
/// half-moves (`wins`), or cannot escape the other side's within `d` (`loses`). With a
/// `target`, the game of one pawn: the side that does not own the pawn on it wins only by
/// taking it and takes no other pawn (those moves are left out), the owner by any capture.
struct Oracle {
    memo: HashMap<(String, u16, bool), bool>,
    target: Option<(Square, Color)>,
}

/// What a legal move is to the oracle's game.
#[derive(PartialEq)]
enum Kind {
    /// A capture that wins the game.
    Wins,
    /// A capture the game leaves out.
    Forbidden,
    /// A king step that takes nothing.
    Quiet,
}

impl Oracle {
    fn new(target: Option<(Square, Color)>) -> Oracle {
        Oracle {
            memo: HashMap::new(),
            target,
        }
    }

    fn key(pos: &Chess) -> String {
        format!("{}{:?}", pos.board(), pos.turn())
    }

    fn kind(&self, pos: &Chess, m: &shakmaty::Move) -> Kind {
        match self.target {
            _ if !m.is_capture() => Kind::Quiet,
            Some((sq, owner)) if pos.turn() != owner && m.to() != sq => Kind::Forbidden,
            _ => Kind::Wins,
        }
    }

    fn wins(&mut self, pos: &Chess, d: u16) -> bool {
        if d == 0 {
            return false;
        }
        let k = (Oracle::key(pos), d, true);
        if let Some(&v) = self.memo.get(&k) {
            return v;
        }
        let moves = pos.legal_moves();
        let v = moves.iter().any(|m| self.kind(pos, m) == Kind::Wins)
            || moves.iter().any(|m| {
                self.kind(pos, m) == Kind::Quiet && {
                    let mut after = pos.clone();
                    after.play_unchecked(*m);
                    self.loses(&after, d - 1)
                }
            });
        self.memo.insert(k, v);
        v
    }

    fn loses(&mut self, pos: &Chess, d: u16) -> bool {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return pos.is_check();
        }
        if d == 0 || moves.iter().any(|m| self.kind(pos, m) != Kind::Quiet) {
            return false;
        }
        let k = (Oracle::key(pos), d, false);
        if let Some(&v) = self.memo.get(&k) {
            return v;
        }
        let v = moves.iter().all(|m| {
            let mut after = pos.clone();
            after.play_unchecked(*m);
            self.wins(&after, d - 1)
        });
        self.memo.insert(k, v);
        v
    }
}

/// The position with the pawns of `structure` and the kings on `w` and `b`, if legal.
fn placed(structure: &Chess, w: Square, b: Square, turn: Color) -> Option<Chess> {
    let mut board = Board::empty();
    for (sq, piece) in structure.board().clone() {
        if piece.role == Role::Pawn {
            board.set_piece_at(sq, piece);
        }
    }
    if board.occupied().contains(w) || board.occupied().contains(b) || w == b {
        return None;
    }
    board.set_piece_at(
        w,
        Piece {
            color: Color::White,
            role: Role::King,
        },
    );
    board.set_piece_at(
        b,
        Piece {
            color: Color::Black,
            role: Role::King,
        },
    );
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = turn;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

/// Every `stride`-th placement of the two kings on the pawns of `structure` (named `what`
/// in messages), either side to move, checked against `game`: a placement chess rejects
/// has no entry, one it accepts has one, handed to `judge` with the legal position and
/// the message prefix; `judge` says whether the entry was decided within the bound.
/// Asserts that some were.
fn each_placement(
    what: &str,
    structure: &Chess,
    game: &KingsGame,
    stride: usize,
    mut judge: impl FnMut(&Chess, Color, Race, &str) -> bool,
) {
    let mut decided = 0;
    for (n, (w, b)) in Square::ALL
        .into_iter()
        .flat_map(|w| Square::ALL.into_iter().map(move |b| (w, b)))
        .enumerate()
    {
        if n % stride != 0 {
            continue;
        }
        for turn in [Color::White, Color::Black] {
            let race = game.race(w, b, turn);
            let Some(pos) = placed(structure, w, b, turn) else {
                assert_eq!(race, None, "{what}: {w} {b} {turn:?} is no legal placement");
                continue;
            };
            let race = race.unwrap_or_else(|| panic!("{what}: {w} {b} {turn:?} is legal"));
            let at = format!("{what}: kings {w} {b}, {turn:?} to move, {race:?}");
            if judge(&pos, turn, race, &at) {
                decided += 1;
            }
        }
    }
    eprintln!("{what}: {decided} placements decided within {BOUND} half-moves");
    assert!(decided > 0, "{what}: nothing decided within the bound");
}

/// Whether the side to move forces its win in exactly `plies` half-moves (`wins`) or
/// loses in exactly `plies` (`!wins`), as the oracle plays the game.
fn exactly(oracle: &mut Oracle, pos: &Chess, wins: bool, plies: u16, at: &str) {
    if wins {
        assert!(oracle.wins(pos, plies), "{at}: no capture that soon");
        assert!(!oracle.wins(pos, plies - 1), "{at}: a quicker capture");
    } else {
        assert!(oracle.loses(pos, plies), "{at}: an escape");
        assert!(
            plies == 0 || !oracle.loses(pos, plies - 1),
            "{at}: lost sooner"
        );
    }
}

fn check_structure(fen: &str, stride: usize) {
    let structure = parse_fen(fen).unwrap();
    let game = KingsGame::solve(LockedPawns::of(&structure).expect("a locked structure"));
    let mut oracle = Oracle::new(None);
    each_placement(
        fen,
        &structure,
        &game,
        stride,
        |pos, _, race, at| match race {
            Race::Takes { plies } if plies <= BOUND => {
                exactly(&mut oracle, pos, true, plies, at);
                true
            }
            Race::Loses { plies } if plies <= BOUND => {
                exactly(&mut oracle, pos, false, plies, at);
                true
            }
            _ => {
                assert!(!oracle.wins(pos, BOUND), "{at}: chess forces a capture");
                assert!(!oracle.loses(pos, BOUND), "{at}: chess loses a pawn");
                false
            }
        },
    );
}

/// The game of one pawn on `target` against the oracle, every `stride`-th placement: the
/// taker to move forces its capture exactly as the table says (and not where it says it
/// cannot), and the owner to move loses exactly where the table says so.
fn check_take(fen: &str, target: Square, stride: usize) {
    let structure = parse_fen(fen).unwrap();
    let pawns = LockedPawns::of(&structure).expect("a locked structure");
    let owner = if pawns.pawns(Color::White).contains(target) {
        Color::White
    } else {
        Color::Black
    };
    let game = KingsGame::solve_take(pawns, target).expect("a pawn on the target");
    let mut oracle = Oracle::new(Some((target, owner)));
    let what = format!("{fen} ({target})");
    each_placement(
        &what,
        &structure,
        &game,
        stride,
        |pos, turn, race, at| match (turn == owner, race) {
            (false, Race::Takes { plies }) if plies <= BOUND => {
                exactly(&mut oracle, pos, true, plies, at);
                true
            }
            (true, Race::Loses { plies }) if plies <= BOUND => {
                exactly(&mut oracle, pos, false, plies, at);
                true
            }
            (false, Race::Takes { .. }) | (true, Race::Loses { .. }) => false,
            (false, _) => {
                assert!(!oracle.wins(pos, BOUND), "{at}: chess forces it");
                false
            }
            (true, _) => {
                assert!(!oracle.loses(pos, BOUND), "{at}: chess loses it");
                false
            }
        },
    );
}

#[test]
fn the_game_of_one_pawn_agrees_with_chess() {
    // UQLF 019's structure: the soonest capture (b6) is the wrong one, d2 the right one.
    let fen = "8/1p6/1P6/8/k7/3p4/3P4/1K6 b - - 0 1";
    for target in [Square::D2, Square::B6, Square::D3, Square::B7] {
        check_take(fen, target, 5);
    }
    // Fine 70's, and pawns that check and mate.
    check_take("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", Square::F5, 7);
    check_take("k7/p7/P7/8/8/6p1/6P1/7K w - - 0 1", Square::G3, 7);
    // No pawn on the square: no game.
    let pawns = LockedPawns::of(&parse_fen(fen).unwrap()).unwrap();
    assert!(KingsGame::solve_take(pawns, Square::E4).is_none());
}

#[test]
fn lasker_reichhelm_agrees_with_chess() {
    check_structure("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1", 3);
}

#[test]
fn a_locked_chain_agrees_with_chess() {
    check_structure("8/8/2k5/p1p1p3/P1P1P3/8/8/2K5 w - - 0 1", 3);
}

#[test]
fn pawns_that_check_and_mate_agree_with_chess() {
    // Pawns on the edge ranks' neighbours, where a king can stand in check from a pawn
    // and be mated by one.
    check_structure("k7/p7/P7/8/8/6p1/6P1/7K w - - 0 1", 3);
}

#[test]
fn the_class_is_kept_by_king_moves() {
    // Every legal king move of a locked position keeps it locked with the same pawns
    // unless it takes one.
    let pos = parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap();
    let pawns = LockedPawns::of(&pos).unwrap();
    let mut frontier = vec![pos];
    let mut seen = 0;
    while let Some(p) = frontier.pop() {
        seen += 1;
        if seen > 2000 {
            break;
        }
        for m in p.legal_moves() {
            assert_eq!(m.role(), Role::King, "only kings move in a locked position");
            let mut after = p.clone();
            after.play_unchecked(m);
            if m.is_capture() {
                assert!(LockedPawns::of(&after) != Some(pawns));
            } else {
                assert_eq!(LockedPawns::of(&after), Some(pawns));
                frontier.push(after);
            }
        }
    }
}
