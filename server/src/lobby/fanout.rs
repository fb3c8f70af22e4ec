//! The lobby's subscribers and what they were last sent: plain subscribers
//! get the whole listing at every push; delta subscribers get a versioned
//! snapshot once and then only what changed (`lobby_delta`, usually a few
//! hundred bytes instead of the whole listing). One that missed a version,
//! or whose queue was full, gets a fresh snapshot instead of the next delta.
//! The totals shown in the listing are kept here too, with whether a game
//! ended since they were read.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};
use std::time::Duration;

use chomp_protocol::{Reply, ServerMsg, Totals};
use tokio_tungstenite::tungstenite::Utf8Bytes;

use super::view::View;
use crate::peer::{self, Outbox};
use crate::shutdown::Shutdown;

/// A push to many subscribers goes out in slices this far apart.
pub const SLICE: Duration = Duration::from_millis(50);

#[derive(Default)]
struct State {
    /// Subscribers that get the whole listing at every push.
    plain: HashMap<u64, Outbox>,
    /// Subscribers that get deltas, with the version each was last sent.
    deltas: HashMap<u64, DeltaSubscriber>,
    totals: Totals,
    /// A game ended since the totals were last read from the database.
    totals_stale: bool,
    /// The listing as last pushed, and its version.
    view: View,
    version: u64,
}

struct DeltaSubscriber {
    tx: Outbox,
    /// The version this subscriber has; 0 when it must get a snapshot.
    seen: u64,
}

/// The subscribers and the last listing pushed.
#[derive(Default)]
pub struct Fanout {
    state: Mutex<State>,
}

/// One push: the frames and who gets which.
pub struct Push {
    view: View,
    version: u64,
    plain: Vec<Outbox>,
    /// Delta subscribers, and whether each has the version before this one.
    deltas: Vec<(u64, Outbox, bool)>,
    delta: Utf8Bytes,
}

impl Fanout {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding this lock leaves plain maps behind, still usable.
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Subscribes a connection; the frame that answers it: `current` for a
    /// plain subscriber, or for a delta subscriber the listing as last
    /// pushed with its version (so the next delta applies to exactly it).
    pub fn subscribe(&self, conn: u64, tx: Outbox, deltas: bool) -> Option<ServerMsg> {
        let mut s = self.lock();
        if deltas {
            s.plain.remove(&conn);
            let seen = s.version;
            s.deltas.insert(conn, DeltaSubscriber { tx, seen });
            Some(s.view.snapshot(Some(seen)))
        } else {
            s.deltas.remove(&conn);
            s.plain.insert(conn, tx);
            None
        }
    }

    pub fn unsubscribe(&self, conn: u64) {
        let mut s = self.lock();
        s.plain.remove(&conn);
        s.deltas.remove(&conn);
    }

    pub fn totals(&self) -> Totals {
        self.lock().totals.clone()
    }

    pub fn set_totals(&self, totals: Totals) {
        self.lock().totals = totals;
    }

    /// A game ended: the totals are read again before the next push.
    pub fn totals_stale(&self) {
        self.lock().totals_stale = true;
    }

    /// Whether the totals must be read again (and from now on, not).
    pub fn take_stale(&self) -> bool {
        std::mem::take(&mut self.lock().totals_stale)
    }

    /// Makes `view` the current listing; the push it needs, if anyone is
    /// to be told of a change.
    pub fn begin(&self, view: View) -> Option<Push> {
        let mut s = self.lock();
        if view == s.view {
            return None;
        }
        let from = s.version;
        s.version += 1;
        let version = s.version;
        let delta = Utf8Bytes::from(Reply::push(view.delta_from(&s.view, from, version)).to_json());
        s.view = view.clone();
        let plain: Vec<Outbox> = s.plain.values().cloned().collect();
        let deltas: Vec<(u64, Outbox, bool)> = s
            .deltas
            .iter()
            .map(|(conn, d)| (*conn, d.tx.clone(), d.seen == from))
            .collect();
        (!plain.is_empty() || !deltas.is_empty()).then_some(Push {
            view,
            version,
            plain,
            deltas,
            delta,
        })
    }

    /// Sends a push in slices of `slice_len` subscribers, `SLICE` apart,
    /// so match traffic never waits behind one huge burst; false if
    /// shutdown came first.
    pub async fn send(&self, push: Push, slice_len: usize, shutdown: &mut Shutdown) -> bool {
        let full = Utf8Bytes::from(Reply::push(push.view.snapshot(None)).to_json());
        let versioned =
            Utf8Bytes::from(Reply::push(push.view.snapshot(Some(push.version))).to_json());
        let mut sends: Vec<(Option<u64>, &Outbox, &Utf8Bytes)> =
            push.plain.iter().map(|tx| (None, tx, &full)).collect();
        sends.extend(push.deltas.iter().map(|(conn, tx, current)| {
            let text = if *current { &push.delta } else { &versioned };
            (Some(*conn), tx, text)
        }));
        let mut delivered: Vec<(u64, bool)> = Vec::with_capacity(push.deltas.len());
        let mut slices = sends.chunks(slice_len).peekable();
        while let Some(slice) = slices.next() {
            for (conn, tx, text) in slice {
                let ok = peer::send_text(tx, (*text).clone());
                if let Some(conn) = conn {
                    delivered.push((*conn, ok));
                }
            }
            if slices.peek().is_some() {
                tokio::select! {
                    _ = tokio::time::sleep(SLICE) => {}
                    _ = shutdown.signalled() => return false,
                }
            }
        }
        // A frame that could not be queued means the subscriber's copy is
        // stale: it gets a fresh snapshot at the next push.
        let mut s = self.lock();
        for (conn, ok) in delivered {
            if let Some(d) = s.deltas.get_mut(&conn) {
                d.seen = if ok { push.version } else { 0 };
            }
        }
        true
    }
}
