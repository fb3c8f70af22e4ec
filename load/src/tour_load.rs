//! What the tournament modes share across clients: the arena's id and
//! which ladder bots are free since when.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use chomp_protocol::TournamentId;
use tokio::sync::watch;

/// How often the free ladder bots are looked at.
const SAMPLE: Duration = Duration::from_millis(50);

/// What the tournament modes share across clients.
pub struct TourLoad {
    /// The arena's id, once client 0 created it.
    pub(crate) arena: watch::Sender<Option<TournamentId>>,
    /// Since when each free ladder bot (by client index) has been free.
    free: Mutex<HashMap<usize, Instant>>,
    /// The longest a ladder bot sat free while another was free, in ms.
    longest_free_ms: AtomicU64,
}

impl Default for TourLoad {
    fn default() -> Self {
        TourLoad {
            arena: watch::Sender::new(None),
            free: Mutex::new(HashMap::new()),
            longest_free_ms: AtomicU64::new(0),
        }
    }
}

impl TourLoad {
    pub(crate) fn set_free(&self, index: usize, free: bool) {
        if let Ok(mut f) = self.free.lock() {
            if free {
                f.insert(index, Instant::now());
            } else {
                f.remove(&index);
            }
        }
    }

    /// Samples the free bots until `stop` says so: a bot's streak of being
    /// free while at least one other is free, the longest kept.
    pub async fn watch_free(&self, stop: impl Fn() -> bool) {
        let mut together: HashMap<usize, Instant> = HashMap::new();
        while !stop() {
            tokio::time::sleep(SAMPLE).await;
            let now = Instant::now();
            let free: Vec<usize> = match self.free.lock() {
                Ok(f) => f.keys().copied().collect(),
                Err(_) => continue,
            };
            if free.len() < 2 {
                together.clear();
                continue;
            }
            together.retain(|i, _| free.contains(i));
            for i in free {
                let since = *together.entry(i).or_insert(now);
                let ms = now.duration_since(since).as_millis() as u64;
                self.longest_free_ms.fetch_max(ms, Ordering::Relaxed);
            }
        }
    }

    pub fn longest_free(&self) -> Duration {
        Duration::from_millis(self.longest_free_ms.load(Ordering::Relaxed))
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    /// Stops after `n` samples.
    fn after(n: u32) -> impl Fn() -> bool {
        let seen = Cell::new(0);
        move || {
            seen.set(seen.get() + 1);
            seen.get() > n
        }
    }

    #[tokio::test]
    async fn a_bot_free_alone_is_not_counted_and_two_free_are() {
        let t = TourLoad::default();
        t.set_free(1, true);
        t.watch_free(after(4)).await;
        assert_eq!(t.longest_free(), Duration::ZERO, "alone");
        t.set_free(2, true);
        t.watch_free(after(4)).await;
        assert!(t.longest_free() > Duration::ZERO, "together");
    }
}
