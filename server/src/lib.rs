//! `chomp-server`: the authoritative WebSocket lobby and match server for
//! Chomp and iChomp. The binary is a thin wrapper; clients and tests embed
//! the server through [`start`] and [`RunningServer`].
//!
//! Layout (docs/ARCHITECTURE.md draws the layers and walks one move
//! through them): [`config`] (flags), `listener` and [`transport`]
//! (accepting, TLS, HTTP, the upgrade), `connection` (one WebSocket),
//! `requests` (one handler module per concern), `mailbox` (what a room is
//! asked: one `GameRequest` type, local or from another node), `room` (the
//! actor around one match), `game` (the pure rules of a match), `placement`
//! (how rooms reach the cluster, when there is one), `cluster` (several
//! nodes over PostgreSQL), `lobby` (games, players online, pushes),
//! `matchmaking` (opening games), `bots` and `hints` (engine calls off the
//! async threads), [`model`] (typed domain values), [`rating`], [`store`]
//! (the store trait, with its SQLite and PostgreSQL backends), `context`
//! (the handles every part shares), and the small leaves `peer`,
//! `refusal`, [`auth`], `rate`, `addr_limits`, `name_limits`, [`metrics`],
//! [`error`] and `shutdown`.

mod actor_mail;
#[cfg(test)]
mod actor_tests;
pub mod actors;
mod addr_group;
mod addr_limits;
mod analysis;
mod api;
pub mod auth;
mod bots;
mod challenges;
mod cluster;
pub mod config;
mod connection;
mod context;
pub mod error;
pub mod facade;
mod game;
mod guests;
mod handshake_pool;
mod hints;
mod listener;
mod lobby;
mod mailbox;
mod matchmaking;
pub mod metrics;
pub mod model;
mod name_conns;
mod name_limits;
mod occupancy;
mod opener;
mod outbox;
mod peer;
mod placement;
mod rate;
pub mod rating;
mod refusal;
mod repeats;
mod requests;
mod room;
mod roster;
mod shutdown;
pub mod store;
mod tenants;
mod think_pool;
mod tournament;
pub mod transport;

use std::net::SocketAddr;
use std::sync::Arc;

use tokio::net::TcpListener;

pub use config::Config;
pub use error::ServerError;

use crate::facade::{Host, SideDoor};

use crate::bots::Bots;
use crate::context::Shared;
use crate::placement::Placement;
use crate::shutdown::Trigger;
use crate::store::{DbTarget, StoreCloser};
use crate::transport::tls::{Reloadable, Tls, TlsFiles};

/// A server that is listening; drop it only after [`RunningServer::shutdown`].
pub struct RunningServer {
    local_addr: SocketAddr,
    metrics_addr: Option<SocketAddr>,
    ssh_addr: Option<SocketAddr>,
    ssh_fingerprint: Option<String>,
    trigger: Trigger,
    store: StoreCloser,
    /// For this crate's tests, which register actor kinds of their own.
    #[cfg(test)]
    shared: Arc<Shared>,
}

impl RunningServer {
    /// The address actually bound (useful with port 0).
    pub fn local_addr(&self) -> SocketAddr {
        self.local_addr
    }

    /// The address of the `--metrics-listen` port actually bound, if any.
    pub fn metrics_addr(&self) -> Option<SocketAddr> {
        self.metrics_addr
    }

    /// The address of the SSH door (`--ssh-listen`) actually bound, if any.
    pub fn ssh_addr(&self) -> Option<SocketAddr> {
        self.ssh_addr
    }

    /// The SSH door's host key fingerprint (`SHA256:...`, as OpenSSH shows
    /// it when it asks whether to trust the host), if the door is open.
    pub fn ssh_fingerprint(&self) -> Option<&str> {
        self.ssh_fingerprint.as_deref()
    }

    /// Stops accepting, closes every socket with a close frame, stops the
    /// rooms, then flushes and closes the database.
    pub async fn shutdown(self) {
        tracing::info!("shutting down");
        self.trigger.fire_and_wait().await;
        self.store.close().await;
        tracing::info!("shutdown complete");
    }
}

/// Opens the database, prepares the engine, reloads unfinished games,
/// binds the listener and starts serving. A config that asks for the SSH
/// door (`ssh_listen`) is refused: that door is crate `chomp-door`, whose
/// `start` passes it to [`start_with`].
pub async fn start(config: Config) -> Result<RunningServer, ServerError> {
    start_with(config, None).await
}

