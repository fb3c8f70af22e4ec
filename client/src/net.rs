//! The connection task: one WebSocket to the server, kept alive.
//!
//! It sends `hello` (with the stored token) on every (re)connect, forwards
//! requests and frames, measures the round-trip time with `ping`/`pong`, drops
//! a connection whose pongs stop coming, and reconnects with exponential
//! back-off. Given several addresses of one service (server nodes on one
//! database), a failed connect or a dropped connection moves on to the next
//! address at once, and backs off only once all failed in a row
//! ([`crate::servers::Rotation`]); the `hello` is the same everywhere.
//! Requests made while disconnected wait in the channel and go out
//! after the next `hello`; moves are safe to resend (the server keys them by ply).
//! (The terminal client does not queue what a key asks while offline: it
//! says it is offline instead, see `update/offline.rs`.)
//! A failure that no retry can mend (an untrusted TLS certificate, say) ends
//! the task with [`NetEvent::Fatal`].
//!
//! The token is looked up here, after the upgrade and before `hello`,
//! because only then is the service known: the server names it on the
//! upgrade ([`chomp_protocol::SERVICE_HEADER`]), and the token filed under
//! that id is the one to send, whichever address was typed.

use std::time::{Duration, Instant};

use chomp_protocol::{ClientMsg, Reply, Request, ServerMsg, PROTOCOL_VERSION};
use futures::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::Message;

use crate::config::TokenBook;
use crate::msg::{Failure, NetEvent};
use crate::reach::checked_service;
use crate::servers::Rotation;
use crate::tls::{ConnectError, Connector};
use crate::tournament_wire;

/// How often the round-trip time is measured.
pub const PING_EVERY: Duration = Duration::from_secs(2);
/// A connection whose pong is this late is considered dead.
pub const PONG_TIMEOUT: Duration = Duration::from_secs(10);

/// Who we are to the server.
#[derive(Clone, Debug)]
pub struct Identity {
    pub name: String,
    /// The token to send when `book` has none for the service.
    pub token: Option<String>,
    /// Sent as `"bot": true` in hello: `chomp bot` is listed and counted
    /// as a bot, never on the leaderboard.
    pub bot: bool,
    /// Where the token is looked up once the server named its service.
    pub book: Option<TokenBook>,
}

/// The token a `welcome` gave in this run, and the service it gave it for:
/// sent again on a reconnect to that service, before anything on file.
type Learned = Option<(Option<String>, String)>;

/// The token to send in `hello` to `service`.
fn token_for(identity: &Identity, learned: &Learned, service: Option<&str>) -> Option<String> {
    if let Some((s, token)) = learned {
        if s.as_deref() == service {
            return Some(token.clone());
        }
    }
    let filed = identity.book.as_ref().and_then(|book| {
        book.lookup(service, &identity.name).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "cannot read the token file");
            None
        })
    });
    filed.or_else(|| identity.token.clone())
}

/// Starts the connection task over the service's addresses (`urls`, at
/// least one; the first is tried first). Requests go in through the
/// returned sender; events come out on `events`. The task ends when the
/// request sender is dropped or nobody listens to the events any more.
pub fn spawn(
    urls: Vec<String>,
    connector: Connector,
    identity: Identity,
    events: mpsc::UnboundedSender<NetEvent>,
) -> mpsc::UnboundedSender<Request> {
    let (tx, rx) = mpsc::unbounded_channel();
    if urls.is_empty() {
        let _ = events.send(NetEvent::Fatal("no server address was given.".into()));
        return tx;
    }
    tokio::spawn(run(Rotation::new(urls, 0), connector, identity, rx, events));
    tx
}

/// Starts the connection task over a WebSocket that is already open (the
/// SSH door's in-process connection to its own server), instead of
/// dialling: the same `hello`, requests, frames and pings as [`spawn`],
/// but no reconnecting, since a broken in-process link will not mend; its
/// end is reported as [`NetEvent::Fatal`].
pub fn spawn_over<S>(
    ws: tokio_tungstenite::WebSocketStream<S>,
    identity: Identity,
    events: mpsc::UnboundedSender<NetEvent>,
) -> mpsc::UnboundedSender<Request>
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let (tx, mut rx) = mpsc::unbounded_channel();
    tokio::spawn(async move {
        let mut learned = None;
        if events.send(NetEvent::Connecting { attempt: 1 }).is_err() {
            return;
        }
        let link = Link {
            identity: &identity,
            service: None,
            learned: &mut learned,
        };
        if let End::Broken(reason) = session(ws, link, &mut rx, &events).await {
            let _ = events.send(NetEvent::Fatal(reason));
        }
    });
    tx
}

enum End {
    /// The client is gone: stop for good.
    Quit,
    /// The connection broke: try again.
    Broken(String),
    /// The server is shutting down (it said so in its close frame): try
    /// again, it may come back.
    Stopped(String),
}

