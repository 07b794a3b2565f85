//! Serde helpers writing squares by name (`"e4"`), for JSON that people read.

use pioneer_rules::Square;
use serde::{Deserialize, Deserializer, Serializer, de::Error};

/// One square as its name.
pub(crate) mod one {
    use super::*;

    pub fn serialize<S: Serializer>(sq: &Square, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(sq)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Square, D::Error> {
        let name = String::deserialize(d)?;
        name.parse::<Square>()
            .map_err(|_| D::Error::custom(format!("bad square {name:?}")))
    }
}

/// A list of squares as a list of names.
pub(crate) mod list {
    use super::*;
    use smallvec::SmallVec;

    pub fn serialize<S: Serializer, const N: usize>(
        squares: &SmallVec<[Square; N]>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        s.collect_seq(squares.iter().map(|sq| sq.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>, const N: usize>(
        d: D,
    ) -> Result<SmallVec<[Square; N]>, D::Error> {
        let names = Vec::<String>::deserialize(d)?;
        names
            .iter()
            .map(|name| {
                name.parse::<Square>()
                    .map_err(|_| D::Error::custom(format!("bad square {name:?}")))
            })
            .collect()
    }
}
