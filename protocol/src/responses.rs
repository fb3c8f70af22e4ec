//! Server -> client messages.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::codes::ErrorCode;
use crate::GameId;
use crate::Level;

/// A server frame: the message and, on a direct reply, `re` = the request's `id`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub re: Option<Value>,
    #[serde(flatten)]
    pub msg: ServerMsg,
}

impl Reply {
    /// A frame that answers nothing in particular (a push).
    pub fn push(msg: ServerMsg) -> Self {
        Reply { re: None, msg }
    }

    /// A frame answering the request whose `id` was `re`.
    pub fn answer(re: Option<Value>, msg: ServerMsg) -> Self {
        Reply { re, msg }
    }

    /// An `error` frame.
    pub fn error(re: Option<Value>, code: ErrorCode, message: impl Into<String>) -> Self {
        Reply {
            re,
            msg: ServerMsg::Error {
                code,
                message: message.into(),
            },
        }
    }

    /// The JSON text of the frame.
    pub fn to_json(&self) -> String {
        // Serialising these plain types cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Every message the server sends, tagged by `type`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMsg {
    Welcome {
        name: String,
        token: String,
        server: ServerInfo,
        /// Addition: the sender's unfinished games, to resume after a reconnect.
        #[serde(default)]
        games: Vec<GameId>,
    },
    Lobby {
        /// Open and running games; a busy server lists only some of each
        /// (the counts below are complete).
        games: Vec<LobbyGame>,
        online: u32,
        totals: Totals,
        /// Addition: how many games wait for an opponent.
        #[serde(default)]
        open_count: u32,
        /// Addition: how many games are being played.
        #[serde(default)]
        playing_count: u32,
    },
    Game(GameState),
    Moved {
        game: GameId,
        ply: u32,
        seat: u8,
        row: u32,
        col: u32,
        removed: u32,
        to_move: u8,
        board: Vec<String>,
    },
    Over {
        game: GameId,
        winner: u8,
        reason: OverReason,
    },
    Hints(HintsReply),
    Stats(StatsReply),
    History {
        games: Vec<HistoryGame>,
    },
    /// Addition: answer to `leaderboard`.
    Leaderboard {
        players: Vec<LeaderboardEntry>,
    },
    /// Addition: answer to `ping`.
    Pong,
    /// Addition: answer to `unwatch`.
    Unwatched {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameId>,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
}

/// The server's name and version, sent in `welcome`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerInfo {
    pub name: String,
    pub version: String,
}

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

/// A seat's occupant.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerInfo {
    pub name: String,
    pub kind: PlayerKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<Level>,
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
}

/// One move of a game's record.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRecord {
    pub ply: u32,
    pub seat: u8,
    pub row: u32,
    pub col: u32,
    pub removed: u32,
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
}

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
}

fn yes() -> bool {
    true
}

/// Games and results counted by bot level.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelCounts {
    pub games: u64,
    pub human_wins: u64,
    pub bot_wins: u64,
}

/// Totals over all finished games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub games: u64,
    pub human_wins_vs_bots: u64,
    pub bot_wins: u64,
    pub human_vs_human: u64,
    /// Finished games per variant (`chomp`, `ichomp`).
    #[serde(default)]
    pub per_variant: BTreeMap<String, u64>,
    /// Games against bots per level (`easy`, `medium`, `hard`).
    #[serde(default)]
    pub per_level: BTreeMap<String, LevelCounts>,
}

/// One player's record.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub player: String,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
    pub rating: f64,
    /// Addition: the rating after each of the player's last finished games
    /// (at most [`RATING_HISTORY_LEN`]), oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rating_history: Vec<RatingPoint>,
    /// Addition: the player's finished games per UTC day, for the last
    /// [`GAMES_PER_DAY_LEN`] days with games, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub games_per_day: Vec<DayCount>,
}

/// How many points of a player's rating history `stats` returns.
pub const RATING_HISTORY_LEN: u32 = 100;

/// How many days of games per day `stats` returns.
pub const GAMES_PER_DAY_LEN: u32 = 30;

/// A player's rating after one finished game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RatingPoint {
    pub game: GameId,
    pub rating: f64,
    /// When the game finished (UTC, RFC 3339).
    pub at: String,
}

/// Finished games on one UTC day (`YYYY-MM-DD`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayCount {
    pub day: String,
    pub games: u64,
}

/// The `stats` frame: totals, or one player's record when `player` was asked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum StatsReply {
    Player(PlayerRecord),
    Totals(Totals),
}

/// A leaderboard row.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaderboardEntry {
    pub name: String,
    pub rating: f64,
    pub games: u64,
    pub wins: u64,
    pub losses: u64,
}

/// A finished game with its moves (`history` frame).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HistoryGame {
    pub game: GameId,
    pub variant: String,
    pub width: u32,
    pub height: u32,
    /// Start position in the notation of RULES.md.
    pub start: String,
    pub players: Vec<PlayerInfo>,
    pub winner: u8,
    pub reason: OverReason,
    pub moves: Vec<MoveRecord>,
    /// RFC 3339 UTC time.
    pub finished_at: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn moved_has_the_contract_fields() {
        let r = Reply::push(ServerMsg::Moved {
            game: 3,
            ply: 0,
            seat: 0,
            row: 1,
            col: 2,
            removed: 4,
            to_move: 1,
            board: vec!["##".into()],
        });
        let v: Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(
            v,
            json!({"type":"moved","game":3,"ply":0,"seat":0,"row":1,"col":2,"removed":4,
                "to_move":1,"board":["##"]})
        );
    }

    #[test]
    fn errors_echo_re() {
        let r = Reply::error(Some(json!("x")), ErrorCode::StalePly, "The move is stale.");
        let v: Value = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(
            v,
            json!({"type":"error","re":"x","code":"stale_ply","message":"The move is stale."})
        );
        let back: Reply = serde_json::from_value(v).unwrap();
        assert_eq!(back, r);
    }

    #[test]
    fn stats_round_trip_both_shapes() {
        for msg in [
            ServerMsg::Stats(StatsReply::Totals(Totals::default())),
            ServerMsg::Stats(StatsReply::Player(PlayerRecord {
                player: "ann".into(),
                games: 3,
                wins: 2,
                losses: 1,
                rating: 1510.5,
                rating_history: vec![],
                games_per_day: vec![],
            })),
            ServerMsg::Stats(StatsReply::Player(PlayerRecord {
                player: "bob".into(),
                games: 1,
                wins: 1,
                losses: 0,
                rating: 1516.0,
                rating_history: vec![RatingPoint {
                    game: 4,
                    rating: 1516.0,
                    at: "2026-11-23T21:30:00Z".into(),
                }],
                games_per_day: vec![DayCount {
                    day: "2026-11-23".into(),
                    games: 1,
                }],
            })),
        ] {
            let r = Reply::push(msg);
            let back: Reply = serde_json::from_str(&r.to_json()).unwrap();
            assert_eq!(back, r);
        }
    }
}
