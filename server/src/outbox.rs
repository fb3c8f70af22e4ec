//! The queue of frames going out to one connection: many senders (rooms,
//! the lobby, the hint desk), one writer. Senders never wait: if the queue
//! is full, in frames or in bytes, the client is not reading, the frame is
//! dropped and the connection is marked so that it closes itself (the
//! client then reconnects and gets a consistent state with `watch`).
//!
//! A `VecDeque` under a mutex with two `Notify`s rather than a tokio
//! channel: a channel allocates its shared state and a first block of 32
//! slots up front (1.6 KiB per connection, idle or not), while an empty
//! `VecDeque` allocates nothing; idle connections are most connections.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use tokio::sync::Notify;
use tokio_tungstenite::tungstenite::Utf8Bytes;

/// How many frames may wait for a slow client before it is dropped.
pub const OUTBOX_FRAMES: usize = 1024;

/// How many bytes of frames may wait for a slow client before it is
/// dropped. A lobby listing is a few KiB, so the frame bound alone let a
/// subscriber that never reads pin megabytes; this bounds the server's side
/// of what a connection may leave unsent (the kernel's side is bounded by
/// the send buffer set at accept, `transport::socket::tune`).
pub const OUTBOX_BYTES: usize = 256 * 1024;

/// What the senders and the writer of one outbox share: one allocation.
#[derive(Debug)]
struct Shared {
    queue: Mutex<VecDeque<Utf8Bytes>>,
    capacity: usize,
    /// Bytes queued and not yet taken by the writer.
    bytes: AtomicUsize,
    /// A frame had to be dropped: the connection must close itself.
    lagging: AtomicBool,
    senders: AtomicUsize,
    /// The writer is gone (the connection ended).
    closed: AtomicBool,
    /// Wakes the writer: a frame, or the last sender gone.
    to_writer: Notify,
    /// Wakes those waiting for the connection to end.
    to_senders: Notify,
}

impl Shared {
    fn queue(&self) -> MutexGuard<'_, VecDeque<Utf8Bytes>> {
        // A queue of frames; a panic elsewhere cannot leave it unusable.
        self.queue.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// The senders' end.
#[derive(Debug)]
pub struct Outbox {
    shared: Arc<Shared>,
}

/// The writer's end: taking a frame gives its bytes back.
#[derive(Debug)]
pub struct OutboxRx {
    shared: Arc<Shared>,
}

/// Why a frame was not queued.
#[derive(Debug, PartialEq, Eq)]
pub enum NotQueued {
    /// Over the bound in frames or bytes: the client is not reading.
    Full,
    /// The connection has ended.
    Closed,
}

impl Outbox {
    /// An outbox of at most `capacity` frames (and [`OUTBOX_BYTES`]).
    pub fn new(capacity: usize) -> (Outbox, OutboxRx) {
        let shared = Arc::new(Shared {
            queue: Mutex::new(VecDeque::new()),
            capacity: capacity.max(1),
            bytes: AtomicUsize::new(0),
            lagging: AtomicBool::new(false),
            senders: AtomicUsize::new(1),
            closed: AtomicBool::new(false),
            to_writer: Notify::new(),
            to_senders: Notify::new(),
        });
        (
            Outbox {
                shared: shared.clone(),
            },
            OutboxRx { shared },
        )
    }

    /// Queues a frame without waiting. One frame larger than the byte
    /// bound still goes to an empty queue.
    pub fn try_send(&self, frame: Utf8Bytes) -> Result<(), NotQueued> {
        let s = &self.shared;
        if s.closed.load(Ordering::Acquire) {
            return Err(NotQueued::Closed);
        }
        let mut queue = s.queue();
        let bytes = s.bytes.load(Ordering::Relaxed);
        if queue.len() >= s.capacity || (bytes > 0 && bytes + frame.len() > OUTBOX_BYTES) {
            return Err(NotQueued::Full);
        }
        s.bytes.store(bytes + frame.len(), Ordering::Relaxed);
        queue.push_back(frame);
        drop(queue);
        s.to_writer.notify_one();
        Ok(())
    }

    /// Whether the connection behind this outbox has ended.
    pub fn is_closed(&self) -> bool {
        self.shared.closed.load(Ordering::Acquire)
    }

    /// Resolves once the connection behind this outbox has ended; a room
    /// waits on this to learn that a watcher left.
    pub fn closed(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let shared = self.shared.clone();
        async move {
            loop {
                let notified = shared.to_senders.notified();
                tokio::pin!(notified);
                notified.as_mut().enable();
                if shared.closed.load(Ordering::Acquire) {
                    return;
                }
                notified.await;
            }
        }
    }

