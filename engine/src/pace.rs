//! Yielding to live games. Idle scheduling keeps a table build off a CPU
//! that a move wants, but on two cores the build still runs beside the
//! server and slows it through the shared caches and memory bus. Measured
//! (docs/SERVER.md): move p99 about 3x worse while the K = 32 P-table was
//! built at idle priority, still 2x worse when the build rested nine times
//! as long as it worked, and unchanged when it paused. So a build pauses
//! whenever the server has had a request in the last second, and runs at
//! full speed once it is quiet: a busy server gets its tables later, never
//! its moves.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How recent a request must be for the server to count as busy.
const BUSY_WINDOW: Duration = Duration::from_secs(1);
/// The shortest pause, so a build does not spin on the clock.
const MIN_PAUSE: Duration = Duration::from_millis(20);

/// Shared between the server, which reports requests, and a build, which
/// waits for a quiet moment between two of its steps.
#[derive(Debug)]
pub struct Pace {
    epoch: Instant,
    /// Milliseconds after `epoch` of the last request, plus one (0: none).
    last_request: AtomicU64,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            epoch: Instant::now(),
            last_request: AtomicU64::new(0),
        }
    }
}

impl Pace {
    /// Called by the server for every request: one relaxed store.
    pub fn touch(&self) {
        let ms = self.epoch.elapsed().as_millis() as u64 + 1;
        self.last_request.store(ms, Ordering::Relaxed);
    }

    /// How long a build should wait at `now` before its next step: until a
    /// second has passed since the last request, or nothing if it has.
    fn pause_at(&self, now: Instant) -> Option<Duration> {
        let ms = self.last_request.load(Ordering::Relaxed);
        if ms == 0 {
            return None;
        }
        let quiet_at = self.epoch + Duration::from_millis(ms - 1) + BUSY_WINDOW;
        let left = quiet_at.saturating_duration_since(now);
        (!left.is_zero()).then(|| left.max(MIN_PAUSE))
    }

    /// Called by a build between two steps: returns once the server has been
    /// quiet for a second.
    pub fn step(&self) {
        while let Some(pause) = self.pause_at(Instant::now()) {
            std::thread::sleep(pause);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_build_waits_for_a_quiet_second() {
        let pace = Pace::default();
        // No request yet: no pause.
        assert_eq!(pace.pause_at(Instant::now()), None);
        pace.step();
        // A request: the build waits until a second after it.
        pace.touch();
        let now = Instant::now();
        let pause = pace.pause_at(now).expect("busy");
        assert!(pause <= BUSY_WINDOW && pause >= MIN_PAUSE, "{pause:?}");
        assert!(pace.pause_at(now + Duration::from_millis(990)).is_some());
        // Over a second after the last request, quiet again.
        assert_eq!(pace.pause_at(now + Duration::from_millis(1100)), None);
        // Another request starts the wait again.
        pace.touch();
        assert!(pace.pause_at(Instant::now()).is_some());
    }
}
