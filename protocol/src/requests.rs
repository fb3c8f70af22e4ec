//! Client -> server messages.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use chomp_engine::{Level, Move};

use crate::ids::GameId;
use crate::tournaments::{TournamentFormat, TournamentId};

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

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn create_parses_the_contract_example() {
        let v = json!({"type":"create","id":7,"variant":"ichomp","width":8,"height":8,
            "opponent":{"kind":"bot","level":"hard"},"start":"random","first":"me","extra":1});
        let r: Request = serde_json::from_value(v).unwrap();
        assert_eq!(r.id, Some(json!(7)));
        assert_eq!(
            r.msg,
            ClientMsg::Create {
                variant: "ichomp".into(),
                width: 8,
                height: 8,
                opponent: Opponent::Bot { level: Level::Hard },
                start: Some(Start::Random),
                first: Some(FirstMover::Me),
                private: false,
            }
        );
        let back: Request = serde_json::from_str(&r.to_json()).unwrap();
        assert_eq!(back, r);
    }

    #[test]
    fn start_positions_are_strings() {
        let r: ClientMsg = serde_json::from_value(json!({"type":"create","variant":"chomp",
            "width":4,"height":3,"opponent":{"kind":"human"},"start":"4,4,2"}))
        .unwrap();
        match r {
            ClientMsg::Create { start, first, .. } => {
                assert_eq!(start, Some(Start::Position("4,4,2".into())));
                assert_eq!(first, None);
            }
            other => panic!("{other:?}"),
        }
    }

    /// One message of every kind; the exhaustive match makes a new variant
    /// fail to compile here until it is listed.
    fn one_of_each() -> Vec<ClientMsg> {
        let all = vec![
            ClientMsg::Hello {
                protocol: 1,
                name: "ann".into(),
                token: None,
                bot: false,
            },
            ClientMsg::Lobby { deltas: false },
            ClientMsg::Create {
                variant: "chomp".into(),
                width: 4,
                height: 3,
                opponent: Opponent::Human,
                start: None,
                first: None,
                private: true,
            },
            ClientMsg::Join {
                game: 1,
                code: None,
            },
            ClientMsg::Watch { game: 1 },
            ClientMsg::Move {
                game: 1,
                ply: 0,
                mv: Move::new(1, 1),
            },
            ClientMsg::Resign { game: 1 },
            ClientMsg::Hints { game: 1 },
            ClientMsg::Stats { player: None },
            ClientMsg::History {
                player: None,
                limit: None,
            },
            ClientMsg::Leaderboard { limit: None },
            ClientMsg::Rematch { game: 1 },
            ClientMsg::Unwatch { game: None },
            ClientMsg::Ping,
            ClientMsg::LinkKey {
                key: "ssh-ed25519 AAAA".into(),
            },
            ClientMsg::Online,
            ClientMsg::Hide { hidden: true },
            ClientMsg::Challenge {
                name: "bob".into(),
                variant: "chomp".into(),
                width: 7,
                height: 6,
                start: Some(Start::Full),
                first: Some(FirstMover::Me),
            },
            ClientMsg::ChallengeAccept { challenge: 9 },
            ClientMsg::ChallengeDecline { challenge: 9 },
            ClientMsg::Chat {
                game: 1,
                text: "hi".into(),
            },
            ClientMsg::TournamentCreate(Box::new(TournamentSpec {
                format: TournamentFormat::Arena,
                name: "Friday".into(),
                variant: "chomp".into(),
                width: 6,
                height: 5,
                start: None,
                minutes: Some(30),
                starts_in: None,
                bots: vec![Level::Easy],
            })),
            ClientMsg::TournamentJoin { tournament: 7 },
            ClientMsg::TournamentLeave { tournament: 7 },
            ClientMsg::TournamentWatch { tournament: 7 },
            ClientMsg::Tournaments,
        ];
        let mut seen = [false; 26];
        for m in &all {
            let i = match m {
                ClientMsg::Hello { .. } => 0,
                ClientMsg::Lobby { .. } => 1,
                ClientMsg::Create { .. } => 2,
                ClientMsg::Join { .. } => 3,
                ClientMsg::Watch { .. } => 4,
                ClientMsg::Move { .. } => 5,
                ClientMsg::Resign { .. } => 6,
                ClientMsg::Hints { .. } => 7,
                ClientMsg::Stats { .. } => 8,
                ClientMsg::History { .. } => 9,
                ClientMsg::Leaderboard { .. } => 10,
                ClientMsg::Rematch { .. } => 11,
                ClientMsg::Unwatch { .. } => 12,
                ClientMsg::Ping => 13,
                ClientMsg::LinkKey { .. } => 14,
                ClientMsg::Online => 15,
                ClientMsg::Hide { .. } => 16,
                ClientMsg::Challenge { .. } => 17,
                ClientMsg::ChallengeAccept { .. } => 18,
                ClientMsg::ChallengeDecline { .. } => 19,
                ClientMsg::Chat { .. } => 20,
                ClientMsg::TournamentCreate(_) => 21,
                ClientMsg::TournamentJoin { .. } => 22,
                ClientMsg::TournamentLeave { .. } => 23,
                ClientMsg::TournamentWatch { .. } => 24,
                ClientMsg::Tournaments => 25,
            };
            seen[i] = true;
        }
        assert!(seen.iter().all(|s| *s), "one sample of every request");
        all
    }

    #[test]
    fn the_list_of_types_is_the_enum() {
        let all = one_of_each();
        let names: Vec<&str> = all.iter().map(ClientMsg::type_name).collect();
        assert_eq!(names, ClientMsg::TYPES);
        for m in &all {
            let v = serde_json::to_value(m).unwrap();
            assert_eq!(v["type"], m.type_name(), "serde's tag agrees for {m:?}");
        }
    }

    #[test]
    fn levels_keep_their_wire_names() {
        for level in Level::ALL {
            let v = serde_json::to_value(level).unwrap();
            assert_eq!(v, json!(level.as_str()));
            assert_eq!(serde_json::from_value::<Level>(v).unwrap(), level);
        }
        let v = serde_json::to_value(chomp_engine::Variant::IChomp).unwrap();
        assert_eq!(v, json!("ichomp"));
    }

    /// The issue's examples decode as written, and each shape goes back
    /// to the same JSON.
    #[test]
    fn friends_requests_decode_and_round_trip() {
        let cases = [
            json!({"type":"online","id":1}),
            json!({"type":"hide","id":2,"hidden":true}),
            json!({"type":"challenge","id":2,"name":"bob","variant":"chomp","width":7,"height":6,"start":"full","first":"me"}),
            json!({"type":"challenge_accept","id":3,"challenge":9}),
            json!({"type":"challenge_decline","id":4,"challenge":9}),
            json!({"type":"create","id":5,"variant":"chomp","width":7,"height":6,"opponent":{"kind":"human"},"first":"me","private":true}),
            json!({"type":"join","id":6,"code":"K7PQ"}),
            json!({"type":"join","id":7,"game":3}),
            json!({"type":"chat","id":8,"game":3,"text":"good luck"}),
        ];
        for v in cases {
            let r: Request = serde_json::from_value(v.clone()).unwrap();
            assert_eq!(serde_json::to_value(&r).unwrap(), v, "{r:?}");
        }
        let r: Request = serde_json::from_value(json!({"type":"join","code":"K7PQ"})).unwrap();
        assert_eq!(
            r.msg,
            ClientMsg::Join {
                game: 0,
                code: Some("K7PQ".into())
            }
        );
        let r: Request = serde_json::from_value(json!({"type":"create","variant":"chomp",
            "width":4,"height":3,"opponent":{"kind":"human"}}))
        .unwrap();
        assert!(matches!(r.msg, ClientMsg::Create { private: false, .. }));
    }

    #[test]
    fn unit_messages_need_only_a_type() {
        let r: Request = serde_json::from_str(r#"{"type":"lobby"}"#).unwrap();
        assert_eq!(r.msg, ClientMsg::Lobby { deltas: false });
        let r: Request = serde_json::from_str(r#"{"type":"stats","id":"a"}"#).unwrap();
        assert_eq!(r.msg, ClientMsg::Stats { player: None });
    }
}
