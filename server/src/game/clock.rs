//! The move clock: a person to move has `--move-timeout` for the move,
//! connected or not; bots have none. The turn's deadline starts with the
//! turn, and again from a reload (the store keeps no turn start, and nobody
//! should lose to the server's downtime).

use std::time::{Duration, Instant};

use chomp_protocol::GameStatus;

use super::{Match, Watcher};

/// The move clock: a person to move has this long for their move. Its
/// deadline is shown to clients as wall-clock time, so the match keeps one
/// pairing of its monotonic clock with the Unix epoch.
#[derive(Clone, Copy, Debug)]
pub struct MoveClock {
    pub timeout: Duration,
    /// An instant and the same moment in milliseconds since the Unix epoch.
    pub anchor: (Instant, u64),
}

impl<W: Watcher> Match<W> {
    /// Turns on the move clock.
    pub fn with_clock(mut self, clock: Option<MoveClock>) -> Self {
        self.clock = clock;
        self
    }

    /// When the person to move loses by `timeout`, if a clock runs (a bot
    /// to move has none).
    pub fn turn_deadline(&self) -> Option<Instant> {
        let clock = self.clock?;
        if self.bot_to_move().is_some() || self.status != GameStatus::Playing {
            return None;
        }
        Some(self.turn_started? + clock.timeout)
    }

    /// [`Match::turn_deadline`] in milliseconds since the Unix epoch, as
    /// the `game` and `moved` frames carry it.
    pub fn turn_deadline_ms(&self) -> Option<u64> {
        let (at, ms) = self.clock?.anchor;
        let deadline = self.turn_deadline()?;
        let ahead = deadline.saturating_duration_since(at).as_millis() as u64;
        let behind = at.saturating_duration_since(deadline).as_millis() as u64;
        Some((ms + ahead).saturating_sub(behind))
    }
}
