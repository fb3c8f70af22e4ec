//! The requests a connection may make, one module per concern, in the
//! manner of mini-redis's `cmd/`: `identity` (hello), `games` (create,
//! join, watch, move, resign, hints, rematch, unwatch a game), `keys`
//! (link an SSH key) and `queries` (lobby, stats, history, leaderboard, ping). Each handler answers on the
//! session's outbox or returns a [`Refusal`]; the transport never sees the
//! requests' meaning.

mod friends;
mod games;
mod identity;
mod keys;
mod queries;
mod tournaments;

use std::sync::Arc;

use chomp_protocol::{ClientMsg, ErrorCode, Reply, Request};

use crate::context::Shared;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::peer::{self, Outbox, Peer};
use crate::refusal::Refusal;
use crate::shutdown::Shutdown;
use crate::tournament::TourCmd;

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
    /// This connection's place among its name's (`--max-connections-per-name`),
    /// held from `hello` to the close.
    pub name_slot: Option<crate::name_conns::NameSlot>,
    pub shutdown: Shutdown,
    /// The name a front door already proved (the SSH door, by the key):
    /// `hello` for it needs no token, and for any other name is refused.
    pub trusted: Option<String>,
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
        self.shared.bots.touch();
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
        let msg = match games::game_request(req.msg, self.bot) {
            Ok((game, request)) => return games::to_room(self, me, game, request, re).await,
            Err(msg) => msg,
        };
        match msg {
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
                private,
            } => {
                let form = games::CreateForm {
                    variant,
                    width,
                    height,
                    opponent,
                    start,
                    first,
                    private,
                };
                games::create(self, &me, form, re).await
            }
            ClientMsg::Unwatch { game: None } => queries::unwatch_lobby(self, re),
            ClientMsg::Lobby { deltas } => queries::lobby(self, deltas, re),
            ClientMsg::Stats { player } => queries::stats(self, player, re).await,
            ClientMsg::History { player, limit } => queries::history(self, player, limit, re).await,
            ClientMsg::Leaderboard { limit } => queries::leaderboard(self, limit, re).await,
            ClientMsg::Ping => queries::ping(self, re),
            ClientMsg::LinkKey { key } => keys::link_key(self, &me.name, &key, re).await,
            ClientMsg::Join {
                code: Some(code), ..
            } => friends::join_code(self, me, &code, re).await,
            ClientMsg::Online => friends::online(self, re),
            ClientMsg::Hide { hidden } => friends::hide(self, hidden, re),
            ClientMsg::Challenge {
                name,
                variant,
                width,
                height,
                start,
                first,
            } => {
                let form = friends::ChallengeForm {
                    name,
                    variant,
                    width,
                    height,
                    start,
                    first,
                };
                friends::challenge(self, me, form, re)
            }
            ClientMsg::ChallengeAccept { challenge } => {
                friends::accept(self, me, challenge, re).await
            }
            ClientMsg::ChallengeDecline { challenge } => friends::decline(self, &me, challenge, re),
            ClientMsg::Chat { game, text } => friends::chat(self, me, game, &text, re).await,
            ClientMsg::TournamentCreate(spec) => tournaments::create(self, me, spec, re).await,
            ClientMsg::TournamentJoin { tournament } => {
                tournaments::to_actor(self, tournament, TourCmd::Join { peer: me, re }).await
            }
            ClientMsg::TournamentLeave { tournament } => {
                tournaments::to_actor(self, tournament, TourCmd::Leave { peer: me, re }).await
            }
            ClientMsg::TournamentWatch { tournament } => {
                tournaments::to_actor(self, tournament, TourCmd::Watch { peer: me, re }).await
            }
            ClientMsg::Tournaments => tournaments::list(self, re),
            // Requests for a game's room were taken above.
            ClientMsg::Join { .. }
            | ClientMsg::Watch { .. }
            | ClientMsg::Unwatch { .. }
            | ClientMsg::Move { .. }
            | ClientMsg::Resign { .. }
            | ClientMsg::Hints { .. }
            | ClientMsg::Rematch { .. } => Err(Refusal::internal("a game request was not routed")),
        }
    }

    /// Asks the rooms of the games `name` opened and nobody joined to cancel
    /// them: a killed bot host's games must not wait for an opponent who
    /// is gone. A full room queue is skipped; its abandon deadline remains.
    fn cancel_open_games(&self, name: &str) {
        // A server that stops closes every connection: that is no creator
        // leaving, and the open games (a private one with its code) wait
        // for the restart.
        if self.shutdown.is_signalled() {
            return;
        }
        for id in self.shared.hub.open_game_ids_of(name) {
            let cmd = RoomCmd::request(self.peer(name.to_string()), None, GameRequest::CreatorLeft);
            if let Some(room) = self.shared.hub.room(id) {
                let _ = room.try_send(cmd);
            } else if let Some(placement) = self.shared.placement().cloned() {
                // The game runs on another node: passed on in order, off
                // the closing connection's path.
                tokio::spawn(async move {
                    let _ = placement.deliver(id, cmd).await;
                });
            }
        }
    }

    /// Tells the lobby this connection is gone. Rooms notice by themselves
    /// (the connection's outbox closes).
    pub fn leave(&mut self) {
        self.shared.hub.unsubscribe(self.id);
        if let Some(name) = &self.name {
            friends::leave(&self.shared, self.id, name);
            self.shared.hub.disconnect(name);
            if !self.shared.hub.is_online(name) {
                self.cancel_open_games(name);
            }
        }
        tracing::debug!("connection {} closed", self.id);
    }
}
