//! The seven piece kinds of Pioneer's 15×15 tables (§2.6 "move off the map").
//!
//! Pioneer kept one table per kind of movement, so the two pawn colours are two kinds and
//! the colour of every other piece does not matter.
//!
//! ```
//! use pioneer_trajectories::PieceKind;
//! use pioneer_rules::{Color, Role};
//!
//! assert_eq!(PieceKind::new(Color::Black, Role::Pawn), PieceKind::BlackPawn);
//! assert_eq!(PieceKind::new(Color::Black, Role::Queen), PieceKind::Queen);
//! assert!(PieceKind::Rook.is_slider());
//! assert!(!PieceKind::Knight.is_slider());
//! ```

use pioneer_rules::{Color, Piece, Role};
use serde::{Deserialize, Serialize};

/// A kind of movement: one 15×15 window each (§2.6, "move off the map"; spec §3.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PieceKind {
    /// King: one step in any of eight directions.
    King,
    /// Queen: rook and bishop lines.
    Queen,
    /// Rook: files and ranks.
    Rook,
    /// Bishop: diagonals.
    Bishop,
    /// Knight: the (1, 2) leap.
    Knight,
    /// White pawn: moves towards rank 8.
    WhitePawn,
    /// Black pawn: moves towards rank 1.
    BlackPawn,
}

impl PieceKind {
    /// All seven kinds, in window order (§2.6: one 15×15 table per kind).
    pub const ALL: [PieceKind; 7] = [
        PieceKind::King,
        PieceKind::Queen,
        PieceKind::Rook,
        PieceKind::Bishop,
        PieceKind::Knight,
        PieceKind::WhitePawn,
        PieceKind::BlackPawn,
    ];

    /// The kind of movement of a piece of this colour and role (§2.6; the colour matters
    /// only for pawns).
    pub fn new(color: Color, role: Role) -> PieceKind {
        match role {
            Role::King => PieceKind::King,
            Role::Queen => PieceKind::Queen,
            Role::Rook => PieceKind::Rook,
            Role::Bishop => PieceKind::Bishop,
            Role::Knight => PieceKind::Knight,
            Role::Pawn => match color {
                Color::White => PieceKind::WhitePawn,
                Color::Black => PieceKind::BlackPawn,
            },
        }
    }

    /// The kind of movement of a piece standing on the board (§2.6).
    pub fn of_piece(piece: Piece) -> PieceKind {
        PieceKind::new(piece.color, piece.role)
    }

    /// The role of this kind (pawns of both colours give [`Role::Pawn`]; spec §2).
    pub fn role(self) -> Role {
        match self {
            PieceKind::King => Role::King,
            PieceKind::Queen => Role::Queen,
            PieceKind::Rook => Role::Rook,
            PieceKind::Bishop => Role::Bishop,
            PieceKind::Knight => Role::Knight,
            PieceKind::WhitePawn | PieceKind::BlackPawn => Role::Pawn,
        }
    }

    /// Whether this kind is a long-range (sliding) piece: Q, R, B. Only sliders have
    /// β-squares between stops (spec §3.2), apart from a pawn's double step.
    pub fn is_slider(self) -> bool {
        matches!(self, PieceKind::Queen | PieceKind::Rook | PieceKind::Bishop)
    }

    /// Whether this kind is a pawn of either colour (§3.1: pawns move one way).
    pub fn is_pawn(self) -> bool {
        matches!(self, PieceKind::WhitePawn | PieceKind::BlackPawn)
    }

    /// The pawn colour of a pawn kind, `None` for the other kinds (§3.1: pawns move one way).
    pub fn pawn_color(self) -> Option<Color> {
        match self {
            PieceKind::WhitePawn => Some(Color::White),
            PieceKind::BlackPawn => Some(Color::Black),
            _ => None,
        }
    }

    /// The printout letter (K, Q, R, B, N, P; spec §2).
    pub fn letter(self) -> char {
        self.role().upper_char()
    }

    /// Index of this kind's window (0..7, the order of [`PieceKind::ALL`]; §2.6).
    pub fn index(self) -> usize {
        self as usize
    }
}

impl From<(Color, Role)> for PieceKind {
    fn from((color, role): (Color, Role)) -> Self {
        PieceKind::new(color, role)
    }
}

impl From<Piece> for PieceKind {
    fn from(piece: Piece) -> Self {
        PieceKind::of_piece(piece)
    }
}
