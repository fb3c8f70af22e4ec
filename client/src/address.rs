//! Server addresses as users type them: `HOST:PORT`, `ws://HOST:PORT/` or
//! `wss://HOST[:PORT]/`. They are checked before any screen opens, so that
//! `--server notaurl` or port 99999 is one clear sentence, not a retry loop.

use std::fmt;

/// A server address that parses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ServerAddress {
    pub tls: bool,
    /// The host name or IP address (IPv6 without brackets).
    pub host: String,
    pub port: u16,
    /// The path, starting with `/`.
    pub path: String,
}

/// Why an address does not parse.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("'{0}' is not a server address: write HOST:PORT, ws://HOST:PORT/ or wss://HOST/.")]
    Shape(String),
    #[error("'{0}' is not a server address: only ws:// and wss:// servers exist.")]
    Scheme(String),
    #[error("'{0}' is not a port: ports go from 1 to 65535.")]
    Port(String),
    #[error("'{0}' is not a host name.")]
    Host(String),
}

impl ServerAddress {
    /// The `ws://` or `wss://` URL to connect to.
    pub fn url(&self) -> String {
        self.to_string()
    }
}

impl fmt::Display for ServerAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let scheme = if self.tls { "wss" } else { "ws" };
        if self.host.contains(':') {
            write!(f, "{scheme}://[{}]:{}{}", self.host, self.port, self.path)
        } else {
            write!(f, "{scheme}://{}:{}{}", self.host, self.port, self.path)
        }
    }
}

/// Parses an address. Without a scheme the port is required (a bare word is
/// more likely a typo than a server on port 80).
pub fn parse(input: &str) -> Result<ServerAddress, AddressError> {
    let s = input.trim();
    let (tls, rest, need_port) = if let Some(r) = s.strip_prefix("wss://") {
        (true, r, false)
    } else if let Some(r) = s.strip_prefix("ws://") {
        (false, r, false)
    } else if s.contains("://") {
        return Err(AddressError::Scheme(s.to_string()));
    } else {
        (false, s, true)
    };
    let (authority, path) = match rest.find('/') {
        Some(i) => (&rest[..i], &rest[i..]),
        None => (rest, "/"),
    };
    let (host, port) = split_host_port(authority).ok_or_else(|| AddressError::Shape(s.into()))?;
    let port = match port {
        Some(p) => {
            let n: u32 = p.parse().map_err(|_| AddressError::Port(p.to_string()))?;
            u16::try_from(n)
                .ok()
                .filter(|&n| n != 0)
                .ok_or_else(|| AddressError::Port(p.to_string()))?
        }
        None if need_port => return Err(AddressError::Shape(s.to_string())),
        None if tls => 443,
        None => 80,
    };
    let host_ok = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '_' | ':'));
    if !host_ok {
        return Err(AddressError::Host(host.to_string()));
    }
    Ok(ServerAddress {
        tls,
        host: host.to_string(),
        port,
        path: path.to_string(),
    })
}

/// `host:port`, `[v6]:port`, `host` or `[v6]`.
fn split_host_port(a: &str) -> Option<(&str, Option<&str>)> {
    if let Some(rest) = a.strip_prefix('[') {
        let end = rest.find(']')?;
        let host = &rest[..end];
        return match &rest[end + 1..] {
            "" => Some((host, None)),
            p => Some((host, Some(p.strip_prefix(':')?))),
        };
    }
    match a.rsplit_once(':') {
        Some((h, _)) if h.contains(':') => None,
        Some((h, p)) => Some((h, Some(p))),
        None => Some((a, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn good_addresses_become_urls() {
        for (input, url) in [
            ("127.0.0.1:7878", "ws://127.0.0.1:7878/"),
            ("ws://localhost:9000/", "ws://localhost:9000/"),
            ("ws://localhost:9000", "ws://localhost:9000/"),
            ("wss://chomp.example.org/", "wss://chomp.example.org:443/"),
            (
                "wss://chomp.example.org:8443/play",
                "wss://chomp.example.org:8443/play",
            ),
            ("[::1]:7878", "ws://[::1]:7878/"),
            (" ws://host:1/ ", "ws://host:1/"),
        ] {
            assert_eq!(
                parse(input).map(|a| a.url()),
                Ok(url.to_string()),
                "{input}"
            );
        }
    }

    #[test]
    fn bad_addresses_say_why() {
        assert_eq!(parse("notaurl"), Err(AddressError::Shape("notaurl".into())));
        assert_eq!(
            parse("127.0.0.1:99999"),
            Err(AddressError::Port("99999".into()))
        );
        assert_eq!(parse("host:0"), Err(AddressError::Port("0".into())));
        assert_eq!(parse("host:http"), Err(AddressError::Port("http".into())));
        assert_eq!(
            parse("http://host:80/"),
            Err(AddressError::Scheme("http://host:80/".into()))
        );
        assert_eq!(parse("ws://:80/"), Err(AddressError::Host("".into())));
        assert_eq!(parse("ws://a b:80/"), Err(AddressError::Host("a b".into())));
        assert!(parse("").is_err());
        let e = parse("127.0.0.1:99999").unwrap_err().to_string();
        assert_eq!(e, "'99999' is not a port: ports go from 1 to 65535.");
    }
}
