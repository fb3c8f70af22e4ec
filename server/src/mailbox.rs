//! What a room can be asked to do, and the channel to it. A leaf module:
//! the lobby keeps these channels and the request handlers send on them,
//! without either depending on the room's actor.

use tokio::sync::{mpsc, oneshot};

use crate::model::GameSpec;
use crate::peer::{Outbox, Peer};
use crate::refusal::{Re, Refusal};

/// The sending side of a room's queue.
pub type RoomTx = mpsc::Sender<RoomCmd>;

/// A command for one room; the room answers on the peer's outbox.
#[derive(Debug)]
pub enum RoomCmd {
    Join {
        peer: Peer,
        re: Re,
    },
    Watch {
        peer: Peer,
        re: Re,
    },
    Unwatch {
        conn: u64,
        tx: Outbox,
        re: Re,
    },
    Move {
        peer: Peer,
        re: Re,
        ply: u32,
        mv: chomp_engine::Move,
    },
    Resign {
        peer: Peer,
        re: Re,
    },
    Hints {
        peer: Peer,
        re: Re,
    },
    /// The settings of a new game like this finished one, for `name`.
    Rematch {
        name: String,
        reply: oneshot::Sender<Result<GameSpec, Refusal>>,
    },
    /// The bot's search for `ply` finished.
    BotMove {
        ply: u32,
        mv: Option<chomp_engine::Move>,
    },
    /// The last connection of the game's creator closed: a game still
    /// waiting for an opponent is cancelled at once (nobody would come to
    /// play it), instead of after `--abandon-after`.
    CreatorLeft,
    /// This node lost the game's lock to another node (after losing its
    /// database session): the room stops without writing anything.
    Release,
    /// Unit tests only: make the room panic, to check that only it is affected.
    #[cfg(test)]
    Crash,
}
