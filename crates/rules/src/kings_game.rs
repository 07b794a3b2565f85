//! The kings' game of a locked pawn structure (ours, not in the sources; `docs/search.md`
//! item 48): in a position of kings and pawns where no pawn can move — every pawn stands
//! in front of a pawn and no pawn can take one — only the kings move, and nothing changes
//! until a king takes a pawn. [`KingsGame`] solves that game exactly, for every placement
//! of the two kings and either side to move: which side can force the **first capture**
//! (a king taking a pawn), in how many half-moves, or that neither can. A king mated by a
//! pawn loses the game; a stalemate and endless manoeuvring are neither side's.
//!
//! It is a statement about the kings' race to the first capture, **not a verdict on the
//! chess position**: a side that takes first may still lose (its pawn structure opened,
//! the other king taking two), and a side that cannot force the first capture may win by
//! letting the other king take one. So the search uses it to order lines equal in
//! material, never to end one or to prove (`pioneer_tree::Switches::kings_game`), and, in
//! a search whose root is of the class, to choose the moves that play the race out to the
//! capture, whose worth the search then finds (`pioneer_tree::Switches::kings_race_played`).
//!
//! **The game of one pawn** ([`RaceGoal::Take`], `docs/search.md` item 80): the same race
//! with another aim for one side. The king of the side that does not own the pawn on a
//! given square wins by taking *that* pawn (it takes no other on the way); the pawn's own
//! king wins by taking any pawn first. The soonest capture of the kings' race can be the
//! wrong one — a pawn won back at once, where the slower capture of another pawn wins
//! (UQLF 019: 1…Ka5? takes b6 and White takes d3; 1…Kb3! takes d2 by zugzwang) —, and
//! this game tells which pawns a king can force its way to, and how soon.
//!
//! Its oracle is chess itself: the tests (`tests/kings_game.rs`) play the same game by
//! shakmaty's legal moves, with a memoised minimax to a bounded depth, over every king
//! placement of several structures, and compare the forced captures and their lengths.
//!
//! ```
//! use pioneer_rules::kings_game::{KingsGame, LockedPawns, Race};
//! use pioneer_rules::{Color, Square, parse_fen};
//!
//! // Lasker and Reichhelm 1901 (Fine 70): the pawns are locked.
//! let pos = parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap();
//! let game = KingsGame::solve(LockedPawns::of(&pos).unwrap());
//! // White to move can force a capture from a1 (the study's 1.Kb1!) …
//! assert!(matches!(game.race(Square::A1, Square::A7, Color::White), Some(Race::Takes { .. })));
//! // … but not after 1.Kb2? Ka8: Black holds the corresponding square.
//! assert_eq!(game.race(Square::B2, Square::A8, Color::White), Some(Race::Neither));
//! ```

use rustc_hash::FxHashMap;
use shakmaty::{Bitboard, Chess, Color, EnPassantMode, File, Position, Square, attacks};
use std::sync::{Arc, Mutex};

/// The pawns of a position in which no pawn can move (module docs): every pawn has a pawn
/// on the square in front of it, no pawn attacks an enemy pawn, no en passant square, and
/// nothing but kings and pawns on the board, pawns among them (bare kings are no race).
/// Kings moving never changes it; only a king taking a pawn leaves it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LockedPawns {
    white: Bitboard,
    black: Bitboard,
    /// The squares White's pawns attack, then Black's' (computed once: the solve reads
    /// them at every placement).
    attacked: [Bitboard; 2],
}

impl LockedPawns {
    /// The locked structure of `pos`, if its pawns are locked (type docs).
    pub fn of(pos: &Chess) -> Option<LockedPawns> {
        let board = pos.board();
        let pawns = board.pawns();
        if pawns.is_empty() || board.occupied() != pawns | board.kings() {
            return None;
        }
        let white = pawns & board.white();
        let black = pawns & board.black();
        // Every pawn has a pawn in front of it (a pawn never stands on its last rank), no
        // pawn attacks an enemy pawn, and no en passant capture is open (asked last: it is
        // the dearest).
        let attacked = [
            pawn_attacks(white, Color::White),
            pawn_attacks(black, Color::Black),
        ];
        let locked = (white.shift(8) & !pawns).is_empty()
            && (black.shift(-8) & !pawns).is_empty()
            && (attacked[0] & black).is_empty()
            && (attacked[1] & white).is_empty()
            && pos.ep_square(EnPassantMode::Legal).is_none();
        locked.then_some(LockedPawns {
            white,
            black,
            attacked,
        })
    }

