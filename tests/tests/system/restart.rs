//! A server stopped mid-game (cleanly, or abruptly as by kill -9) and
//! started again on the same database: play continues from the same ply and
//! finished games and statistics are intact.

use crate::common;

use common::{board_of, config, play_vs_bot, small_move_rows, start, Client};
use serde_json::{json, Value};

async fn stats_of(c: &mut Client) -> (Value, Value) {
    c.send(json!({"type":"stats"})).await;
    let totals = c.expect("stats").await;
    c.send(json!({"type":"history"})).await;
    let history = c.expect("history").await;
    (totals, history)
}

#[tokio::test]
async fn a_restart_keeps_every_move_and_result() {
    let dir = tempfile::tempdir().unwrap();
    restart_keeps_everything(config(dir.path())).await;
}

#[tokio::test]
async fn a_restart_keeps_every_move_and_result_on_postgres() {
    common::on_postgres(restart_keeps_everything).await;
}

/// Plays, shuts the server down and starts a new one on the same store.
async fn restart_keeps_everything(cfg: chomp_server::Config) {
    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    // A finished game against a bot.
    let g = a
        .create(json!({"variant":"chomp","width":3,"height":3,"opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    play_vs_bot(&mut a, &g, small_move_rows).await;
    // A human game in progress.
    let g = a
        .create(json!({"variant":"ichomp","width":4,"height":4,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    b.expect_game(id).await;
    a.play(id, 0, 0, 0).await;
    let last = b.play(id, 1, 3, 3).await;
    // And a bot game in progress.
    let gb = b
        .create(json!({"variant":"chomp","width":5,"height":4,"opponent":{"kind":"bot","level":"hard"},"first":"me"}))
        .await;
    let bot_game = gb["game"].as_u64().unwrap();
    b.play(bot_game, 0, 3, 4).await;
    let bot_reply = b.expect("moved").await;
    assert_eq!(bot_reply["ply"], 1);
    let before = stats_of(&mut a).await;
    let (ta, tb) = (a.token.clone(), b.token.clone());
    server.shutdown().await;

    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", Some(&ta)).await;
    let mut b = Client::hello(addr, "bob", Some(&tb)).await;
    assert_eq!(stats_of(&mut a).await, before);
    a.send(json!({"type":"watch","game":id})).await;
    let state = a.expect_game(id).await;
    assert_eq!(
        (state["ply"].as_u64(), state["status"].as_str()),
        (Some(2), Some("playing"))
    );
    assert_eq!(board_of(&state), board_of(&last));
    // Play goes on from the same ply.
    let m = a.play(id, 2, 3, 0).await;
    assert_eq!(m["ply"], 2);
    b.send(json!({"type":"watch","game":id})).await;
    b.expect_game(id).await;
    b.send(json!({"type":"resign","game":id})).await;
    let over = a.expect("over").await;
    assert_eq!(
        (over["winner"].as_u64(), over["reason"].as_str()),
        (Some(0), Some("resign"))
    );

    // The bot game resumes too, and the bot answers.
    b.send(json!({"type":"watch","game":bot_game})).await;
    let gb = b.expect_game(bot_game).await;
    assert_eq!(gb["ply"], 2);
    let (over, plies) = play_vs_bot(&mut b, &gb, small_move_rows).await;
    assert!(plies > 2);
    assert_eq!(over["reason"], "normal");

    let (totals, history) = stats_of(&mut a).await;
    assert_eq!(totals["games"], 3);
    assert_eq!(history["games"].as_array().unwrap().len(), 3);
    assert_eq!(history["games"][2], before.1["games"][0]);
    server.shutdown().await;
}

#[tokio::test]
async fn one_rematch_per_game_holds_across_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    rematch_once_across_restart(config(dir.path())).await;
}

#[tokio::test]
async fn one_rematch_per_game_holds_across_a_restart_on_postgres() {
    common::on_postgres(rematch_once_across_restart).await;
}

/// Plays a game between two people to its end, on a fresh 3x2 board.
async fn finished_game(a: &mut Client, b: &mut Client) -> u64 {
    let g = a
        .create(json!({"variant":"chomp","width":3,"height":2,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    b.expect_game(id).await;
    a.play(id, 0, 1, 1).await;
    b.play(id, 1, 0, 2).await;
    a.send(json!({"type":"resign","game":id})).await;
    a.expect("over").await;
    b.expect("over").await;
    id
}

/// The rematch of a finished game between people is opened once, and a
/// restart (which forgets every room) does not let the two open another.
async fn rematch_once_across_restart(cfg: chomp_server::Config) {
    let server = start(cfg.clone()).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let id = finished_game(&mut a, &mut b).await;
    a.send(json!({"type":"rematch","game":id})).await;
    a.expect("rematch_offer").await;
    b.send(json!({"type":"rematch","game":id})).await;
    let rid = b.expect("game").await["game"].as_u64().unwrap();
    a.expect_game(rid).await;
    a.send(json!({"type":"rematch","game":id})).await;
    let refused = a.expect_error("bad_request").await;
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains(&format!("game {rid}")),
        "{refused}"
    );
    // The rematch ends too, so nothing but the rule stands in the way.
    b.send(json!({"type":"resign","game":rid})).await;
    b.expect("over").await;
    let (ta, tb) = (a.token.clone(), b.token.clone());
    server.shutdown().await;

    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", Some(&ta)).await;
    let mut b = Client::hello(addr, "bob", Some(&tb)).await;
    for who in [&mut a, &mut b] {
        who.send(json!({"type":"rematch","game":id})).await;
        let refused = who.expect_error("bad_request").await;
        assert!(
            refused["message"]
                .as_str()
                .unwrap()
                .contains(&format!("game {rid}")),
            "after a restart the first rematch still stands: {refused}"
        );
    }
    server.shutdown().await;
}

#[test]
fn an_abrupt_stop_loses_no_accepted_move() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().to_path_buf();
    // The first server runs on its own runtime, which is torn down without
    // any shutdown: tasks vanish mid-flight, as with kill -9.
    let first = tokio::runtime::Runtime::new().unwrap();
    let (id, token, last) = first.block_on(async {
        let server = start(config(&path)).await;
        let addr = server.local_addr();
        let mut a = Client::hello(addr, "alice", None).await;
        let mut b = Client::hello(addr, "bob", None).await;
        let g = a
            .create(json!({"variant":"chomp","width":6,"height":5,"opponent":{"kind":"human"},"first":"me"}))
            .await;
        let id = g["game"].as_u64().unwrap();
        b.send(json!({"type":"join","game":id})).await;
        b.expect_game(id).await;
        a.play(id, 0, 4, 5).await;
        b.play(id, 1, 3, 5).await;
        let last = a.play(id, 2, 4, 4).await;
        std::mem::forget(server);
        (id, a.token.clone(), last)
    });
    first.shutdown_background();

    let second = tokio::runtime::Runtime::new().unwrap();
    second.block_on(async {
        let server = start(config(&path)).await;
        let mut a = Client::hello(server.local_addr(), "alice", Some(&token)).await;
        a.send(json!({"type":"watch","game":id})).await;
        let state = a.expect_game(id).await;
        assert_eq!(state["ply"], 3);
        assert_eq!(board_of(&state), board_of(&last));
        assert_eq!(state["to_move"], 1);
        server.shutdown().await;
    });
}
