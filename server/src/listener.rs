//! The accept loop: at most `--max-handshakes` handshakes in flight (a full
//! pool pushes out its oldest for a newcomer, `crate::handshake_pool`), and
//! at most `--max-handshakes-per-addr` of them from one address, each
//! bounded by `--handshake-timeout`; then one task per connection, at most
//! `--max-connections` at once, under the per-address limits of
//! `addr_limits`; no new connections once shutdown is signalled.

use std::net::SocketAddr;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures::FutureExt;

use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Semaphore;

use crate::addr_group::AddrGroup;
use crate::addr_limits::{AddrLimits, HandshakeShares, SharePermit};
use crate::config::Config;
use crate::connection;
use crate::context::Shared;
use crate::handshake_pool::{HandshakePool, PoolPlace};
use crate::metrics::{ConnState, RefusedFor};
use crate::shutdown::Shutdown;
use crate::transport::{self, proxy, tls::Tls, Gate};

/// The limits every front door counts against together (the WebSocket port
/// and the SSH door): `--max-connections` and the per-address limits; and
/// each door's own handshakes under way, in all and per address, so that
/// one door's silent sockets do not keep anyone out of the other.
pub struct FrontLimits {
    /// Connections being served (`--max-connections`).
    pub slots: Arc<Semaphore>,
    pub per_addr: AddrLimits,
    /// The WebSocket port's handshakes.
    pub websocket: HandshakeDoor,
    /// The SSH door's handshakes (until its player's terminal starts).
    pub ssh: HandshakeDoor,
}

impl FrontLimits {
    pub fn new(config: &Config) -> Arc<FrontLimits> {
        // IPv6 clients count by their network (--ipv6-prefix), at both doors.
        let group = AddrGroup::new(config.ipv6_prefix);
        Arc::new(FrontLimits {
            slots: Arc::new(Semaphore::new(config.max_connections.max(1))),
            per_addr: AddrLimits::new(
                config.max_connections_per_addr.max(1),
                config.addr_rate,
                config.addr_burst,
            )
            .grouped(group),
            websocket: HandshakeDoor::new(config, group),
            ssh: HandshakeDoor::new(config, group),
        })
    }
}

/// One door's handshakes: `--max-handshakes` places, of which each address
/// may hold `--max-handshakes-per-addr`.
pub struct HandshakeDoor {
    pool: Arc<HandshakePool>,
    shares: HandshakeShares,
}

impl HandshakeDoor {
    fn new(config: &Config, group: AddrGroup) -> Self {
        HandshakeDoor {
            pool: HandshakePool::new(config.max_handshakes),
            shares: HandshakeShares::new(config.max_handshakes_per_addr, config.max_handshakes)
                .grouped(group),
        }
    }

    /// A place for one more handshake from `ip`, or why there is none;
    /// `shared_peer` (a trusted proxy, which carries many clients) takes no
    /// share of its address. A full pool pushes out its oldest handshake
    /// for the newcomer (counted in `shared`'s refusals).
    pub fn begin(
        &self,
        shared: &Shared,
        ip: std::net::IpAddr,
        shared_peer: bool,
    ) -> Result<HandshakePermit, RefusedFor> {
        let share = if shared_peer {
            None
        } else {
            Some(
                self.shares
                    .try_acquire(ip)
                    .ok_or(RefusedFor::AddrHandshakes)?,
            )
        };
        let (place, pushed) = self.pool.enter();
        if pushed {
            shared.note_refusal(RefusedFor::Handshakes);
        }
        Ok(HandshakePermit {
            place,
            _share: share,
        })
    }
}

