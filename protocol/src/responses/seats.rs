//! The words a game's frames and a player's statistics share: who sits in a
//! seat, where a game stands, how it ended, one move of its record. A leaf
//! of its own, so `stats` and the frames of `responses` both use it and
//! neither uses the other back.

use chomp_engine::{Level, Move};
use serde::{Deserialize, Serialize};

/// A seat's occupant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInfo {
    pub name: String,
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
    /// Addition: a guest (over SSH without a key): the name is theirs only
    /// while connected, and their games are unrated. Absent when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub guest: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    Human,
    Bot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    Waiting,
    Playing,
    Finished,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OverReason {
    Normal,
    Resign,
    Abandon,
    /// Addition: the game ended before each player had made a move; no
    /// record or rating changes (`winner` still names the seat that stayed).
    Aborted,
    /// Addition: the player to move let their move clock run out.
    Timeout,
}

/// One move of a game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    pub ply: u32,
    pub seat: u8,
    #[serde(flatten)]
    pub mv: Move,
    pub removed: u32,
}
