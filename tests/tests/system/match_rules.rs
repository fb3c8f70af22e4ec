//! The rules that keep games fair on an open server, over real sockets:
//! aborted games, the cap on unfinished games, the move clock, and hints
//! that only players get and that never hold up a move.

use crate::common;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{config, start, Client};
use serde_json::{json, Value};

const HUMAN: &str =
    r#"{"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"},"first":"me"}"#;

fn spec(text: &str) -> Value {
    serde_json::from_str(text).unwrap()
}

/// alice opens a human game (moving first) and bob joins it.
async fn human_game(a: &mut Client, b: &mut Client) -> u64 {
    let g = a.create(spec(HUMAN)).await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id,"id":"j"})).await;
    b.expect_game(id).await;
    a.expect_game(id).await;
    id
}

async fn record(c: &mut Client, name: &str) -> Value {
    c.send(json!({"type":"stats","player":name,"id":"s"})).await;
    c.expect("stats").await
}

async fn totals(c: &mut Client) -> Value {
    c.send(json!({"type":"stats","id":"t"})).await;
    c.expect("stats").await
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

#[tokio::test]
async fn a_resignation_before_each_player_moved_aborts_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let before = [record(&mut a, "alice").await, record(&mut a, "bob").await];
    let id = human_game(&mut a, &mut b).await;
    // alice moves; bob resigns before his first move.
    a.play(id, 0, 2, 3).await;
    b.expect("moved").await;
    b.send(json!({"type":"resign","game":id,"id":"r"})).await;
    let over = b.expect("over").await;
    assert_eq!(over["reason"], "aborted");
    assert_eq!(over["winner"], 0, "winner names the seat that stayed");
    assert_eq!(a.expect("over").await["reason"], "aborted");
    // Nobody's record or rating changed; the game is counted apart.
    let after = [record(&mut a, "alice").await, record(&mut a, "bob").await];
    for (x, y) in before.iter().zip(&after) {
        for field in ["games", "wins", "losses", "rating"] {
            assert_eq!(x[field], y[field], "{field} of {}", x["player"]);
        }
    }
    let t = totals(&mut a).await;
    assert_eq!(
        (t["aborted"].as_u64(), t["games"].as_u64()),
        (Some(1), Some(0))
    );
    // A resignation once both have moved counts as before.
    let id = human_game(&mut a, &mut b).await;
    a.play(id, 0, 2, 3).await;
    b.expect("moved").await;
    b.play(id, 1, 2, 2).await;
    a.send(json!({"type":"resign","game":id,"id":"r"})).await;
    let over = a.expect("over").await;
    assert_eq!(
        (over["reason"].as_str(), over["winner"].as_u64()),
        (Some("resign"), Some(1))
    );
    let bob = record(&mut b, "bob").await;
    assert_eq!(
        (bob["games"].as_u64(), bob["wins"].as_u64()),
        (Some(1), Some(1))
    );
    let t = totals(&mut a).await;
    assert_eq!(
        (t["aborted"].as_u64(), t["games"].as_u64()),
        (Some(1), Some(1))
    );
    server.shutdown().await;
}

#[tokio::test]
async fn unfinished_games_per_player_are_capped() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        max_unfinished_games: 2,
        bot_delay: Duration::from_secs(3600),
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let bot = r#"{"variant":"chomp","width":4,"height":3,"opponent":{"kind":"bot","level":"easy"},"first":"opponent"}"#;
    let first = a.create(spec(bot)).await;
    let open = a.create(spec(HUMAN)).await;
    // A third, of either kind, is refused with a sentence.
    for s in [bot, HUMAN] {
        let mut req = spec(s);
        req["type"] = json!("create");
        req["id"] = json!("x");
        a.send(req).await;
        let e = a.expect_error("limit_reached").await;
        assert_eq!(e["re"], "x");
        assert!(e["message"]
            .as_str()
            .unwrap()
            .contains("2 unfinished games"));
    }
    // Joining someone else's game takes a seat too.
    let g = b.create(spec(HUMAN)).await;
    let theirs = g["game"].as_u64().unwrap();
    a.send(json!({"type":"join","game":theirs,"id":"j"})).await;
    a.expect_error("limit_reached").await;
    // bob fills alice's open game: that is bob's second seat, allowed.
    let open = open["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":open,"id":"j"})).await;
    b.expect_game(open).await;
    // Rejoining a game one already sits in is not a new seat.
    a.send(json!({"type":"join","game":open,"id":"again"}))
        .await;
    let again = a.expect_game(open).await;
    assert_eq!(again["status"], "playing");
    // Finishing one frees a place.
    let first = first["game"].as_u64().unwrap();
    a.send(json!({"type":"resign","game":first,"id":"r"})).await;
    a.expect("over").await;
    a.create(spec(HUMAN)).await;
    server.shutdown().await;
}

