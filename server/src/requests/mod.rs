//! The requests a connection may make, one module per concern, in the
//! manner of mini-redis's `cmd/`: `identity` (hello), `games` (create,
//! join, watch, move, resign, hints, rematch, unwatch a game) and `queries`
//! (lobby, stats, history, leaderboard, ping). Each handler answers on the
//! session's outbox or returns a [`Refusal`]; the transport never sees the
//! requests' meaning.

mod games;
mod identity;
mod queries;

use std::sync::Arc;

use chomp_protocol::{ClientMsg, ErrorCode, Reply, Request};

use crate::context::Shared;
use crate::peer::{self, Outbox, Peer};
use crate::refusal::Refusal;
use crate::shutdown::Shutdown;

/// What a connection's requests act as: who it is and where its frames go.
pub struct Session {
    pub id: u64,
    pub shared: Arc<Shared>,
    pub tx: Outbox,
    /// The name given in `hello`; `None` until then.
    pub name: Option<String>,
    /// The client's address (behind a trusted proxy, the forwarded one),
    /// for the per-address limit on new names.
    pub client: std::net::IpAddr,
    /// Whether `hello` said `"bot": true` (a hosted bot).
    pub bot: bool,
    pub shutdown: Shutdown,
}

impl Session {
    /// Queues a frame for this connection.
    pub fn reply(&self, reply: Reply) {
        peer::send(&self.tx, &reply);
    }

    /// The connection as rooms see it (after `hello`).
    fn peer(&self, name: String) -> Peer {
        Peer {
            conn: self.id,
            name,
            bot: self.bot,
            tx: self.tx.clone(),
        }
    }

    /// Handles one decoded request; a refusal is answered with its `re`.
    pub async fn handle(&mut self, req: Request) {
        let re = req.id.clone();
        if let Err(refusal) = self.dispatch(req).await {
            self.reply(refusal.reply(re));
        }
    }

    async fn dispatch(&mut self, req: Request) -> Result<(), Refusal> {
        let re = req.id;
        let Some(name) = self.name.clone() else {
            return match req.msg {
                ClientMsg::Hello {
                    protocol,
                    name,
                    token,
                    bot,
                } => {
                    identity::hello(
                        self,
                        identity::Greeting {
                            protocol,
                            name,
                            token,
                            bot,
                        },
                        re,
                    )
                    .await
                }
                _ => Err(Refusal::new(
                    ErrorCode::NotHello,
                    "The first message must be hello.",
                )),
            };
        };
        let me = self.peer(name);
        match req.msg {
            ClientMsg::Hello { .. } => Err(Refusal::new(
                ErrorCode::AlreadyHello,
                "This connection already said hello.",
            )),
            ClientMsg::Create {
                variant,
                width,
                height,
                opponent,
                start,
                first,
            } => {
                let form = games::CreateForm {
                    variant,
                    width,
                    height,
                    opponent,
                    start,
                    first,
                };
                games::create(self, &me, form, re).await
            }
            ClientMsg::Join { game } => games::join(self, me, game, re).await,
            ClientMsg::Watch { game } => games::watch(self, me, game, re).await,
            ClientMsg::Move {
                game,
                ply,
                row,
                col,
            } => games::play(self, me, game, ply, chomp_engine::Move::new(row, col), re).await,
            ClientMsg::Resign { game } => games::resign(self, me, game, re).await,
            ClientMsg::Hints { game } => games::hints(self, me, game, re).await,
            ClientMsg::Rematch { game } => games::rematch(self, &me, game, re).await,
            ClientMsg::Unwatch { game: Some(game) } => games::unwatch(self, &me, game, re).await,
            ClientMsg::Unwatch { game: None } => queries::unwatch_lobby(self, re),
            ClientMsg::Lobby { deltas } => queries::lobby(self, deltas, re),
            ClientMsg::Stats { player } => queries::stats(self, player, re).await,
            ClientMsg::History { player, limit } => queries::history(self, player, limit, re).await,
            ClientMsg::Leaderboard { limit } => queries::leaderboard(self, limit, re).await,
            ClientMsg::Ping => queries::ping(self, re),
        }
    }

    /// Asks the rooms of the games `name` opened and nobody joined to cancel
    /// them: a killed bot host's games must not wait for an opponent who
    /// is gone. A full room queue is skipped; its abandon deadline remains.
    fn cancel_open_games(&self, name: &str) {
        for id in self.shared.hub.open_game_ids_of(name) {
            if let Some(room) = self.shared.hub.room(id) {
                let _ = room.try_send(crate::mailbox::RoomCmd::CreatorLeft);
            } else if let Some(cluster) = self.shared.cluster() {
                let me = crate::peer::Peer {
                    conn: self.id,
                    name: name.to_string(),
                    bot: self.bot,
                    tx: self.tx.clone(),
                };
                crate::cluster::creator_left(cluster, &me, id);
            }
        }
    }

    /// Tells the lobby this connection is gone. Rooms notice by themselves
    /// (the connection's outbox closes).
    pub fn leave(&mut self) {
        self.shared.hub.unsubscribe(self.id);
        if let Some(name) = &self.name {
            self.shared.hub.disconnect(name);
            if !self.shared.hub.is_online(name) {
                self.cancel_open_games(name);
            }
        }
        tracing::debug!("connection {} closed", self.id);
    }
}