/// Accepts connections until shutdown.
pub async fn accept_loop(
    shared: Arc<Shared>,
    listener: TcpListener,
    tls: Option<Tls>,
    limits: Arc<FrontLimits>,
    mut shutdown: Shutdown,
) {
    let config = &shared.config;
    let gate = Arc::new(Gate {
        tls,
        trusted: config.trusted_proxy.clone(),
        slots: limits.slots.clone(),
        per_addr: limits.per_addr.clone(),
    });
    tokio::spawn(log_refusals(shared.clone(), shutdown.clone()));
    while let Some((stream, peer)) = next_accepted(&listener, &mut shutdown, "").await {
        transport::socket::tune(&stream, config.idle_timeout);
        // A trusted proxy carries many clients and sends a request only once
        // it has one whole, so it holds no slots silently: no share for it.
        // Refused handshakes are closed at once: a flood of silent sockets
        // must not queue up.
        let trusted = proxy::is_trusted(&gate.trusted, peer.ip());
        let permit = match limits.websocket.begin(&shared, peer.ip(), trusted) {
            Ok(permit) => permit,
            Err(why) => {
                shared.note_refusal(why);
                drop(stream);
                continue;
            }
        };
        let (watch, gate, shutdown) = (shared.clone(), gate.clone(), shutdown.clone());
        // One task per connection: a panic is caught in it, not by a
        // second task watching the first (which cost every idle connection
        // another task).
        // A combinator, not an async block: a block would hold the future
        // twice (its captured copy and the one it awaits).
        let run = AssertUnwindSafe(run_connection(
            shared.clone(),
            gate,
            stream,
            peer,
            permit,
            shutdown,
        ));
        tokio::spawn(run.catch_unwind().map(move |ended| {
            if ended.is_err() {
                watch.metrics.task_panicked();
                tracing::error!("the connection from {peer} crashed");
            }
        }));
    }
    tracing::info!("no longer accepting connections");
}

/// A handshake's place in its door's pool and in its address's share, both
/// given back when it ends.
pub struct HandshakePermit {
    place: PoolPlace,
    _share: Option<SharePermit>,
}

impl HandshakePermit {
    /// Resolves once a newcomer pushed this handshake out of a full pool.
    pub async fn pushed_out(&self) {
        self.place.pushed_out().await;
    }
}

async fn run_connection(
    shared: Arc<Shared>,
    gate: Arc<Gate>,
    stream: TcpStream,
    peer: SocketAddr,
    handshake_permit: HandshakePermit,
    shutdown: Shutdown,
) {
    shared.metrics.connection_opened(ConnState::Handshake);
    let deadline = shared.config.handshake_timeout;
    // Boxed: the handshake's state (TLS, the request head) is freed when it
    // ends instead of sizing the task that then serves the connection. A
    // stop does not wait out the deadline of a peer that has not finished
    // its handshake (a silent socket held the stop up to it).
    // The pool's place is held by the boxed handshake and given back with it.
    let stopping = shutdown.clone();
    let handshake = Box::pin(stopped_or(
        stopping,
        handshake_permit,
        transport::handshake(&shared, &gate, stream, peer),
    ));
    let outcome = tokio::time::timeout(deadline, handshake).await;
    shared.metrics.connection_closed(ConnState::Handshake);
    let ready = match outcome {
        // Shutdown came first, or a newcomer pushed it out of a full pool.
        Ok(None) => return,
        Err(_) => {
            shared.note_refusal(RefusedFor::Timeout);
            tracing::debug!("handshake with {peer} timed out");
            return;
        }
        Ok(Some(Err(e))) => {
            shared.note_refusal(RefusedFor::BadHandshake);
            tracing::debug!("handshake with {peer} failed: {e}");
            return;
        }
        Ok(Some(Ok(None))) => return,
        Ok(Some(Ok(Some(ready)))) => ready,
    };
    let transport::Ready {
        ws,
        client,
        addr_permit,
        slot,
    } = ready;
    connection::serve(shared, ws, client, addr_permit, shutdown).await;
    drop(slot);
}

/// `work`'s result, or `None` once shutdown is signalled or the handshake
/// is pushed out of its pool first; `place` is given back at the end.
async fn stopped_or<T>(
    mut stopping: Shutdown,
    place: HandshakePermit,
    work: impl std::future::Future<Output = T>,
) -> Option<T> {
    tokio::select! {
        done = work => Some(done),
        _ = stopping.signalled() => None,
        () = place.pushed_out() => None,
    }
}

/// Requests the operator's port (`--metrics-listen`) serves at once; a
/// scraper and a health check need a few. When they are all taken the
/// oldest is closed for the newcomer: 16 silent sockets used to keep every
/// health check out until their deadline, and again with the next 16.
const METRICS_REQUESTS: usize = 16;

