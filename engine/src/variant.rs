//! Which of the two games is played.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;

/// The two games served: classic Chomp (poisoned corner, misère) and iChomp
/// (four Chomp quadrants around the centre, normal play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "lowercase")
)]
pub enum Variant {
    Chomp,
    IChomp,
}

impl Variant {
    /// The lower-case name used on the wire and on command lines.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Chomp => "chomp",
            Variant::IChomp => "ichomp",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Variant {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "chomp" => Ok(Variant::Chomp),
            "ichomp" => Ok(Variant::IChomp),
            other => Err(PositionError::BadNotation(format!(
                "'{other}' is not a variant (use chomp or ichomp)"
            ))),
        }
    }
}
