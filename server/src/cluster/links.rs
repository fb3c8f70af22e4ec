//! Clients of one node attached to rooms of another.
//!
//! On the game's node, a client of another node is a [`Peer`] like any
//! other, whose outbox is drained by a task that sends each frame back
//! to the client's node: the room needs no idea of the cluster. On the
//! client's node, [`Links`] remembers which connection asked which node
//! about which game, so that its frames find it, the owner hears when it
//! closes, and it is attached again when the game moves to another node.

use std::collections::{HashMap, HashSet};
use std::sync::{Mutex, MutexGuard};

use chomp_protocol::GameId;
use serde_json::Value;
use tokio::task::AbortHandle;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::pending::Pending;
use super::wire::NodeId;
use crate::actors::ActorKey;
use crate::peer::{self, Outbox, Peer, REMOTE_CONN};

/// A client of another node, attached here.
pub(super) struct RemotePeer {
    pub(super) peer: Peer,
    pub(super) forwarder: AbortHandle,
}

/// A local connection with requests out to other nodes.
pub(super) struct Local {
    pub(super) tx: Outbox,
    /// Nodes it sent requests to (they hear when it closes).
    pub(super) nodes: HashSet<NodeId>,
    /// Games run elsewhere that it watches or plays, with its peer.
    pub(super) games: HashMap<GameId, Peer>,
    /// Actors of other kinds run elsewhere that it follows.
    pub(super) actors: HashMap<ActorKey, Following>,
}

/// A local client following an actor run elsewhere: the message that made
/// it a follower (sent again when the actor moves) and the actor's node.
#[derive(Clone)]
pub(super) struct Following {
    pub(super) peer: Peer,
    pub(super) msg: Value,
    pub(super) node: NodeId,
}

/// Who is linked to whom: plain maps, changed by the `Cluster` methods of
/// `attach.rs`, which also do the sending. This module knows nothing of
/// the cluster handle, so the handle can hold it.
#[derive(Default)]
pub struct Links {
    pub(super) remotes: Mutex<HashMap<(NodeId, u64), RemotePeer>>,
    pub(super) locals: Mutex<HashMap<u64, Local>>,
    /// Where each game run elsewhere was last found.
    pub(super) owners: Mutex<HashMap<GameId, NodeId>>,
    /// Requests passed to other nodes and not answered yet.
    pub(super) pending: Pending,
}

pub(super) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The connection id a client of `node` has in rooms here: the top bits
/// keep it apart from this node's own connection ids.
pub(super) fn remote_conn(node: NodeId, conn: u64) -> u64 {
    REMOTE_CONN | (u64::from(node as u32) << 30) | (conn & ((1 << 30) - 1))
}

impl Links {
    /// A remote client's connection closed: its rooms see it leave.
    pub fn drop_remote(&self, from: NodeId, conn: u64) {
        if let Some(r) = lock(&self.remotes).remove(&(from, conn)) {
            r.forwarder.abort();
        }
    }

    /// A frame for a client of this node.
    pub fn to_local(&self, conn: u64, text: String) {
        self.pending.answered(conn, &text);
        if let Some(local) = lock(&self.locals).get(&conn) {
            peer::send_text(&local.tx, Utf8Bytes::from(text));
        }
    }

    /// Where a game run elsewhere was last found.
    pub fn cached_owner(&self, game: GameId) -> Option<NodeId> {
        lock(&self.owners).get(&game).copied()
    }

    /// Every node this node has links with.
    pub fn nodes(&self) -> HashSet<NodeId> {
        let mut nodes: HashSet<NodeId> = lock(&self.owners).values().copied().collect();
        nodes.extend(lock(&self.remotes).keys().map(|(n, _)| *n));
        nodes.extend(self.pending.waited_on());
        nodes
    }

    /// Whether a local connection follows a game run elsewhere.
    pub fn follows(&self, conn: u64, game: GameId) -> bool {
        lock(&self.locals)
            .get(&conn)
            .is_some_and(|l| l.games.contains_key(&game))
    }

    /// The local peers following a game run elsewhere.
    pub(super) fn followers(&self, game: GameId) -> Vec<Peer> {
        lock(&self.locals)
            .values()
            .filter_map(|l| l.games.get(&game).cloned())
            .filter(|p| !p.tx.is_closed())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn remote_connection_ids_never_meet_local_ones_or_each_other() {
        let a = remote_conn(4711, 3);
        let b = remote_conn(4712, 3);
        let c = remote_conn(4711, 4);
        assert!(a >= 1 << 62 && b >= 1 << 62);
        assert_ne!(a, b);
        assert_ne!(a, c);
    }
}
