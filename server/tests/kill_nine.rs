//! The real binary, killed with SIGKILL mid-game and started again on the
//! same database: no accepted move is lost and play continues.

use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Starts `chomp-server` on a free port and reads the address it prints.
fn spawn_server(db: &Path) -> (Child, SocketAddr) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_chomp-server"))
        .args([
            "--listen",
            "127.0.0.1:0",
            "--bot-delay",
            "0",
            "--solver-bits",
            "12",
        ])
        .arg("--db")
        .arg(db)
        .env("RUST_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .rsplit("ws://")
        .next()
        .unwrap()
        .trim_end_matches('/');
    (child, addr.parse().unwrap())
}

async fn connect(addr: SocketAddr, name: &str, token: Option<&str>) -> (Ws, String) {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/"))
        .await
        .unwrap();
    let mut hello = json!({"type":"hello","protocol":1,"name":name});
    if let Some(t) = token {
        hello["token"] = json!(t);
    }
    send(&mut ws, hello).await;
    let w = expect(&mut ws, "welcome").await;
    (ws, w["token"].as_str().unwrap().to_string())
}

async fn send(ws: &mut Ws, v: Value) {
    ws.send(Message::text(v.to_string())).await.unwrap();
}

async fn expect(ws: &mut Ws, ty: &str) -> Value {
    loop {
        let msg = tokio::time::timeout(Duration::from_secs(20), ws.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            assert_ne!(v["type"], "error", "{v}");
            if v["type"] == ty {
                return v;
            }
        }
    }
}

#[tokio::test]
async fn kill_nine_loses_no_accepted_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chomp.db");
    let (mut server, addr) = spawn_server(&db);
    let (mut a, token) = connect(addr, "alice", None).await;
    send(
        &mut a,
        json!({"type":"create","variant":"chomp","width":5,"height":4,
            "opponent":{"kind":"bot","level":"hard"},"first":"me"}),
    )
    .await;
    let g = expect(&mut a, "game").await;
    let id = g["game"].as_u64().unwrap();
    send(
        &mut a,
        json!({"type":"move","game":id,"ply":0,"row":3,"col":4}),
    )
    .await;
    expect(&mut a, "moved").await;
    let bot = expect(&mut a, "moved").await;
    assert_eq!(bot["ply"], 1);
    server.kill().unwrap();
    server.wait().unwrap();

    let (mut server, addr) = spawn_server(&db);
    let (mut a, _) = connect(addr, "alice", Some(&token)).await;
    send(&mut a, json!({"type":"watch","game":id})).await;
    let state = expect(&mut a, "game").await;
    assert_eq!(state["ply"], 2);
    assert_eq!(state["board"], bot["board"]);
    assert_eq!(state["status"], "playing");
    // Play goes on from the same ply, and the bot still answers.
    let (r, c) = first_cell(&state["board"]);
    send(
        &mut a,
        json!({"type":"move","game":id,"ply":2,"row":r,"col":c}),
    )
    .await;
    assert_eq!(expect(&mut a, "moved").await["ply"], 2);
    server.kill().unwrap();
    server.wait().unwrap();
}

/// Some present cell other than the poisoned corner.
fn first_cell(board: &Value) -> (usize, usize) {
    for (r, row) in board.as_array().unwrap().iter().enumerate() {
        for (c, ch) in row.as_str().unwrap().chars().enumerate() {
            if ch == '#' && (r, c) != (0, 0) {
                return (r, c);
            }
        }
    }
    panic!("no move left on {board}");
}
