//! What rooms and the lobby know about a connection: its id, its player's
//! name and the queue of frames going out to it.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use chomp_protocol::Reply;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Utf8Bytes;

/// How many frames may wait for a slow client before it is dropped.
pub const OUTBOX_FRAMES: usize = 1024;

/// Serialised frames waiting to be written to one socket. Senders never
/// wait: if the queue is full the client is not reading, the frame is
/// dropped and the connection is marked so that it closes itself (the
/// client then reconnects and gets a consistent state with `watch`).
#[derive(Clone, Debug)]
pub struct Outbox {
    tx: mpsc::Sender<Utf8Bytes>,
    lagging: Arc<AtomicBool>,
}

impl Outbox {
    pub fn new(capacity: usize) -> (Outbox, mpsc::Receiver<Utf8Bytes>) {
        let (tx, rx) = mpsc::channel(capacity);
        (
            Outbox {
                tx,
                lagging: Arc::new(AtomicBool::new(false)),
            },
            rx,
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
        self.lagging.load(Ordering::Relaxed)
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
    match tx.tx.try_send(text) {
        Ok(()) => true,
        Err(mpsc::error::TrySendError::Full(_)) => {
            if !tx.lagging.swap(true, Ordering::Relaxed) {
                tracing::warn!("a client does not read its frames; closing it");
            }
            false
        }
        Err(mpsc::error::TrySendError::Closed(_)) => false,
    }
}
