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
//! checks and replies reach form a graph. On it the positions from which the checker can
//! check for ever are a greatest fixed point (a safety game): a checker's position holds
//! while one of its checks leads to a holding reply position, a reply position holds
//! while every reply leads to a holding checker's position, and the unexplored edge of
//! the graph does not hold. Its complement, the positions from which the enemy forces a
//! failure, is found in time linear in the graph (the enemy's attractor). The cycles of
//! the graph are the repetitions, found wherever they close, not only along one line.
//! A proof is exact under the rules of chess (infinite play is a draw); "not proven"
//! says nothing about the position.
//!
//! Which position to explore next is chosen by proof numbers (Allis's proof-number
//! search): each position carries the least number of unexplored positions that could
//! still prove it (a draw) and disprove it (an escape), a checker's position the least
//! of its checks' proof numbers and the sum of their disproof numbers, a reply position
//! the other way round; from the root the search follows the check with the least proof
//! number and the reply with the least disproof number down to an unexplored position.
//! A proof needs one check per checker's position and an escape one reply per reply
//! position, so both are found while a breadth-first exploration is still widening every
//! line. The numbers only steer: every verdict is the fixed point's, asked when the root's
//! numbers settle and each time the explored positions double. At most
//! [`PerpetualLimits::nodes`] positions are explored, none further than
//! [`PerpetualLimits::plies`] half-moves from the root along the line that reached it.
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
    /// The longest line explored, in half-moves (the checker's checks and the replies):
    /// a position first met further from the root stays unexplored.
    pub plies: u8,
    /// The most positions explored; the proof gives up beyond it.
    pub nodes: u32,
}

/// The result of [`perpetual_check`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerpetualProof {
    /// The longest line explored, in half-moves, when the draw was proven, or `None`:
    /// not proven within the limits.
    pub drawn: Option<u8>,
    /// Positions explored (their legal moves generated).
    pub nodes: u32,
}

/// What a position of the graph is, as far as the proof knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Not explored yet.
    Open,
    /// Met beyond [`PerpetualLimits::plies`]: never explored, the edge for good.
    Beyond,
    /// Explored; its successors are in `Node::next`.
    Inner,
    /// Over, drawn or better for the checker (stalemate, no mating material, the enemy
    /// checkmated).
    Holds,
    /// Over, lost for the checker (checkmated, or no check to give).
    Fails,
}

/// "Cannot be proven (or disproven) within the graph": a proof or disproof number that
/// no sum reaches.
const INFINITE: u32 = u32::MAX / 4;

/// The proof and disproof numbers of a position (module docs).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Numbers {
    /// The fewest unexplored positions whose proof would prove it.
    proof: u32,
    /// The fewest unexplored positions whose disproof would disprove it.
    disproof: u32,
}

impl Numbers {
    const UNKNOWN: Numbers = Numbers {
        proof: 1,
        disproof: 1,
    };
    const PROVEN: Numbers = Numbers {
        proof: 0,
        disproof: INFINITE,
    };
    const DISPROVEN: Numbers = Numbers {
        proof: INFINITE,
        disproof: 0,
    };
    /// Beyond the limits: neither can come.
    const BEYOND: Numbers = Numbers {
        proof: INFINITE,
        disproof: INFINITE,
    };
}

/// The enemy's attractor on the graph explored so far ([`Graph::failing`]), for each
/// position.
struct Failing {
    /// Fails with the open edge failing: not proven (yet).
    unproven: Vec<bool>,
    /// Fails with the open edge holding: no proof can come.
    lost: Vec<bool>,
}

impl Failing {
    /// The root's verdict: `Some(true)` proven, `Some(false)` no proof can come.
    fn root(&self) -> Option<bool> {
        if !self.unproven[0] {
            Some(true)
        } else if self.lost[0] {
            Some(false)
        } else {
            None
        }
    }
}

/// One position of the graph.
struct Node {
    /// The position, until it is explored (then its successors stand for it).
    pos: Option<Chess>,
    /// The checker is to move (else the enemy, in check).
    checker: bool,
    /// Half-moves from the root along the line that first met it.
    depth: u8,
    state: State,
    next: Vec<usize>,
    numbers: Numbers,
    /// On the line from the root being followed now (a successor on it is a repetition).
    on_line: bool,
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
    /// The node of `pos`, added if new: open, or beyond the limits when first met
    /// further than `plies` half-moves from the root.
    fn node(&mut self, pos: Chess, checker: bool, depth: u8, plies: u8) -> usize {
        let k = key(&pos);
        if let Some(&i) = self.index.get(&k) {
            return i;
        }
        let i = self.nodes.len();
        self.index.insert(k, i);
        let beyond = depth > plies;
        self.nodes.push(Node {
            pos: (!beyond).then_some(pos),
            checker,
            depth,
            state: if beyond { State::Beyond } else { State::Open },
            next: Vec::new(),
            numbers: if beyond {
                Numbers::BEYOND
            } else {
                Numbers::UNKNOWN
            },
            on_line: false,
        });
        i
    }

