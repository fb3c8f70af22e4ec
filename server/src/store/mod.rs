//! Durable state in SQLite: players, games and their moves. One dedicated
//! thread owns the connection (WAL mode) and runs jobs sent from async code,
//! so no database call ever blocks a tokio worker. A job's result comes back
//! only after its transaction committed: "written" means on disk.

mod games;
mod players;
mod schema;
mod stats;

use std::path::Path;
use std::sync::mpsc as std_mpsc;
use std::thread::JoinHandle;

use rusqlite::Connection;
use tokio::sync::oneshot;

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
}

type Job = Box<dyn FnOnce(&mut Connection) + Send>;

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
    /// Opens (creating and migrating) the database and starts its thread.
    pub fn open(path: &Path) -> Result<(Store, StoreThread), StoreError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Dir {
                path: dir.display().to_string(),
                source,
            })?;
        }
        let mut conn = Connection::open(path)?;
        schema::prepare(&mut conn)?;
        let (tx, rx) = std_mpsc::channel::<Cmd>();
        let handle = std::thread::Builder::new()
            .name("chomp-store".into())
            .spawn(move || {
                while let Ok(cmd) = rx.recv() {
                    match cmd {
                        Cmd::Run(job) => job(&mut conn),
                        Cmd::Close => break,
                    }
                }
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
            let _ = tx.send(f(conn));
        });
        self.tx
            .send(Cmd::Run(job))
            .map_err(|_| StoreError::Closed)?;
        rx.await.map_err(|_| StoreError::Closed)?
    }
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

    pub async fn totals(&self) -> Result<chomp_protocol::Totals, StoreError> {
        self.run(stats::totals).await
    }
}