    /// The pawns of `color`.
    pub fn pawns(self, color: Color) -> Bitboard {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The squares the pawns of `color` attack.
    fn attacked_by(self, color: Color) -> Bitboard {
        self.attacked[side(color)]
    }
}

/// Every square the pawns of `color` in `pawns` attack: the set shifted one rank forward
/// and one file aside (a pawn on the a-file attacks no square to its left).
fn pawn_attacks(pawns: Bitboard, color: Color) -> Bitboard {
    let left = pawns & !Bitboard::from_file(File::A);
    let right = pawns & !Bitboard::from_file(File::H);
    match color {
        Color::White => left.shift(7) | right.shift(9),
        Color::Black => left.shift(-9) | right.shift(-7),
    }
}

/// The kings' game from one placement, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Race {
    /// The side to move forces the first capture; its last half-move takes the pawn
    /// (`plies` is odd: 1 when a pawn can be taken now).
    Takes {
        /// Half-moves to the capture, both sides' counted.
        plies: u16,
    },
    /// The other side forces the first capture, or the side to move is mated by a pawn,
    /// however the side to move plays (`plies` is even: 0 when mated now).
    Loses {
        /// Half-moves to the other side's capture (or the mate).
        plies: u16,
    },
    /// Neither side can force a capture (or a mate).
    Neither,
}

/// A slot of the table during and after the solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// No legal placement (the kings on one square or next to each other, a king on a
    /// pawn, the side not to move in check, the side to move in check from two pawns).
    Illegal,
    /// Not (yet) won or lost.
    Open,
    /// Won or lost, in half-moves.
    Decided(Race),
}

/// The number of king placements: White's king square × Black's.
const PLACEMENTS: usize = 64 * 64;

/// What a [`KingsGame`] is played for (module docs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RaceGoal {
    /// The kings' race: either king wins by the first capture of any pawn.
    FirstCapture,
    /// The game of one pawn, the pawn on this square: the other side's king wins by
    /// taking it and takes no other pawn on the way; the pawn's own king wins by taking
    /// any pawn first. Its table's entries are exact for the taker's side to move and
    /// for the owner's side losing; an entry where the owner to move "takes" may rest on
    /// the taker's refusal to take another pawn, and is no statement about chess.
    Take(Square),
}

/// The solved kings' game of one [`LockedPawns`] (module docs): a slot per placement of
/// the two kings and side to move.
#[derive(Debug, Clone)]
pub struct KingsGame {
    pawns: LockedPawns,
    /// What the game is played for (the kings' race unless [`KingsGame::solve_take`]).
    goal: RaceGoal,
    /// White to move, then Black, indexed by [`index`].
    slots: [Vec<Slot>; 2],
}

/// The slot index of the kings on `white` and `black`.
fn index(white: Square, black: Square) -> usize {
    white.to_usize() * 64 + black.to_usize()
}

/// The kings' squares, White's then Black's, of the slot index `i` ([`index`]'s inverse).
fn placement(i: usize) -> (Square, Square) {
    (Square::new((i / 64) as u32), Square::new((i % 64) as u32))
}

/// The side-to-move index of the slot arrays.
fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// What the side to move can do from one placement.
struct Moves {
    /// Whether a king move takes a pawn that wins the game.
    captures: bool,
    /// Whether a king move takes a pawn the goal forbids (the game of one pawn: another
    /// pawn than the one to take): the move is left out, but the side is not mated.
    forbidden: bool,
    /// The placements its quiet king moves reach (the other side to move).
    quiet: Vec<usize>,
}

impl KingsGame {
    /// Solves the kings' game of `pawns`, half-move by half-move back from the captures
    /// and mates (a few milliseconds).
    pub fn solve(pawns: LockedPawns) -> KingsGame {
        KingsGame::solve_goal(pawns, RaceGoal::FirstCapture)
    }

