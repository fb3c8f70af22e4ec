//! The shell around a match: the queue, the timers, bot scheduling and
//! broadcast. Every rule is in [`crate::game`]; the room only stores what
//! the match decides and delivers what it announces. This file holds the
//! room and its loop; its parts are beside it in `actor/`: the watchers
//! (`watchers`), the requests (`requests`), the bots (`bots`), the
//! deadlines and the store-apply-announce path (`commit`), absences
//! (`absence`) and friends' games (`friends`). It holds only the few
//! handles it uses ([`RoomHandles`]), not the server's `Shared`.

use std::collections::HashSet;
use std::sync::Arc;

use chomp_protocol::{GameStatus, LobbyGame, Reply, ServerMsg};
use futures::future::BoxFuture;
use futures::stream::{FuturesUnordered, StreamExt};
use tokio::sync::{mpsc, watch};

use super::clock::{epoch_ms, now, sleep_until};
use super::handles::RoomHandles;
use crate::game::{Match, MoveClock, Patience};
use crate::hints::Standing;
use crate::mailbox::{GameRequest, RoomCmd, RoomTx};
use crate::model::StoredGame;
use crate::peer::Peer;
use crate::refusal::Re;
use crate::shutdown::Shutdown;

mod absence;
mod bots;
mod commit;
mod friends;
mod requests;
mod watchers;

/// One room: the match and what it needs to reach the world.
pub struct Room {
    game: Match<Peer>,
    handles: Arc<RoomHandles>,
    patience: Patience,
    /// Resolve with a connection's id when it ends, one per watcher.
    departures: FuturesUnordered<BoxFuture<'static, u64>>,
    /// Connections `departures` already waits for.
    awaited: HashSet<u64>,
    bot_thinking: bool,
    exit: bool,
    /// The game's ply and status, for hints searches waiting off the
    /// queue: one whose game has changed is dropped before it runs.
    standing: watch::Sender<Standing>,
    /// Which seats' players attended the running game in the last full
    /// state sent, so that a change (a player leaving or coming back) is
    /// pushed to everyone at once.
    presence_sent: [bool; 2],
    tx: RoomTx,
    shutdown: Shutdown,
    /// A private game's code: shown to its players, needed to join.
    code: Option<String>,
}

impl Room {
    pub fn restore(
        handles: Arc<RoomHandles>,
        stored: StoredGame,
        tx: RoomTx,
        shutdown: Shutdown,
    ) -> Result<Room, String> {
        let rules = handles.rules;
        let patience: Patience = rules.patience;
        let clock = (!rules.move_timeout.is_zero()).then(|| MoveClock {
            timeout: rules.move_timeout,
            anchor: (now(), epoch_ms()),
        });
        // A private game is known as one before its room is listed.
        let code = handles.hub.hide_game(stored.id, stored.code.clone());
        let game = Match::restore(stored, now())?.with_clock(clock);
        let (standing, _) = watch::channel((game.ply(), game.status()));
        let presence_sent = game.presence();
        Ok(Room {
            game,
            standing,
            handles,
            patience,
            departures: FuturesUnordered::new(),
            awaited: Default::default(),
            bot_thinking: false,
            exit: false,
            presence_sent,
            tx,
            shutdown,
            code,
        })
    }

    pub fn summary(&self) -> LobbyGame {
        self.game.summary()
    }

    pub async fn run(mut self, mut rx: mpsc::Receiver<RoomCmd>, first: Option<RoomCmd>) {
        let mut stop = self.shutdown.clone();
        if let Some(cmd) = first {
            self.handle(cmd).await;
        }
        self.schedule_bot();
        while !self.exit {
            let deadline = self.game.next_deadline(&self.patience);
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                Some(conn) = self.departures.next(), if !self.departures.is_empty() => {
                    self.awaited.remove(&conn);
                    self.detach(conn);
                }
                _ = sleep_until(deadline) => self.on_deadline().await,
                _ = stop.signalled() => {
                    self.pause_clock().await;
                    break;
                }
            }
        }
        self.handles.hub.remove_room(self.game.id(), &self.tx);
    }

    async fn handle(&mut self, cmd: RoomCmd) {
        match cmd {
            RoomCmd::Request { peer, re, req } => {
                self.game.touch(now());
                self.request(peer, re, req).await
            }
            RoomCmd::BotMove { ply, mv } => self.bot_move(ply, mv).await,
            RoomCmd::Release => self.release(),
            RoomCmd::Evict => self.exit |= self.game.status() == GameStatus::Finished,
            RoomCmd::Rematched(game) => self.game.rematched(game),
            #[cfg(test)]
            RoomCmd::Crash => panic!("room {} crashed on purpose", self.game.id()),
        }
    }

    /// A client's request, from this node or another; a refusal is
    /// answered with the request's `re`.
    async fn request(&mut self, peer: Peer, re: Re, req: GameRequest) {
        let done = match req {
            GameRequest::Join { bot, code } => self.join(&peer, bot, code, re.clone()).await,
            GameRequest::Watch => self.watch(&peer, re.clone()),
            GameRequest::Unwatch => {
                self.detach(peer.conn);
                let game = Some(self.game.id());
                peer.send(&Reply::answer(re.clone(), ServerMsg::Unwatched { game }));
                Ok(())
            }
            GameRequest::Move { ply, mv } => self.human_move(&peer, re.clone(), ply, mv).await,
            GameRequest::Resign => self.resign(&peer, re.clone()).await,
            GameRequest::Hints => self.hints(&peer, re.clone()),
            GameRequest::Rematch => self.rematch(&peer, re.clone()),
            GameRequest::CreatorLeft => {
                self.cancel_deserted().await;
                Ok(())
            }
            GameRequest::Chat { text } => self.chat(&peer, re.clone(), text),
        };
        if let Err(r) = done {
            peer.send(&r.reply(re));
        }
    }
}
