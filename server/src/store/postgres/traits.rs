//! The store's sub-traits on PostgreSQL: a write ([`Write`]) is queued for
//! the committer and answered once its batch is committed; a read runs on
//! a pooled connection (`reads`, `ratings`). The write methods themselves
//! are the sub-traits' own, the same for every backend.

use std::collections::BTreeMap;

use chomp_protocol::{GameId, HistoryGame, LeaderboardEntry, PlayerRecord, Totals};

use super::{ratings, reads, PgStore};
use crate::model::StoredGame;
use crate::store::{
    GameStore, KeyStore, PlayerStore, ServiceStore, StatsStore, Store, StoreFuture, Write, Writer,
    Written,
};

impl Store for PgStore {}

impl Writer for PgStore {
    fn write(&self, write: Write) -> StoreFuture<Written> {
        self.queue_write(write)
    }
}

impl GameStore for PgStore {
    fn rated_games_between(&self, a: String, b: String) -> StoreFuture<u32> {
        self.read(move |c| async move { reads::rated_between(&**c, &a, &b).await })
    }

    fn unfinished_games(&self) -> StoreFuture<Vec<StoredGame>> {
        self.read(|c| async move { reads::unfinished(&**c).await })
    }

    fn load_game(&self, id: GameId) -> StoreFuture<Option<StoredGame>> {
        self.read(move |c| async move { reads::load(&**c, id).await })
    }
}

impl PlayerStore for PgStore {
    fn record(&self, name: String) -> StoreFuture<Option<PlayerRecord>> {
        self.read(move |c| async move { reads::record(&**c, &name).await })
    }
}

impl KeyStore for PgStore {}

impl StatsStore for PgStore {
    fn leaderboard(&self, limit: u32) -> StoreFuture<BTreeMap<String, Vec<LeaderboardEntry>>> {
        self.read(move |c| async move { ratings::leaderboard(&**c, limit).await })
    }

    fn history(&self, player: Option<String>, limit: u32) -> StoreFuture<Vec<HistoryGame>> {
        self.read(move |c| async move { reads::history(&**c, player.as_deref(), limit).await })
    }

    fn totals(&self) -> StoreFuture<Totals> {
        self.read(|c| async move { reads::totals(&**c).await })
    }
}

impl ServiceStore for PgStore {
    fn service_id(&self) -> StoreFuture<String> {
        self.read(|c| async move { reads::service_id(&**c).await })
    }
}
