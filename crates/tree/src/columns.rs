//! The search tree as columns (§2.11, Figs. 35–36).
//!
//! Pioneer kept the whole tree in memory as a two-dimensional array whose columns are
//! numbered in order of creation. A column holds the parent, the next sibling ("son of the
//! same parent"), the move X–Y with its capture and promotion, and whatever else the search
//! needs. Positions are never stored: one current position is moved forward and back.
//!
//! [`Tree`] keeps those columns as parallel vectors (struct of arrays). Node 0 is the root.
//! Besides the seed's parent and sibling links, every column also records its first and
//! last child, so that children are listed without relying on "first son = n + 1" (which
//! stops holding once the search restarts below a node after a pseudo-search).
//!
//! ```
//! use pioneer_tree::{NodeId, Tree};
//! use pioneer_rules::Ply;
//!
//! let mut tree = Tree::new();
//! let a = tree.add_child(NodeId::ROOT, Ply::Pass);
//! let b = tree.add_child(a, Ply::Pass);
//! let c = tree.add_child(NodeId::ROOT, Ply::Pass);
//! assert_eq!(tree.children(NodeId::ROOT).collect::<Vec<_>>(), vec![a, c]);
//! tree.delete_subtree(a);
//! assert_eq!(tree.len(), 2);
//! assert_eq!(tree.children(NodeId::ROOT).count(), 1);
//! # let _ = b;
//! ```

use crate::value::NodeValue;
use pioneer_rules::Ply;
use std::fmt;

