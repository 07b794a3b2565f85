//! The MO as plain data: what the diagrams, the text output and the JSON show (spec §4).
//!
//! [`MoView::new`] reads an [`Mo`] in a position: every zone (sprout) with its bundles in
//! scan order, each bundle with its degree of negation, its unfolded trajectories, its
//! trace cells (the 13 fields of Fig. 23) and how it is frozen.

use pioneer_rules::{Color, Game, Position, Square};
use pioneer_zones::{CellId, Mo, TraceKind};
use serde::Serialize;
use std::fmt::Write;

/// Names of the 13 fields of Fig. 23, in order.
pub const FIELD_NAMES: [&str; 13] = [
    "piece",
    "ak",
    "length",
    "kind",
    "attacked",
    "freeze",
    "alpha_i",
    "alpha_i1",
    "a0",
    "zone_type",
    "sprout",
    "ban_node",
    "tx",
];

/// How (part of) a bundle is frozen (spec §4.7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Freezing {
    /// Not frozen.
    Thawed,
    /// Kind 1: the piece has more moves left on the trajectory than its `T_x` (computed
    /// from the position; not stored in the trace).
    InsufficientTime,
    /// Kind 2: loss of connection with the active trajectory (field 6 = the depth).
    LossOfConnection,
    /// Kind 3: the piece left a0 on the way up (field 6 = 99).
    LeftA0,
}

impl Freezing {
    /// A short English description for legends.
    pub fn describe(self) -> &'static str {
        match self {
            Freezing::Thawed => "thawed",
            Freezing::InsufficientTime => "frozen: insufficient time (moves left > T_x)",
            Freezing::LossOfConnection => "frozen: loss of connection",
            Freezing::LeftA0 => "frozen: piece left a0",
        }
    }
}

/// One trace cell: the square it hangs on and its 13 fields as printed.
#[derive(Debug, Clone, Serialize)]
pub struct CellView {
    /// The square whose chain holds the cell.
    pub square: String,
    /// Whether this is the bundle's home cell (on a0).
    pub home: bool,
    /// The 13 fields of Fig. 23 ([`FIELD_NAMES`]).
    pub fields: [String; 13],
}

/// One trajectory of a bundle, with the state of each of its moves.
#[derive(Debug, Clone, Serialize)]
pub struct TrajectoryView {
    /// The α-squares a0 … ak.
    pub stops: Vec<String>,
    /// For move i (stop i → stop i + 1): whether it is frozen.
    pub frozen_moves: Vec<bool>,
}

/// One bundle of a zone.
#[derive(Debug, Clone, Serialize)]
pub struct BundleView {
    /// The bundle's number in the view (1 …, in scan order over all zones).
    pub number: usize,
    /// Field 1: the piece number.
    pub piece: u8,
    /// The piece's colour (`white` / `black`).
    pub color: &'static str,
    /// The piece letter (K, Q, R, B, N, P).
    pub letter: char,
    /// Field 4.
    pub kind: TraceKind,
    /// 0 for the root bundle, 1 for a negation of it, 2 for a negation of those, ….
    pub degree: u8,
    /// Field 9.
    pub a0: String,
    /// Field 2.
    pub ak: String,
    /// Field 3.
    pub length: u8,
    /// Field 13.
    pub tx: i16,
    /// Fields 7–8 of a blockade: the interval (α_i, α_i+1) around the blockaded β-square.
    pub interval: Option<(String, String)>,
    /// The number of the bundle this one negates.
    pub negates: Option<usize>,
    /// Where the piece stands now (`None`: captured).
    pub piece_square: Option<String>,
    /// The strongest freezing of the bundle (left a0 > loss of connection > time).
    pub freezing: Freezing,
    /// Field 6 of the home cell (0, the depth, or 99).
    pub field6: u16,
    /// The unfolded trajectories (on the free board, §1.5).
    pub trajectories: Vec<TrajectoryView>,
    /// The trace cells: the home cell and its copies on visited squares.
    pub cells: Vec<CellView>,
}