/// Serves `--metrics-listen` until shutdown: plain HTTP, one request per
/// connection, `/metrics` and `/healthz` only, each within
/// `--handshake-timeout`. It is not charged to any address's budget: the
/// operator chooses who can reach it.
pub async fn metrics_loop(shared: Arc<Shared>, listener: TcpListener, mut shutdown: Shutdown) {
    let requests = HandshakePool::new(METRICS_REQUESTS);
    while let Some((stream, peer)) =
        next_accepted(&listener, &mut shutdown, " on the metrics port").await
    {
        let (place, _) = requests.enter();
        let shared = shared.clone();
        tokio::spawn(async move {
            let deadline = shared.config.handshake_timeout;
            let answer =
                tokio::time::timeout(deadline, transport::answer_operator(&shared, stream));
            tokio::select! {
                answered = answer => match answered {
                    Err(_) => tracing::debug!("metrics request from {peer} timed out"),
                    Ok(Err(e)) => tracing::debug!("metrics request from {peer} failed: {e}"),
                    Ok(Ok(())) => {}
                },
                () = place.pushed_out() => {
                    tracing::debug!("metrics request from {peer} closed for a newer one");
                }
            }
        });
    }
}

/// One log line per interval for all the connections refused in it.
async fn log_refusals(shared: Arc<Shared>, mut shutdown: Shutdown) {
    let mut tick = tokio::time::interval(transport::REFUSAL_LOG_INTERVAL);
    tick.tick().await;
    loop {
        tokio::select! {
            _ = tick.tick() => {
                if let Some(line) = shared.refusal_log.take_summary() {
                    tracing::warn!("{line} in the last {}s", transport::REFUSAL_LOG_INTERVAL.as_secs());
                }
            }
            _ = shutdown.signalled() => break,
        }
    }
}

/// The next accepted socket, or `None` at shutdown. A failed accept (out of
/// file descriptors and the like) is logged, waited out a little, and the
/// listener keeps serving. `port` names the listener in the log.
pub async fn next_accepted(
    listener: &TcpListener,
    shutdown: &mut Shutdown,
    port: &str,
) -> Option<(tokio::net::TcpStream, std::net::SocketAddr)> {
    loop {
        let accepted = tokio::select! {
            accepted = listener.accept() => accepted,
            _ = shutdown.signalled() => return None,
        };
        match accepted {
            Ok(pair) => return Some(pair),
            Err(e) => {
                tracing::warn!("accept{port} failed: {e}");
                tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::Bots;
    use crate::config::Config;
    use crate::store::MemoryStore;

    /// The task of every connection is this future: its size is paid by
    /// every idle connection (docs/LOAD.md, section 1).
    #[tokio::test]
    async fn a_connection_task_stays_small() {
        let config = Config {
            solver_bits: 8,
            ..Config::default()
        };
        let store = MemoryStore::new();
        let bots = Bots::prepare(&config).await.unwrap();
        let shared = Arc::new(Shared::new(config, Arc::new(store), bots).0);
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let _client = TcpStream::connect(addr).await.unwrap();
        let (stream, peer) = listener.accept().await.unwrap();
        let gate = Arc::new(Gate {
            tls: None,
            trusted: Vec::new(),
            slots: Arc::new(Semaphore::new(1)),
            per_addr: AddrLimits::new(1, 1.0, 1.0),
        });
        let permit = HandshakePermit {
            place: HandshakePool::new(1).enter().0,
            _share: None,
        };
        let trigger = crate::shutdown::Trigger::new();
        let shutdown = trigger.subscribe().unwrap();
        let task = AssertUnwindSafe(run_connection(shared, gate, stream, peer, permit, shutdown))
            .catch_unwind();
        let size = std::mem::size_of_val(&task);
        eprintln!("connection task future: {size} bytes");
        // 4,120 bytes after the panic guard (`catch_unwind`, counted in
        // `chomp_task_panics_total`), 4,168 after the second day's merges
        // (friends, guests, the API, tournaments: the session's state and
        // the plain-HTTP answer's routes); the bound moved from 4,096 to
        // 4,224 with them, still far inside the 8 KiB an idle connection
        // may cost in all (docs/LOAD.md). The size is what a silent
        // connection holds, so a change that grows it says so here.
        assert!(size < 4224, "{size} bytes");
    }
}