    /// Whether a frame had to be dropped because the client does not read.
    pub fn is_lagging(&self) -> bool {
        self.shared.lagging.load(Ordering::Relaxed)
    }

    /// Marks the connection as not reading; true the first time.
    pub fn mark_lagging(&self) -> bool {
        !self.shared.lagging.swap(true, Ordering::Relaxed)
    }

    /// Bytes queued and not yet taken by the writer.
    pub fn queued_bytes(&self) -> usize {
        self.shared.bytes.load(Ordering::Relaxed)
    }
}

impl Clone for Outbox {
    fn clone(&self) -> Self {
        self.shared.senders.fetch_add(1, Ordering::Relaxed);
        Outbox {
            shared: self.shared.clone(),
        }
    }
}

impl Drop for Outbox {
    fn drop(&mut self) {
        if self.shared.senders.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.shared.to_writer.notify_one();
        }
    }
}

impl OutboxRx {
    /// The next frame, or `None` once every sender is gone and the queue
    /// is empty.
    pub async fn recv(&mut self) -> Option<Utf8Bytes> {
        loop {
            if let Ok(frame) = self.try_recv() {
                return Some(frame);
            }
            if self.shared.senders.load(Ordering::Acquire) == 0 {
                return None;
            }
            // A frame queued since the check left a permit: no lost wake-up.
            self.shared.to_writer.notified().await;
        }
    }

    /// The next frame if one is queued now.
    pub fn try_recv(&mut self) -> Result<Utf8Bytes, Empty> {
        let frame = self.shared.queue().pop_front().ok_or(Empty)?;
        self.shared.bytes.fetch_sub(frame.len(), Ordering::Relaxed);
        Ok(frame)
    }
}

/// No frame is queued.
#[derive(Debug, PartialEq, Eq)]
pub struct Empty;

impl Drop for OutboxRx {
    fn drop(&mut self) {
        self.shared.closed.store(true, Ordering::Release);
        self.shared.queue().clear();
        self.shared.to_senders.notify_waiters();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[tokio::test]
    async fn frames_arrive_in_order_and_the_end_is_seen() {
        let (tx, mut rx) = Outbox::new(8);
        let other = tx.clone();
        tx.try_send(Utf8Bytes::from_static("a")).unwrap();
        other.try_send(Utf8Bytes::from_static("b")).unwrap();
        assert_eq!(rx.recv().await.unwrap().as_str(), "a");
        assert_eq!(rx.try_recv().unwrap().as_str(), "b");
        assert_eq!(rx.try_recv(), Err(Empty));
        let waiting = tokio::spawn(async move { rx.recv().await });
        tokio::time::sleep(Duration::from_millis(10)).await;
        other.try_send(Utf8Bytes::from_static("c")).unwrap();
        assert_eq!(waiting.await.unwrap().unwrap().as_str(), "c");
    }

    #[tokio::test]
    async fn the_writer_sees_the_last_sender_go_and_senders_see_the_writer_go() {
        let (tx, mut rx) = Outbox::new(8);
        let closed = tx.closed();
        drop(tx);
        assert_eq!(rx.recv().await, None);
        let (tx, rx) = Outbox::new(8);
        let waiter = tokio::spawn(tx.closed());
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert!(!tx.is_closed());
        drop(rx);
        tokio::time::timeout(Duration::from_secs(1), waiter)
            .await
            .expect("a waiter learns the end")
            .unwrap();
        assert!(tx.is_closed());
        assert_eq!(
            tx.try_send(Utf8Bytes::from_static("x")),
            Err(NotQueued::Closed)
        );
        drop(closed);
    }

    #[test]
    fn a_queue_is_full_in_frames_or_in_bytes() {
        let (tx, _rx) = Outbox::new(2);
        tx.try_send(Utf8Bytes::from_static("a")).unwrap();
        tx.try_send(Utf8Bytes::from_static("b")).unwrap();
        assert_eq!(
            tx.try_send(Utf8Bytes::from_static("c")),
            Err(NotQueued::Full)
        );
        let (tx, _rx) = Outbox::new(8);
        tx.try_send(Utf8Bytes::from("x".repeat(OUTBOX_BYTES)))
            .unwrap();
        assert_eq!(
            tx.try_send(Utf8Bytes::from_static("y")),
            Err(NotQueued::Full)
        );
        assert_eq!(tx.queued_bytes(), OUTBOX_BYTES);
    }
}
