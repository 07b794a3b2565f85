//! An SVG chess board drawn from vector shapes only (no image assets, no font glyphs of
//! chess pieces: a piece is a disc with its letter, white or black).
//!
//! White is at the bottom: a1 is the lower left square. [`Geometry`] maps squares to
//! pixel centres; [`board`] and [`pieces`] write SVG fragments to put inside an `<svg>`.

use pioneer_rules::{Color, Square};
use std::fmt::Write;

/// Where the board is drawn and how large its squares are.
#[derive(Debug, Clone, Copy)]
pub struct Geometry {
    /// Left edge of file a, in pixels.
    pub x: f64,
    /// Top edge of rank 8, in pixels.
    pub y: f64,
    /// Side of one square, in pixels.
    pub square: f64,
}

impl Geometry {
    /// The centre of a square.
    pub fn centre(&self, sq: Square) -> (f64, f64) {
        let file = f64::from(sq.file().to_u32());
        let rank = f64::from(sq.rank().to_u32());
        (
            self.x + (file + 0.5) * self.square,
            self.y + (7.5 - rank) * self.square,
        )
    }

    /// The side of the whole board.
    pub fn size(&self) -> f64 {
        8.0 * self.square
    }
}

/// Formats a coordinate with one decimal (stable output for snapshot tests).
pub fn num(v: f64) -> String {
    format!("{v:.1}")
}

/// The 64 squares, a frame and the file and rank names.
pub fn board(g: &Geometry) -> String {
    let mut out = String::new();
    let _ = writeln!(out, r#"<g class="board">"#);
    for rank in 0..8u32 {
        for file in 0..8u32 {
            let light = (rank + file) % 2 == 1;
            let x = g.x + f64::from(file) * g.square;
            let y = g.y + f64::from(7 - rank) * g.square;
            let _ = writeln!(
                out,
                r#"<rect x="{}" y="{}" width="{}" height="{}" fill="{}"/>"#,
                num(x),
                num(y),
                num(g.square),
                num(g.square),
                if light { "#f0d9b5" } else { "#b58863" }
            );
        }
    }
    let _ = writeln!(
        out,
        r##"<rect x="{}" y="{}" width="{}" height="{}" fill="none" stroke="#333" stroke-width="1.5"/>"##,
        num(g.x),
        num(g.y),
        num(g.size()),
        num(g.size())
    );
    let font = g.square * 0.26;
    for i in 0..8u32 {
        let file = char::from(b'a' + i as u8);
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#333" font-family="sans-serif">{file}</text>"##,
            num(g.x + (f64::from(i) + 0.5) * g.square),
            num(g.y + g.size() + font * 1.2),
            num(font)
        );
        let _ = writeln!(
            out,
            r##"<text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#333" font-family="sans-serif">{}</text>"##,
            num(g.x - font * 0.8),
            num(g.y + (7.5 - f64::from(i)) * g.square + font * 0.35),
            num(font),
            i + 1
        );
    }
    out.push_str("</g>\n");
    out
}

/// One piece: a disc (white with a dark rim, or black) with its letter and, small, its
/// piece number (field 1 of the traces).
pub fn piece(g: &Geometry, sq: Square, color: Color, letter: char, number: u8) -> String {
    let (cx, cy) = g.centre(sq);
    let r = g.square * 0.3;
    let (fill, ink) = match color {
        Color::White => ("#ffffff", "#111111"),
        Color::Black => ("#111111", "#ffffff"),
    };
    let mut out = String::new();
    let _ = writeln!(
        out,
        r##"<g class="piece"><title>{} {} on {} (piece {})</title><circle cx="{}" cy="{}" r="{}" fill="{fill}" stroke="#111" stroke-width="1.5"/><text x="{}" y="{}" font-size="{}" font-weight="bold" text-anchor="middle" fill="{ink}" font-family="sans-serif">{letter}</text><text x="{}" y="{}" font-size="{}" text-anchor="middle" fill="#222" font-family="sans-serif">#{number}</text></g>"##,
        match color {
            Color::White => "white",
            Color::Black => "black",
        },
        letter,
        sq,
        number,
        num(cx),
        num(cy),
        num(r),
        num(cx),
        num(cy + r * 0.42),
        num(r * 1.2),
        num(cx - g.square * 0.3),
        num(cy + g.square * 0.46),
        num(g.square * 0.17),
    );
    out
}

/// Every piece of a placement list `(square, colour, letter, number)`.
pub fn pieces(g: &Geometry, list: &[(Square, Color, char, u8)]) -> String {
    list.iter()
        .map(|&(sq, c, l, n)| piece(g, sq, c, l, n))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a1_is_lower_left() {
        let g = Geometry {
            x: 10.0,
            y: 20.0,
            square: 50.0,
        };
        assert_eq!(g.centre(Square::A1), (35.0, 395.0));
        assert_eq!(g.centre(Square::H8), (385.0, 45.0));
    }
}
