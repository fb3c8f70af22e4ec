//! Client -> server messages.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use chomp_engine::Move;

use crate::ids::GameId;
use crate::tournaments::TournamentId;

mod settings;

pub use settings::{FirstMover, Opponent, Start, TournamentSpec};

/// A request frame: an optional `id` echoed as `re`, and the message.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<Value>,
    #[serde(flatten)]
    pub msg: ClientMsg,
}

impl Request {
    /// A request without an `id`.
    pub fn new(msg: ClientMsg) -> Self {
        Request { id: None, msg }
    }

    /// A request whose reply will carry `re` = `id`.
    pub fn with_id(id: impl Into<Value>, msg: ClientMsg) -> Self {
        Request {
            id: Some(id.into()),
            msg,
        }
    }

    /// The JSON text of the frame.
    pub fn to_json(&self) -> String {
        // Serialising these plain types cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// Every message a client may send, tagged by `type`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMsg {
    /// Must be first. A new name is claimed and gets a token; a claimed name needs it.
    Hello {
        protocol: u32,
        name: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        token: Option<String>,
        /// A program playing for someone (`chomp bot`): listed and counted
        /// as a bot, never on the leaderboard.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bot: bool,
    },
    /// Subscribe to lobby updates. Addition: with `deltas`, updates after
    /// the first (versioned) `lobby` frame come as small `lobby_delta` frames.
    Lobby {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        deltas: bool,
    },
    /// Open a game.
    Create {
        variant: String,
        width: u32,
        height: u32,
        opponent: Opponent,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        start: Option<Start>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<FirstMover>,
        /// Addition: a game for a friend, never listed in the lobby; its
        /// `game` frame carries the `code` that seats the friend.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        private: bool,
    },
    /// Take the free seat of an open game. Addition: with `code` (and no
    /// `game`, which is then 0), the private game of that code.
    Join {
        #[serde(default, skip_serializing_if = "is_zero")]
        game: GameId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
    },
    /// Spectate a game (or, for one's own game, get its full state again).
    Watch { game: GameId },
    /// Play a move; `ply` is the number of moves already made. The cell
    /// is the engine's [`Move`], as `row` and `col` fields beside the others.
    Move {
        game: GameId,
        ply: u32,
        #[serde(flatten)]
        mv: Move,
    },
    /// Lose at once.
    Resign { game: GameId },
    /// Ask for Sprague-Grundy values.
    Hints { game: GameId },
    /// Totals, or one player's record.
    Stats {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<String>,
    },
    /// Finished games, newest first, with their moves.
    History {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        player: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        limit: Option<u32>,
    },
    /// Addition: the players with the highest ratings.
    Leaderboard {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        limit: Option<u32>,
    },
    /// Addition: a new game with the same settings and opponent as a finished one.
    Rematch { game: GameId },
    /// Addition: stop receiving a game's frames (spectators) or lobby updates.
    Unwatch {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameId>,
    },
    /// Addition: answered by `pong`, to measure round-trip time.
    Ping,
    /// Addition: lets an SSH key log in as the sender's name (the SSH door),
    /// besides the token; `key` is one OpenSSH public key line
    /// (`ssh-ed25519 AAAA... comment`). Answered by `key_linked`.
    LinkKey { key: String },
    /// Addition: the players connected now, answered by `online`.
    Online,
    /// Addition: leave (`true`) or come back to (`false`) the `online`
    /// list, for this connection; answered by `hidden`.
    Hide { hidden: bool },
    /// Addition: challenge the named player to a game with these settings
    /// (`first` from the challenger's side).
    Challenge {
        name: String,
        variant: String,
        width: u32,
        height: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        start: Option<Start>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        first: Option<FirstMover>,
    },
    /// Addition: accept a challenge received; both players get the game.
    ChallengeAccept { challenge: u64 },
    /// Addition: decline a challenge received.
    ChallengeDecline { challenge: u64 },
    /// Addition: one line of chat to a game's players and spectators.
    Chat { game: GameId, text: String },
    /// Addition: open a tournament (answered by `tournament`).
    /// (Boxed: it is rare, and keeps `ClientMsg` small.)
    TournamentCreate(Box<TournamentSpec>),
    /// Addition: enter a tournament (answered by `tournament`).
    TournamentJoin { tournament: TournamentId },
    /// Addition: leave a tournament (answered by `tournament`).
    TournamentLeave { tournament: TournamentId },
    /// Addition: follow a tournament's standings (answered by `tournament`).
    TournamentWatch { tournament: TournamentId },
    /// Addition: the tournaments waiting, running or finished in the last day.
    Tournaments,
}

fn is_zero(n: &GameId) -> bool {
    *n == 0
}

impl ClientMsg {
    /// Every `type` a client may send, for telling `unknown_type` from `bad_request`.
    pub const TYPES: &'static [&'static str] = &[
        "hello",
        "lobby",
        "create",
        "join",
        "watch",
        "move",
        "resign",
        "hints",
        "stats",
        "history",
        "leaderboard",
        "rematch",
        "unwatch",
        "ping",
        "link_key",
        "online",
        "hide",
        "challenge",
        "challenge_accept",
        "challenge_decline",
        "chat",
        "tournament_create",
        "tournament_join",
        "tournament_leave",
        "tournament_watch",
        "tournaments",
    ];

    /// The `type` this message is sent with. The match is exhaustive, so a
    /// new request cannot be added without naming it; a test checks that
    /// this agrees with serde and with [`ClientMsg::TYPES`].
    pub fn type_name(&self) -> &'static str {
        match self {
            ClientMsg::Hello { .. } => "hello",
            ClientMsg::Lobby { .. } => "lobby",
            ClientMsg::Create { .. } => "create",
            ClientMsg::Join { .. } => "join",
            ClientMsg::Watch { .. } => "watch",
            ClientMsg::Move { .. } => "move",
            ClientMsg::Resign { .. } => "resign",
            ClientMsg::Hints { .. } => "hints",
            ClientMsg::Stats { .. } => "stats",
            ClientMsg::History { .. } => "history",
            ClientMsg::Leaderboard { .. } => "leaderboard",
            ClientMsg::Rematch { .. } => "rematch",
            ClientMsg::Unwatch { .. } => "unwatch",
            ClientMsg::Ping => "ping",
            ClientMsg::LinkKey { .. } => "link_key",
            ClientMsg::Online => "online",
            ClientMsg::Hide { .. } => "hide",
            ClientMsg::Challenge { .. } => "challenge",
            ClientMsg::ChallengeAccept { .. } => "challenge_accept",
            ClientMsg::ChallengeDecline { .. } => "challenge_decline",
            ClientMsg::Chat { .. } => "chat",
            ClientMsg::TournamentCreate(_) => "tournament_create",
            ClientMsg::TournamentJoin { .. } => "tournament_join",
            ClientMsg::TournamentLeave { .. } => "tournament_leave",
            ClientMsg::TournamentWatch { .. } => "tournament_watch",
            ClientMsg::Tournaments => "tournaments",
        }
    }
}

#[cfg(test)]
mod tests;
