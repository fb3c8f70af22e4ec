//! The PostgreSQL store, for a service of several nodes over one database.
//!
//! Reads go straight to a connection pool. Writes go to one committer task
//! per node (`committer.rs`) that, like the SQLite store's thread, commits
//! whatever writes have queued up together in one transaction and answers
//! each only after the commit: an acknowledged move is in PostgreSQL. When
//! the database cannot be reached every call fails with
//! [`StoreError::Unavailable`] (never a false acknowledgement), and the
//! pool reconnects by itself once it is back.
//!
//! Client: `tokio-postgres` with the `deadpool-postgres` pool. It is
//! tokio-native (no blocking thread per connection), pipelines statements,
//! and exposes LISTEN/NOTIFY through its connection stream, which the
//! nodes use to tell each other about games; sqlx would bring a heavier
//! build (macros, its own runtime layer) for nothing this store uses.

mod analysis;
mod committer;
mod failure;
mod ladder;
mod names;
mod pipelined;
mod ratings;
mod reads;
mod schema;
#[cfg(any(test, feature = "testkit"))]
pub mod scratch;
mod seat_row;
mod sql;
mod ssh_keys;
mod standings;
mod tally;
mod tournaments;
mod traits;
mod writes;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, RecyclingMethod, Runtime};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tokio_postgres::NoTls;

use super::writes::{Write, Written};
use super::{StoreError, StoreFuture};
use committer::Job;

pub use schema::VERSION as SCHEMA_VERSION;

/// Connections each node keeps for reads (the committer has one more).
const POOL_SIZE: usize = 16;

/// How long a call waits for a connection before saying `unavailable`.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

fn pool_failed(e: deadpool_postgres::PoolError) -> StoreError {
    StoreError::Unavailable(format!("no PostgreSQL connection: {e}"))
}

/// A cheap, cloneable handle to the store.
#[derive(Clone)]
pub struct PgStore {
    pool: Pool,
    /// Taken (and so dropped) by `close`: the committer drains what is
    /// queued and stops, and every later write is refused.
    writes: Arc<Mutex<Option<mpsc::UnboundedSender<Job>>>>,
    closed: Arc<AtomicBool>,
    committer: Arc<Mutex<Option<JoinHandle<()>>>>,
}

impl PgStore {
    /// Connects to `url` (`postgres://USER:PASS@HOST:PORT/DB`), applies
    /// pending migrations and starts the committer.
    pub async fn open(url: &str) -> Result<PgStore, StoreError> {
        let config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StoreError::Url(format!("the PostgreSQL URL is not usable: {e}")))?;
        let mut config = config;
        config.connect_timeout(CONNECT_TIMEOUT);
        let manager = Manager::from_config(
            config,
            NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE + 1)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(CONNECT_TIMEOUT))
            .create_timeout(Some(CONNECT_TIMEOUT))
            .recycle_timeout(Some(CONNECT_TIMEOUT))
            .build()
            .map_err(|e| StoreError::Url(format!("cannot set up the PostgreSQL pool: {e}")))?;
        {
            let mut client = pool.get().await.map_err(pool_failed)?;
            let client: &mut tokio_postgres::Client = &mut client;
            schema::migrate(client).await?;
        }
        let (writes, queue) = mpsc::unbounded_channel();
        let store = PgStore {
            pool: pool.clone(),
            writes: Arc::new(Mutex::new(Some(writes))),
            closed: Arc::new(AtomicBool::new(false)),
            committer: Arc::new(Mutex::new(None)),
        };
        let handle = tokio::spawn(committer::commit_loop(pool, queue));
        if let Ok(mut slot) = store.committer.lock() {
            *slot = Some(handle);
        }
        Ok(store)
    }

    /// Finishes the writes already queued and closes the pool.
    pub async fn close(&self) {
        self.closed.store(true, Ordering::SeqCst);
        drop(self.writes.lock().ok().and_then(|mut w| w.take()));
        let handle = self.committer.lock().ok().and_then(|mut h| h.take());
        if let Some(handle) = handle {
            let _ = handle.await;
        }
        self.pool.close();
    }

    /// Queues a write for the committer.
    fn queue_write(&self, write: Write) -> StoreFuture<Written> {
        let (reply, answer) = oneshot::channel();
        let sent = match self.writes.lock() {
            Ok(w) => w
                .as_ref()
                .is_some_and(|tx| tx.send(Job { write, reply }).is_ok()),
            Err(_) => false,
        };
        Box::pin(async move {
            if !sent {
                return Err(StoreError::Closed);
            }
            answer.await.map_err(|_| StoreError::Closed)?
        })
    }

    /// Runs a read on a pooled connection.
    fn read<T, F, Fut>(&self, f: F) -> StoreFuture<T>
    where
        T: Send + 'static,
        F: FnOnce(Object) -> Fut + Send + 'static,
        Fut: std::future::Future<Output = Result<T, StoreError>> + Send,
    {
        let pool = self.pool.clone();
        let closed = self.closed.load(Ordering::SeqCst);
        Box::pin(async move {
            if closed {
                return Err(StoreError::Closed);
            }
            let client = pool.get().await.map_err(pool_failed)?;
            f(client).await
        })
    }
}

#[cfg(test)]
pub mod testing;

#[cfg(test)]
mod outage_tests;

#[cfg(test)]
mod batch_tests;

#[cfg(test)]
mod contract_tests {
    crate::store_contract_tests!(optional super::testing::fixture);
}
