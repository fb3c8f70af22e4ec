//! Raw sockets for the tests that play an abusive peer: TCP connections from
//! a chosen loopback address (every address of 127.0.0.0/8 is this machine,
//! so one test can be several clients to the server's per-address limits),
//! one-shot plain HTTP requests, waiting for the server to hang up, and how
//! long any test waits for what the server should send ([`WAIT`]).

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
