//! Names and hosted bots over real sockets: look-alike names are one name,
//! new names per address are limited, `"bot": true` keeps a player off the
//! leaderboard and makes it a bot in lobby and game frames and in the
//! totals (across a restart), a closed connection's open games leave the
//! lobby at once, and `stats` for a player carries the rating history and
//! games per day.

use crate::common;

use std::time::Duration;

use chomp_server::Config;
use common::{config, play_vs_bot, small_move, small_move_rows, start, Client};
use serde_json::{json, Value};

async fn hello_refused(addr: std::net::SocketAddr, name: &str, token: Option<&str>) -> Value {
    let mut c = Client::raw(addr).await;
    let mut hello = json!({"type":"hello","protocol":1,"name":name,"id":"h"});
    if let Some(t) = token {
        hello["token"] = json!(t);
    }
    c.send(hello).await;
    let e = c.recv().await;
    assert_eq!(e["type"], "error", "{name}: {e}");
    assert_eq!(e["re"], "h");
    e
}

async fn look_alikes_are_one_name(cfg: Config) {
    let server = start(cfg).await;
    let addr = server.local_addr();
    let alice = Client::hello(addr, "alice", None).await;
    let token = alice.token.clone();
    // `aIice` has a capital I, which looks like the small l.
    for look_alike in ["Alice", "\u{ff41}lice", "ALICE", "aIice"] {
        let e = hello_refused(addr, look_alike, Some(&token)).await;
        assert_eq!(e["code"], "name_taken", "{look_alike}: {e}");
        assert!(e["message"].as_str().unwrap().contains("too close"), "{e}");
    }
    // Greek capitals that look like Latin ones.
    let ann = Client::hello(addr, "ann", None).await;
    let e = hello_refused(addr, "\u{391}\u{39d}\u{39d}", None).await;
    assert_eq!(e["code"], "name_taken", "{e}");
    ann.close().await;
    // A Cyrillic а among Latin letters is refused before the store is asked.
    let e = hello_refused(addr, "\u{430}lice", None).await;
    assert_eq!(e["code"], "bad_name", "{e}");
    // The owner still logs in by the exact name, shown as claimed.
    alice.close().await;
    let again = Client::hello(addr, "alice", Some(&token)).await;
    again.close().await;
    let mut bob = Client::hello(addr, "Bob", None).await;
    bob.send(json!({"type":"stats","player":"Bob","id":"s"}))
        .await;
    let s = bob.expect("stats").await;
    assert_eq!(s["player"], "Bob", "{s}");
    server.shutdown().await;
}

#[tokio::test]
async fn look_alike_names_are_refused_as_too_close() {
    let dir = tempfile::tempdir().unwrap();
    look_alikes_are_one_name(config(dir.path())).await;
}

#[tokio::test]
async fn look_alike_names_are_refused_as_too_close_on_postgres() {
    common::on_postgres(look_alikes_are_one_name).await;
}

#[tokio::test]
async fn new_names_per_address_are_limited_but_known_names_are_not() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.names_per_addr_hour = 3;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut tokens = Vec::new();
    for name in ["n1", "n2", "n3"] {
        let c = Client::hello(addr, name, None).await;
        tokens.push(c.token.clone());
        c.close().await;
    }
    let e = hello_refused(addr, "n4", None).await;
    assert_eq!(e["code"], "limit_reached", "{e}");
    assert!(e["message"].as_str().unwrap().contains("new names"), "{e}");
    // Known names with their tokens still log in, again and again.
    for _ in 0..2 {
        let c = Client::hello(addr, "n1", Some(&tokens[0])).await;
        c.close().await;
    }
    let c = Client::hello(addr, "n3", Some(&tokens[2])).await;
    c.close().await;
    // A known name without its token is still "taken", not "limit".
    let e = hello_refused(addr, "n2", None).await;
    assert_eq!(e["code"], "name_taken", "{e}");
    server.shutdown().await;
}

/// The next lobby frame that satisfies `want`.
async fn lobby_until(c: &mut Client, want: impl Fn(&Value) -> bool) -> Value {
    loop {
        let v = c.expect("lobby").await;
        if want(&v) {
            return v;
        }
    }
}

fn lists(lobby: &Value, id: &Value) -> bool {
    lobby["games"]
        .as_array()
        .is_some_and(|gs| gs.iter().any(|g| g["game"] == *id))
}

