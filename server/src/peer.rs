//! What rooms and the lobby know about a connection: its id, its player's
//! name and the queue of frames going out to it.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;

use chomp_protocol::Reply;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Utf8Bytes;

/// How many frames may wait for a slow client before it is dropped.
pub const OUTBOX_FRAMES: usize = 1024;

/// How many bytes of frames may wait for a slow client before it is
/// dropped. A lobby listing is a few KiB, so the frame bound alone let a
/// subscriber that never reads pin megabytes; this bounds the server's side
/// of what a connection may leave unsent (the kernel's side is bounded by
/// the send buffer set at accept, `transport::socket::tune`).
pub const OUTBOX_BYTES: usize = 256 * 1024;

/// What the senders and the writer of one outbox share: one allocation per
/// connection.
#[derive(Debug, Default)]
struct Backlog {
    /// A frame had to be dropped: the connection must close itself.
    lagging: AtomicBool,
    /// Bytes queued and not yet taken by the writer.
    bytes: AtomicUsize,
}

/// Serialised frames waiting to be written to one socket. Senders never
/// wait: if the queue is full (in frames or in bytes) the client is not
/// reading, the frame is dropped and the connection is marked so that it
/// closes itself (the client then reconnects and gets a consistent state
/// with `watch`).
#[derive(Clone, Debug)]
pub struct Outbox {
    tx: mpsc::Sender<Utf8Bytes>,
    backlog: Arc<Backlog>,
}

/// The writer's end of an [`Outbox`]: taking a frame gives its bytes back.
#[derive(Debug)]
pub struct OutboxRx {
    rx: mpsc::Receiver<Utf8Bytes>,
    backlog: Arc<Backlog>,
}

impl OutboxRx {
    /// The next frame, or `None` once every sender is gone.
    pub async fn recv(&mut self) -> Option<Utf8Bytes> {
        let frame = self.rx.recv().await?;
        self.taken(&frame);
        Some(frame)
    }

    /// The next frame if one is queued now.
    pub fn try_recv(&mut self) -> Result<Utf8Bytes, mpsc::error::TryRecvError> {
        let frame = self.rx.try_recv()?;
        self.taken(&frame);
        Ok(frame)
    }

    fn taken(&self, frame: &Utf8Bytes) {
        self.backlog.bytes.fetch_sub(frame.len(), Ordering::Relaxed);
    }
}

impl Outbox {
    pub fn new(capacity: usize) -> (Outbox, OutboxRx) {
        let (tx, rx) = mpsc::channel(capacity);
        let backlog = Arc::new(Backlog::default());
        (
            Outbox {
                tx,
                backlog: backlog.clone(),
            },
            OutboxRx { rx, backlog },
        )
    }

    /// Whether the connection behind this outbox has ended.
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    /// Resolves once the connection behind this outbox has ended; a room
    /// waits on this to learn that a watcher left.
    pub fn closed(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let tx = self.tx.clone();
        async move { tx.closed().await }
    }

    /// Whether a frame had to be dropped because the client does not read.
    pub fn is_lagging(&self) -> bool {
        self.backlog.lagging.load(Ordering::Relaxed)
    }

    /// Marks the connection as not reading, once; true the first time.
    fn mark_lagging(&self) -> bool {
        !self.backlog.lagging.swap(true, Ordering::Relaxed)
    }

    /// Bytes queued and not yet taken by the writer.
    pub fn queued_bytes(&self) -> usize {
        self.backlog.bytes.load(Ordering::Relaxed)
    }
}

/// The bit that marks, in a room, the connection id of a client of
/// another node (its node's links give it one with this bit set), so that
/// it never equals an id of this node's own connections.
pub const REMOTE_CONN: u64 = 1 << 62;

/// Whether a connection id in a room stands for a client of another node.
pub fn is_remote_conn(conn: u64) -> bool {
    conn & REMOTE_CONN != 0
}

/// A connection that has said `hello`.
#[derive(Clone, Debug)]
pub struct Peer {
    pub conn: u64,
    pub name: String,
    /// Whether its `hello` said `"bot": true`: a seat it takes is a hosted
    /// bot's.
    pub bot: bool,
    pub tx: Outbox,
}

impl Peer {
    /// Queues a frame without waiting.
    pub fn send(&self, reply: &Reply) {
        send(&self.tx, reply);
    }
}

impl crate::game::Watcher for Peer {
    fn conn(&self) -> u64 {
        self.conn
    }

    fn name(&self) -> &str {
        &self.name
    }

    fn is_gone(&self) -> bool {
        self.tx.is_closed()
    }
}

/// Queues a frame on an outbox without waiting.
pub fn send(tx: &Outbox, reply: &Reply) {
    send_text(tx, Utf8Bytes::from(reply.to_json()));
}

/// Queues an already serialised frame. `Utf8Bytes` is reference-counted, so a
/// broadcast is serialised once and its clones share one buffer all the way
/// to the socket.
/// Returns whether the frame was queued.
pub fn send_text(tx: &Outbox, text: Utf8Bytes) -> bool {
    let len = text.len();
    let before = tx.backlog.bytes.fetch_add(len, Ordering::Relaxed);
    if before + len > OUTBOX_BYTES && before > 0 {
        // One frame larger than the bound still goes to an empty queue.
        tx.backlog.bytes.fetch_sub(len, Ordering::Relaxed);
        lagging(tx);
        return false;
    }
    match tx.tx.try_send(text) {
        Ok(()) => true,
        Err(e) => {
            tx.backlog.bytes.fetch_sub(len, Ordering::Relaxed);
            if matches!(e, mpsc::error::TrySendError::Full(_)) {
                lagging(tx);
            }
            false
        }
    }
}

fn lagging(tx: &Outbox) {
    if tx.mark_lagging() {
        tracing::info!("a client does not read its frames; closing it");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_queue_over_its_bytes_marks_the_client_lagging() {
        let (tx, mut rx) = Outbox::new(OUTBOX_FRAMES);
        let frame = Utf8Bytes::from("x".repeat(OUTBOX_BYTES / 4));
        for _ in 0..4 {
            assert!(send_text(&tx, frame.clone()));
        }
        assert!(!tx.is_lagging());
        assert_eq!(tx.queued_bytes(), OUTBOX_BYTES);
        assert!(!send_text(&tx, Utf8Bytes::from_static("y")));
        assert!(tx.is_lagging(), "over the byte bound");
        // Taking frames gives their bytes back.
        rx.recv().await.unwrap();
        assert_eq!(tx.queued_bytes(), OUTBOX_BYTES * 3 / 4);
        rx.try_recv().unwrap();
        assert_eq!(tx.queued_bytes(), OUTBOX_BYTES / 2);
    }

    #[test]
    fn a_full_queue_in_frames_marks_the_client_lagging() {
        let (tx, _rx) = Outbox::new(2);
        assert!(send_text(&tx, Utf8Bytes::from_static("a")));
        assert!(send_text(&tx, Utf8Bytes::from_static("b")));
        assert!(!send_text(&tx, Utf8Bytes::from_static("c")));
        assert!(tx.is_lagging());
        assert_eq!(tx.queued_bytes(), 2);
    }

    #[test]
    fn one_large_frame_still_reaches_an_empty_queue() {
        let (tx, _rx) = Outbox::new(4);
        assert!(send_text(
            &tx,
            Utf8Bytes::from("z".repeat(OUTBOX_BYTES + 1))
        ));
        assert!(!tx.is_lagging());
    }
}
