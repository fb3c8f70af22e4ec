//! The accept loop: one task per connection, at most `--max-connections`
//! at once, the per-address limits of `addr_limits`, and no new connections
//! once shutdown is signalled.

use std::sync::Arc;

use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::addr_limits::{AddrLimits, Refused};
use crate::connection;
use crate::context::Shared;
use crate::shutdown::Shutdown;

/// Accepts connections until shutdown.
pub async fn accept_loop(shared: Arc<Shared>, listener: TcpListener, mut shutdown: Shutdown) {
    let slots = Arc::new(Semaphore::new(shared.config.max_connections.max(1)));
    let per_addr = AddrLimits::new(
        shared.config.max_connections_per_addr.max(1),
        shared.config.addr_rate,
        shared.config.addr_burst,
    );
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = shutdown.signalled() => break,
        };
        let (stream, addr) = match accepted {
            Ok(pair) => pair,
            Err(e) => {
                // Out of file descriptors and the like: wait a little, keep serving.
                tracing::warn!("accept failed: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let Ok(permit) = slots.clone().try_acquire_owned() else {
            tracing::warn!("refusing {addr}: too many connections");
            tokio::spawn(connection::refuse(
                stream,
                "The server has too many connections; try again later.",
            ));
            continue;
        };
        let addr_permit = match per_addr.acquire(addr.ip()) {
            Ok(p) => p,
            Err(why) => {
                let (log, message) = match why {
                    Refused::TooManyConnections => (
                        "too many connections from that address",
                        "Your address has too many connections open; close some first.",
                    ),
                    Refused::TooFast => (
                        "that address sends too fast",
                        "Your address sends too fast; wait a few seconds and try again.",
                    ),
                };
                tracing::warn!("refusing {addr}: {log}");
                tokio::spawn(connection::refuse(stream, message));
                continue;
            }
        };
        let (shared, shutdown) = (shared.clone(), shutdown.clone());
        let task = tokio::spawn(async move {
            connection::serve(shared, stream, addr_permit, shutdown).await;
            drop(permit);
        });
        tokio::spawn(async move {
            if let Err(e) = task.await {
                if e.is_panic() {
                    tracing::error!("the connection from {addr} crashed: {e}");
                }
            }
        });
    }
    tracing::info!("no longer accepting connections");
}
