//! The mate tables in search (`Switches::mate_tables`, `docs/search.md` item 26): a line
//! that reaches king and queen, rook or pawn against a bare king, or king and queen
//! against king and queen, rook, bishop or knight, ends with the table's exact value, so
//! the search mates where the zones, which have no goal against a bare king, only keep
//! the material.

mod common;

use pioneer_tree::{MATE, Search, SearchConfig, SearchResult};

fn run(fen: &str, tables: bool) -> SearchResult {
    let mut cfg = common::studies_before_threat_probes();
    cfg.switches.mate_tables = tables;
    cfg.limits.max_moves = 20_000;
    cfg.limits.max_time = std::time::Duration::from_secs(600);
    Search::from_fen(fen, cfg).expect("valid FEN").run()
}

#[test]
fn the_queen_mates_with_the_tables_and_only_keeps_the_material_without() {
    // Chernev no. 3 as played against Stockfish (`docs/studies-log.md`): after 5.e8=Q the
    // queen against the bare king. Mate in 4 (the table; Stockfish agrees).
    const QUEEN: &str = "8/5k2/8/8/2K5/8/8/4Q3 w - - 0 1";
    let with = run(QUEEN, true);
    let mates =
        pioneer_rules::mate_table::verdict(&pioneer_rules::parse_fen(QUEEN).expect("valid FEN"));
    let Some(pioneer_rules::mate_table::Verdict::Mates(n)) = mates else {
        panic!("won for White: {mates:?}");
    };
    assert_eq!(with.value, MATE - (2 * i32::from(n) - 1), "{with:?}");
    let without = run(QUEEN, false);
    assert_eq!(without.value, 0, "{without:?}");
}

#[test]
fn a_root_of_the_class_tries_the_king_moves_too() {
    // Chernev no. 1 as first played with the tables (`docs/studies-log.md`): mate in 2 by
    // 10.Kc2, a king move that no zone offers. The MO gives the root only queen moves;
    // a root of the tables' class tries every legal move, and the table's mate in 2 is
    // found (MATE less its three half-moves), where the queen moves alone give mate in 3.
    const CHERNEV_1_MOVE_10: &str = "8/8/8/8/3Q4/k7/8/2K5 w - - 9 10";
    let r = run(CHERNEV_1_MOVE_10, true);
    assert_eq!((r.best_move.as_deref(), r.value), (Some("Kc2"), MATE - 3));
}

#[test]
fn the_bare_king_sees_its_mate_and_the_drawn_capture() {
    // Black to move: 1...Kb8 2.Rh8# (the table: mated in 1), valued as that checkmate
    // two half-moves down; without the tables the line keeps the material (0).
    const MATED: &str = "k7/8/1K6/8/8/8/8/7R b - - 0 1";
    assert_eq!(run(MATED, true).value, MATE - 2);
    assert_eq!(run(MATED, false).value, 0);
    // The king can take the rook: the table's draw, worth the material back to zero
    // (m_t after the capture, -5 from White's side), as without the tables.
    const TAKES: &str = "8/8/8/8/8/2k5/2R5/K7 b - - 0 1";
    let with = run(TAKES, true);
    assert_eq!((with.best_move.as_deref(), with.value), (Some("Kxc2"), -5));
}

#[test]
fn queen_against_rook_is_won_move_by_move() {
    // Saavedra's study played out against Stockfish (`docs/studies-log.md`, eighth session):
    // after 1.c7 Rd3 2.c8=Q the queen against the rook. The search's every move keeps the
    // table's mate one move nearer, against the table's longest defence, to the mate.
    use pioneer_rules::endgame_tables::{Verdict, verdict};
    use pioneer_rules::{Position, parse_fen};
    let mut pos = parse_fen("2Q5/8/1K6/8/8/3r4/8/k7 b - - 0 2").expect("valid FEN");
    let Some(Verdict::Mated(mut n)) = verdict(&pos) else {
        panic!("lost for Black: {:?}", verdict(&pos));
    };
    assert!(n > 10, "a long ending: {n}");
    let play = |pos: &pioneer_rules::Chess, uci: &str| {
        let m = uci
            .parse::<shakmaty::uci::UciMove>()
            .expect("UCI move")
            .to_move(pos)
            .expect("legal");
        let mut after = pos.clone();
        after.play_unchecked(m);
        after
    };
    while n > 0 {
        // Black: the move the table says holds out longest.
        let defence = pos
            .legal_moves()
            .into_iter()
            .max_by_key(|m| {
                let mut after = pos.clone();
                after.play_unchecked(*m);
                match verdict(&after) {
                    Some(Verdict::Mates(k)) => i32::from(k),
                    _ => i32::MAX,
                }
            })
            .expect("Black can move");
        pos.play_unchecked(defence);
        assert_eq!(
            verdict(&pos),
            Some(Verdict::Mates(n)),
            "the defence keeps it"
        );
        // White: the search's move.
        let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
        let r = run(&fen.to_string(), true);
        let uci = r.best_move_uci.clone().expect("a move");
        pos = play(&pos, &uci);
        n -= 1;
        assert_eq!(verdict(&pos), Some(Verdict::Mated(n)), "{fen} {uci}: {r:?}");
    }
    assert!(pos.is_checkmate());
}

