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
use tokio::task::AbortHandle;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::wire::{NodeId, Wire};
use super::Cluster;
use crate::mailbox::{Asked, GameRequest, RoomCmd};
use crate::peer::{self, Outbox, Peer, OUTBOX_FRAMES, REMOTE_CONN};

/// A client of another node, attached here.
struct RemotePeer {
    peer: Peer,
    forwarder: AbortHandle,
}

/// A local connection with requests out to other nodes.
struct Local {
    tx: Outbox,
    /// Nodes it sent requests to (they hear when it closes).
    nodes: HashSet<NodeId>,
    /// Games run elsewhere that it watches or plays, with its peer.
    games: HashMap<GameId, Peer>,
}

/// Who is linked to whom: plain maps, changed by the [`Cluster`] methods
/// below, which also do the sending.
#[derive(Default)]
pub struct Links {
    remotes: Mutex<HashMap<(NodeId, u64), RemotePeer>>,
    locals: Mutex<HashMap<u64, Local>>,
    /// Where each game run elsewhere was last found.
    owners: Mutex<HashMap<GameId, NodeId>>,
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|p| p.into_inner())
}

/// The connection id a client of `node` has in rooms here: the top bits
/// keep it apart from this node's own connection ids.
fn remote_conn(node: NodeId, conn: u64) -> u64 {
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
        nodes
    }

    /// Whether a local connection follows a game run elsewhere.
    pub fn follows(&self, conn: u64, game: GameId) -> bool {
        lock(&self.locals)
            .get(&conn)
            .is_some_and(|l| l.games.contains_key(&game))
    }

    /// The local peers following a game run elsewhere.
    fn followers(&self, game: GameId) -> Vec<Peer> {
        lock(&self.locals)
            .values()
            .filter_map(|l| l.games.get(&game).cloned())
            .filter(|p| !p.tx.is_closed())
            .collect()
    }
}

impl Cluster {
    /// The peer standing for connection `conn` of node `from` (made on its
    /// first request).
    pub(super) fn remote_peer(&self, from: NodeId, conn: u64, name: &str) -> Peer {
        let mut remotes = lock(&self.links.remotes);
        if let Some(r) = remotes.get(&(from, conn)) {
            if r.peer.name == name && !r.peer.tx.is_closed() {
                return r.peer.clone();
            }
        }
        let (tx, mut rx) = Outbox::new(OUTBOX_FRAMES);
        let bus = self.bus.clone();
        let forwarder = tokio::spawn(async move {
            while let Some(text) = rx.recv().await {
                let text = text.as_str().to_string();
                bus.send_to(from, &Wire::Frame { conn, text });
            }
        })
        .abort_handle();
        let peer = Peer {
            conn: remote_conn(from, conn),
            name: name.to_string(),
            // A hosted bot's flag travels with the request that takes a
            // seat (`GameRequest::Join`), not with the connection.
            bot: false,
            tx,
        };
        if let Some(old) = remotes.insert(
            (from, conn),
            RemotePeer {
                peer: peer.clone(),
                forwarder,
            },
        ) {
            old.forwarder.abort();
        }
        peer
    }

    /// Changes the entry of a local connection (made on first use, and
    /// then watched so the nodes it used hear when it closes).
    fn with_local(&self, peer: &Peer, change: impl FnOnce(&mut Local)) {
        let new_conn = {
            let mut locals = lock(&self.links.locals);
            let new_conn = !locals.contains_key(&peer.conn);
            let local = locals.entry(peer.conn).or_insert_with(|| Local {
                tx: peer.tx.clone(),
                nodes: HashSet::new(),
                games: HashMap::new(),
            });
            change(local);
            new_conn
        };
        if new_conn {
            self.watch_close(peer);
        }
    }

    /// Sends a local client's request to the node running the game.
    pub(super) fn send_cmd(&self, node: NodeId, game: GameId, peer: &Peer, cmd: Asked, hops: u8) {
        self.with_local(peer, |local| {
            local.nodes.insert(node);
            match cmd.req {
                GameRequest::Unwatch => {
                    local.games.remove(&game);
                }
                GameRequest::CreatorLeft => {}
                _ => {
                    local.games.insert(game, peer.clone());
                }
            }
        });
        lock(&self.links.owners).insert(game, node);
        self.bus.send_to(
            node,
            &Wire::Cmd {
                from: self.node(),
                conn: peer.conn,
                name: peer.name.clone(),
                game,
                hops,
                cmd,
            },
        );
    }

    /// When the connection closes, the nodes it used hear of it.
    fn watch_close(&self, peer: &Peer) {
        let (cluster, conn, closed) = (self.clone(), peer.conn, peer.tx.closed());
        tokio::spawn(async move {
            closed.await;
            let Some(local) = lock(&cluster.links.locals).remove(&conn) else {
                return;
            };
            let from = cluster.node();
            for node in local.nodes {
                cluster.bus.send_to(node, &Wire::Gone { from, conn });
            }
        });
    }

    /// A local client of a room this node had to stop: it follows the game
    /// until the game's next node attaches it.
    pub(super) fn follow_elsewhere(&self, game: GameId, peer: &Peer) {
        self.with_local(peer, |local| {
            local.games.insert(game, peer.clone());
        });
        lock(&self.links.owners).remove(&game);
    }

    /// After this node's session came back: every game followed here is
    /// looked for again (its node may have changed meanwhile).
    pub(super) fn reattach_all(&self) {
        let games: HashSet<GameId> = lock(&self.links.locals)
            .values()
            .flat_map(|l| l.games.keys().copied())
            .collect();
        lock(&self.links.owners).clear();
        for game in games {
            self.reattach(game, self.links.followers(game));
        }
    }

    /// A game was taken over by `node` (maybe this one): its followers
    /// here are attached there, and get its state again.
    pub(super) fn owner_moved(&self, game: GameId, node: NodeId) {
        let followers = self.links.followers(game);
        if node == self.node() {
            lock(&self.links.owners).remove(&game);
            for l in lock(&self.links.locals).values_mut() {
                l.games.remove(&game);
            }
        } else {
            lock(&self.links.owners).insert(game, node);
        }
        self.reattach(game, followers);
    }

    /// A node died: its clients leave the rooms here, and the games it
    /// ran that clients here follow are looked for again (the next node to
    /// take each over, maybe this one, attaches them).
    pub(super) fn node_died(&self, node: NodeId) {
        lock(&self.links.remotes).retain(|(n, _), r| {
            if *n == node {
                r.forwarder.abort();
            }
            *n != node
        });
        let orphaned: Vec<GameId> = {
            let mut owners = lock(&self.links.owners);
            let gone: Vec<GameId> = owners
                .iter()
                .filter(|(_, n)| **n == node)
                .map(|(g, _)| *g)
                .collect();
            for g in &gone {
                owners.remove(g);
            }
            gone
        };
        for l in lock(&self.links.locals).values_mut() {
            l.nodes.remove(&node);
        }
        for game in orphaned {
            self.reattach(game, self.links.followers(game));
        }
    }

    /// Delivers a `watch` of `game` for each follower, which finds (or
    /// takes over) the game's room and attaches them there.
    fn reattach(&self, game: GameId, followers: Vec<Peer>) {
        if followers.is_empty() {
            return;
        }
        let cluster = self.clone();
        tokio::spawn(async move {
            for peer in followers {
                let cmd = RoomCmd::request(peer, None, GameRequest::Watch);
                if let Err(r) = cluster.route(game, cmd, 0).await {
                    tracing::debug!(
                        "game {game}: a follower was not attached again: {}",
                        r.message
                    );
                }
            }
        });
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
