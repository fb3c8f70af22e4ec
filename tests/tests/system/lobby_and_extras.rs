//! Lobby pushes are coalesced; the additions `rematch`, `unwatch` and
//! `leaderboard` behave as documented.

use crate::common;

use std::time::{Duration, Instant};

use common::{config, play_vs_bot, small_move_rows, start, Client};
use serde_json::json;

#[tokio::test]
async fn lobby_pushes_are_coalesced() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.lobby_interval = Duration::from_millis(250);
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut watcher = Client::hello(addr, "watcher", None).await;
    watcher.send(json!({"type":"lobby"})).await;
    watcher.expect("lobby").await;
    let began = Instant::now();
    let mut others = Vec::new();
    for i in 0..12 {
        others.push(Client::hello(addr, &format!("p{i}"), None).await);
    }
    // Twelve changes; wait for the lobby that shows all of them.
    let mut pushes = 0;
    loop {
        let v = watcher.expect("lobby").await;
        pushes += 1;
        if v["online"] == 13 {
            break;
        }
    }
    let elapsed = began.elapsed().as_secs_f64();
    // At most one push per interval (plus the one that was already due).
    let bound = (elapsed / 0.25).ceil() as usize + 1;
    assert!(pushes <= bound, "{pushes} pushes in {elapsed:.2}s");
    // `unwatch` without a game stops the pushes.
    watcher.send(json!({"type":"unwatch","id":"u"})).await;
    let u = watcher.expect("unwatched").await;
    assert_eq!(u["re"], "u");
    others.pop().unwrap().close().await;
    watcher.assert_usable().await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    watcher.send(json!({"type":"ping","id":"p"})).await;
    let next = watcher.recv().await;
    assert_eq!(next["type"], "pong", "no lobby push after unwatch: {next}");
    server.shutdown().await;
}

