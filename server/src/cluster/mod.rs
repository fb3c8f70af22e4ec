//! Several nodes over one PostgreSQL database, as one service (see
//! docs/CLUSTER.md). Each game runs in exactly one room on one node: the
//! node whose database session holds the game's advisory lock. A client
//! may use any node; requests for a game run elsewhere are passed to its
//! node, and that node's frames come back, all over LISTEN/NOTIFY on the
//! node's own session ([`bus`]). When a node dies its session ends, its
//! locks with it, and the survivors take its games over from the database,
//! where every acknowledged move already is.
//!
//! - [`bus`]: the session, locks, liveness and notifications;
//! - [`wire`]: the messages;
//! - [`route`]: where a request for a game goes, and taking games over;
//! - [`links`]: which clients of one node are attached to rooms of another;
//! - [`attach`]: attaching them, and again when a game moves;
//! - [`nodes`]: watching for dead nodes and orphaned games;
//! - [`publish`]: this node's lobby and presence, told to the others;
//! - [`hosted`]: actors of the other registered kinds (a tournament),
//!   routed, taken over and followed on one path for every kind.
//!
//! The rooms and request handlers know none of this: they see the cluster
//! as a [`Placement`]. Joining has two halves: [`connect`] opens the
//! session before the server's handles exist, [`Session::join`] makes the
//! cluster handle the server holds as its placement from its making (no
//! handle is set later), and [`start`] then serves: listening, publishing,
//! taking games over.

mod attach;
pub mod bus;
mod hosted;
mod links;
mod nodes;
mod pending;
mod publish;
mod route;
pub mod wire;

use std::ops::Deref;
use std::sync::{Arc, Weak};

use chomp_protocol::GameId;
use futures::future::BoxFuture;
use serde_json::Value;
use tokio::sync::mpsc;

use crate::actors::ActorKey;
use crate::context::Shared;
use crate::mailbox::{RoomCmd, RoomTx};
use crate::peer::Peer;
use crate::placement::Placement;
use crate::refusal::{Re, Refusal};
use crate::shutdown::{Shutdown, Subscriber, Trigger};
use crate::store::StoreError;
use bus::{Bus, Incoming};
use links::Links;
use wire::{NodeId, Wire};

/// This node's part in the cluster: one handle, cheap to clone, that
/// carries what every part needs.
#[derive(Clone)]
pub struct Cluster(Arc<Parts>);

pub struct Parts {
    pub bus: Arc<Bus>,
    links: Links,
    /// The server this node is part of. Weak: the server holds the
    /// cluster (as its placement), and a strong link would keep both
    /// alive for ever.
    server: Weak<Shared>,
    /// The shutdown signal for rooms this node starts; it keeps nothing
    /// waiting by itself.
    signal: Subscriber,
}

impl Deref for Cluster {
    type Target = Parts;

    fn deref(&self) -> &Parts {
        &self.0
    }
}

impl Cluster {
    pub fn node(&self) -> NodeId {
        self.bus.node()
    }

    /// The server, while it runs.
    fn shared(&self) -> Result<Arc<Shared>, Refusal> {
        self.server.upgrade().ok_or_else(Refusal::closing)
    }

    /// A shutdown signal for a task this node starts (a room).
    fn shutdown(&self) -> Result<Shutdown, Refusal> {
        self.signal.subscribe().ok_or_else(Refusal::closing)
    }
}

impl Placement for Cluster {
    fn deliver(&self, id: GameId, cmd: RoomCmd) -> BoxFuture<'_, Result<(), Refusal>> {
        Box::pin(self.route(id, cmd, 0))
    }

    fn deliver_to(
        &self,
        key: ActorKey,
        peer: Peer,
        re: Re,
        msg: Value,
    ) -> BoxFuture<'_, Result<(), Refusal>> {
        Box::pin(self.route_actor(key, peer, re, msg, 0))
    }

    fn own(&self, key: ActorKey) -> BoxFuture<'_, Result<bool, Refusal>> {
        Box::pin(async move { self.bus.try_lock(key).await.map_err(Refusal::store) })
    }

    fn disown(&self, key: ActorKey) {
        let bus = self.bus.clone();
        tokio::spawn(async move { bus.unlock(key).await });
    }

    fn follow(&self, id: GameId, peer: &Peer) {
        self.follow_elsewhere(id, peer);
    }
}

/// The cluster session, open, before the server's handles are made.
pub struct Session {
    bus: Arc<Bus>,
    incoming: mpsc::UnboundedReceiver<Incoming>,
    signal: Subscriber,
}

/// This node in the cluster, made with the server's handles: the cluster
/// (the server's placement) and what [`start`] serves.
pub struct Joined {
    pub cluster: Cluster,
    incoming: mpsc::UnboundedReceiver<Incoming>,
}

/// Opens the cluster session (failing the start if PostgreSQL cannot be
/// reached). What other nodes send waits in its queue until [`start`].
pub async fn connect(url: &str, trigger: &Trigger) -> Result<Session, StoreError> {
    let subscribe = || trigger.subscribe().ok_or(StoreError::Closed);
    let (inbox, incoming) = mpsc::unbounded_channel();
    let bus = Bus::start(url, inbox, subscribe()?).await?;
    Ok(Session {
        bus,
        incoming,
        signal: subscribe()?.subscriber(),
    })
}

