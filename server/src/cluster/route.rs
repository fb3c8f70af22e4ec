//! Where a request for a game goes: to its room here, to the node that
//! runs it, or to a room this node starts by taking the game's lock (the
//! game ran nowhere, or its node died). Requests are the rooms' own
//! [`RoomCmd`] values; the ones from clients travel as they are, so a new
//! kind of request needs nothing here.

use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{ErrorCode, GameId};

use super::wire::{self, NodeId, Wire};
use super::Cluster;
use crate::actors::ActorKey;
use crate::context::Shared;
use crate::mailbox::{Asked, GameRequest, RoomCmd};
use crate::peer::Peer;
use crate::refusal::Refusal;
use crate::room;

/// A request passed on this often is refused: the nodes' views disagree
/// and the client should simply ask again.
pub(super) const MAX_HOPS: u8 = 3;

/// Tries before a request is refused as `unavailable`, and the pause
/// between them (a game being loaded or released just now).
pub(super) const ATTEMPTS: u32 = 80;
pub(super) const PAUSE: Duration = Duration::from_millis(25);

/// When a client refused for a silent node should ask again: a node is
/// declared dead within about a second, and its games are taken over then.
const RETRY_AFTER: Duration = Duration::from_secs(1);

pub(super) fn node_silent() -> Refusal {
    Refusal::retry_later(
        ErrorCode::Unavailable,
        "The node running this game does not answer; try again in a few seconds.",
        RETRY_AFTER,
    )
}

impl Cluster {
    /// Delivers a command for a game; `hops`: how often other nodes passed
    /// it on already (0 for a client of this node).
    pub(super) async fn route(&self, id: GameId, cmd: RoomCmd, hops: u8) -> Result<(), Refusal> {
        if let RoomCmd::Request { req, .. } = &cmd {
            if !req.needs_room() {
                return self.route_roomless(id, cmd, hops).await;
            }
        }
        let shared = self.shared()?;
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
            if hops == 0 {
                if let Some(node) = self.links.cached_owner(id) {
                    if node != self.node() {
                        return self.forward(node, id, cmd, hops);
                    }
                }
            }
            if room::own(&shared, id).await? {
                self.adopt(&shared, id).await?;
                continue;
            }
            match self
                .bus
                .holder(ActorKey::game(id))
                .await
                .map_err(Refusal::store)?
            {
                Some(node) if node != self.node() => {
                    if hops >= MAX_HOPS {
                        return Err(node_silent());
                    }
                    return self.forward(node, id, cmd, hops);
                }
                // Loading here, or released a moment ago.
                _ => tokio::time::sleep(PAUSE).await,
            }
        }
        Err(node_silent())
    }

    /// A request that only a running room acts on (unwatch, the creator
    /// leaving): to the room here, else to the node of a game a client
    /// here follows, else answered at once. It never takes a game over.
    async fn route_roomless(&self, id: GameId, cmd: RoomCmd, hops: u8) -> Result<(), Refusal> {
        let shared = self.shared()?;
        let mut cmd = cmd;
        if let Some(room) = shared.hub.room(id) {
            match room.send(cmd).await {
                Ok(()) => return Ok(()),
                Err(back) => cmd = back.0,
            }
        }
        let RoomCmd::Request { peer, re, req } = cmd else {
            return Ok(());
        };
        let elsewhere = if hops == 0 {
            self.links.cached_owner(id)
        } else {
            None
        };
        match (elsewhere, &req) {
            (Some(node), GameRequest::Unwatch) if self.links.follows(peer.conn, id) => {
                self.send_cmd(node, id, &peer, Asked { re, req }, 1);
            }
            (Some(node), GameRequest::CreatorLeft) => {
                // The news that the name left goes first, so its node
                // judges with that known.
                let offline = vec![peer.name.clone()];
                let from = self.node();
                let news = Wire::Presence {
                    from,
                    online: Vec::new(),
                    offline,
                };
                self.bus.send_to(node, &news);
                self.send_cmd(node, id, &peer, Asked { re, req }, 1);
            }
            _ => req.answer_without_room(&peer, re, id),
        }
        Ok(())
    }

    /// Starts the room of a game whose lock this node has just taken, and
    /// says so to every node (their clients of this game attach here).
    async fn adopt(&self, shared: &Arc<Shared>, id: GameId) -> Result<(), Refusal> {
        let game = match shared.store.load_game(id).await {
            Ok(Some(game)) => game,
            Ok(None) => {
                self.bus.unlock(ActorKey::game(id)).await;
                return Err(Refusal::no_such_game());
            }
            Err(e) => {
                self.bus.unlock(ActorKey::game(id)).await;
                return Err(Refusal::store(e));
            }
        };
        if room::spawn_room(shared, game, self.shutdown()?, 0).is_none() {
            return Err(Refusal::internal("the game could not be started"));
        }
        tracing::info!("game {id} runs on this node now");
        let from = self.node();
        self.bus.send(wire::ALL, &Wire::Owner { from, game: id });
        self.owner_moved(id, from);
        Ok(())
    }

    /// Takes over a game found without a node (by the sweep); false when
    /// another node was quicker.
    pub(super) async fn take_over(&self, id: GameId) -> bool {
        let Ok(shared) = self.shared() else {
            return false;
        };
        if shared.hub.room(id).is_some() {
            return false;
        }
        match room::own(&shared, id).await {
            Ok(true) => self.adopt(&shared, id).await.is_ok(),
            _ => false,
        }
    }

    /// Passes a client's request to the node running the game.
    fn forward(&self, node: NodeId, id: GameId, cmd: RoomCmd, hops: u8) -> Result<(), Refusal> {
        let RoomCmd::Request { peer, re, req } = cmd else {
            // A bot's move, a release and a test's crash stay in their room.
            return Err(Refusal::internal("that request cannot go to another node"));
        };
        self.send_cmd(node, id, &peer, Asked { re, req }, hops.saturating_add(1));
        Ok(())
    }

    /// A request from a client of another node, for a game run here (or
    /// passed on once more if it moved).
    pub(super) async fn serve(&self, peer: Peer, id: GameId, hops: u8, asked: Asked) {
        let re = asked.re.clone();
        let cmd = RoomCmd::request(peer.clone(), asked.re, asked.req);
        if let Err(r) = self.route(id, cmd, hops).await {
            peer.send(&r.reply(re));
        }
    }
}
