//! Tree columns: listing, deleting with renumbering (Fig. 36), moving on rails.

use pioneer_rules::{Game, Ply};
use pioneer_tree::{NodeId, Tree};
use proptest::prelude::*;

/// A nested picture of the tree: (ply text, children), independent of numbering.
#[derive(Debug, PartialEq, Eq, Clone)]
struct Shape(String, Vec<Shape>);

fn shape(tree: &Tree, n: NodeId) -> Shape {
    let label = match tree.ply(n) {
        None => "root".to_owned(),
        Some(p) => format!("{p:?}"),
    };
    Shape(label, tree.children(n).map(|c| shape(tree, c)).collect())
}

fn check_links(tree: &Tree) {
    for i in 0..tree.len() as u32 {
        let n = NodeId(i);
        for c in tree.children(n) {
            assert_eq!(tree.parent(c), Some(n));
            assert_eq!(tree.depth(c), tree.depth(n) + 1);
            assert!(c > n, "a son is created after its parent");
        }
        if let Some(p) = tree.parent(n) {
            assert!(tree.children(p).any(|c| c == n));
        }
    }
}

/// Distinct plies to label nodes: moves of the start position, or a pass.
fn labels() -> Vec<Ply> {
    let g = Game::new(pioneer_rules::Chess::default());
    let mut v: Vec<Ply> = g.legal_moves().iter().map(|m| Ply::Move(*m)).collect();
    v.push(Ply::Pass);
    v
}

/// Fig. 36: delete the subtree holding nodes 4, 5, 6, 7 and renumber.
#[test]
fn fig36_delete_nodes_4_to_7() {
    let l = labels();
    let mut t = Tree::new();
    let n1 = t.add_child(NodeId::ROOT, l[0]);
    let n2 = t.add_child(n1, l[1]);
    let n3 = t.add_child(n1, l[2]);
    let n4 = t.add_child(NodeId::ROOT, l[3]);
    let n5 = t.add_child(n4, l[4]);
    let n6 = t.add_child(n5, l[5]);
    let n7 = t.add_child(n4, l[6]);
    let n8 = t.add_child(NodeId::ROOT, l[7]);
    let n9 = t.add_child(n8, l[8]);
    assert_eq!((n2.0, n3.0, n5.0, n6.0, n7.0, n9.0), (2, 3, 5, 6, 7, 9));
    t.delete_subtree(n4);
    check_links(&t);
    assert_eq!(t.len(), 6);
    // Old 8 and 9 are renumbered 4 and 5; old 1..3 keep their numbers.
    assert_eq!(
        t.children(NodeId::ROOT).collect::<Vec<_>>(),
        vec![NodeId(1), NodeId(4)]
    );
    assert_eq!(t.ply(NodeId(4)), Some(l[7]));
    assert_eq!(t.parent(NodeId(5)), Some(NodeId(4)));
    assert_eq!(t.ply(NodeId(5)), Some(l[8]));
    assert_eq!(t.tried(NodeId(1)).collect::<Vec<_>>(), vec![l[1], l[2]]);
}

#[test]
fn moving_on_rails_keeps_the_subtree() {
    let l = labels();
    let mut t = Tree::new();
    let a = t.add_child(NodeId::ROOT, l[0]);
    let b = t.add_child(NodeId::ROOT, l[1]);
    let b1 = t.add_child(b, l[2]);
    let _b11 = t.add_child(b1, l[3]);
    let _b2 = t.add_child(b, l[4]);
    let _a1 = t.add_child(a, l[5]);
    let before = shape(&t, b);
    t.keep_subtree(b);
    check_links(&t);
    assert_eq!(t.len(), 4);
    assert_eq!(t.depth(NodeId::ROOT), 0);
    assert_eq!(t.ply(NodeId::ROOT), None);
    let after = shape(&t, NodeId::ROOT);
    assert_eq!(after.1, before.1);
}

