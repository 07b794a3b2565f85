//! Perpetual check: a bounded proof that the side to move can force a draw by checking
//! on every move (ours; the search's `MoSettings::perpetual`, `docs/search.md` item 32).
//!
//! The side to move (the *checker*) plays only moves that give check; the other side
//! answers with every legal move. A line is drawn for the checker when
//!
//! - the checks go on for ever (they come round to a position met before: the draw by
//!   repetition),
//! - the checker is stalemated (the enemy took its last piece that could move),
//! - neither side has mating material left, or
//! - the enemy is checkmated (better than a draw).
//!
//! A line fails when the checker has no check left or is checkmated. The positions the
//! checks and replies reach form a graph, explored breadth first up to
//! [`PerpetualLimits::plies`] half-moves and [`PerpetualLimits::nodes`] positions; on it
//! the positions from which the checker can check for ever are a greatest fixed point
//! (a safety game): a checker's position holds while one of its checks leads to a
//! holding reply position, a reply position holds while every reply leads to a holding
//! checker's position, and the unexplored edge of the graph does not hold. The cycles of
//! the graph are the repetitions, found wherever they close, not only along one line.
//! A proof is exact under the rules of chess (infinite play is a draw); "not proven"
//! says nothing about the position.
//!
//! ```
//! use pioneer_rules::perpetual::{PerpetualLimits, perpetual_check};
//!
//! // PET026 after 1...g1=Q: White's rook checks until the king takes it (stalemate) or
//! // the position repeats (2.Rd7+ Kg6 3.Rg7+ Kh6 4.Rh7+ ...).
//! let queen = pioneer_rules::parse_fen("8/5k2/4p3/4Pp1p/5P1P/3Rn2K/8/6q1 w - - 0 2").unwrap();
//! let limits = PerpetualLimits { plies: 32, nodes: 4_000 };
//! assert!(perpetual_check(&queen, limits).drawn.is_some());
//! // After 1...g1=B the king has g3: taking the rook is no stalemate, and no perpetual.
//! let bishop = pioneer_rules::parse_fen("8/5k2/4p3/4Pp1p/5P1P/3Rn2K/8/6b1 w - - 0 2").unwrap();
//! assert!(perpetual_check(&bishop, limits).drawn.is_none());
//! // A bare king cannot check at all.
//! let bare = pioneer_rules::parse_fen("k7/8/8/8/8/8/8/KQ6 b - - 0 1").unwrap();
//! assert!(perpetual_check(&bare, limits).drawn.is_none());
//! ```

use crate::gives_check;
use rustc_hash::FxHashMap;
use shakmaty::{Chess, EnPassantMode, Position, zobrist::Zobrist64};

/// How far a perpetual-check proof may search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerpetualLimits {
    /// The longest line explored, in half-moves (the checker's checks and the replies).
    pub plies: u8,
    /// The most positions explored; the proof gives up beyond it.
    pub nodes: u32,
}

/// The result of [`perpetual_check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerpetualProof {
    /// The depth of the explored graph, in half-moves, when the draw was proven, or
    /// `None`: not proven within the limits.
    pub drawn: Option<u8>,
    /// Positions explored (their legal moves generated).
    pub nodes: u32,
}

/// What a position of the graph is, as far as the proof knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Not explored yet: the edge of the graph.
    Open,
    /// Explored; its successors are in `Node::next`.
    Inner,
    /// Over, drawn or better for the checker (stalemate, no mating material, the enemy
    /// checkmated).
    Holds,
    /// Over, lost for the checker (checkmated, or no check to give).
    Fails,
}

/// One position of the graph.
struct Node {
    /// The position, until it is explored (then its successors stand for it).
    pos: Option<Chess>,
    /// The checker is to move (else the enemy, in check).
    checker: bool,
    depth: u8,
    state: State,
    next: Vec<usize>,
}

fn key(pos: &Chess) -> u64 {
    pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
}

