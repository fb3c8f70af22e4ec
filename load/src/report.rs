//! Figures of a run: round-trip percentiles, throughput, errors, server memory.

use std::sync::atomic::Ordering;
use std::time::Duration;

use crate::client::Shared;
use crate::memory::rss_kib;

/// What one run (or one step of it) measured.
pub struct Summary {
    pub connected: u64,
    pub games_finished: u64,
    pub moves: u64,
    pub errors: u64,
    /// Lobby snapshots asked for after a missed delta.
    pub lobby_resyncs: u64,
    pub elapsed: Duration,
    /// p50, p95, p99, max of move round trips in microseconds.
    pub rtt: Option<[u32; 4]>,
    pub samples: usize,
    /// p50, p95, p99, max of the opponents' replies (a move's echo to the
    /// next move), in microseconds, and how many.
    pub reply: Option<([u32; 4], usize)>,
    /// The same for the hints player's waits (`--mode hints`).
    pub hints: Option<([u32; 4], usize)>,
    pub rss_kib: Option<u64>,
    pub last_error: Option<String>,
}

impl Summary {
    pub fn since(shared: &Shared, mark: usize, elapsed: Duration, pid: Option<u32>) -> Summary {
        let mut lat = shared.latencies_since(mark);
        lat.sort_unstable();
        let mut replies = shared.replies();
        replies.sort_unstable();
        let mut hints = shared.hint_waits();
        hints.sort_unstable();
        Summary {
            connected: shared.connected.load(Ordering::Relaxed),
            games_finished: shared.games_finished.load(Ordering::Relaxed),
            moves: shared.moves.load(Ordering::Relaxed),
            errors: shared.errors.load(Ordering::Relaxed),
            lobby_resyncs: shared.lobby_resyncs.load(Ordering::Relaxed),
            elapsed,
            rtt: percentiles(&lat),
            samples: lat.len(),
            reply: percentiles(&replies).map(|p| (p, replies.len())),
            hints: percentiles(&hints).map(|p| (p, hints.len())),
            rss_kib: pid.and_then(rss_kib),
            last_error: shared.last_error(),
        }
    }

    pub fn with_rss(mut self, rss: Option<u64>) -> Summary {
        self.rss_kib = rss.or(self.rss_kib);
        self
    }

    fn rtt_text(&self) -> String {
        match self.rtt {
            Some([p50, p95, p99, max]) => format!(
                "rtt p50 {} p95 {} p99 {} max {} ({} moves)",
                ms(p50),
                ms(p95),
                ms(p99),
                ms(max),
                self.samples
            ),
            None => "rtt: no moves measured".to_string(),
        }
    }

    /// One line for step mode.
    pub fn one_line(&self) -> String {
        let rss = self
            .rss_kib
            .map(|k| format!(", server RSS {:.1} MiB", k as f64 / 1024.0))
            .unwrap_or_default();
        format!(
            "{} connected, {}, {} errors{rss}",
            self.connected,
            self.rtt_text(),
            self.errors
        )
    }

    /// The final report.
    pub fn report(&self, clients: usize) -> String {
        let secs = self.elapsed.as_secs_f64().max(1e-9);
        let mut out = String::new();
        out.push_str(&format!("clients opened:     {clients}\n"));
        out.push_str(&format!(
            "connections held:   {} at the end\n",
            self.connected
        ));
        out.push_str(&format!(
            "games finished:     {} ({:.1}/s)\n",
            self.games_finished,
            self.games_finished as f64 / secs
        ));
        out.push_str(&format!(
            "moves:              {} ({:.1}/s)\n",
            self.moves,
            self.moves as f64 / secs
        ));
        out.push_str(&format!("move round trip:    {}\n", self.rtt_text()));
        if let Some(([p50, p95, p99, max], n)) = self.reply {
            out.push_str(&format!(
                "opponent's reply:   p50 {} p95 {} p99 {} max {} ({n} replies)\n",
                ms(p50),
                ms(p95),
                ms(p99),
                ms(max)
            ));
        }
        if let Some(([p50, p95, p99, max], n)) = self.hints {
            out.push_str(&format!(
                "player's hints:     p50 {} p95 {} p99 {} max {} ({n} answers)\n",
                ms(p50),
                ms(p95),
                ms(p99),
                ms(max)
            ));
        }
        out.push_str(&format!("errors:             {}\n", self.errors));
        out.push_str(&format!("lobby resyncs:      {}\n", self.lobby_resyncs));
        if let Some(e) = &self.last_error {
            out.push_str(&format!("last error:         {e}\n"));
        }
        if let Some(k) = self.rss_kib {
            out.push_str(&format!(
                "server RSS:         {:.1} MiB ({:.1} KiB per client)\n",
                k as f64 / 1024.0,
                k as f64 / clients.max(1) as f64
            ));
        }
        out.push_str(&format!("elapsed:            {secs:.1} s"));
        out
    }
}

pub(crate) fn ms(micros: u32) -> String {
    format!("{:.2} ms", micros as f64 / 1000.0)
}

/// p50, p95, p99 and max of sorted samples (nearest-rank).
pub(crate) fn percentiles(sorted: &[u32]) -> Option<[u32; 4]> {
    let last = *sorted.last()?;
    let at = |p: f64| {
        let rank = ((p * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len());
        sorted[rank - 1]
    };
    Some([at(0.50), at(0.95), at(0.99), last])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_rank_percentiles() {
        let v: Vec<u32> = (1..=100).collect();
        assert_eq!(percentiles(&v), Some([50, 95, 99, 100]));
        assert_eq!(percentiles(&[7]), Some([7, 7, 7, 7]));
        assert_eq!(percentiles(&[]), None);
    }
}
