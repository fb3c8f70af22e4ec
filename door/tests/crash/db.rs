//! The database under test (SQLite or PostgreSQL), read directly to check
//! what the server says.

use super::*;

/// The database under test, read directly to check what the server says.
pub enum Db {
    Sqlite(PathBuf),
    Postgres(String),
}

impl Db {
    pub fn target(&self) -> std::ffi::OsString {
        match self {
            Db::Sqlite(path) => path.into(),
            Db::Postgres(url) => url.into(),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    async fn pg(url: &str) -> tokio_postgres::Client {
        let (client, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls)
            .await
            .expect("the test PostgreSQL answers");
        tokio::spawn(conn);
        client
    }

    /// (seat, row, col) of a stored move.
    pub async fn stored_move(&self, game: u64, ply: u64) -> Option<(u64, u64, u64)> {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT seat, row, col FROM moves WHERE game_id=?1 AND ply=?2",
                    [game, ply],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
                )
                .ok(),
            Db::Postgres(url) => Self::pg(url)
                .await
                .query_opt(
                    "SELECT seat::int8, row::int8, col::int8 FROM moves WHERE game_id=$1 AND ply=$2",
                    &[&(game as i64), &(ply as i32)],
                )
                .await
                .unwrap()
                .map(|r| {
                    let get = |i: usize| r.get::<_, i64>(i) as u64;
                    (get(0), get(1), get(2))
                }),
        }
    }

    /// (status, winner) of a game.
    pub async fn result(&self, game: u64) -> (String, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT status, winner FROM games WHERE id=?1",
                    [game],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT status, winner::int8 FROM games WHERE id=$1",
                        &[&(game as i64)],
                    )
                    .await
                    .unwrap();
                (r.get(0), r.get::<_, Option<i64>>(1).unwrap_or(-1) as u64)
            }
        }
    }

    /// (games finished, games won) of a player, recounted from the games.
    pub async fn record(&self, who: &str) -> (u64, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT COUNT(*), COALESCE(SUM((seat0_name=?1 AND winner=0) OR (seat1_name=?1 AND winner=1)), 0)
                     FROM games WHERE status='finished' AND (seat0_name=?1 OR seat1_name=?1)",
                    [who],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT COUNT(*), COUNT(*) FILTER (WHERE (seat0_name=$1 AND winner=0) OR (seat1_name=$1 AND winner=1))
                         FROM games WHERE status='finished' AND (seat0_name=$1 OR seat1_name=$1)",
                        &[&who],
                    )
                    .await
                    .unwrap();
                (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u64)
            }
        }
    }

    /// (games finished, games bots won), recounted from the games.
    pub async fn totals(&self) -> (u64, u64) {
        match self {
            Db::Sqlite(path) => rusqlite::Connection::open(path)
                .unwrap()
                .query_row(
                    "SELECT COUNT(*), COALESCE(SUM((seat0_level IS NOT NULL AND winner=0)
                         OR (seat1_level IS NOT NULL AND winner=1)), 0)
                     FROM games WHERE status='finished'",
                    [],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap(),
            Db::Postgres(url) => {
                let r = Self::pg(url)
                    .await
                    .query_one(
                        "SELECT COUNT(*), COUNT(*) FILTER (WHERE (seat0_level IS NOT NULL AND winner=0)
                             OR (seat1_level IS NOT NULL AND winner=1))
                         FROM games WHERE status='finished'",
                        &[],
                    )
                    .await
                    .unwrap();
                (r.get::<_, i64>(0) as u64, r.get::<_, i64>(1) as u64)
            }
        }
    }
}
