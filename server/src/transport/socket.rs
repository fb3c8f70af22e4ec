//! A client's byte stream, plain TCP or TLS, that first replays the bytes
//! already read from it. The listener reads the HTTP request head itself (to
//! answer `/healthz`, `/metrics` and to see proxy headers) and then hands the
//! same bytes to the WebSocket handshake, which parses them again.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_rustls::server::TlsStream;

/// The send buffer asked of the kernel for every accepted socket (Linux
/// doubles it for its own bookkeeping). Left alone, the kernel grows a
/// socket's send buffer to megabytes for a client that never reads, so
/// thousands of them held gigabytes; a game's frames are a few KiB.
pub const SEND_BUFFER: usize = 32 * 1024;

/// Bounds what the kernel keeps for one client: the send buffer above, and
/// TCP_USER_TIMEOUT, so that data a client never acknowledges (a closed
/// window included) ends the connection after `unacked` even once the
/// server has let go of the socket. Failures are logged and ignored: the
/// connection then only loses this bound.
pub fn tune(stream: &TcpStream, unacked: Duration) {
    let _ = stream.set_nodelay(true);
    let sock = socket2::SockRef::from(stream);
    if let Err(e) = sock.set_send_buffer_size(SEND_BUFFER) {
        tracing::debug!("could not cap a send buffer: {e}");
    }
    #[cfg(any(target_os = "linux", target_os = "android"))]
    if let Err(e) = sock.set_tcp_user_timeout(Some(unacked)) {
        tracing::debug!("could not set TCP_USER_TIMEOUT: {e}");
    }
    #[cfg(not(any(target_os = "linux", target_os = "android")))]
    let _ = unacked;
}

enum Inner {
    Plain(TcpStream),
    Tls(Box<TlsStream<TcpStream>>),
}

/// The stream every connection is served over.
pub struct Socket {
    inner: Inner,
    replay: Vec<u8>,
    replayed: usize,
}

impl Socket {
    pub fn plain(stream: TcpStream) -> Socket {
        Socket::new(Inner::Plain(stream))
    }

    pub fn tls(stream: TlsStream<TcpStream>) -> Socket {
        Socket::new(Inner::Tls(Box::new(stream)))
    }

    fn new(inner: Inner) -> Socket {
        Socket {
            inner,
            replay: Vec::new(),
            replayed: 0,
        }
    }

    /// Whether the client came over TLS.
    pub fn is_tls(&self) -> bool {
        matches!(self.inner, Inner::Tls(_))
    }

    /// Makes the next reads return `bytes` before anything new.
    pub fn unread(&mut self, bytes: Vec<u8>) {
        let mut rest = bytes;
        rest.extend_from_slice(&self.replay[self.replayed..]);
        self.replay = rest;
        self.replayed = 0;
    }
}

impl AsyncRead for Socket {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.replayed < this.replay.len() {
            let rest = &this.replay[this.replayed..];
            let n = rest.len().min(buf.remaining());
            buf.put_slice(&rest[..n]);
            this.replayed += n;
            if this.replayed == this.replay.len() {
                this.replay = Vec::new();
                this.replayed = 0;
            }
            return Poll::Ready(Ok(()));
        }
        match &mut this.inner {
            Inner::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Inner::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Socket {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().inner {
            Inner::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Inner::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().inner {
            Inner::Plain(s) => Pin::new(s).poll_flush(cx),
            Inner::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match &mut self.get_mut().inner {
            Inner::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Inner::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match &mut self.get_mut().inner {
            Inner::Plain(s) => Pin::new(s).poll_write_vectored(cx, bufs),
            Inner::Tls(s) => Pin::new(s.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match &self.inner {
            Inner::Plain(s) => s.is_write_vectored(),
            Inner::Tls(s) => s.is_write_vectored(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test]
    async fn unread_bytes_come_back_before_new_ones() {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let client = tokio::spawn(async move {
            let mut c = TcpStream::connect(addr).await.unwrap();
            c.write_all(b"world").await.unwrap();
        });
        let (stream, _) = listener.accept().await.unwrap();
        let mut s = Socket::plain(stream);
        s.unread(b"hello ".to_vec());
        let mut all = String::new();
        s.read_to_string(&mut all).await.unwrap();
        assert_eq!(all, "hello world");
        assert!(!s.is_tls());
        client.await.unwrap();
    }
}
