//! The store's sub-traits on SQLite: each call is a job of the concern's
//! module (`games`, `players`, `ssh_keys`, `ratings`, `stats`) run on the
//! database thread; the answer comes once its batch is committed. A write
//! is a [`Write`] value ([`apply`]); the write methods themselves are the
//! sub-traits' own, the same for every backend.

use std::collections::BTreeMap;

use chomp_protocol::{GameId, HistoryGame, LeaderboardEntry, PlayerRecord, Totals};
use rusqlite::Connection;

use super::{games, players, ratings, ssh_keys, stats, SqliteStore};
use crate::model::StoredGame;
use crate::store::{
    GameStore, KeyStore, PlayerStore, ServiceStore, StatsStore, Store, StoreError, StoreFuture,
    Write, Writer, Written,
};

impl Store for SqliteStore {}

/// Runs one write inside the batch's transaction.
fn apply(c: &mut Connection, write: Write) -> Result<Written, StoreError> {
    Ok(match write {
        Write::Claim { name, token, bot } => {
            Written::Claim(players::claim(c, &name, token.as_deref(), bot)?)
        }
        Write::ClaimByKey {
            name,
            fingerprint,
            claim,
        } => Written::KeyClaim(ssh_keys::claim_by_key(c, &name, &fingerprint, claim)?),
        Write::LinkKey { name, fingerprint } => {
            Written::Linked(ssh_keys::link_key(c, &name, &fingerprint)?)
        }
        Write::InsertGame(game) => Written::Game(games::insert(c, &game)?),
        Write::StartGame { id, seats, rated } => {
            games::start(c, id, &seats, rated)?;
            Written::Done
        }
        Write::PauseClock { id, ply, left_ms } => {
            games::pause_clock(c, id, ply, left_ms)?;
            Written::Done
        }
        Write::CancelGame(id) => {
            games::cancel(c, id)?;
            Written::Done
        }
        Write::RecordMove { id, mv, finish } => {
            games::record_move(c, id, &mv, finish)?;
            Written::Done
        }
        Write::FinishGame { id, finish } => {
            games::finish(c, id, finish)?;
            Written::Done
        }
        Write::Health => {
            c.execute_batch(
                "CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checked_at INTEGER NOT NULL);
                 INSERT OR REPLACE INTO health (id, checked_at) VALUES (1, unixepoch());",
            )?;
            Written::Done
        }
    })
}

impl Writer for SqliteStore {
    fn write(&self, write: Write) -> StoreFuture<Written> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| apply(c, write)).await })
    }
}

impl GameStore for SqliteStore {
    fn rated_games_between(&self, a: String, b: String) -> StoreFuture<u32> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| games::rated_between(c, &a, &b)).await })
    }

    fn unfinished_games(&self) -> StoreFuture<Vec<StoredGame>> {
        let this = self.clone();
        Box::pin(async move { this.run(games::unfinished).await })
    }

    fn load_game(&self, id: GameId) -> StoreFuture<Option<StoredGame>> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| games::load(c, id)).await })
    }
}

impl PlayerStore for SqliteStore {
    fn record(&self, name: String) -> StoreFuture<Option<PlayerRecord>> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| players::record(c, &name)).await })
    }
}

impl KeyStore for SqliteStore {}

impl StatsStore for SqliteStore {
    fn leaderboard(&self, limit: u32) -> StoreFuture<BTreeMap<String, Vec<LeaderboardEntry>>> {
        let this = self.clone();
        Box::pin(async move { this.run(move |c| ratings::leaderboard(c, limit)).await })
    }

    fn history(&self, player: Option<String>, limit: u32) -> StoreFuture<Vec<HistoryGame>> {
        let this = self.clone();
        Box::pin(async move {
            this.run(move |c| games::history(c, player.as_deref(), limit))
                .await
        })
    }

    fn totals(&self) -> StoreFuture<Totals> {
        let this = self.clone();
        Box::pin(async move { this.run(stats::totals).await })
    }
}

impl ServiceStore for SqliteStore {
    fn service_id(&self) -> StoreFuture<String> {
        let this = self.clone();
        Box::pin(async move {
            this.run(|conn| {
                Ok(
                    conn.query_row("SELECT value FROM meta WHERE key = 'service_id'", [], |r| {
                        r.get(0)
                    })?,
                )
            })
            .await
        })
    }
}
