//! The store's failure and the future every store call resolves to, in a
//! leaf of their own: the `Store` trait and its sub-traits (such as
//! `TournamentStore`) all use them, and the trait names its sub-traits, so
//! they cannot live beside it without the two files using each other.

use chomp_protocol::GameId;
use futures::future::BoxFuture;

/// A store failure.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database itself failed (the backend's own error inside).
    #[error("{0}")]
    Backend(Box<dyn std::error::Error + Send + Sync>),
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
    /// The database cannot be reached now; nothing was written.
    #[error("{0}")]
    Unavailable(String),
    /// The `--db` value cannot be used.
    #[error("{0}")]
    Url(String),
    /// The game a new game was to rematch has been rematched already, as
    /// `existing`; nothing was written.
    #[error("game {game} was rematched already, as game {existing}")]
    Rematched { game: GameId, existing: GameId },
}

/// What a store call resolves to. Boxed so that the trait is object-safe:
/// the backend is chosen at start (from `--db`), and every task holds the
/// same `Arc<dyn Store>`. The future owns what it needs (`'static`), so a
/// caller may hold it across its own awaits without borrowing the store.
pub type StoreFuture<T> = BoxFuture<'static, Result<T, StoreError>>;
