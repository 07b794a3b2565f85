//! The value of a node: material first, the positional evaluation second (Appendix 2 as
//! spec §10 reads it; `docs/search.md`, "Positional values").
//!
//! The text of Appendix 2 breaks off before it says how the positional term combines with
//! material. The project's reading: material `m_t` stays the value that the end of a
//! variation (§2.2), the worst-result pruning (§2.5) and the stakes (§2.3) use; the
//! positional score `P` ([`crate::positional::Positional::score`]) only orders values equal
//! in material. A [`NodeValue`] compares `(m_t, P)` lexicographically; minimax and the
//! ancestor comparison (§2.4) use that order (it is a total order, so the comparison keeps
//! its meaning as a bound). With [`crate::Switches::positional_values`] off, `P` is 0
//! everywhere and the order is material's.
//!
//! With [`crate::Switches::kings_game`] (ours, `docs/search.md` item 48) a node whose
//! pawns are locked and whose value keeps the material carries its own position's kings'
//! race ([`pioneer_rules::kings_game`]: who forces the first capture of a pawn, and how
//! soon), compared after material and before `P`: `(m_t, race, P)`. It orders, never
//! proves.
//!
//! A value also records, riding along outside the order, whether it was read from an
//! endgame table at the end of its line ([`NodeValue::tabled`]): a table's mate is a won
//! ending's distance to mate, which the mate defence may leave alone
//! ([`crate::MoSettings::mate_defence_board_only`]).
//!
//! ```
//! use pioneer_tree::NodeValue;
//! use pioneer_tree::positional::Positional;
//!
//! let quiet = NodeValue::material(0);
//! let active = NodeValue::with_positional(0, Positional::new(5, 1));
//! assert!(active > quiet);
//! assert!(NodeValue::material(1) > active);
//! assert_eq!(active.material_value(), 0);
//! ```

use crate::positional::Positional;
use serde::Serialize;
use std::cmp::Ordering;
use std::fmt;

/// A node's value: `m_t` and, when the positional term is on, the evaluation at the end of
/// the line it comes from (module docs). Equality and order look at `(m_t, P)` only; the
/// counts `K_w/K_b` ride along to be shown.
#[derive(Debug, Clone, Copy, Serialize)]
pub struct NodeValue {
    material: i32,
    /// The kings' race of the position the value belongs to, White's side
    /// ([`crate::Switches::kings_game`]; 0 without it): ordered after material, before `P`.
    #[serde(skip_serializing_if = "is_zero")]
    race: i16,
    positional: Option<Positional>,
    /// Whether the value was read from an endgame table where its line ended (and came
    /// up unchanged): not compared, it rides along ([`NodeValue::tabled`]).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    tabled: bool,
}

fn is_zero(race: &i16) -> bool {
    *race == 0
}

impl NodeValue {
    /// A value of material alone (`P` counts as 0).
    pub fn material(material: i32) -> NodeValue {
        NodeValue {
            material,
            race: 0,
            positional: None,
            tabled: false,
        }
    }

    /// A value with its positional evaluation.
    pub fn with_positional(material: i32, positional: Positional) -> NodeValue {
        NodeValue {
            material,
            race: 0,
            positional: Some(positional),
            tabled: false,
        }
    }

    /// `m_t`, from White's side: what the cutoffs, the stakes and the proof use.
    pub fn material_value(self) -> i32 {
        self.material
    }

    /// The same value with the kings' race of its position
    /// ([`pioneer_rules::kings_game::white_score`], White's side).
    pub fn with_race(self, race: i16) -> NodeValue {
        NodeValue { race, ..self }
    }

    /// The kings' race of the value's position, White's side (0 when not computed or
    /// when the pawns were not locked).
    pub fn race(self) -> i16 {
        self.race
    }

    /// The same value marked as read from an endgame table at the end of its line
    /// (`pioneer_rules::endgame_tables`; ours, `docs/search.md` item 68). The mark is
    /// not part of the order: two values equal in `(m_t, race, P)` are equal.
    pub fn tabled(self) -> NodeValue {
        NodeValue {
            tabled: true,
            ..self
        }
    }

    /// Whether the value was read from an endgame table at the end of its line
    /// ([`NodeValue::tabled`]): its mate, if it is one, is the distance to mate of an
    /// ending the table holds won, not a mate met on the board.
    pub fn is_tabled(self) -> bool {
        self.tabled
    }

    /// The positional evaluation at the end of the line, if it was computed.
    pub fn positional(self) -> Option<Positional> {
        self.positional
    }

    /// `P` from White's side (0 without a positional evaluation).
    pub fn score(self) -> i16 {
        self.positional.map_or(0, Positional::score)
    }

    fn key(self) -> (i32, i16, i16) {
        (self.material, self.race, self.score())
    }
}

impl PartialEq for NodeValue {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for NodeValue {}

impl PartialOrd for NodeValue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for NodeValue {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for NodeValue {
    /// `0`, `0 (K 5/1 P +666)`, or with the kings' race `0 [race +973]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.material)?;
        if self.race != 0 {
            write!(f, " [race {:+}]", self.race)?;
        }
        match self.positional {
            Some(p) => write!(f, " ({p})"),
            None => Ok(()),
        }
    }
}
