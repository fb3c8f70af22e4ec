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

/// The client address of a connection from `peer`, given the forwarding
/// headers of its request (the first of each kind).
pub fn client_addr(
    trusted: &[TrustedProxy],
    peer: IpAddr,
    forwarded: Option<&str>,
    x_forwarded_for: Option<&str>,
) -> IpAddr {
    let trusts = |ip: &IpAddr| is_trusted(trusted, *ip);
    if !trusts(&peer) {
        return peer;
    }
    let chain = match (forwarded, x_forwarded_for) {
        (Some(f), _) => parse_forwarded(f),
        (None, Some(x)) => parse_x_forwarded_for(x),
        (None, None) => return peer,
    };
    let Some(chain) = chain else {
        return peer;
    };
    // Each proxy appends the address it saw; the first one from the right
    // that we do not trust is the client, whatever it claimed before that.
    chain
        .iter()
        .rev()
        .find(|ip| !trusts(ip))
        .or(chain.first())
        .copied()
        .unwrap_or(peer)
}

/// Whether `ip` is one of the `--trusted-proxy` addresses.
pub fn is_trusted(trusted: &[TrustedProxy], ip: IpAddr) -> bool {
    trusted.iter().any(|t| t.0.contains(&canonical(ip)))
}

/// IPv4 clients of a dual-stack socket appear as `::ffff:a.b.c.d`.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6
            .to_ipv4_mapped()
            .map(IpAddr::V4)
            .unwrap_or(IpAddr::V6(v6)),
        v4 => v4,
    }
}

/// `for=` values of an RFC 7239 header; `None` if any element is unreadable,
/// so that a garbled header changes nothing.
fn parse_forwarded(value: &str) -> Option<Vec<IpAddr>> {
    let mut out = Vec::new();
    for element in value.split(',') {
        for pair in element.split(';') {
            let Some((key, v)) = pair.split_once('=') else {
                continue;
            };
            if key.trim().eq_ignore_ascii_case("for") {
                out.push(node_ip(v.trim().trim_matches('"'))?);
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

fn parse_x_forwarded_for(value: &str) -> Option<Vec<IpAddr>> {
    let out = value
        .split(',')
        .map(|v| node_ip(v.trim()))
        .collect::<Option<Vec<_>>>()?;
    (!out.is_empty()).then_some(out)
}

/// An address with or without a port: `192.0.2.1`, `192.0.2.1:80`,
/// `[2001:db8::1]:4711`, `2001:db8::1`.
fn node_ip(text: &str) -> Option<IpAddr> {
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
        assert_eq!(client_addr(&t, peer, None, Some("1.2.3.4")), peer);
        assert_eq!(client_addr(&t, peer, Some("for=1.2.3.4"), None), peer);
    }

    #[test]
    fn trusted_proxies_name_the_client() {
        let t = proxies(&["10.0.0.0/8", "127.0.0.1"]);
        let peer = ip("127.0.0.1");
        assert_eq!(
            client_addr(&t, peer, None, Some("198.51.100.7")),
            ip("198.51.100.7")
        );
        // A client cannot hide behind a forged first entry.
        assert_eq!(
            client_addr(&t, peer, None, Some("6.6.6.6, 198.51.100.7, 10.1.2.3")),
            ip("198.51.100.7")
        );
        assert_eq!(
            client_addr(
                &t,
                peer,
                Some("for=192.0.2.60;proto=https, for=\"[2001:db8::1]:4711\""),
                None
            ),
            ip("2001:db8::1")
        );
        assert_eq!(
            client_addr(&t, peer, Some("for=192.0.2.43:8080"), Some("9.9.9.9")),
            ip("192.0.2.43")
        );
        // Garbage changes nothing; no header means the proxy itself.
        assert_eq!(client_addr(&t, peer, None, Some("not an ip")), peer);
        assert_eq!(client_addr(&t, peer, Some("for=_hidden"), None), peer);
        assert_eq!(client_addr(&t, peer, None, None), peer);
        // Mapped IPv4 peers count as their IPv4 address.
        assert_eq!(
            client_addr(&t, ip("::ffff:127.0.0.1"), None, Some("198.51.100.7")),
            ip("198.51.100.7")
        );
    }
}
