//! The PostgreSQL store, for a service of several nodes over one database.
//!
//! Reads go straight to a connection pool. Writes go to one committer task
//! per node that, like the SQLite store's thread, commits whatever writes
//! have queued up together in one transaction (group commit: many moves,
//! one WAL flush), each write in a savepoint of its own, the finished
//! games' counters added to the tally once at the end (`tally.rs`), and
//! answers each only after the commit: an acknowledged move is in
//! PostgreSQL. When the
//! database cannot be reached every call fails with
//! [`StoreError::Unavailable`] (never a false acknowledgement), and the
//! pool reconnects by itself once it is back.
//!
//! Client: `tokio-postgres` with the `deadpool-postgres` pool. It is
//! tokio-native (no blocking thread per connection), pipelines statements,
//! and exposes LISTEN/NOTIFY through its connection stream, which the
//! nodes use to tell each other about games; sqlx would bring a heavier
//! build (macros, its own runtime layer) for nothing this store uses.

mod analysis;
mod failure;
mod ladder;
mod names;
mod ratings;
mod reads;
mod schema;
#[cfg(any(test, feature = "testkit"))]
pub mod scratch;
mod seat_row;
mod ssh_keys;
mod tally;
mod tournaments;
mod traits;
mod writes;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, RecyclingMethod, Runtime};
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;
use tokio_postgres::NoTls;

use super::writes::{Write, Written};
use super::{StoreError, StoreFuture};
use failure::backend;

pub use schema::VERSION as SCHEMA_VERSION;

/// Most writes committed in one transaction when they queue up.
const MAX_BATCH: usize = 256;

/// A batch slower than this is logged (at debug level).
const SLOW_COMMIT: Duration = Duration::from_millis(20);

/// Connections each node keeps for reads (the committer has one more).
const POOL_SIZE: usize = 16;

/// How long a call waits for a connection before saying `unavailable`.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);

fn pool_failed(e: deadpool_postgres::PoolError) -> StoreError {
    StoreError::Unavailable(format!("no PostgreSQL connection: {e}"))
}

struct Job {
    write: Write,
    reply: oneshot::Sender<Result<Written, StoreError>>,
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
        let handle = tokio::spawn(commit_loop(pool, queue));
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

/// The committer: batches of queued writes, one transaction each.
async fn commit_loop(pool: Pool, mut queue: mpsc::UnboundedReceiver<Job>) {
    let mut conn: Option<Object> = None;
    while let Some(first) = queue.recv().await {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match queue.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let client = match conn.take() {
            Some(c) if !c.is_closed() => c,
            _ => match pool.get().await {
                Ok(c) => c,
                Err(e) => {
                    let why = format!("no PostgreSQL connection: {e}");
                    for job in batch {
                        let _ = job.reply.send(Err(StoreError::Unavailable(why.clone())));
                    }
                    continue;
                }
            },
        };
        let started = Instant::now();
        let (client, results) = commit_batch(client, &batch).await;
        let took = started.elapsed();
        if took > SLOW_COMMIT {
            tracing::debug!("a commit of {} writes took {took:?}", batch.len());
        }
        conn = client;
        for (job, result) in batch.into_iter().zip(results) {
            let _ = job.reply.send(result);
        }
    }
}

/// Runs `batch` in one transaction; every result is an error if the commit
/// itself failed. Gives the connection back unless it broke.
async fn commit_batch(
    mut client: Object,
    batch: &[Job],
) -> (Option<Object>, Vec<Result<Written, StoreError>>) {
    let fail_all = |e: StoreError| -> Vec<Result<Written, StoreError>> {
        let text = e.to_string();
        batch
            .iter()
            .map(|_| Err(StoreError::Unavailable(text.clone())))
            .collect()
    };
    // Prepared once per connection: a batch of moves is then one round trip.
    let insert_move = match client.prepare_cached(writes::PLAIN_MOVE_SQL).await {
        Ok(statement) => statement,
        Err(e) => return (None, fail_all(backend(e))),
    };
    let pg: &mut tokio_postgres::Client = &mut client;
    let tx = match pg.transaction().await {
        Ok(tx) => tx,
        Err(e) => return (None, fail_all(backend(e))),
    };
    let mut results = Vec::with_capacity(batch.len());
    let mut tally = tally::Tally::default();
    let mut rest = batch;
    while !rest.is_empty() {
        // A run of plain moves goes out pipelined, with no savepoints: each
        // is one insert that cannot fail on a duplicate ply (it reports it),
        // so one round trip serves them all.
        let run = rest
            .iter()
            .take_while(|job| writes::is_plain_move(&job.write))
            .count();
        if run > 0 {
            let (moves, after) = rest.split_at(run);
            let outcomes = futures::future::join_all(
                moves
                    .iter()
                    .map(|job| writes::plain_move(&tx, &insert_move, &job.write)),
            )
            .await;
            for outcome in outcomes {
                match outcome {
                    Ok(result) => results.push(result),
                    Err(e) => {
                        drop(tx);
                        return (None, fail_all(e));
                    }
                }
            }
            rest = after;
            continue;
        }
        let job = &rest[0];
        rest = &rest[1..];
        if let Err(e) = tx.batch_execute("SAVEPOINT w").await {
            drop(tx);
            return (None, fail_all(backend(e)));
        }
        let result = writes::apply(&tx, &job.write, &mut tally).await;
        let end = if result.is_ok() {
            "RELEASE SAVEPOINT w"
        } else {
            "ROLLBACK TO SAVEPOINT w; RELEASE SAVEPOINT w"
        };
        if let Err(e) = tx.batch_execute(end).await {
            drop(tx);
            return (None, fail_all(backend(e)));
        }
        results.push(result);
    }
    if let Err(e) = tally.flush(&tx).await {
        drop(tx);
        return (None, fail_all(e));
    }
    match tx.commit().await {
        Ok(()) => (Some(client), results),
        Err(e) => {
            let e = backend(e);
            tracing::error!("PostgreSQL commit of {} writes failed: {e}", batch.len());
            (None, fail_all(e))
        }
    }
}

#[cfg(test)]
pub mod testing;

#[cfg(test)]
mod outage_tests;

#[cfg(test)]
mod contract_tests {
    crate::store_contract_tests!(optional super::testing::fixture);
}
