//! Listening addresses as the operator types them (`IP:PORT` or a host
//! name of this machine), and the one sentence when one cannot be used.

use std::net::{SocketAddr, ToSocketAddrs};

/// Why a listening address (`--listen`, `--ssh-listen`,
/// `--metrics-listen`) cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ListenAddrError {
    /// No `:PORT`, or a port that is no number from 0 to 65535.
    #[error("'{0}' is not an address to listen on: give HOST:PORT, such as 0.0.0.0:7878 or localhost:7878")]
    NotHostPort(String),
    /// A host name this machine cannot resolve (or that has no address).
    #[error("cannot find the host '{host}' to listen on: {reason}")]
    UnknownHost { host: String, reason: String },
}

/// A listening address: `IP:PORT` (`0.0.0.0:7878`, `[::]:7878`) or
/// `NAME:PORT` with a host name of this machine (`localhost:7878`, as
/// `--server` takes it), resolved now and its first IPv4 address taken
/// (`localhost` is 127.0.0.1 as well as ::1; clients try both).
pub fn listen_addr(text: &str) -> Result<SocketAddr, ListenAddrError> {
    let text = text.trim();
    if let Ok(addr) = text.parse::<SocketAddr>() {
        return Ok(addr);
    }
    let not_host_port = || ListenAddrError::NotHostPort(text.to_string());
    let (host, port) = text.rsplit_once(':').ok_or_else(not_host_port)?;
    let port: u16 = port.parse().map_err(|_| not_host_port())?;
    let host = host.trim_start_matches('[').trim_end_matches(']');
    if host.is_empty() || host.contains(':') {
        return Err(not_host_port());
    }
    let unknown = |reason: String| ListenAddrError::UnknownHost {
        host: host.to_string(),
        reason,
    };
    let found: Vec<SocketAddr> = (host, port)
        .to_socket_addrs()
        .map_err(|e| unknown(e.to_string()))?
        .collect();
    found
        .iter()
        .find(|a| a.is_ipv4())
        .or(found.first())
        .copied()
        .ok_or_else(|| unknown("it has no address".to_string()))
}

/// [`listen_addr`] for the command line.
pub(super) fn parse_listen(text: &str) -> Result<SocketAddr, String> {
    listen_addr(text).map_err(|e| e.to_string())
}
