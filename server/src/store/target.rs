//! Which store `--db` names, and opening it: a file path is the embedded
//! SQLite store (the default, which needs nothing installed), a
//! `postgres://` URL the PostgreSQL store that several nodes can share. Any
//! other URL is refused, so a typo never silently creates a local directory
//! named after a URL scheme. `memory:` is the store in memory, for tests of
//! the whole server without a disk: nothing survives a stop.

use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;
use std::sync::Arc;

use super::memory::MemoryStore;
use super::postgres::PgStore;
use super::sqlite::{SqliteStore, StoreThread};
use super::{Durability, SharedStore, StoreError};

/// The `--db` value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DbTarget {
    Sqlite(PathBuf),
    Postgres(String),
    /// `memory:`: for tests only (a stop forgets everything).
    Memory,
}

/// The `--db` word of the store in memory.
pub const MEMORY: &str = "memory:";

impl FromStr for DbTarget {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        if text == MEMORY {
            return Ok(DbTarget::Memory);
        }
        let Some((scheme, _)) = text.split_once("://") else {
            if text.trim().is_empty() {
                return Err("the database path is empty".into());
            }
            return Ok(DbTarget::Sqlite(PathBuf::from(text)));
        };
        match scheme.to_ascii_lowercase().as_str() {
            "postgres" | "postgresql" => Ok(DbTarget::Postgres(text.to_string())),
            other => Err(format!(
                "'{}://' is not a database this server can use; give a file path (SQLite) or a postgres:// URL",
                other.chars().take(20).collect::<String>()
            )),
        }
    }
}

impl From<PathBuf> for DbTarget {
    fn from(path: PathBuf) -> Self {
        DbTarget::Sqlite(path)
    }
}

impl fmt::Display for DbTarget {
    /// The target without its password, for logs and messages.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DbTarget::Sqlite(path) => write!(f, "{}", path.display()),
            DbTarget::Memory => write!(f, "{MEMORY}"),
            DbTarget::Postgres(url) => {
                let shown = match (url.split_once("://"), url.rsplit_once('@')) {
                    (Some((scheme, _)), Some((_, host))) => format!("{scheme}://…@{host}"),
                    _ => url.clone(),
                };
                write!(f, "{shown}")
            }
        }
    }
}

/// What closes an open store once the server is done with it.
pub enum StoreCloser {
    Sqlite(StoreThread),
    Postgres(PgStore),
    Memory(MemoryStore),
}

impl StoreCloser {
    /// Finishes queued writes and closes the database.
    pub async fn close(self) {
        match self {
            StoreCloser::Sqlite(thread) => thread.close().await,
            StoreCloser::Postgres(store) => store.close().await,
            StoreCloser::Memory(store) => store.close(),
        }
    }
}

/// Opens (creating and migrating) the store `target` names.
pub async fn open(
    target: &DbTarget,
    durability: Durability,
) -> Result<(SharedStore, StoreCloser), StoreError> {
    match target {
        DbTarget::Sqlite(path) => {
            let path = path.clone();
            let (store, thread) =
                tokio::task::spawn_blocking(move || SqliteStore::open_with(&path, durability))
                    .await
                    .map_err(|e| {
                        StoreError::Corrupt(format!("opening the database failed: {e}"))
                    })??;
            Ok((Arc::new(store), StoreCloser::Sqlite(thread)))
        }
        DbTarget::Postgres(url) => {
            let store = PgStore::open(url).await?;
            Ok((Arc::new(store.clone()), StoreCloser::Postgres(store)))
        }
        DbTarget::Memory => {
            let store = MemoryStore::new();
            Ok((Arc::new(store.clone()), StoreCloser::Memory(store)))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_urls_and_other_schemes() {
        assert_eq!(
            "data/chomp.db".parse::<DbTarget>(),
            Ok(DbTarget::Sqlite("data/chomp.db".into()))
        );
        assert_eq!(
            "postgres://u:p@127.0.0.1:5432/chomp".parse::<DbTarget>(),
            Ok(DbTarget::Postgres(
                "postgres://u:p@127.0.0.1:5432/chomp".into()
            ))
        );
        assert!(matches!(
            "PostgreSQL://h/db".parse::<DbTarget>(),
            Ok(DbTarget::Postgres(_))
        ));
        let e = "mysql://h/db".parse::<DbTarget>().unwrap_err();
        assert!(e.contains("'mysql://' is not a database"), "{e}");
        assert!("".parse::<DbTarget>().is_err());
        assert_eq!("memory:".parse::<DbTarget>(), Ok(DbTarget::Memory));
        assert_eq!(DbTarget::Memory.to_string(), "memory:");
    }

    #[test]
    fn passwords_stay_out_of_messages() {
        let t: DbTarget = "postgres://chomp:secret@db.example:5432/chomp"
            .parse()
            .unwrap();
        let shown = t.to_string();
        assert!(!shown.contains("secret"), "{shown}");
        assert!(shown.contains("db.example:5432/chomp"), "{shown}");
    }
}
