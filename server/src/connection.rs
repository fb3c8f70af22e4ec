//! One client connection's transport: the WebSocket over any byte stream
//! (plain TCP or TLS, upgraded by [`crate::transport`]), the `hello`
//! deadline, the rate limits, decoding, and writing the frames queued for
//! it. Dead or idle peers are pinged, then closed. What a request means is
//! for [`crate::requests`].

use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{decode_request, ErrorCode, Reply};
use futures::{SinkExt, StreamExt};
use tokio::io::{AsyncRead, AsyncWrite};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::{Error as WsError, Message};
use tokio_tungstenite::WebSocketStream;

use crate::addr_limits::AddrPermit;
use crate::context::Shared;
use crate::metrics::{ClosedFor, ConnState, LimitScope};
use crate::occupancy::Registered;
use crate::peer::{Outbox, OutboxRx, OUTBOX_FRAMES};
use crate::rate::RateBucket;
use crate::requests::Session;
use crate::shutdown::Shutdown;

mod bounded;

use bounded::{close_and_linger, close_within, write, Written, EVICTED, TOO_BIG, TOO_MANY_PINGS};

/// Serves an upgraded connection until it closes or shutdown. Generic over
/// the stream, so TLS lives below this and the requests above it.
pub async fn serve<S>(
    shared: Arc<Shared>,
    ws: WebSocketStream<S>,
    client: IpAddr,
    host: AddrPermit,
    shutdown: Shutdown,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    serve_as(shared, ws, client, host, shutdown, None).await;
}

/// [`serve`] for a connection whose name a front door already proved
/// (`trusted`): the SSH door's in-process connection, which says `hello`
/// for that name without a token, and may not for any other.
pub async fn serve_as<S>(
    shared: Arc<Shared>,
    ws: WebSocketStream<S>,
    client: IpAddr,
    host: AddrPermit,
    shutdown: Shutdown,
    trusted: Option<String>,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    let (tx, rx) = Outbox::new(OUTBOX_FRAMES);
    let (rate, burst) = (shared.config.rate, shared.config.burst);
    shared.metrics.connection_opened(ConnState::Anonymous);
    let id = shared.next_conn_id();
    let registered = shared.occupancy.register(id);
    let mut conn = Connection {
        session: Session {
            id,
            shared,
            tx,
            name: None,
            client,
            bot: false,
            name_slot: None,
            shutdown: shutdown.clone(),
            trusted,
        },
        bucket: RateBucket::new(rate, burst),
        grace: RateBucket::new(rate, burst),
        host,
        registered,
        shutdown,
    };
    tracing::debug!("connection {} from {client}", conn.session.id);
    conn.run(ws, rx).await;
    conn.session.leave();
    let state = if conn.session.name.is_some() {
        ConnState::Named
    } else {
        ConnState::Anonymous
    };
    conn.session.shared.metrics.connection_closed(state);
}

struct Connection {
    session: Session,
    bucket: RateBucket,
    /// Pings and pongs sent over budget; once it is spent too, the peer
    /// sends more than twice its rate and the connection is closed.
    grace: RateBucket,
    /// This connection's share of its address's limits.
    host: AddrPermit,
    /// Its entry among the served connections (`crate::occupancy`).
    registered: Registered,
    shutdown: Shutdown,
}

