//! The tournament as an actor kind placement knows (`crate::actors`): on
//! several nodes over PostgreSQL, a tournament runs where its lock is
//! held, its entrants' requests reach it from any node, and when its node
//! dies the cluster's sweep starts it on another from the store (its end
//! time and its pairings' results are there). Nothing in `cluster/` knows
//! it is a tournament.

use std::sync::{Arc, Weak};

use chomp_protocol::{ErrorCode, TournamentStatus};
use futures::future::BoxFuture;
use serde_json::{json, Value};

use super::{epoch_ms, spawn, TourCmd, KEEP_FINISHED_MS};
use crate::actors::{ActorHost, Kind};
use crate::context::Shared;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::shutdown::Subscriber;
use crate::store::StoreError;

pub struct TournamentHost {
    /// Weak: the server holds its hosts, and a strong link back would
    /// keep both alive for ever.
    shared: Weak<Shared>,
    /// The shutdown signal for the actors this host starts.
    signal: Subscriber,
}

impl TournamentHost {
    pub fn new(shared: &Arc<Shared>, signal: Subscriber) -> TournamentHost {
        TournamentHost {
            shared: Arc::downgrade(shared),
            signal,
        }
    }
}

impl ActorHost for TournamentHost {
    fn kind(&self) -> Kind {
        Kind::TOURNAMENT
    }

    fn unfinished(&self) -> BoxFuture<'_, Result<Vec<u64>, StoreError>> {
        Box::pin(async move {
            let shared = self.shared.upgrade().ok_or(StoreError::Closed)?;
            let since = epoch_ms().saturating_sub(KEEP_FINISHED_MS);
            let all = shared.store.tournaments(since).await?;
            Ok(all
                .into_iter()
                .filter(|t| t.status != TournamentStatus::Finished)
                .map(|t| t.id)
                .collect())
        })
    }

    fn running(&self, id: u64) -> bool {
        self.shared
            .upgrade()
            .is_some_and(|s| s.tournaments.actor(id).is_some())
    }

    fn running_ids(&self) -> Vec<u64> {
        self.shared
            .upgrade()
            .map(|s| s.tournaments.ids())
            .unwrap_or_default()
    }

    fn release(&self, id: u64) {
        if let Some(shared) = self.shared.upgrade() {
            shared.tournaments.remove(id);
        }
    }

    fn start(&self, id: u64) -> BoxFuture<'_, Result<(), Refusal>> {
        Box::pin(async move {
            let shared = self.shared.upgrade().ok_or_else(Refusal::closing)?;
            let stop = self.signal.subscribe().ok_or_else(Refusal::closing)?;
            let since = epoch_ms().saturating_sub(KEEP_FINISHED_MS);
            let stored = shared
                .store
                .tournaments(since)
                .await
                .map_err(Refusal::store)?
                .into_iter()
                .find(|t| t.id == id)
                .ok_or_else(|| {
                    Refusal::new(
                        ErrorCode::BadRequest,
                        format!("There is no tournament {id}."),
                    )
                })?;
            spawn(&shared, stored, None, stop);
            Ok(())
        })
    }

    fn serve(&self, id: u64, peer: Peer, re: Re, msg: Value) -> Result<(), (Peer, Re, Value)> {
        let Some(tx) = self.shared.upgrade().and_then(|s| s.tournaments.actor(id)) else {
            return Err((peer, re, msg));
        };
        let cmd = match msg["type"].as_str() {
            Some("tournament_join") => TourCmd::Join { peer, re },
            Some("tournament_leave") => TourCmd::Leave { peer, re },
            _ => TourCmd::Watch { peer, re },
        };
        // A send fails only when the actor stopped this moment (its node
        // lost it); the client asks again and finds its new node.
        let _ = tx.send(cmd);
        Ok(())
    }

    fn follows(&self, msg: &Value) -> Option<Value> {
        matches!(
            msg["type"].as_str(),
            Some("tournament_join" | "tournament_watch")
        )
        .then(|| json!({"type": "tournament_watch", "tournament": msg["tournament"]}))
    }
}
