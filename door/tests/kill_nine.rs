//! The real binary, killed with SIGKILL mid-game and started again on the
//! same database: no accepted move is lost and play continues.

use std::path::Path;

use chomp_testkit::boards::first_cell;
use chomp_testkit::{quick_args, Client, ServerProcess};
use serde_json::json;

/// Starts `chomp-server` on a free port.
fn spawn_server(db: &Path) -> ServerProcess {
    ServerProcess::spawn(
        Path::new(env!("CARGO_BIN_EXE_chomp-server")),
        quick_args(db),
    )
}

#[tokio::test]
async fn kill_nine_loses_no_accepted_move() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chomp.db");
    let mut server = spawn_server(&db);
    let mut a = Client::hello(server.addr(), "alice", None).await;
    let token = a.token.clone();
    a.send(
        json!({"type":"create","variant":"chomp","width":5,"height":4,
            "opponent":{"kind":"bot","level":"hard"},"first":"me"}),
    )
    .await;
    let g = a.expect("game").await;
    let id = g["game"].as_u64().unwrap();
    a.send(json!({"type":"move","game":id,"ply":0,"row":3,"col":4}))
        .await;
    a.expect("moved").await;
    let bot = a.expect("moved").await;
    assert_eq!(bot["ply"], 1);
    server.kill();

    let server = spawn_server(&db);
    let mut a = Client::hello(server.addr(), "alice", Some(&token)).await;
    a.send(json!({"type":"watch","game":id})).await;
    let state = a.expect("game").await;
    assert_eq!(state["ply"], 2);
    assert_eq!(state["board"], bot["board"]);
    assert_eq!(state["status"], "playing");
    // Play goes on from the same ply, and the bot still answers.
    let (r, c) = first_cell(&state["board"]).expect("a move is left");
    a.send(json!({"type":"move","game":id,"ply":2,"row":r,"col":c}))
        .await;
    assert_eq!(a.expect("moved").await["ply"], 2);
    drop(server);
}
