//! One client connection: reads frames, enforces the first-`hello` rule,
//! the size and rate limits, answers or routes each request, and writes the
//! frames queued for it. Dead or idle peers are pinged, then closed.

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

use chomp_protocol::{
    decode_request, ClientMsg, ErrorCode, GameId, Reply, Request, ServerInfo, ServerMsg,
    StatsReply, PROTOCOL_VERSION,
};
use futures::{SinkExt, StreamExt};
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::{CloseFrame, WebSocketConfig};
use tokio_tungstenite::tungstenite::{Error as WsError, Message, Utf8Bytes};
use tokio_tungstenite::WebSocketStream;

use crate::addr_limits::AddrPermit;
use crate::auth;
use crate::context::Shared;
use crate::matchmaking::{self, GameSpec};
use crate::metrics::{ConnState, LimitScope};
use crate::peer::{self, Outbox, Peer, OUTBOX_FRAMES};
use crate::rate::RateBucket;
use crate::room::{spawn_room, Re, Refusal, RoomCmd};
use crate::shutdown::Shutdown;
use crate::store::Claim;
use crate::transport::Socket;

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

/// Serves an upgraded connection until it closes or shutdown.
pub async fn serve(
    shared: Arc<Shared>,
    ws: WebSocketStream<Socket>,
    client: IpAddr,
    host: AddrPermit,
    shutdown: Shutdown,
) {
    let (tx, rx) = Outbox::new(OUTBOX_FRAMES);
    let shared_rate = (shared.config.rate, shared.config.burst);
    shared.metrics.connection_opened(ConnState::Anonymous);
    let mut conn = Connection {
        id: shared.next_conn_id(),
        shared,
        tx,
        name: None,
        attached: HashSet::new(),
        bucket: RateBucket::new(shared_rate.0, shared_rate.1),
        host,
        shutdown,
    };
    tracing::debug!("connection {} from {client}", conn.id);
    conn.run(ws, rx).await;
    conn.leave().await;
    let state = if conn.name.is_some() {
        ConnState::Named
    } else {
        ConnState::Anonymous
    };
    conn.shared.metrics.connection_closed(state);
}

struct Connection {
    id: u64,
    shared: Arc<Shared>,
    tx: Outbox,
    name: Option<String>,
    /// Games this connection receives frames of, to tell them when it closes.
    attached: HashSet<GameId>,
    bucket: RateBucket,
    /// This connection's share of its address's limits.
    host: AddrPermit,
    shutdown: Shutdown,
}