    /// Solves the game of one pawn ([`RaceGoal::Take`]): the pawn on `target` taken by
    /// the other side's king; `None` when no pawn of `pawns` stands there.
    ///
    /// ```
    /// use pioneer_rules::kings_game::{KingsGame, LockedPawns, Race};
    /// use pioneer_rules::{Color, Square, parse_fen};
    ///
    /// // UQLF 019: Black's soonest capture is b6's, which White answers by taking d3;
    /// // after 1…Kb3! Black's king forces its way to d2 whatever White plays.
    /// let pos = parse_fen("8/1p6/1P6/8/k7/3p4/3P4/1K6 b - - 0 1").unwrap();
    /// let pawns = LockedPawns::of(&pos).unwrap();
    /// let d2 = KingsGame::solve_take(pawns, Square::D2).unwrap();
    /// assert!(matches!(d2.race(Square::B1, Square::B3, Color::White), Some(Race::Loses { .. })));
    /// // From a5 (after 1…Ka5?) it cannot.
    /// assert_eq!(d2.race(Square::B1, Square::A5, Color::White), Some(Race::Neither));
    /// ```
    pub fn solve_take(pawns: LockedPawns, target: Square) -> Option<KingsGame> {
        (pawns.white | pawns.black)
            .contains(target)
            .then(|| KingsGame::solve_goal(pawns, RaceGoal::Take(target)))
    }

    /// Solves the game of `goal` (a [`RaceGoal::Take`] names a square with a pawn).
    fn solve_goal(pawns: LockedPawns, goal: RaceGoal) -> KingsGame {
        let mut game = KingsGame {
            pawns,
            goal,
            slots: [
                vec![Slot::Illegal; PLACEMENTS],
                vec![Slot::Illegal; PLACEMENTS],
            ],
        };
        let mut moves: [Vec<Option<Moves>>; 2] = [Vec::new(), Vec::new()];
        for color in [Color::White, Color::Black] {
            let table = &mut moves[side(color)];
            table.reserve(PLACEMENTS);
            for i in 0..PLACEMENTS {
                let m = game.moves_from(i, color);
                if m.is_some() {
                    game.slots[side(color)][i] = Slot::Open;
                }
                table.push(m);
            }
        }
        // Half-move 0 and 1: mated now, or a pawn to take now.
        for color in [Color::White, Color::Black] {
            for (i, m) in moves[side(color)].iter().enumerate() {
                let Some(m) = m else {
                    continue;
                };
                let (w, b) = placement(i);
                let slot = if m.captures {
                    Slot::Decided(Race::Takes { plies: 1 })
                } else if m.quiet.is_empty() && !m.forbidden && game.in_check(w, b, color) {
                    Slot::Decided(Race::Loses { plies: 0 })
                } else {
                    continue;
                };
                game.slots[side(color)][i] = slot;
            }
        }
        // Then half-move p from the slots decided before it: a win when one move reaches a
        // slot lost in p − 1, a loss when every move (there is one) reaches a slot won in
        // fewer than p (so the longest is p − 1).
        let mut plies: u16 = 2;
        loop {
            let mut changed = Vec::new();
            for color in [Color::White, Color::Black] {
                let other = side(!color);
                for (i, m) in moves[side(color)].iter().enumerate() {
                    let Some(m) = m else {
                        continue;
                    };
                    if game.slots[side(color)][i] != Slot::Open {
                        continue;
                    }
                    let after = |j: usize| game.slots[other][j];
                    let wins = m.quiet.iter().any(|&j| {
                        matches!(after(j), Slot::Decided(Race::Loses { plies: q }) if q + 1 == plies)
                    });
                    let loses = !m.quiet.is_empty()
                        && m.quiet.iter().all(|&j| {
                            matches!(after(j), Slot::Decided(Race::Takes { plies: q }) if q < plies)
                        });
                    if wins {
                        changed.push((color, i, Race::Takes { plies }));
                    } else if loses {
                        changed.push((color, i, Race::Loses { plies }));
                    }
                }
            }
            if changed.is_empty() && plies > 2 {
                break;
            }
            for (color, i, race) in changed {
                game.slots[side(color)][i] = Slot::Decided(race);
            }
            plies += 1;
        }
        game
    }

