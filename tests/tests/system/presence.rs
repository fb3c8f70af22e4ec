//! Presence in a running game between people: a player whose connection
//! closes is shown offline to everyone within moments, with the time left
//! before the seat is lost, and shown again when they come back, also
//! after a server restart.

use crate::common;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{config, start, Client};
use serde_json::{json, Value};

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

/// The next `game` frame of `id` whose `connected` is `want`.
async fn until_connected(c: &mut Client, id: u64, want: [bool; 2]) -> Value {
    loop {
        let g = c.expect_game(id).await;
        if g["connected"] == json!(want) {
            return g;
        }
    }
}

#[tokio::test]
async fn a_player_who_leaves_is_shown_offline_and_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.abandon_after = Duration::from_secs(90);
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
    a.expect_game(id).await;
    let mut c = Client::hello(addr, "carol", None).await;
    c.send(json!({"type":"watch","game":id})).await;
    let seen = c.expect_game(id).await;
    assert_eq!(seen["connected"], json!([true, true]));
    assert!(seen.get("away_until_ms").is_none(), "{seen}");

    // bob quits (his connection closes): everyone sees it, with a deadline.
    let token = b.token.clone();
    let left_at = now_ms();
    b.close().await;
    let seen = tokio::time::timeout(
        Duration::from_secs(3),
        until_connected(&mut c, id, [true, false]),
    )
    .await
    .expect("offline shown within 3 s");
    let until = seen["away_until_ms"][1].as_u64().expect("bob's deadline");
    assert!(seen["away_until_ms"][0].is_null(), "{seen}");
    assert!(
        until >= left_at + 85_000 && until <= now_ms() + 90_000,
        "about --abandon-after from now: {until}"
    );
    until_connected(&mut a, id, [true, false]).await;

    // bob comes back: shown again, without a deadline.
    let mut b = Client::hello(addr, "bob", Some(&token)).await;
    b.send(json!({"type":"watch","game":id})).await;
    b.expect_game(id).await;
    let seen = until_connected(&mut c, id, [true, true]).await;
    assert!(seen.get("away_until_ms").is_none(), "{seen}");

    // After a restart presence follows the players as they come back.
    let (ta, tb) = (a.token.clone(), b.token.clone());
    server.shutdown().await;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut c = Client::hello(addr, "carol", Some(&c.token)).await;
    c.send(json!({"type":"watch","game":id})).await;
    let seen = c.expect_game(id).await;
    assert_eq!(seen["connected"], json!([false, false]));
    let mut a = Client::hello(addr, "alice", Some(&ta)).await;
    a.send(json!({"type":"watch","game":id})).await;
    a.expect_game(id).await;
    until_connected(&mut c, id, [true, false]).await;
    let mut b = Client::hello(addr, "bob", Some(&tb)).await;
    // A move without `watch` first attaches him too.
    b.send(json!({"type":"move","game":id,"ply":0,"row":0,"col":0}))
        .await;
    b.expect_game(id).await;
    b.expect_error("not_your_turn").await;
    until_connected(&mut c, id, [true, true]).await;
    a.play(id, 0, 2, 3).await;
    server.shutdown().await;
}
