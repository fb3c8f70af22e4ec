//! Which address a connection really comes from. Behind nginx or Caddy every
//! connection comes from the proxy, so the per-address limits would lump all
//! players together; only peers named with `--trusted-proxy` may say who the
//! client is, through `Forwarded` or `X-Forwarded-For`.

use std::net::{IpAddr, SocketAddr};
use std::str::FromStr;

use ipnet::IpNet;

/// A `--trusted-proxy` value: an address or a CIDR block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrustedProxy(pub IpNet);

impl FromStr for TrustedProxy {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let t = text.trim();
        if let Ok(net) = t.parse::<IpNet>() {
            return Ok(TrustedProxy(net.trunc()));
        }
        if let Ok(ip) = t.parse::<IpAddr>() {
            return Ok(TrustedProxy(IpNet::from(ip)));
        }
        Err(format!(
            "'{}' is not an address or CIDR block (try 10.0.0.0/8 or 127.0.0.1)",
            t.chars().take(60).collect::<String>()
        ))
    }
}

/// Which header a trusted proxy names the client in (`--proxy-header`).
/// Only that one is read: a proxy passes the other through as the client
/// sent it, so believing both let a client behind nginx (which sets
/// `X-Forwarded-For`) pick its address with a `Forwarded` line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ProxyHeader {
    /// `X-Forwarded-For` (nginx, Caddy, HAProxy's `option forwardfor`).
    #[default]
    XForwardedFor,
    /// `Forwarded` (RFC 7239: `for=`, quoted IPv6 and ports included).
    Forwarded,
}

/// The client address of a connection from `peer`, given the forwarding
/// headers of its request (every line of each, joined in order).
pub fn client_addr(
    trusted: &[TrustedProxy],
    header: ProxyHeader,
    peer: IpAddr,
    forwarded: Option<&str>,
    x_forwarded_for: Option<&str>,
) -> IpAddr {
    let trusts = |ip: &IpAddr| is_trusted(trusted, *ip);
    if !trusts(&peer) {
        return peer;
    }
    let chain = match header {
        ProxyHeader::Forwarded => forwarded.map(parse_forwarded),
        ProxyHeader::XForwardedFor => x_forwarded_for.map(parse_x_forwarded_for),
    };
    let Some(chain) = chain else {
        return peer;
    };
    // Each proxy appends the address it saw; the first one from the right
    // that we do not trust is the client, whatever it claimed before that.
    // An entry there that is no address (`unknown`, an obfuscated name,
    // garbage) names nobody we can count, so the proxy itself is counted.
    match chain
        .iter()
        .rev()
        .find(|e| !e.is_some_and(|ip| trusts(&ip)))
    {
        Some(Some(ip)) => *ip,
        Some(None) => peer,
        // Every hop is trusted: the leftmost is where the request began.
        None => chain.first().copied().flatten().unwrap_or(peer),
    }
}

/// Whether `ip` is one of the `--trusted-proxy` addresses.
pub fn is_trusted(trusted: &[TrustedProxy], ip: IpAddr) -> bool {
    trusted.iter().any(|t| t.0.contains(&canonical(ip)))
}

/// IPv4 clients of a dual-stack socket appear as `::ffff:a.b.c.d`.
fn canonical(ip: IpAddr) -> IpAddr {
    ip.to_canonical()
}

/// The `for=` value of each element of an RFC 7239 header, in order
/// (`None` where it is not an address); an element without `for=` adds
/// nothing.
fn parse_forwarded(value: &str) -> Vec<Option<IpAddr>> {
    let mut out = Vec::new();
    for element in value.split(',') {
        let node = element.split(';').find_map(|pair| {
            let (key, v) = pair.split_once('=')?;
            key.trim()
                .eq_ignore_ascii_case("for")
                .then(|| node_ip(unquote(v.trim())))
        });
        if let Some(node) = node {
            out.push(node);
        }
    }
    out
}

/// A quoted-string value without its quotes and escapes.
fn unquote(v: &str) -> String {
    match v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(inner) => inner.replace('\\', ""),
        None => v.to_string(),
    }
}

fn parse_x_forwarded_for(value: &str) -> Vec<Option<IpAddr>> {
    value
        .split(',')
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(node_ip)
        .collect()
}

