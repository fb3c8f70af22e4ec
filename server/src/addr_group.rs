//! Which addresses count as one for the per-address limits. An IPv6 host is
//! usually given a whole /64 (SLAAC, privacy addresses, a home router's
//! delegation), so counting each IPv6 address apart gave one machine
//! endless budgets; addresses are grouped by `--ipv6-prefix` (64) instead.
//! IPv4 addresses, including those that reach a dual-stack socket as
//! `::ffff:a.b.c.d`, count one by one.

use std::net::{IpAddr, Ipv6Addr};

/// The IPv6 prefix used when none is configured.
pub const DEFAULT_IPV6_PREFIX: u8 = 64;

/// How client addresses are grouped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AddrGroup {
    v6_prefix: u8,
}

impl Default for AddrGroup {
    fn default() -> Self {
        AddrGroup::new(DEFAULT_IPV6_PREFIX)
    }
}

impl AddrGroup {
    /// IPv6 addresses sharing their first `v6_prefix` bits (at most 128)
    /// are one.
    pub fn new(v6_prefix: u8) -> Self {
        AddrGroup {
            v6_prefix: v6_prefix.min(128),
        }
    }

    /// The address that stands for `ip`'s group: the IPv4 address itself,
    /// or the IPv6 network with its host bits cleared.
    pub fn key(&self, ip: IpAddr) -> IpAddr {
        match ip.to_canonical() {
            IpAddr::V6(v6) => {
                let bits = u128::from(v6);
                let mask = u128::MAX
                    .checked_shl(128 - u32::from(self.v6_prefix))
                    .unwrap_or(0);
                IpAddr::V6(Ipv6Addr::from(bits & mask))
            }
            v4 => v4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn ipv6_addresses_of_one_prefix_are_one() {
        let g = AddrGroup::default();
        assert_eq!(
            g.key(ip("2001:db8:1:2::a")),
            g.key(ip("2001:db8:1:2:ffff::1"))
        );
        assert_eq!(g.key(ip("2001:db8:1:2::a")), ip("2001:db8:1:2::"));
        assert_ne!(g.key(ip("2001:db8:1:2::a")), g.key(ip("2001:db8:1:3::a")));
        let wide = AddrGroup::new(48);
        assert_eq!(
            wide.key(ip("2001:db8:1:2::a")),
            wide.key(ip("2001:db8:1:3::a"))
        );
        let exact = AddrGroup::new(128);
        assert_ne!(exact.key(ip("2001:db8::1")), exact.key(ip("2001:db8::2")));
        assert_eq!(AddrGroup::new(0).key(ip("2001:db8::1")), ip("::"));
        assert_eq!(AddrGroup::new(200), exact);
    }

    #[test]
    fn ipv4_addresses_count_one_by_one_however_they_arrive() {
        let g = AddrGroup::default();
        assert_eq!(g.key(ip("192.0.2.1")), ip("192.0.2.1"));
        assert_eq!(g.key(ip("::ffff:192.0.2.1")), ip("192.0.2.1"));
        assert_ne!(g.key(ip("192.0.2.1")), g.key(ip("192.0.2.2")));
    }
}