    /// The structure this game was solved for.
    pub fn pawns(&self) -> LockedPawns {
        self.pawns
    }

    /// What this game was solved for.
    pub fn goal(&self) -> RaceGoal {
        self.goal
    }

    /// The race from the kings on `white` and `black` with `turn` to move; `None` for a
    /// placement that is not legal (module docs).
    pub fn race(&self, white: Square, black: Square, turn: Color) -> Option<Race> {
        match self.slots[side(turn)][index(white, black)] {
            Slot::Illegal => None,
            Slot::Open => Some(Race::Neither),
            Slot::Decided(r) => Some(r),
        }
    }

    /// The race with `turn` to move, its king on `own` and the other king on `other`
    /// ([`KingsGame::race`] with the kings named by side); `None` for a placement that is
    /// not legal.
    pub fn race_of(&self, turn: Color, own: Square, other: Square) -> Option<Race> {
        match turn {
            Color::White => self.race(own, other, turn),
            Color::Black => self.race(other, own, turn),
        }
    }

    /// Whether the step of `mover`'s king from `from` to `to` (taking nothing), the other
    /// king on `other`, keeps the game forced for `mover` one half-move sooner: `mover`
    /// takes in `q` half-moves before it and the other side loses in `q − 1` after it.
    ///
    /// ```
    /// use pioneer_rules::kings_game::{KingsGame, LockedPawns};
    /// use pioneer_rules::{Color, Square, parse_fen};
    ///
    /// // UQLF 019: 1…Kb3 heads for d2, 1…Ka5 does not.
    /// let pos = parse_fen("8/1p6/1P6/8/k7/3p4/3P4/1K6 b - - 0 1").unwrap();
    /// let d2 = KingsGame::solve_take(LockedPawns::of(&pos).unwrap(), Square::D2).unwrap();
    /// assert!(d2.hastens(Color::Black, Square::A4, Square::B3, Square::B1));
    /// assert!(!d2.hastens(Color::Black, Square::A4, Square::A5, Square::B1));
    /// ```
    pub fn hastens(&self, mover: Color, from: Square, to: Square, other: Square) -> bool {
        match self.race_of(mover, from, other) {
            Some(Race::Takes { plies }) => matches!(
                self.after_step(mover, to, other),
                Some(Race::Loses { plies: p }) if p + 1 == plies
            ),
            _ => false,
        }
    }

    /// The race after the king of `mover` steps to `to` (a step that takes no pawn, so the
    /// pawns stay locked), the other king on `other` and the other side to move; `None`
    /// for a placement that is not legal.
    ///
    /// ```
    /// use pioneer_rules::kings_game::{KingsGame, LockedPawns, Race};
    /// use pioneer_rules::{Color, Square, parse_fen};
    ///
    /// // Fine 70: after 1.Kb2? Black holds with 1…Ka8, the race's corresponding square.
    /// let pos = parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/1K6/8 b - - 1 1").unwrap();
    /// let game = KingsGame::solve(LockedPawns::of(&pos).unwrap());
    /// assert_eq!(game.after_step(Color::Black, Square::A8, Square::B2), Some(Race::Neither));
    /// ```
    pub fn after_step(&self, mover: Color, to: Square, other: Square) -> Option<Race> {
        match mover {
            Color::White => self.race(to, other, Color::Black),
            Color::Black => self.race(other, to, Color::White),
        }
    }

    /// Whether the king of `color` stands in check from a pawn.
    fn in_check(&self, white: Square, black: Square, color: Color) -> bool {
        let king = if color == Color::White { white } else { black };
        self.pawns.attacked_by(!color).contains(king)
    }

    /// How many pawns give check to the king of `color` (two cannot: no king move reaches
    /// such a placement, and chess has no move that gives it).
    fn checkers(&self, white: Square, black: Square, color: Color) -> usize {
        let king = if color == Color::White { white } else { black };
        (attacks::pawn_attacks(color, king) & self.pawns.pawns(!color)).count()
    }

