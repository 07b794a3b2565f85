//! One current position moved forward and back along a variation (spec §2, §5.6).
//!
//! Pioneer never stored positions in its tree: one position was moved forward and back
//! with the material count. [`Game`] does the same and also keeps the stable piece
//! numbers of §1.5 (footnote): every piece gets a [`PieceId`] when the game is set up
//! and keeps it, whatever square it stands on, until it is captured.

use crate::{RulesError, parse_fen, to_fen};
use shakmaty::{Chess, Color, Move, Position, Role, Square, uci::UciMove};
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

/// The number of one piece for its whole life in the search (§1.5, footnote).
///
/// Numbers are given in square order a1 … h8 from 1 when the game is set up; 0 is never
/// used (Pioneer's trace field 5 uses 0 for "no piece").
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct PieceId(pub u8);

impl fmt::Display for PieceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A half-move in search: a legal move or a pass (`*****`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ply {
    /// A legal chess move.
    Move(Move),
    /// A pass: the side to move gives the move to the other side (§5.4).
    Pass,
}

impl Ply {
    /// The move, if this is not a pass.
    pub fn as_move(&self) -> Option<&Move> {
        match self {
            Ply::Move(m) => Some(m),
            Ply::Pass => None,
        }
    }
}

#[derive(Clone)]
struct Undo {
    pos: Chess,
    ids: [Option<PieceId>; 64],
    stamp: u64,
}

/// The last stamp handed out ([`Game::stamp`]): process-wide, so that no two states of any
/// games share one.
static LAST_STAMP: AtomicU64 = AtomicU64::new(0);

/// A stamp no state has had before.
fn new_stamp() -> u64 {
    LAST_STAMP.fetch_add(1, Ordering::Relaxed) + 1
}

/// How a position came back ([`Game::repetition`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cycle {
    /// By moves only: a repetition as the rules know it.
    Moves,
    /// With a pass on the way (a search's null move): the side that passed did not move,
    /// so the rules would not call it a repetition.
    WithPass,
}

/// A position with make/unmake and stable piece numbers.
#[derive(Clone)]
pub struct Game {
    pos: Chess,
    ids: [Option<PieceId>; 64],
    /// `squares[id]`: where piece `id` stands (None once captured).
    squares: Vec<Option<Square>>,
    roles: Vec<(Color, Role)>,
    history: Vec<(Undo, Ply)>,
    /// The current state's stamp ([`Game::stamp`]).
    stamp: u64,
}

impl Game {
    /// Sets up a game from a FEN.
    pub fn from_fen(fen: &str) -> Result<Game, RulesError> {
        Ok(Game::new(parse_fen(fen)?))
    }

    /// Sets up a game from a position, numbering its pieces a1 … h8 from 1.
    pub fn new(pos: Chess) -> Game {
        let mut ids = [None; 64];
        let mut squares = vec![None];
        let mut roles = vec![(Color::White, Role::King)];
        for sq in pos.board().occupied() {
            let piece = pos.board().piece_at(sq).expect("occupied square");
            let id = PieceId(squares.len() as u8);
            ids[sq.to_usize()] = Some(id);
            squares.push(Some(sq));
            roles.push((piece.color, piece.role));
        }
        Game {
            pos,
            ids,
            squares,
            roles,
            history: Vec::new(),
            stamp: new_stamp(),
        }
    }

    /// The current position.
    pub fn position(&self) -> &Chess {
        &self.pos
    }

    /// A 64-bit Zobrist key of the current position (pieces, side to move, castling
    /// rights, a legal en-passant square), for recognising transpositions.
    pub fn key(&self) -> u64 {
        Game::key_of(&self.pos)
    }

    /// A number for the current state (the position and the pieces' numbers): a new one
    /// from a process-wide counter for every state [`Game::make`] reaches, and the earlier
    /// one again after [`Game::unmake`]. Two games with the same stamp stand in the same
    /// state (a clone keeps its original's), so what is derived from a state can be kept
    /// by its stamp.
    ///
    /// ```
    /// use pioneer_rules::{Game, Ply};
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1").unwrap();
    /// let start = game.stamp();
    /// let e4 = game.parse_uci("e2e4").unwrap();
    /// game.make(&Ply::Move(e4));
    /// assert_ne!(game.stamp(), start);
    /// game.unmake();
    /// assert_eq!(game.stamp(), start);
    /// ```
    pub fn stamp(&self) -> u64 {
        self.stamp
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        to_fen(&self.pos)
    }

