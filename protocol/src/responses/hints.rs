//! The `hints` frame: the Sprague-Grundy values of a position and what
//! they prove about the player to move.

use serde::{Deserialize, Serialize};

use crate::ids::GameId;

/// Sprague-Grundy values of a position (`hints` frame).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintsReply {
    pub game: GameId,
    /// SG of the whole position (Chomp: misère value).
    pub total: u32,
    /// SG per quadrant, NW/NE/SW/SE; Chomp: one value.
    pub quadrants: Vec<u32>,
    /// Per board cell: for a present cell, the SG its move leaves in its
    /// quadrant (Chomp: of the whole board); `null` elsewhere.
    pub cells: Vec<Vec<Option<u32>>>,
    /// Winning moves as `[row, col]`.
    pub winning: Vec<[u32; 2]>,
    /// Addition: false when the values come from a bounded search that did
    /// not finish (a board larger than the tables).
    #[serde(default = "yes")]
    pub exact: bool,
    /// Addition: what is proven about the player to move; absent from
    /// servers that predate it (then `exact` and `total` tell).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
    /// Addition: per entry of `quadrants`, whether it is an exact SG value
    /// (an estimated entry is 1 for "not known to be 0"); absent from older
    /// servers (then every entry is exact when `exact` is).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub quadrants_exact: Vec<bool>,
}

impl HintsReply {
    /// The engine's hints of game `game` as the wire carries them; one
    /// mapping for the server's answers and the client's own replays.
    pub fn of(game: GameId, h: chomp_engine::Hints) -> HintsReply {
        HintsReply {
            game,
            total: h.total,
            quadrants: h.quadrants,
            cells: h.cells,
            winning: h
                .winning
                .into_iter()
                .map(|(r, c)| [r as u32, c as u32])
                .collect(),
            exact: h.exact,
            outcome: Some(match h.outcome {
                Some(true) => Outcome::Win,
                Some(false) => Outcome::Loss,
                None => Outcome::Unknown,
            }),
            quadrants_exact: h.quadrants_exact,
        }
    }
}

fn yes() -> bool {
    true
}

/// What the hints prove about the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// Wins with best play (the SG value is not 0).
    Win,
    /// Loses with best play (the SG value is 0).
    Loss,
    /// Not decided within the search's time.
    Unknown,
}

impl HintsReply {
    /// Whether the player to move is proven to win (`Some(true)`) or lose,
    /// also for frames of older servers.
    pub fn proven_outcome(&self) -> Option<bool> {
        match self.outcome {
            Some(Outcome::Win) => Some(true),
            Some(Outcome::Loss) => Some(false),
            Some(Outcome::Unknown) => None,
            // Older servers: exact values say it; flags prove only a loss.
            None if self.exact => Some(self.total != 0),
            None => (self.total == 0).then_some(false),
        }
    }

    /// Whether quadrant `i`'s number is an exact SG value.
    pub fn quadrant_is_exact(&self, i: usize) -> bool {
        self.quadrants_exact.get(i).copied().unwrap_or(self.exact)
    }
}