#[tokio::test]
async fn the_player_to_move_loses_when_the_clock_runs_out_connected_or_not() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        move_timeout: Duration::from_millis(1500),
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let g = a.create(spec(HUMAN)).await;
    assert!(g.get("deadline_ms").is_none(), "no clock while waiting");
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id,"id":"j"})).await;
    let started = b.expect_game(id).await;
    let deadline = started["deadline_ms"].as_u64().expect("a running clock");
    assert_eq!(started["move_timeout_ms"], 1500, "the span the clock runs");
    let now = now_ms();
    assert!(
        deadline > now && deadline <= now + 1500,
        "{deadline} vs {now}"
    );
    a.expect_game(id).await;
    let m = a.play(id, 0, 2, 3).await;
    assert!(m["deadline_ms"].as_u64().is_some_and(|d| d >= deadline));
    let m = b.play(id, 1, 2, 2).await;
    let alice_deadline = m["deadline_ms"].as_u64().unwrap();
    // alice, connected and watching, does not move: she loses by timeout.
    let over = a.expect("over").await;
    assert!(now_ms() >= alice_deadline);
    assert_eq!(
        (over["reason"].as_str(), over["winner"].as_u64()),
        (Some("timeout"), Some(1))
    );
    assert_eq!(b.expect("over").await, over);
    let bob = record(&mut b, "bob").await;
    assert_eq!(bob["wins"], 1);
    // Nobody moves at all: the game is aborted when the first clock ends.
    let id = human_game(&mut a, &mut b).await;
    let over = b.expect("over").await;
    assert_eq!(
        (over["game"].as_u64(), over["reason"].as_str()),
        (Some(id), Some("aborted"))
    );
    server.shutdown().await;
}

#[tokio::test]
async fn hints_go_only_to_players_and_never_delay_a_move() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        max_hint_jobs: 1,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut eve = Client::hello(addr, "eve", None).await;
    let g = a
        .create(json!({"variant":"ichomp","width":32,"height":32,"opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    assert_eq!(g["hints_allowed"], true);
    // A stranger gets a typed refusal, without watching or while watching.
    eve.send(json!({"type":"hints","game":id,"id":"h"})).await;
    assert_eq!(eve.expect_error("not_a_player").await["re"], "h");
    eve.send(json!({"type":"watch","game":id,"id":"w"})).await;
    assert_eq!(eve.expect_game(id).await["hints_allowed"], false);
    eve.send(json!({"type":"hints","game":id,"id":"h2"})).await;
    eve.expect_error("not_a_player").await;
    // Twenty hints requests, then a move: the move is answered before the
    // hints work is done. One search per player: the others are answered
    // `busy` (the search runs) or `superseded` (a newer one waits), and one
    // still waiting at the move is answered `stale_ply`.
    for i in 0..20 {
        a.send(json!({"type":"hints","game":id,"id":format!("h{i}")}))
            .await;
    }
    a.send(json!({"type":"move","game":id,"ply":0,"row":31,"col":31,"id":"m"}))
        .await;
    let mut hints_before_move = 0;
    let mut moved = false;
    let mut hints = 0;
    while hints < 20 {
        let v = a.recv().await;
        let answers_hints = v["re"].as_str().is_some_and(|re| re.starts_with('h'));
        match v["type"].as_str() {
            Some("hints") | Some("error") if answers_hints => {
                if v["type"] == "error" {
                    let code = v["code"].as_str().unwrap_or_default();
                    assert!(
                        ["busy", "superseded", "stale_ply"].contains(&code),
                        "unexpected error {v}"
                    );
                }
                hints += 1;
                if !moved {
                    hints_before_move += 1;
                }
            }
            Some("moved") if v["re"] == "m" => moved = true,
            Some("error") => panic!("unexpected error {v}"),
            _ => {}
        }
    }
    assert!(
        moved,
        "the move was answered while hints were being worked out"
    );
    assert!(
        hints_before_move < 20,
        "the move did not wait for every hints answer"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn numeric_ids_of_any_size_come_back_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let mut a = Client::hello(server.local_addr(), "alice", None).await;
    for (id, echoed) in [
        (
            "123456789012345678901234567890",
            "123456789012345678901234567890",
        ),
        ("1e400", "1e+400"),
        (
            "0.1000000000000000000000000000001",
            "0.1000000000000000000000000000001",
        ),
    ] {
        a.send_text(format!(r#"{{"type":"ping","id":{id}}}"#)).await;
        let pong = a.expect("pong").await;
        assert_eq!(pong["re"].to_string(), echoed);
        // A refused request echoes it too.
        a.send_text(format!(r#"{{"type":"join","game":999,"id":{id}}}"#))
            .await;
        let e = a.expect_error("no_such_game").await;
        assert_eq!(e["re"].to_string(), echoed);
    }
    server.shutdown().await;
}