async fn run(
    mut servers: Rotation,
    connector: Connector,
    identity: Identity,
    mut requests: mpsc::UnboundedReceiver<Request>,
    events: mpsc::UnboundedSender<NetEvent>,
) {
    let mut attempt = 1u32;
    let mut learned = None;
    loop {
        if events.send(NetEvent::Connecting { attempt }).is_err() {
            return;
        }
        let url = servers.current().to_string();
        let (reason, failed) = match connector.open(&url).await {
            Ok((ws, service)) => {
                tracing::info!(%url, ?service, "connected");
                attempt = 1;
                servers.connected();
                let link = Link {
                    identity: &identity,
                    service,
                    learned: &mut learned,
                };
                match session(ws, link, &mut requests, &events).await {
                    End::Quit => return,
                    End::Broken(reason) => (reason, None),
                    End::Stopped(reason) => {
                        if events.send(NetEvent::HostStopped).is_err() {
                            return;
                        }
                        (reason, None)
                    }
                }
            }
            Err(ConnectError::Fatal(sentence)) => {
                tracing::warn!(%sentence, "giving up on the server");
                let _ = events.send(NetEvent::Fatal(sentence));
                return;
            }
            Err(ConnectError::Transient { why, reason }) => {
                let failed = Failure {
                    url: url.clone(),
                    why,
                };
                (reason, Some(failed))
            }
        };
        // With several addresses, say which one failed (most reasons do).
        let reason = if servers.len() > 1 && !reason.contains(&url) {
            format!("{url}: {reason}")
        } else {
            reason
        };
        tracing::warn!(%reason, "connection lost");
        let retry_in = servers.failed();
        let lost = NetEvent::Lost {
            reason,
            retry_in,
            failed,
        };
        if events.send(lost).is_err() {
            return;
        }
        tokio::time::sleep(retry_in).await;
        attempt += 1;
    }
}

/// Who says `hello` on one connection, to which service.
struct Link<'a> {
    identity: &'a Identity,
    /// The service the upgrade named, if any.
    service: Option<String>,
    learned: &'a mut Learned,
}

async fn session<S>(
    ws: tokio_tungstenite::WebSocketStream<S>,
    link: Link<'_>,
    requests: &mut mpsc::UnboundedReceiver<Request>,
    events: &mpsc::UnboundedSender<NetEvent>,
) -> End
where
    S: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin,
{
    let Link {
        identity,
        service,
        learned,
    } = link;
    let (mut sink, mut stream) = ws.split();
    let hello = Request::new(ClientMsg::Hello {
        protocol: PROTOCOL_VERSION,
        name: identity.name.clone(),
        token: token_for(identity, learned, service.as_deref()),
        bot: identity.bot,
    });
    if let Err(e) = sink.send(Message::text(hello.to_json())).await {
        return End::Broken(format!("cannot greet the server: {e}"));
    }
    if events.send(NetEvent::Connected).is_err() {
        return End::Quit;
    }
    let mut ticker = tokio::time::interval(PING_EVERY);
    let mut ping_sent: Option<Instant> = None;
    loop {
        tokio::select! {
            req = requests.recv() => {
                let Some(req) = req else {
                    let _ = sink.send(Message::Close(None)).await;
                    return End::Quit;
                };
                if let Err(e) = sink.send(Message::text(req.to_json())).await {
                    return End::Broken(format!("cannot send: {e}"));
                }
            }
            frame = stream.next() => {
                let text = match frame {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Close(Some(f)))) if f.code == CloseCode::Away => {
                        return End::Stopped(format!("the server closed the connection: {}", f.reason))
                    }
                    Some(Ok(Message::Close(_))) | None => {
                        return End::Broken("the server closed the connection".into())
                    }
                    Some(Ok(_)) => continue,
                    Some(Err(e)) => return End::Broken(format!("connection error: {e}")),
                };
                let reply: Reply = match serde_json::from_str(text.as_str()) {
                    Ok(r) => r,
                    Err(e) => {
                        if let Some((re, frame)) = tournament_wire::decode(text.as_str()) {
                            if events.send(NetEvent::Tournament { re, frame }).is_err() {
                                return End::Quit;
                            }
                            continue;
                        }
                        tracing::warn!(error = %e, "ignoring a frame this client does not understand");
                        continue;
                    }
                };
                match &reply.msg {
                    ServerMsg::Pong => {
                        if let Some(sent) = ping_sent.take() {
                            if events.send(NetEvent::Rtt(sent.elapsed())).is_err() {
                                return End::Quit;
                            }
                        }
                        continue;
                    }
                    ServerMsg::Welcome { token, service: named, .. } => {
                        let named = named.as_deref().and_then(checked_service);
                        *learned = Some((named.or_else(|| service.clone()), token.clone()));
                    }
                    _ => {}
                }
                if events.send(NetEvent::Frame(reply)).is_err() {
                    return End::Quit;
                }
            }
            _ = ticker.tick() => {
                match ping_sent {
                    Some(sent) if sent.elapsed() > PONG_TIMEOUT => {
                        return End::Broken("the server stopped answering".into());
                    }
                    Some(_) => {}
                    None => {
                        let ping = Request::new(ClientMsg::Ping);
                        if let Err(e) = sink.send(Message::text(ping.to_json())).await {
                            return End::Broken(format!("cannot send: {e}"));
                        }
                        ping_sent = Some(Instant::now());
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
