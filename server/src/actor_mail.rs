//! A client's message to an actor of a registered kind (`crate::actors`),
//! on one node or several: request handlers call [`deliver`] and never
//! ask where the actor runs.

use serde_json::Value;

use crate::actors::ActorKey;
use crate::context::Shared;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};

/// Delivers `msg` to actor `key`: through placement when other nodes share
/// the database, else to the actor here, started from the store when it
/// is not running (after a restart, or stopped a moment ago).
pub async fn deliver(
    shared: &Shared,
    key: ActorKey,
    peer: Peer,
    re: Re,
    msg: Value,
) -> Result<(), Refusal> {
    if let Some(placement) = shared.placement() {
        return placement.deliver_to(key, peer, re, msg).await;
    }
    let host = shared
        .actors
        .get(key.kind)
        .ok_or_else(|| Refusal::internal(&format!("this server cannot run {key}")))?;
    let mut asked = (peer, re, msg);
    for _ in 0..2 {
        if !host.running(key.id) {
            host.start(key.id).await?;
        }
        match host.serve(key.id, asked.0, asked.1, asked.2) {
            Ok(()) => return Ok(()),
            Err(back) => asked = back,
        }
    }
    Err(Refusal::internal(&format!("{key} stopped while starting")))
}

/// Starts every unfinished actor of every registered kind, on a server
/// that is the only node (several nodes take them by the cluster's sweep).
/// Returns how many started.
pub async fn resume_all(shared: &Shared) -> usize {
    let mut started = 0;
    for host in shared.actors.all() {
        let ids = match host.unfinished().await {
            Ok(ids) => ids,
            Err(e) => {
                tracing::warn!("cannot list unfinished actors: {e}");
                continue;
            }
        };
        for id in ids {
            if host.running(id) {
                continue;
            }
            match host.start(id).await {
                Ok(()) => started += 1,
                Err(r) => tracing::warn!(
                    "{} did not start: {}",
                    ActorKey::new(host.kind(), id),
                    r.message
                ),
            }
        }
    }
    started
}
