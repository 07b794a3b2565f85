//! Each mechanism of the zone model on small positions, walked by hand (spec §4–§5).

use pioneer_rules::{Game, Ply, Square};
use pioneer_tree::{Search, SearchConfig, printout};
use pioneer_zones::{CellId, Mo, TraceKind};

const FIG21: &str = pioneer_rules::FIG21_FEN;

fn search(fen: &str, cfg: SearchConfig) -> Search {
    let mut s = Search::from_fen(fen, cfg).expect("valid FEN");
    s.prepare();
    s
}

fn uci(s: &Search, text: &str) -> Ply {
    Ply::Move(s.game().parse_uci(text).expect("legal move"))
}

fn down(s: &mut Search, text: &str) -> Vec<pioneer_zones::Sighting> {
    let ply = if text == "pass" {
        Ply::Pass
    } else {
        uci(s, text)
    };
    s.walk_down(ply)
}

/// The bundle of the piece on `a0` going to `ak` of the given kind.
fn bundle(s: &Search, a0: &str, ak: &str, kind: TraceKind) -> CellId {
    let a0: Square = a0.parse().unwrap();
    let ak: Square = ak.parse().unwrap();
    let mo = s.mo();
    mo.bundles()
        .find(|&b| {
            let c = mo.cell(b);
            c.a0 == a0 && c.ak == ak && c.kind == kind
        })
        .unwrap_or_else(|| panic!("no {kind:?} bundle {a0}->{ak}"))
}

fn tx(s: &Search, b: CellId) -> i16 {
    s.mo().tx(b)
}

fn plies(s: &mut Search) -> Vec<String> {
    s.candidate_plies()
        .iter()
        .map(pioneer_rules::notation::printout)
        .collect()
}

/// `T_x` against a hand-worked count in the spirit of Fig. 26, on Fig. 21 (§1.12–1.13).
#[test]
fn tx_recount_hand_worked() {
    let mut s = search(FIG21, SearchConfig::fig21());
    let root = bundle(&s, "f2", "e5", TraceKind::Root);
    assert_eq!(tx(&s, root), 1);
    down(&mut s, "pass");
    let seen = down(&mut s, "f2g3");
    // Case 1 of §1.8: A_max = T = 2 after the root move's +1; new T_x = 1.
    assert_eq!(tx(&s, root), 2);
    let knight = bundle(&s, "g7", "g3", TraceKind::Control);
    let pawn = bundle(&s, "h2", "g3", TraceKind::Control);
    assert_eq!((tx(&s, knight), tx(&s, pawn)), (1, 1));
    assert_eq!(seen.len(), 2);
    assert!(seen.iter().any(|x| x.bundle == knight && x.length == 2));
    // Back at the root the knight's bundle has the T_x it would have had if found there.
    s.walk_up();
    s.walk_up();
    assert_eq!((tx(&s, root), tx(&s, knight), tx(&s, pawn)), (1, 2, 2));
    // Second line: 1… pass 2.Bg3 pass 3.Bxe5 finds the blockade g7→f4 with T_x 0.
    down(&mut s, "pass");
    down(&mut s, "f2g3");
    assert_eq!(tx(&s, knight), 1);
    down(&mut s, "pass");
    let seen = down(&mut s, "g3e5");
    assert_eq!(tx(&s, root), 3);
    assert_eq!(tx(&s, knight), 0);
    let blockade = bundle(&s, "g7", "f4", TraceKind::Blockade);
    assert!(seen.iter().any(|x| x.bundle == blockade && x.blockade));
    assert_eq!(tx(&s, blockade), 0);
    let interval = s.mo().cell(blockade).interval;
    assert_eq!(interval, Some((Square::G3, Square::E5)));
    for _ in 0..4 {
        s.walk_up();
    }
    assert_eq!((tx(&s, root), tx(&s, knight), tx(&s, blockade)), (1, 2, 2));
}

