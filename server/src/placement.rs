//! Where a game runs, as the rooms and request handlers need to know it.
//! On one node every game runs here and this is absent; on several nodes
//! over PostgreSQL the cluster implements it. Rooms and handlers reach the
//! cluster only through this trait (held by [`crate::context::Shared`]),
//! so the dependencies point one way: `cluster` uses rooms, never the
//! reverse.

use chomp_protocol::GameId;
use futures::future::BoxFuture;

use crate::mailbox::RoomCmd;
use crate::peer::Peer;
use crate::refusal::Refusal;

pub trait Placement: Send + Sync {
    /// Delivers a command for a game, wherever the game runs (a room
    /// here, started here by taking the game over, or another node's).
    fn deliver(&self, id: GameId, cmd: RoomCmd) -> BoxFuture<'_, Result<(), Refusal>>;

    /// Takes the right to run a game's room here; false: another node
    /// runs it. Given back with [`Placement::disown`] when the room ends.
    fn own(&self, id: GameId) -> BoxFuture<'_, Result<bool, Refusal>>;

    /// Gives back what [`Placement::own`] took.
    fn disown(&self, id: GameId);

    /// A client of this node watched a room this node had to stop: it
    /// follows the game until the game's next node attaches it.
    fn follow(&self, id: GameId, peer: &Peer);
}
