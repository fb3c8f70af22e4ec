//! `wss://` against a real TLS WebSocket server on loopback, with
//! certificates made in the test: a certificate authority trusted through
//! `--ca` works; an unknown issuer and a certificate for another name each
//! give one sentence, and the connection task stops instead of retrying.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use chomp_client::msg::NetEvent;
use chomp_client::net::{self, Identity};
use chomp_client::tls::{ConnectError, Connector};
use futures::{SinkExt, StreamExt};
use rcgen::{BasicConstraints, CertificateParams, IsCa, Issuer, KeyPair};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_tungstenite::tungstenite::Message;

/// A certificate authority and a server certificate it signed for `names`.
struct Pki {
    ca_pem: String,
    chain: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
}

fn pki(names: &[&str]) -> Pki {
    let ca_key = KeyPair::generate().unwrap();
    let mut ca_params = CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let ca_cert = ca_params.self_signed(&ca_key).unwrap();
    let issuer = Issuer::new(ca_params, ca_key);
    let leaf_key = KeyPair::generate().unwrap();
    let leaf_params =
        CertificateParams::new(names.iter().map(|n| n.to_string()).collect::<Vec<_>>()).unwrap();
    let leaf = leaf_params.signed_by(&leaf_key, &issuer).unwrap();
    Pki {
        ca_pem: ca_cert.pem(),
        chain: vec![leaf.der().clone()],
        key: PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(leaf_key.serialize_der())),
    }
}

/// A TLS WebSocket server that echoes text frames, on a free loopback port.
async fn tls_echo_server(pki: &Pki) -> SocketAddr {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = rustls::ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(pki.chain.clone(), pki.key.clone_key())
        .unwrap();
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(tls) = acceptor.accept(tcp).await else {
                    return;
                };
                let Ok(mut ws) = tokio_tungstenite::accept_async(tls).await else {
                    return;
                };
                while let Some(Ok(msg)) = ws.next().await {
                    if msg.is_text() && ws.send(msg).await.is_err() {
                        return;
                    }
                }
            });
        }
    });
    addr
}

/// A self-signed server certificate marked as a certificate authority
/// (CA:TRUE), as OpenSSL 3's `req -x509 -newkey rsa:2048 -nodes -subj
/// /CN=localhost -addext subjectAltName=...` makes it: the file the server
/// presents is the file its owner hands out.
fn self_signed_authority(names: &[&str]) -> Pki {
    let key = KeyPair::generate().unwrap();
    let mut params =
        CertificateParams::new(names.iter().map(|n| n.to_string()).collect::<Vec<_>>()).unwrap();
    params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    let cert = params.self_signed(&key).unwrap();
    Pki {
        ca_pem: cert.pem(),
        chain: vec![cert.der().clone()],
        key: PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der())),
    }
}

/// No refusal may show a Rust value instead of words.
fn assert_words(text: &str) {
    for debug in ["Other(", "OtherError", "CaUsedAsEndEntity", "BadSignature"] {
        assert!(!text.contains(debug), "a Rust value in: {text}");
    }
    assert_eq!(text.lines().count(), 1, "{text}");
}

fn ca_file(dir: &tempfile::TempDir, pki: &Pki) -> std::path::PathBuf {
    let path = dir.path().join("ca.pem");
    std::fs::write(&path, &pki.ca_pem).unwrap();
    path
}

