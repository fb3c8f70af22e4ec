//! A room's watchers: attaching a connection (and noticing when it ends),
//! detaching it, the presence pushes when a player leaves or comes back,
//! each watcher's `game` frame, and a release that hands the watchers to
//! the game's next node.

use std::time::Instant;

use chomp_protocol::{GameState, GameStatus, Reply, ServerMsg};

use super::Room;
use crate::game::Notice;
use crate::peer::{self, Peer};
use crate::refusal::Re;
use crate::room::clock::{epoch_ms, now};

impl Room {
    /// Stops without writing anything (this node lost the game); the
    /// watchers connected here follow the game to its next node.
    pub(super) fn release(&mut self) {
        if let Some(placement) = &self.handles.placement {
            let id = self.game.id();
            for w in self.game.watchers() {
                if !peer::is_remote_conn(w.conn) {
                    placement.follow(id, w);
                }
            }
        }
        self.exit = true;
    }

    pub(super) fn attach(&mut self, peer: &Peer) {
        if self.awaited.insert(peer.conn) {
            let (conn, closed) = (peer.conn, peer.tx.closed());
            self.departures.push(Box::pin(async move {
                closed.await;
                conn
            }));
        }
        self.game.attach(peer.clone(), now());
    }

    /// A connection stops watching (it said so, or it ended); a rematch
    /// offer lapses when it was a player's last one.
    pub(super) fn detach(&mut self, conn: u64) {
        let name = self
            .game
            .watchers()
            .find(|w| w.conn == conn)
            .map(|w| w.name.clone());
        self.game.detach(conn, now());
        if let Some(frame) = name.and_then(|n| self.game.lapse_offer(&n)) {
            self.broadcast(frame, None);
        }
        let _ = self.push_presence(None);
    }

    /// Pushes the full state to every watcher when a player of the running
    /// game left or came back since the last one: their `connected` and
    /// `away_until_ms` changed.
    /// Returns whether it pushed.
    /// `requester`'s copy answers its request.
    pub(super) fn push_presence(&mut self, requester: Option<(u64, Re)>) -> bool {
        let changed =
            self.game.status() == GameStatus::Playing && self.game.presence() != self.presence_sent;
        if changed {
            self.announce(vec![Notice::StateToAll], requester);
        }
        changed
    }

    /// Answers `peer`, just attached, with its state: with everyone's when
    /// its coming changed who is there.
    pub(super) fn answer_state(&mut self, peer: &Peer, re: Re) {
        if !self.push_presence(Some((peer.conn, re.clone()))) {
            peer.send(&Reply::answer(
                re,
                ServerMsg::Game(self.state_for(&peer.name)),
            ));
        }
    }

    /// A seated player who reconnected and sends a game request without
    /// `watch` first gets the full state before the answer.
    pub(super) fn ensure_attached(&mut self, peer: &Peer) {
        if self.game.needs_attaching(peer) {
            self.attach(peer);
            // Everyone's state, the returning player's included, when
            // their coming back changed it; else only theirs.
            self.answer_state(peer, None);
        }
    }

    pub(super) fn state_for(&self, name: &str) -> GameState {
        let hub = &self.handles.hub;
        let mut state = self.game.state_for(name, |n| hub.is_online(n));
        if self.game.has_hard_bot() {
            let (variant, w, h) = self.game.board();
            state.perfect = Some(self.handles.bots.perfect_on(variant, w, h));
        }
        state.code = self.code_for(&state);
        let (at, ms) = (now(), epoch_ms());
        let to_epoch = |t: Instant| ms + t.saturating_duration_since(at).as_millis() as u64;
        state.away_until_ms = self
            .game
            .away_until(self.patience.abandon_after)
            .map(|until| Box::new(until.map(|u| u.map(to_epoch))));
        state.tournament = self.handles.tournaments.tournament_of(self.game.id());
        state
    }
}
