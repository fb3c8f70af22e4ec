//! What every connection shares: configuration, database, lobby and the
//! engine. Handles only: no behaviour of its own beyond reading them, and
//! it imports nothing above the rooms (the cluster is reached through
//! [`Placement`], given when the handles are made, never set later). A
//! room takes only the few of these it uses (`crate::room`'s
//! `RoomHandles`).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

use tokio::sync::mpsc;

use crate::actors::Hosts;
use crate::addr_group::AddrGroup;
use crate::analysis::AnalysisQueue;
use crate::bots::Bots;
use crate::challenges::Challenges;
use crate::config::Config;
use crate::guests::Guests;
use crate::hints::HintDesk;
use crate::lobby::Hub;
use crate::mailbox::{OpenerRx, OpenerTx};
use crate::metrics::{GameCounts, Metrics, RefusalLog, RefusedFor};
use crate::name_conns::NameConns;
use crate::name_limits::NameLimits;
use crate::occupancy::Occupancy;
use crate::placement::Placement;
use crate::roster::Roster;
use crate::store::SharedStore;
use crate::tournament::Registry;

/// Shared services, behind one `Arc`.
pub struct Shared {
    pub config: Config,
    pub store: SharedStore,
    pub hub: Arc<Hub>,
    pub bots: Bots,
    pub hints: Arc<HintDesk>,
    /// Finished games waiting for their analysis (`crate::analysis`).
    pub analyses: Arc<AnalysisQueue>,
    pub metrics: Arc<Metrics>,
    pub refusal_log: RefusalLog,
    /// New names per client address (`--names-per-addr-hour`).
    pub name_limits: NameLimits,
    /// Open connections per name (`--max-connections-per-name`).
    pub name_conns: NameConns,
    /// Names held by keyless SSH guests while they are connected.
    pub guests: Guests,
    /// Served connections and their activity, to make room when full.
    pub occupancy: Arc<Occupancy>,
    /// The hosts of actor kinds other than games (a tournament), which
    /// placement starts, routes and takes over (`crate::actors`).
    pub actors: Hosts,
    /// Where rooms ask for a new game to be opened (`crate::opener`).
    pub opener: OpenerTx,
    /// This node's connections after `hello`: the online list, challenges'
    /// delivery, chat budgets.
    pub roster: Roster,
    /// Challenges waiting for an answer.
    pub challenges: Challenges,
    /// The tournaments' actors and which games are their pairings.
    pub tournaments: Arc<Registry>,
    /// Where games run when other nodes share the database (PostgreSQL).
    placement: Option<Arc<dyn Placement>>,
    /// The database's service id (`ServiceStore::service_id`), read once at start.
    service: OnceLock<String>,
    /// The SSH door's port, once it listens (`key_linked` tells it).
    ssh_port: OnceLock<u16>,
    next_conn: AtomicU64,
}

impl Shared {
    /// The shared handles of a node that runs every game itself, and the
    /// opener's queue for whoever serves it (`crate::opener::serve`):
    /// what tests make; the server makes them with [`Shared::with_placement`].
    #[cfg(test)]
    pub fn new(config: Config, store: SharedStore, bots: Bots) -> (Self, OpenerRx) {
        Shared::with_placement(config, store, bots, None)
    }

    /// The shared handles, and the opener's queue for whoever serves it
    /// (`crate::opener::serve`, started with the server). On several nodes
    /// `placement` (the cluster) is made first, so that every handle that
    /// needs it has it from the start.
    pub fn with_placement(
        config: Config,
        store: SharedStore,
        bots: Bots,
        placement: Option<Arc<dyn Placement>>,
    ) -> (Self, OpenerRx) {
        let metrics = Arc::new(Metrics::new());
        bots.pool().report_to(Arc::new(metrics.bot_jobs()));
        let (opener, opens) = mpsc::unbounded_channel();
        let shared = Shared {
            hub: Arc::new(Hub::new(config.lobby_max_games)),
            hints: Arc::new(HintDesk::new(
                config.max_hint_jobs as usize,
                config.max_hint_queue as usize,
                bots.clone(),
                metrics.hint_jobs(),
            )),
            analyses: Arc::new(AnalysisQueue::new()),
            name_limits: NameLimits::new(config.names_per_addr_hour)
                .grouped(AddrGroup::new(config.ipv6_prefix)),
            name_conns: NameConns::new(config.max_connections_per_name),
            guests: Guests::default(),
            occupancy: Arc::default(),
            actors: Hosts::default(),
            opener,
            roster: Roster::default(),
            challenges: Challenges::default(),
            tournaments: Arc::default(),
            config,
            store,
            bots,
            metrics,
            refusal_log: RefusalLog::default(),
            placement,
            service: OnceLock::new(),
            ssh_port: OnceLock::new(),
            next_conn: AtomicU64::new(1),
        };
        (shared, opens)
    }

    /// Where games run, when this node is one of several (a PostgreSQL
    /// store only); `None`: every game runs here.
    pub fn placement(&self) -> Option<&Arc<dyn Placement>> {
        self.placement.as_ref()
    }

    /// The service id this node says on the WebSocket upgrade
    /// (`X-Chomp-Service`) and in `welcome`; `None` before start sets it.
    /// The SSH door's port, if this server runs one.
    pub fn ssh_port(&self) -> Option<u16> {
        self.ssh_port.get().copied()
    }

    /// Notes the SSH door's port (it listens once per server).
    pub fn set_ssh_port(&self, port: u16) {
        let _ = self.ssh_port.set(port);
    }

    pub fn service(&self) -> Option<&str> {
        self.service.get().map(String::as_str)
    }

    pub fn set_service(&self, id: String) {
        let _ = self.service.set(id);
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
