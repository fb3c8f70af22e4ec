//! How many new names one client address may claim: `--names-per-addr-hour`
//! as a token bucket (that many at once, refilled evenly over an hour), so
//! a script cannot fill the player table from one address. Presenting an
//! existing name with its token never spends from it. Addresses are
//! grouped like every per-address limit (an IPv6 /64 is one).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};

use crate::addr_group::AddrGroup;
use crate::rate::RateBucket;

/// More remembered addresses than this and the refilled ones are forgotten.
const PRUNE_ABOVE: usize = 4096;

/// The new-name budget of every address that claimed a name lately.
pub struct NameLimits {
    per_hour: u32,
    group: AddrGroup,
    hosts: Mutex<HashMap<IpAddr, RateBucket>>,
}

impl NameLimits {
    pub fn new(per_hour: u32) -> Self {
        NameLimits {
            per_hour,
            group: AddrGroup::default(),
            hosts: Mutex::default(),
        }
    }

    /// Counts addresses by `group` instead of the default (/64 for IPv6).
    pub fn grouped(self, group: AddrGroup) -> Self {
        NameLimits { group, ..self }
    }

    /// The configured budget, for the refusal's sentence.
    pub fn per_hour(&self) -> u32 {
        self.per_hour
    }

    /// Whether `ip` may claim one more new name now (nothing is spent).
    pub fn may_claim(&self, ip: IpAddr) -> bool {
        if self.per_hour == 0 {
            return false;
        }
        let hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        hosts
            .get(&self.group.key(ip))
            .is_none_or(RateBucket::has_token)
    }

    /// Spends one new name of `ip`'s budget. Claims that race past
    /// [`Self::may_claim`] together may overdraw it by their number; the
    /// bucket then stays empty for longer.
    pub fn spend(&self, ip: IpAddr) {
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        if hosts.len() > PRUNE_ABOVE {
            hosts.retain(|_, b| !b.is_full());
        }
        let per_hour = f64::from(self.per_hour);
        hosts
            .entry(self.group.key(ip))
            .or_insert_with(|| RateBucket::new(per_hour / 3600.0, per_hour))
            .take_or_overdraw();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_budget_and_others_theirs() {
        let limits = NameLimits::new(2);
        let a: IpAddr = "10.0.0.1".parse().unwrap();
        let b: IpAddr = "10.0.0.2".parse().unwrap();
        assert!(limits.may_claim(a));
        limits.spend(a);
        assert!(limits.may_claim(a));
        limits.spend(a);
        assert!(!limits.may_claim(a), "two new names per hour");
        assert!(limits.may_claim(b), "another address is not affected");
        let v6 = NameLimits::new(1);
        v6.spend("2001:db8::1".parse().unwrap());
        assert!(!v6.may_claim("2001:db8::2".parse().unwrap()), "one /64");
    }

    #[test]
    fn a_zero_budget_allows_no_new_name() {
        let limits = NameLimits::new(0);
        assert!(!limits.may_claim("10.0.0.1".parse().unwrap()));
    }
}