/// An address with or without a port: `192.0.2.1`, `192.0.2.1:80`,
/// `[2001:db8::1]:4711`, `[2001:db8::1]`, `2001:db8::1`.
fn node_ip(text: impl AsRef<str>) -> Option<IpAddr> {
    let text = text.as_ref();
    if let Ok(ip) = text.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    if let Ok(sock) = text.parse::<SocketAddr>() {
        return Some(canonical(sock.ip()));
    }
    let inner = text.strip_prefix('[')?.split(']').next()?;
    inner.parse::<IpAddr>().ok().map(canonical)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    const X: ProxyHeader = ProxyHeader::XForwardedFor;
    const F: ProxyHeader = ProxyHeader::Forwarded;

    fn proxies(list: &[&str]) -> Vec<TrustedProxy> {
        list.iter().map(|s| s.parse().unwrap()).collect()
    }

    #[test]
    fn trusted_proxy_values_parse_or_say_why() {
        assert_eq!(
            "10.0.0.0/8".parse::<TrustedProxy>().unwrap().0,
            "10.0.0.0/8".parse::<IpNet>().unwrap()
        );
        assert!("127.0.0.1".parse::<TrustedProxy>().is_ok());
        assert!("::1".parse::<TrustedProxy>().is_ok());
        let e = "nginx".parse::<TrustedProxy>().unwrap_err();
        assert!(e.contains("not an address or CIDR block"), "{e}");
    }

    #[test]
    fn untrusted_peers_cannot_claim_an_address() {
        let t = proxies(&["10.0.0.0/8"]);
        let peer = ip("203.0.113.9");
        assert_eq!(client_addr(&t, X, peer, None, Some("1.2.3.4")), peer);
        assert_eq!(client_addr(&t, X, peer, Some("for=1.2.3.4"), None), peer);
    }

    #[test]
    fn trusted_proxies_name_the_client() {
        let t = proxies(&["10.0.0.0/8", "127.0.0.1"]);
        let peer = ip("127.0.0.1");
        assert_eq!(
            client_addr(&t, X, peer, None, Some("198.51.100.7")),
            ip("198.51.100.7")
        );
        // A client cannot hide behind a forged first entry.
        assert_eq!(
            client_addr(&t, X, peer, None, Some("6.6.6.6, 198.51.100.7, 10.1.2.3")),
            ip("198.51.100.7")
        );
        assert_eq!(
            client_addr(
                &t,
                F,
                peer,
                Some("for=192.0.2.60;proto=https, for=\"[2001:db8::1]:4711\""),
                None
            ),
            ip("2001:db8::1")
        );
        // Only the configured header is read: the other is the client's.
        let both = (Some("for=192.0.2.43:8080"), Some("9.9.9.9"));
        assert_eq!(client_addr(&t, F, peer, both.0, both.1), ip("192.0.2.43"));
        assert_eq!(client_addr(&t, X, peer, both.0, both.1), ip("9.9.9.9"));
        // Garbage changes nothing; no header means the proxy itself.
        assert_eq!(client_addr(&t, X, peer, None, Some("not an ip")), peer);
        assert_eq!(client_addr(&t, F, peer, Some("for=_hidden"), None), peer);
        assert_eq!(client_addr(&t, F, peer, None, Some("9.9.9.9")), peer);
        assert_eq!(client_addr(&t, X, peer, None, None), peer);
        // Garbage a client put on the left does not hide it.
        assert_eq!(
            client_addr(&t, X, peer, None, Some("garbage, 198.51.100.7")),
            ip("198.51.100.7")
        );
        // An entry that names nobody where the client should be: the proxy.
        assert_eq!(
            client_addr(&t, X, peer, None, Some("1.2.3.4, unknown")),
            peer
        );
        // Forwarded: rightmost untrusted, quoted IPv6 with and without port,
        // IPv4 with port, case and spaces as RFC 7239 allows.
        assert_eq!(
            client_addr(
                &t,
                F,
                peer,
                Some("for=6.6.6.6, For=\"[2001:db8:cafe::17]\";proto=http, for=10.0.0.1:80"),
                None
            ),
            ip("2001:db8:cafe::17")
        );
        assert_eq!(
            client_addr(
                &t,
                F,
                peer,
                Some("proto=https;for=192.0.2.60:4711;by=10.0.0.2"),
                None
            ),
            ip("192.0.2.60")
        );
        // Every hop trusted: the leftmost is where it began.
        assert_eq!(
            client_addr(&t, X, peer, None, Some("10.0.0.9, 10.0.0.1")),
            ip("10.0.0.9")
        );
        // Mapped IPv4 peers count as their IPv4 address.
        assert_eq!(
            client_addr(&t, X, ip("::ffff:127.0.0.1"), None, Some("198.51.100.7")),
            ip("198.51.100.7")
        );
    }
}
