//! The perpetual-check proof (`pioneer_rules::perpetual`) against exact oracles: the
//! queen-against-rook and queen-against-queen tables (`pioneer_rules::queen_against`,
//! themselves checked against shakmaty's move generator in `queen_against.rs`). Over many
//! positions of each class, with either side to move, a proven draw must be a position
//! the table does not call lost for the side to move; the proof finds some (the checks
//! that the king cannot escape, the stalemates), so the test has teeth. Then the suite position that asked
//! for it (PET026). Each test runs both explorations: led by proof numbers
//! (`perpetual_check`) and breadth first (`perpetual_check_breadth_first`).

use pioneer_rules::endgame_tables::{Verdict, verdict};
use pioneer_rules::perpetual::{
    PerpetualLimits, PerpetualProof, perpetual_check, perpetual_check_breadth_first,
};
use pioneer_rules::{Chess, Position, parse_fen};
use shakmaty::Role;

mod common;
use common::{Lcg, random_queen_against};

type Proof = fn(&Chess, PerpetualLimits) -> PerpetualProof;

/// Both explorations, named.
const PROOFS: [(&str, Proof); 2] = [
    ("proof numbers", perpetual_check),
    ("breadth first", perpetual_check_breadth_first),
];

/// The limits the search used until the thirty-fifth session (its
/// `pioneer_tree::config::PERPETUAL_LIMITS` now explore at most 1 000 positions): the
/// oracles hold at any limit, and the wider one lets them prove more.
const LIMITS: PerpetualLimits = PerpetualLimits {
    plies: 32,
    nodes: 4_000,
};

/// Over 2 000 random positions of the queen against `defender`, with both explorations:
/// no perpetual is proven where the table has the side to move mated. Returns, per
/// exploration, the perpetuals proven and how many of them the defender's side proved.
fn never_lost(defender: Role) -> Vec<(usize, usize)> {
    let mut counts = Vec::new();
    for (name, proof_of) in PROOFS {
        let mut rng = Lcg(0x005E_ED0F_C4EC);
        let (mut proven, mut defenders, mut tried) = (0, 0, 0);
        while tried < 2_000 {
            let pos = random_queen_against(&mut rng, defender);
            let Some(truth) = verdict(&pos) else { continue };
            tried += 1;
            if proof_of(&pos, LIMITS).drawn.is_some() {
                proven += 1;
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
                assert!(
                    !matches!(truth, Verdict::Mated(_)),
                    "{name}, {fen}: a perpetual proven where the table has the side to move mated"
                );
                let queen_side = pos.board().by_color(pos.turn()) & pos.board().queens();
                if defender != Role::Queen && queen_side.is_empty() {
                    defenders += 1;
                }
            }
        }
        eprintln!("{name}, {defender:?}: {proven} proven of {tried}, {defenders} by the defender");
        counts.push((proven, defenders));
    }
    counts
}

#[test]
fn a_proven_perpetual_is_never_a_lost_position_of_queen_against_rook() {
    for (proven, by_rook) in never_lost(Role::Rook) {
        // The proof says something: draws by the rook's checks among them.
        assert!(
            proven >= 20 && by_rook >= 10,
            "{proven} proven, {by_rook} by the rook"
        );
    }
}

#[test]
fn a_proven_perpetual_is_never_a_lost_position_of_queen_against_queen() {
    for (proven, _) in never_lost(Role::Queen) {
        assert!(proven >= 20, "{proven} proven");
    }
}

#[test]
fn pet026_queening_allows_the_rook_perpetual_and_the_bishop_does_not() {
    let fen = |promoted: char| format!("8/5k2/4p3/4Pp1p/5P1P/3Rn2K/8/6{promoted}1 w - - 0 2");
    let after_queen = parse_fen(&fen('q')).unwrap();
    for (name, proof_of) in PROOFS {
        let proof = proof_of(&after_queen, LIMITS);
        assert!(
            proof.drawn.is_some() && proof.nodes < 1_000,
            "{name}: {proof:?}"
        );
        for piece in ['b', 'r'] {
            let pos = parse_fen(&fen(piece)).unwrap();
            assert_eq!(proof_of(&pos, LIMITS).drawn, None, "{name}: 1...g1={piece}");
        }
    }
}

#[test]
fn a_side_without_a_check_proves_nothing_and_the_limits_hold() {
    let bare = parse_fen("k7/8/8/8/8/8/8/KQ6 b - - 0 1").unwrap();
    let pos = parse_fen("8/5k2/4p3/4Pp1p/5P1P/3Rn2K/8/6q1 w - - 0 2").unwrap();
    let shallow = PerpetualLimits {
        plies: 2,
        nodes: 4_000,
    };
    let few = PerpetualLimits {
        plies: 32,
        nodes: 10,
    };
    for (name, proof_of) in PROOFS {
        // A bare king cannot check.
        assert_eq!(proof_of(&bare, LIMITS).drawn, None, "{name}");
        // PET026 after 1...g1=Q needs more than two half-moves and more than ten
        // positions.
        assert_eq!(proof_of(&pos, shallow).drawn, None, "{name}");
        let proof = proof_of(&pos, few);
        assert!(
            proof.drawn.is_none() && proof.nodes <= 10,
            "{name}: {proof:?}"
        );
    }
}

#[test]
fn proof_numbers_reach_what_breadth_first_exploration_did_not() {
    // Two positions met by the suites' searches (EET) where exploring breadth first, the
    // proof's first form, used up the 4 000 positions and said nothing. Led by proof
    // numbers, one check per checker's position proves the draw (Stockfish: 0.00)...
    let drawn = parse_fen("8/p4k2/1p1p2p1/1P1P4/P5P1/Q4K1P/8/2q5 b - - 0 4").unwrap();
    assert_eq!(perpetual_check_breadth_first(&drawn, LIMITS).drawn, None);
    let proof = perpetual_check(&drawn, LIMITS);
    assert!(proof.drawn.is_some() && proof.nodes < 2_000, "{proof:?}");
    // ...and one reply per reply position shows the king's escape early.
    let escapes = parse_fen("1rr2k2/p3q3/3Q4/3Pp2p/8/1P3P2/1KPR4/2N5 w - - 1 3").unwrap();
    assert_eq!(
        perpetual_check_breadth_first(&escapes, LIMITS).nodes,
        LIMITS.nodes
    );
    let proof = perpetual_check(&escapes, LIMITS);
    assert!(proof.drawn.is_none() && proof.nodes < 500, "{proof:?}");
}
