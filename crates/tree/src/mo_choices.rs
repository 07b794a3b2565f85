//! The MO formation's settings of a few values (ours, `docs/mo.md`): how a capped line is
//! valued, what a side mated in every line of the MO tries, and what a side the MO gives
//! nothing to play does; each with the names the CLI and the JSON use.

use serde::{Deserialize, Serialize};

/// How a line the depth cap cuts is valued ([`crate::MoSettings::capped_leaf`]; ours,
/// `docs/search.md` item 43). Alpha-beta's quiescence search values its leaves after the
/// captures; the zone search's lines end by the model's judgement, and only the depth cap
/// of the deepening cuts a line where a capture may be pending.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CappedLeaf {
    /// The material where the cap falls (`m_t`), though the piece that just moved (a new
    /// queen) may be taken at once.
    #[default]
    Material,
    /// Right after a promotion, the material after the side to move takes the new piece,
    /// where the exchange on its square wins ([`pioneer_rules::see`]); elsewhere the
    /// material.
    Promotion,
    /// The material after the side to move takes the piece that just moved, where the
    /// exchange on its square wins ([`pioneer_rules::see`]).
    Recapture,
    /// The material after the captures and queen promotions open to the side to move,
    /// each side free to stop ([`pioneer_rules::captures`], at most
    /// [`crate::CAPPED_CAPTURE_LIMIT`] positions).
    Captures,
}

impl CappedLeaf {
    /// Every value, in the order the CLI lists them.
    pub const ALL: [CappedLeaf; 4] = [
        CappedLeaf::Material,
        CappedLeaf::Promotion,
        CappedLeaf::Recapture,
        CappedLeaf::Captures,
    ];

    /// The name the CLI and the JSON use.
    pub const fn name(self) -> &'static str {
        match self {
            CappedLeaf::Material => "material",
            CappedLeaf::Promotion => "promotion",
            CappedLeaf::Recapture => "recapture",
            CappedLeaf::Captures => "captures",
        }
    }
}

impl std::str::FromStr for CappedLeaf {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(
            &CappedLeaf::ALL,
            CappedLeaf::name,
            s,
            "capped-leaf valuation",
        )
    }
}

/// What a side mated after every move the MO gave it tries before the mate is believed
/// ([`crate::MoSettings::mate_defence`], ours: `docs/search.md` items 29 and 47).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MateDefence {
    /// Nothing: the node takes the mate.
    #[default]
    Off,
    /// Its king's legal steps not yet tried: the mated king steps off its square, as
    /// the target of an attack does in §2.9's retreat (the king is no zone's target
    /// unless [`crate::MoSettings::king_targets`], so no retreat zone offers them).
    King,
    /// Every legal move not yet tried, checks first (item 29).
    Every,
}

impl MateDefence {
    /// Every value, in the order the CLI lists them.
    pub const ALL: [MateDefence; 3] = [MateDefence::Off, MateDefence::King, MateDefence::Every];

    /// The name the CLI and the JSON use.
    pub const fn name(self) -> &'static str {
        match self {
            MateDefence::Off => "off",
            MateDefence::King => "king",
            MateDefence::Every => "every",
        }
    }
}

impl std::str::FromStr for MateDefence {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&MateDefence::ALL, MateDefence::name, s, "mate defence")
    }
}

/// What a side to move that the MO gives nothing to play does
/// ([`crate::MoSettings::empty_turn`], ours: `docs/search.md` item 52).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EmptyTurn {
    /// The line ends at its material.
    #[default]
    End,
    /// It passes all the same: its moves change none of the zones in their time, and a
    /// move elsewhere is what the pass stands for.
    Pass,
    /// It tries every legal move: it must move (the spare-pass rule's zugzwang), and the
    /// MO has none to give it.
    Every,
    /// It passes where the enemy has a live promotion zone (the pawn runs on, and the
    /// material at the line's end does not count the queen it makes); elsewhere the line
    /// ends.
    PromotionPass,
}

impl EmptyTurn {
    /// Every value, in the order the CLI lists them.
    pub const ALL: [EmptyTurn; 4] = [
        EmptyTurn::End,
        EmptyTurn::Pass,
        EmptyTurn::Every,
        EmptyTurn::PromotionPass,
    ];

    /// The name the CLI and the JSON use.
    pub const fn name(self) -> &'static str {
        match self {
            EmptyTurn::End => "end",
            EmptyTurn::Pass => "pass",
            EmptyTurn::Every => "every",
            EmptyTurn::PromotionPass => "promotion-pass",
        }
    }
}

impl std::str::FromStr for EmptyTurn {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&EmptyTurn::ALL, EmptyTurn::name, s, "empty turn")
    }
}

/// Where a root piece that has left every trajectory of its attack zone forms a zone
/// against the same target again, from the square it stands on
/// ([`crate::MoSettings::reform_off_bundle`], ours: `docs/search.md` item 71).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ReformScope {
    /// Nowhere: one live zone of a root piece against a target at a time, wherever the
    /// piece went (the zone stands while its pieces stand, spec §7).
    #[default]
    Off,
    /// In a search whose root is of the kings' race's class (kings and locked pawns)
    /// only, where the race played out and the whole root move the kings off their
    /// bundles.
    Race,
    /// In every search.
    Everywhere,
}

impl ReformScope {
    /// Every value, in the order the CLI lists them.
    pub const ALL: [ReformScope; 3] =
        [ReformScope::Off, ReformScope::Race, ReformScope::Everywhere];

    /// The name the CLI and the JSON use.
    pub const fn name(self) -> &'static str {
        match self {
            ReformScope::Off => "off",
            ReformScope::Race => "race",
            ReformScope::Everywhere => "everywhere",
        }
    }

    /// Whether a search whose root is (`race_root`) or is not of the kings' race's
    /// class forms the zones again.
    pub const fn applies(self, race_root: bool) -> bool {
        match self {
            ReformScope::Off => false,
            ReformScope::Race => race_root,
            ReformScope::Everywhere => true,
        }
    }
}

impl std::str::FromStr for ReformScope {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        by_name(&ReformScope::ALL, ReformScope::name, s, "reform scope")
    }
}

/// The value among `all` whose `name` is `s` (the CLI's and the JSON's names of a setting
/// with a few values), or an error naming `what` and every name.
fn by_name<T: Copy>(
    all: &[T],
    name: fn(T) -> &'static str,
    s: &str,
    what: &str,
) -> Result<T, String> {
    all.iter().copied().find(|&c| name(c) == s).ok_or_else(|| {
        let names: Vec<&str> = all.iter().map(|&c| name(c)).collect();
        format!("unknown {what} {s:?} ({})", names.join(", "))
    })
}