/// One zone: its sprout and bundles.
#[derive(Debug, Clone, Serialize)]
pub struct ZoneView {
    /// The zone's number in the view (1 …).
    pub number: usize,
    /// The root piece's colour.
    pub color: &'static str,
    /// Field 10 of the sprout, in words (`attack`, `promotion`, `retreat`, `deblockade`).
    pub zone_type: &'static str,
    /// Field 11 of the sprout: the depth at which the zone was included.
    pub inclusion_depth: u16,
    /// Whether the zone plays in the position (root piece on the board, target on ak).
    pub live: bool,
    /// The root bundle first, then the negations in scan order.
    pub bundles: Vec<BundleView>,
}

/// The MO in a position.
#[derive(Debug, Clone, Serialize)]
pub struct MoView {
    /// The position (FEN).
    pub fen: String,
    /// Trace cells in use ("SIZE OF THE MAP").
    pub map_size: usize,
    /// Every zone, in scan order.
    pub zones: Vec<ZoneView>,
    /// Piece placement for drawing: `(square, colour, letter, piece number)`.
    #[serde(skip)]
    pub pieces: Vec<(Square, Color, char, u8)>,
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl MoView {
    /// Reads the MO in the game's current position.
    pub fn new(mo: &Mo, game: &Game) -> MoView {
        let board = game.position().board();
        let pieces = board
            .occupied()
            .into_iter()
            .filter_map(|sq| {
                let p = board.piece_at(sq)?;
                let id = game.piece_at(sq).map_or(0, |i| i.0);
                Some((sq, p.color, p.role.upper_char(), id))
            })
            .collect();
        let mut view = MoView {
            fen: game.fen(),
            map_size: mo.size(),
            zones: Vec::new(),
            pieces,
        };
        let mut numbers: Vec<(CellId, usize)> = Vec::new();
        let mut next = 1;
        for (zi, zone) in mo.zones().enumerate() {
            let sprout = mo.cell(zone);
            let mut members: Vec<CellId> = vec![zone];
            members.extend(mo.negations_of_zone(zone));
            let first = next;
            for &home in &members {
                numbers.push((home, next));
                next += 1;
            }
            let bundles = members
                .iter()
                .enumerate()
                .map(|(i, &home)| bundle_view(mo, game, home, first + i, &numbers))
                .collect();
            view.zones.push(ZoneView {
                number: zi + 1,
                color: color_name(mo.zone_color(zone, game)),
                zone_type: sprout.zone_type.name(),
                inclusion_depth: mo.inclusion_depth(zone),
                live: mo.zone_alive(zone, game),
                bundles,
            });
        }
        view
    }

    /// The same view with only zone `number` (for one picture per zone); bundle numbers
    /// and colours stay those of the whole view.
    pub fn only_zone(&self, number: usize) -> MoView {
        let mut v = self.clone();
        v.zones.retain(|z| z.number == number);
        v
    }

    /// The MO as text: one block per zone, one line per bundle, then its trace cells with
    /// the 13 fields of Fig. 23.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        let _ = writeln!(out, "position {}", self.fen);
        let _ = writeln!(
            out,
            "zones {}  bundles {}  trace cells {}",
            self.zones.len(),
            self.zones.iter().map(|z| z.bundles.len()).sum::<usize>(),
            self.map_size
        );
        for z in &self.zones {
            let _ = writeln!(
                out,
                "\nzone {} ({} {}, included at depth {}, {})",
                z.number,
                z.color,
                z.zone_type,
                z.inclusion_depth,
                if z.live { "live" } else { "not live" }
            );
            for b in &z.bundles {
                let _ = writeln!(out, "  {}", b.summary());
                for t in &b.trajectories {
                    let _ = writeln!(out, "      {}", t.stops.join(" "));
                }
                let _ = writeln!(out, "    cells: square | {}", FIELD_NAMES.join(" "));
                for c in &b.cells {
                    let _ = writeln!(out, "      {:>2} | {}", c.square, c.fields.join(" "));
                }
            }
        }
        out
    }
}