#[tokio::test]
async fn a_closed_connections_open_games_leave_the_lobby_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    // Far longer than the test: only the disconnect can remove the game.
    cfg.abandon_after = Duration::from_secs(600);
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut watcher = Client::hello(addr, "watcher", None).await;
    watcher.send(json!({"type":"lobby"})).await;
    let mut hal = Client::raw(addr).await;
    hal.send(json!({"type":"hello","protocol":1,"name":"hal","bot":true,"id":"h"}))
        .await;
    hal.expect("welcome").await;
    let g = hal
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await;
    let id = g["game"].clone();
    lobby_until(&mut watcher, |l| lists(l, &id)).await;
    hal.close().await;
    let gone = tokio::time::timeout(
        Duration::from_secs(5),
        lobby_until(&mut watcher, |l| !lists(l, &id)),
    )
    .await;
    assert!(gone.is_ok(), "the open game left the lobby within seconds");
    watcher
        .send(json!({"type":"join","game":id,"id":"j"}))
        .await;
    watcher.expect_error("no_such_game").await;
    server.shutdown().await;
}

#[tokio::test]
async fn hosted_bots_keep_a_rated_record() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut hal = Client::raw(addr).await;
    hal.send(json!({"type":"hello","protocol":1,"name":"hal","bot":true,"id":"h"}))
        .await;
    hal.expect("welcome").await;
    let g = hal
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await;
    let id = g["game"].as_u64().unwrap();
    let mut ann = Client::hello(addr, "ann", None).await;
    ann.send(json!({"type":"join","game":id})).await;
    let state = ann.expect_game(id).await;
    // Both move once, so the resignation is a rated result, not an abort.
    let ann_first = state["players"][0]["name"] == "ann";
    let mut board = state["board"].clone();
    for ply in 0..2u64 {
        let (row, col) = small_move(&board);
        let mover = if (ply == 0) == ann_first {
            &mut ann
        } else {
            &mut hal
        };
        board = mover.play(id, ply, row, col).await["board"].clone();
    }
    hal.send(json!({"type":"resign","game":id})).await;
    hal.expect("over").await;
    ann.expect("over").await;
    ann.send(json!({"type":"leaderboard","limit":10})).await;
    let lb = ann.expect("leaderboard").await;
    // One game establishes nobody (RD <= 75 only), bot or not.
    assert_eq!(lb["players"], json!([]), "{lb}");
    // Its record is kept and readable, rated and marked a bot.
    ann.send(json!({"type":"stats","player":"hal"})).await;
    let s = ann.expect("stats").await;
    assert_eq!((&s["games"], &s["bot"]), (&json!(1), &json!(true)), "{s}");
    assert!(s["rating"].as_f64().unwrap() < 1500.0, "it resigned: {s}");
    assert_eq!(s["ratings"]["chomp"]["provisional"], true, "{s}");
    server.shutdown().await;
}

#[tokio::test]
async fn player_stats_carry_the_rating_history_and_games_per_day() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut ids = Vec::new();
    for _ in 0..2 {
        let g = a
            .create(json!({"variant":"chomp","width":3,"height":2,"start":"3,2",
                "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
            .await;
        ids.push(g["game"].clone());
        play_vs_bot(&mut a, &g, small_move_rows).await;
    }
    a.send(json!({"type":"stats","player":"alice","id":"s"}))
        .await;
    let s = a.expect("stats").await;
    let history = s["rating_history"].as_array().expect("rating_history");
    let games: Vec<&Value> = history.iter().map(|p| &p["game"]).collect();
    assert_eq!(games, ids.iter().collect::<Vec<_>>(), "{s}");
    assert_eq!(history[1]["rating"], s["rating"], "{s}");
    assert!(history.iter().all(|p| p["at"].as_str().is_some()), "{s}");
    let days = s["games_per_day"].as_array().expect("games_per_day");
    assert_eq!(days.len(), 1, "{s}");
    assert_eq!(days[0]["games"], 2, "{s}");
    // Totals (no player) keep their old shape.
    a.send(json!({"type":"stats","id":"t"})).await;
    let t = a.expect("stats").await;
    assert!(t.get("rating_history").is_none(), "{t}");
    server.shutdown().await;
}

/// The one player of `frame` (a lobby game or a game) named `name`.
fn player<'a>(frame: &'a Value, name: &str) -> &'a Value {
    frame["players"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == name))
        .unwrap_or_else(|| panic!("{name} is not in {frame}"))
}

/// A bot's entry: kind "bot", and no level for a hosted bot.
fn assert_hosted_bot(p: &Value) {
    assert_eq!(p["kind"], "bot", "{p}");
    assert!(p.get("level").is_none(), "a hosted bot has no level: {p}");
}

