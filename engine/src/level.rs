//! Bot strength levels.

use std::fmt;
use std::str::FromStr;

use crate::error::PositionError;

/// How well a bot plays (the exact rules are in [`crate::bots`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(rename_all = "snake_case")
)]
pub enum Level {
    /// A random move that does not lose at once.
    Easy,
    /// The hard move with probability 0.6, otherwise an easy move.
    Medium,
    /// Perfect play wherever the tables reach, bounded search beyond them.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// The lower-case name used on the wire and on command lines.
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Level::Easy),
            "medium" => Ok(Level::Medium),
            "hard" => Ok(Level::Hard),
            other => Err(PositionError::BadNotation(format!(
                "'{other}' is not a bot level (use easy, medium or hard)"
            ))),
        }
    }
}