impl BundleView {
    /// One line: number, piece, squares, kind, degree, length, `T_x`, freezing.
    pub fn summary(&self) -> String {
        let mut s = format!(
            "[{}] {} {}#{} {}→{} {}",
            self.number,
            self.color,
            self.letter,
            self.piece,
            self.a0,
            self.ak,
            format!("{:?}", self.kind).to_lowercase()
        );
        if let Some((a, b)) = &self.interval {
            let _ = write!(s, " of ({a},{b})");
        }
        let _ = write!(
            s,
            ", degree {}, length {}, T_x {}",
            self.degree, self.length, self.tx
        );
        if let Some(n) = self.negates {
            let _ = write!(s, ", negates [{n}]");
        }
        match &self.piece_square {
            Some(sq) => {
                let _ = write!(s, ", piece on {sq}");
            }
            None => s.push_str(", piece captured"),
        }
        if self.freezing != Freezing::Thawed {
            let _ = write!(s, "; {}", self.freezing.describe());
            if self.field6 != 0 {
                let _ = write!(s, " [field 6 = {}]", self.field6);
            }
        }
        s
    }
}

fn bundle_view(
    mo: &Mo,
    game: &Game,
    home: CellId,
    number: usize,
    numbers: &[(CellId, usize)],
) -> BundleView {
    let c = mo.cell(home);
    let (color, role) = game.kind_of(c.piece);
    let piece_square = game.square_of(c.piece);
    let live = mo.live_squares(home);
    let cells = mo.cells_of(home);
    let any_connection = cells.iter().any(|&x| mo.cell(x).freeze_depth() != 0);
    let left_a0 = c.left_a0();
    let mut time_frozen = false;
    let mut trajectories = Vec::new();
    for t in mo.unfold(home).trajectories.iter() {
        let n = t.stops.len().saturating_sub(1);
        let mut frozen_moves = vec![false; n];
        if left_a0 {
            frozen_moves.iter_mut().for_each(|f| *f = true);
        } else if any_connection {
            for (i, f) in frozen_moves.iter_mut().enumerate() {
                *f = !live.contains(t.stops[i + 1]);
            }
        }
        // Kind 1, from the position: a negation piece on stop i with more moves left than
        // its T_x may not go on (captures aside).
        if c.kind != TraceKind::Root
            && let Some(sq) = piece_square
            && let Some(i) = t.stops.iter().position(|&s| s == sq)
            && (n - i) as i16 > mo.tx(home)
        {
            time_frozen = true;
            for f in frozen_moves.iter_mut().skip(i) {
                *f = true;
            }
        }
        trajectories.push(TrajectoryView {
            stops: t.stops.iter().map(|s| s.to_string()).collect(),
            frozen_moves,
        });
    }
    let freezing = if left_a0 {
        Freezing::LeftA0
    } else if any_connection {
        Freezing::LossOfConnection
    } else if time_frozen {
        Freezing::InsufficientTime
    } else {
        Freezing::Thawed
    };
    let negates = c
        .parent
        .and_then(|p| numbers.iter().find(|(id, _)| *id == p).map(|(_, n)| *n));
    BundleView {
        number,
        piece: c.piece.0,
        color: color_name(color),
        letter: role.upper_char(),
        kind: c.kind,
        degree: mo.degree(home),
        a0: c.a0.to_string(),
        ak: c.ak.to_string(),
        length: c.length,
        tx: mo.tx(home),
        interval: c.interval.map(|(a, b)| (a.to_string(), b.to_string())),
        negates,
        piece_square: piece_square.map(|s| s.to_string()),
        freezing,
        field6: c.field6(),
        trajectories,
        cells: cells
            .iter()
            .map(|&x| CellView {
                square: mo.cell(x).square.to_string(),
                home: x == home,
                fields: mo.fields(x),
            })
            .collect(),
    }
}
