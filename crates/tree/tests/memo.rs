//! The transposition memo (`pioneer_tree::memo::Memo`) as a property: any sequence of
//! records, marks and truncations behaves as a plain map copied at each mark and put back
//! at its truncation (a pseudo-search erasing a subtree, §1.10), where the first record of
//! a position stays and a lookup with a depth takes only a record found at that depth or
//! a shallower one (`Switches::transposition_depth`, `docs/search.md` item 57).

use pioneer_tree::{NodeValue, memo::Memo};
use proptest::prelude::*;
use std::collections::HashMap;

/// One step of a search's use of the memo.
#[derive(Debug, Clone)]
enum Step {
    /// A value found at a depth.
    Record { key: u64, value: i32, depth: u16 },
    /// A node starts (a point to come back to).
    Mark,
    /// The innermost node restarts: what was recorded since its mark goes.
    Truncate,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => (0u64..4, -9i32..10, 0u16..8)
            .prop_map(|(key, value, depth)| Step::Record { key, value, depth }),
        1 => Just(Step::Mark),
        1 => Just(Step::Truncate),
    ]
}

/// The model: a map from key to (value, depth).
type Model = HashMap<u64, (i32, u16)>;

fn agrees(memo: &mut Memo, model: &Model) -> Result<(), TestCaseError> {
    for key in 0..4 {
        for deepest in 0..9 {
            let expected = model
                .get(&key)
                .filter(|(_, d)| *d <= deepest)
                .map(|(v, _)| NodeValue::material(*v));
            prop_assert_eq!(memo.probe(key, Some(deepest)), expected, "key {}", key);
        }
        prop_assert_eq!(
            memo.get(key),
            model.get(&key).map(|(v, _)| NodeValue::material(*v))
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn truncation_restores_what_each_mark_saw(steps in prop::collection::vec(step(), 0..60)) {
        let mut memo = Memo::default();
        let mut model = Model::new();
        let mut marks: Vec<(usize, Model)> = Vec::new();
        for s in steps {
            match s {
                Step::Record { key, value, depth } => {
                    model.entry(key).or_insert((value, depth));
                    memo.insert(key, NodeValue::material(value), depth);
                }
                Step::Mark => marks.push((memo.mark(), model.clone())),
                Step::Truncate => {
                    if let Some((mark, saved)) = marks.pop() {
                        memo.truncate(mark);
                        model = saved;
                    }
                }
            }
            agrees(&mut memo, &model)?;
        }
    }
}
