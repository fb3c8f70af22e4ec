//! Where each room of this node is: the channel to it and the line the
//! lobby lists for it. One job, one lock: the rooms register, change and
//! leave here, and requests find a game's room here. It also bounds the
//! finished games kept in memory: past [`MOST_FINISHED_ROOMS`], the one
//! that finished first is told to go.

use std::collections::{HashMap, VecDeque};
use std::sync::{Mutex, MutexGuard};

use chomp_protocol::{GameId, GameStatus, LobbyGame};

use crate::mailbox::{RoomCmd, RoomTx};

/// Most finished games a node keeps in memory (each some 10 KiB). A
/// finished game stays `--keep-finished` after it was last attended to,
/// but the bot ladder finishes 1,300 games a second on a small board: five
/// minutes of them took 4 GB.
pub const MOST_FINISHED_ROOMS: usize = 10_000;

/// A room as the directory knows it.
struct RoomEntry {
    tx: RoomTx,
    summary: LobbyGame,
}

/// This node's rooms by game.
pub struct Directory {
    rooms: Mutex<HashMap<GameId, RoomEntry>>,
    /// [`MOST_FINISHED_ROOMS`], but for tests.
    most_finished: usize,
    /// The rooms that finished (or came back finished), oldest first;
    /// locked after `rooms`.
    finished: Mutex<VecDeque<(GameId, RoomTx)>>,
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

impl Default for Directory {
    fn default() -> Directory {
        Directory::keeping(MOST_FINISHED_ROOMS)
    }
}

impl Directory {
    /// A directory that keeps at most `most_finished` finished rooms.
    fn keeping(most_finished: usize) -> Directory {
        Directory {
            rooms: Mutex::default(),
            most_finished,
            finished: Mutex::default(),
        }
    }

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
        if summary.status == GameStatus::Finished {
            self.finished(&rooms, summary.game, &tx);
        }
        rooms.insert(summary.game, RoomEntry { tx, summary });
        true
    }

    /// A room's new players or status.
    pub fn update(&self, summary: LobbyGame) {
        let mut rooms = self.lock();
        let Some(e) = rooms.get_mut(&summary.game) else {
            return;
        };
        let now_finished =
            summary.status == GameStatus::Finished && e.summary.status != GameStatus::Finished;
        e.summary = summary;
        if now_finished {
            let (id, tx) = (e.summary.game, e.tx.clone());
            self.finished(&rooms, id, &tx);
        }
    }

    /// Counts a finished room; past the most kept, tells the first to
    /// finish of those still here to go.
    fn finished(&self, rooms: &HashMap<GameId, RoomEntry>, id: GameId, tx: &RoomTx) {
        // Rooms gone since stay queued until their turn comes: the queue
        // is bounded all the same, and never scanned.
        let mut finished = self.finished.lock().unwrap_or_else(|p| p.into_inner());
        finished.push_back((id, tx.clone()));
        while finished.len() > self.most_finished {
            let Some((old, tx)) = finished.pop_front() else {
                break;
            };
            if rooms.get(&old).is_some_and(|e| e.tx.same_channel(&tx)) {
                // A full queue: the room is busy, and gets the next chance.
                let _ = tx.try_send(RoomCmd::Evict);
            }
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

#[cfg(test)]
mod tests {
    use super::super::tests::game as summary;
    use super::*;
    use tokio::sync::mpsc;

    #[test]
    fn past_the_most_finished_rooms_the_first_to_finish_is_told_to_go() {
        let d = Directory::keeping(2);
        let mut rxs = Vec::new();
        for id in 1..=3 {
            let (tx, rx) = mpsc::channel(4);
            assert!(d.register(tx, summary(id, GameStatus::Playing)));
            rxs.push(rx);
        }
        // A room that comes back finished counts too.
        let (tx, mut came_back) = mpsc::channel(4);
        d.update(summary(2, GameStatus::Finished));
        d.update(summary(2, GameStatus::Finished));
        d.update(summary(1, GameStatus::Finished));
        assert!(rxs.iter_mut().all(|rx| rx.try_recv().is_err()), "two kept");
        assert!(d.register(tx, summary(4, GameStatus::Finished)));
        assert!(
            matches!(rxs[1].try_recv(), Ok(RoomCmd::Evict)),
            "game 2 finished first"
        );
        assert!(rxs[0].try_recv().is_err());
        // Game 1's room ended and a new one took its place: the old
        // entry's turn tells the new room nothing.
        let (tx, mut new_one) = mpsc::channel(4);
        assert!(d.remove(1, &d.room(1).unwrap()));
        assert!(d.register(tx, summary(1, GameStatus::Playing)));
        d.update(summary(3, GameStatus::Finished));
        assert!(new_one.try_recv().is_err());
        assert!(rxs[2].try_recv().is_err());
        assert!(came_back.try_recv().is_err());
    }
}
