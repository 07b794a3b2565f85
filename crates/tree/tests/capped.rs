//! How a line the depth cap cuts is valued (`MoSettings::capped_leaf`, `docs/search.md`
//! item 43): right after a promotion it is worth the new queen by its material, and
//! nothing once the new piece's capture (or every capture) is played out; a rook taken
//! where a pawn takes back is worth the rook unless the recapture (or every capture) is
//! played out.

mod common;

use pioneer_tree::{CappedLeaf, Search, SearchConfig};

/// White queens on b8 with check; Black's rook b4 takes the queen back.
const QUEENING: &str = "6k1/1P3ppp/8/8/1r6/8/5PPP/6K1 w - - 0 1";

/// White's rook takes the rook b4, which the pawn a5 defends.
const DEFENDED_ROOK: &str = "6k1/5ppp/8/p7/1r6/8/1R3PPP/6K1 w - - 0 1";

/// The studies settings with the cap at one half-move and no deepening, `leaf` set: the
/// value and the move chosen.
fn capped_at_one(fen: &str, leaf: CappedLeaf) -> (i32, Option<String>) {
    let mut cfg = common::studies_before_threat_probes();
    cfg.switches.deepening = false;
    cfg.limits.max_depth = 1;
    cfg.switches.mo.capped_leaf = leaf;
    let mut search = Search::from_fen(fen, cfg).expect("valid FEN");
    let result = search.run();
    assert_eq!(result.depth_cap, 1);
    (result.value, result.pv.first().cloned())
}

#[test]
fn a_capped_promotion_counts_the_recapture() {
    let (v, key) = capped_at_one(QUEENING, CappedLeaf::Material);
    assert_eq!((v, key.as_deref()), (8, Some("b8=Q+")));
    // Once the rook's recapture counts, the queening is worth −1 and no line wins.
    for leaf in [
        CappedLeaf::Promotion,
        CappedLeaf::Recapture,
        CappedLeaf::Captures,
    ] {
        assert!(capped_at_one(QUEENING, leaf).0 <= 0, "{leaf:?}");
    }
}

#[test]
fn only_the_wider_valuations_count_a_recapture_after_a_capture() {
    let expect = [
        (CappedLeaf::Material, 5),
        (CappedLeaf::Promotion, 5),
        (CappedLeaf::Recapture, 0),
        (CappedLeaf::Captures, 0),
    ];
    for (leaf, value) in expect {
        assert_eq!(capped_at_one(DEFENDED_ROOK, leaf).0, value, "{leaf:?}");
    }
}

#[test]
fn the_names_parse_back() {
    for leaf in CappedLeaf::ALL {
        assert_eq!(leaf.name().parse::<CappedLeaf>(), Ok(leaf));
    }
    assert!("queen".parse::<CappedLeaf>().is_err());
}

#[test]
fn the_fig21_preset_values_capped_lines_by_their_material() {
    assert_eq!(
        SearchConfig::fig21().switches.mo.capped_leaf,
        CappedLeaf::Material
    );
}

/// The studies preset values a capped promotion after its new piece is taken
/// (`docs/studies-log.md`, twenty-ninth session), and that changes a suite position's answer:
/// PET043 (`r5k1/5pp1/1P5p/3R4/2r5/P3P3/2p2PPP/2R3K1 b`, key 1…Rxa3) searched to the
/// depth-4 cap alone. By the material the line 1…Rxa3 2.b7 Rb4 3.b8=Q ends at the cap
/// with White a queen up though the rook takes it at once, and 1…Re4 (+1) is answered;
/// with the queen's capture counted the key's tree separates it (0 against worse).
#[test]
fn the_studies_preset_counts_the_capture_of_a_capped_queen_in_pet043() {
    const PET043: &str = "r5k1/5pp1/1P5p/3R4/2r5/P3P3/2p2PPP/2R3K1 b - - 0 1";
    assert_eq!(
        SearchConfig::studies().switches.mo.capped_leaf,
        CappedLeaf::Promotion
    );
    let run = |leaf: CappedLeaf| {
        let mut cfg = common::studies_before_threat_probes();
        cfg.switches.deepening = false;
        cfg.limits.max_depth = 4;
        cfg.max_horizon = cfg.horizon;
        cfg.switches.mo.capped_leaf = leaf;
        Search::from_fen(PET043, cfg).expect("valid FEN").run()
    };
    let material = run(CappedLeaf::Material);
    assert_eq!(material.best_move.as_deref(), Some("Re4"), "{material:?}");
    assert_eq!(material.value, 1, "{material:?}");
    let promotion = run(CappedLeaf::Promotion);
    assert_eq!(
        promotion.best_move.as_deref(),
        Some("Rxa3"),
        "{promotion:?}"
    );
    assert!(promotion.completed && promotion.separated, "{promotion:?}");
    assert!(promotion.tree_size < material.tree_size, "{promotion:?}");
}
