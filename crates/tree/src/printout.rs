//! The printout of Fig. 21 (§1.3).
//!
//! A header with the position, then one line per event: a forward move at depth d indented
//! 4·(d − 1) spaces; a move taken back written again with the value carried up, or with
//! `500` when it is taken back without evaluation during pseudo-search. Then the footer.

use pioneer_rules::{Color, Game, Ply, Position, Role, notation};
use std::fmt::Write;

/// One line of the printout.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// A move made going down to `depth`.
    Forward {
        /// Depth of the node reached (the root's sons are at depth 1).
        depth: u16,
        /// The move or pass.
        ply: Ply,
    },
    /// A move taken back from `depth`.
    Back {
        /// Depth of the node left.
        depth: u16,
        /// The move or pass.
        ply: Ply,
        /// The value carried up; `None` for a climb without evaluation (printed `500`).
        value: Option<i32>,
    },
}

impl Event {
    /// The printout line of this event.
    pub fn line(&self) -> String {
        match *self {
            Event::Forward { depth, ply } => {
                format!("{}{}", indent(depth), notation::printout(&ply))
            }
            Event::Back { depth, ply, value } => format!(
                "{}{} {}",
                indent(depth),
                notation::printout(&ply),
                value.map_or("500".to_owned(), |v| v.to_string())
            ),
        }
    }
}

fn indent(depth: u16) -> String {
    " ".repeat(4 * (depth.saturating_sub(1) as usize))
}

/// The header: the pieces of each side (king first, then Q R B N P, each kind by file
/// then rank) and the side to play.
pub fn header(game: &Game) -> String {
    let board = game.position().board();
    let mut out = String::new();
    for color in [Color::White, Color::Black] {
        let mut pieces: Vec<(usize, u32, u32, String)> = board
            .by_color(color)
            .into_iter()
            .filter_map(|sq| {
                let role = board.role_at(sq)?;
                let order = [
                    Role::King,
                    Role::Queen,
                    Role::Rook,
                    Role::Bishop,
                    Role::Knight,
                    Role::Pawn,
                ]
                .iter()
                .position(|&r| r == role)
                .unwrap_or(6);
                Some((
                    order,
                    sq.file().to_u32(),
                    sq.rank().to_u32(),
                    format!("{}{}", role.upper_char(), notation::square_upper(sq)),
                ))
            })
            .collect();
        pieces.sort();
        let name = if color == Color::White {
            "WHITE"
        } else {
            "BLACK"
        };
        let _ = write!(out, "{name} *");
        for (_, _, _, p) in pieces {
            let _ = write!(out, "{p},");
        }
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "{} TO PLAY",
        if game.turn() == Color::White {
            "WHITE"
        } else {
            "BLACK"
        }
    );
    out
}

/// The whole printout: header, a blank line, the events, a blank line, the footer.
pub fn printout(
    game: &Game,
    events: &[Event],
    tree_size: usize,
    map_size: usize,
    moves: u64,
    seconds: f64,
) -> String {
    let mut out = header(game);
    out.push('\n');
    for e in events {
        out.push_str(&e.line());
        out.push('\n');
    }
    out.push('\n');
    let _ = writeln!(out, "SIZE OF THE TREE {tree_size}");
    let _ = writeln!(out, "SIZE OF THE MAP {map_size}");
    let _ = writeln!(out, "TOTAL NUMBER OF MOVES CONSIDERED IS {moves}");
    let _ = writeln!(out, "CPU TIME IS {seconds:.6} SECONDS");
    out
}

/// The footer line of Appendix 2's positional evaluation at the end of the principal
/// variation (only when the search computed it: the Fig. 21 printout has none):
/// `POSITIONAL EVALUATION KW/KB 6/2 P +500`.
pub fn positional_line(p: crate::positional::Positional) -> String {
    format!(
        "POSITIONAL EVALUATION KW/KB {}/{} P {:+}\n",
        p.k_white(),
        p.k_black(),
        p.score()
    )
}
