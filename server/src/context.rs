//! What every connection and room shares: configuration, database, lobby
//! and the engine.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::bots::Bots;
use crate::config::Config;
use crate::lobby::Hub;
use crate::store::Store;

/// Shared services, behind one `Arc`.
pub struct Shared {
    pub config: Config,
    pub store: Store,
    pub hub: Arc<Hub>,
    pub bots: Bots,
    next_conn: AtomicU64,
}

impl Shared {
    pub fn new(config: Config, store: Store, bots: Bots) -> Self {
        Shared {
            config,
            store,
            hub: Arc::new(Hub::default()),
            bots,
            next_conn: AtomicU64::new(1),
        }
    }

    /// A fresh connection id.
    pub fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }

    /// Re-reads the totals after a game ended, without holding up the room.
    pub fn refresh_totals(self: &Arc<Self>) {
        let shared = self.clone();
        tokio::spawn(async move {
            match shared.store.totals().await {
                Ok(t) => shared.hub.set_totals(t),
                Err(e) => tracing::warn!("cannot read the totals: {e}"),
            }
        });
    }
}
