//! What nodes say to each other over PostgreSQL's LISTEN/NOTIFY. Every
//! message is one JSON object; one bigger than a notification may carry is
//! cut into parts by [`super::bus`].
//!
//! Nodes of one service trust each other (they share the database's
//! credentials), so a command carries the player's name as its node
//! authenticated it.

use chomp_protocol::{GameId, LobbyGame};
use serde::{Deserialize, Serialize};

use crate::actors::ActorKey;
use crate::mailbox::Asked;

/// A node is named by the PostgreSQL backend process of its bus session:
/// unique among live sessions, and its advisory locks die with it.
pub type NodeId = i32;

/// The channel every node listens on.
pub const ALL: &str = "chomp_all";

/// The channel of one node.
pub fn channel_of(node: NodeId) -> String {
    format!("chomp_n{node}")
}

/// One message between nodes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum Wire {
    /// A request of a client connected to `from`, for the game's owner.
    Cmd {
        from: NodeId,
        conn: u64,
        name: String,
        game: GameId,
        /// How often the request was passed on already (bounded, so two
        /// nodes with stale views never pass it back and forth).
        hops: u8,
        /// The request, the same value a room gets from a client here.
        cmd: Asked,
    },
    /// A frame for a client connected to the receiving node.
    Frame { conn: u64, text: String },
    /// A client connection of `from` closed: forget its frames.
    Gone { from: NodeId, conn: u64 },
    /// Games `from` runs that were listed or changed, and ones it dropped.
    Lobby {
        from: NodeId,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        upsert: Vec<LobbyGame>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        remove: Vec<GameId>,
    },
    /// Names that got their first connection on `from`, or lost their last.
    Presence {
        from: NodeId,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        online: Vec<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        offline: Vec<String>,
    },
    /// `from` has taken over a game: clients watching it elsewhere
    /// re-attach there.
    Owner { from: NodeId, game: GameId },
    /// A message of a client connected to `from`, for the node running an
    /// actor of a registered kind (`crate::actors`): the client's own
    /// message, as the kind's host reads it.
    Actor {
        from: NodeId,
        conn: u64,
        name: String,
        key: ActorKey,
        hops: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        re: Option<serde_json::Value>,
        msg: serde_json::Value,
    },
    /// `from` runs `key` now: clients following it elsewhere attach there.
    Held { from: NodeId, key: ActorKey },
    /// `from` has (re)joined the service: the others tell it what they
    /// run and who is connected to them.
    Hello { from: NodeId },
}

impl Wire {
    pub fn to_json(&self) -> String {
        // Plain data with string keys: serialising cannot fail.
        serde_json::to_string(self).unwrap_or_default()
    }

    pub fn parse(text: &str) -> Option<Wire> {
        serde_json::from_str(text).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actors::Kind;
    use crate::mailbox::GameRequest;

    #[test]
    fn messages_round_trip() {
        let msgs = [
            Wire::Cmd {
                from: 7,
                conn: 3,
                name: "alice".into(),
                game: 12,
                hops: 0,
                cmd: Asked {
                    re: Some(serde_json::json!(5)),
                    req: GameRequest::Move {
                        ply: 2,
                        mv: chomp_engine::Move::new(1, 3),
                    },
                },
            },
            Wire::Frame {
                conn: 9,
                text: r#"{"type":"pong"}"#.into(),
            },
            Wire::Presence {
                from: 1,
                online: vec!["bob".into()],
                offline: vec![],
            },
            Wire::Hello { from: 42 },
            Wire::Actor {
                from: 7,
                conn: 3,
                name: "alice".into(),
                key: ActorKey::new(Kind::TOURNAMENT, 9),
                hops: 1,
                re: Some(serde_json::json!(4)),
                msg: serde_json::json!({"type": "tournament_join", "tournament": 9}),
            },
            Wire::Held {
                from: 7,
                key: ActorKey::new(Kind::TOURNAMENT, 9),
            },
        ];
        for m in msgs {
            assert_eq!(Wire::parse(&m.to_json()), Some(m));
        }
        assert_eq!(Wire::parse("{\"t\":\"nonsense\"}"), None);
    }

    /// A hosted bot's join says so; a join from a node that does not know
    /// the flag is a person's.
    #[test]
    fn a_join_carries_the_hosted_bot_flag() {
        let join = |bot| Wire::Cmd {
            from: 7,
            conn: 3,
            name: "robo".into(),
            game: 12,
            hops: 0,
            cmd: Asked {
                re: None,
                req: GameRequest::Join { bot, code: None },
            },
        };
        assert_eq!(Wire::parse(&join(true).to_json()), Some(join(true)));
        let person = join(false).to_json();
        assert!(!person.contains("bot"), "{person}");
        assert_eq!(Wire::parse(&person), Some(join(false)));
    }
}
