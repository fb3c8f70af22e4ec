//! Where a request for a game goes: to its room here, to the node that
//! runs it, or to a room this node starts by taking the game's lock (the
//! game ran nowhere, or its node died).

use std::sync::Arc;
use std::time::Duration;

use chomp_engine::Move;
use chomp_protocol::{ErrorCode, GameId, Reply, ServerMsg};

use super::wire::{RemoteCmd, Wire};
use super::Cluster;
use crate::context::Shared;
use crate::mailbox::RoomCmd;
use crate::peer::{self, Outbox, Peer};
use crate::refusal::{Re, Refusal};
use crate::room;
use crate::shutdown::Shutdown;

/// A request passed on this often is refused: the nodes' views disagree
/// and the client should simply ask again.
const MAX_HOPS: u8 = 3;

/// Tries before a request is refused as `unavailable`, and the pause
/// between them (a game being loaded or released just now).
const ATTEMPTS: u32 = 80;
const PAUSE: Duration = Duration::from_millis(25);

fn node_silent() -> Refusal {
    Refusal::new(
        ErrorCode::Unavailable,
        "The node running this game does not answer; try again in a few seconds.",
    )
}

/// Delivers a command for a game from a client of this node.
pub async fn deliver(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    id: GameId,
    cmd: RoomCmd,
) -> Result<(), Refusal> {
    deliver_with(cluster, shared, shutdown, id, cmd, 0).await
}

async fn deliver_with(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    id: GameId,
    cmd: RoomCmd,
    hops: u8,
) -> Result<(), Refusal> {
    let mut cmd = cmd;
    for _ in 0..ATTEMPTS {
        if let Some(room) = shared.hub.room(id) {
            match room.send(cmd).await {
                Ok(()) => return Ok(()),
                Err(back) => {
                    shared.hub.remove_room(id, &room);
                    cmd = back.0;
                    continue;
                }
            }
        }
        if let RoomCmd::Rematch { name, reply } = cmd {
            // A finished game's settings are in the database; no room needed.
            let _ = reply.send(rematch_spec(shared, id, &name).await);
            return Ok(());
        }
        if hops == 0 {
            if let Some(node) = cluster.links.cached_owner(id) {
                if node != cluster.node() {
                    return forward(cluster, node, id, cmd, hops);
                }
            }
        }
        if room::own(shared, id).await? {
            adopt(cluster, shared, shutdown, id).await?;
            continue;
        }
        match cluster.bus.holder(id).await.map_err(Refusal::store)? {
            Some(node) if node != cluster.node() => {
                if hops >= MAX_HOPS {
                    return Err(node_silent());
                }
                return forward(cluster, node, id, cmd, hops);
            }
            // Loading here, or released a moment ago.
            _ => tokio::time::sleep(PAUSE).await,
        }
    }
    Err(node_silent())
}

/// Starts the room of a game whose lock this node has just taken, and
/// says so to every node (their clients of this game attach here).
async fn adopt(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    id: GameId,
) -> Result<(), Refusal> {
    let loaded = shared.store.load_game(id).await;
    let game = match loaded {
        Ok(Some(game)) => game,
        Ok(None) => {
            cluster.bus.unlock(id).await;
            return Err(Refusal::no_such_game());
        }
        Err(e) => {
            cluster.bus.unlock(id).await;
            return Err(Refusal::store(e));
        }
    };
    if room::spawn_room(shared, game, shutdown.clone(), 0).is_none() {
        return Err(Refusal::internal("the game could not be started"));
    }
    tracing::info!("game {id} runs on this node now");
    cluster.bus.send(
        super::wire::ALL,
        &Wire::Owner {
            from: cluster.node(),
            game: id,
        },
    );
    cluster
        .links
        .owner_moved(cluster, shared, shutdown, id, cluster.node());
    Ok(())
}

/// Takes over a game found without a node (by the sweep); false when
/// another node was quicker.
pub async fn take_over(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    id: GameId,
) -> bool {
    if shared.hub.room(id).is_some() {
        return false;
    }
    match room::own(shared, id).await {
        Ok(true) => adopt(cluster, shared, shutdown, id).await.is_ok(),
        _ => false,
    }
}

fn forward(
    cluster: &Arc<Cluster>,
    node: i32,
    id: GameId,
    cmd: RoomCmd,
    hops: u8,
) -> Result<(), Refusal> {
    let (peer, remote) = match cmd {
        RoomCmd::Join { peer, re } => {
            let bot = peer.bot;
            (peer, RemoteCmd::Join { re, bot })
        }
        RoomCmd::Watch { peer, re } => (peer, RemoteCmd::Watch { re }),
        RoomCmd::Move { peer, re, ply, mv } => (
            peer,
            RemoteCmd::Move {
                re,
                ply,
                row: mv.row,
                col: mv.col,
            },
        ),
        RoomCmd::Resign { peer, re } => (peer, RemoteCmd::Resign { re }),
        RoomCmd::Hints { peer, re } => (peer, RemoteCmd::Hints { re }),
        // Answered by `unwatch` and `creator_left`, and never sent between
        // nodes: a bot's move and a test's crash stay in their room.
        _ => return Err(Refusal::internal("that request cannot go to another node")),
    };
    cluster
        .links
        .forward(cluster, node, id, &peer, remote, hops.saturating_add(1));
    Ok(())
}

