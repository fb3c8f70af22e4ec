//! Why a server could not be reached, sorted into the few kinds a person can
//! act on (start the server, fix the host name, check the network), so the
//! screen says it in their language instead of an operating-system string;
//! and the service id a server names on its WebSocket upgrade.

use std::time::Duration;

use tokio_tungstenite::tungstenite::http::Response;

/// Dialling, resolving, TLS and the upgrade together get this long before
/// the attempt counts as timed out: long enough for a slow link, short
/// enough that a silent address is reported within a few seconds.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

/// Why an attempt to connect failed, when trying again may help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreachable {
    /// Nothing listens there (the machine answered and said no).
    Refused,
    /// The host name does not resolve (or the name service is down).
    NoSuchHost,
    /// No answer within [`CONNECT_TIMEOUT`].
    TimedOut,
    /// Anything else, in the library's own (English) words.
    Other(String),
}

/// An address that could not be reached, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub url: String,
    pub why: Unreachable,
}

impl Unreachable {
    /// The kind of an I/O failure while connecting.
    pub fn of_io(e: &std::io::Error) -> Unreachable {
        match e.kind() {
            std::io::ErrorKind::ConnectionRefused => Unreachable::Refused,
            std::io::ErrorKind::TimedOut => Unreachable::TimedOut,
            _ => Unreachable::Other(e.to_string()),
        }
    }
}

/// The longest service id taken from a server; a longer one is ignored.
const SERVICE_MAX: usize = 64;

/// The service id the upgrade's answer names (`chomp_protocol::SERVICE_HEADER`),
/// if it is one: a token file key must not be whatever a server sends.
pub fn service_of<B>(response: &Response<B>) -> Option<String> {
    let value = response
        .headers()
        .get(chomp_protocol::SERVICE_HEADER)?
        .to_str()
        .ok()?;
    checked_service(value)
}

/// `id` if it is a plausible service id (letters, digits, `-`, `_`, at most
/// [`SERVICE_MAX`]), as read from the header or from `welcome`.
pub fn checked_service(id: &str) -> Option<String> {
    let fine = !id.is_empty()
        && id.len() <= SERVICE_MAX
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    fine.then(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_service_id_is_taken_only_when_plausible() {
        assert_eq!(checked_service("ab12-x_Y").as_deref(), Some("ab12-x_Y"));
        assert_eq!(checked_service(""), None);
        assert_eq!(checked_service("a b"), None);
        assert_eq!(checked_service("../etc"), None);
        assert_eq!(checked_service(&"a".repeat(65)), None);
        let answer = Response::builder()
            .header("X-Chomp-Service", "0123abcd")
            .body(())
            .unwrap();
        assert_eq!(service_of(&answer).as_deref(), Some("0123abcd"));
        assert_eq!(service_of(&Response::new(())), None);
    }

    #[test]
    fn refused_and_timed_out_are_told_apart() {
        use std::io::{Error, ErrorKind};
        let refused = Error::from(ErrorKind::ConnectionRefused);
        assert_eq!(Unreachable::of_io(&refused), Unreachable::Refused);
        let slow = Error::from(ErrorKind::TimedOut);
        assert_eq!(Unreachable::of_io(&slow), Unreachable::TimedOut);
        assert!(matches!(
            Unreachable::of_io(&Error::other("odd")),
            Unreachable::Other(_)
        ));
    }
}
