//! Fair play between people: a rematch is an offer to the same opponent
//! only (seats swapped, one per finished game, crossing offers make one
//! game, an offer lapses when a player leaves), and rating farms get
//! nothing (tiny boards, games decided in one move, repeat opponents).

use crate::common;

use std::net::SocketAddr;

use common::{config, start, Client};
use serde_json::{json, Value};

/// alice opens a Chomp game of `w`x`h`, moving first; bob joins. Returns
/// alice's and bob's `game` frames.
async fn start_game(a: &mut Client, b: &mut Client, w: u32, h: u32) -> (Value, Value) {
    let g = a
        .create(json!({"variant":"chomp","width":w,"height":h,
            "opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    b.send(json!({"type":"join","game":id})).await;
    let gb = b.expect_game(id).await;
    let ga = a.expect_game(id).await;
    (ga, gb)
}

/// The player in seat 0 resigns at once; both see `over`.
async fn resign_now(first: &mut Client, second: &mut Client, id: u64) {
    first.send(json!({"type":"resign","game":id})).await;
    first.expect("over").await;
    second.expect("over").await;
}

async fn open_count(addr: SocketAddr) -> u64 {
    static LOOKS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = LOOKS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut look = Client::hello(addr, &format!("looker{n}"), None).await;
    look.send(json!({"type":"lobby","id":"l"})).await;
    let l = look.expect("lobby").await;
    look.close().await;
    l["open_count"].as_u64().unwrap()
}

#[tokio::test]
async fn a_rematch_is_an_offer_to_the_same_opponent_only() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;
    let mut c = Client::hello(addr, "carol", None).await;
    let (ga, _) = start_game(&mut a, &mut b, 4, 3).await;
    let id = ga["game"].as_u64().unwrap();
    c.send(json!({"type":"watch","game":id})).await;
    c.expect_game(id).await;
    resign_now(&mut a, &mut b, id).await;
    c.expect("over").await;

    // A spectator cannot ask; a player's request is an offer, seen by all.
    c.send(json!({"type":"rematch","game":id})).await;
    c.expect_error("not_a_player").await;
    a.send(json!({"type":"rematch","game":id,"id":"r1"})).await;
    let offer = a.expect("rematch_offer").await;
    assert_eq!(
        (
            offer["re"].as_str(),
            offer["game"].as_u64(),
            offer["by"].as_u64()
        ),
        (Some("r1"), Some(id), Some(0))
    );
    assert!(offer.get("lapsed").is_none(), "{offer}");
    let seen = b.expect("rematch_offer").await;
    assert_eq!((seen["by"].as_u64(), seen.get("re")), (Some(0), None));
    assert_eq!(c.expect("rematch_offer").await["by"], 0);
    // Nothing open for a third party to take; asking again changes nothing.
    assert_eq!(open_count(addr).await, 0);
    a.send(json!({"type":"rematch","game":id,"id":"r1b"})).await;
    assert_eq!(a.expect("rematch_offer").await["re"], "r1b");

    // bob accepts with the same request: one game, seats swapped.
    b.send(json!({"type":"rematch","game":id,"id":"r2"})).await;
    let gb = b.expect("game").await;
    assert_eq!(gb["re"], "r2");
    let rid = gb["game"].as_u64().unwrap();
    assert_ne!(rid, id);
    assert_eq!(gb["status"], "playing");
    assert_eq!(gb["you"], 0, "bob moved second, so he moves first now");
    assert_eq!(gb["players"][0]["name"], "bob");
    assert_eq!(gb["players"][1]["name"], "alice");
    let ga = a.expect_game(rid).await;
    assert_eq!((ga["you"].as_u64(), ga.get("re")), (Some(1), None));
    // alice's arrival in the new game is pushed to bob.
    let again = b.expect_game(rid).await;
    assert_eq!(again["connected"], json!([true, true]));
    assert_eq!(open_count(addr).await, 0);

    // One rematch per finished game, and nobody else sits down.
    for who in [&mut a, &mut b] {
        who.send(json!({"type":"rematch","game":id})).await;
        who.expect_error("bad_request").await;
    }
    let mut d = Client::hello(addr, "dave", None).await;
    d.send(json!({"type":"join","game":rid})).await;
    d.expect_error("seat_taken").await;

    // Two crossing offers make one game.
    resign_now(&mut b, &mut a, rid).await;
    a.send(json!({"type":"rematch","game":rid,"id":"x"})).await;
    b.send(json!({"type":"rematch","game":rid,"id":"y"})).await;
    let ga = a.expect("game").await;
    let gb = b.expect("game").await;
    assert_eq!(ga["game"], gb["game"], "one game for two crossing offers");
    assert_ne!(ga["game"], rid);
    let third = ga["game"].as_u64().unwrap();
    assert_eq!(open_count(addr).await, 0);

    // An offer lapses when either player leaves.
    resign_now(&mut a, &mut b, third).await;
    b.send(json!({"type":"rematch","game":third,"id":"o"}))
        .await;
    assert_eq!(b.expect("rematch_offer").await["by"], 1);
    assert_eq!(a.expect("rematch_offer").await["by"], 1);
    let token = b.token.clone();
    b.close().await;
    let lapsed = a.expect("rematch_offer").await;
    assert_eq!(
        (lapsed["by"].as_u64(), lapsed["lapsed"].as_bool()),
        (Some(1), Some(true))
    );
    // bob back: his old offer is gone, so alice's request is a new offer.
    let mut b = Client::hello(addr, "bob", Some(&token)).await;
    b.send(json!({"type":"watch","game":third})).await;
    let state = b.expect_game(third).await;
    assert!(state.get("rematch_offer").is_none(), "{state}");
    a.send(json!({"type":"rematch","game":third,"id":"n"}))
        .await;
    let fresh = a.expect("rematch_offer").await;
    assert_eq!(
        (fresh["re"].as_str(), fresh["by"].as_u64()),
        (Some("n"), Some(0))
    );
    let shown = b.expect("rematch_offer").await;
    assert_eq!(shown["by"], 0);
    server.shutdown().await;
}

async fn rating_of(c: &mut Client, name: &str) -> f64 {
    c.send(json!({"type":"stats","player":name,"id":"s"})).await;
    c.expect("stats").await["rating"].as_f64().unwrap()
}

/// Both players move once, then the first mover resigns: a rated result
/// when the game is rated (each player moved).
async fn play_two_then_resign(a: &mut Client, b: &mut Client, id: u64) -> Value {
    a.play(id, 0, 1, 3).await;
    b.expect("moved").await;
    b.play(id, 1, 2, 2).await;
    a.expect("moved").await;
    a.send(json!({"type":"resign","game":id})).await;
    let over = a.expect("over").await;
    assert_eq!(b.expect("over").await, over);
    assert_eq!(over["reason"], "resign");
    over
}

#[tokio::test]
async fn rating_farms_move_no_rating() {
    let dir = tempfile::tempdir().unwrap();
    let mut cfg = config(dir.path());
    cfg.rated_repeats = 2;
    let server = start(cfg).await;
    let addr = server.local_addr();
    let mut a = Client::hello(addr, "alice", None).await;
    let mut b = Client::hello(addr, "bob", None).await;

    // 2x1 Chomp: the first mover wins by leaving the poison. Unrated.
    let (ga, gb) = start_game(&mut a, &mut b, 2, 1).await;
    assert_eq!(
        (ga["rated"].as_bool(), gb["rated"].as_bool()),
        (Some(false), Some(false))
    );
    let id = ga["game"].as_u64().unwrap();
    a.play(id, 0, 0, 1).await;
    let over = a.expect("over").await;
    assert_eq!(
        (over["winner"].as_u64(), over["rated"].as_bool()),
        (Some(0), Some(false))
    );
    // Glicko-2's starting rating: unrated games leave it where it was.
    assert_eq!(rating_of(&mut a, "alice").await, 1500.0);
    assert_eq!(rating_of(&mut a, "bob").await, 1500.0);

    // A big board whose start is one column: decided in one move. Unrated.
    let g = a
        .create(
            json!({"variant":"chomp","width":4,"height":3,"start":"1,1,1",
            "opponent":{"kind":"human"}}),
        )
        .await;
    assert_eq!(g["rated"], false);
    a.send(json!({"type":"resign","game":g["game"]})).await;
    a.expect_error("not_your_turn").await;

    // Real games are rated, up to --rated-repeats between the same two names.
    let mut before = rating_of(&mut a, "alice").await;
    for round in 0..3 {
        let (ga, gb) = start_game(&mut a, &mut b, 4, 3).await;
        let rated = round < 2;
        assert_eq!(ga["rated"].as_bool(), Some(rated), "round {round}: {ga}");
        assert_eq!(gb["rated"].as_bool(), Some(rated), "round {round}");
        let over = play_two_then_resign(&mut a, &mut b, ga["game"].as_u64().unwrap()).await;
        assert_eq!(over["rated"].as_bool(), Some(rated), "round {round}");
        let after = rating_of(&mut a, "alice").await;
        if rated {
            assert!(after < before, "round {round}: alice resigned a rated game");
        } else {
            assert_eq!(
                after, before,
                "round {round}: an unrated game keeps ratings"
            );
        }
        before = after;
    }
    // The limit is per pair: carol still gets a rated game with alice.
    let mut c = Client::hello(addr, "carol", None).await;
    let (ga, _) = start_game(&mut a, &mut c, 4, 3).await;
    assert_eq!(ga["rated"], true);
    server.shutdown().await;
}