/// Freezing for insufficient time (§1.12): after 1… pass 2.Bg3 the knight has T_x 1 for a
/// trajectory of length 2 and may only pass; at the root it may move.
#[test]
fn insufficient_time_freezes_the_knight() {
    let mut s = search(FIG21, SearchConfig::fig21());
    down(&mut s, "pass");
    down(&mut s, "f2g3");
    s.walk_up();
    s.walk_up();
    assert_eq!(plies(&mut s), ["NG7-F5", "NG7-H5", "*****"]);
    down(&mut s, "pass");
    down(&mut s, "f2g3");
    assert_eq!(plies(&mut s), ["*****"]);
    // Without the rule the knight moves on.
    let mut cfg = SearchConfig::fig21();
    cfg.switches.time_freeze = false;
    let mut s = search(FIG21, cfg);
    down(&mut s, "pass");
    down(&mut s, "f2g3");
    s.walk_up();
    s.walk_up();
    down(&mut s, "pass");
    down(&mut s, "f2g3");
    assert_eq!(plies(&mut s), ["NG7-F5", "NG7-H5", "*****"]);
}

/// Forkness (§2.8): once h5 serves two knight bundles it comes first.
#[test]
fn the_most_forked_square_first() {
    let mut s = search(FIG21, SearchConfig::fig21());
    for m in ["pass", "f2g3"] {
        down(&mut s, m);
    }
    s.walk_up();
    s.walk_up();
    for m in ["pass", "f2g3", "pass", "g3e5"] {
        down(&mut s, m);
    }
    for _ in 0..4 {
        s.walk_up();
    }
    assert_eq!(plies(&mut s), ["NG7-H5", "NG7-F5", "NG7-E6", "*****"]);
    let mut cfg = SearchConfig::fig21();
    cfg.switches.fork_priority = false;
    let mut s2 = search(FIG21, cfg);
    for m in ["pass", "f2g3"] {
        down(&mut s2, m);
    }
    s2.walk_up();
    s2.walk_up();
    for m in ["pass", "f2g3", "pass", "g3e5"] {
        down(&mut s2, m);
    }
    for _ in 0..4 {
        s2.walk_up();
    }
    assert_eq!(plies(&mut s2), ["NG7-F5", "NG7-H5", "NG7-E6", "*****"]);
}

/// Walks Fig. 21 to the position after 1…Ng7-e6 (the blockade bundle known).
fn after_ne6(cfg: SearchConfig) -> Search {
    let mut s = search(FIG21, cfg);
    for m in ["pass", "f2g3", "pass", "g3e5"] {
        down(&mut s, m);
    }
    for _ in 0..4 {
        s.walk_up();
    }
    down(&mut s, "g7e6");
    s
}

/// Freezing by loss of connection (§1.14–1.16): 2.Bd4 leaves g3 behind, so the α-square
/// g3 of the root bundle is fully frozen and the blockade of its interval (g3, e5) freezes
/// at depth 2; climbing back thaws it.
#[test]
fn loss_of_connection_freezes_and_thaws_at_its_depth() {
    let mut s = after_ne6(SearchConfig::fig21());
    let blockade = bundle(&s, "g7", "f4", TraceKind::Blockade);
    let root = bundle(&s, "f2", "e5", TraceKind::Root);
    let cells_of = |s: &Search, b| s.mo().cells_of(b);
    assert!(
        cells_of(&s, blockade)
            .iter()
            .all(|&c| s.mo().cell(c).freeze_depth() == 0 || s.mo().cell(c).square != Square::E6)
    );
    down(&mut s, "f2d4");
    let on_e6 = s.mo().cell_on(blockade, Square::E6).expect("visited e6");
    assert_eq!(s.mo().cell(on_e6).freeze_depth(), 2);
    let on_f2 = s.mo().cell_on(root, Square::F2).expect("a0 cell");
    assert_eq!(s.mo().cell(on_f2).freeze_depth(), 2);
    assert!(!s.mo().live_squares(root).contains(Square::G3));
    s.walk_up();
    assert_eq!(s.mo().cell(on_e6).freeze_depth(), 0);
    assert_eq!(s.mo().cell(on_f2).freeze_depth(), 0);
    // 2.Bg3 keeps g3 and e5 alive: the blockade stays playable.
    down(&mut s, "f2g3");
    assert_eq!(s.mo().cell(on_e6).freeze_depth(), 0);
    assert_eq!(plies(&mut s)[0], "NE6-F4");
}

