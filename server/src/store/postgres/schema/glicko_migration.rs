//! An old database (schema version 7, rated by the hand-written Elo) opened
//! by this server: its games are replayed through Glicko-2, as on SQLite.

use super::{GLICKO_AT, MIGRATIONS};
use crate::store::contract::migration::{check_replayed, OLD_GAMES, OLD_PLAYERS};
use crate::store::postgres::scratch::{admin_url, drop_database, fresh_database};
use crate::store::postgres::PgStore;

/// See [`check_replayed`] for what is expected, and how it was computed.
#[tokio::test]
async fn an_old_database_replays_its_games_through_glicko2() {
    let Some(admin) = admin_url() else {
        return;
    };
    let url = fresh_database(&admin).await;
    let (client, conn) = tokio_postgres::connect(&url, tokio_postgres::NoTls)
        .await
        .unwrap();
    let conn = tokio::spawn(conn);
    // The schema just before the Glicko-2 step (later steps may follow it).
    let old = GLICKO_AT - 1;
    client
        .batch_execute(
            "CREATE TABLE schema_migrations (
                 version BIGINT PRIMARY KEY,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now());",
        )
        .await
        .unwrap();
    // The old schema; its backfills had nothing to fill in an empty database.
    for (i, sql) in MIGRATIONS[..old as usize].iter().enumerate() {
        client.batch_execute(sql).await.unwrap();
        client
            .execute(
                "INSERT INTO schema_migrations (version) VALUES ($1)",
                &[&(i as i64 + 1)],
            )
            .await
            .unwrap();
    }
    for (name, rating, games, wins) in OLD_PLAYERS {
        client
            .execute(
                "INSERT INTO players (name, name_key, token_hash, rating, games, wins, losses)
                 VALUES ($1, $1, 'x', $2, $3::int8, $4::int8, $3::int8 - $4::int8)",
                &[&name, &rating, &games, &wins],
            )
            .await
            .unwrap();
    }
    for (id, variant, s0, l0, s1, l1, status, winner, reason, rated, at) in OLD_GAMES {
        let winner = winner.map(i16::from);
        client
            .execute(
                "INSERT INTO games (id, variant, width, height, start, first, seat0_name,
                     seat0_level, seat1_name, seat1_level, status, winner, reason, rated,
                     finished_at)
                 VALUES ($1, $2, 5, 4, '5,5,5,5', 'me', $3, $4, $5, $6, $7, $8, $9, $10,
                     $11::text::timestamptz)",
                &[
                    &id, &variant, &s0, &l0, &s1, &l1, &status, &winner, &reason, &rated, &at,
                ],
            )
            .await
            .unwrap();
        if status == "finished" && reason != Some("aborted") {
            for name in [s0, s1].into_iter().filter(|n| !n.contains(' ')) {
                client
                    .execute(
                        "INSERT INTO ratings (player, game, rating, at)
                         VALUES ($1, $2, 1234, $3::text::timestamptz)",
                        &[&name, &id, &at],
                    )
                    .await
                    .unwrap();
            }
        }
    }
    drop(client);
    let _ = conn.await;
    let store = PgStore::open(&url).await.unwrap();
    check_replayed(&store).await;
    store.close().await;
    drop_database(&admin, &url).await;
}
