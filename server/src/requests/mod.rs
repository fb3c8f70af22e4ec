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
                } => identity::hello(self, protocol, name, token, re).await,
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
            ClientMsg::Unwatch { game: Some(game) } => games::unwatch(self, game, re).await,
            ClientMsg::Unwatch { game: None } => queries::unwatch_lobby(self, re),
            ClientMsg::Lobby { deltas } => queries::lobby(self, deltas, re),
            ClientMsg::Stats { player } => queries::stats(self, player, re).await,
            ClientMsg::History { player, limit } => queries::history(self, player, limit, re).await,
            ClientMsg::Leaderboard { limit } => queries::leaderboard(self, limit, re).await,
            ClientMsg::Ping => queries::ping(self, re),
        }
    }

    /// Tells the lobby this connection is gone. Rooms notice by themselves
    /// (the connection's outbox closes).
    pub fn leave(&mut self) {
        self.shared.hub.unsubscribe(self.id);
        if let Some(name) = &self.name {
            self.shared.hub.disconnect(name);
        }
        tracing::debug!("connection {} closed", self.id);
    }
}