/// Freezing on leaving a0 (§1.17, "99"): the bishop's bundle g3→f4 found with the bishop
/// on g3 freezes when 2.Bg3 is taken back, and thaws when the bishop comes back.
#[test]
fn leaving_a0_freezes_99_and_arriving_thaws() {
    let mut s = after_ne6(SearchConfig::fig21());
    down(&mut s, "f2g3");
    down(&mut s, "e6f4");
    let capture = bundle(&s, "g3", "f4", TraceKind::Control);
    assert!(!s.mo().cell(capture).left_a0());
    s.walk_up();
    s.walk_up();
    assert!(s.mo().cell(capture).left_a0());
    assert_eq!(s.mo().cell(capture).field6(), 99);
    down(&mut s, "f2g3");
    assert!(!s.mo().cell(capture).left_a0());
    s.walk_up();
    assert!(s.mo().cell(capture).left_a0());
    // Switched off, nothing is frozen that way.
    let mut cfg = SearchConfig::fig21();
    cfg.switches.a0_freeze = false;
    let mut s = after_ne6(cfg);
    down(&mut s, "f2g3");
    down(&mut s, "e6f4");
    s.walk_up();
    s.walk_up();
    let capture = bundle(&s, "g3", "f4", TraceKind::Control);
    assert!(!s.mo().cell(capture).left_a0());
}

/// The vision correction (§1.9): after 1…Ne6 2.Bd4, looking from the root finds the
/// knight's g7→d4 trajectory, too late: a pseudo-search the book's printout does not have.
#[test]
fn vision_correction_finds_the_knight_from_its_root_square() {
    let mut cfg = SearchConfig::fig21();
    cfg.switches.vision_correction = true;
    let mut s = after_ne6(cfg);
    let seen = down(&mut s, "f2d4");
    let g7d4 = bundle(&s, "g7", "d4", TraceKind::Control);
    assert!(seen.iter().any(|x| x.bundle == g7d4 && x.length == 2));
    let mut s = Search::from_fen(FIG21, cfg).unwrap();
    let r = s.run();
    let text = printout::printout(s.game(), s.events(), 0, 0, 0, 0.0);
    assert!(text.contains("\n    BF2-D4 500\n"));
    assert!(r.moves_considered > 18);
    assert!(r.pseudo_searches > 2);
}