    /// How many plies have been made since the set-up (the current depth).
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The plies made since the set-up, oldest first.
    pub fn variation(&self) -> impl Iterator<Item = &Ply> {
        self.history.iter().map(|(_, p)| p)
    }

    /// Whether the side that made the `back`-th last ply (0: the last one) was in check
    /// when it made it, i.e. whether that ply answered a check; `None` past the set-up.
    ///
    /// ```
    /// use pioneer_rules::{Game, Ply};
    ///
    /// let mut game = Game::from_fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
    /// let check = game.parse_uci("a1a8").unwrap();
    /// game.make(&Ply::Move(check));
    /// let reply = game.parse_uci("e8e7").unwrap();
    /// game.make(&Ply::Move(reply));
    /// assert_eq!(game.answered_check(0), Some(true));
    /// assert_eq!(game.answered_check(1), Some(false));
    /// assert_eq!(game.answered_check(2), None);
    /// ```
    pub fn answered_check(&self, back: usize) -> Option<bool> {
        let i = self.history.len().checked_sub(back + 1)?;
        Some(self.history[i].0.pos.is_check())
    }

    /// The number of the piece on `sq`, if any.
    pub fn piece_at(&self, sq: Square) -> Option<PieceId> {
        self.ids[sq.to_usize()]
    }

    /// The square of a piece, or `None` once it has been captured.
    pub fn square_of(&self, id: PieceId) -> Option<Square> {
        self.squares.get(id.0 as usize).copied().flatten()
    }

    /// Colour and kind of a piece (also after its capture).
    pub fn kind_of(&self, id: PieceId) -> (Color, Role) {
        let (c, r) = self.roles[id.0 as usize];
        // A promoted pawn changes kind: read it from the board while it lives.
        match self
            .square_of(id)
            .and_then(|sq| self.pos.board().piece_at(sq))
        {
            Some(p) => (p.color, p.role),
            None => (c, r),
        }
    }