/// A client that says hello as `chomp bot` does.
async fn hosted_bot(addr: std::net::SocketAddr, name: &str, token: Option<&str>) -> Client {
    let mut c = Client::raw(addr).await;
    let mut hello = json!({"type":"hello","protocol":1,"name":name,"bot":true,"id":"h"});
    if let Some(t) = token {
        hello["token"] = json!(t);
    }
    c.send(hello).await;
    let w = c.expect("welcome").await;
    c.name = name.to_string();
    c.token = w["token"].as_str().unwrap_or_default().to_string();
    c
}

/// `chomp bot`'s hello makes its seats bots without a level: in the lobby
/// while it waits and plays, in the game frames of both players, after a
/// restart of the server, in history, and in the totals as a game against a
/// bot rather than between people.
async fn hosted_bots_are_bots(cfg: Config) {
    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let mut watcher = Client::hello(addr, "watcher", None).await;
    watcher.send(json!({"type":"lobby"})).await;
    let mut hal = hosted_bot(addr, "hal", None).await;
    let g = hal
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"}}))
        .await;
    assert_hosted_bot(player(&g, "hal"));
    let id = g["game"].as_u64().unwrap();
    let listed = lobby_until(&mut watcher, |l| lists(l, &json!(id))).await;
    let line = listed["games"]
        .as_array()
        .and_then(|gs| gs.iter().find(|g| g["game"] == id))
        .unwrap();
    assert_hosted_bot(player(line, "hal"));
    let mut ann = Client::hello(addr, "ann", None).await;
    ann.send(json!({"type":"join","game":id})).await;
    let state = ann.expect_game(id).await;
    assert_hosted_bot(player(&state, "hal"));
    assert_eq!(player(&state, "ann")["kind"], "human", "{state}");
    let seen_by_hal = hal.expect_game(id).await;
    assert_hosted_bot(player(&seen_by_hal, "hal"));
    let playing = lobby_until(&mut watcher, |l| {
        l["games"].as_array().is_some_and(|gs| {
            gs.iter()
                .any(|g| g["game"] == id && g["status"] == "playing")
        })
    })
    .await;
    let line = playing["games"]
        .as_array()
        .and_then(|gs| gs.iter().find(|g| g["game"] == id))
        .unwrap();
    assert_hosted_bot(player(line, "hal"));
    // Both move once, so the result counts (resigning earlier aborts).
    let ann_first = state["players"][0]["name"] == "ann";
    let mut board = state["board"].clone();
    for ply in 0..2u64 {
        let (row, col) = small_move(&board);
        let mover = if (ply == 0) == ann_first {
            &mut ann
        } else {
            &mut hal
        };
        board = mover.play(id, ply, row, col).await["board"].clone();
    }
    // The seat is stored as a hosted bot's: a restarted server says so too.
    let (hal_token, ann_token) = (hal.token.clone(), ann.token.clone());
    drop((hal, ann, watcher));
    server.shutdown().await;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut hal = hosted_bot(addr, "hal", Some(&hal_token)).await;
    hal.send(json!({"type":"watch","game":id})).await;
    assert_hosted_bot(player(&hal.expect_game(id).await, "hal"));
    let mut ann = Client::hello(addr, "ann", Some(&ann_token)).await;
    ann.send(json!({"type":"watch","game":id})).await;
    assert_hosted_bot(player(&ann.expect_game(id).await, "hal"));
    hal.send(json!({"type":"resign","game":id})).await;
    hal.expect("over").await;
    ann.expect("over").await;
    ann.send(json!({"type":"stats","id":"t"})).await;
    let t = ann.expect("stats").await;
    assert_eq!(
        (
            &t["games"],
            &t["human_vs_human"],
            &t["human_wins_vs_bots"],
            &t["bot_wins"]
        ),
        (&json!(1), &json!(0), &json!(1), &json!(0)),
        "a game against a hosted bot is a game against a bot: {t}"
    );
    ann.send(json!({"type":"history","player":"hal","id":"h"}))
        .await;
    let h = ann.expect("history").await;
    assert_hosted_bot(player(&h["games"][0], "hal"));
    server.shutdown().await;
}

#[tokio::test]
async fn a_hosted_bot_is_a_bot_in_frames_and_totals() {
    let dir = tempfile::tempdir().unwrap();
    hosted_bots_are_bots(config(dir.path())).await;
}

#[tokio::test]
async fn a_hosted_bot_is_a_bot_in_frames_and_totals_on_postgres() {
    common::on_postgres(hosted_bots_are_bots).await;
}
