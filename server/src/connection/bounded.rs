//! Every write and close a connection makes, bounded in time: a peer that
//! does not read cannot hold the task, and a peer closed for what it sent
//! still gets the close frame that says why.

use std::time::Duration;

use futures::SinkExt;
use tokio::io::{AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt};
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::WebSocketStream;

/// How a bounded write ended.
pub(super) enum Written {
    Done,
    /// The peer is gone.
    Failed,
    /// The peer did not take the bytes within the deadline.
    TooSlow,
}

/// Writes one message and flushes it, waiting at most `within`: the send
/// buffer of every socket is small, so a write that waits is one the client
/// has not read.
pub(super) async fn write<S>(ws: &mut WebSocketStream<S>, msg: Message, within: Duration) -> Written
where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    match tokio::time::timeout(within, ws.send(msg)).await {
        Ok(Ok(())) => Written::Done,
        Ok(Err(_)) => Written::Failed,
        Err(_) => Written::TooSlow,
    }
}

/// Sends a close frame, waiting at most `within` for the client to take it.
pub(super) async fn close_within<S>(
    ws: &mut WebSocketStream<S>,
    code: CloseCode,
    reason: &'static str,
    within: Duration,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    let _ = tokio::time::timeout(within, ws.close(Some(close_frame(code, reason)))).await;
}

/// The close reason of a frame or message over the transport's limit
/// (`transport::websocket`, 256 KiB).
pub(super) const TOO_BIG: &str = "message too big: the limit is 256 KiB";

/// The close reason of a connection closed to make room (close code 1013).
pub(super) const EVICTED: &str = "server full: this connection was idle longest";

/// The close reason of a connection that sent pings or pongs far over its
/// rate (`--rate` and `--addr-rate` charge them like requests).
pub(super) const TOO_MANY_PINGS: &str = "too many pings and pongs: over the rate limit";

/// How long, and for how many bytes, a connection closed for what it sent
/// is still read (and the bytes thrown away) after its close frame.
const LINGER_FOR: Duration = Duration::from_secs(1);
const LINGER_BYTES: usize = 1024 * 1024;

/// Sends a close frame, ends the write side, then reads and discards what
/// the peer still sends for a little while. Closing a socket that has
/// unread bytes (the rest of a huge frame, a flood of pings) makes the
/// kernel answer with a reset, which can destroy the close frame before
/// the peer reads it; a client then sees a bare disconnect instead of why.
pub(super) async fn close_and_linger<S>(
    ws: &mut WebSocketStream<S>,
    code: CloseCode,
    reason: &'static str,
) where
    S: AsyncRead + AsyncWrite + Unpin + Send,
{
    // A peer that does not read cannot hold the task: every step is bounded.
    // The flush first sends a pong still queued, which must not follow the close.
    let _ = tokio::time::timeout(LINGER_FOR, async {
        let _ = ws.flush().await;
        ws.close(Some(close_frame(code, reason))).await
    })
    .await;
    let sock = ws.get_mut();
    let _ = tokio::time::timeout(LINGER_FOR, sock.shutdown()).await;
    // On the heap: an array here would sit in every connection's task.
    let mut buf = vec![0u8; 4096];
    let mut drained = 0;
    let _ = tokio::time::timeout(LINGER_FOR, async {
        while drained < LINGER_BYTES {
            match sock.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(n) => drained += n,
            }
        }
    })
    .await;
}

fn close_frame(code: CloseCode, reason: &'static str) -> CloseFrame {
    CloseFrame {
        code,
        reason: reason.into(),
    }
}
