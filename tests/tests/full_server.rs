//! Filling the server: one name cannot hold more than its share of
//! connections, and a server at `--max-connections` makes room for a
//! newcomer by closing the connection idle longest without a game; a
//! legitimate player still connects, moves and gets hints.

mod common;

use std::net::{IpAddr, Ipv4Addr};

use common::{config, start, Client};
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
