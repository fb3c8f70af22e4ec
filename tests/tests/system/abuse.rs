//! One abusive client or address against a real server: what it sends is
//! refused or closed with a reason it can read, and a legitimate player,
//! from another loopback address where the abuse spends an address's
//! budget, still connects, moves and gets hints.

use crate::common;

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use tokio::io::AsyncWriteExt;

use common::{
    closed_by_server, config, counter, http_get, http_get_from, start, tcp_from, Client, WAIT,
};

/// The address of the legitimate player when the abuser spends 127.0.0.1's budgets.
const PLAYER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
/// A third address, for the checks that must not spend the other two's budgets.
const OTHER: IpAddr = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 3));

/// `n` sockets from `from` to `addr`, socket `i` sending `first(i)` (maybe
/// nothing) and then nothing more: the sockets, and how many of them the
/// server still holds two seconds later (the others it closed).
async fn held_sockets(
    from: IpAddr,
    addr: std::net::SocketAddr,
    n: usize,
    first: impl Fn(usize) -> &'static [u8],
) -> (Vec<tokio::net::TcpStream>, usize) {
    let mut sockets = Vec::new();
    for i in 0..n {
        let mut s = tcp_from(from, addr).await;
        let bytes = first(i);
        if !bytes.is_empty() {
            // (A socket refused at once may be reset already.)
            let _ = s.write_all(bytes).await;
        }
        sockets.push(s);
    }
    let closed = futures::future::join_all(
        sockets
            .iter_mut()
            .map(|s| closed_by_server(s, Duration::from_secs(2))),
    )
    .await;
    let held = closed.iter().filter(|c| !**c).count();
    (sockets, held)
}

#[tokio::test]
async fn a_frame_over_256_kib_gets_close_1009_before_the_connection_ends() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut big = Client::raw(addr).await;
    big.send_text(format!(
        r#"{{"type":"ping","pad":"{}"}}"#,
        "x".repeat(300 * 1024)
    ))
    .await;
    let (code, reason) = big
        .expect_close_frame()
        .await
        .expect("a close frame before the connection ends");
    assert_eq!(code, 1009, "{reason}");
    assert!(reason.contains("256 KiB"), "{reason}");

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    server.shutdown().await;
}