    /// Every piece number ever given, living or not.
    pub fn all_pieces(&self) -> impl Iterator<Item = PieceId> + '_ {
        (1..self.squares.len()).map(|i| PieceId(i as u8))
    }

    /// Every legal move in the current position.
    pub fn legal_moves(&self) -> shakmaty::MoveList {
        self.pos.legal_moves()
    }

    /// Whether the current position occurred earlier in this game (same pieces, side to
    /// move, castling rights and en-passant square): looked for back to the last capture,
    /// pawn move or castling, which no position before can repeat.
    pub fn repeats(&self) -> bool {
        self.repetition(&[]).is_some()
    }

    /// Whether the current position occurred earlier, and how the way back to it was
    /// made ([`Cycle`]); `earlier` holds the keys ([`Game::key`]) of positions played
    /// before this game's set-up since the last irreversible move there (a game
    /// position's history), consulted when no irreversible move was made since the set-up.
    /// Looked for back to the last capture, pawn move or castling.
    ///
    /// A position met once since the set-up is a repetition (a search's line that comes
    /// back to where it was could do so for ever); one of `earlier` only when it occurred
    /// there twice, so that the current position is its third occurrence — the draw by
    /// the rules. A position the game met once before the set-up is no draw: the side to
    /// move may repeat it and still play on (as engines judge repetitions, e.g.
    /// Stockfish's `Position::is_draw`).
    pub fn repetition(&self, earlier: &[u64]) -> Option<Cycle> {
        let now = self.key();
        let mut pass = false;
        for (undo, ply) in self.history.iter().rev() {
            match ply {
                Ply::Move(m) if m.is_capture() || m.role() == Role::Pawn || m.is_castle() => {
                    return None;
                }
                Ply::Pass => pass = true,
                Ply::Move(_) => {}
            }
            if Game::key_of(&undo.pos) == now {
                return Some(if pass { Cycle::WithPass } else { Cycle::Moves });
            }
        }
        (earlier.iter().filter(|&&k| k == now).count() >= 2).then_some(if pass {
            Cycle::WithPass
        } else {
            Cycle::Moves
        })
    }

    fn key_of(pos: &Chess) -> u64 {
        use shakmaty::{EnPassantMode, zobrist::Zobrist64};
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
    }

    /// Whether the side to move may pass (it may not while in check).
    pub fn can_pass(&self) -> bool {
        !self.pos.is_check()
    }

    /// Parses a UCI move (`g7f5`, `c7c8q`) legal in the current position.
    pub fn parse_uci(&self, text: &str) -> Result<Move, RulesError> {
        let err = || RulesError::Move {
            mv: text.to_owned(),
            fen: self.fen(),
        };
        let uci: UciMove = text.trim().parse().map_err(|_| err())?;
        uci.to_move(&self.pos).map_err(|_| err())
    }

    /// Parses a SAN move (`Nf5`, `gxf5`) legal in the current position.
    pub fn parse_san(&self, text: &str) -> Result<Move, RulesError> {
        let err = || RulesError::Move {
            mv: text.to_owned(),
            fen: self.fen(),
        };
        let san: shakmaty::san::San = text.trim().parse().map_err(|_| err())?;
        san.to_move(&self.pos).map_err(|_| err())
    }

    /// Makes a ply. The move must be legal and a pass allowed ([`Game::can_pass`]).
    ///
    /// # Panics
    /// On a pass while in check (a programming error: check [`Game::can_pass`] first).
    pub fn make(&mut self, ply: &Ply) {
        let undo = Undo {
            pos: self.pos.clone(),
            ids: self.ids,
            stamp: self.stamp,
        };
        self.stamp = new_stamp();
        match ply {
            Ply::Pass => {
                let pos = std::mem::take(&mut self.pos);
                self.pos = pos
                    .swap_turn()
                    .unwrap_or_else(|_| panic!("pass while in check"));
            }
            Ply::Move(m) => {
                debug_assert!(self.pos.is_legal(*m), "illegal move {m:?}");
                self.move_ids(m);
                self.pos.play_unchecked(*m);
            }
        }
        self.history.push((undo, *ply));
    }

    /// Takes back the last ply; returns it, or `None` at the set-up position.
    pub fn unmake(&mut self) -> Option<Ply> {
        let (undo, ply) = self.history.pop()?;
        for id in self.ids.iter().flatten() {
            self.squares[id.0 as usize] = None;
        }
        for (i, id) in undo.ids.iter().enumerate() {
            if let Some(id) = id {
                self.squares[id.0 as usize] = Some(Square::new(i as u32));
            }
        }
        self.pos = undo.pos;
        self.ids = undo.ids;
        self.stamp = undo.stamp;
        Some(ply)
    }

    fn move_ids(&mut self, m: &Move) {
        match *m {
            Move::Normal { from, to, .. } => {
                if let Some(victim) = self.ids[to.to_usize()] {
                    self.squares[victim.0 as usize] = None;
                }
                self.relocate(from, to);
            }
            Move::EnPassant { from, to } => {
                let victim_sq = Square::from_coords(to.file(), from.rank());
                if let Some(victim) = self.ids[victim_sq.to_usize()].take() {
                    self.squares[victim.0 as usize] = None;
                }
                self.relocate(from, to);
            }
            Move::Castle { king, rook } => {
                let side = shakmaty::CastlingSide::from_queen_side(rook < king);
                let color = self.pos.turn();
                let king_id = self.ids[king.to_usize()].take();
                let rook_id = self.ids[rook.to_usize()].take();
                let (kt, rt) = (side.king_to(color), side.rook_to(color));
                self.ids[kt.to_usize()] = king_id;
                self.ids[rt.to_usize()] = rook_id;
                if let Some(id) = king_id {
                    self.squares[id.0 as usize] = Some(kt);
                }
                if let Some(id) = rook_id {
                    self.squares[id.0 as usize] = Some(rt);
                }
            }
            Move::Put { .. } => {}
        }
    }

    fn relocate(&mut self, from: Square, to: Square) {
        let id = self.ids[from.to_usize()].take();
        self.ids[to.to_usize()] = id;
        if let Some(id) = id {
            self.squares[id.0 as usize] = Some(to);
        }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("fen", &self.fen())
            .field("ply", &self.ply())
            .finish()
    }
}
