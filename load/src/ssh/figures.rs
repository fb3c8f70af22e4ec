//! What the SSH sessions of a run measured, shared by all of them, and the
//! report: the key-to-redraw time of moves (per client kind), the bytes a
//! move's redraw took, the frames per second each session received, and the
//! server's memory per session.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::report::{ms, percentiles};

/// One measured move.
pub struct MoveSample {
    /// From the Enter key sent to the output that shows the move arriving.
    pub micros: u32,
    /// Output bytes in that time: the redraw (and anything else drawn).
    pub bytes: u32,
    pub openssh: bool,
    /// Sent once every session had logged in (or failed to): the steady
    /// state, without the logins' key exchanges competing for the CPU.
    pub settled: bool,
}

/// Counters and samples of a run.
#[derive(Default)]
pub struct Figures {
    pub logged_in: AtomicU64,
    pub in_session: AtomicU64,
    /// Sessions open when the run last looked, just before the deadline.
    held: AtomicU64,
    /// Every session has logged in or failed to.
    pub settled: AtomicBool,
    pub games_finished: AtomicU64,
    pub errors: AtomicU64,
    /// The most frames one session received within one second, over all
    /// sessions.
    pub max_fps: AtomicU64,
    /// Frames received by sessions whose frames can be counted, and the
    /// seconds those sessions were open: their mean rate.
    pub frames: AtomicU64,
    pub frame_micros: AtomicU64,
    /// Bytes of the first whole game screen each session drew (a full
    /// repaint, to compare with a move's diff).
    full_screens: Mutex<Vec<u32>>,
    moves: Mutex<Vec<MoveSample>>,
    last_error: Mutex<Option<String>>,
}

impl Figures {
    pub fn record_move(&self, sample: MoveSample) {
        if let Ok(mut m) = self.moves.lock() {
            m.push(sample);
        }
    }

    pub fn record_full_screen(&self, bytes: usize) {
        if let Ok(mut f) = self.full_screens.lock() {
            f.push(bytes.min(u32::MAX as usize) as u32);
        }
    }

