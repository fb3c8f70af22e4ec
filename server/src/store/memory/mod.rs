//! The store in memory: every sub-trait of [`Store`] over plain maps behind
//! one lock, nothing written anywhere. It passes the same contract suite
//! as SQLite and PostgreSQL (`store_contract_tests!` below), so a room, a
//! match or a request handler can be tested against it without a file on
//! disk; it is also what `--db memory:` opens, for tests of the whole
//! server. It is not a server's store: a restart forgets everything.
//!
//! One module per concern, like the other backends: `games`, `players`
//! (names and keys), `records` (what a result writes, and the records read
//! back), `stats`, `analysis`, `tournaments`, `ladder`; `writes` runs the store's
//! write vocabulary through them; `state` is the data they share, `clock`
//! the times they write. A new sub-trait is one more module with its
//! `impl` for [`MemoryStore`], its rows added to `State`.

mod analysis;
mod clock;
mod games;
mod ladder;
mod players;
mod records;
mod state;
mod stats;
mod tournaments;
mod writes;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use super::{Store, StoreError, StoreFuture};
use state::State;

/// A cheap handle to one store in memory; clones share it.
#[derive(Clone)]
pub struct MemoryStore {
    inner: Arc<Inner>,
}

struct Inner {
    state: Mutex<State>,
    closed: AtomicBool,
}

impl Default for MemoryStore {
    fn default() -> Self {
        MemoryStore::new()
    }
}

impl MemoryStore {
    /// An empty store with a service id of its own.
    pub fn new() -> MemoryStore {
        let state = State {
            service_id: hex::encode(rand::random::<[u8; 16]>()),
            ..State::default()
        };
        MemoryStore {
            inner: Arc::new(Inner {
                state: Mutex::new(state),
                closed: AtomicBool::new(false),
            }),
        }
    }

    /// Closes the store: every call after is refused with
    /// [`StoreError::Closed`], as a closed database's are.
    pub fn close(&self) {
        self.inner.closed.store(true, Ordering::SeqCst);
    }

    /// Runs `f` on the state under the lock, as one all-or-nothing call:
    /// `f` checks before it writes. Answers at once (nothing to wait for).
    fn with<T, F>(&self, f: F) -> StoreFuture<T>
    where
        T: Send + 'static,
        F: FnOnce(&mut State) -> Result<T, StoreError>,
    {
        let result = if self.inner.closed.load(Ordering::SeqCst) {
            Err(StoreError::Closed)
        } else {
            let mut state = self
                .inner
                .state
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            f(&mut state)
        };
        Box::pin(std::future::ready(result))
    }
}

impl Store for MemoryStore {}

#[cfg(test)]
mod contract_tests {
    use std::sync::Arc;

    use super::MemoryStore;
    use crate::store::contract::Fixture;

    async fn fixture() -> Fixture {
        let store = MemoryStore::new();
        let closing = store.clone();
        Fixture {
            store: Arc::new(store),
            close: Box::new(move || Box::pin(async move { closing.close() })),
            keep: Box::new(()),
        }
    }

    crate::store_contract_tests!(fixture);
}
