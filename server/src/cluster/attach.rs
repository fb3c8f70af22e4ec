//! Attaching clients across nodes: a client of another node becomes a
//! peer of a room here, a client here follows a game run elsewhere, and
//! both survive a game moving to another node. The tables are in
//! [`super::links`]; this is what changes them and tells the other nodes.

use std::collections::{HashMap, HashSet};

use chomp_protocol::GameId;

use super::links::{lock, remote_conn, Local, RemotePeer};
use super::pending::Sent;
use super::wire::{NodeId, Wire};
use super::Cluster;
use crate::mailbox::{Asked, GameRequest, RoomCmd};
use crate::peer::{Outbox, Peer, OUTBOX_FRAMES};

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
    pub(super) fn with_local(&self, peer: &Peer, change: impl FnOnce(&mut Local)) {
        let new_conn = {
            let mut locals = lock(&self.links.locals);
            let new_conn = !locals.contains_key(&peer.conn);
            let local = locals.entry(peer.conn).or_insert_with(|| Local {
                tx: peer.tx.clone(),
                nodes: HashSet::new(),
                games: HashMap::new(),
                actors: HashMap::new(),
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
        if cmd.req.needs_room() {
            let sent = Sent::new(node, game, peer.clone(), cmd.clone());
            self.links.pending.sent(sent);
        }
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
            cluster.links.pending.forget(conn);
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
        self.route_again(self.links.pending.unanswered(node));
    }

    /// Requests a dead node never answered go where their games run now
    /// (see `pending`): answered there, or refused with a retry hint.
    fn route_again(&self, lost: Vec<Sent>) {
        if lost.is_empty() {
            return;
        }
        tracing::info!("routing {} unanswered requests again", lost.len());
        let cluster = self.clone();
        tokio::spawn(async move {
            for s in lost {
                let re = s.asked.re.clone();
                let cmd = RoomCmd::request(s.peer.clone(), s.asked.re, s.asked.req);
                if let Err(r) = cluster.route(s.game, cmd, 0).await {
                    s.peer.send(&r.reply(re));
                }
            }
        });
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
