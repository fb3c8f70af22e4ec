//! Filling the server: one name cannot hold more than its share of
//! connections, and a server at `--max-connections` makes room for a
//! newcomer by closing the connection idle longest without a game; a
//! legitimate player still connects, moves and gets hints.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use common::{config, counter, http_get, start, Client};
use serde_json::json;

/// The address of the legitimate player.
const PLAYER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

#[tokio::test]
async fn one_name_holds_at_most_four_connections() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    assert_eq!(chomp_server::Config::default().max_connections_per_name, 4);
    let first = Client::hello(addr, "mallory", None).await;
    let token = first.token.clone();
    let mut held = vec![first];
    for _ in 0..3 {
        held.push(Client::hello(addr, "mallory", Some(&token)).await);
    }
    // The fifth is refused, and stays an anonymous connection that may
    // still say hello as someone else.
    let mut fifth = Client::raw(addr).await;
    fifth
        .send(json!({"type":"hello","protocol":1,"name":"mallory","token":token,"id":"h"}))
        .await;
    let refused = fifth.expect_error("limit_reached").await;
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("4 connections"),
        "{refused}"
    );
    // A place given back is a place again.
    held.pop().unwrap().close().await;
    let mut again = None;
    for _ in 0..50 {
        let mut c = Client::raw(addr).await;
        c.send(json!({"type":"hello","protocol":1,"name":"mallory","token":token,"id":"h"}))
            .await;
        let answer = c.recv().await;
        if answer["type"] == "welcome" {
            again = Some(c);
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert!(again.is_some(), "a closed connection's place came back");

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_full_server_closes_the_longest_idle_connection_without_a_game() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        max_connections: 4,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    // The oldest connection is in a game (against a bot) and then says nothing.
    let mut ann = Client::hello(addr, "ann", None).await;
    ann.create(json!({"variant":"chomp","width":5,"height":4,
        "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    // Three more fill the server, each a little later, and idle.
    let mut idle = Vec::new();
    for name in ["lurk1", "lurk2", "lurk3"] {
        tokio::time::sleep(Duration::from_millis(20)).await;
        idle.push(Client::hello(addr, name, None).await);
    }
    tokio::time::sleep(Duration::from_millis(20)).await;
    // lurk2 asks for something: it is no longer the longest idle after lurk1.
    idle[1].assert_usable().await;

    // A newcomer gets in: lurk1 (idle longest without a game) makes room.
    let mut bob = Client::hello_from(PLAYER, addr, "bob").await;
    let (code, reason) = idle[0].expect_close_frame().await.expect("a close frame");
    assert_eq!(code, 1013, "{reason}");
    assert!(reason.contains("idle longest"), "{reason}");
    bob.plays_a_bot_with_hints().await;
    // The next newcomer: lurk3 goes, not lurk2, which asked more lately.
    let _cy = Client::hello_from(PLAYER, addr, "cy").await;
    let (code, _) = idle[2].expect_close_frame().await.expect("a close frame");
    assert_eq!(code, 1013);
    idle[1].assert_usable().await;
    // The player in a game was never chosen.
    ann.assert_usable().await;
    let (_, metrics) = http_get(addr, "/metrics").await;
    assert_eq!(
        counter(
            &metrics,
            "chomp_connections_closed_total{reason=\"evicted\"}"
        ),
        2
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_server_full_of_players_in_games_still_refuses_newcomers() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        max_connections: 2,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut players = Vec::new();
    for name in ["ann", "ben"] {
        let mut c = Client::hello(addr, name, None).await;
        c.create(json!({"variant":"chomp","width":5,"height":4,
            "opponent":{"kind":"bot","level":"easy"},"first":"me"}))
            .await;
        players.push(c);
    }
    let mut late = Client::raw_from(PLAYER, addr).await;
    let refused = late.expect_error("limit_reached").await;
    assert!(
        refused["message"]
            .as_str()
            .unwrap()
            .contains("too many connections"),
        "{refused}"
    );
    for p in &mut players {
        p.assert_usable().await;
    }
    server.shutdown().await;
}
