//! Actors of registered kinds ([`crate::actors`]) across nodes: a
//! client's message goes to the actor's node (or starts the actor here
//! when no node runs it), the sweep takes over actors whose node died, and
//! clients here that follow an actor elsewhere are attached again when it
//! moves. Nothing here knows what a kind is: every kind takes this path.

use std::sync::Arc;

use serde_json::Value;

use super::links::{lock, Following};
use super::route::{node_silent, ATTEMPTS, MAX_HOPS, PAUSE};
use super::wire::{self, NodeId, Wire};
use super::Cluster;
use crate::actors::{ActorHost, ActorKey};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::shutdown::Shutdown;

fn no_host(key: ActorKey) -> Refusal {
    Refusal::internal(&format!("this server cannot run {key}"))
}

impl Cluster {
    /// Delivers a client's message to an actor wherever it runs; `hops`:
    /// how often other nodes passed it on already.
    pub(super) async fn route_actor(
        &self,
        key: ActorKey,
        peer: Peer,
        re: Re,
        msg: Value,
        hops: u8,
    ) -> Result<(), Refusal> {
        let shared = self.shared()?;
        let host = shared.actors.get(key.kind).ok_or_else(|| no_host(key))?;
        let mut asked = (peer, re, msg);
        for _ in 0..ATTEMPTS {
            if host.running(key.id) {
                match host.serve(key.id, asked.0, asked.1, asked.2) {
                    Ok(()) => return Ok(()),
                    // Stopped a moment ago: look again.
                    Err(back) => asked = back,
                }
            }
            if self.bus.try_lock(key).await.map_err(Refusal::store)? {
                self.adopt_actor(&host, key).await?;
                continue;
            }
            match self.bus.holder(key).await.map_err(Refusal::store)? {
                Some(node) if node != self.node() => {
                    if hops >= MAX_HOPS {
                        return Err(node_silent());
                    }
                    let follows = host.follows(&asked.2);
                    let (peer, re, msg) = asked;
                    self.send_actor(node, key, &peer, re, msg, hops + 1, follows);
                    return Ok(());
                }
                // Starting here, or released a moment ago.
                _ => tokio::time::sleep(PAUSE).await,
            }
        }
        Err(node_silent())
    }

    /// Starts an actor whose lock this node has just taken, and tells the
    /// other nodes (their followers of it attach here).
    async fn adopt_actor(&self, host: &Arc<dyn ActorHost>, key: ActorKey) -> Result<(), Refusal> {
        if host.running(key.id) {
            // Started here a moment ago by another request: this session
            // took the lock twice, so give back the second take.
            self.bus.unlock(key).await;
            return Ok(());
        }
        if let Err(refusal) = host.start(key.id).await {
            self.bus.unlock(key).await;
            return Err(refusal);
        }
        tracing::info!("{key} runs on this node now");
        let from = self.node();
        self.bus.send(wire::ALL, &Wire::Held { from, key });
        Ok(())
    }

    /// Passes a local client's message to the actor's node, remembering a
    /// follower so it can be attached again when the actor moves.
    #[allow(clippy::too_many_arguments)]
    fn send_actor(
        &self,
        node: NodeId,
        key: ActorKey,
        peer: &Peer,
        re: Re,
        msg: Value,
        hops: u8,
        follows: Option<Value>,
    ) {
        self.with_local(peer, |local| {
            local.nodes.insert(node);
            if let Some(again) = follows {
                let following = Following {
                    peer: peer.clone(),
                    msg: again,
                    node,
                };
                local.actors.insert(key, following);
            }
        });
        let from = self.node();
        let (conn, name) = (peer.conn, peer.name.clone());
        let wire = Wire::Actor {
            from,
            conn,
            name,
            key,
            hops,
            re,
            msg,
        };
        self.bus.send_to(node, &wire);
    }

    /// A message from a client of another node for an actor (run here, or
    /// passed on once more if it moved).
    pub(super) async fn serve_actor(
        &self,
        peer: Peer,
        key: ActorKey,
        hops: u8,
        re: Re,
        msg: Value,
    ) {
        if let Err(r) = self
            .route_actor(key, peer.clone(), re.clone(), msg, hops)
            .await
        {
            peer.send(&r.reply(re));
        }
    }

    /// Takes over every actor of every registered kind that should run and
    /// that no node holds; returns how many.
    pub(super) async fn sweep_actors(&self, shutdown: &Shutdown) -> usize {
        let Ok(shared) = self.shared() else {
            return 0;
        };
        let held = match self.bus.held().await {
            Ok(held) => held,
            Err(e) => {
                tracing::debug!("cannot read the held locks: {e}");
                return 0;
            }
        };
        let mut taken = 0;
        for host in shared.actors.all() {
            let ids = match host.unfinished().await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::debug!("cannot list unfinished actors: {e}");
                    continue;
                }
            };
            for id in ids {
                let key = ActorKey::new(host.kind(), id);
                if shutdown.is_signalled() {
                    return taken;
                }
                if held.contains(&key) || host.running(id) {
                    continue;
                }
                if matches!(self.bus.try_lock(key).await, Ok(true))
                    && self.adopt_actor(&host, key).await.is_ok()
                {
                    taken += 1;
                }
            }
        }
        taken
    }

    /// This node's session ended: every actor here stops (another node
    /// may run it already).
    pub(super) fn release_actors(&self) {
        let Ok(shared) = self.shared() else {
            return;
        };
        for host in shared.actors.all() {
            for id in host.running_ids() {
                host.release(id);
            }
        }
    }

    /// After the session came back: keep the actors whose locks the new
    /// session can take again, stop the others.
    pub(super) async fn relock_actors(&self) {
        let Ok(shared) = self.shared() else {
            return;
        };
        for host in shared.actors.all() {
            for id in host.running_ids() {
                let key = ActorKey::new(host.kind(), id);
                if !matches!(self.bus.try_lock(key).await, Ok(true)) {
                    tracing::warn!("{key} moved to another node while this one was cut off");
                    host.release(id);
                }
            }
        }
    }

    /// `node` says it runs `key` now.
    pub(super) fn actor_held(&self, key: ActorKey, node: NodeId) {
        self.reattach_actors(|k, at| k == key && at != node);
    }

    /// `node` died: the actors it ran move to whoever takes them.
    pub(super) fn actors_orphaned(&self, node: NodeId) {
        self.reattach_actors(|_, at| at == node);
    }

    /// Followers here of actors that moved (`moved` says which, from the
    /// actor and the node the follower last reached it on). Each sends its
    /// follow message again, which finds the actor's new node (or starts
    /// it here).
    fn reattach_actors(&self, moved: impl Fn(ActorKey, NodeId) -> bool) {
        let stale: Vec<(ActorKey, Following)> = {
            let mut locals = lock(&self.links.locals);
            let mut stale = Vec::new();
            for local in locals.values_mut() {
                local.actors.retain(|k, f| {
                    let moved = moved(*k, f.node);
                    if moved && !f.peer.tx.is_closed() {
                        stale.push((*k, f.clone()));
                    }
                    !moved
                });
            }
            stale
        };
        if stale.is_empty() {
            return;
        }
        let cluster = self.clone();
        tokio::spawn(async move {
            for (key, f) in stale {
                if let Err(r) = cluster.route_actor(key, f.peer, None, f.msg, 0).await {
                    tracing::debug!("{key}: a follower was not attached again: {}", r.message);
                }
            }
        });
    }
}