    /// The king moves of `color` from placement `i`, or `None` if the placement is illegal.
    fn moves_from(&self, i: usize, color: Color) -> Option<Moves> {
        let (white, black) = placement(i);
        let pawns = self.pawns.white | self.pawns.black;
        if white == black
            || attacks::king_attacks(white).contains(black)
            || pawns.contains(white)
            || pawns.contains(black)
            || self.in_check(white, black, !color)
            || self.checkers(white, black, color) > 1
        {
            return None;
        }
        let (own_king, other_king) = match color {
            Color::White => (white, black),
            Color::Black => (black, white),
        };
        let enemy = self.pawns.pawns(!color);
        let forbidden = self.pawns.pawns(color)
            | self.pawns.attacked_by(!color)
            | attacks::king_attacks(other_king);
        // The pawns whose capture wins for `color`; the goal forbids it the others.
        let winning = match self.goal {
            RaceGoal::Take(target) if !self.pawns.pawns(color).contains(target) => {
                Bitboard::from_square(target)
            }
            _ => enemy,
        };
        let mut moves = Moves {
            captures: false,
            forbidden: false,
            quiet: Vec::new(),
        };
        for to in attacks::king_attacks(own_king) & !forbidden {
            if winning.contains(to) {
                moves.captures = true;
            } else if enemy.contains(to) {
                moves.forbidden = true;
            } else {
                moves.quiet.push(match color {
                    Color::White => index(to, other_king),
                    Color::Black => index(other_king, to),
                });
            }
        }
        Some(moves)
    }
}

/// The most solved games [`solved`] and [`solved_goal`] keep; past it the cache starts
/// afresh (a search meets few locked structures: a capture leaves the class; each has its
/// race and, where the search reads them, a game per pawn).
const CACHE_SIZE: usize = 256;

/// The kings' game of `pawns`, solved once per process and shared ([`KingsGame::solve`]
/// costs about a millisecond; a search asks at every line's end).
pub fn solved(pawns: LockedPawns) -> Arc<KingsGame> {
    cached(pawns, RaceGoal::FirstCapture)
}

/// The game of `goal` on `pawns`, solved once per process and shared, as [`solved`];
/// `None` for a [`RaceGoal::Take`] of a square without a pawn.
pub fn solved_goal(pawns: LockedPawns, goal: RaceGoal) -> Option<Arc<KingsGame>> {
    match goal {
        RaceGoal::Take(target) if !(pawns.white | pawns.black).contains(target) => None,
        _ => Some(cached(pawns, goal)),
    }
}

/// The solved games of the process, by structure and goal.
type GameCache = FxHashMap<(LockedPawns, RaceGoal), Arc<KingsGame>>;

/// The game of `goal` on `pawns` from the process's cache, solved there the first time.
fn cached(pawns: LockedPawns, goal: RaceGoal) -> Arc<KingsGame> {
    static CACHE: Mutex<Option<GameCache>> = Mutex::new(None);
    let mut cache = CACHE.lock().unwrap_or_else(|e| e.into_inner());
    let map = cache.get_or_insert_with(FxHashMap::default);
    if let Some(game) = map.get(&(pawns, goal)) {
        return Arc::clone(game);
    }
    if map.len() >= CACHE_SIZE {
        map.clear();
    }
    let game = Arc::new(KingsGame::solve_goal(pawns, goal));
    map.insert((pawns, goal), Arc::clone(&game));
    game
}

/// The race of the position `pos` for White, as a score from −1000 to 1000: `1000 − n`
/// when White forces the first capture in `n` half-moves, `n − 1000` when Black does, 0
/// when neither can (sooner is larger, so that the side that takes heads for its capture
/// and the other side puts it off); `None` when the pawns of `pos` are not locked.
///
/// ```
/// use pioneer_rules::{kings_game, parse_fen};
///
/// let fine_70 = parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").unwrap();
/// assert_eq!(kings_game::white_score(&fine_70), Some(1000 - 27));
/// let open = parse_fen("8/8/1k6/8/8/4P3/8/4K3 w - - 0 1").unwrap();
/// assert_eq!(kings_game::white_score(&open), None);
/// ```
pub fn white_score(pos: &Chess) -> Option<i16> {
    let pawns = LockedPawns::of(pos)?;
    let board = pos.board();
    let white = board.king_of(Color::White)?;
    let black = board.king_of(Color::Black)?;
    let for_mover = match solved(pawns).race(white, black, pos.turn())? {
        Race::Takes { plies } => 1000 - plies.min(999) as i16,
        Race::Loses { plies } => plies.min(999) as i16 - 1000,
        Race::Neither => 0,
    };
    Some(match pos.turn() {
        Color::White => for_mover,
        Color::Black => -for_mover,
    })
}