impl Connection {
    async fn run(&mut self, mut ws: WebSocketStream<Socket>, mut rx: mpsc::Receiver<Utf8Bytes>) {
        let idle = self
            .shared
            .config
            .idle_timeout
            .max(Duration::from_millis(100));
        let mut ticker = tokio::time::interval(idle / 3);
        ticker.tick().await;
        let mut last_heard = Instant::now();
        let mut stop = self.shutdown.clone();
        let hello_deadline = tokio::time::sleep(self.shared.config.hello_timeout);
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
                            let _ = ws.send(Message::text(frame.to_json())).await;
                            let _ = ws.close(Some(close_frame(CloseCode::Invalid, "invalid UTF-8"))).await;
                            break;
                        }
                        _ => break,
                    };
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
                    if self.tx.is_lagging() {
                        tracing::info!("connection {} closed: it did not read its frames", self.id);
                        let _ = ws.close(Some(close_frame(CloseCode::Policy, "too slow"))).await;
                        break;
                    }
                    if ws.send(Message::Text(frame)).await.is_err() {
                        break;
                    }
                }
                _ = ticker.tick() => {
                    if last_heard.elapsed() >= idle {
                        tracing::debug!("connection {} idle, closing", self.id);
                        let _ = ws.close(Some(close_frame(CloseCode::Policy, "idle"))).await;
                        break;
                    }
                    if ws.send(Message::Ping(Vec::new().into())).await.is_err() {
                        break;
                    }
                }
                _ = &mut hello_deadline, if self.name.is_none() => {
                    tracing::debug!("connection {} closed: no hello in time", self.id);
                    let frame = Reply::error(
                        None,
                        ErrorCode::NotHello,
                        "No hello arrived in time; the connection is closed.",
                    );
                    let _ = ws.send(Message::text(frame.to_json())).await;
                    let _ = ws.close(Some(close_frame(CloseCode::Policy, "no hello"))).await;
                    break;
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
            self.shared.metrics.rate_limited(scope);
            self.reply(Reply::error(re, ErrorCode::RateLimited, message));
            return;
        }
        let req = match decoded {
            None => {
                self.reply(Reply::error(
                    None,
                    ErrorCode::BinaryFrame,
                    "Binary frames are not understood; send JSON text frames.",
                ));
                return;
            }
            Some(Err(e)) => {
                self.reply(Reply::error(e.re, e.code, e.message));
                return;
            }
            Some(Ok(req)) => req,
        };
        if let Err((code, message)) = self.on_request(req).await {
            self.reply(Reply::error(re, code, message));
        }
    }

    async fn on_request(&mut self, req: Request) -> Result<(), Refusal> {
        let re = req.id;
        let Some(name) = self.name.clone() else {
            return match req.msg {
                ClientMsg::Hello {
                    protocol,
                    name,
                    token,
                } => self.hello(protocol, name, token, re).await,
                _ => Err((
                    ErrorCode::NotHello,
                    "The first message must be hello.".into(),
                )),
            };
        };
        let msg = req.msg;
        let me = Peer {
            conn: self.id,
            name,
            tx: self.tx.clone(),
        };
        match msg {
            ClientMsg::Hello { .. } => Err((
                ErrorCode::AlreadyHello,
                "This connection already said hello.".into(),
            )),
            ClientMsg::Lobby => {
                self.shared.hub.subscribe(self.id, self.tx.clone());
                self.reply(Reply::answer(re, self.shared.hub.snapshot()));
                Ok(())
            }
            ClientMsg::Create {
                variant,
                width,
                height,
                opponent,
                start,
                first,
            } => {
                let spec = GameSpec {
                    variant: matchmaking::parse_variant(&variant)?,
                    width,
                    height,
                    start: start.unwrap_or_default(),
                    first: first.unwrap_or_default(),
                    opponent,
                };
                let id =
                    matchmaking::open_game(&self.shared, &me, spec, re, &self.shutdown).await?;
                self.attached.insert(id);
                Ok(())
            }
            ClientMsg::Join { game } => {
                self.send_to_room(game, RoomCmd::Join { peer: me, re })
                    .await
            }
            ClientMsg::Watch { game } => {
                self.send_to_room(game, RoomCmd::Watch { peer: me, re })
                    .await
            }
            ClientMsg::Move {
                game,
                ply,
                row,
                col,
            } => {
                self.send_to_room(
                    game,
                    RoomCmd::Move {
                        peer: me,
                        re,
                        ply,
                        row,
                        col,
                    },
                )
                .await
            }
            ClientMsg::Resign { game } => {
                self.send_to_room(game, RoomCmd::Resign { peer: me, re })
                    .await
            }
            ClientMsg::Hints { game } => {
                self.send_to_room(game, RoomCmd::Hints { peer: me, re })
                    .await
            }
            ClientMsg::Rematch { game } => {
                // The connection opens the new game itself so that it knows
                // to tell that room when it closes.
                let (reply, answer) = oneshot::channel();
                let name = me.name.clone();
                self.send_to_room(game, RoomCmd::Rematch { name, reply })
                    .await?;
                let spec = answer.await.map_err(|_| {
                    (
                        ErrorCode::Unavailable,
                        "That game is closing; try again.".to_string(),
                    )
                })??;
                let id =
                    matchmaking::open_game(&self.shared, &me, spec, re, &self.shutdown).await?;
                self.attached.insert(id);
                Ok(())
            }
            ClientMsg::Unwatch { game: None } => {
                self.shared.hub.unsubscribe(self.id);
                self.reply(Reply::answer(re, ServerMsg::Unwatched { game: None }));
                Ok(())
            }
            ClientMsg::Unwatch { game: Some(game) } => {
                self.attached.remove(&game);
                let cmd = RoomCmd::Unwatch {
                    conn: self.id,
                    tx: self.tx.clone(),
                    re: re.clone(),
                };
                match self.shared.hub.room(game) {
                    Some(room) if room.send(cmd).await.is_ok() => {}
                    _ => self.reply(Reply::answer(re, ServerMsg::Unwatched { game: Some(game) })),
                }
                Ok(())
            }
            ClientMsg::Stats { player: None } => {
                let totals = self.shared.store.totals().await.map_err(db_failed)?;
                self.reply(Reply::answer(
                    re,
                    ServerMsg::Stats(StatsReply::Totals(totals)),
                ));
                Ok(())
            }
            ClientMsg::Stats {
                player: Some(player),
            } => {
                let record = self
                    .shared
                    .store
                    .record(player.clone())
                    .await
                    .map_err(db_failed)?;
                let record = record.ok_or_else(|| {
                    (
                        ErrorCode::NoSuchPlayer,
                        format!("No player is called \"{}\".", clip(&player)),
                    )
                })?;
                self.reply(Reply::answer(
                    re,
                    ServerMsg::Stats(StatsReply::Player(record)),
                ));
                Ok(())
            }
            ClientMsg::History { player, limit } => {
                let limit = limit.unwrap_or(20).clamp(1, 100);
                let games = self
                    .shared
                    .store
                    .history(player, limit)
                    .await
                    .map_err(db_failed)?;
                self.reply(Reply::answer(re, ServerMsg::History { games }));
                Ok(())
            }
            ClientMsg::Leaderboard { limit } => {
                let limit = limit.unwrap_or(10).clamp(1, 100);
                let players = self
                    .shared
                    .store
                    .leaderboard(limit)
                    .await
                    .map_err(db_failed)?;
                self.reply(Reply::answer(re, ServerMsg::Leaderboard { players }));
                Ok(())
            }
            ClientMsg::Ping => {
                self.reply(Reply::answer(re, ServerMsg::Pong));
                Ok(())
            }
        }
    }

    async fn hello(
        &mut self,
        protocol: u32,
        name: String,
        token: Option<String>,
        re: Re,
    ) -> Result<(), Refusal> {
        if protocol != PROTOCOL_VERSION {
            return Err((
                ErrorCode::BadProtocol,
                format!("This server speaks protocol {PROTOCOL_VERSION}, not {protocol}."),
            ));
        }
        auth::check_name(&name).map_err(|m| (ErrorCode::BadName, m))?;
        let claim = self
            .shared
            .store
            .claim(name.clone(), token.clone())
            .await
            .map_err(db_failed)?;
        let token = match (claim, token) {
            (Claim::New(t), _) => t,
            (Claim::Known, Some(t)) => t,
            _ => {
                return Err((
                    ErrorCode::NameTaken,
                    format!("The name \"{name}\" is taken; it needs its token."),
                ))
            }
        };
        self.shared.hub.connect(&name);
        self.name = Some(name.clone());
        self.shared
            .metrics
            .connection_became(ConnState::Anonymous, ConnState::Named);
        tracing::info!("connection {} is {name}", self.id);
        let games = self.shared.hub.games_of(&name);
        self.reply(Reply::answer(
            re,
            ServerMsg::Welcome {
                name,
                token,
                server: ServerInfo {
                    name: "chomp-server".into(),
                    version: env!("CARGO_PKG_VERSION").into(),
                },
                games,
            },
        ));
        Ok(())
    }

    /// Sends a command to a game's room, loading a stored game on demand
    /// (and again if the room was just closing when the command arrived).
    async fn send_to_room(&mut self, game: GameId, cmd: RoomCmd) -> Result<(), Refusal> {
        let mut cmd = cmd;
        for _ in 0..2 {
            let room = match self.shared.hub.room(game) {
                Some(room) => room,
                None => {
                    let row = self.shared.store.load_game(game).await.map_err(db_failed)?;
                    let row = row.ok_or_else(no_such_game)?;
                    spawn_room(&self.shared, row, self.shutdown.clone(), 0)
                        .ok_or_else(no_such_game)?
                }
            };
            match room.send(cmd).await {
                Ok(()) => {
                    self.attached.insert(game);
                    return Ok(());
                }
                Err(mpsc::error::SendError(back)) => {
                    self.shared.hub.remove_room(game, &room);
                    cmd = back;
                }
            }
        }
        Err((
            ErrorCode::Unavailable,
            "That game is closing; try again.".to_string(),
        ))
    }

    fn reply(&self, reply: Reply) {
        peer::send(&self.tx, &reply);
    }

    /// Tells the lobby and the rooms this connection is gone.
    async fn leave(&mut self) {
        self.shared.hub.unsubscribe(self.id);
        if let Some(name) = &self.name {
            self.shared.hub.disconnect(name);
        }
        for game in self.attached.drain() {
            if let Some(room) = self.shared.hub.room(game) {
                let _ = room.send(RoomCmd::Left { conn: self.id }).await;
            }
        }
        tracing::debug!("connection {} closed", self.id);
    }
}

fn close_frame(code: CloseCode, reason: &'static str) -> CloseFrame {
    CloseFrame {
        code,
        reason: reason.into(),
    }
}

fn no_such_game() -> Refusal {
    (ErrorCode::NoSuchGame, "There is no such game.".into())
}

fn db_failed(e: crate::store::StoreError) -> Refusal {
    tracing::error!("database error: {e}");
    (
        ErrorCode::Internal,
        "The database failed; nothing changed.".into(),
    )
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}
