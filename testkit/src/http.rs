//! Plain HTTP/1.1 requests to the game port (`/healthz`, `/metrics`): the
//! server answers once and closes, so a response is read to its end.

use std::net::SocketAddr;

use tokio::io::{AsyncRead, AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use crate::WAIT;

/// `GET path`: the status code and the whole response, head included.
pub async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    s.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .await
        .expect("send the request");
    read_response(&mut s).await
}

/// Reads a response to its end (the server closes after it), over any
/// stream (plain or TLS).
pub async fn read_response<S: AsyncRead + Unpin>(s: &mut S) -> (u16, String) {
    let mut out = Vec::new();
    tokio::time::timeout(WAIT, s.read_to_end(&mut out))
        .await
        .expect("answered in time")
        .expect("read the response");
    let text = String::from_utf8(out).expect("UTF-8");
    let status = text
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (status, text)
}
