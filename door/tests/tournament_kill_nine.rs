//! The real binary, killed with SIGKILL mid-arena and started again on
//! the same database: the arena comes back with the same standings, the
//! same end time and its running pairing, which plays on and counts.

use std::path::Path;

use chomp_testkit::boards::small_move;
use chomp_testkit::{quick_args, Client, ServerProcess};
use serde_json::{json, Value};

fn spawn_server(db: &Path) -> ServerProcess {
    ServerProcess::spawn(
        Path::new(env!("CARGO_BIN_EXE_chomp-server")),
        quick_args(db),
    )
}

/// The next `game` frame of a pairing of tournament `id` newer than game
/// `after` (a pairing's own frames come again when its players come and go).
async fn pairing(c: &mut Client, id: u64, after: u64) -> Value {
    loop {
        let g = c.expect("game").await;
        let newer = g["game"].as_u64().is_some_and(|game| game > after);
        if g["tournament"] == id && g["status"] == "playing" && newer {
            return g;
        }
    }
}

/// Plays `n` small moves of `game` from `ply` on, each by whichever of ann
/// (in seat `ann_seat`) and bob is to move (seat 0 moves at even plies).
async fn play_plies(
    ann: &mut Client,
    bob: &mut Client,
    game: u64,
    ann_seat: u64,
    ply: u64,
    n: u64,
) {
    for ply in ply..ply + n {
        let c = if ply % 2 == ann_seat {
            &mut *ann
        } else {
            &mut *bob
        };
        // The answer to this watch (older frames of the game may be queued).
        let re = format!("w{game}-{ply}");
        c.send(json!({"type":"watch","game":game,"id":re})).await;
        let state = loop {
            let state = c.expect_game(game).await;
            if state["re"] == re.as_str() {
                break state;
            }
        };
        assert_eq!(state["ply"], ply);
        let (row, col) = small_move(&state["board"]);
        c.send(json!({"type":"move","game":game,"ply":ply,"row":row,"col":col}))
            .await;
        loop {
            let m = c.expect("moved").await;
            if m["game"] == game && m["ply"] == ply {
                break;
            }
        }
    }
}

/// The next `tournament` frame in which `name` has played `n` games.
async fn standings_after(c: &mut Client, name: &str, n: u64) -> Value {
    loop {
        let t = c.expect("tournament").await;
        let line = t["standings"]
            .as_array()
            .and_then(|s| s.iter().find(|l| l["name"] == name).cloned());
        if line.is_some_and(|l| l["played"] == n) {
            return t;
        }
    }
}

#[tokio::test]
async fn kill_nine_mid_arena_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("chomp.db");
    let mut server = spawn_server(&db);
    let mut ann = Client::hello(server.addr(), "ann", None).await;
    let mut bob = Client::hello(server.addr(), "bob", None).await;
    let (ta, tb) = (ann.token.clone(), bob.token.clone());
    ann.send(
        json!({"type":"tournament_create","id":1,"format":"arena","name":"Friday",
        "variant":"chomp","width":5,"height":4,"start":"full","minutes":60,"starts_in":0,
        "bots":[]}),
    )
    .await;
    let id = ann.expect("tournament").await["tournament"]
        .as_u64()
        .unwrap();
    ann.send(json!({"type":"tournament_join","tournament":id}))
        .await;
    bob.send(json!({"type":"tournament_join","tournament":id}))
        .await;
    // The first pairing: a move each (a game resigned before that is
    // aborted and counts for nobody), then ann resigns it.
    let g1 = pairing(&mut ann, id, 0).await;
    let first = g1["game"].as_u64().unwrap();
    pairing(&mut bob, id, 0).await;
    let seat1 = g1["you"].as_u64().unwrap();
    play_plies(&mut ann, &mut bob, first, seat1, 0, 2).await;
    ann.send(json!({"type":"resign","game":first})).await;
    // The second: one move, then the kill.
    let g = pairing(&mut ann, id, first).await;
    let second = g["game"].as_u64().unwrap();
    pairing(&mut bob, id, first).await;
    let seat2 = g["you"].as_u64().unwrap();
    play_plies(&mut ann, &mut bob, second, seat2, 0, 1).await;
    // The standings now, as an answer (pushes may have passed already).
    bob.send(json!({"type":"tournament_watch","id":"now","tournament":id}))
        .await;
    let before = loop {
        let t = bob.expect("tournament").await;
        if t["re"] == "now" {
            break t;
        }
    };
    let ann_played = |t: &Value| {
        t["standings"]
            .as_array()
            .and_then(|s| s.iter().find(|l| l["name"] == "ann").cloned())
            .map(|l| l["played"].clone())
    };
    assert_eq!(ann_played(&before), Some(json!(1)));
    assert_eq!(before["status"], "running");
    server.kill();

    let server = spawn_server(&db);
    let mut ann = Client::hello(server.addr(), "ann", Some(&ta)).await;
    let mut bob = Client::hello(server.addr(), "bob", Some(&tb)).await;
    ann.send(json!({"type":"tournament_watch","id":2,"tournament":id}))
        .await;
    let after = ann.expect("tournament").await;
    assert_eq!(after["re"], 2);
    assert_eq!(after["status"], "running");
    assert_eq!(after["ends_at"], before["ends_at"], "the same end time");
    let lines = |t: &Value| {
        t["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| (l["name"].clone(), l["score"].clone(), l["played"].clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(lines(&after), lines(&before), "the same standings");
    // The running pairing resumed at its ply, still the tournament's.
    bob.send(json!({"type":"watch","game":second})).await;
    let state = bob.expect_game(second).await;
    assert_eq!(
        (state["ply"].clone(), state["tournament"].clone()),
        (json!(1), json!(id))
    );
    // And it counts when it ends.
    play_plies(&mut ann, &mut bob, second, seat2, 1, 1).await;
    bob.send(json!({"type":"tournament_watch","tournament":id}))
        .await;
    bob.send(json!({"type":"resign","game":second})).await;
    let done = standings_after(&mut bob, "bob", 2).await;
    let ann_line = done["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["name"] == "ann")
        .cloned()
        .unwrap();
    assert_eq!(
        (ann_line["score"].clone(), ann_line["won"].clone()),
        (json!(2), json!(1))
    );
}