/// The graph of checks and replies from one position.
struct Graph {
    nodes: Vec<Node>,
    index: FxHashMap<u64, usize>,
}

impl Graph {
    /// The node of `pos`, added (open) at `depth` if new.
    fn node(&mut self, pos: Chess, checker: bool, depth: u8) -> usize {
        let k = key(&pos);
        if let Some(&i) = self.index.get(&k) {
            return i;
        }
        let i = self.nodes.len();
        self.index.insert(k, i);
        self.nodes.push(Node {
            pos: Some(pos),
            checker,
            depth,
            state: State::Open,
            next: Vec::new(),
        });
        i
    }

    /// Explores node `i`: its state and its successors (checks for the checker, every
    /// legal reply for the enemy).
    fn expand(&mut self, i: usize) {
        let n = &mut self.nodes[i];
        let (checker, depth) = (n.checker, n.depth);
        let Some(pos) = n.pos.take() else {
            return; // explored already
        };
        let legal = pos.legal_moves();
        let state = if legal.is_empty() {
            // Stalemate holds for the checker; so does the enemy's checkmate.
            if !checker || !pos.is_check() {
                State::Holds
            } else {
                State::Fails
            }
        } else if checker && pos.is_insufficient_material() {
            State::Holds
        } else {
            State::Inner
        };
        let mut next = Vec::new();
        if state == State::Inner {
            for m in &legal {
                // The checker's quiet moves are not played at all.
                if checker && !gives_check(&pos, *m) {
                    continue;
                }
                let mut after = pos.clone();
                after.play_unchecked(*m);
                next.push(self.node(after, !checker, depth.saturating_add(1)));
            }
        }
        let n = &mut self.nodes[i];
        n.state = if checker && state == State::Inner && next.is_empty() {
            State::Fails
        } else {
            state
        };
        n.next = next;
    }

    /// Whether the root holds, the open edge counted as `edge` (failing for the proof,
    /// holding for the test that no proof can come): the greatest fixed point.
    fn root_holds(&self, edge: bool) -> bool {
        let mut holds: Vec<bool> = self
            .nodes
            .iter()
            .map(|n| match n.state {
                State::Open => edge,
                State::Fails => false,
                State::Inner | State::Holds => true,
            })
            .collect();
        loop {
            let mut changed = false;
            // Successors are mostly added after their predecessors: sweeping from the
            // last node back carries a failure up a line in one pass. The fixed point
            // does not depend on the order.
            for (i, n) in self.nodes.iter().enumerate().rev() {
                if !holds[i] || n.state != State::Inner {
                    continue;
                }
                let still = if n.checker {
                    n.next.iter().any(|&j| holds[j])
                } else {
                    n.next.iter().all(|&j| holds[j])
                };
                if !still {
                    holds[i] = false;
                    changed = true;
                }
            }
            if !changed {
                return holds[0];
            }
        }
    }
}

/// Whether the side to move in `pos` can force a draw by checking on every move
/// (module docs), searched within `limits`.
pub fn perpetual_check(pos: &Chess, limits: PerpetualLimits) -> PerpetualProof {
    let mut graph = Graph {
        nodes: Vec::new(),
        index: FxHashMap::default(),
    };
    graph.node(pos.clone(), true, 0);
    let mut explored: u32 = 0;
    let mut next_open = 0;
    for layer in 0..=limits.plies {
        // Explore every open node of this layer (nodes are added in breadth-first order).
        while next_open < graph.nodes.len() && graph.nodes[next_open].depth == layer {
            if explored >= limits.nodes {
                return PerpetualProof {
                    drawn: None,
                    nodes: explored,
                };
            }
            graph.expand(next_open);
            explored += 1;
            next_open += 1;
        }
        if graph.root_holds(false) {
            return PerpetualProof {
                drawn: Some(layer),
                nodes: explored,
            };
        }
        if !graph.root_holds(true) {
            break;
        }
    }
    PerpetualProof {
        drawn: None,
        nodes: explored,
    }
}
