//! Every kind of bad input gets an `error` with its stable code, changes
//! nothing, and leaves the connection usable.

use crate::common;

use common::{config, start, Client};
use serde_json::json;

#[tokio::test]
async fn malformed_frames_get_their_codes_and_the_connection_stays_usable() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();

    let mut c = Client::raw(addr).await;
    // Before hello: only hello is accepted.
    c.send(json!({"type":"lobby","id":1})).await;
    assert_eq!(c.expect_error("not_hello").await["re"], 1);
    c.send(json!({"type":"hello","protocol":2,"name":"ann"}))
        .await;
    c.expect_error("bad_protocol").await;
    c.send(json!({"type":"hello","protocol":1,"name":"no spaces"}))
        .await;
    c.expect_error("bad_name").await;
    c.send(json!({"type":"hello","protocol":1,"name":"ann","id":"h"}))
        .await;
    let token = c.expect("welcome").await["token"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(token.len(), 64);

    c.send_text("{not json".into()).await;
    c.expect_error("bad_json").await;
    c.send_text("[1,2,3]".into()).await;
    c.expect_error("bad_json").await;
    c.send(json!({"type":"dance","id":"d"})).await;
    assert_eq!(c.expect_error("unknown_type").await["re"], "d");
    c.send(json!({"id":"x"})).await;
    c.expect_error("unknown_type").await;
    c.send(json!({"type":"move","game":1,"ply":0,"row":0}))
        .await;
    c.expect_error("bad_request").await;
    c.send(json!({"type":"move","game":1,"ply":"zero","row":0,"col":0}))
        .await;
    c.expect_error("bad_request").await;
    c.send_text(format!(
        r#"{{"type":"ping","pad":"{}"}}"#,
        "x".repeat(70 * 1024)
    ))
    .await;
    c.expect_error("too_large").await;
    c.send_binary(vec![1, 2, 3]).await;
    c.expect_error("binary_frame").await;
    c.send(json!({"type":"hello","protocol":1,"name":"ann","token":token}))
        .await;
    c.expect_error("already_hello").await;
    c.send(json!({"type":"watch","game":999})).await;
    c.expect_error("no_such_game").await;
    c.send(json!({"type":"move","game":999,"ply":0,"row":0,"col":0}))
        .await;
    c.expect_error("no_such_game").await;
    c.send(json!({"type":"stats","player":"nobody"})).await;
    c.expect_error("no_such_player").await;
    c.assert_usable().await;

    // Bad games are refused and nothing is created.
    let human = json!({"kind":"human"});
    c.send(json!({"type":"create","variant":"chomp","width":40,"height":3,"opponent":human}))
        .await;
    c.expect_error("bad_size").await;
    c.send(json!({"type":"create","variant":"ichomp","width":1,"height":3,"opponent":human}))
        .await;
    c.expect_error("bad_size").await;
    c.send(json!({"type":"create","variant":"chess","width":4,"height":4,"opponent":human}))
        .await;
    c.expect_error("bad_request").await;
    c.send(json!({"type":"create","variant":"chomp","width":4,"height":3,"opponent":human,"start":"2,3"})).await;
    c.expect_error("bad_position").await;
    c.send(json!({"type":"lobby","id":"l"})).await;
    let lobby = c.expect("lobby").await;
    assert_eq!(lobby["games"], json!([]));
    c.assert_usable().await;

    // A claimed name needs its token.
    let mut thief = Client::raw(addr).await;
    thief
        .send(json!({"type":"hello","protocol":1,"name":"ann"}))
        .await;
    thief.expect_error("name_taken").await;
    thief
        .send(json!({"type":"hello","protocol":1,"name":"ann","token":"0".repeat(64)}))
        .await;
    thief.expect_error("name_taken").await;
    thief
        .send(json!({"type":"hello","protocol":1,"name":"ann","token":token}))
        .await;
    thief.expect("welcome").await;

    server.shutdown().await;
}

