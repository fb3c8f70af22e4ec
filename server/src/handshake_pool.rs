//! A door's handshakes under way (`--max-handshakes` places per door: the
//! WebSocket port, the SSH door, the operator's port each have their own).
//! When every place is taken, the newcomer is let in and the oldest
//! unfinished handshake is pushed out: it is told to close. A pool that
//! refused newcomers when full was held shut by silent sockets: 544 of
//! them from 17 addresses kept every newcomer out of both doors. Pushing
//! out the oldest keeps a flood's sockets from living longer than the pool
//! takes to turn over, while a real handshake, which takes milliseconds,
//! finishes long before it is the oldest.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::Notify;

/// The places of one door.
pub struct HandshakePool {
    max: usize,
    /// Oldest first.
    under_way: Mutex<VecDeque<Arc<Entry>>>,
}

/// One handshake's place, shared by the pool and its holder.
#[derive(Default)]
struct Entry {
    pushed_out: AtomicBool,
    told: Notify,
}

/// A place in the pool; dropping it gives the place back.
pub struct PoolPlace {
    entry: Arc<Entry>,
    pool: Arc<HandshakePool>,
}

impl HandshakePool {
    /// A pool of `max` places (at least one).
    pub fn new(max: usize) -> Arc<HandshakePool> {
        Arc::new(HandshakePool {
            max: max.max(1),
            under_way: Mutex::default(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, VecDeque<Arc<Entry>>> {
        self.under_way
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// A place for a new handshake, and whether the oldest one was pushed
    /// out to make it.
    pub fn enter(self: &Arc<Self>) -> (PoolPlace, bool) {
        let entry = Arc::new(Entry::default());
        let mut under_way = self.lock();
        let mut pushed = false;
        while under_way.len() >= self.max {
            let Some(oldest) = under_way.pop_front() else {
                break;
            };
            oldest.pushed_out.store(true, Ordering::Relaxed);
            oldest.told.notify_one();
            pushed = true;
        }
        under_way.push_back(entry.clone());
        drop(under_way);
        let place = PoolPlace {
            entry,
            pool: self.clone(),
        };
        (place, pushed)
    }

    /// Handshakes holding a place now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().len()
    }
}

impl PoolPlace {
    /// Resolves once this handshake was pushed out to make room; its task
    /// then closes the socket.
    pub async fn pushed_out(&self) {
        if self.entry.pushed_out.load(Ordering::Relaxed) {
            return;
        }
        self.entry.told.notified().await;
    }
}

impl Drop for PoolPlace {
    fn drop(&mut self) {
        if self.entry.pushed_out.load(Ordering::Relaxed) {
            return;
        }
        let mut under_way = self.pool.lock();
        if let Some(i) = under_way.iter().position(|e| Arc::ptr_eq(e, &self.entry)) {
            under_way.remove(i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn a_full_pool_pushes_out_its_oldest_handshake() {
        let pool = HandshakePool::new(2);
        let (first, pushed) = pool.enter();
        assert!(!pushed);
        let (second, _) = pool.enter();
        let (third, pushed) = pool.enter();
        assert!(pushed, "the newcomer got in");
        tokio::time::timeout(Duration::from_secs(1), first.pushed_out())
            .await
            .expect("the oldest was told to close");
        assert_eq!(pool.len(), 2);
        drop(first);
        assert_eq!(pool.len(), 2, "a pushed-out place was already given up");
        // The next newcomer pushes out the second, not the third.
        let (_fourth, _) = pool.enter();
        tokio::time::timeout(Duration::from_secs(1), second.pushed_out())
            .await
            .expect("then the next oldest");
        assert!(
            !third.entry.pushed_out.load(Ordering::Relaxed),
            "the third is still under way"
        );
    }

    #[test]
    fn finished_handshakes_give_their_place_back() {
        let pool = HandshakePool::new(3);
        let places: Vec<_> = (0..3).map(|_| pool.enter().0).collect();
        assert_eq!(pool.len(), 3);
        drop(places);
        assert_eq!(pool.len(), 0);
        let (_again, pushed) = pool.enter();
        assert!(!pushed);
        assert_eq!(HandshakePool::new(0).max, 1);
    }
}
