//! Three real `chomp-server` processes on one PostgreSQL database. The node
//! running a game is killed with SIGKILL mid-game: the game goes on through
//! the other nodes, and every acknowledged move is in its history.

use std::path::Path;
use std::time::{Duration, Instant};

use chomp_server::store::postgres::scratch;
use chomp_testkit::boards::{board_of, small_move_rows};
use chomp_testkit::{Client, ServerProcess};
use serde_json::{json, Value};

fn spawn_node(url: &str) -> ServerProcess {
    let args = [
        "--listen",
        "127.0.0.1:0",
        "--bot-delay",
        "0",
        "--solver-bits",
        "12",
        "--no-background-tables",
        "--db",
        url,
    ];
    ServerProcess::spawn(Path::new(env!("CARGO_BIN_EXE_chomp-server")), args)
}

/// Frames until the `game` frame of `id` (pushed when the game's new node
/// attaches the client), answering nothing else.
async fn resumed(c: &mut Client, id: u64) -> Value {
    c.expect_game(id).await
}

#[tokio::test]
async fn killing_the_node_of_a_game_loses_no_acknowledged_move() {
    let Some(admin) = scratch::admin_url() else {
        return;
    };
    let url = scratch::fresh_database(&admin).await;
    let mut owner = spawn_node(&url);
    let second = spawn_node(&url);
    let third = spawn_node(&url);

    // Alice opens the game on the first node (which runs it), Bob joins
    // from the second; then Alice moves to the third node.
    let mut alice_first = Client::hello(owner.addr(), "alice", None).await;
    let g = alice_first
        .create(json!({"variant":"ichomp","width":6,"height":5,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    let mut bob = Client::hello(second.addr(), "bob", None).await;
    bob.send(json!({"type":"join","game":id})).await;
    let state = bob.expect_game(id).await;
    alice_first.expect_game(id).await;
    let mut alice = Client::hello(third.addr(), "alice", Some(&alice_first.token)).await;
    alice.send(json!({"type":"watch","game":id})).await;
    alice.expect_game(id).await;
    alice_first.close().await;

    let mut board = board_of(&state);
    let mut acknowledged: Vec<(u64, u64)> = Vec::new();
    for ply in 0..3u64 {
        let (row, col) = small_move_rows(&board);
        let mover = if ply.is_multiple_of(2) {
            &mut alice
        } else {
            &mut bob
        };
        let m = mover.play(id, ply, row, col).await;
        acknowledged.push((row, col));
        board = board_of(&m);
    }

    // SIGKILL: no chance to flush or say goodbye.
    owner.kill();
    let killed_at = Instant::now();

    // Both players are attached to the game's new node by themselves.
    let a = resumed(&mut alice, id).await;
    let b = resumed(&mut bob, id).await;
    let took = killed_at.elapsed();
    eprintln!("hand-over took {took:?}");
    assert!(took < Duration::from_secs(10), "hand-over took {took:?}");
    assert_eq!(a["ply"], 3);
    assert_eq!(b["ply"], 3);
    assert_eq!(board_of(&a), board);

    // Play on to the end through the surviving nodes.
    let mut ply = 3u64;
    loop {
        let (row, col) = small_move_rows(&board);
        let mover = if ply.is_multiple_of(2) {
            &mut alice
        } else {
            &mut bob
        };
        let m = mover.play(id, ply, row, col).await;
        acknowledged.push((row, col));
        board = board_of(&m);
        ply += 1;
        if board.iter().all(|r| !r.contains('#')) {
            break;
        }
    }
    let over = bob.expect("over").await;
    assert_eq!(over["game"], id);

    // Every acknowledged move, before and after the kill, is in the history
    // (asked of both surviving nodes).
    for c in [&mut alice, &mut bob] {
        c.send(json!({"type":"history","player":"alice"})).await;
        let h = c.expect("history").await;
        let game = &h["games"][0];
        assert_eq!(game["game"], id);
        let moves: Vec<(u64, u64)> = game["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| (m["row"].as_u64().unwrap(), m["col"].as_u64().unwrap()))
            .collect();
        assert_eq!(moves, acknowledged);
    }
    drop((second, third));
    scratch::drop_database(&admin, &url).await;
}