/// [`white_score`]'s inverse for a score it gives other than 0: the side that forces the
/// first capture and its half-moves to it (`None` for 0: neither side).
///
/// ```
/// use pioneer_rules::{Color, kings_game::score_race};
///
/// assert_eq!(score_race(974), Some((Color::White, 26)));
/// assert_eq!(score_race(-973), Some((Color::Black, 27)));
/// assert_eq!(score_race(0), None);
/// ```
pub fn score_race(score: i16) -> Option<(Color, u16)> {
    let side = match score {
        0 => return None,
        s if s > 0 => Color::White,
        _ => Color::Black,
    };
    Some((side, 1000 - score.unsigned_abs()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse_fen;

    fn locked(fen: &str) -> Option<LockedPawns> {
        LockedPawns::of(&parse_fen(fen).unwrap())
    }

    #[test]
    fn only_locked_kings_and_pawns_make_the_class() {
        assert!(locked("8/k7/3p4/p2P1p2/P2P1P2/8/8/K7 w - - 0 1").is_some());
        // A pawn free to push, a pawn that can take, a piece on the board.
        assert!(locked("6k1/3p4/3p4/3P4/4P1p1/6P1/8/K7 w - - 0 1").is_none());
        assert!(locked("8/k7/8/p3p3/P2P4/8/8/K7 w - - 0 1").is_none());
        assert!(locked("8/k7/3p4/p2P1p2/P2P1P2/8/8/KN6 w - - 0 1").is_none());
        // Bare kings: nothing to take.
        assert!(locked("8/8/8/4k3/8/8/8/4K3 w - - 0 1").is_none());
        // A pawn blocked by a king only is not locked.
        assert!(locked("8/8/8/8/8/4k3/4P3/4K3 w - - 0 1").is_none());
    }

    #[test]
    fn pawn_attacks_by_shifts_are_shakmatys() {
        for color in [Color::White, Color::Black] {
            for sq in Square::ALL {
                let one = Bitboard::from_square(sq);
                assert_eq!(
                    pawn_attacks(one, color),
                    attacks::pawn_attacks(color, sq),
                    "{color:?} {sq}"
                );
            }
        }
    }

    #[test]
    fn the_score_is_whites_whoever_moves() {
        // After 1.Kb1 Black, to move, loses the race in 26 half-moves: +974 for White.
        let after = parse_fen("8/k7/3p4/p2P1p2/P2P1P2/8/8/1K6 b - - 1 1").unwrap();
        assert_eq!(white_score(&after), Some(1000 - 26));
        // Mirrored top to bottom and colours swapped, Black wins the same race.
        let mirrored = parse_fen("k7/8/8/p2p1p2/P2p1P2/3P4/K7/8 b - - 0 1").unwrap();
        assert_eq!(white_score(&mirrored), Some(-(1000 - 27)));
        // One structure is solved once per process.
        let pawns = LockedPawns::of(&after).unwrap();
        assert!(Arc::ptr_eq(&solved(pawns), &solved(pawns)));
    }

    #[test]
    fn a_pawn_to_take_now_is_one_half_move() {
        let pawns = locked("8/8/8/8/p7/P7/8/K6k w - - 0 1").unwrap();
        let game = KingsGame::solve(pawns);
        // White's king on b3 (in check from a4) takes it at once.
        assert_eq!(
            game.race(Square::B3, Square::H1, Color::White),
            Some(Race::Takes { plies: 1 })
        );
        // A king on a pawn, or Black in check from a3 with White to move: no placement.
        assert_eq!(game.race(Square::A3, Square::H1, Color::White), None);
        assert_eq!(game.race(Square::A1, Square::B4, Color::White), None);
    }
}
