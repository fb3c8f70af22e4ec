//! Scratch databases for tests, here and in the system tests: a real
//! PostgreSQL named by `CHOMP_TEST_POSTGRES`, whose role may create
//! databases (scripts/postgres-test-db.sh sets one up); each test gets a
//! fresh database of its own and drops it at the end. Without the variable
//! the tests say they are skipped, except under CI (`CI=true`), where a
//! PostgreSQL that cannot be reached fails the run.
//!
//! Test support only: compiled for this crate's tests and, through the
//! `testkit` feature, for the testkit crate; never in a release build,
//! since it panics where a server must answer with an error.

use std::sync::atomic::{AtomicU32, Ordering};

use tokio_postgres::NoTls;

static NEXT: AtomicU32 = AtomicU32::new(0);

/// The admin URL, or `None` (with a line saying so) when the tests may skip.
pub fn admin_url() -> Option<String> {
    match std::env::var("CHOMP_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => Some(url),
        _ if std::env::var("CI").is_ok_and(|v| v == "true") => {
            panic!("CHOMP_TEST_POSTGRES is not set under CI: .ci/run must start PostgreSQL")
        }
        _ => {
            eprintln!(
                "skipped: CHOMP_TEST_POSTGRES is not set (export CHOMP_TEST_POSTGRES=$(scripts/postgres-test-db.sh))"
            );
            None
        }
    }
}

/// A new empty database; returns its URL.
pub async fn fresh_database(admin: &str) -> String {
    let name = format!(
        "chomp_t{}_{}_{}",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed),
        rand::random::<u32>()
    );
    let (client, conn) = tokio_postgres::connect(admin, NoTls)
        .await
        .unwrap_or_else(|e| panic!("cannot reach the test PostgreSQL at {admin}: {e}"));
    tokio::spawn(conn);
    client
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .await
        .expect("create a test database");
    // The URL of the new database: the admin URL with another path.
    let base = admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin);
    format!("{base}/{name}")
}

/// Drops a test database (best effort; a leftover one is harmless).
pub async fn drop_database(admin: &str, url: &str) {
    let Some((_, name)) = url.rsplit_once('/') else {
        return;
    };
    if let Ok((client, conn)) = tokio_postgres::connect(admin, NoTls).await {
        tokio::spawn(conn);
        let _ = client
            .batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .await;
    }
}
