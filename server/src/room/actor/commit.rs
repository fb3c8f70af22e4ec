//! A room's path for every change: store it (as the store's [`Write`]),
//! apply it to the match, announce its notices; and the deadlines, whose
//! changes take the same path.

use std::future::Future;

use chomp_protocol::{OverReason, Reply, ServerMsg};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::Room;
use crate::game::{Change, Expiry, Notice};
use crate::peer;
use crate::refusal::{Re, Refusal};
use crate::room::clock::{now, split};
use crate::room::writes::write_of;

impl Room {
    pub(super) async fn on_deadline(&mut self) {
        let hub = self.handles.hub.clone();
        let expiry = self
            .game
            .expire(now(), &self.patience, |name| hub.is_online(name));
        let id = self.game.id();
        match expiry {
            Expiry::Nothing => {}
            Expiry::Evict => self.exit = true,
            Expiry::Due { seat, change } => {
                if let Err(e) = self.store(&change).await {
                    tracing::error!("game {id}: cannot record an absence: {}", e.message);
                    self.game.retry_later(seat, now());
                    return;
                }
                match &change {
                    Change::Cancel => tracing::info!("game {id} cancelled: its creator left"),
                    Change::Finish(f) if f.reason == OverReason::Timeout => {
                        tracing::info!("game {id}: seat {seat} ran out of time")
                    }
                    _ => tracing::info!("game {id}: seat {seat} left ({:?})", change),
                }
                let notices = self.game.apply(change, now());
                self.announce(notices, None);
            }
        }
    }

    /// Writes a change, as the store's one write vocabulary
    /// ([`write_of`]); nothing is applied unless this succeeded. The write
    /// owns what it needs, so the room is not borrowed across it.
    pub(super) fn store(&self, change: &Change) -> impl Future<Output = Result<(), Refusal>> {
        let write = self.handles.store.write(write_of(self.game.id(), change));
        let handles = self.handles.clone();
        async move {
            let started = now();
            let written = write.await.map(|_| ()).map_err(Refusal::store_write);
            handles.metrics.store_committed(started.elapsed());
            written
        }
    }

    /// Stores, applies and announces a change caused by a request (or a bot).
    pub(super) async fn commit(
        &mut self,
        change: Change,
        requester: Option<(u64, Re)>,
    ) -> Result<(), Refusal> {
        self.store(&change).await?;
        let notices = self.game.apply(change, now());
        self.announce(notices, requester);
        self.schedule_bot();
        Ok(())
    }

    /// Delivers the notices of an applied change. The requester's copy of
    /// the first frame answers its request (carries `re`).
    pub(super) fn announce(&mut self, notices: Vec<Notice>, requester: Option<(u64, Re)>) {
        self.publish_standing();
        let mut requester = requester;
        for notice in notices {
            match notice {
                Notice::Broadcast(msg) => self.broadcast(msg, requester.take()),
                Notice::StateToAll => {
                    self.presence_sent = self.game.presence();
                    let (req_conn, re) = split(requester.take());
                    for w in self.game.watchers() {
                        let r = if Some(w.conn) == req_conn {
                            re.clone()
                        } else {
                            None
                        };
                        w.send(&Reply::answer(r, ServerMsg::Game(self.state_for(&w.name))));
                    }
                }
                Notice::Listing => self.handles.hub.update_room(self.game.summary()),
                Notice::Finished => {
                    self.handles.hub.totals_changed();
                    self.handles.analyses.finished(self.game.id());
                    // A tournament's pairing: its actor is told, not awaited.
                    let (winner, reason) = self.game.result();
                    self.handles
                        .tournaments
                        .game_over(self.game.id(), winner, reason);
                }
                Notice::Closed => self.exit = true,
            }
        }
    }

    /// Sends a frame to every watcher; the requester's copy carries `re`.
    pub(super) fn broadcast(&self, msg: ServerMsg, requester: Option<(u64, Re)>) {
        let (req_conn, re) = split(requester);
        let reply = Reply::push(msg);
        let text = Utf8Bytes::from(reply.to_json());
        for w in self.game.watchers() {
            if Some(w.conn) == req_conn && re.is_some() {
                w.send(&Reply::answer(re.clone(), reply.msg.clone()));
            } else {
                peer::send_text(&w.tx, text.clone());
            }
        }
    }
}
