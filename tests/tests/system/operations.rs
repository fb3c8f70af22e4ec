//! Transport-level behaviour: WebSocket pings are answered, silent peers
//! are closed, waiting games whose creator left are withdrawn.

use crate::common;

use std::time::Duration;

use common::{config, start, Client};
use futures::{SinkExt, StreamExt};
use serde_json::json;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn websocket_pings_are_answered() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/", server.local_addr()))
        .await
        .unwrap();
    ws.send(Message::Ping(b"are you there".to_vec().into()))
        .await
        .unwrap();
    let reply = tokio::time::timeout(Duration::from_secs(10), ws.next())
        .await
        .unwrap()
        .unwrap()
        .unwrap();
    assert_eq!(reply, Message::Pong(b"are you there".to_vec().into()));
    server.shutdown().await;
}

#[tokio::test]
async fn silent_peers_are_closed() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.idle_timeout = Duration::from_millis(300);
    let server = start(cfg).await;
    let mut c = Client::hello(server.local_addr(), "sleepy", None).await;
    // Not reading means not answering the server's pings either.
    tokio::time::sleep(Duration::from_millis(900)).await;
    // The stream ends (with a close frame, or an error if the client's
    // late pong hits the closed socket) instead of hanging.
    let code = c.expect_closed().await;
    assert!(code.is_none() || code == Some(1008), "{code:?}");
    server.shutdown().await;
}

#[tokio::test]
async fn an_open_game_whose_creator_left_is_withdrawn() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.abandon_after = Duration::from_millis(200);
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let g = a
        .create(json!({"variant":"chomp","width":3,"height":3,"opponent":{"kind":"human"}}))
        .await;
    let id = g["game"].as_u64().unwrap();
    let mut b = Client::hello(addr, "bob", None).await;
    b.send(json!({"type":"lobby"})).await;
    assert_eq!(b.expect("lobby").await["games"][0]["game"], id);
    a.close().await;
    // The lobby drops the game once it is withdrawn...
    while b.expect("lobby").await["games"] != json!([]) {}
    // ...and nobody can join it any more.
    b.send(json!({"type":"join","game":id})).await;
    b.expect_error("no_such_game").await;
    server.shutdown().await;
}