/// A request from a client of another node, for a game run here (or
/// passed on once more if it moved).
pub async fn serve(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    peer: Peer,
    id: GameId,
    hops: u8,
    cmd: RemoteCmd,
) {
    let (cmd, re): (RoomCmd, Re) = match cmd {
        RemoteCmd::Join { re, bot } => (
            RoomCmd::Join {
                peer: Peer {
                    bot,
                    ..peer.clone()
                },
                re: re.clone(),
            },
            re,
        ),
        RemoteCmd::Watch { re } => (
            RoomCmd::Watch {
                peer: peer.clone(),
                re: re.clone(),
            },
            re,
        ),
        RemoteCmd::Move { re, ply, row, col } => (
            RoomCmd::Move {
                peer: peer.clone(),
                re: re.clone(),
                ply,
                mv: Move::new(row, col),
            },
            re,
        ),
        RemoteCmd::Resign { re } => (
            RoomCmd::Resign {
                peer: peer.clone(),
                re: re.clone(),
            },
            re,
        ),
        RemoteCmd::Hints { re } => (
            RoomCmd::Hints {
                peer: peer.clone(),
                re: re.clone(),
            },
            re,
        ),
        RemoteCmd::Unwatch { re } => {
            match shared.hub.room(id) {
                Some(room) => {
                    let cmd = RoomCmd::Unwatch {
                        conn: peer.conn,
                        tx: peer.tx.clone(),
                        re: re.clone(),
                    };
                    if room.send(cmd).await.is_err() {
                        unwatched(&peer.tx, id, re);
                    }
                }
                None => unwatched(&peer.tx, id, re),
            }
            return;
        }
        RemoteCmd::CreatorLeft => {
            if let Some(room) = shared.hub.room(id) {
                let _ = room.try_send(RoomCmd::CreatorLeft);
            }
            return;
        }
    };
    if let Err(r) = deliver_with(cluster, shared, shutdown, id, cmd, hops).await {
        peer.send(&r.reply(re));
    }
}

fn unwatched(tx: &Outbox, game: GameId, re: Re) {
    peer::send(
        tx,
        &Reply::answer(re, ServerMsg::Unwatched { game: Some(game) }),
    );
}

/// Stops a game's frames for a local connection, wherever the game runs.
pub async fn unwatch(
    cluster: &Arc<Cluster>,
    shared: &Arc<Shared>,
    me: &Peer,
    game: GameId,
    re: Re,
) {
    if let Some(room) = shared.hub.room(game) {
        let cmd = RoomCmd::Unwatch {
            conn: me.conn,
            tx: me.tx.clone(),
            re: re.clone(),
        };
        if room.send(cmd).await.is_ok() {
            return;
        }
    }
    match cluster.links.cached_owner(game) {
        Some(node) if cluster.links.follows(me.conn, game) => {
            cluster
                .links
                .forward(cluster, node, game, me, RemoteCmd::Unwatch { re }, 1);
        }
        _ => unwatched(&me.tx, game, re),
    }
}

/// The creator of a waiting game run elsewhere has no connection left on
/// this node: its node is told (after the news that the name left, so it
/// judges with that known).
pub fn creator_left(cluster: &Arc<Cluster>, me: &Peer, game: GameId) {
    let Some(node) = cluster.links.cached_owner(game) else {
        return;
    };
    let from = cluster.node();
    cluster.bus.send_to(
        node,
        &Wire::Presence {
            from,
            online: Vec::new(),
            offline: vec![me.name.clone()],
        },
    );
    cluster
        .links
        .forward(cluster, node, game, me, RemoteCmd::CreatorLeft, 1);
}

/// The settings of a rematch of a finished game, read from the database.
async fn rematch_spec(
    shared: &Arc<Shared>,
    id: GameId,
    name: &str,
) -> Result<crate::model::GameSpec, Refusal> {
    let stored = shared.store.load_game(id).await.map_err(Refusal::store)?;
    let stored = stored.ok_or_else(Refusal::no_such_game)?;
    let game: crate::game::Match<Peer> =
        crate::game::Match::restore(stored, std::time::Instant::now())
            .map_err(|e| Refusal::internal(&format!("the game cannot be read: {e}")))?;
    game.rematch(name)
}