#[test]
fn saavedras_queen_is_a_draw_with_the_tables() {
    // Saavedra after 5.Kc2 Rd4: 6.c8=Q? Rc4+! 7.Qxc4 is stalemate (the famous trap; 6.c8=R!
    // wins). With the queen-against-rook table the line 6.c8=Q ends as the draw it is —
    // worth the root's material taken back: 4, the rook against the pawn — where without
    // it the queen counts her material: 8.
    const MOVE_6: &str = "8/2P5/8/8/3r4/8/2K5/k7 w - - 0 6";
    let with = run(MOVE_6, true);
    assert_eq!(
        (with.best_move.as_deref(), with.value),
        (Some("c8=Q"), 4),
        "{with:?}"
    );
    let without = run(MOVE_6, false);
    assert_eq!(
        (without.best_move.as_deref(), without.value),
        (Some("c8=Q"), 8),
        "{without:?}"
    );
}

#[test]
fn the_studies_settings_have_them_and_fig21_not() {
    assert!(SearchConfig::studies().switches.mate_tables);
    assert!(!SearchConfig::fig21().switches.mate_tables);
}

#[test]
fn the_queen_against_one_piece_is_valued_by_its_table() {
    use pioneer_rules::mate_table::Verdict;
    // A queen against a queen: 1.Qh1+ skewers the king on d5 and the queen on a8. With
    // the tables the root is of their class and valued by the KQKQ table (a mate); without
    // them the search keeps to the material.
    const SKEWER: &str = "q7/8/8/3k4/8/8/7Q/1K6 w - - 0 1";
    // A queen against a knight: won, and valued as the mate the KQKN table promises.
    const KNIGHT: &str = "8/8/3k4/8/8/3K4/n7/7Q w - - 0 1";
    for fen in [SKEWER, KNIGHT] {
        let pos = pioneer_rules::parse_fen(fen).expect("valid FEN");
        let Some(Verdict::Mates(n)) = pioneer_rules::endgame_tables::verdict(&pos) else {
            panic!("{fen}: won for White");
        };
        let with = run(fen, true);
        assert_eq!(with.value, MATE - (2 * i32::from(n) - 1), "{fen}: {with:?}");
        let without = run(fen, false);
        assert!(without.value < MATE / 2, "{fen}: {without:?}");
    }
    assert_eq!(run(SKEWER, true).best_move.as_deref(), Some("Qh1+"));
}

#[test]
fn the_queen_against_a_pawn_is_read_only_with_its_switch() {
    use pioneer_rules::mate_table::Verdict;
    // A bishop's pawn on the seventh, its king beside it: the KQKP table's draw (the
    // queen cannot take the pawn without stalemate), eight pawns up in material.
    const BISHOP_PAWN: &str = "8/8/8/8/K7/8/5pk1/2Q5 w - - 0 1";
    let pos = pioneer_rules::parse_fen(BISHOP_PAWN).expect("valid FEN");
    assert_eq!(
        pioneer_rules::piece_pawn::verdict(&pos),
        Some(Verdict::Draw)
    );
    // On in the studies preset since the seventeenth session, off in fig21.
    assert!(SearchConfig::studies().switches.queen_pawn_table);
    assert!(!SearchConfig::fig21().switches.queen_pawn_table);
    let run_with = |switch: bool| {
        let mut cfg = common::studies_before_threat_probes();
        cfg.switches.queen_pawn_table = switch;
        cfg.limits.max_moves = 20_000;
        cfg.limits.max_time = std::time::Duration::from_secs(600);
        Search::from_fen(BISHOP_PAWN, cfg).expect("valid FEN").run()
    };
    // With the table the line ends drawn, the eight pawns' material taken back (values
    // are counted from the root's material); without it the material stands.
    let with = run_with(true);
    assert_eq!(with.value, -8, "{with:?}");
    let without = run_with(false);
    assert_eq!(without.value, 0, "{without:?}");
}
