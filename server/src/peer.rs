//! What rooms and the lobby know about a connection: its id, its player's
//! name and the queue of frames going out to it.

use chomp_protocol::Reply;
use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::outbox::NotQueued;
#[cfg(test)]
use crate::outbox::OUTBOX_BYTES;
pub use crate::outbox::{Outbox, OutboxRx, OUTBOX_FRAMES};

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
    match tx.try_send(text) {
        Ok(()) => true,
        Err(NotQueued::Full) => {
            if tx.mark_lagging() {
                tracing::info!("a client does not read its frames; closing it");
            }
            false
        }
        Err(NotQueued::Closed) => false,
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
