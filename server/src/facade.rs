//! The server as a second front door sees it. The SSH door (crate
//! `chomp-door`) runs the terminal client for each session, so it cannot
//! live in this library without pulling the client, ratatui and crossterm
//! into every server build; it reaches the server only through this
//! module: the limits both doors count against, the names it may hand
//! out, and one in-process connection per session, served by the ordinary
//! connection code under the ordinary rules.

use std::future::Future;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use tokio::io::{AsyncRead, AsyncWrite};
use tokio::net::TcpListener;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_tungstenite::WebSocketStream;

use crate::connection;
use crate::context::Shared;

pub use crate::addr_limits::{AddrBudget, AddrLimits, AddrPermit, Refused};
pub use crate::config::{default_ssh_host_key, Config};
pub use crate::error::ServerError;
pub use crate::guests::GuestHold;
pub use crate::listener::{next_accepted, FrontLimits, HandshakePermit};
pub use crate::metrics::{ClosedFor, LimitScope, Metrics, RefusedFor, SshState};
pub use crate::occupancy::{Activity, Registered};
pub use crate::rate::RateBucket;
pub use crate::shutdown::{Shutdown, Subscriber};
pub use crate::store::{KeyClaim, StoreError};
pub use crate::transport::ws_config;

/// A door the server opens beside its WebSocket port when the config asks
/// for it (`--ssh-listen`): `chomp_door::start` passes the SSH door.
pub trait SideDoor: Send + Sync {
    /// Starts serving `listener` (bound at `at`) until `shutdown`, and
    /// returns the fingerprint of the door's host key for the welcome
    /// line. An error stops the server's start.
    fn open(
        &self,
        host: Host,
        listener: TcpListener,
        at: SocketAddr,
        limits: Arc<FrontLimits>,
        shutdown: Shutdown,
    ) -> Result<String, ServerError>;
}

/// The server's services a door may use, and no others.
#[derive(Clone)]
pub struct Host {
    shared: Arc<Shared>,
}

impl Host {
    pub(crate) fn new(shared: Arc<Shared>) -> Host {
        Host { shared }
    }

    pub fn config(&self) -> &Config {
        &self.shared.config
    }

    pub fn metrics(&self) -> &Metrics {
        &self.shared.metrics
    }

    /// Counts a connection turned away, for `/metrics` and the log summary.
    pub fn note_refusal(&self, reason: RefusedFor) {
        self.shared.note_refusal(reason);
    }

    /// Notes the door's port, which `welcome` and the lobby's advice name.
    pub fn set_ssh_port(&self, port: u16) {
        self.shared.set_ssh_port(port);
    }

    /// Starts one of the door's handshakes, within the door's share.
    pub fn begin_handshake(
        &self,
        limits: &FrontLimits,
        ip: IpAddr,
    ) -> Result<HandshakePermit, RefusedFor> {
        limits.ssh.begin(&self.shared, ip, false)
    }

    /// Checks (`claim` false) or claims the name for a key's fingerprint.
    pub async fn claim_by_key(
        &self,
        name: &str,
        fingerprint: &str,
        claim: bool,
    ) -> Result<KeyClaim, StoreError> {
        self.shared
            .store
            .claim_by_key(name.to_string(), fingerprint.to_string(), claim)
            .await
    }

    /// Whether a keyless guest plays under `name` now.
    pub fn guest_holds(&self, name: &str) -> bool {
        self.shared.guests.holds(name)
    }

    /// Holds `name` for a guest while the hold lives; `None` when another
    /// guest holds it.
    pub fn try_hold_guest(&self, name: &str) -> Option<GuestHold> {
        self.shared.guests.try_hold(name)
    }

    /// Whether `name` is connected, on this node or another.
    pub fn is_online(&self, name: &str) -> bool {
        self.shared.hub.is_online(name)
    }

    /// Whether new names may still be claimed from `ip` this hour.
    pub fn may_claim_name(&self, ip: IpAddr) -> bool {
        self.shared.name_limits.may_claim(ip)
    }

    /// New names an address may claim in an hour.
    pub fn names_per_hour(&self) -> u32 {
        self.shared.name_limits.per_hour()
    }

    /// Counts a new name claimed from `ip`.
    pub fn spend_name(&self, ip: IpAddr) {
        self.shared.name_limits.spend(ip);
    }

    /// A connection slot of `slots`, making room as the WebSocket door
    /// does (closing the connection idle longest outside a game); `None`
    /// when every connection is in a game.
    pub async fn slot(&self, slots: &Arc<Semaphore>) -> Option<OwnedSemaphorePermit> {
        let hub = &self.shared.hub;
        let in_game = |name: &str| !hub.games_of(name).is_empty();
        self.shared.occupancy.slot(slots, in_game).await
    }

    /// Registers a connection whose activity counts when room is made.
    pub fn register(&self) -> Registered {
        self.shared.occupancy.register(self.shared.next_conn_id())
    }

    /// Serves one in-process WebSocket as a connection of `name` (already
    /// authenticated by the door) from `client`, under its address permit.
    pub fn serve<S>(
        &self,
        ws: WebSocketStream<S>,
        client: IpAddr,
        permit: AddrPermit,
        shutdown: Shutdown,
        name: String,
    ) -> impl Future<Output = ()> + Send + 'static
    where
        S: AsyncRead + AsyncWrite + Unpin + Send + 'static,
    {
        connection::serve_as(
            self.shared.clone(),
            ws,
            client,
            permit,
            shutdown,
            Some(name),
        )
    }
}
