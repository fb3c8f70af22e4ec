//! Two people play each other while a third watches and a fourth follows
//! the lobby; records, ratings and history follow.

use crate::common;

use common::{board_of, config, small_move_rows, start, Client};
use serde_json::json;

#[tokio::test]
async fn two_humans_play_while_a_third_watches() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut lobby = Client::hello(addr, "lou", None).await;
    lobby.send(json!({"type":"lobby","id":"l"})).await;
    let first = lobby.expect("lobby").await;
    assert_eq!(first["re"], "l");
    assert_eq!(first["online"], 1);

    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let g = a
        .create(json!({"variant":"ichomp","width":5,"height":4,"opponent":{"kind":"human"},"first":"opponent"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    assert_eq!(g["status"], "waiting");
    // The lobby subscriber sees the open game.
    loop {
        let v = lobby.expect("lobby").await;
        let games = v["games"].as_array().unwrap();
        if games
            .iter()
            .any(|x| x["game"] == id && x["status"] == "waiting")
        {
            assert_eq!(v["online"], 3);
            break;
        }
    }
    b.send(json!({"type":"join","game":id})).await;
    let gb = b.expect_game(id).await;
    let ga = a.expect_game(id).await;
    // "first: opponent": the joiner moves first.
    assert_eq!((ga["you"].as_u64(), gb["you"].as_u64()), (Some(1), Some(0)));
    assert_eq!(gb["players"][0]["name"], "bob");
    let mut w = Client::hello(addr, "carol", None).await;
    w.send(json!({"type":"watch","game":id})).await;
    let gw = w.expect_game(id).await;
    assert!(gw.get("you").is_none());
    assert_eq!(gw["hints_allowed"], false);
    // A spectator is not a player: no hints while the game runs.
    w.send(json!({"type":"hints","game":id})).await;
    w.expect_error("not_a_player").await;

    let mut board = board_of(&gb);
    let mut ply = 0u64;
    let over = loop {
        let mover = if ply & 1 == 0 { &mut b } else { &mut a };
        let (r, c) = small_move_rows(&board);
        let m = mover.play(id, ply, r, c).await;
        board = board_of(&m);
        let other = if ply & 1 == 0 { &mut a } else { &mut b };
        assert_eq!(other.expect("moved").await, {
            let mut x = m.clone();
            x.as_object_mut().unwrap().remove("re");
            x
        });
        let seen = w.expect("moved").await;
        assert_eq!(seen["ply"], ply);
        assert_eq!(board_of(&seen), board);
        ply += 1;
        if board.iter().all(|row| !row.contains('#')) {
            break w.expect("over").await;
        }
    };
    assert_eq!(over["reason"], "normal");
    // In iChomp whoever takes the last cell wins.
    let winner = (ply - 1) % 2;
    assert_eq!(over["winner"], winner);
    assert_eq!(a.expect("over").await, over);
    assert_eq!(b.expect("over").await, over);

    // After the game, spectators may ask for hints.
    w.send(json!({"type":"hints","game":id,"id":"h"})).await;
    assert_eq!(w.expect("hints").await["total"], 0);

    let (win_name, lose_name) = if winner == 0 {
        ("bob", "alice")
    } else {
        ("alice", "bob")
    };
    w.send(json!({"type":"stats","player":win_name})).await;
    let s = w.expect("stats").await;
    assert_eq!(
        (s["games"].as_u64(), s["wins"].as_u64()),
        (Some(1), Some(1))
    );
    assert!((s["rating"].as_f64().unwrap() - 1_741.624_424_015_891_7).abs() < 1e-6);
    w.send(json!({"type":"stats","player":lose_name})).await;
    let s = w.expect("stats").await;
    assert_eq!(
        (s["games"].as_u64(), s["losses"].as_u64()),
        (Some(1), Some(1))
    );
    // Glicko-2 for two new players (rating::glicko's tests say how the
    // number was computed): the loser goes from 1500 to 1258.38, provisional.
    assert!((s["rating"].as_f64().unwrap() - 1_258.375_575_984_108_3).abs() < 1e-6);
    assert_eq!(s["provisional"], true, "{s}");
    w.send(json!({"type":"stats"})).await;
    let t = w.expect("stats").await;
    assert_eq!(
        (t["games"].as_u64(), t["human_vs_human"].as_u64()),
        (Some(1), Some(1))
    );
    w.send(json!({"type":"history"})).await;
    let h = w.expect("history").await;
    assert_eq!(h["games"][0]["moves"].as_array().unwrap().len() as u64, ply);
    assert_eq!(h["games"][0]["players"][0]["name"], "bob");
    w.send(json!({"type":"leaderboard"})).await;
    let lb = w.expect("leaderboard").await;
    // One game establishes nobody: the leaderboard lists RD <= 75 only.
    assert_eq!(lb["players"], json!([]), "{lb}");
    assert_eq!(lb["variants"]["chomp"], json!([]), "{lb}");
    let _ = win_name;

    // The finished game leaves the lobby's list.
    loop {
        let v = lobby.expect("lobby").await;
        if v["games"].as_array().unwrap().is_empty() {
            assert_eq!(v["totals"]["games"], 1);
            break;
        }
    }
    server.shutdown().await;
}
