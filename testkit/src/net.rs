//! Raw sockets for the tests that play an abusive peer: TCP connections from
//! a chosen loopback address (every address of 127.0.0.0/8 is this machine,
//! so one test can be several clients to the server's per-address limits),
//! one-shot plain HTTP requests, waiting for the server to hang up, and how
//! long any test waits for what the server should send ([`WAIT`]), and
//! WebSocket clients written by hand that stop reading on purpose.

use std::net::{IpAddr, SocketAddr};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

/// How long a test waits for any expected frame or answer before failing.
pub const WAIT: Duration = Duration::from_secs(20);

/// A TCP connection to `addr` from the local address `local` (e.g. 127.0.0.2).
pub async fn tcp_from(local: IpAddr, addr: SocketAddr) -> TcpStream {
    let socket = match local {
        IpAddr::V4(_) => TcpSocket::new_v4(),
        IpAddr::V6(_) => TcpSocket::new_v6(),
    }
    .expect("a socket");
    socket
        .bind(SocketAddr::new(local, 0))
        .expect("bind to the local address");
    socket.connect(addr).await.expect("connect")
}

/// `GET path` from 127.0.0.1: the status and the whole answer.
pub async fn http_get(addr: SocketAddr, path: &str) -> (u16, String) {
    http_get_from(IpAddr::from([127, 0, 0, 1]), addr, path).await
}

/// `GET path` from the local address `local`: the status and the whole answer.
pub async fn http_get_from(local: IpAddr, addr: SocketAddr, path: &str) -> (u16, String) {
    let mut s = tcp_from(local, addr).await;
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .await
        .expect("send the request");
    read_response(&mut s).await
}

/// Reads an answer to its end: the status (0 if there is none) and the text.
pub async fn read_response<S: AsyncRead + Unpin>(s: &mut S) -> (u16, String) {
    let mut out = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut out))
        .await
        .expect("answered in time")
        .expect("an answer");
    let text = String::from_utf8(out).expect("a text answer");
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, text)
}

/// Whether the server closes `s` within `within` (whatever it sends first).
pub async fn closed_by_server(s: &mut TcpStream, within: Duration) -> bool {
    let mut buf = [0u8; 256];
    let read_to_end = async {
        loop {
            match s.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                // A TLS alert or an HTTP answer may come before the close.
                Ok(_) => continue,
            }
        }
    };
    tokio::time::timeout(within, read_to_end).await.is_ok()
}

/// A WebSocket client from `local` that says hello as `name`, subscribes to
/// the lobby (whole listings at every push) and from then on never reads:
/// the slow reader of the slow-reader tests. Written by hand on a bare TCP
/// stream so that no library reads for it; the server's answers pile up in
/// the kernel until the server gives up.
pub async fn subscriber_that_never_reads(local: IpAddr, addr: SocketAddr, name: &str) -> TcpStream {
    let mut s = tcp_from(local, addr).await;
    let upgrade = format!(
        "GET / HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
    );
    s.write_all(upgrade.as_bytes())
        .await
        .expect("send the upgrade");
    // The server says nothing after its 101 until it hears a frame, so
    // reading up to the blank line reads the answer and nothing more.
    let mut head = Vec::new();
    let mut byte = [0u8; 1];
    while !head.ends_with(b"\r\n\r\n") {
        tokio::time::timeout(WAIT, s.read_exact(&mut byte))
            .await
            .expect("the upgrade answered in time")
            .expect("an upgrade answer");
        head.push(byte[0]);
    }
    assert!(
        head.starts_with(b"HTTP/1.1 101"),
        "{}",
        String::from_utf8_lossy(&head)
    );
    let hello = format!(r#"{{"type":"hello","protocol":1,"name":"{name}","id":"h"}}"#);
    s.write_all(&masked_text(&hello)).await.expect("send hello");
    s.write_all(&masked_text(r#"{"type":"lobby","id":"l"}"#))
        .await
        .expect("send lobby");
    s
}

/// One client text frame (FIN, masked with the all-zero key, which leaves
/// the payload as it is).
fn masked_text(text: &str) -> Vec<u8> {
    let len = text.len();
    let mut frame = vec![0x81];
    if len < 126 {
        frame.push(0x80 | len as u8);
    } else {
        frame.push(0x80 | 126);
        frame.extend_from_slice(&(len as u16).to_be_bytes());
    }
    frame.extend_from_slice(&[0, 0, 0, 0]);
    frame.extend_from_slice(text.as_bytes());
    frame
}

/// The value of one series in a `/metrics` exposition, e.g.
/// `chomp_connections_refused_total{reason="full"}`.
pub fn counter(metrics: &str, series: &str) -> u64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix(series))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or_else(|| panic!("no {series} in\n{metrics}"))
}
