//! The store's clock: whole seconds since 1970, and the text the databases
//! write for them (`strftime('%Y-%m-%dT%H:%M:%SZ','now')`), so a game read
//! from memory shows its times as one read from SQLite would.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since 1970 (UTC).
pub type Instant = i64;

const DAY: i64 = 86_400;

/// Now.
pub fn now() -> Instant {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

/// Days since 1970, as a rating's time away is counted
/// (`rating::replay::ReplayGame::day`).
pub fn day(at: Instant) -> f64 {
    at as f64 / DAY as f64
}

/// The moment a day before `now`.
pub fn a_day_before(now: Instant) -> Instant {
    now - DAY
}

/// `2026-11-27T08:30:00Z`.
pub fn text(at: Instant) -> String {
    let (days, secs) = (at.div_euclid(DAY), at.rem_euclid(DAY));
    let (y, m, d) = civil_from_days(days);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        secs / 3600,
        secs % 3600 / 60,
        secs % 60
    )
}

/// The calendar date of a day count since 1970-01-01 (Howard Hinnant's
/// `civil_from_days`, proleptic Gregorian).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_as_the_databases_write_them() {
        assert_eq!(text(0), "1970-01-01T00:00:00Z");
        assert_eq!(text(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(text(1_795_768_245), "2026-11-27T08:30:45Z");
        assert_eq!((day(DAY * 3 - 1) - day(0)).floor(), 2.0);
    }
}
