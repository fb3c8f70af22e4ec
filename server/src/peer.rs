//! What rooms and the lobby know about a connection: its id, its player's
//! name and the queue of frames going out to it.

use std::sync::Arc;

use chomp_protocol::Reply;
use tokio::sync::mpsc;

/// Serialised frames waiting to be written to one socket.
pub type Outbox = mpsc::Sender<Arc<str>>;

/// How many frames may wait for a slow client before it is dropped.
pub const OUTBOX_FRAMES: usize = 1024;

/// A connection that has said `hello`.
#[derive(Clone, Debug)]
pub struct Peer {
    pub conn: u64,
    pub name: String,
    pub tx: Outbox,
}

impl Peer {
    /// Queues a frame without waiting; a full queue means the client does
    /// not read, and its connection closes itself when it notices.
    pub fn send(&self, reply: &Reply) {
        send(&self.tx, reply);
    }
}

/// Queues a frame on an outbox without waiting.
pub fn send(tx: &Outbox, reply: &Reply) {
    send_text(tx, Arc::from(reply.to_json()));
}

/// Queues an already serialised frame (shared by every receiver of a broadcast).
pub fn send_text(tx: &Outbox, text: Arc<str>) {
    if let Err(mpsc::error::TrySendError::Full(_)) = tx.try_send(text) {
        tracing::warn!("dropping a frame for a client that does not read");
    }
}
