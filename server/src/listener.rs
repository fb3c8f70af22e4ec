//! The accept loop: one task per connection, at most `--max-connections`
//! at once and `--max-connections-per-addr` from one IP address, and no new
//! connections once shutdown is signalled.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::net::TcpListener;
use tokio::sync::Semaphore;

use crate::connection;
use crate::context::Shared;
use crate::shutdown::Shutdown;

/// Accepts connections until shutdown.
pub async fn accept_loop(shared: Arc<Shared>, listener: TcpListener, mut shutdown: Shutdown) {
    let slots = Arc::new(Semaphore::new(shared.config.max_connections.max(1)));
    let per_addr = PerAddr::new(shared.config.max_connections_per_addr.max(1));
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
            tokio::spawn(connection::refuse(stream));
            continue;
        };
        let Some(addr_permit) = per_addr.acquire(addr.ip()) else {
            tracing::warn!("refusing {addr}: too many connections from that address");
            tokio::spawn(connection::refuse(stream));
            continue;
        };
        let (shared, shutdown) = (shared.clone(), shutdown.clone());
        let task = tokio::spawn(async move {
            connection::serve(shared, stream, shutdown).await;
            drop(addr_permit);
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

/// Counts open connections per IP address, so that one host cannot take
/// every slot of `--max-connections`.
#[derive(Clone)]
struct PerAddr {
    limit: usize,
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// One counted connection; dropping it gives the slot back.
struct AddrPermit {
    ip: IpAddr,
    open: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl PerAddr {
    fn new(limit: usize) -> Self {
        PerAddr {
            limit,
            open: Arc::default(),
        }
    }

    /// A permit for one more connection from `ip`, unless it is at the limit.
    fn acquire(&self, ip: IpAddr) -> Option<AddrPermit> {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        let n = open.entry(ip).or_insert(0);
        if *n >= self.limit {
            return None;
        }
        *n += 1;
        Some(AddrPermit {
            ip,
            open: self.open.clone(),
        })
    }
}

impl Drop for AddrPermit {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = open.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                // Forget the address, so the map holds only connected hosts.
                open.remove(&self.ip);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_limit_and_slots_come_back() {
        let per = PerAddr::new(2);
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        let first = per.acquire(a).unwrap();
        let _second = per.acquire(a).unwrap();
        assert!(per.acquire(a).is_none());
        assert!(per.acquire(b).is_some(), "other addresses are not affected");
        drop(first);
        assert!(per.acquire(a).is_some());
    }
}
