//! Several addresses of one service: a server may run as several nodes on
//! one database, and a client may use any of them. `--server` takes a
//! comma-separated list and may be repeated; [`parse_list`] checks every
//! address before anything starts, and [`Rotation`] says which address to
//! try next and how long to wait first: round robin, at once after a
//! failure while some address has not failed yet, and with exponential
//! back-off once all of them failed in a row (so one address behaves exactly
//! as before). The back-off lives here, not in [`crate::net`], because only
//! the rotation decides when to wait: the connection task uses this module,
//! never the other way round.

use std::time::Duration;

use crate::address::{self, AddressError, ServerAddress};

/// First and largest wait between connection attempts.
pub const BACKOFF_MIN: Duration = Duration::from_millis(250);
pub const BACKOFF_MAX: Duration = Duration::from_secs(15);

/// The next wait after `current`: doubled, capped at [`BACKOFF_MAX`].
pub fn next_backoff(current: Duration) -> Duration {
    (current * 2).min(BACKOFF_MAX)
}

/// Parses the `--server` values, each a comma-separated list, in order;
/// an address given twice counts once. An empty list or an empty item
/// (`a,,b`) is refused like any address that does not parse.
pub fn parse_list<S: AsRef<str>>(inputs: &[S]) -> Result<Vec<ServerAddress>, AddressError> {
    let mut out: Vec<ServerAddress> = Vec::new();
    for input in inputs {
        for item in input.as_ref().split(',') {
            let a = address::parse(item)?;
            if !out.contains(&a) {
                out.push(a);
            }
        }
    }
    if out.is_empty() {
        return Err(AddressError::Shape(String::new()));
    }
    Ok(out)
}

/// Which address to use next, and how long to wait before.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rotation {
    urls: Vec<String>,
    at: usize,
    /// Failures in this round (since the last connection that worked, or
    /// the last wait).
    failed_in_row: usize,
    /// The wait once every address has failed in a row.
    backoff: Duration,
}

impl Rotation {
    /// Starts at `urls[first % len]` (chomp-load spreads its clients so).
    /// `urls` must not be empty.
    pub fn new(urls: Vec<String>, first: usize) -> Rotation {
        assert!(!urls.is_empty(), "a rotation needs an address");
        let at = first % urls.len();
        Rotation {
            urls,
            at,
            failed_in_row: 0,
            backoff: BACKOFF_MIN,
        }
    }

    /// The address to try now.
    pub fn current(&self) -> &str {
        &self.urls[self.at]
    }

    /// How many addresses take turns.
    pub fn len(&self) -> usize {
        self.urls.len()
    }

    /// Always false: a rotation has at least one address.
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The current address worked: the next failure starts a new round
    /// with the shortest back-off. The address stays current.
    pub fn connected(&mut self) {
        self.failed_in_row = 0;
        self.backoff = BACKOFF_MIN;
    }

    /// The current address failed (refused, or dropped a connection): moves
    /// to the next one and says how long to wait before trying it. Nothing
    /// while some address has not failed in this round; once all have,
    /// the back-off, doubled after each full round up to its cap.
    pub fn failed(&mut self) -> Duration {
        self.failed_in_row += 1;
        self.at = (self.at + 1) % self.urls.len();
        if self.failed_in_row < self.urls.len() {
            return Duration::ZERO;
        }
        // A full round failed: the next round starts after the wait.
        self.failed_in_row = 0;
        let wait = self.backoff;
        self.backoff = next_backoff(self.backoff);
        wait
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_up_to_the_cap() {
        let mut d = BACKOFF_MIN;
        let mut seen = vec![d];
        for _ in 0..10 {
            d = next_backoff(d);
            seen.push(d);
        }
        assert_eq!(seen[1], BACKOFF_MIN * 2);
        assert_eq!(*seen.last().unwrap(), BACKOFF_MAX);
        assert!(seen.windows(2).all(|w| w[0] <= w[1]));
    }

    fn urls(list: &[&str]) -> Vec<String> {
        parse_list(list)
            .unwrap()
            .into_iter()
            .map(|a| a.url())
            .collect()
    }

    #[test]
    fn lists_are_comma_separated_and_repeatable() {
        assert_eq!(urls(&["127.0.0.1:7878"]), ["ws://127.0.0.1:7878/"]);
        assert_eq!(
            urls(&["ws://a:1/,wss://b/", " c:3 "]),
            ["ws://a:1/", "wss://b:443/", "ws://c:3/"]
        );
        // Given twice (even spelt differently), tried once.
        assert_eq!(urls(&["a:1", "ws://a:1/,b:2"]), ["ws://a:1/", "ws://b:2/"]);
    }

    #[test]
    fn one_bad_address_spoils_the_list() {
        assert_eq!(
            parse_list(&["a:1,notaurl"]),
            Err(AddressError::Shape("notaurl".into()))
        );
        assert_eq!(
            parse_list(&["a:1", "b:99999"]),
            Err(AddressError::Port("99999".into()))
        );
        assert!(parse_list(&["a:1,,b:2"]).is_err(), "an empty item");
        assert!(parse_list(&["a:1,"]).is_err(), "a trailing comma");
        assert!(parse_list::<&str>(&[]).is_err(), "no address at all");
    }

    #[test]
    fn one_address_backs_off_as_before() {
        let mut r = Rotation::new(vec!["ws://a/".into()], 0);
        let mut waits = Vec::new();
        for _ in 0..12 {
            waits.push(r.failed());
            assert_eq!(r.current(), "ws://a/");
        }
        let mut expected = vec![BACKOFF_MIN];
        while expected.len() < 12 {
            expected.push(next_backoff(*expected.last().unwrap()));
        }
        assert_eq!(waits, expected);
        assert_eq!(*waits.last().unwrap(), BACKOFF_MAX);
        r.connected();
        assert_eq!(r.failed(), BACKOFF_MIN, "a connection resets the back-off");
    }

    #[test]
    fn several_addresses_take_turns_and_wait_only_after_a_full_round() {
        let list = vec!["ws://a/".to_string(), "ws://b/".into(), "ws://c/".into()];
        let mut r = Rotation::new(list, 0);
        assert_eq!(r.current(), "ws://a/");
        assert_eq!((r.failed(), r.current()), (Duration::ZERO, "ws://b/"));
        assert_eq!((r.failed(), r.current()), (Duration::ZERO, "ws://c/"));
        // All three failed in a row: wait, then start the next round.
        assert_eq!((r.failed(), r.current()), (BACKOFF_MIN, "ws://a/"));
        assert_eq!(r.failed(), Duration::ZERO);
        assert_eq!(r.failed(), Duration::ZERO);
        assert_eq!(r.failed(), BACKOFF_MIN * 2, "doubled after a second round");
        // b works; when it drops, c is tried at once.
        r.failed();
        assert_eq!(r.current(), "ws://b/");
        r.connected();
        assert_eq!((r.failed(), r.current()), (Duration::ZERO, "ws://c/"));
        assert_eq!(r.failed(), Duration::ZERO);
        assert_eq!((r.failed(), r.current()), (BACKOFF_MIN, "ws://b/"));
    }

    #[test]
    fn a_rotation_may_start_anywhere() {
        let list: Vec<String> = vec!["ws://a/".into(), "ws://b/".into()];
        let starts: Vec<String> = (0..5)
            .map(|i| Rotation::new(list.clone(), i).current().to_string())
            .collect();
        assert_eq!(
            starts,
            ["ws://a/", "ws://b/", "ws://a/", "ws://b/", "ws://a/"]
        );
        assert_eq!(Rotation::new(list, 7).len(), 2);
    }
}
