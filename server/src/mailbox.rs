//! What a room can be asked to do, and the channel to it. A leaf module:
//! the lobby keeps these channels, the request handlers and the cluster
//! send on them, without any of them depending on the room's actor.
//!
//! A client's request for a game is one [`GameRequest`] value wherever it
//! comes from: a connection of this node wraps it in [`RoomCmd::Request`]
//! with its peer, and a connection of another node sends the same value,
//! serialised, inside the cluster's `cmd` message. So a new request is one
//! variant here and one arm in the room, and nothing in `cluster/`.

use chomp_engine::Move;
use chomp_protocol::{GameId, Reply, ServerMsg, TournamentId};
use serde::{Deserialize, Serialize};
use tokio::sync::mpsc;

use crate::model::{GameSpec, NewGame, Seats};
use crate::peer::Peer;
use crate::refusal::Re;

/// The sending side of a room's queue.
pub type RoomTx = mpsc::Sender<RoomCmd>;

/// The sending side of the opener's queue (`crate::opener`): a room that
/// needs a new game opened asks there and goes on with its own queue; it
/// never stores a game or starts a room itself. Unbounded, so asking never
/// waits: a room asks at most once per rematch request it accepted.
pub type OpenerTx = mpsc::UnboundedSender<OpenAsk>;

/// The receiving side of the opener's queue.
pub type OpenerRx = mpsc::UnboundedReceiver<OpenAsk>;

/// What a room asks the opener for.
#[derive(Debug)]
pub enum OpenAsk {
    /// A rematch against a bot: opened for `peer` at once, who gets the
    /// `game` frame answering `re` (or the refusal).
    BotRematch { peer: Peer, re: Re, spec: GameSpec },
    /// The rematch two people agreed on, with both seats taken: `accepter`
    /// gets the `game` frame answering `re`, each of `offerers` gets it
    /// pushed, and the finished game's `room` is told the outcome
    /// ([`RoomCmd::Rematched`]).
    Agreed {
        from: GameId,
        room: RoomTx,
        spec: GameSpec,
        seats: Seats,
        accepter: Peer,
        re: Re,
        offerers: Vec<Peer>,
    },
    /// A tournament's pairing: `game` (both seats taken) is stored with
    /// the pairing's `slot` in one write, its room started, each of
    /// `peers` (the players' connections following the tournament) gets
    /// the `game` frame pushed, and the tournament is told the game
    /// (`crate::tournament::Registry::opened`).
    Pairing {
        tournament: TournamentId,
        slot: String,
        game: NewGame,
        peers: Vec<Peer>,
    },
}

/// A client's request for one game. The serde form is what nodes send
/// each other (tagged by `c`, with the request's `re` beside it in
/// [`Asked`]); it is the form the cluster used before this type existed,
/// so nodes of both versions understand each other.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "c", rename_all = "snake_case")]
pub enum GameRequest {
    Join {
        /// The joiner's hello said `"bot": true`: the seat is a hosted
        /// bot's. (Absent from older nodes: a person.)
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        bot: bool,
        /// The private game's code the joiner gave (absent: joined by id,
        /// which a private game answers as unknown).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        code: Option<String>,
    },
    Watch,
    Unwatch,
    Move {
        ply: u32,
        #[serde(flatten)]
        mv: Move,
    },
    Resign,
    Hints,
    /// A rematch of a finished game: an offer to the opponent, or the
    /// acceptance of theirs (opened at once against a bot).
    Rematch,
    /// The last connection of the game's creator closed: a game still
    /// waiting for an opponent is cancelled at once (nobody would come to
    /// play it), instead of after `--abandon-after`.
    CreatorLeft,
    /// A chat line (already cleaned and within the sender's budget) for
    /// the game's players and spectators.
    Chat {
        text: String,
    },
}

impl GameRequest {
    /// Whether the request means anything to a game with no room running:
    /// unwatching and the creator leaving only concern a running room, so
    /// they never load a game from the store or take it over.
    pub fn needs_room(&self) -> bool {
        !matches!(self, GameRequest::Unwatch | GameRequest::CreatorLeft)
    }

    /// The answer to a request that needs no room, when there is none.
    pub fn answer_without_room(&self, peer: &Peer, re: Re, game: GameId) {
        if *self == GameRequest::Unwatch {
            let game = Some(game);
            peer.send(&Reply::answer(re, ServerMsg::Unwatched { game }));
        }
    }
}

/// A request with the `id` its answer carries: what travels between nodes.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Asked {
    #[serde(default)]
    pub re: Re,
    #[serde(flatten)]
    pub req: GameRequest,
}

/// A command for one room; the room answers on the peer's outbox.
#[derive(Debug)]
pub enum RoomCmd {
    /// A client's request, from a connection here or on another node.
    Request {
        peer: Peer,
        re: Re,
        req: GameRequest,
    },
    /// The bot's search for `ply` finished.
    BotMove { ply: u32, mv: Option<Move> },
    /// This node lost the game's lock to another node (after losing its
    /// database session): the room stops without writing anything.
    Release,
    /// This node keeps more finished games in memory than it may (the
    /// lobby's directory counts them): a finished room ends (it is
    /// reloaded on demand); an unfinished one ignores it.
    Evict,
    /// The opener's answer to [`OpenAsk::Agreed`]: the rematch opened as
    /// this game, or (`None`) it could not be opened and the accepter was
    /// told why.
    Rematched(Option<GameId>),
    /// Unit tests only: make the room panic, to check that only it is affected.
    #[cfg(test)]
    Crash,
}

impl RoomCmd {
    /// A client's request as a room command.
    pub fn request(peer: Peer, re: Re, req: GameRequest) -> RoomCmd {
        RoomCmd::Request { peer, re, req }
    }

    /// The command, if it still needs the game's room: a request that
    /// needs none (see [`GameRequest::needs_room`]) is answered here when
    /// no room is `running`.
    pub fn needing_room(self, running: bool, game: GameId) -> Option<RoomCmd> {
        match self {
            RoomCmd::Request { peer, re, req } if !running && !req.needs_room() => {
                req.answer_without_room(&peer, re, game);
                None
            }
            cmd => Some(cmd),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The form nodes exchanged before requests had one type.
    #[test]
    fn requests_keep_the_cluster_form() {
        let asked = Asked {
            re: Some(serde_json::json!(5)),
            req: GameRequest::Move {
                ply: 2,
                mv: Move::new(1, 3),
            },
        };
        let text = serde_json::to_string(&asked).unwrap();
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(
            back,
            serde_json::json!({"c": "move", "re": 5, "ply": 2, "row": 1, "col": 3})
        );
        assert_eq!(serde_json::from_str::<Asked>(&text).unwrap(), asked);
        let old_join: Asked = serde_json::from_str(r#"{"c":"join","re":null}"#).unwrap();
        assert_eq!(
            old_join.req,
            GameRequest::Join {
                bot: false,
                code: None
            }
        );
        let big = r#"{"c":"hints","re":123456789012345678901234567890}"#;
        let hints: Asked = serde_json::from_str(big).unwrap();
        assert_eq!(
            serde_json::to_string(&hints.re).unwrap(),
            "123456789012345678901234567890"
        );
    }
}
