//! The store's one write vocabulary: every write of the games, names, keys
//! and service concerns is a [`Write`] value, and every backend runs the
//! same values ([`Writer::write`]): SQLite on its database thread,
//! PostgreSQL in its committer's batches, the store in memory under its
//! lock. The sub-traits' write methods are written once, here and in their
//! traits' provided methods, on top of it; a backend implements only
//! [`Writer`] and the reads.

use chomp_protocol::{GameId, MoveRecord};

use super::error::{StoreError, StoreFuture};
use crate::model::{FinishedGame, NewGame, Seats};

/// A write, as every backend runs it (all or nothing, answered once it is
/// committed).
#[derive(Debug)]
pub enum Write {
    /// See [`super::PlayerStore::claim`].
    Claim {
        name: String,
        token: Option<String>,
        bot: bool,
    },
    /// See [`super::GameStore::insert_game`].
    InsertGame(NewGame),
    StartGame {
        id: GameId,
        seats: Seats,
        rated: bool,
    },
    PauseClock {
        id: GameId,
        ply: u32,
        left_ms: u64,
    },
    CancelGame(GameId),
    RecordMove {
        id: GameId,
        mv: MoveRecord,
        finish: Option<FinishedGame>,
    },
    FinishGame {
        id: GameId,
        finish: FinishedGame,
    },
    /// Rewrites one row, to prove the database takes writes.
    Health,
    /// Logs in under a name with an SSH key (`claim` false: only checks).
    ClaimByKey {
        name: String,
        fingerprint: String,
        claim: bool,
    },
    LinkKey {
        name: String,
        fingerprint: String,
    },
}

/// What a write answers once committed.
#[derive(Debug)]
pub enum Written {
    Claim(Claim),
    KeyClaim(KeyClaim),
    Linked(bool),
    Game(GameId),
    Done,
}

/// The outcome of presenting a name (and maybe a token) in `hello`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// The name was free and is now claimed with this new token.
    New(String),
    /// The name was claimed and the token matches.
    Known,
    /// The name is claimed and the token is missing or wrong.
    Refused,
    /// The name is free, but another name sharing a look-alike key with it
    /// (either of `chomp_protocol::name_keys`) is claimed: it is the same name.
    LookAlike,
}

/// What logging in under a name with an SSH key finds (the key is named by
/// its SHA256 fingerprint, as `ssh-keygen -l` prints it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyClaim {
    /// The name was free and is now held by this key (or would be, when
    /// only checked).
    New,
    /// The name is held by this key.
    Known,
    /// The name is held by another key.
    OtherKey,
    /// The name was claimed with a token and has no key linked yet.
    TokenOnly,
    /// The name is free, but a look-alike is claimed: it is the same name.
    LookAlike,
}

/// A backend that runs [`Write`]s.
pub trait Writer: Send + Sync + 'static {
    /// Runs one write; resolves once it is committed.
    fn write(&self, write: Write) -> StoreFuture<Written>;
}

/// The answer of `write` as its method types it: `pick` takes the one kind
/// of [`Written`] the write gives and hands any other back, which only a
/// broken backend answers.
pub fn answer<T: Send + 'static>(
    written: StoreFuture<Written>,
    what: &'static str,
    pick: fn(Written) -> Result<T, Written>,
) -> StoreFuture<T> {
    Box::pin(async move {
        pick(written.await?)
            .map_err(|other| StoreError::Corrupt(format!("{what} answered {other:?}")))
    })
}

/// The answer of a write that answers nothing but that it is done.
pub fn done(written: StoreFuture<Written>) -> StoreFuture<()> {
    Box::pin(async move { written.await.map(|_| ()) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game_id(w: Written) -> Result<GameId, Written> {
        match w {
            Written::Game(id) => Ok(id),
            other => Err(other),
        }
    }

    #[tokio::test]
    async fn a_write_answered_with_another_kind_is_refused_as_corrupt() {
        let right: StoreFuture<Written> = Box::pin(async { Ok(Written::Game(7)) });
        assert_eq!(answer(right, "an insert", game_id).await.unwrap(), 7);
        let wrong: StoreFuture<Written> = Box::pin(async { Ok(Written::Done) });
        match answer(wrong, "an insert", game_id).await {
            Err(StoreError::Corrupt(m)) => assert_eq!(m, "an insert answered Done"),
            other => panic!("a wrong answer must be refused: {other:?}"),
        }
        let failed: StoreFuture<Written> = Box::pin(async { Err(StoreError::Closed) });
        assert!(matches!(done(failed).await, Err(StoreError::Closed)));
    }
}