/// The number of a column of the tree (node 0 is the root).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The root of the tree.
    pub const ROOT: NodeId = NodeId(0);

    fn idx(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The search tree: columns numbered in creation order (§2.11).
#[derive(Debug, Clone, Default)]
pub struct Tree {
    parent: Vec<Option<NodeId>>,
    next_sibling: Vec<Option<NodeId>>,
    first_child: Vec<Option<NodeId>>,
    last_child: Vec<Option<NodeId>>,
    ply: Vec<Option<Ply>>,
    depth: Vec<u16>,
    value: Vec<Option<NodeValue>>,
}

impl Tree {
    /// A tree holding only the root.
    pub fn new() -> Tree {
        let mut t = Tree::default();
        t.push_column(None, None, 0);
        t
    }

    /// Removes every node but the root; the columns keep their capacity.
    pub fn clear(&mut self) {
        self.parent.truncate(1);
        self.next_sibling.truncate(1);
        self.first_child.truncate(1);
        self.last_child.truncate(1);
        self.ply.truncate(1);
        self.depth.truncate(1);
        self.value.truncate(1);
        self.first_child[0] = None;
        self.last_child[0] = None;
        self.value[0] = None;
    }

    fn push_column(&mut self, parent: Option<NodeId>, ply: Option<Ply>, depth: u16) -> NodeId {
        let id = NodeId(self.parent.len() as u32);
        self.parent.push(parent);
        self.next_sibling.push(None);
        self.first_child.push(None);
        self.last_child.push(None);
        self.ply.push(ply);
        self.depth.push(depth);
        self.value.push(None);
        id
    }

    /// Number of columns in use, the root included.
    pub fn len(&self) -> usize {
        self.parent.len()
    }

    /// Whether the tree holds only its root.
    pub fn is_empty(&self) -> bool {
        self.len() == 1
    }

    /// Appends a new last child of `parent`, reached by `ply`, in the next free column.
    pub fn add_child(&mut self, parent: NodeId, ply: Ply) -> NodeId {
        let depth = self.depth[parent.idx()] + 1;
        let id = self.push_column(Some(parent), Some(ply), depth);
        match self.last_child[parent.idx()] {
            Some(last) => self.next_sibling[last.idx()] = Some(id),
            None => self.first_child[parent.idx()] = Some(id),
        }
        self.last_child[parent.idx()] = Some(id);
        id
    }

    /// The parent of a node (`None` for the root).
    pub fn parent(&self, n: NodeId) -> Option<NodeId> {
        self.parent[n.idx()]
    }

    /// The next son of the same parent.
    pub fn next_sibling(&self, n: NodeId) -> Option<NodeId> {
        self.next_sibling[n.idx()]
    }

    /// The first son of a node.
    pub fn first_child(&self, n: NodeId) -> Option<NodeId> {
        self.first_child[n.idx()]
    }

    /// The ply that leads to a node (`None` for the root).
    pub fn ply(&self, n: NodeId) -> Option<Ply> {
        self.ply[n.idx()]
    }

    /// Depth in half-moves from the root.
    pub fn depth(&self, n: NodeId) -> u16 {
        self.depth[n.idx()]
    }

    /// The material value `m_t` carried up to a node so far.
    pub fn value(&self, n: NodeId) -> Option<i32> {
        self.value[n.idx()].map(NodeValue::material_value)
    }

    /// The whole value carried up to a node so far: material and, with the positional
    /// term (Appendix 2), its evaluation ([`NodeValue`]).
    pub fn node_value(&self, n: NodeId) -> Option<NodeValue> {
        self.value[n.idx()]
    }

    /// Sets the value of a node.
    pub fn set_value(&mut self, n: NodeId, v: Option<NodeValue>) {
        self.value[n.idx()] = v;
    }

    /// The sons of a node, oldest first (first son, then sibling links: §2.11).
    pub fn children(&self, n: NodeId) -> Children<'_> {
        Children {
            tree: self,
            next: self.first_child[n.idx()],
        }
    }

    /// The plies already tried at a node ("the special array" of §2.11).
    pub fn tried(&self, n: NodeId) -> impl Iterator<Item = Ply> + '_ {
        self.children(n).filter_map(|c| self.ply(c))
    }

    /// The path of nodes from the root to `n`, root first.
    pub fn path(&self, n: NodeId) -> Vec<NodeId> {
        let mut path = vec![n];
        let mut cur = n;
        while let Some(p) = self.parent(cur) {
            path.push(p);
            cur = p;
        }
        path.reverse();
        path
    }

    /// Deletes the subtree under `n` (its descendants), keeping `n`; returns how the
    /// columns were renumbered (for data kept beside the tree).
    pub fn delete_children(&mut self, n: NodeId) -> Renumbering {
        let kids: Vec<NodeId> = self.children(n).collect();
        self.delete(&kids)
    }

    /// Deletes `n` and everything under it, renumbering the remaining columns (Fig. 36).
    ///
    /// # Panics
    /// When asked to delete the root.
    pub fn delete_subtree(&mut self, n: NodeId) -> Renumbering {
        assert_ne!(n, NodeId::ROOT, "the root cannot be deleted");
        self.delete(&[n])
    }

    /// Deletes the subtrees under `tops`. The search deletes below the node it stands on,
    /// and every column made after that node lies below it (the tree grows depth first),
    /// so the doomed columns are usually the last ones: then the columns are cut short
    /// instead of copied, which keeps a restart after a pseudo-search from costing the
    /// size of the whole tree. Either way the tree is the one the renumbering of Fig. 36 gives.
    fn delete(&mut self, tops: &[NodeId]) -> Renumbering {
        let doomed_ids = self.subtrees(tops);
        let Some(first) = doomed_ids.iter().min().map(|x| x.idx()) else {
            return Renumbering::Truncated { len: self.len() };
        };
        if first + doomed_ids.len() == self.len() {
            return self.truncate(first, tops);
        }
        let mut doomed = vec![false; self.len()];
        for x in doomed_ids {
            doomed[x.idx()] = true;
        }
        self.compact(&doomed)
    }

    /// Drops the columns from `len` on, which hold the whole subtrees under `tops`, and
    /// unlinks them from the parents of `tops`: no other column that stays links to them.
    fn truncate(&mut self, len: usize, tops: &[NodeId]) -> Renumbering {
        for &t in tops {
            let Some(p) = self.parent[t.idx()].filter(|p| p.idx() < len) else {
                continue;
            };
            // Sons are listed in creation order, so the survivors come first.
            let mut last = None;
            let mut cur = self.first_child[p.idx()].filter(|c| c.idx() < len);
            while let Some(c) = cur {
                last = Some(c);
                cur = self.next_sibling[c.idx()].filter(|c| c.idx() < len);
            }
            if let Some(l) = last {
                self.next_sibling[l.idx()] = None;
            } else {
                self.first_child[p.idx()] = None;
            }
            self.last_child[p.idx()] = last;
        }
        for column in [
            &mut self.parent,
            &mut self.next_sibling,
            &mut self.first_child,
            &mut self.last_child,
        ] {
            column.truncate(len);
        }
        self.ply.truncate(len);
        self.depth.truncate(len);
        self.value.truncate(len);
        Renumbering::Truncated { len }
    }

    /// Keeps only the subtree under `n` as the new tree, `n` becoming the root ("moving on
    /// rails", §2.11): after a move is played on the board the work below it is reused.
    /// Depths are counted from the new root; returns how the columns were renumbered.
    pub fn keep_subtree(&mut self, n: NodeId) -> Renumbering {
        let mut doomed = vec![true; self.len()];
        for x in self.subtrees(&[n]) {
            doomed[x.idx()] = false;
        }
        let base = self.depth[n.idx()];
        self.parent[n.idx()] = None;
        self.next_sibling[n.idx()] = None;
        self.ply[n.idx()] = None;
        let renumbering = self.compact(&doomed);
        for d in &mut self.depth {
            *d -= base;
        }
        renumbering
    }

    /// Every node of the subtrees under `tops`, `tops` included.
    fn subtrees(&self, tops: &[NodeId]) -> Vec<NodeId> {
        let mut out = Vec::new();
        let mut stack = tops.to_vec();
        while let Some(x) = stack.pop() {
            out.push(x);
            stack.extend(self.children(x));
        }
        out
    }

    /// Copies the surviving columns over the deleted ones, in order, and fixes every link
    /// (the renumbering of Fig. 36).
    fn compact(&mut self, doomed: &[bool]) -> Renumbering {
        let mut new_id = vec![None; self.len()];
        let mut next = 0u32;
        for (i, &d) in doomed.iter().enumerate() {
            if !d {
                new_id[i] = Some(NodeId(next));
                next += 1;
            }
        }
        let map = |x: Option<NodeId>| x.and_then(|x| new_id[x.idx()]);
        // A deleted sibling is skipped: follow sibling links to the next survivor.
        let survivor_after = |tree: &Tree, x: Option<NodeId>| {
            let mut cur = x;
            while let Some(c) = cur {
                if !doomed[c.idx()] {
                    return new_id[c.idx()];
                }
                cur = tree.next_sibling[c.idx()];
            }
            None
        };
        let mut out = Tree::default();
        for (i, &d) in doomed.iter().enumerate() {
            if d {
                continue;
            }
            out.parent.push(map(self.parent[i]));
            out.next_sibling
                .push(survivor_after(self, self.next_sibling[i]));
            out.first_child
                .push(survivor_after(self, self.first_child[i]));
            out.last_child.push(None);
            out.ply.push(self.ply[i]);
            out.depth.push(self.depth[i]);
            out.value.push(self.value[i]);
        }
        // Last children: the survivor with no next sibling under each parent.
        for i in 0..out.parent.len() {
            if let (None, Some(p)) = (out.next_sibling[i], out.parent[i]) {
                out.last_child[p.idx()] = Some(NodeId(i as u32));
            }
        }
        *self = out;
        Renumbering::Compacted(new_id)
    }
}

