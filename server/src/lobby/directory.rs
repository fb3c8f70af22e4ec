//! Where each room of this node is: the channel to it and the line the
//! lobby lists for it. One job, one lock: the rooms register, change and
//! leave here, and requests find a game's room here.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

use chomp_protocol::{GameId, GameStatus, LobbyGame};

use crate::mailbox::RoomTx;

/// A room as the directory knows it.
struct RoomEntry {
    tx: RoomTx,
    summary: LobbyGame,
}

/// This node's rooms by game.
#[derive(Default)]
pub struct Directory {
    rooms: Mutex<HashMap<GameId, RoomEntry>>,
}

/// The rooms, locked for a scan (see [`Directory::locked`]).
pub struct Rooms<'a>(MutexGuard<'a, HashMap<GameId, RoomEntry>>);

impl Rooms<'_> {
    pub fn summaries(&self) -> impl Iterator<Item = &LobbyGame> {
        self.0.values().map(|e| &e.summary)
    }

    pub fn contains(&self, id: GameId) -> bool {
        self.0.contains_key(&id)
    }
}

impl Directory {
    fn lock(&self) -> MutexGuard<'_, HashMap<GameId, RoomEntry>> {
        // A panic while holding this lock leaves a plain map behind, still usable.
        self.rooms.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The rooms, held for one scan: the lobby's listing and the checks
    /// of who holds which games read them together with the other nodes'.
    pub fn locked(&self) -> Rooms<'_> {
        Rooms(self.lock())
    }

    /// Adds a room; false (and nothing changes) if its game has one.
    pub fn register(&self, tx: RoomTx, summary: LobbyGame) -> bool {
        let mut rooms = self.lock();
        if rooms.contains_key(&summary.game) {
            return false;
        }
        rooms.insert(summary.game, RoomEntry { tx, summary });
        true
    }

    /// A room's new players or status.
    pub fn update(&self, summary: LobbyGame) {
        if let Some(e) = self.lock().get_mut(&summary.game) {
            e.summary = summary;
        }
    }

    /// Forgets a room whose task ended, unless a new room for the same
    /// game replaced it meanwhile; whether it did forget.
    pub fn remove(&self, id: GameId, tx: &RoomTx) -> bool {
        let mut rooms = self.lock();
        let removed = rooms.get(&id).is_some_and(|e| e.tx.same_channel(tx));
        if removed {
            rooms.remove(&id);
        }
        removed
    }

    /// The channel to a room in memory.
    pub fn room(&self, id: GameId) -> Option<RoomTx> {
        self.lock().get(&id).map(|e| e.tx.clone())
    }

    /// Every room, for a node that lost its database session.
    pub fn rooms(&self) -> Vec<(GameId, RoomTx)> {
        self.lock()
            .iter()
            .map(|(id, e)| (*id, e.tx.clone()))
            .collect()
    }

    /// Every room's line, for a node that (re)joins.
    pub fn listing(&self) -> Vec<LobbyGame> {
        self.lock().values().map(|e| e.summary.clone()).collect()
    }

    /// Games waiting for an opponent and games being played.
    pub fn counts(&self) -> (usize, usize) {
        let rooms = self.lock();
        let count = |status| {
            rooms
                .values()
                .filter(|e| e.summary.status == status)
                .count()
        };
        (count(GameStatus::Waiting), count(GameStatus::Playing))
    }
}