#[tokio::test]
async fn a_certificate_from_the_given_ca_is_trusted() {
    let pki = pki(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let dir = tempfile::tempdir().unwrap();
    let connector = Connector::new(Some(&ca_file(&dir, &pki))).unwrap();
    let url = format!("wss://localhost:{}/", addr.port());
    let mut ws = connector
        .connect(&url)
        .await
        .expect("TLS with a trusted CA");
    ws.send(Message::text("hello over TLS")).await.unwrap();
    let echo = ws.next().await.unwrap().unwrap();
    assert_eq!(echo.into_text().unwrap().as_str(), "hello over TLS");
}

#[tokio::test]
async fn the_servers_own_certificate_marked_as_authority_is_trusted_with_ca() {
    let pki = self_signed_authority(&["localhost", "127.0.0.1"]);
    let addr = tls_echo_server(&pki).await;
    let dir = tempfile::tempdir().unwrap();
    let connector = Connector::new(Some(&ca_file(&dir, &pki))).unwrap();
    for host in ["localhost", "127.0.0.1"] {
        let url = format!("wss://{host}:{}/", addr.port());
        let mut ws = connector
            .connect(&url)
            .await
            .unwrap_or_else(|e| panic!("{url} with its own certificate as --ca: {e}"));
        ws.send(Message::text("pinned")).await.unwrap();
        let echo = ws.next().await.unwrap().unwrap();
        assert_eq!(echo.into_text().unwrap().as_str(), "pinned");
    }
    // Pinned for its names only.
    let elsewhere = self_signed_authority(&["chomp.example"]);
    let addr = tls_echo_server(&elsewhere).await;
    let connector = Connector::new(Some(&ca_file(&dir, &elsewhere))).unwrap();
    let url = format!("wss://localhost:{}/", addr.port());
    let Err(err) = connector.connect(&url).await else {
        panic!("a pinned certificate was accepted for a name it does not carry");
    };
    assert!(err.is_fatal(), "{err}");
    assert!(err.to_string().contains("another name"), "{err}");
    assert_words(&err.to_string());
}

#[tokio::test]
async fn without_ca_a_self_signed_authority_is_refused_in_words() {
    let pki = self_signed_authority(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let url = format!("wss://localhost:{}/", addr.port());
    let Err(err) = Connector::new(None).unwrap().connect(&url).await else {
        panic!("the connection was accepted");
    };
    assert!(err.is_fatal(), "{err}");
    let text = err.to_string();
    assert!(text.contains("--ca"), "{text}");
    assert_words(&text);
    // Another certificate authority's file as --ca: the sentence says the
    // file given does not match, instead of asking for --ca again.
    let other = pki_other_dir();
    let connector = Connector::new(Some(&other.1)).unwrap();
    let Err(err) = connector.connect(&url).await else {
        panic!("the connection was accepted");
    };
    let text = err.to_string();
    assert!(err.is_fatal(), "{text}");
    assert_words(&text);
    let file = other.1.display().to_string();
    assert!(
        text.contains(&format!("does not match {file}, the file given with --ca")),
        "{text}"
    );
    assert!(!text.contains("pass"), "{text}");
}

/// An unrelated authority's certificate in a file.
fn pki_other_dir() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = ca_file(&dir, &self_signed_authority(&["localhost"]));
    (dir, path)
}

#[tokio::test]
async fn a_ws_address_pointed_at_a_tls_port_says_use_wss() {
    let pki = self_signed_authority(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let url = format!("ws://127.0.0.1:{}/", addr.port());
    let Err(err) = Connector::new(None).unwrap().connect(&url).await else {
        panic!("the connection was accepted");
    };
    assert!(err.is_fatal(), "retrying would loop: {err}");
    let text = err.to_string();
    assert!(
        text.contains("speaks TLS") && text.contains("wss://127.0.0.1"),
        "{text}"
    );
    assert_words(&text);
}

#[tokio::test]
async fn an_unknown_issuer_is_one_sentence() {
    let pki = pki(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let connector = Connector::new(None).unwrap();
    let url = format!("wss://localhost:{}/", addr.port());
    let Err(err) = connector.connect(&url).await else {
        panic!("the connection was accepted");
    };
    assert!(err.is_fatal(), "{err}");
    let text = err.to_string();
    assert!(text.contains("unknown issuer"), "{text}");
    assert!(text.contains("--ca"), "{text}");
    assert_eq!(text.lines().count(), 1);
}

#[tokio::test]
async fn a_certificate_for_another_name_is_one_sentence() {
    let pki = pki(&["chomp.example"]);
    let addr = tls_echo_server(&pki).await;
    let dir = tempfile::tempdir().unwrap();
    let connector = Connector::new(Some(&ca_file(&dir, &pki))).unwrap();
    let url = format!("wss://localhost:{}/", addr.port());
    let Err(err) = connector.connect(&url).await else {
        panic!("the connection was accepted");
    };
    match &err {
        ConnectError::Fatal(text) => assert!(text.contains("another name"), "{text}"),
        other => panic!("not fatal: {other}"),
    }
}

#[tokio::test]
async fn a_plain_server_behind_wss_is_one_sentence() {
    // A ws:// server does not answer the TLS hello in TLS.
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            tokio::spawn(async move {
                let _ = tokio_tungstenite::accept_async(tcp).await;
            });
        }
    });
    let url = format!("wss://localhost:{}/", addr.port());
    let Err(err) = Connector::new(None).unwrap().connect(&url).await else {
        panic!("the connection was accepted");
    };
    assert!(err.is_fatal(), "{err}");
}

