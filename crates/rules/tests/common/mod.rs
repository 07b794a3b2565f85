//! Helpers shared by the tables' tests.

use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::{Chess, Color};
use shakmaty::{Board, CastlingMode, FromSetup, Piece, Position, Role, Setup, Square};

/// A small deterministic generator (the tests need no randomness crate).
pub struct Lcg(pub u64);

impl Lcg {
    /// The next number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % n
    }

    /// A square, any of the 64.
    #[allow(dead_code)]
    pub fn square(&mut self) -> Square {
        Square::new(self.below(64) as u32)
    }

    /// A colour.
    #[allow(dead_code)]
    pub fn color(&mut self) -> Color {
        if self.below(2) == 0 {
            Color::White
        } else {
            Color::Black
        }
    }
}

/// The position of `pieces` with `turn` to move, if their squares are distinct and it is
/// legal.
#[allow(dead_code)]
pub fn place(pieces: &[(Color, Role, Square)], turn: Color) -> Option<Chess> {
    let mut board = Board::empty();
    for &(color, role, sq) in pieces {
        if board.piece_at(sq).is_some() {
            return None;
        }
        board.set_piece_at(sq, Piece { color, role });
    }
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = turn;
    Chess::from_setup(setup, CastlingMode::Standard).ok()
}

/// A random legal position of king and queen against king and `defender`, either colour
/// with the queen, either side to move (a pawn off the first and last ranks).
#[allow(dead_code)]
pub fn random_queen_against(rng: &mut Lcg, defender: Role) -> Chess {
    loop {
        let (strong, turn) = (rng.color(), rng.color());
        let mut pieces = [(strong, Role::King, Square::A1); 4];
        for (i, (color, role)) in [
            (strong, Role::King),
            (!strong, Role::King),
            (strong, Role::Queen),
            (!strong, defender),
        ]
        .into_iter()
        .enumerate()
        {
            let sq = if role == Role::Pawn {
                Square::new(8 + rng.below(48) as u32)
            } else {
                rng.square()
            };
            pieces[i] = (color, role, sq);
        }
        if let Some(pos) = place(&pieces, turn) {
            return pos;
        }
    }
}

/// The kind of a verdict, to count that a sample met each: 0 the side to move mates, 1
/// it is mated, 2 a draw.
#[allow(dead_code)]
pub fn kind(v: Verdict) -> usize {
    match v {
        Verdict::Mates(_) => 0,
        Verdict::Mated(_) => 1,
        Verdict::Draw => 2,
    }
}

/// The FEN of `pos`, for messages.
#[allow(dead_code)]
pub fn fen(pos: &Chess) -> String {
    shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal).to_string()
}

/// The verdict the rules give `pos` from its successors' verdicts, read from every table
/// ([`verdict`]): mate in one more than the quickest successor lost for the other side;
/// else a draw if any successor (or stalemate, or too little material) draws; else mated
/// after the slowest of the other side's mates.
#[allow(dead_code)]
pub fn best_of_successors(pos: &Chess) -> Verdict {
    known_best_of_successors(pos).expect("a successor stays in a table's class")
}

/// [`best_of_successors`] for the tables that may be silent: `None` when a successor
/// has no verdict (a class no table holds, or one a table is silent on).
#[allow(dead_code)]
pub fn known_best_of_successors(pos: &Chess) -> Option<Verdict> {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(if pos.is_check() {
            Verdict::Mated(0)
        } else {
            Verdict::Draw
        });
    }
    let (mut win, mut draw, mut loss) = (None::<u8>, false, 0u8);
    for m in &moves {
        let mut after = pos.clone();
        after.play_unchecked(*m);
        let v = if after.is_insufficient_material() {
            Verdict::Draw
        } else {
            verdict(&after)?
        };
        match v {
            Verdict::Mated(k) => win = Some(win.map_or(k + 1, |w| w.min(k + 1))),
            Verdict::Draw => draw = true,
            Verdict::Mates(k) => loss = loss.max(k),
        }
    }
    Some(match (win, draw) {
        (Some(n), _) => Verdict::Mates(n),
        (None, true) => Verdict::Draw,
        (None, false) => Verdict::Mated(loss),
    })
}

/// Checks `n` positions from `next` against a table that may be silent (`table`): each
/// value it gives must be the best of the position's successors' wherever every
/// successor has one ([`known_best_of_successors`]). Returns how many values of each
/// kind ([`kind`]) it gave, and how often it was silent.
#[allow(dead_code)]
pub fn check_silent_table(
    n: usize,
    mut next: impl FnMut() -> Chess,
    table: impl Fn(&Chess) -> Option<Verdict>,
) -> ([usize; 3], usize) {
    let mut kinds = [0usize; 3];
    let mut silent = 0;
    for _ in 0..n {
        let pos = next();
        let Some(v) = table(&pos) else {
            silent += 1;
            continue;
        };
        if let Some(w) = known_best_of_successors(&pos) {
            assert_eq!(v, w, "{}", fen(&pos));
        }
        kinds[kind(v)] += 1;
    }
    (kinds, silent)
}

/// The studies' and the development suites' EPD texts.
const SUITES: [&str; 3] = [
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/studies.epd"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/dev-suites/eet.epd"
    )),
    include_str!(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/dev-suites/pet.epd"
    )),
];

/// Every position of the studies and the development suites (each EPD line's first four
/// fields).
#[allow(dead_code)]
pub fn suite_positions() -> Vec<Chess> {
    SUITES
        .into_iter()
        .flat_map(str::lines)
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let fen = l.split_whitespace().take(4).collect::<Vec<_>>().join(" ");
            pioneer_rules::parse_fen(&fen).unwrap_or_else(|e| panic!("{l}: {e}"))
        })
        .collect()
}

/// The suites' positions of at most `max_men` men ([`suite_positions`]), each position
/// one half-move after them, and the positions of a random game of 30 half-moves from
/// each, drawn with `seed`.
#[allow(dead_code)]
pub fn around_suites(seed: u64, max_men: usize) -> Vec<Chess> {
    let mut out = Vec::new();
    let mut rng = Lcg(seed);
    for root in suite_positions() {
        if root.board().occupied().count() > max_men {
            continue;
        }
        for m in &root.legal_moves() {
            let mut one = root.clone();
            one.play_unchecked(*m);
            out.push(one);
        }
        let mut pos = root.clone();
        out.push(root);
        for _ in 0..30 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos.play_unchecked(m);
            out.push(pos.clone());
        }
    }
    out
}
