//! Guests at the SSH door (issue 31): a client without a key comes in at
//! once under a free name, is shown as a guest and plays unrated; a name
//! held by a key, a token, someone online or another guest is refused with
//! a sentence; guests count against the address's limits like anyone.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use chomp_testkit::ssh::{self, door_config, SshKey, Term};
use common::{start, Client, WAIT};
use serde_json::{json, Value};

/// Addresses of this machine standing for different clients.
const GUESTS: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 4));
const HOME: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 1));

/// The first running game the lobby lists with `name` in it.
async fn game_of(watcher: &mut Client, name: &str) -> Value {
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        watcher.send(json!({"type":"lobby"})).await;
        let lobby = watcher.expect("lobby").await;
        let found = lobby["games"].as_array().and_then(|games| {
            games
                .iter()
                .find(|g| {
                    g["players"]
                        .as_array()
                        .is_some_and(|p| p.iter().any(|p| p["name"] == name))
                })
                .cloned()
        });
        if let Some(g) = found {
            return g;
        }
        assert!(tokio::time::Instant::now() < until, "no game of {name}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn player<'a>(game: &'a Value, name: &str) -> &'a Value {
    game["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["name"] == name))
        .unwrap_or_else(|| panic!("{name} sits in {game}"))
}

#[tokio::test]
async fn a_guest_without_a_key_plays_unrated_and_is_shown_as_a_guest() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    let session = ssh::guest_from(HOME, at, "gus").await.expect("a guest");
    let mut term = Term::open(&session, "xterm", (100, 32), &[]).await;
    term.wait_for("Create game").await;
    // The banner says how to keep the name.
    let screen = term.wait_for("ssh-keygen -t ed25519").await;
    assert!(screen.contains("gus"), "{screen}");
    // The form's defaults: a game against a bot.
    term.send(b"\r").await;
    term.wait_for("Your move!").await;

    let mut watcher = Client::hello(ws, "wes", None).await;
    let listed = game_of(&mut watcher, "gus").await;
    assert_eq!(player(&listed, "gus")["guest"], true, "{listed}");
    let id = listed["game"].as_u64().unwrap();
    watcher.send(json!({"type":"watch","game":id})).await;
    let game = watcher.expect_game(id).await;
    assert_eq!(player(&game, "gus")["guest"], true, "{game}");
    assert_eq!(game["rated"], false, "a guest's game is unrated: {game}");
    // A bot's seat is no guest's: the field is absent.
    let bot = game["players"]
        .as_array()
        .and_then(|p| p.iter().find(|p| p["kind"] == "bot"))
        .expect("a bot seat");
    assert!(bot.get("guest").is_none(), "{bot}");

    // gus eats where the cursor stands; once the bot has answered (or the
    // game is over), gus resigns. The history says why it was unrated.
    term.send(b"\r").await;
    let mut over = false;
    while !over {
        let v = watcher.recv().await;
        over = v["type"] == "over";
        if v["type"] == "moved" && v["ply"] == 1 {
            term.send(b"XX").await;
        }
        while term.read(Duration::from_millis(1)).await {}
    }
    watcher
        .send(json!({"type":"history","player":"gus","id":"h"}))
        .await;
    let history = watcher.expect("history").await;
    let played = &history["games"][0];
    assert_eq!(played["rated"], false, "{history}");
    assert_eq!(played["unrated"], "guest", "{history}");
    assert_eq!(player(played, "gus")["guest"], true, "{history}");

    // While gus is connected nobody else takes the name: not another
    // guest, not a WebSocket hello.
    let again = ssh::guest_from(HOME, at, "gus")
        .await
        .err()
        .expect("refused");
    assert!(again.contains("gus is played by another guest"), "{again}");
    let mut hello = Client::raw(ws).await;
    let answer = hello.try_hello("gus").await;
    assert_eq!(answer["code"], "name_taken", "{answer}");

    // The guest leaves: the name was never stored, so it is free again.
    drop(term);
    drop(session);
    let until = tokio::time::Instant::now() + WAIT;
    loop {
        match ssh::guest_from(HOME, at, "gus").await {
            Ok(_) => break,
            Err(why) => assert!(tokio::time::Instant::now() < until, "{why}"),
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    running.shutdown().await;
}

#[tokio::test]
async fn a_guest_cannot_take_a_name_held_by_a_key_a_token_or_someone_online() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    // A name claimed by a key.
    let keyed = ssh::log_in(at, "kira", &SshKey::generate())
        .await
        .expect("logged in");
    drop(keyed);
    let said = ssh::guest_from(HOME, at, "kira")
        .await
        .err()
        .expect("refused");
    assert!(
        said.contains("kira belongs to a player with an SSH key"),
        "{said}"
    );
    assert!(!said.contains('\n'), "one sentence: {said}");
    // A name claimed by a token (the terminal client), offline now.
    Client::hello(ws, "tom", None).await.close().await;
    let said = ssh::guest_from(HOME, at, "tom")
        .await
        .err()
        .expect("refused");
    assert!(
        said.contains("tom belongs to a player of the chomp program"),
        "{said}"
    );
    // A look-alike of a claimed name.
    let said = ssh::guest_from(HOME, at, "T0M")
        .await
        .err()
        .expect("refused");
    assert!(said.contains("too close to an existing name"), "{said}");
    // A bad name is told why.
    let said = ssh::guest_from(HOME, at, "a b")
        .await
        .err()
        .expect("refused");
    assert!(said.contains("cannot be a player name"), "{said}");
    // A name online now (a guest is checked against presence too: here
    // a name with a token, online over WebSocket).
    let _online = Client::hello(ws, "olga", None).await;
    let said = ssh::guest_from(HOME, at, "olga")
        .await
        .err()
        .expect("refused");
    assert!(said.contains("olga is online right now"), "{said}");
    running.shutdown().await;
}

#[tokio::test]
async fn a_flood_of_guests_from_one_address_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(chomp_server::Config {
        names_per_addr_hour: 3,
        max_connections_per_addr: 3,
        ..door_config(dir.path())
    })
    .await;
    let (ws, at) = (running.local_addr(), running.ssh_addr().unwrap());
    let mut guests = Vec::new();
    for i in 0..3 {
        let name = format!("flood{i}");
        guests.push(ssh::guest_from(GUESTS, at, &name).await.expect("a guest"));
    }
    // Each guest holds one of the address's connections: past the limit
    // the door closes the socket before anything is asked.
    let said = ssh::guest_from(GUESTS, at, "flood3")
        .await
        .err()
        .expect("refused");
    assert!(said.starts_with("no SSH connection"), "{said}");
    let (_, metrics) = common::http_get(ws, "/metrics").await;
    assert!(
        common::counter(
            &metrics,
            "chomp_connections_refused_total{reason=\"address\"}"
        ) >= 1,
        "the address's limit refused it: {metrics}"
    );
    // And each took a new name of the address's hourly budget: with a
    // connection free again, a fourth name is refused with a sentence.
    guests.truncate(2);
    let until = tokio::time::Instant::now() + WAIT;
    let said = loop {
        let said = ssh::guest_from(GUESTS, at, "flood3")
            .await
            .err()
            .expect("refused");
        if !said.starts_with("no SSH connection") {
            break said;
        }
        assert!(tokio::time::Instant::now() < until, "{said}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(said.contains("new names this hour"), "{said}");
    // Another address is not held up by the flood.
    let other = ssh::guest_from(HOME, at, "calm").await;
    assert!(other.is_ok(), "{:?}", other.err());
    running.shutdown().await;
}

/// Not a test of guests as such: a key login keeps today's path, with a
/// private-game code in the user name read off (`bob+K7PQ` is `bob`).
#[tokio::test]
async fn a_game_code_in_the_user_name_seats_the_friend_in_that_private_game() {
    let dir = tempfile::tempdir().unwrap();
    let running = start(door_config(dir.path())).await;
    let at = running.ssh_addr().unwrap();
    let mut alice = Client::hello(running.local_addr(), "alice", None).await;
    let game = alice
        .create(json!({"variant":"chomp","width":7,"height":6,
                       "opponent":{"kind":"human"},"first":"me","private":true}))
        .await;
    let code = game["code"]
        .as_str()
        .expect("a private game's code")
        .to_string();
    let key = SshKey::generate();
    let session = ssh::log_in(at, &format!("bob+{code}"), &key)
        .await
        .expect("logged in");
    let mut term = Term::open(&session, "xterm", (100, 32), &[]).await;
    // Bob, not "bob+CODE", sits down in alice's game without a key press.
    let seated = tokio::time::timeout(WAIT, async {
        loop {
            let v = alice.recv().await;
            if v["type"] == "game" && v["players"][1]["name"] == "bob" {
                return v;
            }
        }
    })
    .await
    .expect("bob sat down in the private game");
    assert_eq!(seated["game"], game["game"]);
    let screen = term.wait_for("alice").await;
    assert!(screen.contains("bob"), "{screen}");
    drop(term);
    drop(session);
    // The key claimed bob itself.
    assert!(ssh::log_in(at, "bob", &key).await.is_ok());
    let said = ssh::log_in(at, "bob+K7", &key)
        .await
        .err()
        .expect("refused");
    assert!(said.contains("not a game code"), "{said}");
    running.shutdown().await;
}
