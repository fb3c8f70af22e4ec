//! SIGHUP swaps the TLS certificate without dropping anyone. In a test
//! binary of its own, because the signal goes to the whole process.

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_tungstenite::tungstenite::Message;

use crate::common;

/// Writes a new certificate over `server.crt`/`server.key` in `dir`.
fn write_certificate(dir: &std::path::Path) -> rustls_pki_types::CertificateDer<'static> {
    common::tls::certificate(dir, "server").2
}

type Wss = tokio_tungstenite::WebSocketStream<tokio_rustls::client::TlsStream<TcpStream>>;

async fn connect(addr: std::net::SocketAddr, tls: &TlsConnector) -> Option<Wss> {
    let tcp = TcpStream::connect(addr).await.ok()?;
    let stream = tls.connect("localhost".try_into().ok()?, tcp).await.ok()?;
    let url = format!("wss://localhost:{}/", addr.port());
    tokio_tungstenite::client_async(url, stream)
        .await
        .ok()
        .map(|(ws, _)| ws)
}

async fn ping(ws: &mut Wss, id: &str) -> bool {
    if ws
        .send(Message::text(json!({"type":"ping","id":id}).to_string()))
        .await
        .is_err()
    {
        return false;
    }
    while let Ok(Some(Ok(msg))) = tokio::time::timeout(common::WAIT, ws.next()).await {
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["re"] == id {
                return true;
            }
        }
    }
    false
}

#[tokio::test]
async fn sighup_reloads_the_certificate_and_keeps_connections() {
    let dir = tempfile::tempdir().unwrap();
    let old_root = write_certificate(dir.path());
    let server = common::start(chomp_server::Config {
        tls_cert: Some(dir.path().join("server.crt")),
        tls_key: Some(dir.path().join("server.key")),
        ..common::config(dir.path())
    })
    .await;
    let addr = server.local_addr();
    let old = common::tls::trusting(old_root.clone());
    let mut kept = connect(addr, &old)
        .await
        .expect("connects with the first certificate");
    kept.send(Message::text(
        json!({"type":"hello","protocol":1,"name":"ann"}).to_string(),
    ))
    .await
    .unwrap();
    assert!(ping(&mut kept, "before").await);

    let new_root = write_certificate(dir.path());
    let status = std::process::Command::new("kill")
        .args(["-HUP", &std::process::id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());

    let new = common::tls::trusting(new_root);
    let mut reloaded = false;
    for _ in 0..100 {
        if connect(addr, &new).await.is_some() {
            reloaded = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert!(reloaded, "the new certificate was never served");
    // A fresh client (no session to resume) that knows only the old certificate.
    assert!(
        connect(addr, &common::tls::trusting(old_root))
            .await
            .is_none(),
        "the old certificate is still served"
    );
    assert!(
        ping(&mut kept, "after").await,
        "the open connection was dropped"
    );
    server.shutdown().await;
}