    /// Explores node `i`: its state and its successors (checks for the checker, every
    /// legal reply for the enemy).
    fn expand(&mut self, i: usize, plies: u8) {
        let n = &mut self.nodes[i];
        let (checker, depth) = (n.checker, n.depth.saturating_add(1));
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
                next.push(self.node(after, !checker, depth, plies));
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

    /// Node `i`'s numbers from its successors'; a successor on the line followed is a
    /// repetition, drawn for the checker.
    fn renumber(&mut self, i: usize) {
        let n = &self.nodes[i];
        let numbers = match n.state {
            State::Open => Numbers::UNKNOWN,
            State::Beyond => Numbers::BEYOND,
            State::Holds => Numbers::PROVEN,
            State::Fails => Numbers::DISPROVEN,
            State::Inner => {
                let (mut least, mut sum) = (INFINITE, 0u32);
                for &j in &n.next {
                    let next = &self.nodes[j];
                    let Numbers { proof, disproof } = if next.on_line {
                        Numbers::PROVEN
                    } else {
                        next.numbers
                    };
                    // The checker needs one check, the enemy one reply.
                    let (one, all) = if n.checker {
                        (proof, disproof)
                    } else {
                        (disproof, proof)
                    };
                    least = least.min(one);
                    sum = sum.saturating_add(all).min(INFINITE);
                }
                if n.checker {
                    Numbers {
                        proof: least,
                        disproof: sum,
                    }
                } else {
                    Numbers {
                        proof: sum,
                        disproof: least,
                    }
                }
            }
        };
        self.nodes[i].numbers = numbers;
    }

    /// The positions from which the enemy forces a failure (the complement of the
    /// greatest fixed point, module docs), found as the enemy's attractor — a reply
    /// position fails once one reply fails, a checker's position once every check fails —
    /// in time linear in the graph: with the open edge failing (`unproven`: no proof yet)
    /// and holding (`lost`: no proof can come). The predecessors are gathered once for
    /// both.
    fn failing(&self) -> Failing {
        let n = self.nodes.len();
        // The predecessors of each node, in compressed rows.
        let mut start = vec![0usize; n + 1];
        for node in &self.nodes {
            for &j in &node.next {
                start[j + 1] += 1;
            }
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut preds = vec![0usize; start[n]];
        for (i, node) in self.nodes.iter().enumerate() {
            for &j in &node.next {
                preds[fill[j]] = i;
                fill[j] += 1;
            }
        }
        let attractor = |edge_fails: bool| {
            // The checks of each checker's position not yet known to fail.
            let mut left: Vec<usize> = self.nodes.iter().map(|n| n.next.len()).collect();
            let mut failed: Vec<bool> = self
                .nodes
                .iter()
                .map(|n| match n.state {
                    State::Fails => true,
                    State::Open | State::Beyond => edge_fails,
                    State::Inner | State::Holds => false,
                })
                .collect();
            let mut queue: Vec<usize> = (0..n).filter(|&i| failed[i]).collect();
            while let Some(j) = queue.pop() {
                for &i in &preds[start[j]..start[j + 1]] {
                    if failed[i] {
                        continue;
                    }
                    if self.nodes[i].checker {
                        left[i] -= 1;
                        if left[i] > 0 {
                            continue;
                        }
                    }
                    failed[i] = true;
                    queue.push(i);
                }
            }
            failed
        };
        Failing {
            unproven: attractor(true),
            lost: attractor(false),
        }
    }

    /// The verdict of the fixed point on the graph explored so far: `Some(true)` proven,
    /// `Some(false)` no proof can come. Else the numbers are set again from it, so that
    /// none rests on a repetition met along an earlier line: what the fixed point decides
    /// is proven or disproven, the rest counted afresh from the edge.
    fn settle(&mut self) -> Option<bool> {
        let failing = self.failing();
        if let Some(verdict) = failing.root() {
            return Some(verdict);
        }
        let Failing { unproven, lost } = failing;
        for (i, node) in self.nodes.iter_mut().enumerate() {
            node.numbers = if !unproven[i] {
                Numbers::PROVEN
            } else if lost[i] {
                Numbers::DISPROVEN
            } else if node.state == State::Beyond {
                Numbers::BEYOND
            } else {
                Numbers::UNKNOWN
            };
        }
        // Successors are mostly added after their predecessors: one sweep from the last
        // node back counts most lines from the edge up.
        for i in (0..self.nodes.len()).rev() {
            if self.nodes[i].state == State::Inner && unproven[i] && !lost[i] {
                self.renumber(i);
            }
        }
        None
    }

    /// Follows the most proving line from the root (module docs) to an unexplored
    /// position, into `line`, counting each position's numbers again on the way (a
    /// successor may have been explored along another line since); false when it ends
    /// elsewhere (a position decided along another line, or every successor already on
    /// the line).
    fn most_proving(&mut self, line: &mut Vec<usize>) -> bool {
        line.clear();
        let mut i = 0;
        loop {
            line.push(i);
            self.nodes[i].on_line = true;
            if self.nodes[i].state != State::Inner {
                return self.nodes[i].state == State::Open;
            }
            self.renumber(i);
            let n = &self.nodes[i];
            let best = n
                .next
                .iter()
                .copied()
                .filter(|&j| !self.nodes[j].on_line)
                .min_by_key(|&j| {
                    let m = self.nodes[j].numbers;
                    if n.checker { m.proof } else { m.disproof }
                });
            match best {
                Some(j) => i = j,
                None => return false,
            }
        }
    }

    /// The longest line explored: the depth of the deepest explored position.
    fn longest_line(&self) -> u8 {
        self.nodes
            .iter()
            .filter(|n| !matches!(n.state, State::Open | State::Beyond))
            .map(|n| n.depth)
            .max()
            .unwrap_or(0)
    }

    /// Climbs `line` back to the root, counting each position's numbers again.
    fn back_up(&mut self, line: &[usize]) {
        for &i in line.iter().rev() {
            self.nodes[i].on_line = false;
            self.renumber(i);
        }
    }
}

/// When the fixed point is asked (module docs): each time the explored positions reach
/// the next power of two, and when the root's numbers settle — once per count of
/// positions, and not again before the next power of two if the fixed point did not
/// agree (the numbers went round a repetition it does not grant).
struct Settling {
    next: u32,
    last: Option<u32>,
    doubted: bool,
}

impl Settling {
    /// Whether to ask the fixed point now; marks it asked.
    fn due(&mut self, root: Numbers, explored: u32, limits: PerpetualLimits) -> bool {
        let decided = (root.proof == 0 || root.disproof == 0) && !self.doubted;
        let scheduled = explored >= self.next || explored >= limits.nodes;
        if !(scheduled || decided) || self.last == Some(explored) {
            return false;
        }
        self.last = Some(explored);
        self.doubted = decided && !scheduled;
        while self.next <= explored {
            self.next = self.next.saturating_mul(2);
        }
        true
    }
}

/// Whether the side to move in `pos` can force a draw by checking on every move
/// (module docs), searched within `limits`, led by proof numbers.
pub fn perpetual_check(pos: &Chess, limits: PerpetualLimits) -> PerpetualProof {
    let mut graph = Graph {
        nodes: Vec::new(),
        index: FxHashMap::default(),
    };
    graph.node(pos.clone(), true, 0, limits.plies);
    let mut explored: u32 = 0;
    let mut line = Vec::new();
    let mut settling = Settling {
        next: 1,
        last: None,
        doubted: false,
    };
    // Where to look for the oldest open position when the numbers lead nowhere.
    let mut oldest = 0;
    loop {
        if settling.due(graph.nodes[0].numbers, explored, limits) {
            match graph.settle() {
                Some(true) => {
                    return PerpetualProof {
                        drawn: Some(graph.longest_line()),
                        nodes: explored,
                    };
                }
                Some(false) => break,
                None => {}
            }
        }
        if explored >= limits.nodes {
            break;
        }
        let leaf = if graph.most_proving(&mut line) {
            line.last().copied()
        } else {
            // The numbers lead to a position decided along another line, or round a
            // repetition that the fixed point has not granted: the oldest open position
            // is explored instead, so that every step explores one.
            while oldest < graph.nodes.len() && graph.nodes[oldest].state != State::Open {
                oldest += 1;
            }
            (oldest < graph.nodes.len()).then_some(oldest)
        };
        if let Some(i) = leaf {
            graph.expand(i, limits.plies);
            explored += 1;
            if line.last() != Some(&i) {
                // The oldest open position, off the line: its own numbers now.
                graph.renumber(i);
            }
        }
        // The line's numbers counted again, the explored position's included.
        graph.back_up(&line);
        if leaf.is_none() {
            // Nothing open is left: the fixed point decides, at once.
            if settling.last == Some(explored) {
                break;
            }
            settling.next = explored;
        }
    }
    PerpetualProof {
        drawn: None,
        nodes: explored,
    }
}

/// [`perpetual_check`] exploring breadth first instead: every position of one depth
/// before any of the next, the fixed point asked after each depth — the proof's first
/// form (`docs/search.md` item 32), kept to compare. The same verdicts where both decide;
/// led by proof numbers the proof decides more within the same limits, with fewer
/// positions.
pub fn perpetual_check_breadth_first(pos: &Chess, limits: PerpetualLimits) -> PerpetualProof {
    let mut graph = Graph {
        nodes: Vec::new(),
        index: FxHashMap::default(),
    };
    graph.node(pos.clone(), true, 0, limits.plies);
    let mut explored: u32 = 0;
    let mut next = 0;
    for depth in 0..=limits.plies {
        // Positions are added in breadth-first order: those of this depth come next.
        while next < graph.nodes.len() && graph.nodes[next].depth == depth {
            if explored >= limits.nodes {
                return PerpetualProof {
                    drawn: None,
                    nodes: explored,
                };
            }
            graph.expand(next, limits.plies);
            explored += 1;
            next += 1;
        }
        match graph.failing().root() {
            Some(true) => {
                return PerpetualProof {
                    drawn: Some(depth),
                    nodes: explored,
                };
            }
            Some(false) => break,
            None => {}
        }
    }
    PerpetualProof {
        drawn: None,
        nodes: explored,
    }
}
