//! Everything between an accepted TCP socket and a WebSocket the connection
//! code can serve: TLS, reading the HTTP request, the endpoints that share
//! the port (`/healthz`, `/metrics`) and those of the operator's port
//! (`--metrics-listen`), the real client address behind a trusted proxy,
//! the connection limits, and the WebSocket upgrade, all within one
//! deadline so that a peer that says nothing holds nothing.

pub mod http;
pub mod proxy;
pub mod selfsigned;
pub mod socket;
pub mod tls;
mod websocket;

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{ErrorCode, Reply};
use futures::SinkExt;
use tokio::net::TcpStream;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

use crate::addr_limits::{AddrLimits, AddrPermit, Refused};
use crate::api;
use crate::context::Shared;
use crate::metrics::{self, RefusedFor};
pub use socket::Socket;
pub use websocket::ws_config;

/// A WebSocket ready to be served, with the limits it counts against.
pub struct Ready {
    pub ws: WebSocketStream<Socket>,
    pub client: IpAddr,
    pub addr_permit: AddrPermit,
    pub slot: OwnedSemaphorePermit,
}

/// Why a handshake ended without a WebSocket to serve.
#[derive(Debug, thiserror::Error)]
pub enum HandshakeError {
    #[error("TLS handshake failed: {0}")]
    Tls(std::io::Error),
    #[error(transparent)]
    Head(#[from] http::HeadError),
    #[error("WebSocket handshake failed: {0}")]
    WebSocket(#[from] tokio_tungstenite::tungstenite::Error),
    #[error("answering failed: {0}")]
    Io(#[from] std::io::Error),
}

/// What the accept loop decides before a connection may start its handshake.
pub struct Gate {
    pub tls: Option<tls::Tls>,
    pub trusted: Vec<proxy::TrustedProxy>,
    /// Connections being served (`--max-connections`).
    pub slots: Arc<Semaphore>,
    pub per_addr: AddrLimits,
}

/// Runs every step of one connection's handshake; `Ok(None)` when the
/// request was answered without a WebSocket (an endpoint or a refusal).
pub async fn handshake(
    shared: &Shared,
    gate: &Gate,
    stream: TcpStream,
    peer: SocketAddr,
) -> Result<Option<Ready>, HandshakeError> {
    let mut sock = match &gate.tls {
        Some(tls) => {
            let acceptor = tls.acceptor.clone();
            Socket::tls(acceptor.accept(stream).await.map_err(HandshakeError::Tls)?)
        }
        None => Socket::plain(stream),
    };
    let head = http::read_head(&mut sock).await?;
    let client = proxy::client_addr(
        &gate.trusted,
        shared.config.proxy_header,
        peer.ip(),
        head.forwarded.as_deref(),
        head.x_forwarded_for.as_deref(),
    );
    if !head.websocket {
        if gate.per_addr.charge(client) {
            // Boxed: a plain answer's awaits (the health check's write,
            // the API's store reads) stay out of every connection's task.
            Box::pin(answer_http(shared, &mut sock, &head, Port::Public)).await?;
        } else {
            shared.note_refusal(RefusedFor::Address);
            http::respond(
                &mut sock,
                429,
                "Too Many Requests",
                "text/plain; charset=utf-8",
                "Too many requests from your address; wait a few seconds and try again.\n",
            )
            .await?;
        }
        return Ok(None);
    }
    let addr_permit = match gate.per_addr.acquire(client) {
        Ok(p) => p,
        Err(why) => {
            shared.note_refusal(RefusedFor::Address);
            let message = match why {
                Refused::TooManyConnections => {
                    "Your address has too many connections open; close some first."
                }
                Refused::TooFast => {
                    "Your address sends too fast; wait a few seconds and try again."
                }
            };
            refuse(sock, message).await?;
            return Ok(None);
        }
    };
    let Some(slot) = slot(shared, gate).await else {
        shared.note_refusal(RefusedFor::Full);
        refuse(
            sock,
            "The server has too many connections; try again later.",
        )
        .await?;
        return Ok(None);
    };
    let ws = tokio_tungstenite::accept_hdr_async_with_config(
        sock,
        websocket::service_header(shared.service()),
        Some(websocket::ws_config()),
    )
    .await?;
    Ok(Some(Ready {
        ws,
        client,
        addr_permit,
        slot,
    }))
}

/// A connection slot, made by closing the longest idle connection without
/// a game when the server is full (`crate::occupancy`).
async fn slot(shared: &Shared, gate: &Gate) -> Option<OwnedSemaphorePermit> {
    let in_game = |name: &str| !shared.hub.games_of(name).is_empty();
    shared.occupancy.slot(&gate.slots, in_game).await
}

/// Which listener a plain request came to.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Port {
    /// The game port, open to everyone.
    Public,
    /// `--metrics-listen`, for the operator's scraper and health checks.
    Operator,
}

/// Answers one request on the operator's port (`--metrics-listen`): plain
/// HTTP, no TLS, no WebSocket.
pub async fn answer_operator(shared: &Shared, stream: TcpStream) -> Result<(), HandshakeError> {
    let mut sock = Socket::plain(stream);
    let head = http::read_head(&mut sock).await?;
    answer_http(shared, &mut sock, &head, Port::Operator).await
}

/// The plain HTTP side of a port. With `--metrics-listen` the metrics are
/// the operator's alone: the public port answers 404 for them, as if they
/// were not there, and keeps `/healthz` for load balancers.
async fn answer_http(
    shared: &Shared,
    sock: &mut Socket,
    head: &http::Head,
    port: Port,
) -> Result<(), HandshakeError> {
    let path = head.path.split('?').next().unwrap_or_default();
    let metrics_here = port == Port::Operator || shared.config.metrics_listen.is_none();
    match (head.method.as_str(), path) {
        ("GET" | "HEAD", "/healthz") => {
            if shared.store_writable().await {
                http::respond(sock, 200, "OK", "text/plain; charset=utf-8", "ok\n").await?;
            } else {
                http::respond(
                    sock,
                    503,
                    "Service Unavailable",
                    "text/plain; charset=utf-8",
                    "the store cannot be written\n",
                )
                .await?;
            }
        }
        _ if port == Port::Public && api::is_api(path) => {
            let reply = if shared.config.no_api {
                api::turned_off()
            } else {
                api::answer(shared, &head.method, &head.path).await
            };
            http::respond(
                sock,
                reply.status,
                reply.reason,
                reply.content_type,
                &reply.body,
            )
            .await?;
        }
        ("GET", "/metrics") if metrics_here => {
            let body = shared.render_metrics();
            http::respond(sock, 200, "OK", metrics::CONTENT_TYPE, &body).await?;
        }
        _ if port == Port::Operator || (path == "/metrics" && !metrics_here) => {
            http::respond(
                sock,
                404,
                "Not Found",
                "text/plain; charset=utf-8",
                "not found\n",
            )
            .await?;
        }
        _ => {
            let text = if metrics_here {
                "This is a chomp game server: connect with a WebSocket client (ws:// or wss://). \
                 GET /healthz and GET /metrics are the only plain HTTP paths.\n"
            } else {
                "This is a chomp game server: connect with a WebSocket client (ws:// or wss://). \
                 GET /healthz is the only plain HTTP path.\n"
            };
            http::respond(
                sock,
                426,
                "Upgrade Required",
                "text/plain; charset=utf-8",
                text,
            )
            .await?;
        }
    }
    Ok(())
}

/// Completes the upgrade only to say why the connection is refused, then
/// closes: a client shows the sentence instead of a bare disconnect.
async fn refuse(sock: Socket, why: &'static str) -> Result<(), HandshakeError> {
    let mut ws =
        tokio_tungstenite::accept_async_with_config(sock, Some(websocket::ws_config())).await?;
    let frame = Reply::error(None, ErrorCode::LimitReached, why);
    let _ = ws.send(Message::text(frame.to_json())).await;
    let _ = ws
        .close(Some(CloseFrame {
            code: CloseCode::Again,
            reason: "limit reached".into(),
        }))
        .await;
    Ok(())
}

/// How long the summary of refused connections waits between log lines.
pub const REFUSAL_LOG_INTERVAL: Duration = Duration::from_secs(10);
