//! A game on the wire: its line in the lobby's list and its full state
//! (the `game` frame).

use serde::{Deserialize, Serialize};

use super::seats::{GameStatus, MoveRecord, OverReason, PlayerInfo};
use crate::ids::GameId;
use crate::tournaments::TournamentId;

/// One game as the lobby lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyGame {
    pub game: GameId,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub players: Vec<PlayerInfo>,
    pub status: GameStatus,
}

/// The full state of a game (`game` frame).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameState {
    pub game: GameId,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    /// Top row first; `#` present, `.` eaten.
    pub board: Vec<String>,
    /// Seat order; a waiting game lists only the seats taken so far, so the
    /// addition `seats` says which seat each entry holds.
    pub players: Vec<PlayerInfo>,
    pub to_move: u8,
    pub ply: u32,
    pub moves: Vec<MoveRecord>,
    pub status: GameStatus,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winner: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<OverReason>,
    /// Addition: the start position in the notation of RULES.md.
    #[serde(default)]
    pub start: String,
    /// Addition: the receiver's seat, if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<u8>,
    /// Addition: whether `hints` would be answered for the receiver now.
    #[serde(default)]
    pub hints_allowed: bool,
    /// Addition: seats whose player is connected (bots always are).
    #[serde(default)]
    pub connected: Vec<bool>,
    /// Addition: when the player to move loses by `timeout`, in
    /// milliseconds since the Unix epoch; absent when no clock runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline_ms: Option<u64>,
    /// Addition: the time a person has for a move (`--move-timeout`), in
    /// milliseconds; absent when the server runs no move clock. (A `u32`,
    /// 49 days at most, keeps `ServerMsg` small.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub move_timeout_ms: Option<u32>,
    /// Addition: whether the game moves ratings (see PROTOCOL.md, "Rated
    /// games"); absent from older servers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rated: Option<bool>,
    /// Addition: the seat whose rematch offer stands (a finished game).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch_offer: Option<u8>,
    /// Addition: per seat, when its absent player loses the seat, in
    /// milliseconds since the Unix epoch (`null` for a seat attended or a
    /// bot's); absent when nobody is away. (Boxed: it is rare, and keeps
    /// `ServerMsg` small.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub away_until_ms: Option<Box<[Option<u64>; 2]>>,
    /// Addition: in a game against a server bot, whether that bot's play
    /// is proven perfect on this board on this server (its tables cover
    /// it); absent in other games and from older servers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub perfect: Option<bool>,
    /// Addition: a private game's code (shown to its players only), which
    /// seats the first person who sends it in `join`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// Addition: the tournament this game is a pairing of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tournament: Option<TournamentId>,
}
