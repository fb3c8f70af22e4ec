//! Durable state in SQLite: players, games and their moves. One dedicated
//! thread owns the connection (WAL mode) and runs jobs sent from async code,
//! so no database call ever blocks a tokio worker. A job's result comes back
//! only after its transaction committed: "written" means on disk.

mod backup;
mod cached;
mod checkpoint;
mod games;
mod players;
mod schema;
mod stats;

use std::path::Path;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;

use rusqlite::Connection;
use tokio::sync::oneshot;

pub use backup::{backup, BackupReport};
pub use games::{FinishedGame, GameRow, NewGame, SeatRow};
pub use players::Claim;

/// A database failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{0}")]
    Sqlite(#[from] rusqlite::Error),
    #[error("cannot create the database directory {path}: {source}")]
    Dir {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("the database schema version {0} is newer than this server knows")]
    TooNew(i64),
    #[error("the database holds an unreadable record: {0}")]
    Corrupt(String),
    #[error("the database thread has stopped")]
    Closed,
    #[error("the backup failed: {0}")]
    Backup(String),
}

/// A job runs on the database thread and returns how to deliver its result
/// once the batch it ran in is committed (or, if that commit failed, the
/// commit's error instead).
type Job = Box<dyn FnOnce(&mut Connection) -> Delivery + Send>;
type Delivery = Box<dyn FnOnce(Option<&rusqlite::Error>) + Send>;

/// When a commit counts as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Durability {
    /// Every commit waits for an fsync of the WAL: an acknowledged move
    /// survives a crash of the server, of the operating system and a power
    /// cut. Costs one fsync per batch of moves.
    Full,
    /// Commits reach the operating system, not the disk: an acknowledged
    /// move survives the server being killed (what the crash test checks)
    /// but not a power cut or kernel crash. The WAL is folded back and
    /// fsynced by a background thread, so no move waits for the disk.
    Normal,
}

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
pub struct Store {
    tx: std_mpsc::Sender<Cmd>,
}

/// The database thread itself; `close` it once every writer is done.
pub struct StoreThread {
    store: Store,
    handle: Option<JoinHandle<()>>,
}

impl Store {
    /// Opens (creating and migrating) the database and starts its thread,
    /// with full durability.
    pub fn open(path: &Path) -> Result<(Store, StoreThread), StoreError> {
        Store::open_with(path, Durability::Full)
    }

    /// Opens the database with the given durability.
    pub fn open_with(
        path: &Path,
        durability: Durability,
    ) -> Result<(Store, StoreThread), StoreError> {
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
        let store = Store { tx };
        Ok((
            store.clone(),
            StoreThread {
                store,
                handle: Some(handle),
            },
        ))
    }

    /// Runs `f` on the database thread and returns its result.
    pub async fn run<R, F>(&self, f: F) -> Result<R, StoreError>
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

/// The typed queries, each run on the database thread.
impl Store {
    pub async fn claim(&self, name: String, token: Option<String>) -> Result<Claim, StoreError> {
        self.run(move |c| players::claim(c, &name, token.as_deref()))
            .await
    }

    pub async fn record(
        &self,
        name: String,
    ) -> Result<Option<chomp_protocol::PlayerRecord>, StoreError> {
        self.run(move |c| players::record(c, &name)).await
    }

    pub async fn leaderboard(
        &self,
        limit: u32,
    ) -> Result<Vec<chomp_protocol::LeaderboardEntry>, StoreError> {
        self.run(move |c| players::leaderboard(c, limit)).await
    }

    pub async fn insert_game(&self, game: NewGame) -> Result<chomp_protocol::GameId, StoreError> {
        self.run(move |c| games::insert(c, &game)).await
    }

    pub async fn start_game(
        &self,
        id: chomp_protocol::GameId,
        seats: [Option<SeatRow>; 2],
    ) -> Result<(), StoreError> {
        self.run(move |c| games::start(c, id, &seats)).await
    }

    pub async fn cancel_game(&self, id: chomp_protocol::GameId) -> Result<(), StoreError> {
        self.run(move |c| games::cancel(c, id)).await
    }

    pub async fn record_move(
        &self,
        id: chomp_protocol::GameId,
        mv: chomp_protocol::MoveRecord,
        finish: Option<FinishedGame>,
    ) -> Result<(), StoreError> {
        self.run(move |c| games::record_move(c, id, &mv, finish))
            .await
    }

    pub async fn finish_game(
        &self,
        id: chomp_protocol::GameId,
        finish: FinishedGame,
    ) -> Result<(), StoreError> {
        self.run(move |c| games::finish(c, id, finish)).await
    }

    pub async fn unfinished_games(&self) -> Result<Vec<GameRow>, StoreError> {
        self.run(games::unfinished).await
    }

