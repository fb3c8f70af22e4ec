//! The log's side of refusals: a burst is counted and said in one line per
//! interval, apart from the counters `/metrics` reports.

use std::sync::atomic::{AtomicU64, Ordering};

use super::labels::RefusedFor;

/// Counts a burst of refusals and logs one line per interval instead of one
/// per connection, so a flood cannot fill the disk with log lines.
#[derive(Default)]
pub struct RefusalLog {
    counts: [AtomicU64; 6],
}

impl RefusalLog {
    pub(super) const REASONS: [RefusedFor; 6] = [
        RefusedFor::Full,
        RefusedFor::Address,
        RefusedFor::Handshakes,
        RefusedFor::AddrHandshakes,
        RefusedFor::Timeout,
        RefusedFor::BadHandshake,
    ];

    pub fn note(&self, reason: RefusedFor) {
        if let Some(i) = Self::REASONS.iter().position(|r| *r == reason) {
            self.counts[i].fetch_add(1, Ordering::Relaxed);
        }
    }

    /// The summary line of the refusals since the last call, if any.
    pub fn take_summary(&self) -> Option<String> {
        let parts: Vec<String> = Self::REASONS
            .iter()
            .zip(&self.counts)
            .filter_map(|(reason, n)| {
                let n = n.swap(0, Ordering::Relaxed);
                (n > 0).then(|| format!("{n} {}", describe(*reason)))
            })
            .collect();
        (!parts.is_empty()).then(|| format!("connections refused: {}", parts.join(", ")))
    }
}

fn describe(reason: RefusedFor) -> &'static str {
    match reason {
        RefusedFor::Full => "over --max-connections",
        RefusedFor::Address => "over an address's limits",
        RefusedFor::Handshakes => "pushed out of a full handshake pool",
        RefusedFor::AddrHandshakes => "over an address's --max-handshakes-per-addr",
        RefusedFor::Timeout => "handshakes timed out",
        RefusedFor::BadHandshake => "bad handshakes",
    }
}
