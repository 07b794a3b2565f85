//! The search tree as Graphviz DOT (spec §5.6).
//!
//! The final tree ([`Tree`]) holds only the nodes that survived: pseudo-search erases the
//! subtrees it climbs out of. [`History`] rebuilds every node the search ever made from
//! the printout events: a run of `Back { value: None }` events (printed `500`) is a climb
//! without evaluation, and when the search goes down again from the node where the climb
//! stopped, all that node's earlier sons are erased. [`search_dot`] draws the surviving
//! tree in solid lines with the erased subtrees in dashed clusters, one cluster per
//! pseudo-search.

use pioneer_rules::{Chess, Ply, Position, notation};
use pioneer_tree::{Event, NodeId, Tree};
use std::fmt::Write;

/// One node of the rebuilt history.
#[derive(Debug, Clone)]
pub struct HistoryNode {
    /// The parent (`None` for the root).
    pub parent: Option<usize>,
    /// The ply that led here (`None` for the root).
    pub ply: Option<Ply>,
    /// The depth (root 0).
    pub depth: u16,
    /// The value carried up (`None`: not evaluated or taken back with `500`).
    pub value: Option<i32>,
    /// Taken back without evaluation (`500`).
    pub unevaluated: bool,
    /// The pseudo-search (1 …) that erased this node, if erased.
    pub erased_by: Option<usize>,
    /// The sons, in creation order.
    pub children: Vec<usize>,
}

/// Every node the search made, rebuilt from its events.
#[derive(Debug, Clone)]
pub struct History {
    /// Node 0 is the root.
    pub nodes: Vec<HistoryNode>,
    /// The number of pseudo-searches that erased something.
    pub restarts: usize,
}

impl History {
    /// Rebuilds the history from the printout events.
    pub fn from_events(events: &[Event]) -> History {
        let mut h = History {
            nodes: vec![HistoryNode {
                parent: None,
                ply: None,
                depth: 0,
                value: None,
                unevaluated: false,
                erased_by: None,
                children: Vec::new(),
            }],
            restarts: 0,
        };
        let mut stack: Vec<usize> = vec![0];
        let mut climbing = false;
        for e in events {
            let climb_goes_on = matches!(e, Event::Back { value: None, .. });
            if climbing && !climb_goes_on {
                // The climb stopped at the node on top of the stack: the search restarts
                // there, and that node's earlier sons are erased.
                let at = *stack.last().unwrap_or(&0);
                h.restarts += 1;
                for s in h.nodes[at].children.clone() {
                    h.erase(s, h.restarts);
                }
                climbing = false;
            }
            match *e {
                Event::Forward { depth, ply } => {
                    let parent = *stack.last().unwrap_or(&0);
                    let id = h.nodes.len();
                    h.nodes.push(HistoryNode {
                        parent: Some(parent),
                        ply: Some(ply),
                        depth,
                        value: None,
                        unevaluated: false,
                        erased_by: None,
                        children: Vec::new(),
                    });
                    h.nodes[parent].children.push(id);
                    stack.push(id);
                }
                Event::Back { value, .. } => {
                    if stack.len() > 1
                        && let Some(id) = stack.pop()
                    {
                        h.nodes[id].value = value;
                        h.nodes[id].unevaluated = value.is_none();
                    }
                    climbing = value.is_none();
                }
            }
        }
        h
    }

    fn erase(&mut self, n: usize, by: usize) {
        if self.nodes[n].erased_by.is_some() {
            return;
        }
        self.nodes[n].erased_by = Some(by);
        for c in self.nodes[n].children.clone() {
            self.erase(c, by);
        }
    }

    /// The nodes not erased (the root included).
    pub fn surviving(&self) -> usize {
        self.nodes.iter().filter(|n| n.erased_by.is_none()).count()
    }
}

fn label(ply: Option<&Ply>) -> String {
    ply.map_or("root".to_owned(), notation::printout)
}

fn value_text(v: Option<i32>, unevaluated: bool) -> String {
    match v {
        Some(v) => v.to_string(),
        None if unevaluated => "500 (not evaluated)".to_owned(),
        None => "—".to_owned(),
    }
}