proptest! {
    /// Renumbering keeps the parent/sibling structure and the lists of moves tried.
    #[test]
    fn renumbering_keeps_shape(parents in prop::collection::vec(0usize..1000, 1..60), victim in 1usize..1000) {
        let l = labels();
        let mut t = Tree::new();
        for (i, p) in parents.iter().enumerate() {
            let parent = NodeId((p % t.len()) as u32);
            t.add_child(parent, l[i % l.len()]);
        }
        let victim = NodeId((victim % (t.len() - 1) + 1) as u32);
        // Expected: the shape with the victim's subtree cut out.
        fn cut(s: &Shape, path: &[usize]) -> Shape {
            match path.split_first() {
                None => unreachable!(),
                Some((&i, [])) => {
                    let mut kids = s.1.clone();
                    kids.remove(i);
                    Shape(s.0.clone(), kids)
                }
                Some((&i, rest)) => {
                    let mut kids = s.1.clone();
                    kids[i] = cut(&kids[i], rest);
                    Shape(s.0.clone(), kids)
                }
            }
        }
        let path: Vec<usize> = t.path(victim).windows(2)
            .map(|w| t.children(w[0]).position(|c| c == w[1]).unwrap())
            .collect();
        let expected = cut(&shape(&t, NodeId::ROOT), &path);
        let removed = {
            fn count(s: &Shape) -> usize { 1 + s.1.iter().map(count).sum::<usize>() }
            count(&shape(&t, victim))
        };
        let len = t.len();
        t.delete_subtree(victim);
        check_links(&t);
        prop_assert_eq!(t.len(), len - removed);
        prop_assert_eq!(shape(&t, NodeId::ROOT), expected);
    }
}

/// The path of child positions from the root to `n`.
fn position_path(t: &Tree, n: NodeId) -> Vec<usize> {
    t.path(n)
        .windows(2)
        .map(|w| t.children(w[0]).position(|c| c == w[1]).unwrap())
        .collect()
}

/// `s` with the sons of the node at `path` taken away.
fn without_sons(s: &Shape, path: &[usize]) -> Shape {
    match path.split_first() {
        None => Shape(s.0.clone(), Vec::new()),
        Some((&i, rest)) => {
            let mut kids = s.1.clone();
            kids[i] = without_sons(&kids[i], rest);
            Shape(s.0.clone(), kids)
        }
    }
}

proptest! {
    /// A tree grown depth first, as the search grows it: deleting the sons of the node
    /// the search stands on cuts the columns short (the doomed columns are the last ones)
    /// and gives the same tree as the general renumbering; data kept beside the tree
    /// follows.
    #[test]
    fn deleting_below_the_current_node_cuts_the_columns_short(
        steps in prop::collection::vec(0u8..3, 1..120),
        back in 0usize..20,
    ) {
        let l = labels();
        let mut t = Tree::new();
        let mut path = vec![NodeId::ROOT];
        for (i, s) in steps.iter().enumerate() {
            let here = *path.last().unwrap();
            if *s == 0 && path.len() > 1 {
                path.pop();
            } else {
                path.push(t.add_child(here, l[i % l.len()]));
            }
        }
        path.truncate(path.len().saturating_sub(back).max(1));
        let current = *path.last().unwrap();
        let expected = without_sons(&shape(&t, NodeId::ROOT), &position_path(&t, current));
        let mut beside: Vec<NodeId> = (0..t.len() as u32).map(NodeId).collect();
        let renumbering = t.delete_children(current);
        let truncated = matches!(renumbering, pioneer_tree::Renumbering::Truncated { .. });
        prop_assert!(truncated);
        renumbering.apply(&mut beside);
        check_links(&t);
        prop_assert_eq!(shape(&t, NodeId::ROOT), expected);
        prop_assert_eq!(beside.len(), t.len());
        for (new, old) in beside.iter().enumerate() {
            prop_assert_eq!(renumbering.get(*old), Some(NodeId(new as u32)));
        }
    }
}
