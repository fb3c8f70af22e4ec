//! Per-address limits where addresses are cheap to change: a client behind
//! a trusted proxy that adds its own `X-Forwarded-For` line after the
//! client's cannot pick its address, and the addresses of one IPv6 /64
//! count as one. Each attack is followed by a legitimate player's connect,
//! move and hints.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};

use common::{config, start, Client};

/// The address of the legitimate player (not behind the proxy).
const PLAYER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));

/// A server behind a proxy on 127.0.0.1 with one connection per address.
fn behind_proxy(dir: &std::path::Path) -> chomp_server::Config {
    chomp_server::Config {
        max_connections_per_addr: 1,
        trusted_proxy: vec!["127.0.0.1".parse().unwrap()],
        ..config(dir)
    }
}

/// What the server answers a hello over a connection made with `headers`.
async fn answer_with(
    addr: std::net::SocketAddr,
    headers: &[(&str, &str)],
    name: &str,
) -> (Client, serde_json::Value) {
    let mut c = Client::raw_with_headers(addr, headers).await;
    let answer = c.try_hello(name).await;
    (c, answer)
}

#[tokio::test]
async fn a_forged_first_forwarded_line_does_not_pick_the_address() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(behind_proxy(dir.path())).await;
    let addr = server.local_addr();
    let mut held = Vec::new();
    // The client writes a different address each time; the proxy adds the
    // real one in a line of its own (HAProxy's `option forwardfor`).
    for i in 0..4 {
        let forged = format!("203.0.113.{}", 10 + i);
        let headers = [
            ("X-Forwarded-For", forged.as_str()),
            ("X-Forwarded-For", "198.51.100.7"),
        ];
        let (c, answer) = answer_with(addr, &headers, &format!("forger{i}")).await;
        if i == 0 {
            assert_eq!(answer["type"], "welcome", "{answer}");
        } else {
            assert_eq!(answer["code"], "limit_reached", "connection {i}: {answer}");
        }
        held.push(c);
    }
    // The same through one line, and a Forwarded line the proxy did not
    // write (the server reads X-Forwarded-For only, by default).
    let (_c, answer) = answer_with(
        addr,
        &[
            ("Forwarded", "for=203.0.113.99"),
            ("X-Forwarded-For", "203.0.113.50, 198.51.100.7"),
        ],
        "forger9",
    )
    .await;
    assert_eq!(answer["code"], "limit_reached", "{answer}");
    // Another client behind the same proxy still gets in.
    let (_other, answer) =
        answer_with(addr, &[("X-Forwarded-For", "198.51.100.8")], "neighbour").await;
    assert_eq!(answer["type"], "welcome", "{answer}");

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    drop(held);
    server.shutdown().await;
}

#[tokio::test]
async fn forwarded_lines_name_the_client_when_the_proxy_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        proxy_header: chomp_server::transport::proxy::ProxyHeader::Forwarded,
        ..behind_proxy(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let (_first, answer) = answer_with(
        addr,
        &[
            ("Forwarded", "for=203.0.113.1"),
            ("Forwarded", "for=\"[2001:db8:5::1]:4711\";proto=http"),
        ],
        "v6one",
    )
    .await;
    assert_eq!(answer["type"], "welcome", "{answer}");
    // Another forged first element, the same client in the proxy's line.
    let (_second, answer) = answer_with(
        addr,
        &[("Forwarded", "for=203.0.113.2, for=\"[2001:db8:5::1]\"")],
        "v6two",
    )
    .await;
    assert_eq!(answer["code"], "limit_reached", "{answer}");
    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    server.shutdown().await;
}

#[tokio::test]
async fn the_addresses_of_one_ipv6_64_share_one_limit() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(behind_proxy(dir.path())).await;
    let addr = server.local_addr();
    let (_first, answer) =
        answer_with(addr, &[("X-Forwarded-For", "2001:db8:1:2::1")], "sixone").await;
    assert_eq!(answer["type"], "welcome", "{answer}");
    // Every other address of the /64 is the same client.
    for host in ["2001:db8:1:2::2", "2001:db8:1:2:ffff:ffff:ffff:fffe"] {
        let (_c, answer) = answer_with(addr, &[("X-Forwarded-For", host)], "sixmore").await;
        assert_eq!(answer["code"], "limit_reached", "{host}: {answer}");
    }
    // The next /64 is someone else.
    let (_next, answer) =
        answer_with(addr, &[("X-Forwarded-For", "2001:db8:1:3::1")], "sixnext").await;
    assert_eq!(answer["type"], "welcome", "{answer}");
    server.shutdown().await;

    // With --ipv6-prefix 128 each address counts alone again.
    let dir = tempfile::tempdir().unwrap();
    let exact = start(chomp_server::Config {
        ipv6_prefix: 128,
        ..behind_proxy(dir.path())
    })
    .await;
    let addr = exact.local_addr();
    let (_a, first) = answer_with(addr, &[("X-Forwarded-For", "2001:db8:1:2::1")], "exone").await;
    let (_b, second) = answer_with(addr, &[("X-Forwarded-For", "2001:db8:1:2::2")], "extwo").await;
    assert_eq!(
        (first["type"].as_str(), second["type"].as_str()),
        (Some("welcome"), Some("welcome"))
    );
    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    exact.shutdown().await;
}