    pub fn record_error(&self, e: &anyhow::Error) {
        self.errors.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut last) = self.last_error.lock() {
            *last = Some(format!("{e:#}"));
        }
    }

    /// Notes whether every session has logged in (or failed to).
    pub fn note_logins(&self, clients: usize) {
        let done = self.logged_in.load(Ordering::Relaxed) + self.errors.load(Ordering::Relaxed);
        if done >= clients as u64 {
            self.settled.store(true, Ordering::Relaxed);
        }
    }

    /// Notes how many sessions are open now.
    pub fn hold_count(&self) {
        self.held
            .store(self.in_session.load(Ordering::Relaxed), Ordering::Relaxed);
    }

    pub fn moves(&self) -> usize {
        self.moves.lock().map(|m| m.len()).unwrap_or(0)
    }

    pub fn progress_line(&self, rss: Option<u64>) -> String {
        let rss = rss
            .map(|k| format!(", server RSS {:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_default();
        format!(
            "{} sessions, {} moves, {} games finished, {} errors{rss}",
            self.in_session.load(Ordering::Relaxed),
            self.moves(),
            self.games_finished.load(Ordering::Relaxed),
            self.errors.load(Ordering::Relaxed),
        )
    }

    /// The final report; `rss` is the server's memory before the sessions
    /// and with all of them open, in KiB.
    pub fn report(&self, clients: usize, elapsed: Duration, rss: Option<(u64, u64)>) -> String {
        let moves = self
            .moves
            .lock()
            .map(|m| {
                m.iter()
                    .map(|s| (s.micros, s.bytes, s.openssh, s.settled))
                    .collect::<Vec<_>>()
            })
            .unwrap_or_default();
        let times = |openssh: Option<bool>| {
            let mut v: Vec<u32> = moves
                .iter()
                .filter(|m| openssh.is_none_or(|o| m.2 == o))
                .map(|m| m.0)
                .collect();
            v.sort_unstable();
            v
        };
        let mut settled: Vec<u32> = moves.iter().filter(|m| m.3).map(|m| m.0).collect();
        settled.sort_unstable();
        let mut bytes: Vec<u32> = moves.iter().map(|m| m.1).collect();
        bytes.sort_unstable();
        let mut full = self
            .full_screens
            .lock()
            .map(|f| f.clone())
            .unwrap_or_default();
        full.sort_unstable();
        let secs = elapsed.as_secs_f64().max(1e-9);
        let mut out = String::new();
        let mut line = |label: &str, value: String| {
            out.push_str(&format!("{label:<20}{value}\n"));
        };
        line("sessions opened:", clients.to_string());
        line(
            "logged in:",
            format!(
                "{} ({} in session just before the end)",
                self.logged_in.load(Ordering::Relaxed),
                self.held.load(Ordering::Relaxed)
            ),
        );
        line(
            "games finished:",
            format!(
                "{} ({:.1}/s)",
                self.games_finished.load(Ordering::Relaxed),
                self.games_finished.load(Ordering::Relaxed) as f64 / secs
            ),
        );
        line("moves measured:", moves.len().to_string());
        line("key to redraw:", spread(&times(None)));
        line("  via russh:", spread(&times(Some(false))));
        line("  via OpenSSH:", spread(&times(Some(true))));
        line("  all logged in:", spread(&settled));
        line("bytes per move:", byte_spread(&bytes));
        line("full game screen:", byte_spread(&full));
        let frame_secs = self.frame_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let frames = self.frames.load(Ordering::Relaxed) as f64;
        line(
            "frames per session:",
            format!(
                "most in one second {}, mean {:.1}/s",
                self.max_fps.load(Ordering::Relaxed),
                if frame_secs > 0.0 {
                    frames / frame_secs
                } else {
                    0.0
                }
            ),
        );
        line("errors:", self.errors.load(Ordering::Relaxed).to_string());
        if let Some(e) = self.last_error.lock().ok().and_then(|l| l.clone()) {
            line("last error:", e);
        }
        if let Some((before, during)) = rss {
            let sessions = clients.max(1) as f64;
            line(
                "server RSS:",
                format!(
                    "{before} KiB before, {during} KiB with the sessions ({:.0} KiB per session)",
                    during.saturating_sub(before) as f64 / sessions
                ),
            );
        }
        line("elapsed:", format!("{secs:.1} s"));
        out.trim_end().to_string()
    }
}

fn spread(sorted: &[u32]) -> String {
    match percentiles(sorted) {
        Some([p50, p95, p99, max]) => format!(
            "p50 {} p95 {} p99 {} max {} ({} moves)",
            ms(p50),
            ms(p95),
            ms(p99),
            ms(max),
            sorted.len()
        ),
        None => "no moves measured".to_string(),
    }
}

fn byte_spread(sorted: &[u32]) -> String {
    match percentiles(sorted) {
        Some([p50, p95, p99, max]) => {
            format!(
                "p50 {p50} p95 {p95} p99 {p99} max {max} bytes ({} samples)",
                sorted.len()
            )
        }
        None => "none".to_string(),
    }
}

/// Output that comes this soon after the last is the same frame: the
/// door draws frames at least 33 ms apart, but a change of screen sends
/// the clear and the new screen as two writes, which arrive together.
const SAME_FRAME: Duration = Duration::from_millis(5);

/// Frames one session received, and the most within any one second.
pub struct FrameMeter {
    last: Option<Instant>,
    recent: VecDeque<Instant>,
    pub most: usize,
    pub total: u64,
    pub since: Instant,
}

impl FrameMeter {
    pub fn new() -> FrameMeter {
        FrameMeter {
            last: None,
            recent: VecDeque::new(),
            most: 0,
            total: 0,
            since: Instant::now(),
        }
    }

    pub fn frame(&mut self, at: Instant) {
        let part = self
            .last
            .is_some_and(|last| at.duration_since(last) < SAME_FRAME);
        self.last = Some(at);
        if part {
            return;
        }
        self.total += 1;
        self.recent.push_back(at);
        while self
            .recent
            .front()
            .is_some_and(|t| at.duration_since(*t) >= Duration::from_secs(1))
        {
            self.recent.pop_front();
        }
        self.most = self.most.max(self.recent.len());
    }

    /// Adds this session's frames to the run's.
    pub fn report_to(&self, figures: &Figures) {
        figures
            .max_fps
            .fetch_max(self.most as u64, Ordering::Relaxed);
        figures.frames.fetch_add(self.total, Ordering::Relaxed);
        let micros = self.since.elapsed().as_micros().min(u64::MAX as u128) as u64;
        figures.frame_micros.fetch_add(micros, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_meter_counts_the_busiest_second() {
        let mut m = FrameMeter::new();
        let t0 = Instant::now();
        for i in 0..40u64 {
            // 40 frames 33 ms apart: at most 31 fall within one second.
            m.frame(t0 + Duration::from_millis(33 * i));
        }
        assert_eq!(m.most, 31);
        assert_eq!(m.total, 40);
        let mut burst = FrameMeter::new();
        for i in 0..5u64 {
            burst.frame(t0 + Duration::from_millis(10 * i));
        }
        burst.frame(t0 + Duration::from_secs(2));
        assert_eq!(burst.most, 5);
        // Writes that arrive together are one frame (a clear and the
        // screen after it).
        let mut parts = FrameMeter::new();
        parts.frame(t0);
        parts.frame(t0 + Duration::from_millis(1));
        parts.frame(t0 + Duration::from_millis(34));
        assert_eq!((parts.most, parts.total), (2, 2));
    }
}