impl Connection {
    async fn run<S>(&mut self, mut ws: WebSocketStream<S>, mut rx: OutboxRx)
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
        let write_timeout = self.session.shared.config.write_timeout;
        let mut ticker = tokio::time::interval(idle / 3);
        ticker.tick().await;
        let mut last_heard = Instant::now();
        let mut stop = self.shutdown.clone();
        let activity = self.registered.activity();
        let hello_deadline = tokio::time::sleep(self.session.shared.config.hello_timeout);
        tokio::pin!(hello_deadline);
        loop {
            tokio::select! {
                incoming = ws.next() => {
                    let msg = match incoming {
                        Some(Ok(msg)) => msg,
                        Some(Err(WsError::Utf8(_))) => {
                            // The frame is lost, but the peer learns why before the close.
                            let frame = Reply::error(
                                None,
                                ErrorCode::BadJson,
                                "A text frame was not valid UTF-8; the connection is closed.",
                            );
                            let _ = write(&mut ws, Message::text(frame.to_json()), write_timeout).await;
                            close_within(&mut ws, CloseCode::Invalid, "invalid UTF-8", write_timeout).await;
                            break;
                        }
                        Some(Err(WsError::Capacity(e))) => {
                            // Beyond what the transport reads: the rest of the
                            // frame is never parsed, but the peer learns why.
                            tracing::debug!("connection {id} closed: {e}");
                            Box::pin(close_and_linger(&mut ws, CloseCode::Size, TOO_BIG)).await;
                            break;
                        }
                        _ => break,
                    };
                    last_heard = Instant::now();
                    match msg {
                        Message::Text(text) => self.on_frame(Some(text.as_str())).await,
                        Message::Binary(_) => self.on_frame(None).await,
                        Message::Close(_) => break,
                        // The WebSocket layer has already queued the pong to a
                        // ping; what is left is to make the peer pay for it.
                        Message::Ping(_) | Message::Pong(_) => {
                            if !self.charge_control() {
                                tracing::info!("connection {id} closed: too many pings and pongs");
                                Box::pin(close_and_linger(&mut ws, CloseCode::Policy, TOO_MANY_PINGS)).await;
                                break;
                            }
                        }
                        Message::Frame(_) => {}
                    }
                }
                Some(frame) = rx.recv() => {
                    if self.session.tx.is_lagging() {
                        self.too_slow(&mut ws, Some(write_timeout)).await;
                        break;
                    }
                    match write(&mut ws, Message::Text(frame), write_timeout).await {
                        Written::Done => {}
                        Written::Failed => break,
                        Written::TooSlow => {
                            self.too_slow(&mut ws, None).await;
                            break;
                        }
                    }
                }
                _ = ticker.tick() => {
                    if last_heard.elapsed() >= idle {
                        tracing::debug!("connection {id} idle, closing");
                        close_within(&mut ws, CloseCode::Policy, "idle", write_timeout).await;
                        break;
                    }
                    match write(&mut ws, Message::Ping(Vec::new().into()), write_timeout).await {
                        Written::Done => {}
                        Written::Failed => break,
                        Written::TooSlow => {
                            self.too_slow(&mut ws, None).await;
                            break;
                        }
                    }
                }
                _ = activity.evicted() => {
                    tracing::info!("connection {id} closed: the server is full and it was idle longest");
                    self.session.shared.metrics.closed(ClosedFor::Evicted);
                    close_within(&mut ws, CloseCode::Again, EVICTED, write_timeout).await;
                    break;
                }
                _ = &mut hello_deadline, if self.session.name.is_none() => {
                    tracing::debug!("connection {id} closed: no hello in time");
                    let frame = Reply::error(
                        None,
                        ErrorCode::NotHello,
                        "No hello arrived in time; the connection is closed.",
                    );
                    let _ = write(&mut ws, Message::text(frame.to_json()), write_timeout).await;
                    close_within(&mut ws, CloseCode::Policy, "no hello", write_timeout).await;
                    break;
                }
                _ = stop.signalled() => {
                    // Deliver what is queued, then say goodbye properly; a
                    // client that does not read gets no longer than for a frame.
                    let _ = tokio::time::timeout(write_timeout, async {
                        while let Ok(frame) = rx.try_recv() {
                            let _ = ws.feed(Message::Text(frame)).await;
                        }
                    })
                    .await;
                    close_within(&mut ws, CloseCode::Away, "server shutting down", write_timeout).await;
                    break;
                }
            }
        }
    }

    /// Ends a connection that fell behind reading: its outbox overflowed
    /// (the close frame then gets `close_within` to be taken), or a write
    /// waited `--write-timeout` (`None`: a close frame would wait as long
    /// for nothing). The kernel drops what is left unsent after
    /// TCP_USER_TIMEOUT (`transport::socket::tune`).
    async fn too_slow<S>(&self, ws: &mut WebSocketStream<S>, close_within: Option<Duration>)
    where
        S: AsyncRead + AsyncWrite + Unpin + Send,
    {
        let id = self.session.id;
        tracing::info!("connection {id} closed: it did not read its frames");
        self.session.shared.metrics.closed(ClosedFor::Slow);
        if let Some(within) = close_within {
            self::close_within(ws, CloseCode::Policy, "too slow", within).await;
        }
    }

    /// Spends the budgets for a WebSocket ping or pong, like a request (a
    /// ping costs the server a pong, and a flood of them was otherwise free);
    /// false when the connection is far over budget and must be closed.
    fn charge_control(&mut self) -> bool {
        let over = if !self.bucket.take() {
            LimitScope::Connection
        } else if !self.host.take_frame() {
            LimitScope::Address
        } else {
            return true;
        };
        self.session.shared.metrics.rate_limited(over);
        // A frame over budget cannot be refused (its pong is queued) or
        // answered with an error frame; the grace budget, as large as the
        // connection's own, bounds how many of them the connection may send.
        self.grace.take()
    }

    /// Handles one text frame (or, with `None`, a binary frame).
    async fn on_frame(&mut self, text: Option<&str>) {
        self.registered.active();
        self.on_request(text).await;
        if let Some(name) = &self.session.name {
            self.registered.named(name);
        }
    }

    async fn on_request(&mut self, text: Option<&str>) {
        // Decoding first costs little (frames are bounded) and lets even a
        // refusal for rate carry the `re` of the request it refuses.
        let decoded = text.map(decode_request);
        let re = match &decoded {
            Some(Ok(req)) => req.id.clone(),
            Some(Err(e)) => e.re.clone(),
            None => None,
        };
        // The connection's own budget first, so one noisy connection does
        // not spend its neighbours' share of the address's budget.
        let over_rate = if !self.bucket.take() {
            Some((
                LimitScope::Connection,
                "Too many frames per second; this one was ignored.",
            ))
        } else if !self.host.take_frame() {
            Some((
                LimitScope::Address,
                "Too many frames per second from your address; this one was ignored.",
            ))
        } else {
            None
        };
        if let Some((scope, message)) = over_rate {
            self.session.shared.metrics.rate_limited(scope);
            self.session
                .reply(Reply::error(re, ErrorCode::RateLimited, message));
            return;
        }
        match decoded {
            None => self.session.reply(Reply::error(
                None,
                ErrorCode::BinaryFrame,
                "Binary frames are not understood; send JSON text frames.",
            )),
            // Boxed: a request's future (the store, rooms, matchmaking) is
            // several KiB, and inline it would sit in every idle
            // connection's task; boxed it exists only while it runs.
            Some(Ok(req)) => Box::pin(self.session.handle(req)).await,
            Some(Err(e)) => self.session.reply(Reply::error(e.re, e.code, e.message)),
        }
    }
}

#[cfg(test)]
mod tests;