    pub async fn load_game(
        &self,
        id: chomp_protocol::GameId,
    ) -> Result<Option<GameRow>, StoreError> {
        self.run(move |c| games::load(c, id)).await
    }

    pub async fn history(
        &self,
        player: Option<String>,
        limit: u32,
    ) -> Result<Vec<chomp_protocol::HistoryGame>, StoreError> {
        self.run(move |c| games::history(c, player.as_deref(), limit))
            .await
    }

    /// Proves the database takes a write now: one row is rewritten and
    /// committed like any move (for `/healthz`).
    pub async fn can_write(&self) -> Result<(), StoreError> {
        self.run(|conn| {
            conn.execute_batch(
                "CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);
                 INSERT OR REPLACE INTO health (id, checked_at) VALUES (1, unixepoch());",
            )?;
            Ok(())
        })
        .await
    }

    pub async fn totals(&self) -> Result<chomp_protocol::Totals, StoreError> {
        self.run(stats::totals).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_protocol::{GameStatus, Level, MoveRecord, OverReason};

    fn new_game(seats: [Option<SeatRow>; 2]) -> NewGame {
        NewGame {
            variant: "chomp".into(),
            width: 3,
            height: 2,
            start: "3,3".into(),
            first: "me".into(),
            seats,
            status: GameStatus::Playing,
        }
    }

    fn mv(ply: u32, seat: u8) -> MoveRecord {
        MoveRecord {
            ply,
            seat,
            row: 1,
            col: 2 - ply,
            removed: 1,
        }
    }

    #[tokio::test]
    async fn normal_durability_keeps_moves_across_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("n.db");
        let (store, thread) = Store::open_with(&path, Durability::Normal).unwrap();
        let id = store
            .insert_game(new_game([
                Some(SeatRow::human("ann")),
                Some(SeatRow::human("bob")),
            ]))
            .await
            .unwrap();
        store.record_move(id, mv(0, 0), None).await.unwrap();
        thread.close().await;
        let (store, thread) = Store::open(&path).unwrap();
        let game = store.load_game(id).await.unwrap().unwrap();
        assert_eq!(game.moves, vec![mv(0, 0)]);
        thread.close().await;
    }

    #[tokio::test]
    async fn results_move_records_and_ratings_in_one_step() {
        let dir = tempfile::tempdir().unwrap();
        let (store, thread) = Store::open(&dir.path().join("s.db")).unwrap();
        let Claim::New(token) = store.claim("ann".into(), None).await.unwrap() else {
            panic!("a new name is claimed");
        };
        assert_eq!(
            store
                .claim("ann".into(), Some(token.clone()))
                .await
                .unwrap(),
            Claim::Known
        );
        assert_eq!(
            store.claim("ann".into(), None).await.unwrap(),
            Claim::Refused
        );

        let seats = [Some(SeatRow::human("ann")), Some(SeatRow::bot(Level::Hard))];
        let id = store.insert_game(new_game(seats.clone())).await.unwrap();
        store.record_move(id, mv(0, 0), None).await.unwrap();
        // The same ply twice is refused and changes nothing.
        assert!(store.record_move(id, mv(0, 0), None).await.is_err());
        let finish = FinishedGame {
            winner: 0,
            reason: OverReason::Normal,
            rated: true,
        };
        store.record_move(id, mv(1, 1), Some(finish)).await.unwrap();
        let ann = store.record("ann".into()).await.unwrap().unwrap();
        assert_eq!((ann.games, ann.wins, ann.losses), (1, 1, 0));
        assert!(ann.rating > 1230.0, "beating hard pays: {}", ann.rating);
        // A finished game cannot finish again.
        assert!(store.finish_game(id, finish).await.is_err());

        // An unrated result counts in the record but keeps the rating.
        let id2 = store.insert_game(new_game(seats)).await.unwrap();
        let unrated = FinishedGame {
            winner: 1,
            reason: OverReason::Abandon,
            rated: false,
        };
        store.finish_game(id2, unrated).await.unwrap();
        let after = store.record("ann".into()).await.unwrap().unwrap();
        assert_eq!((after.games, after.losses), (2, 1));
        assert_eq!(after.rating, ann.rating);

        let totals = store.totals().await.unwrap();
        assert_eq!(
            (totals.games, totals.human_wins_vs_bots, totals.bot_wins),
            (2, 1, 1)
        );
        assert_eq!(totals.per_level["hard"].games, 2);
        let history = store.history(Some("ann".into()), 10).await.unwrap();
        assert_eq!(history.len(), 2);
        assert_eq!(history[1].moves.len(), 2);
        assert!(store.unfinished_games().await.unwrap().is_empty());
        thread.close().await;
        assert!(store.totals().await.is_err(), "a closed store refuses work");
    }
}
