//! An old database (schema version 8, rated by the hand-written Elo) opened
//! by this server: its games are replayed through Glicko-2, so each
//! player's history goes on from the first game.

use rusqlite::{params, Connection};

use super::{Migration, MIGRATIONS};
use crate::store::contract::migration::{check_replayed, OLD_GAMES, OLD_PLAYERS};
use crate::store::SqliteStore;

/// The schema as it was before Glicko-2: every migration before the last.
const OLD_VERSION: usize = 8;

fn old_database(path: &std::path::Path) {
    let mut conn = Connection::open(path).unwrap();
    for step in &MIGRATIONS[..OLD_VERSION] {
        let tx = conn.transaction().unwrap();
        match step {
            Migration::Sql(sql) => tx.execute_batch(sql).unwrap(),
            Migration::Backfill(sql, fill) => {
                tx.execute_batch(sql).unwrap();
                fill(&tx).unwrap();
            }
        }
        tx.commit().unwrap();
    }
    conn.pragma_update(None, "user_version", OLD_VERSION as i64)
        .unwrap();
    // Elo's numbers, as the old server left them.
    for (name, rating, games, wins) in OLD_PLAYERS {
        conn.execute(
            "INSERT INTO players (name, name_key, token_hash, rating, games, wins, losses,
                 created_at) VALUES (?1, ?1, 'x', ?2, ?3, ?4, ?3 - ?4, '2025-01-01T00:00:00Z')",
            params![name, rating, games, wins],
        )
        .unwrap();
    }
    for (id, variant, s0, l0, s1, l1, status, winner, reason, rated, at) in OLD_GAMES {
        conn.execute(
            "INSERT INTO games (id, variant, width, height, start, first, seat0_name, seat0_level,
                 seat1_name, seat1_level, status, winner, reason, rated, created_at, finished_at)
             VALUES (?1, ?2, 5, 4, '5,5,5,5', 'me', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10,
                 '2025-01-01T00:00:00Z', ?11)",
            params![id, variant, s0, l0, s1, l1, status, winner, reason, rated, at],
        )
        .unwrap();
        if status == "finished" && reason != Some("aborted") {
            for name in [s0, s1].into_iter().filter(|n| !n.contains(' ')) {
                conn.execute(
                    "INSERT INTO ratings (player, game, rating, at) VALUES (?1, ?2, 1234, ?3)",
                    params![name, id, at],
                )
                .unwrap();
            }
        }
    }
}

/// See [`check_replayed`] for what is expected, and how it was computed.
#[tokio::test]
async fn an_old_database_replays_its_games_through_glicko2() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    old_database(&path);
    let (store, thread) = SqliteStore::open(&path).unwrap();
    check_replayed(&store).await;
    drop(store);
    thread.close().await;
}
