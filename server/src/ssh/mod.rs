//! The SSH door: `ssh -p 2222 alice@host` puts alice in the lobby, with
//! nothing to install. A front door beside the WebSocket transport, above
//! the same requests: each session runs the terminal client's own `App`
//! (crate `chomp-client`) and talks to this server through an in-process
//! WebSocket served by the ordinary connection code, under the same limits
//! (`--max-connections`, the per-address limits, the handshake pool and
//! deadline) as a WebSocket client.
//!
//! `host_key` (the server's key), `identity` (names held by keys),
//! `connection` (one connection's course: its limits and deadlines),
//! `handler` (one connection as russh sees it: authentication and channels), `play` (one
//! player's terminal session), `terminal` (the writer to the channel and
//! the set-up sequences), `input` (typed bytes to key events, resizes
//! coalesced), `budget` (what input costs), `screens` (terminal sizes
//! capped and counted per address).

mod budget;
mod connection;
mod handler;
pub mod host_key;
mod identity;
mod input;
mod play;
mod screens;
mod terminal;

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::time::Duration;

use chomp_client::local_hints::LazySolver;
use futures::FutureExt;
use russh::keys::HashAlg;
use tokio::net::TcpListener;

use crate::addr_limits::Refused;
use crate::context::Shared;
use crate::error::ServerError;
use crate::listener::{next_accepted, FrontLimits};
use crate::metrics::RefusedFor;
use crate::shutdown::Shutdown;

use connection::Admitted;
use screens::Screens;

/// Most authentication attempts (refused keys, passwords, the refusal's
/// keyboard-interactive round) on one connection.
const MAX_AUTH_ATTEMPTS: usize = 3;

/// What every SSH connection shares.
pub struct Door {
    pub shared: Arc<Shared>,
    /// The port players type (`ssh -p PORT`), for the sentences that say so.
    pub port: u16,
    /// One solver for every session's replayed hints, made on first use.
    pub solver: LazySolver,
    /// The screen cells each address's sessions hold.
    pub screens: Screens,
    /// The host key's fingerprint, `SHA256:...`.
    pub fingerprint: String,
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
        let fingerprint = key.public_key().fingerprint(HashAlg::Sha256).to_string();
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
            screens: Screens::default(),
            fingerprint,
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
        let handshake = match limits.ssh.begin(&shared, peer.ip(), false) {
            Ok(p) => p,
            Err(why) => {
                shared.note_refusal(why);
                continue;
            }
        };
        let permit = match limits.per_addr.acquire(peer.ip()) {
            Ok(p) => p,
            Err(Refused::TooManyConnections | Refused::TooFast) => {
                shared.note_refusal(RefusedFor::Address);
                continue;
            }
        };
        let admitted = Admitted {
            handshake,
            permit,
            slots: limits.slots.clone(),
        };
        // The panic is caught in the connection's own task, as at the
        // WebSocket door, and counted (`chomp_task_panics_total`).
        let watch = shared.clone();
        let run = AssertUnwindSafe(connection::serve(
            door.clone(),
            stream,
            peer,
            admitted,
            shutdown.clone(),
        ));
        tokio::spawn(run.catch_unwind().map(move |ended| {
            if ended.is_err() {
                watch.metrics.task_panicked();
                tracing::error!("the SSH connection from {peer} crashed");
            }
        }));
    }
    tracing::info!("no longer accepting SSH connections");
}
