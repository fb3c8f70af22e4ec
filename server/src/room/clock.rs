//! The room's small helpers of time and addressing: the clocks a match
//! reads, the wait for its next deadline, and a requester split into its
//! connection and `re`.

use tokio::time::Instant;

use crate::refusal::Re;

/// The match's clock is `std`'s; tokio's paused test clock converts both ways.
pub fn now() -> std::time::Instant {
    Instant::now().into_std()
}

/// Milliseconds since the Unix epoch, for deadlines shown to clients.
pub fn epoch_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

pub fn split(requester: Option<(u64, Re)>) -> (Option<u64>, Re) {
    match requester {
        Some((c, re)) => (Some(c), re),
        None => (None, None),
    }
}

pub async fn sleep_until(deadline: Option<std::time::Instant>) {
    match deadline {
        Some(d) => tokio::time::sleep_until(Instant::from_std(d)).await,
        None => std::future::pending().await,
    }
}
