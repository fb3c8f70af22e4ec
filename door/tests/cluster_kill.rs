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

/// Alice opens a game between people on `runs` (which then runs it) and
/// Bob joins it from `joins`: both clients, the game's id and Bob's first
/// `game` frame.
async fn game_across(
    runs: &ServerProcess,
    joins: &ServerProcess,
    spec: Value,
) -> (Client, Client, u64, Value) {
    let mut alice = Client::hello(runs.addr(), "alice", None).await;
    let g = alice.create(spec).await;
    let id = g["game"].as_u64().unwrap();
    let mut bob = Client::hello(joins.addr(), "bob", None).await;
    bob.send(json!({"type":"join","game":id})).await;
    let state = bob.expect_game(id).await;
    alice.expect_game(id).await;
    (alice, bob, id, state)
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
    let spec =
        json!({"variant":"ichomp","width":6,"height":5,"opponent":{"kind":"human"},"first":"me"});
    let (alice_first, mut bob, id, state) = game_across(&owner, &second, spec).await;
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

/// A move sent a moment after the game's node died, before the other
/// nodes noticed: it went to the dead node over the bus, and used to get no
/// answer at all. Now the client's node routes it again once the node is
/// declared dead, so the player gets the move's own answer: its `moved`,
/// or `unavailable` with a retry hint (and the retry then succeeds).
#[tokio::test]
async fn a_move_sent_just_after_the_node_died_is_answered() {
    let Some(admin) = scratch::admin_url() else {
        return;
    };
    let url = scratch::fresh_database(&admin).await;
    let mut owner = spawn_node(&url);
    let second = spawn_node(&url);

    let spec = json!({"variant":"chomp","width":7,"height":6,"opponent":{"kind":"human"},"first":"opponent"});
    let (_alice, mut bob, id, state) = game_across(&owner, &second, spec).await;
    assert_eq!(state["to_move"], 0);
    assert_eq!(state["players"][0]["name"], "bob");
    let (row, col) = small_move_rows(&board_of(&state));

    // Bob's move leaves the moment the game's node is gone.
    owner.kill();
    let mv = json!({"type":"move","game":id,"ply":0,"row":row,"col":col,"id":"after-kill"});
    let sent = std::time::Instant::now();
    bob.send(mv.clone()).await;
    let mut first_answer = None;
    let answer = loop {
        let v = bob.recv().await;
        if v["re"] != "after-kill" {
            continue;
        }
        first_answer.get_or_insert_with(|| sent.elapsed());
        if v["type"] == "error" {
            assert_eq!(v["code"], "unavailable", "{v}");
            let wait = v["retry_after_ms"].as_u64().expect("a retry hint");
            tokio::time::sleep(Duration::from_millis(wait)).await;
            bob.send(mv.clone()).await;
            continue;
        }
        break v;
    };
    assert_eq!(answer["type"], "moved", "{answer}");
    assert_eq!(answer["ply"], 0);
    assert_eq!(answer["game"], id);
    // Answered within the hand-over: the dead node is found within about
    // a second and the request routed again; past the pending window
    // (10 s) nothing would route it any more.
    let first_answer = first_answer.expect("an answer came");
    println!("the move sent after the kill was first answered after {first_answer:?}");
    assert!(
        first_answer < Duration::from_secs(10),
        "answered after {first_answer:?}, beyond the hand-over window"
    );

    // The move is the game's: the surviving node has it.
    bob.send(json!({"type":"watch","game":id})).await;
    let now = bob.expect_game(id).await;
    assert_eq!(now["ply"], 1, "{now}");
    drop(second);
    scratch::drop_database(&admin, &url).await;
}
