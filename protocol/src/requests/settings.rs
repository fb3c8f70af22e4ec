//! The settings a request carries for a new game or tournament: who sits
//! in the other seat, who moves first, the start position, and the fields
//! of `tournament_create`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use chomp_engine::Level;

use crate::tournaments::TournamentFormat;

/// Addition: the fields of `tournament_create` (see `crate::tournaments`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentSpec {
    pub format: TournamentFormat,
    pub name: String,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    /// `full` or `random`; absent: `full`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<Start>,
    /// An arena's length; a round robin has none (it ends with its last game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    /// Seconds until it starts; absent: at once.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_in: Option<u32>,
    /// The server's bots the creator enters.
    #[serde(default)]
    pub bots: Vec<Level>,
}

/// Who sits in the other seat of a new game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Opponent {
    Human,
    Bot { level: Level },
}

/// Who moves first in a new game, from the creator's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstMover {
    Me,
    Opponent,
    #[default]
    Random,
}

/// The start position of a new game: `full`, `random`, or a position in the
/// notation of RULES.md.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Start {
    #[default]
    Full,
    Random,
    Position(String),
}

impl Serialize for Start {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Start::Full => s.serialize_str("full"),
            Start::Random => s.serialize_str("random"),
            Start::Position(p) => s.serialize_str(p),
        }
    }
}

impl<'de> Deserialize<'de> for Start {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        Ok(match s.as_str() {
            "full" => Start::Full,
            "random" => Start::Random,
            _ => Start::Position(s),
        })
    }
}