/// Runs the connection task for `servers` and collects its events until it
/// ends by itself (failing the test if it does not within 20 s).
async fn events_until_the_task_ends(servers: Vec<String>) -> Vec<NetEvent> {
    let (tx, mut events) = mpsc::unbounded_channel();
    let _requests = net::spawn(
        servers,
        Connector::new(None).unwrap(),
        Identity {
            name: "ann".into(),
            token: None,
            bot: false,
            book: None,
        },
        tx,
    );
    let mut seen = Vec::new();
    let end = tokio::time::timeout(Duration::from_secs(20), async {
        while let Some(ev) = events.recv().await {
            seen.push(ev);
        }
    })
    .await;
    assert!(end.is_ok(), "the task ended by itself: {seen:?}");
    seen
}

#[tokio::test]
async fn the_connection_task_stops_on_a_tls_failure_instead_of_retrying() {
    let pki = pki(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let seen = events_until_the_task_ends(vec![format!("wss://localhost:{}/", addr.port())]).await;
    assert_eq!(seen.len(), 2, "{seen:?}");
    assert_eq!(seen[0], NetEvent::Connecting { attempt: 1 });
    assert!(
        matches!(&seen[1], NetEvent::Fatal(s) if s.contains("unknown issuer")),
        "{seen:?}"
    );
}

/// Among several addresses a dead one is passed over at once, but a TLS
/// failure still ends the task with its sentence: no retry loop.
#[tokio::test]
async fn a_tls_failure_among_several_addresses_still_stops_the_task() {
    let pki = pki(&["localhost"]);
    let addr = tls_echo_server(&pki).await;
    let dead = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let dead_url = format!("ws://{}/", dead.local_addr().unwrap());
    drop(dead);
    let seen = events_until_the_task_ends(vec![
        dead_url.clone(),
        format!("wss://localhost:{}/", addr.port()),
    ])
    .await;
    assert_eq!(seen.len(), 4, "{seen:?}");
    assert!(
        matches!(&seen[1], NetEvent::Lost { reason, retry_in, .. }
            if reason.contains(&dead_url) && retry_in.is_zero()),
        "the dead address is named and the next one tried at once: {seen:?}"
    );
    assert_eq!(seen[2], NetEvent::Connecting { attempt: 2 });
    assert!(
        matches!(&seen[3], NetEvent::Fatal(s) if s.contains("unknown issuer")),
        "{seen:?}"
    );
}

#[test]
fn a_bad_ca_file_is_one_sentence() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope.pem");
    let e = Connector::new(Some(&missing)).unwrap_err().to_string();
    assert!(e.contains("cannot read the CA file"), "{e}");
    let empty = dir.path().join("empty.pem");
    std::fs::write(&empty, "not a certificate\n").unwrap();
    let e = Connector::new(Some(&empty)).unwrap_err().to_string();
    assert!(e.contains("holds no certificate"), "{e}");
}

/// The whole recipe of docs/DEPLOY.md: `chomp-server cert` makes the pair,
/// a real server serves it, and a client given the certificate with --ca
/// says hello over wss://.
#[tokio::test]
async fn a_pair_made_by_chomp_server_cert_serves_a_client_with_ca() {
    let dir = tempfile::tempdir().unwrap();
    let hosts = vec!["localhost".to_string(), "127.0.0.1".to_string()];
    let files =
        chomp_server::transport::selfsigned::write_self_signed(&hosts, &dir.path().join("tls"))
            .unwrap();
    let server = chomp_testkit::server::start(chomp_server::Config {
        tls_cert: Some(files.cert.clone()),
        tls_key: Some(files.key.clone()),
        ..chomp_testkit::server::config(dir.path())
    })
    .await;
    let connector = Connector::new(Some(&files.cert)).unwrap();
    let url = format!("wss://127.0.0.1:{}/", server.local_addr().port());
    let mut ws = connector
        .connect(&url)
        .await
        .unwrap_or_else(|e| panic!("{url}: {e}"));
    ws.send(Message::text(
        r#"{"type":"hello","protocol":1,"name":"ann","id":1}"#,
    ))
    .await
    .unwrap();
    let welcome = ws.next().await.unwrap().unwrap().into_text().unwrap();
    assert!(welcome.contains("welcome"), "{welcome}");
    drop(ws);
    server.shutdown().await;
}
