//! The server on the open internet: TLS, deadlines for peers that say
//! nothing, the HTTP endpoints on the game port and on `--metrics-listen`,
//! proxies, rate-limit `re`, and invalid UTF-8; all against a real server
//! over real sockets.

use crate::common;

use std::net::SocketAddr;
use std::time::Duration;

use common::{closed_by_server, config, http_get, read_response, start, Client, WAIT};
use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::Message;

#[tokio::test]
async fn wss_plays_and_https_answers_health() {
    let dir = tempfile::tempdir().unwrap();
    let (crt, key, root) = common::tls::certificate(dir.path(), "server");
    let server = start(chomp_server::Config {
        tls_cert: Some(crt),
        tls_key: Some(key),
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let tls = common::tls::trusting(root);

    let tcp = TcpStream::connect(addr).await.unwrap();
    let stream = tls
        .connect("localhost".try_into().unwrap(), tcp)
        .await
        .unwrap();
    let (mut ws, _) =
        tokio_tungstenite::client_async(format!("wss://localhost:{}/", addr.port()), stream)
            .await
            .unwrap();
    ws.send(Message::text(
        json!({"type":"hello","protocol":1,"name":"tls_ann","id":1}).to_string(),
    ))
    .await
    .unwrap();
    let welcome: Value = loop {
        let Some(Ok(Message::Text(t))) = ws.next().await else {
            panic!("no welcome over TLS")
        };
        let v: Value = serde_json::from_str(t.as_str()).unwrap();
        if v["type"] == "welcome" {
            break v;
        }
    };
    assert_eq!(welcome["re"], 1);

    let tcp = TcpStream::connect(addr).await.unwrap();
    let mut https = tls
        .connect("localhost".try_into().unwrap(), tcp)
        .await
        .unwrap();
    https
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .unwrap();
    let (status, body) = read_response(&mut https).await;
    assert_eq!(status, 200, "{body}");

    // A plain-text client on the TLS port gets nothing it could mistake for a game.
    let mut plain = TcpStream::connect(addr).await.unwrap();
    plain
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .await
        .unwrap();
    assert!(closed_by_server(&mut plain, WAIT).await);
    server.shutdown().await;
}

#[tokio::test]
async fn a_bad_certificate_file_stops_the_start_with_a_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let (_, key, _) = common::tls::certificate(dir.path(), "server");
    let missing = dir.path().join("missing.crt");
    let err = chomp_server::start(chomp_server::Config {
        tls_cert: Some(missing),
        tls_key: Some(key),
        ..config(dir.path())
    })
    .await
    .err()
    .expect("refused");
    let text = err.to_string();
    assert!(
        text.contains("cannot read the TLS certificate file"),
        "{text}"
    );
    assert!(!text.contains('\n'));
}

#[tokio::test]
async fn silent_sockets_are_closed_and_take_no_connection_slot() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        handshake_timeout: Duration::from_millis(400),
        max_connections: 2,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut silent = Vec::new();
    for _ in 0..6 {
        silent.push(TcpStream::connect(addr).await.unwrap());
    }
    // Six silent sockets and a limit of two connections: a player still gets in.
    let mut ann = Client::hello(addr, "ann", None).await;
    ann.assert_usable().await;
    for s in &mut silent {
        assert!(closed_by_server(s, WAIT).await, "a silent socket was kept");
    }
    // A socket that sends half a request is closed too.
    let mut slow = TcpStream::connect(addr).await.unwrap();
    slow.write_all(b"GET / HTTP/1.1\r\nHost:").await.unwrap();
    assert!(closed_by_server(&mut slow, WAIT).await);
    let (_, metrics) = http_get(addr, "/metrics").await;
    assert!(
        metrics.contains("chomp_connections_refused_total{reason=\"timeout\"} 7"),
        "{metrics}"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_full_handshake_pool_closes_its_oldest_for_a_newcomer() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        handshake_timeout: Duration::from_secs(30),
        max_handshakes: 3,
        ..config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let mut silent = Vec::new();
    for _ in 0..3 {
        silent.push(TcpStream::connect(addr).await.unwrap());
    }
    // A player (from another address: these hold 127.0.0.1's whole
    // share) gets in while the pool is full of silent sockets: the oldest
    // of them is closed for it.
    let mut ann = Client::hello_from([127, 0, 0, 2].into(), addr, "ann").await;
    ann.assert_usable().await;
    assert!(
        closed_by_server(&mut silent[0], WAIT).await,
        "the oldest handshake made room"
    );
    server.shutdown().await;
}

#[tokio::test]
async fn a_connection_without_hello_is_closed_even_if_it_answers_pings() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        hello_timeout: Duration::from_millis(500),
        idle_timeout: Duration::from_millis(150),
        ..config(dir.path())
    })
    .await;
    let mut c = Client::raw(server.local_addr()).await;
    let e = c.expect_error("not_hello").await;
    assert!(e["message"].as_str().unwrap().contains("hello"));
    assert_eq!(c.expect_closed().await, Some(1008));
    server.shutdown().await;
}

