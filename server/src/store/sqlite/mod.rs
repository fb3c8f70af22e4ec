//! The SQLite store: players, games and their moves. One dedicated
//! thread owns the connection (WAL mode) and runs jobs sent from async code,
//! so no database call ever blocks a tokio worker. A job's result comes back
//! only after its transaction committed: "written" means on disk with
//! `--durability full`, and with the operating system with `normal`
//! ([`Durability`]).

mod analysis;
mod backup;
mod cached;
mod checkpoint;
mod games;
mod ladder;
mod players;
mod ratings;
mod schema;
mod seat_row;
mod ssh_keys;
mod stats;
mod tournaments;
mod traits;

pub use backup::{backup, BackupReport};
use std::path::Path;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;

use rusqlite::Connection;
use tokio::sync::oneshot;

use super::{Durability, StoreError};

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Backend(Box::new(e))
    }
}

/// A job runs on the database thread and returns how to deliver its result
/// once the batch it ran in is committed (or, if that commit failed, the
/// commit's error instead).
type Job = Box<dyn FnOnce(&mut Connection) -> Delivery + Send>;
type Delivery = Box<dyn FnOnce(Option<&rusqlite::Error>) + Send>;

/// A batch slower than this is logged (at debug level): the disk is the
/// usual cause, and it shows in the moves' round trip.
const SLOW_COMMIT: std::time::Duration = std::time::Duration::from_millis(20);

/// Most jobs committed together (one fsync) when they queue up.
const MAX_BATCH: usize = 256;

enum Cmd {
    Run(Job),
    Close,
}

/// A cheap handle to the database thread.
#[derive(Clone)]
pub struct SqliteStore {
    tx: std_mpsc::Sender<Cmd>,
}

/// The database thread itself; `close` it once every writer is done.
pub struct StoreThread {
    store: SqliteStore,
    handle: Option<JoinHandle<()>>,
}

impl SqliteStore {
    /// Opens (creating and migrating) the database and starts its thread,
    /// with full durability.
    pub fn open(path: &Path) -> Result<(SqliteStore, StoreThread), StoreError> {
        SqliteStore::open_with(path, Durability::Full)
    }

    /// Opens the database with the given durability.
    pub fn open_with(
        path: &Path,
        durability: Durability,
    ) -> Result<(SqliteStore, StoreThread), StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Dir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        let mut conn = Connection::open(path)?;
        conn.set_prepared_statement_cache_capacity(cached::CAPACITY);
        schema::prepare(&mut conn)?;
        if stats::verify(&mut conn)? {
            tracing::warn!("the statistics counters disagreed with the games table; recounted");
        }
        if durability == Durability::Normal {
            conn.pragma_update(None, "synchronous", "NORMAL")?;
        }
        // Checkpoints run on their own thread, never inside a move's commit.
        conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        let checkpointer = checkpoint::Checkpointer::start(path)?;
        let (tx, rx) = std_mpsc::channel::<Cmd>();
        let handle = std::thread::Builder::new()
            .name("chomp-store".into())
            .spawn(move || {
                while let Ok(cmd) = rx.recv() {
                    let Cmd::Run(first) = cmd else { break };
                    if !run_batch(&mut conn, first, &rx) {
                        break;
                    }
                }
                checkpointer.finish();
                // Fold the WAL back into the main file so a copied database is whole.
                if let Err(e) = conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);") {
                    tracing::warn!("WAL checkpoint at close failed: {e}");
                }
            })
            .map_err(|e| StoreError::Dir {
                path: "store thread".into(),
                source: e,
            })?;
        let store = SqliteStore { tx };
        Ok((
            store.clone(),
            StoreThread {
                store,
                handle: Some(handle),
            },
        ))
    }

    /// Runs `f` on the database thread and returns its result once the
    /// batch it ran in has committed. Private: `rusqlite` stays in here.
    async fn run<R, F>(&self, f: F) -> Result<R, StoreError>
    where
        R: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<R, StoreError> + Send + 'static,
    {
        let (tx, rx) = oneshot::channel();
        let job: Job = Box::new(move |conn| {
            let result = f(conn);
            Box::new(move |commit_error: Option<&rusqlite::Error>| {
                let result = match commit_error {
                    Some(e) => Err(StoreError::Corrupt(format!("the commit failed: {e}"))),
                    None => result,
                };
                let _ = tx.send(result);
            })
        });
        self.tx
            .send(Cmd::Run(job))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }
}

