//! `pioneer trajectories`: the bundle of one piece's trajectories (spec §3.2).
//!
//! - `--piece K --from a4 --to h4 [--color white|black]`: on the empty board;
//! - `--fen FEN --from g7 --to g3`: the piece standing on `--from`; the bundle is unfolded on
//!   the free board and every trajectory transferred to the real board (§2.7), blocked ones
//!   marked.
//!
//! `--max-len N` gives the admissible bundle (shortest and degree-2 trajectories up to N
//! moves); without it, the shortest trajectories only. `--json` prints one JSON object.

use crate::error::CliError;
use pioneer_rules::{Color, Piece, Position, Role, Square, parse_fen, parse_square};
use pioneer_trajectories::{Bundle, PieceKind, Transfer, transfer};
use serde::Serialize;
use shakmaty::Bitboard;

/// Arguments of `pioneer trajectories`.
#[derive(clap::Args)]
pub struct Args {
    /// Piece letter on the empty board: K, Q, R, B, N or P.
    #[arg(long)]
    piece: Option<String>,
    /// Colour of a pawn given with --piece P: white (default) or black.
    #[arg(long)]
    color: Option<String>,
    /// A position: the piece is the one standing on --from.
    #[arg(long)]
    fen: Option<String>,
    /// Start square a0.
    #[arg(long)]
    from: String,
    /// End square ak.
    #[arg(long)]
    to: String,
    /// Length limit L: print the admissible bundle (degree 2) up to L moves.
    #[arg(long)]
    max_len: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Output {
    piece: String,
    from: String,
    to: String,
    shortest: Option<usize>,
    count: usize,
    trajectories: Vec<Line>,
}

#[derive(Serialize)]
struct Line {
    squares: Vec<String>,
    length: usize,
    blocked: bool,
}

fn input(msg: impl Into<String>) -> CliError {
    CliError::Input(msg.into())
}

fn parse_piece(letter: &str, color: Color) -> Result<PieceKind, CliError> {
    let role = match letter.trim().to_ascii_uppercase().as_str() {
        "K" => Role::King,
        "Q" => Role::Queen,
        "R" => Role::Rook,
        "B" => Role::Bishop,
        "N" => Role::Knight,
        "P" => Role::Pawn,
        _ => {
            return Err(input(format!(
                "bad piece {letter:?}: expected one of K Q R B N P"
            )));
        }
    };
    Ok(PieceKind::new(color, role))
}

fn parse_color(name: Option<&str>) -> Result<Color, CliError> {
    match name.map(|s| s.trim().to_ascii_lowercase()).as_deref() {
        None | Some("white") | Some("w") => Ok(Color::White),
        Some("black") | Some("b") => Ok(Color::Black),
        Some(other) => Err(input(format!(
            "bad colour {other:?}: expected white or black"
        ))),
    }
}

fn parse_max_len(text: Option<&str>) -> Result<Option<u8>, CliError> {
    text.map(|t| {
        t.trim()
            .parse::<u8>()
            .ok()
            .filter(|&n| (1..=16).contains(&n))
            .ok_or_else(|| input(format!("bad --max-len {t:?}: expected 1 to 16")))
    })
    .transpose()
}

fn describe(piece: Piece) -> String {
    let color = match piece.color {
        Color::White => "white",
        Color::Black => "black",
    };
    let role = match piece.role {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
    };
    format!("{color} {role}")
}

/// Runs `pioneer trajectories`.
pub fn run(args: Args) -> Result<(), CliError> {
    let from: Square = parse_square(&args.from)?;
    let to: Square = parse_square(&args.to)?;
    let max_len = parse_max_len(args.max_len.as_deref())?;
    let (kind, board_and_color) = match (&args.piece, &args.fen) {
        (Some(_), Some(_)) => return Err(input("give either --piece or --fen, not both")),
        (None, None) => return Err(input("give --piece (empty board) or --fen")),
        (Some(letter), None) => {
            let color = parse_color(args.color.as_deref())?;
            (parse_piece(letter, color)?, None)
        }
        (None, Some(fen)) => {
            if args.color.is_some() {
                return Err(input(
                    "--color goes with --piece; with --fen the piece has its colour",
                ));
            }
            let pos = parse_fen(fen)?;
            let piece = pos
                .board()
                .piece_at(from)
                .ok_or_else(|| input(format!("no piece on {from} in that position")))?;
            (
                PieceKind::of_piece(piece),
                Some((pos.board().clone(), piece.color)),
            )
        }
    };

    let bundle = match max_len {
        Some(l) => Bundle::admissible(kind, from, to, l, Bitboard::EMPTY),
        None => Bundle::shortest(kind, from, to, Bitboard::EMPTY),
    };
    let transfers: Vec<Option<Transfer>> = bundle
        .trajectories
        .iter()
        .map(|t| {
            board_and_color
                .as_ref()
                .map(|(board, color)| transfer(t, board, *color))
        })
        .collect();
    let blocked = |tr: &Option<Transfer>| tr.as_ref().is_some_and(Transfer::is_blocked);

    if args.json {
        let out = Output {
            piece: kind.letter().to_string(),
            from: from.to_string(),
            to: to.to_string(),
            shortest: bundle.shortest_len(),
            count: bundle.len(),
            trajectories: bundle
                .trajectories
                .iter()
                .zip(&transfers)
                .map(|(t, tr)| Line {
                    squares: t.stops.iter().map(|s| s.to_string()).collect(),
                    length: t.len(),
                    blocked: blocked(tr),
                })
                .collect(),
        };
        let mut text = serde_json::to_string(&out).map_err(|e| input(e.to_string()))?;
        text.push('\n');
        return emit(&text);
    }

    let kind_name = match kind {
        PieceKind::WhitePawn => "P (white)".to_string(),
        PieceKind::BlackPawn => "P (black)".to_string(),
        k => k.letter().to_string(),
    };
    let shortest = bundle
        .shortest_len()
        .map_or("unreachable".to_string(), |l| format!("shortest {l}"));
    let bundle_name = if max_len.is_some() {
        "admissible"
    } else {
        "shortest"
    };
    let mut text = format!(
        "{kind_name} {from}-{to}: {shortest}, {} {bundle_name} {}{}\n",
        bundle.len(),
        if bundle.len() == 1 {
            "trajectory"
        } else {
            "trajectories"
        },
        max_len.map_or(String::new(), |l| format!(" up to {l} moves")),
    );
    for (t, tr) in bundle.trajectories.iter().zip(&transfers) {
        match tr.as_ref().and_then(|tr| tr.blocked) {
            Some(b) => text.push_str(&format!(
                "{t} (blocked at {} by {})\n",
                b.square,
                describe(b.by)
            )),
            None => text.push_str(&format!("{t}\n")),
        }
    }
    emit(&text)
}

/// Writes the output; a closed pipe (`| head`) ends the program quietly, not with a panic.
fn emit(text: &str) -> Result<(), CliError> {
    use std::io::{ErrorKind, Write};
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != ErrorKind::BrokenPipe => {
            Err(input(format!("cannot write output: {e}")))
        }
        _ => Ok(()),
    }
}