/// A busy lobby lists only the oldest open games (and newest running ones)
/// but counts them all; totals follow finished games.
#[tokio::test]
async fn a_busy_lobby_is_capped_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.lobby_max_games = 2;
    cfg.max_open_games = 10;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut host = Client::hello(addr, "host", None).await;
    let mut open = Vec::new();
    for _ in 0..5 {
        let g = host
            .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
            .await;
        open.push(g["game"].as_u64().unwrap());
    }
    let mut a = Client::hello(addr, "alice", None).await;
    let g = a
        .create(json!({"variant":"chomp","width":3,"height":2,"start":"3,2",
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let playing = g["game"].as_u64().unwrap();

    let mut watcher = Client::hello(addr, "watcher", None).await;
    watcher.send(json!({"type":"lobby","id":1})).await;
    let l = watcher.expect("lobby").await;
    let listed: Vec<u64> = l["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["game"].as_u64().unwrap())
        .collect();
    assert_eq!(listed, vec![open[0], open[1], playing], "{l}");
    assert_eq!(
        (l["open_count"].as_u64(), l["playing_count"].as_u64()),
        (Some(5), Some(1))
    );
    assert_eq!(l["totals"]["games"], 0);

    // Once alice's game ends, a push brings the new totals.
    play_vs_bot(&mut a, &g, small_move_rows).await;
    loop {
        let v = watcher.expect("lobby").await;
        if v["totals"]["games"] == 1 {
            assert_eq!(v["playing_count"], 0);
            break;
        }
    }
    server.shutdown().await;
}

#[tokio::test]
async fn rematch_and_unwatch_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let g = a
        .create(json!({"variant":"chomp","width":3,"height":2,"start":"3,2",
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    play_vs_bot(&mut a, &g, small_move_rows).await;

    a.send(json!({"type":"rematch","game":id,"id":"r"})).await;
    let r = a.expect("game").await;
    assert_eq!(r["re"], "r");
    assert_ne!(r["game"], id);
    assert_eq!(r["start"], "3,2");
    // Alice moved first last time, so the bot does now.
    assert_eq!(r["you"], 1);
    assert_eq!(r["players"][0]["level"], "easy");
    assert_eq!(r["status"], "playing");
    let rid = r["game"].as_u64().unwrap();
    assert_eq!(a.expect("moved").await["seat"], 0);

    // A spectator stops following a game with `unwatch`.
    let mut s = Client::hello(addr, "sam", None).await;
    s.send(json!({"type":"watch","game":rid})).await;
    s.expect_game(rid).await;
    s.send(json!({"type":"unwatch","game":rid,"id":"u"})).await;
    let u = s.expect("unwatched").await;
    assert_eq!(
        (u["re"].as_str(), u["game"].as_u64()),
        (Some("u"), Some(rid))
    );
    s.send(json!({"type":"rematch","game":rid})).await;
    s.expect_error("not_a_player").await;
    a.send(json!({"type":"rematch","game":rid})).await;
    a.expect_error("bad_request").await;
    a.send(json!({"type":"resign","game":rid})).await;
    // Resigned before her first move: aborted.
    assert_eq!(a.expect("over").await["reason"], "aborted");
    s.send(json!({"type":"ping","id":"p"})).await;
    assert_eq!(s.recv().await["type"], "pong", "no frames after unwatch");

    a.send(json!({"type":"stats","player":"alice","id":"st"}))
        .await;
    let st = a.expect("stats").await;
    assert_eq!(st["games"], 1, "the aborted rematch does not count: {st}");
    a.send(json!({"type":"history","player":"alice","id":"h"}))
        .await;
    let h = a.expect("history").await;
    assert_eq!(h["games"][0]["unrated"], "aborted", "{h}");
    server.shutdown().await;
}

/// A delta subscriber rebuilds exactly the listing an old-style subscriber
/// is sent whole, from one versioned snapshot and deltas in order.
#[tokio::test]
async fn lobby_deltas_rebuild_the_listing_in_order() {
    use std::collections::BTreeMap;
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut delta = Client::hello(addr, "delta", None).await;
    delta
        .send(json!({"type":"lobby","deltas":true,"id":"d"}))
        .await;
    let first = delta.expect("lobby").await;
    assert_eq!(first["re"], "d");
    let mut version = first["version"].as_u64().expect("a versioned snapshot");
    let mut games: BTreeMap<u64, serde_json::Value> = first["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["game"].as_u64().unwrap(), g.clone()))
        .collect();
    let mut plain = Client::hello(addr, "plain", None).await;
    plain.send(json!({"type":"lobby"})).await;
    let old_style = plain.expect("lobby").await;
    assert!(old_style.get("version").is_none(), "{old_style}");

    // Open a game, let someone join it, open another and finish a bot game.
    let mut ann = Client::hello(addr, "ann", None).await;
    let open = ann
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await;
    let open_id = open["game"].as_u64().unwrap();
    let mut bob = Client::hello(addr, "bob", None).await;
    bob.send(json!({"type":"join","game":open_id})).await;
    bob.expect_game(open_id).await;
    // Ann, watching her game, is told it started.
    ann.expect_game(open_id).await;
    let waiting = ann
        .create(json!({"variant":"ichomp","width":5,"height":5,"opponent":{"kind":"human"}}))
        .await;
    let waiting_id = waiting["game"].as_u64().unwrap();
    let mut cat = Client::hello(addr, "cat", None).await;
    let g = cat
        .create(json!({"variant":"chomp","width":3,"height":2,"opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    play_vs_bot(&mut cat, &g, small_move_rows).await;

    // Follow the deltas until they show that state.
    let mut deltas = 0;
    loop {
        let d = delta.recv().await;
        match d["type"].as_str() {
            Some("lobby_delta") => {
                assert_eq!(d["from"], version, "deltas arrive in order: {d}");
                version = d["version"].as_u64().unwrap();
                for id in d["removed"].as_array().into_iter().flatten() {
                    games.remove(&id.as_u64().unwrap());
                }
                for g in d["games"].as_array().into_iter().flatten() {
                    games.insert(g["game"].as_u64().unwrap(), g.clone());
                }
                deltas += 1;
            }
            Some("lobby") => panic!("a fresh snapshot without a missed delta: {d}"),
            _ => continue,
        }
        let playing = games.get(&open_id).map(|g| g["status"].clone());
        let open_listed = games.get(&waiting_id).map(|g| g["status"].clone());
        if playing == Some(json!("playing"))
            && open_listed == Some(json!("waiting"))
            && !games.contains_key(&g["game"].as_u64().unwrap())
        {
            break;
        }
    }
    assert!(deltas >= 1);
    // The old-style subscriber's whole listing agrees with the rebuilt one.
    let whole = loop {
        let v = plain.expect("lobby").await;
        let ids: Vec<u64> = v["games"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["game"].as_u64().unwrap())
            .collect();
        if ids == games.keys().copied().collect::<Vec<_>>() {
            break v;
        }
    };
    for g in whole["games"].as_array().unwrap() {
        assert_eq!(&games[&g["game"].as_u64().unwrap()], g);
    }
    // Asking again gives a versioned snapshot to continue from.
    delta
        .send(json!({"type":"lobby","deltas":true,"id":"again"}))
        .await;
    let again = loop {
        let v = delta.recv().await;
        if v["re"] == "again" {
            break v;
        }
    };
    assert_eq!(again["type"], "lobby");
    assert!(again["version"].as_u64().unwrap() >= version);
    server.shutdown().await;
}
