//! Dropped players keep their seats, resent moves are answered again
//! instead of played twice, and empty seats lose by abandonment.

use crate::common;

use std::time::Duration;

use common::{board_of, config, start, Client};
use serde_json::{json, Value};

/// alice (seat 0) and bob (seat 1) in a running 4x3 Chomp game.
async fn human_game(a: &mut Client, b: &mut Client) -> u64 {
    let g = a
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    b.expect_game(id).await;
    a.expect_game(id).await;
    id
}

fn without_re(mut v: Value) -> Value {
    v.as_object_mut().unwrap().remove("re");
    v
}

#[tokio::test]
async fn a_dropped_player_reconnects_and_play_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let id = human_game(&mut a, &mut b).await;
    a.play(id, 0, 2, 3).await;
    b.expect("moved").await;
    let token = a.token.clone();
    a.close().await;

    // The seat is kept: bob plays on while alice is away.
    b.play(id, 1, 1, 2).await;
    let mut a = Client::hello(addr, "alice", Some(&token)).await;
    assert_eq!(a.token, token);
    a.send(json!({"type":"hello","protocol":1,"name":"alice","token":token}))
        .await;
    a.expect_error("already_hello").await;
    // welcome lists the unfinished game.
    let mut again = Client::raw(addr).await;
    again
        .send(json!({"type":"hello","protocol":1,"name":"alice","token":token}))
        .await;
    let w = again.expect("welcome").await;
    assert_eq!(w["games"], json!([id]));
    again.close().await;

    a.send(json!({"type":"watch","game":id,"id":"w"})).await;
    let state = a.expect_game(id).await;
    assert_eq!(state["re"], "w");
    assert_eq!(
        (state["ply"].as_u64(), state["to_move"].as_u64()),
        (Some(2), Some(0))
    );
    assert_eq!(state["you"], 0);
    assert_eq!(state["moves"].as_array().unwrap().len(), 2);
    assert_eq!(board_of(&state), vec!["####", "##..", "##.."]);
    a.play(id, 2, 0, 1).await;
    assert_eq!(b.expect("moved").await["ply"], 2);
    server.shutdown().await;
}

#[tokio::test]
async fn any_game_request_reattaches_a_reconnected_player() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let id = human_game(&mut a, &mut b).await;
    let token = a.token.clone();
    a.close().await;
    let mut a = Client::hello(addr, "alice", Some(&token)).await;
    // A move without watching first: the full state comes, then the move.
    a.send(json!({"type":"move","game":id,"ply":0,"row":1,"col":1,"id":7}))
        .await;
    let state = a.expect_game(id).await;
    assert_eq!(state["ply"], 0);
    let m = a.expect("moved").await;
    assert_eq!((m["re"].as_u64(), m["ply"].as_u64()), (Some(7), Some(0)));
    b.expect("moved").await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_resent_move_is_answered_again_and_never_played_twice() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let id = human_game(&mut a, &mut b).await;
    let first = a.play(id, 0, 1, 2).await;
    let seen_by_b = b.expect("moved").await;
    assert_eq!(without_re(first.clone()), seen_by_b);
    // The acknowledgement was "lost": the same move again.
    let again = a.play(id, 0, 1, 2).await;
    assert_eq!(again, first);
    // A different move for the same ply is stale.
    a.send(json!({"type":"move","game":id,"ply":0,"row":2,"col":0}))
        .await;
    a.expect_error("stale_ply").await;
    // Bob got exactly one `moved`: his next frame is his own move's.
    let m = b.play(id, 1, 2, 0).await;
    assert_eq!(m["ply"], 1);
    // An old resend still gets the board as it was after that move.
    // (`play` skips bob's `moved` of ply 1 on the way.)
    let old = a.play(id, 0, 1, 2).await;
    assert_eq!(old, first);
    a.send(json!({"type":"watch","game":id})).await;
    let state = a.expect_game(id).await;
    assert_eq!(state["ply"], 2);
    assert_eq!(board_of(&state), vec!["####", "##..", "...."]);
    server.shutdown().await;
}

#[tokio::test]
async fn an_empty_seat_loses_by_abandonment() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.abandon_after = Duration::from_millis(300);
    let server = start(cfg).await;
    let addr = server.local_addr();

    // Both moved: the result is rated.
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let id = human_game(&mut a, &mut b).await;
    a.play(id, 0, 2, 3).await;
    b.play(id, 1, 2, 2).await;
    a.expect("moved").await;
    b.close().await;
    let over = a.expect("over").await;
    assert_eq!(
        over,
        json!({"type":"over","game":id,"winner":0,"reason":"abandon","rated":true})
    );
    a.send(json!({"type":"stats","player":"bob"})).await;
    let s = a.expect("stats").await;
    assert_eq!(
        (s["losses"].as_u64(), s["games"].as_u64()),
        (Some(1), Some(1))
    );
    assert!(
        s["rating"].as_f64().unwrap() < 1500.0,
        "below Glicko-2's start: {s}"
    );

    // Abandoned before both moved: aborted, so no record or rating moves.
    let mut c = Client::hello(addr, "cara", None).await;
    let mut d = Client::hello(addr, "dan", None).await;
    let id2 = human_game(&mut c, &mut d).await;
    c.play(id2, 0, 1, 1).await;
    c.close().await;
    let over = d.expect("over").await;
    assert_eq!(
        (over["winner"].as_u64(), over["reason"].as_str()),
        (Some(1), Some("aborted"))
    );
    for name in ["cara", "dan"] {
        d.send(json!({"type":"stats","player":name})).await;
        let s = d.expect("stats").await;
        assert_eq!(s["games"], 0);
        assert_eq!(s["rating"], 1500.0);
    }
    server.shutdown().await;
}