fn quote(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

/// The SAN of every node of the final tree (empty for the root; `--` for a pass).
fn sans(tree: &Tree, root: &Chess) -> Vec<String> {
    let mut out = vec![String::new(); tree.len()];
    let mut stack: Vec<(NodeId, Chess)> = vec![(NodeId::ROOT, root.clone())];
    while let Some((n, pos)) = stack.pop() {
        for c in tree.children(n) {
            let Some(ply) = tree.ply(c) else { continue };
            match ply {
                Ply::Move(m) => {
                    let mut next = pos.clone();
                    out[c.0 as usize] =
                        shakmaty::san::SanPlus::from_move_and_play_unchecked(&mut next, m)
                            .to_string();
                    stack.push((c, next));
                }
                Ply::Pass => {
                    out[c.0 as usize] = "--".to_owned();
                    if let Ok(next) = pos.clone().swap_turn() {
                        stack.push((c, next));
                    }
                }
            }
        }
    }
    out
}

/// The final tree alone: one node per column (labelled with the move in the printout
/// notation and the value), one edge per move (labelled in SAN).
pub fn tree_dot(tree: &Tree, root: &Chess) -> String {
    search_dot(tree, root, &[])
}

/// The final tree and, from the events, the subtrees erased by pseudo-search as dashed
/// clusters. With no events this is [`tree_dot`].
pub fn search_dot(tree: &Tree, root: &Chess, events: &[Event]) -> String {
    search_dot_main_line(tree, root, events, &[])
}

/// The columns of the final tree along `main_line` (SAN, passes `--`, as a search's
/// principal variation), the root first.
pub fn main_line_nodes(tree: &Tree, root: &Chess, main_line: &[String]) -> Vec<NodeId> {
    let san = sans(tree, root);
    let mut out = vec![NodeId::ROOT];
    let mut at = NodeId::ROOT;
    for m in main_line {
        match tree.children(at).find(|c| san[c.0 as usize] == *m) {
            Some(c) => {
                out.push(c);
                at = c;
            }
            None => break,
        }
    }
    out
}

/// [`search_dot`] with the main line (the principal variation, SAN) drawn bold and
/// coloured, so that it stands out in a large tree.
pub fn search_dot_main_line(
    tree: &Tree,
    root: &Chess,
    events: &[Event],
    main_line: &[String],
) -> String {
    let san = sans(tree, root);
    let main = main_line_nodes(tree, root, main_line);
    let on_main = |i: usize| main.len() > 1 && main.iter().any(|n| n.0 as usize == i);
    let mut out = String::new();
    out.push_str("digraph search {\n");
    out.push_str("  graph [rankdir=TB, fontname=\"Helvetica\", label=\"Pioneer search tree (solid: final tree; bold red: the main line; dashed clusters: erased by pseudo-search, 500 = taken back without evaluation)\", labelloc=t, fontsize=12];\n");
    out.push_str("  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", fontname=\"Helvetica\", fontsize=10];\n");
    out.push_str("  edge [fontname=\"Helvetica\", fontsize=9];\n");
    for i in 0..tree.len() {
        let n = NodeId(i as u32);
        let fill = if i == 0 {
            "#dde8f8"
        } else if on_main(i) {
            "#ffe9a8"
        } else {
            "#ffffff"
        };
        let bold = if on_main(i) {
            ", penwidth=2.5, color=\"#c0392b\""
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  n{i} [label=\"{}\\n#{i} value {}\", fillcolor=\"{fill}\"{bold}];",
            quote(&label(tree.ply(n).as_ref())),
            value_text(tree.value(n), false)
        );
    }
    for (i, move_san) in san.iter().enumerate().skip(1) {
        if let Some(p) = tree.parent(NodeId(i as u32)) {
            let bold = if on_main(i) {
                ", penwidth=3, color=\"#c0392b\", fontcolor=\"#c0392b\""
            } else {
                ""
            };
            let _ = writeln!(
                out,
                "  n{} -> n{i} [label=\"{}\"{bold}];",
                p.0,
                quote(move_san)
            );
        }
    }
    if !events.is_empty() {
        let h = History::from_events(events);
        let map = match_surviving(&h, tree);
        for k in 1..=h.restarts {
            let members: Vec<usize> = (0..h.nodes.len())
                .filter(|&j| h.nodes[j].erased_by == Some(k))
                .collect();
            if members.is_empty() {
                continue;
            }
            let _ = writeln!(
                out,
                "  subgraph cluster_erased{k} {{\n    label=\"erased by pseudo-search {k}\"; style=dashed; color=\"#888888\"; fontcolor=\"#666666\";"
            );
            for &j in &members {
                let node = &h.nodes[j];
                let _ = writeln!(
                    out,
                    "    e{j} [label=\"{}\\nvalue {}\", style=\"rounded,dashed\", color=\"#888888\", fontcolor=\"#555555\"];",
                    quote(&label(node.ply.as_ref())),
                    value_text(node.value, node.unevaluated)
                );
            }
            out.push_str("  }\n");
            for &j in &members {
                let Some(p) = h.nodes[j].parent else { continue };
                let from = match map.get(p).copied().flatten() {
                    Some(t) if h.nodes[p].erased_by.is_none() => format!("n{t}"),
                    _ => format!("e{p}"),
                };
                let _ = writeln!(out, "  {from} -> e{j} [style=dashed, color=\"#888888\"];");
            }
        }
    }
    out.push_str("}\n");
    out
}

/// For every history node, the final tree's column it became (surviving nodes only),
/// matched by walking both trees from the root in order of creation.
fn match_surviving(h: &History, tree: &Tree) -> Vec<Option<usize>> {
    let mut map = vec![None; h.nodes.len()];
    map[0] = Some(0);
    let mut stack = vec![(0usize, NodeId::ROOT)];
    while let Some((hn, tn)) = stack.pop() {
        let alive: Vec<usize> = h.nodes[hn]
            .children
            .iter()
            .copied()
            .filter(|&c| h.nodes[c].erased_by.is_none())
            .collect();
        let cols: Vec<NodeId> = tree.children(tn).collect();
        for (&hc, &tc) in alive.iter().zip(cols.iter()) {
            if h.nodes[hc].ply == tree.ply(tc) {
                map[hc] = Some(tc.0 as usize);
                stack.push((hc, tc));
            }
        }
    }
    map
}

/// The number of node statements outside erased clusters in a DOT text made by this
/// module (lines `nK [label=…]`): the size of the final tree.
pub fn count_tree_nodes(dot: &str) -> usize {
    dot.lines()
        .map(str::trim_start)
        .filter(|l| {
            l.strip_prefix('n')
                .and_then(|r| r.split_once(' '))
                .is_some_and(|(num, rest)| {
                    num.chars().all(|c| c.is_ascii_digit()) && rest.starts_with("[label=")
                })
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fwd(depth: u16) -> Event {
        Event::Forward {
            depth,
            ply: Ply::Pass,
        }
    }

    fn back(depth: u16, value: Option<i32>) -> Event {
        Event::Back {
            depth,
            ply: Ply::Pass,
            value,
        }
    }

    #[test]
    fn climbs_erase_the_earlier_sons_of_the_node_where_they_stop() {
        // root → A → B → C; C and B taken back with 500; the search goes down again from
        // A (D): B and C are erased. Then root → E → F; F taken back with 500 and E
        // valued at once (no move left after the restart): F is erased.
        let events = [
            fwd(1),
            fwd(2),
            fwd(3),
            back(3, None),
            back(2, None),
            fwd(2),
            back(2, Some(1)),
            back(1, Some(1)),
            fwd(1),
            fwd(2),
            back(2, None),
            back(1, Some(0)),
        ];
        let h = History::from_events(&events);
        assert_eq!(h.nodes.len(), 7);
        let erased: Vec<Option<usize>> = h.nodes.iter().map(|n| n.erased_by).collect();
        // 0 root, 1 A, 2 B, 3 C, 4 D, 5 E, 6 F
        assert_eq!(erased, [None, None, Some(1), Some(1), None, None, Some(2)]);
        assert_eq!(h.surviving(), 4);
        assert_eq!(h.restarts, 2);
        assert!(h.nodes[3].unevaluated);
        assert_eq!(h.nodes[4].value, Some(1));
    }
}
