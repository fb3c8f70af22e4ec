//! The first bytes of every connection are an HTTP request: usually a
//! WebSocket upgrade, sometimes a health check or a metrics scrape on the
//! same port. This reads the request head (bounded in size; the caller bounds
//! the time) and writes the small plain answers.

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use super::socket::Socket;

/// A request head larger than this is refused: real upgrade requests are a
/// few hundred bytes, and a peer should not make the server buffer more.
pub const MAX_HEAD: usize = 8 * 1024;

/// What the server needs to know of a request head.
#[derive(Debug, Default)]
pub struct Head {
    pub method: String,
    pub path: String,
    /// `Upgrade: websocket` was asked for.
    pub websocket: bool,
    /// Every `Forwarded` line, joined with commas in their order.
    pub forwarded: Option<String>,
    /// Every `X-Forwarded-For` line, joined with commas in their order.
    pub x_forwarded_for: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum HeadError {
    #[error("the peer closed before sending a request")]
    Closed,
    #[error("the request head is larger than {MAX_HEAD} bytes")]
    TooLarge,
    #[error("the request is not HTTP: {0}")]
    Malformed(String),
    #[error("reading the request failed: {0}")]
    Io(#[from] std::io::Error),
}

/// Reads one request head and puts every byte read back into `sock`, so the
/// WebSocket handshake sees the request whole.
pub async fn read_head(sock: &mut Socket) -> Result<Head, HeadError> {
    let mut buf = Vec::with_capacity(1024);
    let mut chunk = [0u8; 1024];
    loop {
        let n = sock.read(&mut chunk).await?;
        if n == 0 {
            return Err(HeadError::Closed);
        }
        buf.extend_from_slice(&chunk[..n]);
        let parsed = parse(&buf)?;
        if let Some(head) = parsed {
            sock.unread(buf);
            return Ok(head);
        }
        if buf.len() >= MAX_HEAD {
            return Err(HeadError::TooLarge);
        }
    }
}

fn parse(buf: &[u8]) -> Result<Option<Head>, HeadError> {
    let mut headers = [httparse::EMPTY_HEADER; 64];
    let mut req = httparse::Request::new(&mut headers);
    let status = req
        .parse(buf)
        .map_err(|e| HeadError::Malformed(e.to_string()))?;
    if status.is_partial() {
        return Ok(None);
    }
    let mut head = Head {
        method: req.method.unwrap_or_default().to_string(),
        path: req.path.unwrap_or_default().to_string(),
        ..Head::default()
    };
    for h in req.headers.iter() {
        let value = String::from_utf8_lossy(h.value).trim().to_string();
        if h.name.eq_ignore_ascii_case("upgrade") {
            head.websocket |= value.eq_ignore_ascii_case("websocket");
        } else if h.name.eq_ignore_ascii_case("forwarded") {
            append_line(&mut head.forwarded, value);
        } else if h.name.eq_ignore_ascii_case("x-forwarded-for") {
            append_line(&mut head.x_forwarded_for, value);
        }
    }
    Ok(Some(head))
}

/// Several lines of a list header are one list, in order (RFC 9110, 5.3):
/// a proxy such as HAProxy adds its own line after the client's, and
/// reading only the first line let clients pick their address.
fn append_line(list: &mut Option<String>, value: String) {
    match list {
        Some(all) => {
            all.push_str(", ");
            all.push_str(&value);
        }
        None => *list = Some(value),
    }
}

/// Writes a complete answer and closes the write side.
pub async fn respond(
    sock: &mut Socket,
    status: u16,
    reason: &str,
    content_type: &str,
    body: &str,
) -> std::io::Result<()> {
    let text = format!(
        "HTTP/1.1 {status} {reason}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    sock.write_all(text.as_bytes()).await?;
    sock.shutdown().await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn heads_are_read_whole_or_asked_for_more() {
        assert!(parse(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
            .unwrap()
            .is_none());
        let head = parse(
            b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: WebSocket\r\nConnection: Upgrade\r\n\
              X-Forwarded-For: 1.2.3.4\r\nForwarded: for=5.6.7.8\r\n\r\n",
        )
        .unwrap()
        .unwrap();
        assert_eq!(head.method, "GET");
        assert_eq!(head.path, "/ws");
        assert!(head.websocket);
        assert_eq!(head.x_forwarded_for.as_deref(), Some("1.2.3.4"));
        assert_eq!(head.forwarded.as_deref(), Some("for=5.6.7.8"));
        let lines = parse(
            b"GET / HTTP/1.1\r\nX-Forwarded-For: 6.6.6.6\r\nHost: x\r\n\
              x-forwarded-for: 198.51.100.7\r\nForwarded: for=1.1.1.1\r\n\
              Forwarded: for=2.2.2.2\r\n\r\n",
        )
        .unwrap()
        .unwrap();
        assert_eq!(
            lines.x_forwarded_for.as_deref(),
            Some("6.6.6.6, 198.51.100.7")
        );
        assert_eq!(lines.forwarded.as_deref(), Some("for=1.1.1.1, for=2.2.2.2"));
        assert!(matches!(
            parse(b"\x16\x03\x01 not http\r\n\r\n"),
            Err(HeadError::Malformed(_))
        ));
    }
}
