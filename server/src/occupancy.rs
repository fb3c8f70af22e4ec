//! Who holds the server's connection slots, and which of them gives its slot
//! up when the server is full. A full server used to refuse newcomers for
//! as long as an attacker held its connections open; now a newcomer makes
//! room by closing the connection that has sent no request for longest and
//! whose player sits in no unfinished game (oldest idle first). Players in
//! a game, and connections that keep asking for things, are never chosen;
//! when every connection is in a game the newcomer is refused as before.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};
use std::time::{Duration, Instant};

use tokio::sync::{Notify, OwnedSemaphorePermit, Semaphore};

/// How long a newcomer waits for the slot of the connection closed to make
/// room for it (its task ends within the write timeout's close, usually at
/// once).
const ROOM_WAIT: Duration = Duration::from_secs(2);

/// Every served connection's activity, by connection id.
pub struct Occupancy {
    epoch: Instant,
    conns: Mutex<HashMap<u64, Arc<Activity>>>,
}

/// What a connection shares with the registry: one allocation per
/// connection.
#[derive(Debug, Default)]
pub struct Activity {
    /// Milliseconds since the registry's epoch at the last request.
    last_request: AtomicU64,
    /// The name given in `hello`, once it is given.
    name: OnceLock<String>,
    /// Signalled when this connection is chosen to make room.
    evicted: Notify,
    /// Chosen already: the next newcomer chooses another.
    chosen: std::sync::atomic::AtomicBool,
}

/// A connection's place in the registry; dropping it leaves.
pub struct Registered {
    id: u64,
    activity: Arc<Activity>,
    occupancy: Arc<Occupancy>,
}

impl Default for Occupancy {
    fn default() -> Self {
        Occupancy {
            epoch: Instant::now(),
            conns: Mutex::default(),
        }
    }
}

impl Occupancy {
    fn now(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<u64, Arc<Activity>>> {
        self.conns.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Adds connection `id`, active now.
    pub fn register(self: &Arc<Self>, id: u64) -> Registered {
        let activity = Arc::new(Activity::default());
        activity.last_request.store(self.now(), Ordering::Relaxed);
        self.lock().insert(id, activity.clone());
        Registered {
            id,
            activity,
            occupancy: self.clone(),
        }
    }

    /// Chooses the connection idle longest whose player sits in no game
    /// (`in_game` says who does), tells it to close, and says whether one
    /// was found. Anonymous connections have no game.
    pub fn evict_one(&self, in_game: impl Fn(&str) -> bool) -> bool {
        let mut idle: Vec<(u64, Arc<Activity>)> = self
            .lock()
            .values()
            .map(|a| (a.last_request.load(Ordering::Relaxed), a.clone()))
            .collect();
        idle.sort_by_key(|(last, _)| *last);
        // Names are checked outside the registry's lock, oldest first.
        for (_, activity) in idle {
            if activity.chosen.load(Ordering::Relaxed)
                || activity.name.get().is_some_and(|n| in_game(n))
            {
                continue;
            }
            activity.chosen.store(true, Ordering::Relaxed);
            activity.evicted.notify_one();
            return true;
        }
        false
    }
}

impl Occupancy {
    /// A connection slot of `slots`: a free one, or, when the server is
    /// full, the one of the connection idle longest without a game, closed
    /// for it; `None` when every connection is in a game. Both doors take
    /// their slots here.
    pub async fn slot(
        &self,
        slots: &Arc<Semaphore>,
        in_game: impl Fn(&str) -> bool,
    ) -> Option<OwnedSemaphorePermit> {
        if let Ok(slot) = slots.clone().try_acquire_owned() {
            return Some(slot);
        }
        if !self.evict_one(in_game) {
            return None;
        }
        tokio::time::timeout(ROOM_WAIT, slots.clone().acquire_owned())
            .await
            .ok()?
            .ok()
    }
}

impl Registered {
    /// The connection sent a request.
    pub fn active(&self) {
        let now = self.occupancy.now();
        self.activity.last_request.store(now, Ordering::Relaxed);
    }

    /// The connection said `hello` as `name` (later calls change nothing).
    pub fn named(&self, name: &str) {
        if self.activity.name.get().is_none() {
            let _ = self.activity.name.set(name.to_string());
        }
    }

    /// What the connection's loop waits on to learn it was chosen.
    pub fn activity(&self) -> Arc<Activity> {
        self.activity.clone()
    }

    /// Resolves once this connection has been chosen to make room.
    #[cfg(test)]
    pub async fn evicted(&self) {
        self.activity.evicted().await;
    }
}

impl Activity {
    /// Resolves once this connection has been chosen to make room.
    pub async fn evicted(&self) {
        self.evicted.notified().await;
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        self.occupancy.lock().remove(&self.id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn the_longest_idle_without_a_game_is_chosen() {
        let occupancy = Arc::new(Occupancy::default());
        let player = occupancy.register(1);
        player.named("ann");
        tokio::time::sleep(Duration::from_millis(5)).await;
        let lurker = occupancy.register(2);
        lurker.named("lurk");
        tokio::time::sleep(Duration::from_millis(5)).await;
        let busy = occupancy.register(3);
        busy.named("busy");
        tokio::time::sleep(Duration::from_millis(5)).await;
        busy.active();
        // ann is idle longest but plays; lurk is next.
        assert!(occupancy.evict_one(|n| n == "ann"));
        tokio::time::timeout(Duration::from_secs(1), lurker.evicted())
            .await
            .expect("the lurker was chosen");
        drop(lurker);
        // Once the lurker has gone, the one that asked last is the one left.
        assert!(occupancy.evict_one(|n| n == "ann"));
        tokio::time::timeout(Duration::from_secs(1), busy.evicted())
            .await
            .expect("then the other one without a game");
        drop(busy);
        assert!(
            !occupancy.evict_one(|n| n == "ann"),
            "players in a game stay"
        );
        drop(player);
        assert!(occupancy.lock().is_empty());
    }
}