/// How a deletion renumbered the columns (Fig. 36): the new number of every old column,
/// `None` for the deleted ones. Survivors keep their order, so data kept beside the tree
/// in column order follows with [`Renumbering::apply`].
#[derive(Debug, Clone)]
pub enum Renumbering {
    /// Any deletion: the new number of every old column, `None` for the deleted ones.
    Compacted(Vec<Option<NodeId>>),
    /// The columns from `len` on were deleted; the others keep their numbers.
    Truncated {
        /// How many columns stay.
        len: usize,
    },
}

impl Renumbering {
    /// The new number of the old column `old` (`None`: deleted, or not a column).
    pub fn get(&self, old: NodeId) -> Option<NodeId> {
        match self {
            Renumbering::Compacted(new_id) => new_id.get(old.idx()).copied().flatten(),
            Renumbering::Truncated { len } => (old.idx() < *len).then_some(old),
        }
    }

    /// Keeps the entries of `columns` (one per old column, in column order) whose column
    /// survived, in order: afterwards `columns[new]` is the old entry of that column.
    /// Entries beyond the old columns are dropped.
    pub fn apply<T>(&self, columns: &mut Vec<T>) {
        match self {
            Renumbering::Compacted(new_id) => {
                let mut i = 0;
                columns.retain(|_| {
                    let keep = new_id.get(i).is_some_and(Option::is_some);
                    i += 1;
                    keep
                });
            }
            Renumbering::Truncated { len } => columns.truncate(*len),
        }
    }
}

/// Iterator over the sons of a node.
pub struct Children<'a> {
    tree: &'a Tree,
    next: Option<NodeId>,
}

impl Iterator for Children<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let cur = self.next?;
        self.next = self.tree.next_sibling[cur.idx()];
        Some(cur)
    }
}
