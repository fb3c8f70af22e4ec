//! The SSH door: `ssh -p 2222 alice@host` puts alice in the lobby, with
//! nothing to install. A front door beside the WebSocket transport, above
//! the same requests: each session runs the terminal client's own `App`
//! (crate `chomp-client`) and talks to this server through an in-process
//! WebSocket served by the ordinary connection code, under the same limits
//! (`--max-connections`, the per-address limits, the handshake pool and
//! deadline) as a WebSocket client.
//!
//! `host_key` (the server's key), `identity` (names held by keys),
//! `handler` (one connection: authentication and channels), `play` (one
//! player's terminal session), `terminal` (the writer to the channel and
//! the set-up sequences), `input` (typed bytes to key events).

mod handler;
pub mod host_key;
mod identity;
mod input;
mod play;
mod terminal;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use chomp_client::local_hints::LazySolver;
use russh::Disconnect;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, OwnedSemaphorePermit};

use crate::addr_limits::{AddrPermit, Refused};
use crate::context::Shared;
use crate::error::ServerError;
use crate::listener::{next_accepted, FrontLimits, HandshakePermit};
use crate::metrics::{RefusedFor, SshState};
use crate::shutdown::Shutdown;

/// Most authentication attempts (refused keys, passwords, the refusal's
/// keyboard-interactive round) on one connection.
const MAX_AUTH_ATTEMPTS: usize = 3;

/// How long a session may take to say goodbye at shutdown.
const GOODBYE: Duration = Duration::from_secs(2);

/// What every SSH connection shares.
pub struct Door {
    pub shared: Arc<Shared>,
    /// The port players type (`ssh -p PORT`), for the sentences that say so.
    pub port: u16,
    /// One solver for every session's replayed hints, made on first use.
    pub solver: LazySolver,
    config: Arc<russh::server::Config>,
}

impl Door {
    /// Reads (or makes) the host key and logs its fingerprint.
    pub fn new(shared: Arc<Shared>, port: u16) -> Result<Door, ServerError> {
        let path = shared
            .config
            .ssh_host_key
            .clone()
            .unwrap_or_else(crate::config::default_ssh_host_key);
        let key = host_key::load_or_create(&path).map_err(|e| ServerError::Task(e.to_string()))?;
        tracing::info!(
            "SSH host key {}: {}",
            path.display(),
            host_key::fingerprint_line(&key)
        );
        let idle = shared.config.idle_timeout.max(Duration::from_millis(300));
        let config = russh::server::Config {
            keys: vec![key],
            methods: handler::methods(),
            max_auth_attempts: MAX_AUTH_ATTEMPTS,
            auth_rejection_time: Duration::from_millis(500),
            auth_rejection_time_initial: Some(Duration::ZERO),
            // A silent peer is found by keepalives, as a WebSocket one by
            // pings: three unanswered in a row over the idle timeout.
            inactivity_timeout: None,
            keepalive_interval: Some(idle / 3),
            keepalive_max: 3,
            nodelay: true,
            ..Default::default()
        };
        let solver = LazySolver::new(shared.config.tables.clone());
        Ok(Door {
            shared,
            port,
            solver,
            config: Arc::new(config),
        })
    }
}

/// Accepts SSH connections until shutdown.
pub async fn accept_loop(
    door: Arc<Door>,
    listener: TcpListener,
    limits: Arc<FrontLimits>,
    mut shutdown: Shutdown,
) {
    let shared = door.shared.clone();
    while let Some((stream, peer)) = next_accepted(&listener, &mut shutdown, " (SSH)").await {
        let _ = stream.set_nodelay(true);
        let refused = |why| {
            shared.note_refusal(why);
        };
        let handshake = match limits.begin_handshake(peer.ip(), false) {
            Ok(p) => p,
            Err(why) => {
                refused(why);
                continue;
            }
        };
        let Ok(slot) = limits.slots.clone().try_acquire_owned() else {
            refused(RefusedFor::Full);
            continue;
        };
        let permit = match limits.per_addr.acquire(peer.ip()) {
            Ok(p) => p,
            Err(Refused::TooManyConnections | Refused::TooFast) => {
                refused(RefusedFor::Address);
                continue;
            }
        };
        let admitted = Admitted {
            handshake,
            slot,
            permit,
        };
        let task = tokio::spawn(serve(
            door.clone(),
            stream,
            peer,
            admitted,
            shutdown.clone(),
        ));
        tokio::spawn(async move {
            if let Err(e) = task.await {
                if e.is_panic() {
                    tracing::error!("the SSH connection from {peer} crashed: {e}");
                }
            }
        });
    }
    tracing::info!("no longer accepting SSH connections");
}

/// The limits one accepted connection holds.
struct Admitted {
    handshake: HandshakePermit,
    slot: OwnedSemaphorePermit,
    permit: AddrPermit,
}

/// One SSH connection: the handshake and authentication within
/// `--handshake-timeout` (holding a place in the handshake pool), then the
/// session until it ends or the server shuts down.
async fn serve(
    door: Arc<Door>,
    stream: TcpStream,
    peer: SocketAddr,
    admitted: Admitted,
    mut shutdown: Shutdown,
) {
    let shared = door.shared.clone();
    let Admitted {
        handshake,
        slot,
        permit,
    } = admitted;
    shared.metrics.ssh_connection(SshState::Handshake, 1);
    let deadline = tokio::time::Instant::now() + shared.config.handshake_timeout;
    let (authed_tx, authed_rx) = oneshot::channel();
    let conn = handler::Conn::new(
        door.clone(),
        peer.ip(),
        permit,
        authed_tx,
        shutdown.subscriber(),
    );
    let started = tokio::time::timeout_at(
        deadline,
        russh::server::run_stream(door.config.clone(), stream, conn),
    )
    .await;
    let mut running = match started {
        Ok(Ok(running)) => running,
        Ok(Err(e)) => {
            shared.metrics.ssh_connection(SshState::Handshake, -1);
            shared.note_refusal(RefusedFor::BadHandshake);
            tracing::debug!("SSH handshake with {peer} failed: {e}");
            return;
        }
        Err(_) => {
            shared.metrics.ssh_connection(SshState::Handshake, -1);
            shared.note_refusal(RefusedFor::Timeout);
            return;
        }
    };
    let handle = running.handle();
    let authed = tokio::select! {
        got = tokio::time::timeout_at(deadline, authed_rx) => match got {
            Ok(Ok(())) => true,
            Ok(Err(_)) => false,
            Err(_) => {
                shared.note_refusal(RefusedFor::Timeout);
                tracing::debug!("SSH handshake with {peer} timed out");
                false
            }
        },
        _ = &mut running => false,
        _ = shutdown.signalled() => false,
    };
    shared.metrics.ssh_connection(SshState::Handshake, -1);
    drop(handshake);
    if !authed {
        let _ = handle
            .disconnect(
                Disconnect::ByApplication,
                "not logged in".into(),
                String::new(),
            )
            .await;
        let _ = tokio::time::timeout(GOODBYE, &mut running).await;
        return;
    }
    shared.metrics.ssh_connection(SshState::Session, 1);
    tokio::select! {
        _ = &mut running => {}
        _ = shutdown.signalled() => {
            // The game session says goodbye through its own lobby
            // connection, which shutdown closes; give it a moment.
            if tokio::time::timeout(GOODBYE, &mut running).await.is_err() {
                let _ = handle
                    .disconnect(Disconnect::ByApplication, "server shutting down".into(), String::new())
                    .await;
            }
        }
    }
    shared.metrics.ssh_connection(SshState::Session, -1);
    drop(slot);
}
