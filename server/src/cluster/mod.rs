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
//! - [`links`]: clients of one node attached to rooms of another;
//! - [`nodes`]: watching for dead nodes and orphaned games;
//! - [`publish`]: this node's lobby and presence, told to the others.

pub mod bus;
mod links;
mod nodes;
mod publish;
mod route;
pub mod wire;

use std::sync::Arc;

use tokio::sync::mpsc;

use crate::context::Shared;
use crate::mailbox::RoomCmd;
use crate::shutdown::{Shutdown, Trigger};
use crate::store::StoreError;
use bus::{Bus, Incoming};
use links::Links;
use wire::{NodeId, Wire};

pub use links::is_remote_conn;
pub use route::{creator_left, deliver, unwatch};

/// This node's part in the cluster.
pub struct Cluster {
    pub bus: Arc<Bus>,
    links: Links,
}

impl Cluster {
    pub fn node(&self) -> NodeId {
        self.bus.node()
    }

    /// A local client of a room this node had to stop follows the game.
    pub fn follow(self: &Arc<Self>, game: chomp_protocol::GameId, peer: &crate::peer::Peer) {
        self.links.follow(self, game, peer);
    }
}

/// Joins the service: opens the cluster session, starts listening, tells
/// the lobby to publish, and takes over the games no node runs (at the
/// first start of the service, all unfinished ones).
pub async fn start(
    shared: &Arc<Shared>,
    url: &str,
    trigger: &Trigger,
) -> Result<Arc<Cluster>, StoreError> {
    let subscribe = || trigger.subscribe().ok_or(StoreError::Closed);
    let (inbox, incoming) = mpsc::unbounded_channel();
    let bus = Bus::start(url, inbox, subscribe()?).await?;
    let cluster = Arc::new(Cluster {
        bus,
        links: Links::default(),
    });
    shared.set_cluster(cluster.clone());
    let (outlet, events) = mpsc::unbounded_channel();
    shared.hub.set_outlet(outlet);
    tokio::spawn(publish::run(cluster.clone(), events, subscribe()?));
    tokio::spawn(dispatch(shared.clone(), incoming, subscribe()?));
    let adopted = nodes::sweep(shared, &cluster, &subscribe()?).await;
    if adopted > 0 {
        tracing::info!("took over {adopted} unfinished games");
    }
    tokio::spawn(nodes::watch(shared.clone(), cluster.clone(), subscribe()?));
    Ok(cluster)
}

/// Handles what the session reports, in order.
async fn dispatch(
    shared: Arc<Shared>,
    mut incoming: mpsc::UnboundedReceiver<Incoming>,
    mut shutdown: Shutdown,
) {
    let Some(cluster) = shared.cluster().cloned() else {
        return;
    };
    loop {
        let next = tokio::select! {
            next = incoming.recv() => next,
            _ = shutdown.signalled() => return,
        };
        let Some(next) = next else { return };
        match next {
            Incoming::Connected(node) => rejoin(&shared, &cluster, &shutdown, node).await,
            // Without the session this node owns no game any more: its rooms
            // stop at once (their clients follow the games, and are attached
            // again where they run once the session is back), so nobody
            // plays on a state another node may be changing.
            Incoming::Lost => {
                for (_, room) in shared.hub.local_rooms() {
                    let _ = room.try_send(RoomCmd::Release);
                }
            }
            Incoming::Message(msg) => handle(&shared, &cluster, &shutdown, msg).await,
        }
    }
}

/// After (re)connecting: keep the rooms whose locks this new session can
/// take again, stop the others (another node took them meanwhile), tell
/// every node what runs here, and attach the clients here that follow a
/// game to wherever it runs now.
async fn rejoin(shared: &Arc<Shared>, cluster: &Arc<Cluster>, shutdown: &Shutdown, node: NodeId) {
    for (id, room) in shared.hub.local_rooms() {
        match cluster.bus.try_lock(id).await {
            Ok(true) => {}
            Ok(false) | Err(_) => {
                tracing::warn!("game {id} moved to another node while this one was cut off");
                let _ = room.try_send(RoomCmd::Release);
            }
        }
    }
    cluster.bus.send(wire::ALL, &Wire::Hello { from: node });
    tell_all(shared, cluster, wire::ALL);
    cluster.links.reattach_all(cluster, shared, shutdown);
}

/// Sends this node's listing and connected names to `channel`.
fn tell_all(shared: &Shared, cluster: &Cluster, channel: &str) {
    let from = cluster.node();
    cluster.bus.send(
        channel,
        &Wire::Lobby {
            from,
            upsert: shared.hub.local_listing(),
            remove: Vec::new(),
        },
    );
    cluster.bus.send(
        channel,
        &Wire::Presence {
            from,
            online: shared.hub.local_online(),
            offline: Vec::new(),
        },
    );
}

async fn handle(shared: &Arc<Shared>, cluster: &Arc<Cluster>, shutdown: &Shutdown, msg: Wire) {
    let me = cluster.node();
    match msg {
        Wire::Cmd {
            from,
            conn,
            name,
            game,
            hops,
            cmd,
        } => {
            let peer = cluster.links.remote_peer(cluster, from, conn, &name);
            route::serve(cluster, shared, shutdown, peer, game, hops, cmd).await;
        }
        Wire::Frame { conn, text } => cluster.links.to_local(conn, text),
        Wire::Gone { from, conn } => cluster.links.drop_remote(from, conn),
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
        Wire::Owner { from, game } if from != me => cluster
            .links
            .owner_moved(cluster, shared, shutdown, game, from),
        Wire::Hello { from } if from != me => {
            tell_all(shared, cluster, &wire::channel_of(from));
        }
        _ => {}
    }
}
