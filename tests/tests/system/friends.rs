//! Playing with friends on real sockets: the online list and hiding from
//! it, challenges (accepted, declined, lapsed when the challenged player
//! leaves), private games found only by their code (also after a
//! restart), and chat to a game's players and spectators.

use crate::common;

use common::{config, start, Client};
use serde_json::{json, Value};

mod private_games;

/// The next `error` frame, after any pushes of the game being played;
/// it must have `code`.
async fn error_skipping_others(c: &mut Client, code: &str) {
    loop {
        let v = c.recv().await;
        if v["type"] == "error" {
            assert_eq!(v["code"], code, "{v}");
            return;
        }
    }
}

fn names(online: &Value) -> Vec<(String, bool)> {
    online["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|p| (p["name"].as_str().unwrap().to_string(), p["bot"] == true))
        .collect()
}

/// A connection that says hello as a hosted bot (`chomp bot`).
async fn bot_hello(addr: std::net::SocketAddr, name: &str) -> Client {
    let mut c = Client::raw(addr).await;
    c.send(json!({"type":"hello","protocol":1,"name":name,"bot":true}))
        .await;
    c.expect("welcome").await;
    c
}

#[tokio::test]
async fn the_online_list_marks_bots_and_leaves_out_who_hides() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let _hal = bot_hello(addr, "hal").await;
    bob.send(json!({"type":"hide","id":"h","hidden":true}))
        .await;
    let hidden = bob.expect("hidden").await;
    assert_eq!(
        (hidden["re"].clone(), hidden["hidden"].clone()),
        (json!("h"), json!(true))
    );
    alice.send(json!({"type":"online","id":1})).await;
    let online = alice.expect("online").await;
    assert_eq!(online["re"], 1);
    let pair = |n: &str, b| (n.to_string(), b);
    assert_eq!(names(&online), [pair("alice", false), pair("hal", true)]);
    // A hidden player cannot be challenged: to others it is not online.
    alice
        .send(
            json!({"type":"challenge","id":2,"name":"bob","variant":"chomp","width":4,"height":3}),
        )
        .await;
    alice.expect_error("no_such_player").await;
    bob.send(json!({"type":"hide","hidden":false})).await;
    bob.expect("hidden").await;
    alice.send(json!({"type":"online"})).await;
    let online = alice.expect("online").await;
    assert_eq!(
        names(&online),
        [pair("alice", false), pair("bob", false), pair("hal", true)]
    );
    server.shutdown().await;
}

/// Sends a challenge from `a` to `b` and returns its id, as both see it.
async fn challenge(a: &mut Client, b: &mut Client, first: &str) -> u64 {
    a.send(json!({"type":"challenge","id":2,"name":b.name,"variant":"chomp","width":7,"height":6,"start":"full","first":first}))
        .await;
    let pending = a.expect("challenge").await;
    assert_eq!(
        (pending["re"].clone(), pending["status"].clone()),
        (json!(2), json!("pending"))
    );
    let id = pending["challenge"].as_u64().unwrap();
    let notice = b.expect("challenge").await;
    assert_eq!(notice["challenge"], id);
    assert_eq!(notice["from"], a.name.as_str());
    assert_eq!(
        (
            notice["variant"].clone(),
            notice["width"].clone(),
            notice["height"].clone()
        ),
        (json!("chomp"), json!(7), json!(6))
    );
    id
}

