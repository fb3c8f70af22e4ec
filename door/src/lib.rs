//! The SSH door: `ssh -p 2222 alice@host` puts alice in the lobby, with
//! nothing to install. A front door beside the WebSocket transport, above
//! the same requests: each session runs the terminal client's own `App`
//! (crate `chomp-client`) and talks to the server through an in-process
//! WebSocket served by the ordinary connection code, under the same limits
//! (`--max-connections`, the per-address limits, the handshake pool and
//! deadline) as a WebSocket client.
//!
//! Its own crate, so that the server library builds without the terminal
//! client: it reaches the server only through `chomp_server::facade`, and
//! the server opens it through [`start`] (the `chomp-server` binary, the
//! embedded host of `chomp --listen`, the tests).
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
mod door;
mod guest;
mod handler;
pub mod host_key;
mod identity;
mod input;
mod lang;
mod play;
mod screens;
mod terminal;

use std::net::SocketAddr;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures::FutureExt;
use tokio::net::TcpListener;

use chomp_server::facade::{
    next_accepted, Config, FrontLimits, Host, Refused, RefusedFor, ServerError, Shutdown, SideDoor,
};
use chomp_server::RunningServer;

use connection::Admitted;
use door::Door;
pub use lang::session_lang;

/// Starts the server with the SSH door open on `config.ssh_listen` (when
/// set): what `chomp_server::start` is for a server without it.
pub async fn start(config: Config) -> Result<RunningServer, ServerError> {
    session_lang(&config)?;
    chomp_server::start_with(config, Some(&SshDoor)).await
}

/// The SSH door as the server opens it.
struct SshDoor;

impl SideDoor for SshDoor {
    fn open(
        &self,
        host: Host,
        listener: TcpListener,
        at: SocketAddr,
        limits: Arc<FrontLimits>,
        shutdown: Shutdown,
    ) -> Result<String, ServerError> {
        let door = Arc::new(Door::new(host, at.port())?);
        let fingerprint = door.fingerprint.clone();
        tokio::spawn(accept_loop(door, listener, limits, shutdown));
        Ok(fingerprint)
    }
}

/// Accepts SSH connections until shutdown.
async fn accept_loop(
    door: Arc<Door>,
    listener: TcpListener,
    limits: Arc<FrontLimits>,
    mut shutdown: Shutdown,
) {
    let host = door.host.clone();
    while let Some((stream, peer)) = next_accepted(&listener, &mut shutdown, " (SSH)").await {
        let _ = stream.set_nodelay(true);
        let handshake = match host.begin_handshake(&limits, peer.ip()) {
            Ok(p) => p,
            Err(why) => {
                host.note_refusal(why);
                continue;
            }
        };
        let permit = match limits.per_addr.acquire(peer.ip()) {
            Ok(p) => p,
            Err(Refused::TooManyConnections | Refused::TooFast) => {
                host.note_refusal(RefusedFor::Address);
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
        let watch = host.clone();
        let run = AssertUnwindSafe(connection::serve(
            door.clone(),
            stream,
            peer,
            admitted,
            shutdown.clone(),
        ));
        tokio::spawn(run.catch_unwind().map(move |ended| {
            if ended.is_err() {
                watch.metrics().task_panicked();
                tracing::error!("the SSH connection from {peer} crashed");
            }
        }));
    }
    tracing::info!("no longer accepting SSH connections");
}
