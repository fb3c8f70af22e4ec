//! The upgrade of a database from before name keys, on a scratch database.

use tokio_postgres::NoTls;

use super::*;
use crate::auth::{hash_token, new_token};
use crate::store::postgres::scratch::{admin_url, drop_database, fresh_database};
use crate::store::postgres::PgStore;
use crate::store::{Claim, PlayerStore};

/// A database at version 1 holding `alice`, `Alice` and `aIice` (all
/// claimed before keys existed): after the upgrade (both keys' migrations)
/// each logs in by its exact name and no new look-alike can be claimed.
#[tokio::test]
async fn legacy_look_alikes_keep_their_names_after_the_upgrade() {
    let Some(admin) = admin_url() else {
        return;
    };
    let url = fresh_database(&admin).await;
    let (mut client, conn) = tokio_postgres::connect(&url, NoTls).await.unwrap();
    let conn = tokio::spawn(conn);
    client
        .batch_execute(
            "CREATE TABLE schema_migrations (
                 version BIGINT PRIMARY KEY,
                 applied_at TIMESTAMPTZ NOT NULL DEFAULT now());
             INSERT INTO schema_migrations (version) VALUES (1);",
        )
        .await
        .unwrap();
    client.batch_execute(MIGRATIONS[0]).await.unwrap();
    let (ta, tb) = (new_token(), new_token());
    let tc = new_token();
    let rows = [
        ("alice", &ta, "2025-01-01 00:00:00+00"),
        ("Alice", &tb, "2025-02-01 00:00:00+00"),
        ("aIice", &tc, "2025-03-01 00:00:00+00"),
    ];
    for (name, token, at) in rows {
        client
            .execute(
                "INSERT INTO players (name, token_hash, rating, created_at)
                 VALUES ($1, $2, 1200, $3::text::timestamptz)",
                &[&name, &hash_token(token), &at],
            )
            .await
            .unwrap();
    }
    migrate(&mut client).await.unwrap();
    drop(client);
    let _ = conn.await;
    let store = PgStore::open(&url).await.unwrap();
    let claim =
        |name: &str, token: Option<&String>| store.claim(name.into(), token.cloned(), false);
    assert_eq!(claim("alice", Some(&ta)).await.unwrap(), Claim::Known);
    assert_eq!(claim("Alice", Some(&tb)).await.unwrap(), Claim::Known);
    assert_eq!(claim("aIice", Some(&tc)).await.unwrap(), Claim::Known);
    assert_eq!(claim("ALICE", None).await.unwrap(), Claim::LookAlike);
    assert_eq!(claim("AIICE", None).await.unwrap(), Claim::LookAlike);
    store.close().await;
    drop_database(&admin, &url).await;
}