/// Pseudo-search depth (§1.11, Fig. 25): per zone the larger of "since when the piece
/// stands on a0" and the zone's inclusion depth, over zones the smallest; climbing to it
/// erases a zone included below it (zone II of Fig. 25).
#[test]
fn rollback_depth_and_short_lived_zone() {
    use pioneer_trajectories::PieceKind;
    use pioneer_zones::{BundleRole, NewBundle, ZoneType, shapes::attack_bundle};
    let game = Game::from_fen(FIG21).unwrap();
    let mut mo = Mo::new();
    mo.form_attack_zones(&game, 4, &[pioneer_rules::Color::White], 0, false);
    let zone1 = mo.zones().next().unwrap();
    // Zone II: the knight against the g4 pawn, included at depth 3.
    let knight = game.piece_at(Square::G7).unwrap();
    let pawn = game.piece_at(Square::G4).unwrap();
    let len = attack_bundle(PieceKind::Knight, Square::G7, Square::G4)
        .shortest_len()
        .unwrap();
    let zone2 = mo.add_bundle(NewBundle {
        piece: knight,
        piece_kind: PieceKind::Knight,
        a0: Square::G7,
        ak: Square::G4,
        length: len as u8,
        kind: TraceKind::Root,
        attacked: Some(pawn),
        interval: None,
        tx: 1,
        role: BundleRole::Root {
            zone_type: ZoneType::Attack,
            depth: 3,
        },
    });
    let neg = |mo: &mut Mo, zone, parent, sq: Square, piece, ak: Square| {
        mo.add_bundle(NewBundle {
            piece,
            piece_kind: PieceKind::King,
            a0: sq,
            ak,
            length: 2,
            kind: TraceKind::Control,
            attacked: None,
            interval: None,
            tx: 1,
            role: BundleRole::Negation { parent, zone },
        })
    };
    let wk = game.piece_at(Square::B1).unwrap();
    let bk = game.piece_at(Square::A8).unwrap();
    let b1 = neg(&mut mo, zone1, zone1, Square::B1, wk, Square::D3);
    let b2 = neg(&mut mo, zone2, zone2, Square::A8, bk, Square::C6);
    let sightings = [
        pioneer_zones::Sighting {
            bundle: b1,
            piece: wk,
            blockade: false,
            length: 2,
        },
        pioneer_zones::Sighting {
            bundle: b2,
            piece: bk,
            blockade: false,
            length: 2,
        },
    ];
    // The white king has stood on b1 since depth 2, the black king on a8 since depth 1.
    let since = |p, _| if p == wk { 2 } else { 1 };
    // Zone I: max(2, 0) = 2; zone II: max(1, 3) = 3; the smallest: 2.
    assert_eq!(mo.rollback_depth(&sightings, since), Some(2));
    let cells = mo.size();
    assert_eq!(mo.erase_zones_below(2), 1);
    assert!(!mo.is_live(zone2) && !mo.is_live(b2));
    assert!(mo.is_live(zone1) && mo.is_live(b1));
    assert_eq!(mo.size(), cells - 2);
    // Nothing late: no pseudo-search.
    let short = [pioneer_zones::Sighting {
        bundle: b1,
        piece: wk,
        blockade: false,
        length: 1,
    }];
    assert_eq!(mo.rollback_depth(&short, since), None);
}

/// Deblockade with forbidden squares (§2.9, Fig. 34): the queen's trajectory c1–h6 is
/// blocked by its own king on g5; the king's deblockade bundle forbids f4 and h6.
#[test]
fn deblockade_forbids_the_neighbours_of_the_blocked_square() {
    let fen = "k7/8/7n/6K1/8/8/8/2Q5 w - - 0 1";
    let mut cfg = SearchConfig::fig21();
    cfg.horizon = 2;
    let mut off = search(fen, cfg);
    assert_eq!(
        off.mo().zones().count(),
        0,
        "a blocked root trajectory makes no zone"
    );
    assert!(plies(&mut off).is_empty());
    cfg.switches.deblockade = true;
    let mut on = search(fen, cfg);
    assert_eq!(on.mo().zones().count(), 1);
    let moves = plies(&mut on);
    assert!(moves.contains(&"KG5-F6".to_owned()));
    assert!(moves.contains(&"KG5-H4".to_owned()));
    assert!(
        !moves.contains(&"KG5-F4".to_owned()),
        "f4 is forbidden: {moves:?}"
    );
    let zone = on
        .mo()
        .zones()
        .find(|&z| on.mo().cell(z).kind == TraceKind::Deblockade)
        .expect("a deblockade zone");
    let (near, forbidden) = on.mo().cell(zone).deblock.expect("fields 7-8");
    assert_eq!(near, Square::C1);
    assert_eq!(
        forbidden,
        pioneer_rules::Bitboard::from_square(Square::F4) | Square::H6
    );
}

/// Retreat (§2.9): with retreat bundles on, the pawn e5 of Fig. 21 may step away.
#[test]
fn retreat_lets_the_target_step_away() {
    let mut s = search(FIG21, SearchConfig::fig21());
    assert!(!plies(&mut s).contains(&"PE5-E4".to_owned()));
    let mut cfg = SearchConfig::fig21();
    cfg.switches.retreat = true;
    let mut s = search(FIG21, cfg);
    assert_eq!(plies(&mut s), ["PE5-E4", "*****"]);
    let r = Search::from_fen(FIG21, cfg).unwrap().run();
    assert_eq!(r.best_move.as_deref(), Some("e4"));
}
