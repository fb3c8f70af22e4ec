//! A host that stops its server cleanly: clients are told why (close 1001
//! "server shutting down"), and the move clock does not run while the
//! server is down: each player gets back the time they had.

use crate::common;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{config, start, Client};
use serde_json::json;

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

#[tokio::test]
async fn the_move_clock_stands_still_while_the_server_is_down() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.move_timeout = Duration::from_secs(20);
    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let g = a
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    b.expect_game(id).await;
    a.play(id, 0, 2, 3).await;
    b.expect("moved").await;
    // bob thinks for 1 s, then the host stops the server. (The waits are
    // what is measured: time that passes on the clock, and time that must
    // not; they are short, the margins are what a busy machine needs.)
    tokio::time::sleep(Duration::from_secs(1)).await;
    let tb = b.token.clone();
    server.shutdown().await;
    assert_eq!(
        b.expect_closed().await,
        Some(1001),
        "close code: going away"
    );
    // Down for 2 s.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let server = start(cfg).await;
    let mut b = Client::hello(server.local_addr(), "bob", Some(&tb)).await;
    b.send(json!({"type":"watch","game":id})).await;
    let state = b.expect_game(id).await;
    let left = state["deadline_ms"]
        .as_u64()
        .unwrap()
        .saturating_sub(now_ms());
    // He had about 19 s: neither a fresh 20 s nor 17 s (a clock that ran
    // while the server was down).
    assert!(
        (17_600..=19_050).contains(&left),
        "bob has {left} ms left after the restart"
    );
    server.shutdown().await;
}
