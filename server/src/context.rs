//! What every connection and room shares: configuration, database, lobby
//! and the engine.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use crate::bots::Bots;
use crate::cluster::Cluster;
use crate::config::Config;
use crate::hints::HintDesk;
use crate::lobby::Hub;
use crate::metrics::{GameCounts, Metrics, RefusalLog, RefusedFor};
use crate::name_limits::NameLimits;
use crate::store::SharedStore;

/// Shared services, behind one `Arc`.
pub struct Shared {
    pub config: Config,
    pub store: SharedStore,
    pub hub: Arc<Hub>,
    pub bots: Bots,
    pub hints: HintDesk,
    pub metrics: Metrics,
    pub refusal_log: RefusalLog,
    /// New names per client address (`--names-per-addr-hour`).
    pub name_limits: NameLimits,
    /// The other nodes sharing the database, when it is PostgreSQL.
    cluster: OnceLock<Arc<Cluster>>,
    next_conn: AtomicU64,
}

impl Shared {
    pub fn new(config: Config, store: SharedStore, bots: Bots) -> Self {
        Shared {
            hub: Arc::new(Hub::new(config.lobby_max_games)),
            hints: HintDesk::new(config.max_hint_jobs as usize),
            name_limits: NameLimits::new(config.names_per_addr_hour),
            config,
            store,
            bots,
            metrics: Metrics::new(),
            refusal_log: RefusalLog::default(),
            cluster: OnceLock::new(),
            next_conn: AtomicU64::new(1),
        }
    }

    /// The cluster this node belongs to (a PostgreSQL store only).
    pub fn cluster(&self) -> Option<&Arc<Cluster>> {
        self.cluster.get()
    }

    pub fn set_cluster(&self, cluster: Arc<Cluster>) {
        let _ = self.cluster.set(cluster);
    }

    /// Counts a connection turned away, for `/metrics` and the log summary.
    pub fn note_refusal(&self, reason: RefusedFor) {
        self.metrics.refused(reason);
        self.refusal_log.note(reason);
    }

    /// Whether the store takes a write now (within a short time), for `/healthz`.
    pub async fn store_writable(&self) -> bool {
        let check = self.store.can_write();
        matches!(
            tokio::time::timeout(std::time::Duration::from_secs(2), check).await,
            Ok(Ok(()))
        )
    }

    /// The `/metrics` exposition.
    pub fn render_metrics(&self) -> String {
        let (waiting, playing) = self.hub.game_counts();
        let finished = self.hub.finished_total();
        self.metrics.render(GameCounts {
            waiting: waiting as u64,
            playing: playing as u64,
            finished,
        })
    }

    /// A fresh connection id.
    pub fn next_conn_id(&self) -> u64 {
        self.next_conn.fetch_add(1, Ordering::Relaxed)
    }
}
