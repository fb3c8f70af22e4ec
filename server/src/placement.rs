//! Where an actor runs, as the rooms and request handlers need to know it.
//! On one node every actor runs here and this is absent; on several nodes
//! over PostgreSQL the cluster implements it. Rooms and handlers reach the
//! cluster only through this trait (held by [`crate::context::Shared`]),
//! so the dependencies point one way: `cluster` uses rooms, never the
//! reverse.

use chomp_protocol::GameId;
use futures::future::BoxFuture;
use serde_json::Value;

use crate::actors::ActorKey;
use crate::mailbox::RoomCmd;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};

pub trait Placement: Send + Sync {
    /// Delivers a command for a game, wherever the game runs (a room
    /// here, started here by taking the game over, or another node's).
    fn deliver(&self, id: GameId, cmd: RoomCmd) -> BoxFuture<'_, Result<(), Refusal>>;

    /// Delivers a client's message to an actor of a registered kind
    /// ([`crate::actors::ActorHost`]), wherever it runs: here, on its
    /// node, or started here by taking it over.
    fn deliver_to(
        &self,
        key: ActorKey,
        peer: Peer,
        re: Re,
        msg: Value,
    ) -> BoxFuture<'_, Result<(), Refusal>>;

    /// Takes the right to run an actor here; false: another node runs it.
    /// Given back with [`Placement::disown`] when the actor ends.
    fn own(&self, key: ActorKey) -> BoxFuture<'_, Result<bool, Refusal>>;

    /// Gives back what [`Placement::own`] took.
    fn disown(&self, key: ActorKey);

    /// A client of this node watched a room this node had to stop: it
    /// follows the game until the game's next node attaches it.
    fn follow(&self, id: GameId, peer: &Peer);
}