#[tokio::test]
async fn a_ping_flood_is_charged_and_closed_with_1008() {
    let dir = tempfile::tempdir().unwrap();
    let defaults = chomp_server::Config::default();
    let server = start(chomp_server::Config {
        rate: defaults.rate,
        burst: defaults.burst,
        addr_rate: defaults.addr_rate,
        addr_burst: defaults.addr_burst,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut flood = Client::raw(addr).await;
    // Twenty times the burst, as fast as the socket takes them.
    for _ in 0..800 {
        if flood.send_ping(b"flood").await.is_none() {
            break;
        }
    }
    let (code, reason) = flood
        .expect_close_frame()
        .await
        .expect("a close frame before the connection ends");
    assert_eq!(code, 1008, "{reason}");
    assert!(reason.contains("ping"), "{reason}");
    let (_, metrics) = http_get(addr, "/metrics").await;
    let limited = counter(&metrics, "chomp_rate_limited_total{scope=\"connection\"}");
    assert!(limited >= 40, "{limited} pings counted over budget");

    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    server.shutdown().await;
}

#[tokio::test]
async fn plain_http_is_charged_to_the_address_and_refused_with_429() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        addr_rate: 2.0,
        addr_burst: 10.0,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let (mut ok, mut refused) = (0, 0);
    for _ in 0..60 {
        match http_get(addr, "/healthz").await {
            (200, _) => ok += 1,
            (429, text) => {
                assert!(text.contains("Too many requests"), "{text}");
                refused += 1;
            }
            (status, text) => panic!("{status}: {text}"),
        }
    }
    // The burst of ten, and the little that refilled meanwhile.
    assert!((10..=20).contains(&ok), "{ok} answered, {refused} refused");
    assert_eq!(ok + refused, 60);

    // Another address is not affected: its checks, its player.
    let (status, text) = http_get_from(PLAYER, addr, "/healthz").await;
    assert_eq!(status, 200, "{text}");
    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    let (_, metrics) = http_get_from(OTHER, addr, "/metrics").await;
    let counted = counter(
        &metrics,
        "chomp_connections_refused_total{reason=\"address\"}",
    );
    assert_eq!(counted, refused);
    server.shutdown().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unfinished_tls_hellos_get_only_their_addresses_share() {
    let dir = tempfile::tempdir().unwrap();
    let (crt, key, root) = common::tls::certificate(dir.path(), "server");
    let server = start(chomp_server::Config {
        tls_cert: Some(crt),
        tls_key: Some(key),
        handshake_timeout: Duration::from_secs(30),
        max_handshakes: 8,
        max_handshakes_per_addr: 4,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    // The first bytes of a ClientHello record (handshake, a 512-byte
    // record announced) and nothing more, as many as the whole pool.
    let (hellos, held) =
        held_sockets(OTHER, addr, 8, |_| &[0x16, 0x03, 0x01, 0x02, 0x00, 0x01]).await;
    assert_eq!(
        held, 4,
        "the address holds its share, the rest closed at once"
    );
    // Another address still finishes its TLS handshake.
    let tcp = tcp_from(PLAYER, addr).await;
    let tls = common::tls::trusting(root)
        .connect("localhost".try_into().unwrap(), tcp)
        .await;
    assert!(tls.is_ok(), "{:?}", tls.err());
    // A stop does not wait for the handshakes still held (30 s here): not
    // the four hellos, nor the TLS session that never sent its request.
    tokio::time::timeout(Duration::from_secs(10), server.shutdown())
        .await
        .expect("the stop does not wait out the handshake deadline");
    drop((tls, hellos));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_operator_port_answers_health_while_the_public_pool_is_full() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        handshake_timeout: Duration::from_secs(30),
        max_handshakes: 8,
        max_handshakes_per_addr: 4,
        metrics_listen: Some("127.0.0.1:0".parse().unwrap()),
        ..config(dir.path())
    })
    .await;
    let public = server.local_addr();
    let ops = server.metrics_addr().expect("the operator port is bound");
    // Two addresses, each with its whole share: the public pool is full.
    let mut silent = Vec::new();
    for from in [PLAYER, OTHER] {
        for _ in 0..4 {
            silent.push(tcp_from(from, public).await);
        }
    }
    let closed = futures::future::join_all(
        silent
            .iter_mut()
            .map(|s| closed_by_server(s, Duration::from_millis(500))),
    )
    .await;
    assert!(closed.iter().all(|c| !c), "every share is held");
    // A newcomer to the full pool gets in: the oldest silent socket is
    // closed for it.
    let newcomer = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 4));
    let mut ann = Client::hello_from(newcomer, public, "ann").await;
    ann.assert_usable().await;
    assert!(
        closed_by_server(&mut silent[0], WAIT).await,
        "the oldest handshake made room"
    );
    // A load balancer asking the operator port still hears the node is up.
    let (status, body) = http_get(ops, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    let (_, metrics) = http_get(ops, "/metrics").await;
    assert_eq!(
        counter(
            &metrics,
            "chomp_connections_refused_total{reason=\"handshakes\"}"
        ),
        1,
        "{metrics}"
    );
    drop(silent);
    server.shutdown().await;
}

#[tokio::test]
async fn one_address_gets_only_its_share_of_the_handshakes() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        handshake_timeout: Duration::from_secs(30),
        max_handshakes: 8,
        max_handshakes_per_addr: 4,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    // As many sockets as the whole pool, from one address: half say
    // nothing, half send an HTTP upgrade that never ends (no blank line).
    // A partial request holds its slot no longer than silence does.
    let (silent, held) = held_sockets(OTHER, addr, 8, |i| {
        if i % 2 == 1 {
            b"GET / HTTP/1.1\r\nHost: chomp\r\nUpgrade: websocket\r\n"
        } else {
            b""
        }
    })
    .await;
    assert_eq!(
        held, 4,
        "the address holds its share, the rest closed at once"
    );

    // Another address still gets in and plays; health still answers.
    let mut ann = Client::hello_from(PLAYER, addr, "ann").await;
    ann.plays_a_bot_with_hints().await;
    let (status, text) = http_get(addr, "/healthz").await;
    assert_eq!(status, 200, "{text}");
    let (_, metrics) = http_get(addr, "/metrics").await;
    let counted = counter(
        &metrics,
        "chomp_connections_refused_total{reason=\"addr_handshakes\"}",
    );
    assert_eq!(counted, 4);
    drop(silent);
    server.shutdown().await;
}
