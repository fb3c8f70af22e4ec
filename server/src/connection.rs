//! One client connection's transport: the WebSocket over any byte stream
//! (plain TCP today, TLS tomorrow), the rate limits, decoding, and writing
//! the frames queued for it. Dead or idle peers are pinged, then closed.
//! What a request means is for [`crate::requests`].

use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{decode_request, ErrorCode, Reply};
use futures::{SinkExt, StreamExt};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::sync::mpsc;
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Message, Utf8Bytes};
use tokio_tungstenite::WebSocketStream;

use crate::addr_limits::AddrPermit;
use crate::context::Shared;
use crate::peer::{Outbox, OUTBOX_FRAMES};
use crate::rate::RateBucket;
use crate::requests::Session;
use crate::shutdown::Shutdown;

/// Frames up to this size are read so that a too-large one can be answered
/// with `too_large` on a connection that stays usable; beyond it the
/// transport gives up on the peer.
const TRANSPORT_MAX: usize = 256 * 1024;

/// Read chunk of one connection. tungstenite allocates it up front for every
/// socket (128 KiB by default, 1.3 GB per 10,000 idle sockets) and zeroes it
/// before every read attempt, including those that find nothing (11 % of
/// the server's instructions at 4 KiB under load); frames here are a few
/// hundred bytes, and a larger one is simply read in several chunks.
const READ_CHUNK: usize = 1024;

/// Outgoing bytes gathered before a write; not preallocated, only a threshold.
const WRITE_CHUNK: usize = 4 * 1024;

/// The WebSocket limits: small buffers, bounded messages.
pub fn ws_config() -> WebSocketConfig {
    WebSocketConfig::default()
        .max_message_size(Some(TRANSPORT_MAX))
        .max_frame_size(Some(TRANSPORT_MAX))
        .read_buffer_size(READ_CHUNK)
        .write_buffer_size(WRITE_CHUNK)
        .max_write_buffer_size(1024 * 1024)
}

/// Upgrades a stream and serves it until it closes or shutdown. Generic
/// over the stream so that TLS slots in below without touching anything
/// above the transport.
pub async fn serve<S>(shared: Arc<Shared>, stream: S, host: AddrPermit, shutdown: Shutdown)
where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    let addr = host.ip();
    let ws = match tokio_tungstenite::accept_async_with_config(stream, Some(ws_config())).await {
        Ok(ws) => ws,
        Err(e) => {
            tracing::debug!("WebSocket handshake with {addr} failed: {e}");
            return;
        }
    };
    let (tx, rx) = Outbox::new(OUTBOX_FRAMES);
    let (rate, burst) = (shared.config.rate, shared.config.burst);
    let mut conn = Connection {
        session: Session {
            id: shared.next_conn_id(),
            shared,
            tx,
            name: None,
            shutdown: shutdown.clone(),
        },
        bucket: RateBucket::new(rate, burst),
        host,
        shutdown,
    };
    tracing::debug!("connection {} from {addr}", conn.session.id);
    conn.run(ws, rx).await;
    conn.session.leave();
}

/// Refuses a connection over a limit with a `limit_reached` error saying
/// `why`, and a close frame.
pub async fn refuse<S>(stream: S, why: &'static str)
where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    let Ok(mut ws) = tokio_tungstenite::accept_async_with_config(stream, Some(ws_config())).await
    else {
        return;
    };
    let frame = Reply::error(None, ErrorCode::LimitReached, why);
    let _ = ws.send(Message::text(frame.to_json())).await;
    let _ = ws
        .close(Some(close_frame(CloseCode::Again, "too many connections")))
        .await;
}

struct Connection {
    session: Session,
    bucket: RateBucket,
    /// This connection's share of its address's limits.
    host: AddrPermit,
    shutdown: Shutdown,
}

impl Connection {
    async fn run<S>(&mut self, mut ws: WebSocketStream<S>, mut rx: mpsc::Receiver<Utf8Bytes>)
    where
        S: AsyncRead + AsyncWrite + Unpin + Send,
    {
        let id = self.session.id;
        let idle = self
            .session
            .shared
            .config
            .idle_timeout
            .max(Duration::from_millis(100));
        let mut ticker = tokio::time::interval(idle / 3);
        ticker.tick().await;
        let mut last_heard = Instant::now();
        let mut stop = self.shutdown.clone();
        loop {
            tokio::select! {
                incoming = ws.next() => {
                    let Some(Ok(msg)) = incoming else { break };
                    last_heard = Instant::now();
                    match msg {
                        Message::Text(text) => self.on_frame(Some(text.as_str())).await,
                        Message::Binary(_) => self.on_frame(None).await,
                        Message::Close(_) => break,
                        // Pings are answered by the WebSocket layer; pongs only prove life.
                        _ => {}
                    }
                }
                Some(frame) = rx.recv() => {
                    if self.session.tx.is_lagging() {
                        tracing::info!("connection {id} closed: it did not read its frames");
                        let _ = ws.close(Some(close_frame(CloseCode::Policy, "too slow"))).await;
                        break;
                    }
                    if ws.send(Message::Text(frame)).await.is_err() {
                        break;
                    }
                }
                _ = ticker.tick() => {
                    if last_heard.elapsed() >= idle {
                        tracing::debug!("connection {id} idle, closing");
                        let _ = ws.close(Some(close_frame(CloseCode::Policy, "idle"))).await;
                        break;
                    }
                    if ws.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
                _ = stop.signalled() => {
                    // Deliver what is queued, then say goodbye properly.
                    while let Ok(frame) = rx.try_recv() {
                        let _ = ws.feed(Message::Text(frame)).await;
                    }
                    let _ = ws.close(Some(close_frame(CloseCode::Away, "server shutting down"))).await;
                    break;
                }
            }
        }
    }

    /// Handles one text frame (or, with `None`, a binary frame).
    async fn on_frame(&mut self, text: Option<&str>) {
        // The connection's own budget first, so one noisy connection does
        // not spend its neighbours' share of the address's budget.
        let over_rate = if !self.bucket.take() {
            Some("Too many frames per second; this one was ignored.")
        } else if !self.host.take_frame() {
            Some("Too many frames per second from your address; this one was ignored.")
        } else {
            None
        };
        if let Some(message) = over_rate {
            self.session
                .reply(Reply::error(None, ErrorCode::RateLimited, message));
            return;
        }
        let Some(text) = text else {
            self.session.reply(Reply::error(
                None,
                ErrorCode::BinaryFrame,
                "Binary frames are not understood; send JSON text frames.",
            ));
            return;
        };
        match decode_request(text) {
            Ok(req) => self.session.handle(req).await,
            Err(e) => self.session.reply(Reply::error(e.re, e.code, e.message)),
        }
    }
}

fn close_frame(code: CloseCode, reason: &'static str) -> CloseFrame {
    CloseFrame {
        code,
        reason: reason.into(),
    }
}
