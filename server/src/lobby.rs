//! The lobby: which games exist (and the channel to each room), who is
//! online, and the subscribers who get pushed updates. Changes only mark the
//! lobby dirty; one task pushes at most once per interval, so a burst of
//! changes costs one frame per subscriber instead of one per change.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use chomp_protocol::{GameId, GameStatus, LobbyGame, Reply, ServerMsg, Totals};
use tokio::sync::{mpsc, Notify};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::peer::{self, Outbox};
use crate::room::RoomCmd;
use crate::shutdown::Shutdown;

/// A room as the lobby knows it.
struct RoomEntry {
    tx: mpsc::Sender<RoomCmd>,
    summary: LobbyGame,
}

#[derive(Default)]
struct HubState {
    rooms: HashMap<GameId, RoomEntry>,
    online: HashMap<String, usize>,
    subscribers: HashMap<u64, Outbox>,
    totals: Totals,
}

/// Shared lobby state; every method is short and never awaits under the lock.
#[derive(Default)]
pub struct Hub {
    state: Mutex<HubState>,
    changed: Notify,
}

impl Hub {
    fn lock(&self) -> MutexGuard<'_, HubState> {
        // A panic while holding this lock leaves plain maps behind, still usable.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn touch(&self) {
        self.changed.notify_one();
    }

    /// Lists a room; returns false (and changes nothing) if the id is taken.
    pub fn register_room(&self, tx: mpsc::Sender<RoomCmd>, summary: LobbyGame) -> bool {
        let mut s = self.lock();
        if s.rooms.contains_key(&summary.game) {
            return false;
        }
        s.rooms.insert(summary.game, RoomEntry { tx, summary });
        drop(s);
        self.touch();
        true
    }

    /// Records a room's new players or status.
    pub fn update_room(&self, summary: LobbyGame) {
        if let Some(e) = self.lock().rooms.get_mut(&summary.game) {
            e.summary = summary;
        }
        self.touch();
    }

    /// Forgets a room whose task ended (unless a new room for the same game
    /// has replaced it meanwhile).
    pub fn remove_room(&self, id: GameId, tx: &mpsc::Sender<RoomCmd>) {
        let mut s = self.lock();
        if s.rooms.get(&id).is_some_and(|e| e.tx.same_channel(tx)) {
            s.rooms.remove(&id);
        }
        drop(s);
        self.touch();
    }

    /// The channel to a room in memory.
    pub fn room(&self, id: GameId) -> Option<mpsc::Sender<RoomCmd>> {
        self.lock().rooms.get(&id).map(|e| e.tx.clone())
    }

    /// Unfinished games in which `name` holds a seat.
    pub fn games_of(&self, name: &str) -> Vec<GameId> {
        let mut ids: Vec<GameId> = self
            .lock()
            .rooms
            .values()
            .filter(|e| e.summary.status != GameStatus::Finished)
            .filter(|e| e.summary.players.iter().any(|p| p.name == name))
            .map(|e| e.summary.game)
            .collect();
        ids.sort_unstable();
        ids
    }

    /// How many games `name` opened that still wait for an opponent.
    pub fn open_games_of(&self, name: &str) -> usize {
        self.lock()
            .rooms
            .values()
            .filter(|e| e.summary.status == GameStatus::Waiting)
            .filter(|e| e.summary.players.first().is_some_and(|p| p.name == name))
            .count()
    }

    /// A connection of `name` said hello.
    pub fn connect(&self, name: &str) {
        *self.lock().online.entry(name.to_string()).or_default() += 1;
        self.touch();
    }

    /// A connection of `name` closed.
    pub fn disconnect(&self, name: &str) {
        let mut s = self.lock();
        if let Some(n) = s.online.get_mut(name) {
            *n -= 1;
            if *n == 0 {
                s.online.remove(name);
            }
        }
        drop(s);
        self.touch();
    }

    /// Whether `name` has at least one connection open.
    pub fn is_online(&self, name: &str) -> bool {
        self.lock().online.contains_key(name)
    }

    pub fn subscribe(&self, conn: u64, tx: Outbox) {
        self.lock().subscribers.insert(conn, tx);
    }

    pub fn unsubscribe(&self, conn: u64) {
        self.lock().subscribers.remove(&conn);
    }

    pub fn set_totals(&self, totals: Totals) {
        self.lock().totals = totals;
        self.touch();
    }

    /// The lobby frame: open and running games, players online, totals.
    pub fn snapshot(&self) -> ServerMsg {
        let s = self.lock();
        let mut games: Vec<LobbyGame> = s
            .rooms
            .values()
            .filter(|e| e.summary.status != GameStatus::Finished)
            .map(|e| e.summary.clone())
            .collect();
        games.sort_unstable_by_key(|g| g.game);
        ServerMsg::Lobby {
            games,
            online: s.online.len() as u32,
            totals: s.totals.clone(),
        }
    }

    /// Pushes the lobby to subscribers after changes, at most once per `interval`.
    pub async fn push_updates(self: Arc<Self>, interval: Duration, mut shutdown: Shutdown) {
        loop {
            tokio::select! {
                _ = self.changed.notified() => {}
                _ = shutdown.signalled() => return,
            }
            // Let a burst of changes settle into one frame.
            tokio::select! {
                _ = tokio::time::sleep(interval) => {}
                _ = shutdown.signalled() => return,
            }
            let subscribers: Vec<Outbox> = self.lock().subscribers.values().cloned().collect();
            if subscribers.is_empty() {
                continue;
            }
            let text = Utf8Bytes::from(Reply::push(self.snapshot()).to_json());
            for tx in &subscribers {
                peer::send_text(tx, text.clone());
            }
        }
    }
}
