//! Server -> client messages.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use chomp_engine::Move;

use crate::codes::ErrorCode;
use crate::friends::{ChallengeNote, OnlinePlayer};
use crate::ids::GameId;
use crate::tournaments::{TournamentId, TournamentInfo};

mod seats;
mod stats;

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

#[cfg(test)]
mod tests;
