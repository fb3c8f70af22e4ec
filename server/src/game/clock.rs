//! The move clock: a person to move has `--move-timeout` for the move,
//! connected or not; bots have none. The turn's deadline starts with the
//! turn, and again from a reload (the store keeps no turn start, and nobody
//! should lose to the server's downtime).

use std::time::{Duration, Instant};

/// The move clock: a person to move has this long for their move. Its
/// deadline is shown to clients as wall-clock time, so the match keeps one
/// pairing of its monotonic clock with the Unix epoch.
#[derive(Clone, Copy, Debug)]
pub struct MoveClock {
    pub timeout: Duration,
    /// An instant and the same moment in milliseconds since the Unix epoch.
    pub anchor: (Instant, u64),
}

impl MoveClock {
    /// When the person to move loses by `timeout`, for a turn that began at
    /// `turn_started`.
    pub fn deadline(&self, turn_started: Instant) -> Instant {
        turn_started + self.timeout
    }

    /// A deadline in milliseconds since the Unix epoch, as the `game` and
    /// `moved` frames carry it.
    pub fn epoch_ms(&self, deadline: Instant) -> u64 {
        let (at, ms) = self.anchor;
        let ahead = deadline.saturating_duration_since(at).as_millis() as u64;
        let behind = at.saturating_duration_since(deadline).as_millis() as u64;
        (ms + ahead).saturating_sub(behind)
    }
}
