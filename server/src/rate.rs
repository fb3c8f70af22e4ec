//! Token buckets: how often a connection, or all connections of one
//! address together, may send, and how many new names an address may claim.
//!
//! Kept instead of the `governor` crate on measurement
//! (`benches/rate_limit.rs`, docs/PERFORMANCE.md): governor's direct limiter
//! checks a frame's two buckets in 49 ns against 84 ns here (median of 5
//! runs), about half of that its cheaper clock, which is some 0.1 % of what
//! a move costs; its keyed limiter is slower than a map of these buckets
//! (68 against 60 ns), and its direct limiter takes 72 bytes per connection
//! against 40. Nor can it do what the callers rely on: look without taking
//! ([`RateBucket::has_token`], so a claim spends only when it made a name),
//! take past empty ([`RateBucket::take_or_overdraw`]), tell when a bucket
//! has refilled ([`RateBucket::is_full`], to forget idle addresses), a rate
//! of 0 or a fractional burst. A switch would keep this bucket beside it.

use tokio::time::Instant;

/// A token bucket: `rate` tokens per second on average, `burst` at once.
#[derive(Debug, Default)]
pub struct RateBucket {
    rate: f64,
    burst: f64,
    tokens: f64,
    last: Option<Instant>,
}

impl RateBucket {
    /// A full bucket. A rate that is not a number counts as 0 (no refill);
    /// the burst is at least one token.
    pub fn new(rate: f64, burst: f64) -> Self {
        let rate = if rate.is_nan() { 0.0 } else { rate.max(0.0) };
        let burst = if burst.is_nan() { 1.0 } else { burst.max(1.0) };
        RateBucket {
            rate,
            burst,
            tokens: burst,
            last: None,
        }
    }

    /// Takes one token; false when the sender is over its rate.
    pub fn take(&mut self) -> bool {
        self.take_at(Instant::now())
    }

    /// Whether the bucket has refilled completely, i.e. remembering it
    /// makes no difference any more.
    pub fn is_full(&self) -> bool {
        self.tokens_at(Instant::now()) >= self.burst
    }

    /// Whether a token is there now, without taking it.
    pub fn has_token(&self) -> bool {
        self.tokens_at(Instant::now()) >= 1.0
    }

    /// Takes one token even when none is there (down to one below the
    /// empty bucket): for work already done that must still be paid for.
    pub fn take_or_overdraw(&mut self) {
        let now = Instant::now();
        self.tokens = (self.tokens_at(now) - 1.0).max(-1.0);
        self.last = Some(now);
    }

    fn tokens_at(&self, now: Instant) -> f64 {
        match self.last {
            Some(last) => {
                let refill = now.saturating_duration_since(last).as_secs_f64() * self.rate;
                (self.tokens + refill).min(self.burst)
            }
            None => self.tokens,
        }
    }

    fn take_at(&mut self, now: Instant) -> bool {
        self.tokens = self.tokens_at(now);
        self.last = Some(now);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_then_refusals() {
        let mut b = RateBucket::new(0.0, 3.0);
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
    }

    #[test]
    fn tokens_come_back_at_the_rate() {
        let mut b = RateBucket::new(10.0, 2.0);
        let t0 = Instant::now();
        assert!(b.take_at(t0) && b.take_at(t0));
        assert!(!b.take_at(t0));
        // 10 per second: one token after 100 ms, never more than the burst.
        assert!(b.take_at(t0 + Duration::from_millis(100)));
        assert!(!b.take_at(t0 + Duration::from_millis(100)));
        let later = t0 + Duration::from_secs(60);
        assert!(b.take_at(later) && b.take_at(later));
        assert!(!b.take_at(later));
    }

    #[test]
    fn nonsense_settings_do_not_panic_or_allow_everything() {
        let mut b = RateBucket::new(f64::NAN, f64::NAN);
        assert!(b.take());
        assert!(!b.take());
        let mut b = RateBucket::new(-5.0, -5.0);
        assert!(b.take());
        assert!(!b.take());
    }
}