#[tokio::test]
async fn an_accepted_challenge_gives_both_players_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let id = challenge(&mut alice, &mut bob, "me").await;
    bob.send(json!({"type":"challenge_accept","id":3,"challenge":id}))
        .await;
    let gb = bob.expect("game").await;
    assert_eq!(gb["re"], 3);
    let game = gb["game"].as_u64().unwrap();
    let ga = alice.expect_game(game).await;
    for g in [&ga, &gb] {
        assert_eq!(g["status"], "playing");
        assert_eq!(
            (g["width"].clone(), g["height"].clone()),
            (json!(7), json!(6))
        );
        assert_eq!(
            g["players"][0]["name"], "alice",
            "the challenger chose to move first"
        );
        assert_eq!(g["players"][1]["name"], "bob");
        assert_eq!(g["rated"], true, "a 7x6 game between people is rated");
    }
    assert_eq!((ga["you"].clone(), gb["you"].clone()), (json!(0), json!(1)));
    alice.play(game, 0, 5, 6).await;
    // The challenge is answered: accepting it again is refused.
    bob.send(json!({"type":"challenge_accept","challenge":id}))
        .await;
    error_skipping_others(&mut bob, "bad_request").await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_declined_challenge_says_so_and_bad_challenges_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let id = challenge(&mut alice, &mut bob, "random").await;
    // Only the challenged player answers.
    alice
        .send(json!({"type":"challenge_decline","challenge":id}))
        .await;
    alice.expect_error("bad_request").await;
    bob.send(json!({"type":"challenge_decline","id":4,"challenge":id}))
        .await;
    let answer = bob.expect("challenge").await;
    assert_eq!(
        (answer["re"].clone(), answer["status"].clone()),
        (json!(4), json!("declined"))
    );
    let told = alice.expect("challenge").await;
    assert_eq!(
        (told["challenge"].as_u64(), told["status"].clone()),
        (Some(id), json!("declined"))
    );
    let bad = [
        (
            json!({"name":"alice","variant":"chomp","width":4,"height":3}),
            "bad_request",
        ),
        (
            json!({"name":"nobody","variant":"chomp","width":4,"height":3}),
            "no_such_player",
        ),
        (
            json!({"name":"bob","variant":"go","width":4,"height":3}),
            "bad_request",
        ),
        (
            json!({"name":"bob","variant":"chomp","width":400,"height":3}),
            "bad_size",
        ),
    ];
    for (req, code) in bad {
        let mut req = req;
        req["type"] = json!("challenge");
        alice.send(req).await;
        alice.expect_error(code).await;
    }
    bob.send(json!({"type":"challenge_accept","challenge":999}))
        .await;
    bob.expect_error("bad_request").await;
    // At most three waiting per challenger.
    for _ in 0..3 {
        challenge(&mut alice, &mut bob, "me").await;
    }
    alice
        .send(json!({"type":"challenge","name":"bob","variant":"chomp","width":4,"height":3}))
        .await;
    alice.expect_error("limit_reached").await;
    alice.assert_usable().await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_challenge_lapses_when_the_challenged_player_leaves() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let id = challenge(&mut alice, &mut bob, "me").await;
    let token = bob.token.clone();
    bob.close().await;
    let lapsed = alice.expect("challenge").await;
    assert_eq!(
        (lapsed["challenge"].as_u64(), lapsed["status"].clone()),
        (Some(id), json!("lapsed"))
    );
    // And when the challenger leaves, the challenged player's prompt lapses.
    let mut bob = Client::hello(addr, "bob", Some(&token)).await;
    let mut carol = Client::hello(addr, "carol", None).await;
    let id = challenge(&mut carol, &mut bob, "me").await;
    carol.close().await;
    let lapsed = bob.expect("challenge").await;
    assert_eq!(
        (lapsed["challenge"].as_u64(), lapsed["status"].clone()),
        (Some(id), json!("lapsed"))
    );
    server.shutdown().await;
}

#[tokio::test]
async fn chat_reaches_players_and_spectators_cleaned_and_bounded() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut alice = Client::hello(addr, "alice", None).await;
    let mut bob = Client::hello(addr, "bob", None).await;
    let mut sam = Client::hello(addr, "sam", None).await;
    let mut eve = Client::hello(addr, "eve", None).await;
    let g = alice
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"human"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    bob.send(json!({"type":"join","game":id})).await;
    bob.expect_game(id).await;
    sam.send(json!({"type":"watch","game":id})).await;
    sam.expect_game(id).await;
    alice
        .send(json!({"type":"chat","id":"c","game":id,"text":"good \u{1b}[2Jluck\u{7}\n!"}))
        .await;
    for c in [&mut alice, &mut bob, &mut sam] {
        let line = c.expect("chat").await;
        assert_eq!(
            (
                line["game"].as_u64(),
                line["from"].clone(),
                line["text"].clone()
            ),
            (Some(id), json!("alice"), json!("good [2Jluck !"))
        );
    }
    // Someone who does not watch the game gets nothing, and may not chat.
    eve.send(json!({"type":"chat","game":id,"text":"hi"})).await;
    eve.expect_error("not_a_player").await;
    // Too long, empty once cleaned, or too fast: refused.
    bob.send(json!({"type":"chat","game":id,"text":"x".repeat(201)}))
        .await;
    bob.expect_error("bad_request").await;
    bob.send(json!({"type":"chat","game":id,"text":"\u{1b}\u{7}  "}))
        .await;
    bob.expect_error("bad_request").await;
    let mut refused = false;
    for i in 0..20 {
        bob.send(json!({"type":"chat","id":i,"game":id,"text":"spam"}))
            .await;
        let v = loop {
            let v = bob.recv().await;
            if v["re"] == i {
                break v;
            }
        };
        if v["type"] == "error" {
            assert_eq!(v["code"], "rate_limited");
            refused = true;
            break;
        }
    }
    assert!(refused, "a flood of chat lines is refused");
    eve.assert_usable().await;
    server.shutdown().await;
}