/// [`start`], with `door` served on `ssh_listen` when the config sets one.
pub async fn start_with(
    config: Config,
    door: Option<&dyn SideDoor>,
) -> Result<RunningServer, ServerError> {
    if config.ssh_listen.is_some() && door.is_none() {
        return Err(ServerError::NoSshDoor);
    }
    let (store, closer) = store::target::open(&config.db, config.durability).await?;
    let tls = match (&config.tls_cert, &config.tls_key) {
        (Some(cert), Some(key)) => Some(Tls::new(TlsFiles {
            cert: cert.clone(),
            key: key.clone(),
        })?),
        _ => None,
    };
    let bots = Bots::prepare(&config).await?;
    let listener = TcpListener::bind(config.listen)
        .await
        .map_err(|source| ServerError::Bind {
            addr: config.listen,
            source,
        })?;
    let local_addr = listener.local_addr().map_err(|source| ServerError::Bind {
        addr: config.listen,
        source,
    })?;
    let operator = bind_optional(config.metrics_listen).await?;
    let ssh = bind_optional(config.ssh_listen).await?;
    let pace = lobby::PushPace {
        interval: config.lobby_interval,
        fanout_rate: config.lobby_fanout_rate,
    };
    let trigger = Trigger::new();
    // Several nodes may share a PostgreSQL database: the cluster session
    // opens first, so the handles are made with their placement.
    let session = match &config.db {
        DbTarget::Postgres(url) => Some(cluster::connect(url, &trigger).await?),
        _ => None,
    };
    let mut joined = None;
    let mut opens = None;
    let shared = Arc::new_cyclic(|server| {
        let node = session.map(|s| s.join(server.clone()));
        let placement = node
            .as_ref()
            .map(|n| Arc::new(n.cluster.clone()) as Arc<dyn Placement>);
        let (shared, queue) = Shared::with_placement(config, store.clone(), bots, placement);
        (joined, opens) = (node, Some(queue));
        shared
    });
    let Some(opens) = opens else {
        return Err(ServerError::Task("the opener's queue was not made".into()));
    };
    shared.hub.set_totals(store.totals().await?);
    shared.set_service(store.service_id().await?);

    let subscribe = || {
        trigger
            .subscribe()
            .ok_or_else(|| ServerError::Task("shutdown already signalled".into()))
    };
    tokio::spawn(opener::serve(shared.clone(), opens, subscribe()?));
    if let Some(queue) = shared.analyses.take_receiver() {
        let analyser = analysis::Analyser {
            store: store.clone(),
            bots: shared.bots.clone(),
            pool: shared.hints.pool().clone(),
        };
        tokio::spawn(analysis::serve(analyser, queue, subscribe()?));
    }
    // Tournaments are an actor kind placement starts, routes and takes
    // over (`actors.rs`); registered before the cluster's first sweep.
    shared
        .actors
        .register(Arc::new(tournament::host::TournamentHost::new(
            &shared,
            subscribe()?.subscriber(),
        )));
    // The bot ladder exists on every service (made once, then resumed as
    // any tournament not finished).
    let ladder = tournament::ensure_ladder(&shared).await?;
    tracing::debug!("the bot ladder is tournament {ladder}");
    // Before the games: each pairing's room finds its tournament.
    let tournaments = tournament::resume(&shared, &subscribe()?).await?;
    if tournaments > 0 {
        tracing::info!("reloaded {tournaments} tournaments");
    }
    if let Some(joined) = joined {
        // Several nodes share this database: games are taken by lock.
        cluster::start(&shared, joined, &trigger).await?;
    } else {
        let unfinished = store.unfinished_games().await?;
        let reloaded = unfinished.len();
        for row in unfinished {
            room::spawn_room(&shared, row, subscribe()?, 0);
        }
        if reloaded > 0 {
            tracing::info!("reloaded {reloaded} unfinished games");
        }
        let resumed = actor_mail::resume_all(&shared).await;
        if resumed > 0 {
            tracing::info!("resumed {resumed} actors (tournaments)");
        }
    }
    tokio::spawn(
        shared
            .hub
            .clone()
            .push_updates(pace, store.clone(), subscribe()?),
    );
    let scheme = if tls.is_some() { "wss" } else { "ws" };
    if let Some(tls) = &tls {
        reload_on_sighup(tls.certs.clone(), subscribe()?);
    }
    let metrics_addr = operator.as_ref().map(|(_, at)| *at);
    if let Some((bound, at)) = operator {
        tokio::spawn(listener::metrics_loop(shared.clone(), bound, subscribe()?));
        tracing::info!("metrics and health on http://{at}/");
    }
    let limits = listener::FrontLimits::new(&shared.config);
    let ssh_addr = ssh.as_ref().map(|(_, at)| *at);
    let mut ssh_fingerprint = None;
    if let (Some((bound, at)), Some(door)) = (ssh, door) {
        let host = Host::new(shared.clone());
        ssh_fingerprint = Some(door.open(host, bound, at, limits.clone(), subscribe()?)?);
        tracing::info!("SSH door on {at}: ssh -p {} NAME@HOST", at.port());
    }
    tokio::spawn(listener::accept_loop(
        shared.clone(),
        listener,
        tls,
        limits,
        subscribe()?,
    ));
    tracing::info!("listening on {scheme}://{local_addr}/");
    Ok(RunningServer {
        local_addr,
        metrics_addr,
        ssh_addr,
        ssh_fingerprint,
        trigger,
        store: closer,
        #[cfg(test)]
        shared,
    })
}

/// SIGHUP reads the certificate and key again; new handshakes use them,
/// open connections keep theirs, and a bad file keeps the old pair.
/// Binds one of the optional listeners (operator, SSH) and learns the port
/// it got, so a start with port 0 can say where it listens.
async fn bind_optional(
    addr: Option<SocketAddr>,
) -> Result<Option<(TcpListener, SocketAddr)>, ServerError> {
    let Some(addr) = addr else {
        return Ok(None);
    };
    let bound = TcpListener::bind(addr)
        .await
        .map_err(|source| ServerError::Bind { addr, source })?;
    let at = bound
        .local_addr()
        .map_err(|source| ServerError::Bind { addr, source })?;
    Ok(Some((bound, at)))
}

fn reload_on_sighup(certs: Arc<Reloadable>, mut shutdown: shutdown::Shutdown) {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut hup = match signal(SignalKind::hangup()) {
            Ok(s) => s,
            Err(e) => {
                tracing::warn!("cannot watch SIGHUP, certificates will not reload: {e}");
                return;
            }
        };
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    got = hup.recv() => {
                        if got.is_none() {
                            break;
                        }
                        match certs.reload() {
                            Ok(()) => tracing::info!("TLS certificate reloaded"),
                            Err(e) => tracing::error!("TLS certificate not reloaded, the old one stays: {e}"),
                        }
                    }
                    _ = shutdown.signalled() => break,
                }
            }
        });
    }
    #[cfg(not(unix))]
    {
        let _ = (certs, shutdown);
    }
}
