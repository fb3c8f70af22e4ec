//! Whom a search is charged to: the client address (grouped as the
//! per-address limits group it, `--ipv6-prefix`) of the player it is for.
//!
//! A bot game's searches are for the person who plays the bot, and a hints
//! search for whoever asked; rooms know players by name only, so the
//! address of each name is noted when it says `hello` and looked up when a
//! search is queued. Twenty names from one address are one tenant of the
//! think pools. A name not seen here (a game restored after a restart,
//! before its player is back) is its own tenant.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

use crate::addr_group::AddrGroup;

/// Names remembered at most; beyond, the map starts over (a name then
/// counts as itself until it says `hello` again).
const MAX_NAMES: usize = 100_000;

/// Who waits in a think pool's line.
#[derive(Clone, Debug, Hash, PartialEq, Eq)]
pub enum Tenant {
    /// A client address (its group).
    Addr(IpAddr),
    /// A player whose address is not known.
    Name(String),
}

/// The address each name last said `hello` from.
pub struct Tenants {
    group: AddrGroup,
    by_name: Mutex<HashMap<String, IpAddr>>,
}

impl Tenants {
    pub fn new(group: AddrGroup) -> Self {
        Tenants {
            group,
            by_name: Mutex::new(HashMap::new()),
        }
    }

    /// `name` said `hello` from `ip`.
    pub fn note(&self, name: &str, ip: IpAddr) {
        let key = self.group.key(ip);
        let mut map = self
            .by_name
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if map.get(name) == Some(&key) {
            return;
        }
        if map.len() >= MAX_NAMES {
            map.clear();
        }
        map.insert(name.to_owned(), key);
    }

    /// The tenant a search for `name` is charged to.
    pub fn of(&self, name: &str) -> Tenant {
        let map = self
            .by_name
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match map.get(name) {
            Some(ip) => Tenant::Addr(*ip),
            None => Tenant::Name(name.to_owned()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_one_address_are_one_tenant() {
        let t = Tenants::new(AddrGroup::default());
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        t.note("ann", a);
        t.note("bob", a);
        t.note("cy", b);
        assert_eq!(t.of("ann"), t.of("bob"));
        assert_ne!(t.of("ann"), t.of("cy"));
        assert_eq!(t.of("dee"), Tenant::Name("dee".into()));
        // IPv6 addresses of one /64 are one tenant.
        t.note("eve", "2001:db8::1".parse().unwrap());
        t.note("fay", "2001:db8::2".parse().unwrap());
        assert_eq!(t.of("eve"), t.of("fay"));
        // A name that comes back from elsewhere moves with it.
        t.note("bob", b);
        assert_eq!(t.of("bob"), t.of("cy"));
    }
}
