//! Server -> client messages.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use chomp_engine::Move;

use crate::codes::ErrorCode;
use crate::friends::{ChallengeNote, OnlinePlayer};
use crate::ids::GameId;
use crate::tournaments::TournamentInfo;

mod game;
mod hints;
mod seats;
mod stats;

pub use game::{GameState, LobbyGame};
pub use hints::{HintsReply, Outcome};
pub use seats::{GameStatus, MoveRecord, OverReason, PlayerInfo, PlayerKind};

pub use stats::{
    AccuracyPoint, DayCount, GameRating, HistoryGame, LeaderboardEntry, LevelCounts, MoverCounts,
    OpponentRecord, PlayerRecord, RatingPoint, StatsReply, Totals, VariantRating,
    ACCURACY_HISTORY_LEN, GAMES_PER_DAY_LEN, OPPONENTS_LEN, RATING_HISTORY_LEN,
};

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
                retry_after_ms: None,
            },
        }
    }

    /// An `error` frame saying when asking again is worth it (`busy`).
    pub fn error_retry(
        re: Option<Value>,
        code: ErrorCode,
        message: impl Into<String>,
        retry_after_ms: u64,
    ) -> Self {
        Reply {
            re,
            msg: ServerMsg::Error {
                code,
                message: message.into(),
                retry_after_ms: Some(retry_after_ms),
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
        /// Addition: the id of the service (shared by every node on one
        /// database), under which a client files this token; also sent
        /// before `hello` in the upgrade's [`crate::SERVICE_HEADER`].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        service: Option<String>,
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
        /// Addition: the lobby's version, for a subscriber that asked for
        /// deltas; the next `lobby_delta` has `from` equal to it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        version: Option<u64>,
    },
    /// Addition: what changed in the listed lobby since version `from`.
    /// A subscriber whose version is not `from` missed one and asks for
    /// `lobby` again (the server also sends a fresh `lobby` frame to a
    /// subscriber it could not deliver a delta to).
    LobbyDelta {
        version: u64,
        from: u64,
        /// Games now listed that were not, or whose players or status changed.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        games: Vec<LobbyGame>,
        /// Games no longer listed.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        removed: Vec<GameId>,
        online: u32,
        open_count: u32,
        playing_count: u32,
        /// Present only when the totals changed.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        totals: Option<Totals>,
    },
    Game(GameState),
    Moved {
        game: GameId,
        ply: u32,
        seat: u8,
        #[serde(flatten)]
        mv: Move,
        removed: u32,
        to_move: u8,
        board: Vec<String>,
        /// Addition: when the player now to move loses by `timeout`, in
        /// milliseconds since the Unix epoch; absent when no clock runs.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deadline_ms: Option<u64>,
    },
    Over {
        game: GameId,
        winner: u8,
        reason: OverReason,
        /// Addition: whether the result moved the players' ratings; absent
        /// from older servers.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        rated: Option<bool>,
    },
    /// Addition: a player of the finished game `game` offers its opponent
    /// a rematch with the seats swapped (`by` is the offering seat), or the
    /// offer `lapsed` because one of the two left. The opponent accepts by
    /// sending `rematch` for the same game.
    RematchOffer {
        game: GameId,
        by: u8,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        lapsed: bool,
    },
    Hints(HintsReply),
    Stats(StatsReply),
    History {
        games: Vec<HistoryGame>,
    },
    /// Addition: answer to `leaderboard`.
    Leaderboard {
        /// The Chomp leaderboard (what older clients show).
        players: Vec<LeaderboardEntry>,
        /// Addition: the leaderboard of each variant (`chomp`, `ichomp`):
        /// established players (RD at most 75), best first.
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        variants: BTreeMap<String, Vec<LeaderboardEntry>>,
    },
    /// Addition: answer to `ping`.
    Pong,
    /// Addition: answer to `link_key`: the key of this SHA256 fingerprint
    /// (as `ssh-keygen -l` prints it) now logs in as the sender's name.
    KeyLinked {
        fingerprint: String,
        /// Addition: the port of this server's SSH door, when it runs one
        /// (`ssh -p PORT NAME@HOST`).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ssh_port: Option<u16>,
    },
    /// Addition: answer to `unwatch`.
    Unwatched {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameId>,
    },
    Error {
        code: ErrorCode,
        message: String,
        /// Addition: the refused request may be sent again after this many
        /// milliseconds, not sooner (with `busy`); absent when waiting would
        /// not help.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        retry_after_ms: Option<u64>,
    },
    /// Addition: answer to `online`: the players connected now who do not
    /// hide, this one included, sorted by name.
    Online {
        players: Vec<OnlinePlayer>,
    },
    /// Addition: answer to `hide`.
    Hidden {
        hidden: bool,
    },
    /// Addition: a challenge received, or where one stands (see
    /// [`ChallengeNote`]).
    Challenge(ChallengeNote),
    /// Addition: a chat line in game `game` from `from`, cleaned by the
    /// server (`crate::clean_chat`); sent to its players and spectators.
    Chat {
        game: GameId,
        from: String,
        text: String,
    },
    /// Addition: a tournament and its standings (answers the tournament
    /// requests; pushed to entrants and watchers on a change).
    Tournament(TournamentInfo),
    /// Addition: answer to `tournaments`.
    Tournaments {
        list: Vec<TournamentInfo>,
    },
}

/// The server's name and version, sent in `welcome`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerInfo {
    pub name: String,
    pub version: String,
    /// Addition: where the server's hard bot is proven perfect, per
    /// variant (`chomp`, `ichomp`): entry `w - 1` is the greatest height
    /// of a board `w` wide on which it is (0: none). Absent from older
    /// servers.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub perfect_heights: BTreeMap<String, Vec<u32>>,
}

#[cfg(test)]
mod tests;