impl Session {
    /// The cluster handle of the server `server` points to, made while the
    /// server's handles are (`Arc::new_cyclic`), so that they hold it as
    /// their placement from the start.
    pub fn join(self, server: Weak<Shared>) -> Joined {
        let cluster = Cluster(Arc::new(Parts {
            bus: self.bus,
            links: Links::default(),
            server,
            signal: self.signal,
        }));
        Joined {
            cluster,
            incoming: self.incoming,
        }
    }
}

/// Serves the service: starts listening, tells the lobby to publish, and
/// takes over the games no node runs (at the first start of the service,
/// all unfinished ones).
pub async fn start(
    shared: &Arc<Shared>,
    joined: Joined,
    trigger: &Trigger,
) -> Result<Cluster, StoreError> {
    let subscribe = || trigger.subscribe().ok_or(StoreError::Closed);
    let Joined { cluster, incoming } = joined;
    let (outlet, events) = mpsc::unbounded_channel();
    shared.hub.set_outlet(outlet);
    tokio::spawn(publish::run(cluster.clone(), events, subscribe()?));
    tokio::spawn(
        cluster
            .clone()
            .dispatch(shared.clone(), incoming, subscribe()?),
    );
    let adopted = cluster.sweep(&subscribe()?).await + cluster.sweep_actors(&subscribe()?).await;
    if adopted > 0 {
        tracing::info!("took over {adopted} unfinished games");
    }
    tokio::spawn(cluster.clone().watch(shared.clone(), subscribe()?));
    Ok(cluster)
}

impl Cluster {
    /// Handles what the session reports, in order.
    async fn dispatch(
        self,
        shared: Arc<Shared>,
        mut incoming: mpsc::UnboundedReceiver<Incoming>,
        mut shutdown: Shutdown,
    ) {
        loop {
            let next = tokio::select! {
                next = incoming.recv() => next,
                _ = shutdown.signalled() => return,
            };
            let Some(next) = next else { return };
            match next {
                Incoming::Connected(node) => self.rejoin(&shared, node).await,
                // Without the session this node owns no game any more: its
                // rooms stop at once (their clients follow the games, and
                // are attached again where they run once the session is
                // back), so nobody plays on a state another node may be
                // changing.
                Incoming::Lost => {
                    for (_, room) in shared.hub.local_rooms() {
                        release(room);
                    }
                    self.release_actors();
                }
                Incoming::Message(msg) => self.handle(&shared, msg).await,
            }
        }
    }

    /// After (re)connecting: keep the rooms whose locks this new session
    /// can take again, stop the others (another node took them
    /// meanwhile), tell every node what runs here, and attach the clients
    /// here that follow a game to wherever it runs now.
    async fn rejoin(&self, shared: &Shared, node: NodeId) {
        for (id, room) in shared.hub.local_rooms() {
            match self.bus.try_lock(ActorKey::game(id)).await {
                Ok(true) => {}
                Ok(false) | Err(_) => {
                    tracing::warn!("game {id} moved to another node while this one was cut off");
                    release(room);
                }
            }
        }
        self.relock_actors().await;
        self.bus.send(wire::ALL, &Wire::Hello { from: node });
        self.tell_all(shared, wire::ALL);
        self.reattach_all();
    }

    /// Sends this node's listing and connected names to `channel`.
    fn tell_all(&self, shared: &Shared, channel: &str) {
        let from = self.node();
        self.bus.send(
            channel,
            &Wire::Lobby {
                from,
                upsert: shared.hub.local_listing(),
                remove: Vec::new(),
            },
        );
        self.bus.send(
            channel,
            &Wire::Presence {
                from,
                online: shared.hub.local_online(),
                offline: Vec::new(),
            },
        );
    }

    async fn handle(&self, shared: &Shared, msg: Wire) {
        let me = self.node();
        match msg {
            Wire::Cmd {
                from,
                conn,
                name,
                game,
                hops,
                cmd,
            } => {
                let peer = self.remote_peer(from, conn, &name);
                self.serve(peer, game, hops, cmd).await;
            }
            Wire::Actor {
                from,
                conn,
                name,
                key,
                hops,
                re,
                msg,
            } => {
                let peer = self.remote_peer(from, conn, &name);
                self.serve_actor(peer, key, hops, re, msg).await;
            }
            Wire::Held { from, key } => self.actor_held(key, from),
            Wire::Frame { conn, text } => self.links.to_local(conn, text),
            Wire::Gone { from, conn } => self.links.drop_remote(from, conn),
            Wire::Lobby {
                from,
                upsert,
                remove,
            } if from != me => shared.hub.remote_lobby(from, upsert, remove),
            Wire::Presence {
                from,
                online,
                offline,
            } if from != me => shared.hub.remote_presence(from, online, offline),
            Wire::Owner { from, game } if from != me => self.owner_moved(game, from),
            Wire::Hello { from } if from != me => {
                self.tell_all(shared, &wire::channel_of(from));
            }
            _ => {}
        }
    }
}

/// Tells a room that this node no longer holds its game. The release must
/// arrive, or the room would outlive its lock: it waits for a place in a
/// full queue (in a task of its own, so the bus goes on meanwhile) rather
/// than being dropped. Only a room that has ended already misses it.
fn release(room: RoomTx) {
    tokio::spawn(async move {
        let _ = room.send(RoomCmd::Release).await;
    });
}