#[tokio::test]
async fn health_metrics_and_other_paths_on_the_game_port() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let mut ann = Client::hello(addr, "ann", None).await;
    let g = ann
        .create(json!({"variant":"chomp","width":4,"height":3,"opponent":{"kind":"bot","level":"easy"},"first":"me"}))
        .await;
    let id = g["game"].as_u64().unwrap();
    ann.play(id, 0, 2, 3).await;

    let (status, body) = http_get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.ends_with("ok\n"));

    let (status, body) = http_get(addr, "/metrics").await;
    assert_eq!(status, 200);
    assert!(body.contains("application/openmetrics-text"));
    for needle in [
        "chomp_connections{state=\"named\"} 1",
        "chomp_games{status=\"playing\"}",
        "chomp_moves_total",
        "chomp_move_handling_seconds_bucket",
        "chomp_store_commit_seconds_bucket",
        "chomp_rate_limited_total",
        "chomp_hint_jobs",
    ] {
        assert!(body.contains(needle), "missing {needle}:\n{body}");
    }
    let (status, body) = http_get(addr, "/").await;
    assert_eq!(status, 426, "{body}");
    assert!(body.contains("WebSocket"));
    ann.assert_usable().await;
    server.shutdown().await;
}

#[tokio::test]
async fn with_metrics_listen_the_metrics_leave_the_public_port() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        metrics_listen: Some("127.0.0.1:0".parse().unwrap()),
        ..config(dir.path())
    })
    .await;
    let public = server.local_addr();
    let ops = server.metrics_addr().expect("the metrics port is bound");
    assert_ne!(ops, public);
    let mut ann = Client::hello(public, "ann", None).await;
    ann.plays_a_bot_with_hints().await;

    let (status, body) = http_get(ops, "/metrics").await;
    assert_eq!(status, 200, "{body}");
    assert!(body.contains("application/openmetrics-text"), "{body}");
    assert!(
        body.contains("chomp_connections{state=\"named\"} 1"),
        "{body}"
    );
    assert!(body.contains("chomp_moves_total"), "{body}");
    let (status, body) = http_get(ops, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(http_get(ops, "/").await.0, 404);

    // The public port keeps its health check and hides the metrics.
    let (status, body) = http_get(public, "/metrics").await;
    assert_eq!(status, 404, "{body}");
    assert!(!body.contains("chomp_"), "{body}");
    let (status, body) = http_get(public, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    ann.assert_usable().await;
    server.shutdown().await;
}

#[tokio::test]
async fn healthz_says_503_when_the_store_cannot_be_written() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let addr = server.local_addr();
    let db = dir.path().join("chomp.db");
    // Another process holds the write lock: the server cannot write.
    let blocker = rusqlite::Connection::open(&db).unwrap();
    blocker
        .execute_batch("PRAGMA busy_timeout = 0; BEGIN IMMEDIATE;")
        .unwrap();
    let (status, _) = http_get(addr, "/healthz").await;
    assert_eq!(status, 503);
    blocker.execute_batch("ROLLBACK;").unwrap();
    drop(blocker);
    let mut ok = false;
    for _ in 0..50 {
        if http_get(addr, "/healthz").await.0 == 200 {
            ok = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(ok, "health did not come back once the store was writable");
    server.shutdown().await;
}

#[tokio::test]
async fn rate_limited_errors_carry_the_re_of_the_refused_request() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(chomp_server::Config {
        rate: 0.5,
        burst: 2.0,
        ..config(dir.path())
    })
    .await;
    let mut c = Client::hello(server.local_addr(), "ann", None).await;
    for i in 0..4 {
        c.send(json!({"type":"ping","id":format!("p{i}")})).await;
    }
    let e = loop {
        let v = c.recv().await;
        if v["type"] == "error" {
            break v;
        }
    };
    assert_eq!(e["code"], "rate_limited", "{e}");
    let re = e["re"].as_str().expect("re on rate_limited");
    assert!(re.starts_with('p') && re != "p0", "{e}");
    server.shutdown().await;
}

#[tokio::test]
async fn invalid_utf8_gets_an_error_and_close_code_1007() {
    let dir = tempfile::tempdir().unwrap();
    let server = start(config(dir.path())).await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/", server.local_addr()))
        .await
        .unwrap();
    let frame = Frame::message(vec![b'{', 0xff, 0xfe, b'}'], OpCode::Data(Data::Text), true);
    ws.send(Message::Frame(frame)).await.unwrap();
    let mut saw_error = false;
    let mut close_code = None;
    while let Ok(Some(msg)) = tokio::time::timeout(WAIT, ws.next()).await {
        match msg {
            Ok(Message::Text(t)) => {
                let v: Value = serde_json::from_str(t.as_str()).unwrap();
                assert_eq!(v["type"], "error");
                assert_eq!(v["code"], "bad_json");
                saw_error = true;
            }
            Ok(Message::Close(f)) => {
                close_code = f.map(|f| u16::from(f.code));
                break;
            }
            Ok(_) => {}
            Err(_) => break,
        }
    }
    assert!(saw_error, "no error frame before the close");
    assert_eq!(close_code, Some(1007));
    server.shutdown().await;
}

async fn connect_as(addr: SocketAddr, forwarded_for: &str) -> Option<Value> {
    let mut req = format!("ws://{addr}/").into_client_request().unwrap();
    req.headers_mut()
        .insert("X-Forwarded-For", forwarded_for.parse().unwrap());
    let (mut ws, _) = tokio_tungstenite::connect_async(req).await.ok()?;
    ws.send(Message::text(
        json!({"type":"hello","protocol":1,"name":format!("p{}", forwarded_for.len()),"id":1})
            .to_string(),
    ))
    .await
    .ok()?;
    let Ok(Some(Ok(Message::Text(t)))) = tokio::time::timeout(WAIT, ws.next()).await else {
        return None;
    };
    let v: Value = serde_json::from_str(t.as_str()).ok()?;
    // Keep the connection open for the rest of the test.
    tokio::spawn(async move { while let Some(Ok(_)) = ws.next().await {} });
    Some(v)
}

#[tokio::test]
async fn only_trusted_proxies_may_name_the_client_address() {
    let dir = tempfile::tempdir().unwrap();
    let trusting = start(chomp_server::Config {
        max_connections_per_addr: 1,
        trusted_proxy: vec!["127.0.0.0/8".parse().unwrap()],
        ..config(dir.path())
    })
    .await;
    let a = connect_as(trusting.local_addr(), "198.51.100.1")
        .await
        .unwrap();
    assert_eq!(a["type"], "welcome", "{a}");
    let b = connect_as(trusting.local_addr(), "198.51.100.22")
        .await
        .unwrap();
    assert_eq!(
        b["type"], "welcome",
        "two clients behind one proxy both get in: {b}"
    );
    let c = connect_as(trusting.local_addr(), "198.51.100.1")
        .await
        .unwrap();
    assert_eq!(
        c["code"], "limit_reached",
        "the same client twice is over its limit: {c}"
    );
    trusting.shutdown().await;

    let dir = tempfile::tempdir().unwrap();
    let wary = start(chomp_server::Config {
        max_connections_per_addr: 1,
        ..config(dir.path())
    })
    .await;
    let a = connect_as(wary.local_addr(), "198.51.100.1").await.unwrap();
    assert_eq!(a["type"], "welcome");
    let b = connect_as(wary.local_addr(), "198.51.100.22")
        .await
        .unwrap();
    assert_eq!(
        b["code"], "limit_reached",
        "an untrusted peer's header is ignored: {b}"
    );
    wary.shutdown().await;
}