#[tokio::test]
async fn illegal_moves_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "amy", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let g = a
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    assert_eq!(g["status"], "waiting");
    // Moves before the game starts, and by someone without a seat.
    a.send(json!({"type":"move","game":id,"ply":0,"row":1,"col":1}))
        .await;
    a.expect_error("not_your_turn").await;
    a.send(json!({"type":"join","game":id})).await;
    a.expect_error("seat_taken").await;
    b.send(json!({"type":"move","game":id,"ply":0,"row":1,"col":1}))
        .await;
    b.expect_error("not_a_player").await;
    b.send(json!({"type":"join","game":id,"id":"j"})).await;
    let joined = b.expect_game(id).await;
    assert_eq!(joined["re"], "j");
    assert_eq!(joined["status"], "playing");
    assert_eq!(joined["you"], 1);
    a.expect_game(id).await;
    let mut c = Client::hello(addr, "cat", None).await;
    c.send(json!({"type":"join","game":id})).await;
    c.expect_error("seat_taken").await;

    b.send(json!({"type":"move","game":id,"ply":0,"row":1,"col":1}))
        .await;
    b.expect_error("not_your_turn").await;
    a.send(json!({"type":"move","game":id,"ply":3,"row":1,"col":1}))
        .await;
    a.expect_error("stale_ply").await;
    a.send(json!({"type":"move","game":id,"ply":0,"row":3,"col":0}))
        .await;
    a.expect_error("illegal_move").await;
    a.send(json!({"type":"move","game":id,"ply":0,"row":0,"col":9}))
        .await;
    a.expect_error("illegal_move").await;
    a.play(id, 0, 1, 1).await;
    b.expect("moved").await;
    b.send(json!({"type":"move","game":id,"ply":1,"row":2,"col":3}))
        .await;
    b.expect_error("illegal_move").await;
    b.send(json!({"type":"move","game":id,"ply":0,"row":0,"col":3}))
        .await;
    b.expect_error("stale_ply").await;
    b.send(json!({"type":"hints","game":id})).await;
    b.expect_error("hints_refused").await;

    // Nothing above changed the game.
    c.send(json!({"type":"watch","game":id,"id":"w"})).await;
    let state = c.expect_game(id).await;
    assert_eq!(state["ply"], 1);
    assert_eq!(state["to_move"], 1);
    assert_eq!(common::board_of(&state), vec!["####", "#...", "#..."]);
    server.shutdown().await;
}

#[tokio::test]
async fn too_many_frames_are_rate_limited() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.rate = 1.0;
    cfg.burst = 5.0;
    let server = start(cfg).await;
    let mut c = Client::hello(server.local_addr(), "fast", None).await;
    for i in 0..10 {
        c.send(json!({"type":"ping","id":i})).await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    for _ in 0..10 {
        let v = c.recv().await;
        match v["type"].as_str().unwrap() {
            "pong" => pongs += 1,
            "error" => {
                assert_eq!(v["code"], "rate_limited");
                limited += 1;
            }
            other => panic!("unexpected {other}"),
        }
    }
    // The hello used one token of the burst of five.
    assert_eq!(pongs, 4);
    assert_eq!(limited, 6);
    server.shutdown().await;
}

/// Several connections from one address share one budget, so opening more
/// connections does not multiply the per-connection limit; reconnecting does
/// not reset it either.
#[tokio::test]
async fn an_address_is_rate_limited_across_its_connections() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.rate = 1000.0;
    cfg.burst = 1000.0;
    cfg.addr_rate = 0.0;
    cfg.addr_burst = 12.0;
    let server = start(cfg).await;
    let addr = server.local_addr();
    // Two connections and their hellos spend 4 of the 12.
    let mut a = Client::hello(addr, "ann", None).await;
    let mut b = Client::hello(addr, "ben", None).await;
    for i in 0..5 {
        a.send(json!({"type":"ping","id":i})).await;
        b.send(json!({"type":"ping","id":i})).await;
    }
    let mut pongs = 0;
    let mut limited = 0;
    for c in [&mut a, &mut b] {
        for _ in 0..5 {
            let v = c.recv().await;
            match v["type"].as_str().unwrap() {
                "pong" => pongs += 1,
                "error" => {
                    assert_eq!(v["code"], "rate_limited");
                    assert!(v["message"].as_str().unwrap().contains("address"), "{v}");
                    limited += 1;
                }
                other => panic!("unexpected {other}"),
            }
        }
    }
    assert_eq!((pongs, limited), (8, 2));
    // The budget is spent: a new connection from the address is refused.
    a.close().await;
    let mut c = Client::raw(addr).await;
    let refusal = c.recv().await;
    assert_eq!(refusal["code"], "limit_reached", "{refusal}");
    server.shutdown().await;
}

#[tokio::test]
async fn connections_over_the_limit_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.max_connections = 1;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut first = Client::hello(addr, "one", None).await;
    // A connection in a game is never closed to make room (full_server.rs).
    first
        .create(json!({"variant":"chomp","width":4,"height":3,
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let mut second = Client::raw(addr).await;
    second.expect_error("limit_reached").await;
    assert!(second.expect_closed().await.is_some());
    first.assert_usable().await;
    server.shutdown().await;
}

#[tokio::test]
async fn shutdown_closes_sockets_with_a_close_frame() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut c = Client::hello(server.local_addr(), "bye", None).await;
    server.shutdown().await;
    assert_eq!(c.expect_closed().await, Some(1001));
}