/// Group commit: runs `first` and whatever jobs are already queued (up to
/// `MAX_BATCH`) in one transaction, so that many moves share one fsync; the
/// results are delivered only after the commit, so an answer still means the
/// write is on disk. Each job keeps its own atomicity through savepoints.
/// Returns false once `Close` was received.
fn run_batch(conn: &mut Connection, first: Job, rx: &std_mpsc::Receiver<Cmd>) -> bool {
    let mut open = true;
    let started = std::time::Instant::now();
    let began = cached::execute(conn, "BEGIN IMMEDIATE", []);
    let mut deliveries = vec![first(conn)];
    while open && deliveries.len() < MAX_BATCH {
        match rx.try_recv() {
            Ok(Cmd::Run(job)) => deliveries.push(job(conn)),
            Ok(Cmd::Close) => open = false,
            Err(_) => break,
        }
    }
    let committed = match began {
        Ok(_) => cached::execute(conn, "COMMIT", []).map(|_| ()),
        Err(e) => {
            // Without the outer transaction each job committed on its own.
            tracing::warn!("database batch could not begin: {e}");
            Ok(())
        }
    };
    let took = started.elapsed();
    if took > SLOW_COMMIT {
        tracing::debug!("a commit of {} jobs took {took:?}", deliveries.len());
    }
    if let Err(e) = &committed {
        tracing::error!("database commit of {} jobs failed: {e}", deliveries.len());
        let _ = conn.execute_batch("ROLLBACK");
    }
    for deliver in deliveries {
        deliver(committed.as_ref().err());
    }
    open
}

impl StoreThread {
    /// Finishes queued jobs, checkpoints and closes the database.
    pub async fn close(mut self) {
        let _ = self.store.tx.send(Cmd::Close);
        if let Some(handle) = self.handle.take() {
            let _ = tokio::task::spawn_blocking(move || handle.join()).await;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{NewGame, Seat};
    use crate::store::contract::Fixture;
    use crate::store::GameStore;
    use chomp_protocol::{FirstMover, GameStatus, MoveRecord};

    async fn fixture() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let (store, thread) = SqliteStore::open(&dir.path().join("contract.db")).unwrap();
        Fixture {
            store: std::sync::Arc::new(store),
            close: Box::new(move || Box::pin(thread.close())),
            keep: Box::new(dir),
        }
    }

    crate::store_contract_tests!(fixture);

    fn mv(ply: u32, seat: u8) -> MoveRecord {
        MoveRecord {
            ply,
            seat,
            mv: chomp_engine::Move::new(1, 2 - ply),
            removed: 1,
        }
    }

    #[tokio::test]
    async fn normal_durability_keeps_moves_across_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("n.db");
        let (store, thread) = SqliteStore::open_with(&path, Durability::Normal).unwrap();
        let id = store
            .insert_game(NewGame {
                variant: chomp_engine::Variant::Chomp,
                width: 3,
                height: 2,
                start: "3,3".into(),
                first: FirstMover::Me,
                seats: [Some(Seat::human("ann")), Some(Seat::human("bob"))],
                status: GameStatus::Playing,
                rated: true,
                rematch_of: None,
                code: None,
            })
            .await
            .unwrap();
        store.record_move(id, mv(0, 0), None).await.unwrap();
        thread.close().await;
        let (store, thread) = SqliteStore::open(&path).unwrap();
        let game = store.load_game(id).await.unwrap().unwrap();
        assert_eq!(game.moves, vec![mv(0, 0)]);
        thread.close().await;
    }
}
