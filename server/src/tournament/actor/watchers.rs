//! Who gets a tournament's frames, and which version of the standings each
//! was last sent. A small tournament pushes to everyone at once; a big one
//! goes round its watchers in slices, so a thousand frames never leave in
//! one burst: the 1,000-entrant arena's once-a-second push of some 9 MB
//! held the moves sent in the same 40 ms (measured: nine in ten of the
//! moves over 5 ms came in those bursts).

use std::time::Duration;

use tokio_tungstenite::tungstenite::Utf8Bytes;

use crate::peer::{self, Peer};

/// A big tournament's round of its watchers takes this many slices...
pub const SLICES: usize = 20;

/// ...this far apart, so a watcher gets at most one frame a second.
pub const SLICE_EVERY: Duration = Duration::from_millis(50);

struct Watcher {
    peer: Peer,
    /// The version of the standings it was last sent.
    seen: u64,
}

/// The watchers of one tournament (its entrants among them).
#[derive(Default)]
pub struct Watchers {
    list: Vec<Watcher>,
    /// Counts the changes pushed; a watcher is behind when `seen` is less.
    version: u64,
    /// Where the next slice starts.
    cursor: usize,
    /// The frame of `version`, serialised once for every watcher.
    frame: Option<Utf8Bytes>,
}

impl Watchers {
    /// Adds a connection (once), as up to date: it was just answered.
    pub fn attach(&mut self, peer: &Peer) {
        self.forget_closed();
        if !self.list.iter().any(|w| w.peer.conn == peer.conn) {
            self.list.push(Watcher {
                peer: peer.clone(),
                seen: self.version,
            });
        }
    }

    /// The connections still open.
    pub fn peers(&self) -> impl Iterator<Item = &Peer> {
        self.list
            .iter()
            .map(|w| &w.peer)
            .filter(|p| !p.tx.is_closed())
    }

    /// A new frame for everyone; it goes out by `send_all` or `send_slice`.
    pub fn changed(&mut self, frame: Utf8Bytes) {
        self.version += 1;
        self.frame = Some(frame);
    }

    /// Sends the current frame to every watcher now.
    pub fn send_all(&mut self) {
        self.forget_closed();
        let Some(frame) = &self.frame else { return };
        for w in &mut self.list {
            if w.seen < self.version {
                peer::send_text(&w.peer.tx, frame.clone());
                w.seen = self.version;
            }
        }
    }

    /// Sends the current frame to the next slice (a [`SLICES`]th) of the
    /// watchers, those behind it.
    pub fn send_slice(&mut self) {
        if self.cursor >= self.list.len() {
            self.forget_closed();
            self.cursor = 0;
        }
        let Some(frame) = &self.frame else { return };
        let n = self.list.len();
        let end = (self.cursor + n.div_ceil(SLICES)).min(n);
        for w in &mut self.list[self.cursor..end] {
            if w.seen < self.version {
                peer::send_text(&w.peer.tx, frame.clone());
                w.seen = self.version;
            }
        }
        self.cursor = end;
    }

    fn forget_closed(&mut self) {
        self.list.retain(|w| !w.peer.tx.is_closed());
        self.cursor = self.cursor.min(self.list.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::outbox::{Outbox, OutboxRx};

    fn peer(conn: u64) -> (Peer, OutboxRx) {
        let (tx, rx) = Outbox::new(8);
        let p = Peer {
            conn,
            name: format!("p{conn}"),
            bot: false,
            tx,
        };
        (p, rx)
    }

    fn frames(rx: &mut OutboxRx) -> Vec<String> {
        std::iter::from_fn(|| rx.try_recv().ok())
            .map(|f| f.as_str().to_string())
            .collect()
    }

    #[test]
    fn a_round_of_slices_sends_each_watcher_the_newest_frame_once() {
        let (peers, mut rxs): (Vec<_>, Vec<_>) = (0..50).map(peer).unzip();
        let mut w = Watchers::default();
        for p in &peers {
            w.attach(p);
        }
        w.changed(Utf8Bytes::from_static("v1"));
        // 50 watchers in 20 slices: 3 a slice, so the first slice reaches 3.
        w.send_slice();
        let reached = rxs
            .iter_mut()
            .map(|rx| rx.try_recv().is_ok())
            .filter(|&got| got)
            .count();
        assert_eq!(reached, 3);
        // A change halfway: the rest of the round gets the newer frame.
        for _ in 0..8 {
            w.send_slice();
        }
        w.changed(Utf8Bytes::from_static("v2"));
        for _ in 0..SLICES {
            w.send_slice();
        }
        // The first slice's three were read above; the next 24 had v1.
        for (i, rx) in rxs.iter_mut().enumerate() {
            let want: &[&str] = if (3..27).contains(&i) {
                &["v1", "v2"]
            } else {
                &["v2"]
            };
            assert_eq!(frames(rx), want, "watcher {i}");
        }
        // Nothing new: another round sends nothing.
        for _ in 0..SLICES {
            w.send_slice();
        }
        assert!(rxs.iter_mut().all(|rx| rx.try_recv().is_err()));
    }

    #[test]
    fn send_all_reaches_everyone_behind_and_a_new_watcher_starts_up_to_date() {
        let (a, mut ra) = peer(1);
        let (b, mut rb) = peer(2);
        let mut w = Watchers::default();
        w.attach(&a);
        w.attach(&a);
        w.changed(Utf8Bytes::from_static("v1"));
        w.send_all();
        w.attach(&b);
        w.send_all();
        assert_eq!(frames(&mut ra), ["v1"]);
        assert!(frames(&mut rb).is_empty());
        assert_eq!(w.peers().count(), 2);
    }

    #[test]
    fn closed_connections_are_dropped() {
        let (a, ra) = peer(1);
        let (b, mut rb) = peer(2);
        let mut w = Watchers::default();
        w.attach(&a);
        w.attach(&b);
        drop(ra);
        w.changed(Utf8Bytes::from_static("v1"));
        for _ in 0..SLICES {
            w.send_slice();
        }
        assert_eq!(frames(&mut rb), ["v1"]);
        assert_eq!(w.peers().count(), 1);
        assert_eq!(w.list.len(), 1);
    }
}
