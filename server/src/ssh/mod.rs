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
mod door;
mod guest;
mod handler;
pub mod host_key;
mod identity;
mod input;
mod play;
mod screens;
mod terminal;

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures::FutureExt;
use tokio::net::TcpListener;

use crate::addr_limits::Refused;
use crate::listener::{next_accepted, FrontLimits};
use crate::metrics::RefusedFor;
use crate::shutdown::Shutdown;

use connection::Admitted;
pub use door::Door;

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
