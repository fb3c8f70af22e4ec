//! Crash test: clients play real games against bots while the real binary is
//! killed with SIGKILL at random moments and restarted on the same database.
//! After each restart every move a client saw acknowledged must be in the
//! database, unfinished games must continue where they stood, and at the end
//! `history` and `stats` must agree with a recount from the games table.
//!
//! `CHOMP_CRASH_KILLS` sets the number of kills (8 by default, so that CI
//! stays within about a minute); `scripts/crash-test.sh` runs many more.

use std::collections::BTreeMap;
use std::net::{SocketAddr, TcpListener};
use std::path::{Path, PathBuf};
use std::time::Duration;

use chomp_server::store::postgres::scratch;
use chomp_testkit::boards::rows;
use chomp_testkit::{Client, ServerProcess};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

#[path = "crash/checks.rs"]
mod checks;
#[path = "crash/db.rs"]
mod db;
#[path = "crash/play.rs"]
mod play;

use checks::{check_database, check_history_and_stats};
use db::Db;
use play::{play_until_cut, settle, Seen};

/// Clients playing at once.
const CLIENTS: usize = 8;

/// Starts `chomp-server` on `addr` and waits until it listens.
fn spawn_server(db: &Db, addr: SocketAddr, durability: &str) -> ServerProcess {
    let mut args: Vec<std::ffi::OsString> = vec![
        "--bot-delay".into(),
        "0".into(),
        "--solver-bits".into(),
        "12".into(),
        "--durability".into(),
        durability.into(),
        // The clients play as fast as they can; the rate limit is not under test.
        "--rate".into(),
        "100000".into(),
        "--burst".into(),
        "100000".into(),
        "--addr-rate".into(),
        "1000000".into(),
        "--addr-burst".into(),
        "1000000".into(),
        "--names-per-addr-hour".into(),
        "1000000".into(),
        "--listen".into(),
        addr.to_string().into(),
        "--db".into(),
    ];
    args.push(db.target());
    ServerProcess::spawn(Path::new(env!("CARGO_BIN_EXE_chomp-server")), args)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_at_random_moments_loses_no_acknowledged_move() {
    crash_run("full").await;
}

/// `--durability normal` does not wait for the disk, but a killed server
/// loses nothing either: the operating system still holds every commit.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_with_normal_durability_loses_no_acknowledged_move() {
    crash_run("normal").await;
}

/// The same kills on PostgreSQL: the restarted node takes the games over
/// from the database (by their advisory locks, as in a cluster).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigkill_on_postgres_loses_no_acknowledged_move() {
    let Some(admin) = scratch::admin_url() else {
        return;
    };
    let url = scratch::fresh_database(&admin).await;
    crash_run_on(Db::Postgres(url.clone()), "full").await;
    scratch::drop_database(&admin, &url).await;
}

async fn crash_run(durability: &str) {
    let dir = tempfile::tempdir().unwrap();
    crash_run_on(Db::Sqlite(dir.path().join("chomp.db")), durability).await;
}

async fn crash_run_on(db: Db, durability: &str) {
    let kills: usize = std::env::var("CHOMP_CRASH_KILLS")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(8);
    let seed: u64 = std::env::var("CHOMP_CRASH_SEED")
        .ok()
        .and_then(|k| k.parse().ok())
        .unwrap_or(5);
    let mut rng = StdRng::seed_from_u64(seed);
    // One fixed port, so restarted servers are found at the same address.
    let addr = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap();

    let mut all: Vec<Seen> = (0..CLIENTS)
        .map(|i| Seen {
            name: format!("crash{i}"),
            ..Seen::default()
        })
        .collect();
    for round in 0..kills {
        let mut server = spawn_server(&db, addr, durability);
        check_database(&db, &all).await;
        let tasks: Vec<_> = all
            .drain(..)
            .enumerate()
            .map(|(i, seen)| tokio::spawn(play_until_cut(addr, seen, (round * CLIENTS + i) as u64)))
            .collect();
        tokio::time::sleep(Duration::from_millis(rng.random_range(100..900))).await;
        server.kill();
        for t in tasks {
            all.push(t.await.unwrap());
        }
    }
    let mut server = spawn_server(&db, addr, durability);
    check_database(&db, &all).await;
    for seen in &mut all {
        settle(addr, seen).await;
    }
    check_history_and_stats(addr, &db, &all).await;
    let acked: usize = all.iter().map(|s| s.acked.len()).sum();
    let resumed: usize = all.iter().map(|s| s.resumed).sum();
    eprintln!("{} {durability}: {kills} kills survived: {acked} acknowledged moves kept, {resumed} games resumed", db.kind());
    assert!(acked > 0);
    assert!(kills == 0 || resumed > 0, "no game was cut mid-play");
    server.kill();
}
