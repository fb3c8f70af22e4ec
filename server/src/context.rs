//! What every connection and room shares: configuration, database, lobby
//! and the engine.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use crate::bots::Bots;
use crate::config::Config;
use crate::lobby::Hub;
use crate::store::SharedStore;

/// Shared services, behind one `Arc`.
pub struct Shared {
    pub config: Config,
    pub store: SharedStore,
    pub hub: Arc<Hub>,
    pub bots: Bots,
    next_conn: AtomicU64,
}

impl Shared {
    pub fn new(config: Config, store: SharedStore, bots: Bots) -> Self {
        Shared {
            hub: Arc::new(Hub::new(config.lobby_max_games)),
            config,
            store,
            bots,
            next_conn: AtomicU64::new(1),
        }
    }

    /// A fresh connection id.
    pub fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }
}
