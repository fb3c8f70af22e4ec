//! Hostile input from many connections at once: random text, truncated and
//! oversized JSON, binary frames and requests out of order. Every such frame
//! must be answered with exactly one `error`, no connection is dropped, and a
//! well-behaved game played at the same time finishes normally.

use crate::common;

use std::net::SocketAddr;

use common::{config, play_vs_bot, small_move_rows, start, Client};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde_json::{json, Value};

/// Hostile connections opened at once.
const CONNECTIONS: usize = 40;
/// Hostile frames each of them sends (4,000 in all).
const FRAMES: usize = 100;
/// Oversized frames each connection sends at most (they are the costly ones).
const OVERSIZED: usize = 2;

/// Valid requests that hostile frames are cut from or mangled out of.
fn templates() -> Vec<Value> {
    vec![
        json!({"type":"hello","protocol":1,"name":"zed"}),
        json!({"type":"create","variant":"ichomp","width":6,"height":5,"opponent":{"kind":"bot","level":"easy"}}),
        json!({"type":"move","game":1,"ply":0,"row":1,"col":2}),
        json!({"type":"history","limit":5}),
        json!({"type":"watch","game":1}),
    ]
}

/// One frame that the server must refuse with an `error`. `hello_done` says
/// whether this connection has already said hello (so requests out of order
/// differ before and after it).
enum Frame {
    Text(String),
    Binary(Vec<u8>),
}

fn hostile_frame(rng: &mut StdRng, hello_done: bool, oversized_left: &mut usize) -> Frame {
    let templates = templates();
    let pick = &templates[rng.random_range(0..templates.len())];
    match rng.random_range(0..8) {
        // Random characters, biased toward JSON punctuation.
        0 => {
            const ALPHABET: &[u8] = b"{}[]\":,0123456789abcdeftype \\\n-.e+";
            let len = rng.random_range(0..200);
            let mut s: String = (0..len)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
                .collect();
            // A bare number or string is valid JSON but not an object: still bad_json.
            if s.trim().is_empty() {
                s.push('}');
            }
            Frame::Text(s)
        }
        // A strict prefix of a JSON object is never valid JSON.
        1 => {
            let full = pick.to_string();
            Frame::Text(full[..rng.random_range(0..full.len())].to_string())
        }
        // Larger than the 64 KiB frame limit but within what the transport reads.
        2 if *oversized_left > 0 => {
            *oversized_left -= 1;
            let pad = "x".repeat(rng.random_range(65 * 1024..200 * 1024));
            Frame::Text(json!({"type":"ping","pad":pad}).to_string())
        }
        3 => Frame::Binary(
            (0..rng.random_range(0..512))
                .map(|_| rng.random())
                .collect(),
        ),
        // Unknown or mistyped `type`.
        4 => {
            let mut v = pick.clone();
            v["type"] = match rng.random_range(0..3) {
                0 => json!("dance"),
                1 => json!(rng.random::<u32>()),
                _ => json!(null),
            };
            Frame::Text(v.to_string())
        }
        // Known type, fields of the wrong kind.
        5 => Frame::Text(
            json!({"type":"move","game":"one","ply":[rng.random::<u8>()],"row":-1,"col":{}})
                .to_string(),
        ),
        // Out of order: anything before hello, a second hello after it.
        6 if !hello_done => Frame::Text(templates[2 + rng.random_range(0..3)].to_string()),
        6 => Frame::Text(json!({"type":"hello","protocol":1,"name":"again"}).to_string()),
        // Moves, watches and resignations of games that do not exist.
        _ => {
            let game = 1_000_000 + rng.random_range(0..1000u64);
            Frame::Text(
                match rng.random_range(0..3) {
                    0 => json!({"type":"move","game":game,"ply":rng.random_range(0..50),"row":0,"col":1}),
                    1 => json!({"type":"watch","game":game}),
                    _ => json!({"type":"resign","game":game}),
                }
                .to_string(),
            )
        }
    }
}

/// Sends `FRAMES` hostile frames (saying hello halfway), then checks that each
/// got exactly one `error` and that the connection still answers `ping`.
async fn hostile_connection(addr: SocketAddr, seed: u64) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut c = Client::raw(addr).await;
    c.name = format!("hostile{seed}");
    let mut oversized_left = OVERSIZED;
    let mut errors_expected = 0;
    // Batches keep the socket buffers small without waiting for each reply.
    for batch in 0..FRAMES / 10 {
        let hello_done = batch >= FRAMES / 20;
        if batch == FRAMES / 20 {
            c.send(json!({"type":"hello","protocol":1,"name":c.name.clone(),"id":"h"}))
                .await;
            c.expect("welcome").await;
        }
        for _ in 0..10 {
            match hostile_frame(&mut rng, hello_done, &mut oversized_left) {
                Frame::Text(t) => c.send_text(t).await,
                Frame::Binary(b) => c.send_binary(b).await,
            }
        }
        errors_expected += 10;
        for _ in 0..10 {
            let v = c.recv().await;
            assert_eq!(
                v["type"], "error",
                "{}: hostile frame answered with {v}",
                c.name
            );
            assert!(v["code"].as_str().is_some_and(|s| !s.is_empty()), "{v}");
        }
    }
    c.assert_usable().await;
    c.close().await;
    errors_expected
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_frames_get_errors_while_a_real_game_finishes() {
    let dir = tempfile::tempdir().unwrap();
    hostile_frames_while_a_game_finishes(config(dir.path())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_frames_get_errors_while_a_real_game_finishes_on_postgres() {
    common::on_postgres(hostile_frames_while_a_game_finishes).await;
}

async fn hostile_frames_while_a_game_finishes(mut cfg: chomp_server::Config) {
    cfg.max_connections = 200;
    let server = start(cfg).await;
    let addr = server.local_addr();

    let hostile: Vec<_> = (0..CONNECTIONS as u64)
        .map(|seed| tokio::spawn(hostile_connection(addr, seed)))
        .collect();

    // The well-behaved player finishes a whole game against a bot meanwhile.
    let mut good = Client::hello(addr, "good", None).await;
    let g = good
        .create(json!({"variant":"ichomp","width":8,"height":8,
            "opponent":{"kind":"bot","level":"hard"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    let (over, moves) = play_vs_bot(&mut good, &g, small_move_rows).await;
    assert_eq!(over["reason"], "normal");
    assert!(moves > 0);

    let mut answered = 0;
    for h in hostile {
        answered += h.await.expect("a hostile connection's checks hold");
    }
    assert_eq!(answered, CONNECTIONS * FRAMES);

    // The finished game is recorded with every move.
    good.send(json!({"type":"history","player":"good","id":"hist"}))
        .await;
    let hist = good.expect("history").await;
    let games = hist["games"].as_array().unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0]["game"], id);
    assert_eq!(games[0]["moves"].as_array().unwrap().len() as u64, moves);
    good.assert_usable().await;
    server.shutdown().await;
}

#[tokio::test]
async fn one_address_cannot_take_every_connection() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.max_connections_per_addr = 3;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut held = Vec::new();
    for i in 0..3 {
        held.push(Client::hello(addr, &format!("p{i}"), None).await);
    }
    let mut extra = Client::raw(addr).await;
    extra.expect_error("limit_reached").await;
    extra.expect_closed().await;
    // A slot given back is usable again.
    held.pop().unwrap().close().await;
    let mut again = None;
    for _ in 0..50 {
        let mut c = Client::raw(addr).await;
        c.send(json!({"type":"ping","id":"p"})).await;
        let v = c.recv().await;
        if v["code"] != "limit_reached" {
            again = Some(v);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(again.expect("a slot came back")["code"], "not_hello");
    server.shutdown().await;
}

#[tokio::test]
async fn a_game_takes_no_more_spectators_than_allowed() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.max_spectators = 2;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut host = Client::hello(addr, "host", None).await;
    let g = host
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await;
    let id = g["game"].as_u64().unwrap();
    let mut watchers = Vec::new();
    for i in 0..2 {
        let mut w = Client::hello(addr, &format!("w{i}"), None).await;
        w.send(json!({"type":"watch","game":id})).await;
        w.expect_game(id).await;
        watchers.push(w);
    }
    let mut third = Client::hello(addr, "w2", None).await;
    third.send(json!({"type":"watch","game":id,"id":"x"})).await;
    let e = third.expect_error("limit_reached").await;
    assert_eq!(e["re"], "x");
    third.assert_usable().await;
    // The seats are never refused: the second player still joins.
    let mut guest = Client::hello(addr, "guest", None).await;
    guest.send(json!({"type":"join","game":id})).await;
    let joined = guest.expect_game(id).await;
    assert_eq!(joined["status"], "playing");
    // A spectator who leaves frees a place.
    watchers[0].send(json!({"type":"unwatch","game":id})).await;
    watchers[0].expect("unwatched").await;
    third.send(json!({"type":"watch","game":id})).await;
    third.expect_game(id).await;
    server.shutdown().await;
}
