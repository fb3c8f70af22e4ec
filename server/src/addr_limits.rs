//! What one IP address may take: at most `--max-connections-per-addr` open
//! connections, and one shared budget of frames (`--addr-rate`,
//! `--addr-burst`) for all of them together, so that opening many
//! connections does not multiply the per-connection rate limit. Opening a
//! connection spends from the same budget, so reconnect storms are slowed
//! too, and an address's budget outlives its connections until it has
//! refilled, so reconnecting does not reset it. Plain HTTP requests spend
//! it too, and each address may hold only its share of the handshakes under
//! way ([`HandshakeShares`]). An "address" is an [`AddrGroup`]: an IPv4
//! address, or an IPv6 /64 (`--ipv6-prefix`).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex, PoisonError};

use crate::addr_group::AddrGroup;
use crate::rate::RateBucket;

/// The limits per address and the addresses connected now.
#[derive(Clone)]
pub struct AddrLimits {
    max_open: usize,
    rate: f64,
    burst: f64,
    group: AddrGroup,
    hosts: Arc<Mutex<HashMap<IpAddr, Host>>>,
}

/// More remembered addresses than this and the idle ones are forgotten.
const PRUNE_ABOVE: usize = 4096;

/// One address that is connected or has spent some of its budget lately.
struct Host {
    open: usize,
    bucket: Arc<Mutex<RateBucket>>,
}

/// Why a connection from an address was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    TooManyConnections,
    TooFast,
}

/// One counted connection; dropping it gives the slot back.
pub struct AddrPermit {
    ip: IpAddr,
    bucket: Arc<Mutex<RateBucket>>,
    hosts: Arc<Mutex<HashMap<IpAddr, Host>>>,
}

impl AddrLimits {
    pub fn new(max_open: usize, rate: f64, burst: f64) -> Self {
        AddrLimits {
            max_open,
            rate,
            burst,
            group: AddrGroup::default(),
            hosts: Arc::default(),
        }
    }

    /// Counts addresses by `group` instead of the default (/64 for IPv6).
    pub fn grouped(self, group: AddrGroup) -> Self {
        AddrLimits { group, ..self }
    }

    /// A permit for one more connection from `ip`, unless it is at its
    /// connection limit or has spent its frame budget.
    pub fn acquire(&self, ip: IpAddr) -> Result<AddrPermit, Refused> {
        let ip = self.group.key(ip);
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        let host = self.host(&mut hosts, ip);
        let verdict = if host.open >= self.max_open {
            Err(Refused::TooManyConnections)
        } else if !lock(&host.bucket).take() {
            Err(Refused::TooFast)
        } else {
            host.open += 1;
            Ok(AddrPermit {
                ip,
                bucket: host.bucket.clone(),
                hosts: self.hosts.clone(),
            })
        };
        verdict
    }

    /// Spends one token of `ip`'s budget on a request that opens no
    /// connection (plain HTTP: `/healthz`, `/metrics`, anything but an
    /// upgrade); false when the address is over its budget. Without this a
    /// health check, which writes to the store, was free to repeat.
    pub fn charge(&self, ip: IpAddr) -> bool {
        let ip = self.group.key(ip);
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        let host = self.host(&mut hosts, ip);
        let paid = lock(&host.bucket).take();
        paid
    }

    /// The entry of `ip`, made if needed; idle entries are pruned first
    /// when there are many.
    fn host<'h>(&self, hosts: &'h mut HashMap<IpAddr, Host>, ip: IpAddr) -> &'h mut Host {
        if hosts.len() > PRUNE_ABOVE {
            forget_idle(hosts);
        }
        hosts.entry(ip).or_insert_with(|| Host {
            open: 0,
            bucket: Arc::new(Mutex::new(RateBucket::new(self.rate, self.burst))),
        })
    }
}

/// Drops the addresses with no connection whose budget has refilled.
fn forget_idle(hosts: &mut HashMap<IpAddr, Host>) {
    hosts.retain(|_, h| h.open > 0 || !lock(&h.bucket).is_full());
}

impl AddrPermit {
    /// The address (its group's key) this permit counts against.
    pub fn ip(&self) -> IpAddr {
        self.ip
    }

    /// Spends one frame of the address's budget; false when the address as a
    /// whole sends too fast.
    pub fn take_frame(&self) -> bool {
        lock(&self.bucket).take()
    }

    /// The address's budget, for spending beside this permit (the SSH
    /// door charges typed input and window changes to it, while the
    /// permit itself goes to the session's connection to the lobby).
    pub fn budget(&self) -> AddrBudget {
        AddrBudget {
            bucket: self.bucket.clone(),
        }
    }
}

/// One address's frame budget, shared with its connections' permits.
#[derive(Clone)]
pub struct AddrBudget {
    bucket: Arc<Mutex<RateBucket>>,
}

impl AddrBudget {
    /// Spends one token; false when the address as a whole sends too fast.
    pub fn take(&self) -> bool {
        lock(&self.bucket).take()
    }
}

impl Drop for AddrPermit {
    fn drop(&mut self) {
        let mut hosts = self.hosts.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(host) = hosts.get_mut(&self.ip) {
            host.open = host.open.saturating_sub(1);
            if host.open == 0 && lock(&host.bucket).is_full() {
                hosts.remove(&self.ip);
            }
        }
    }
}

/// Each address's share of the handshake pool (`--max-handshakes-per-addr`
/// of `--max-handshakes`), keyed by the TCP peer: a handshake is counted
/// before a byte is read, so no proxy header can name the client yet.
/// Without shares one address's silent sockets filled the whole pool, and
/// then nobody else, not even `/healthz`, got in.
#[derive(Clone)]
pub struct HandshakeShares {
    max: usize,
    group: AddrGroup,
    under_way: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

/// One handshake counted against its address's share; dropping it gives
/// the place back (and forgets the address when it was its last).
pub struct SharePermit {
    ip: IpAddr,
    under_way: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

impl HandshakeShares {
    /// Shares of `share` handshakes per address, never more than the
    /// whole pool of `pool` and at least one.
    pub fn new(share: usize, pool: usize) -> Self {
        HandshakeShares {
            max: share.min(pool).max(1),
            group: AddrGroup::default(),
            under_way: Arc::default(),
        }
    }

    /// Counts addresses by `group` instead of the default (/64 for IPv6).
    pub fn grouped(self, group: AddrGroup) -> Self {
        HandshakeShares { group, ..self }
    }

    /// A place for one more handshake from `ip`, unless its share is taken.
    /// An entry exists only while its address has a handshake under way,
    /// so the map is never larger than the pool.
    pub fn try_acquire(&self, ip: IpAddr) -> Option<SharePermit> {
        let ip = self.group.key(ip);
        let mut under_way = self
            .under_way
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let n = under_way.entry(ip).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(SharePermit {
            ip,
            under_way: self.under_way.clone(),
        })
    }
}

impl Drop for SharePermit {
    fn drop(&mut self) {
        let mut under_way = self
            .under_way
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if let Some(n) = under_way.get_mut(&self.ip) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                under_way.remove(&self.ip);
            }
        }
    }
}

fn lock(bucket: &Mutex<RateBucket>) -> std::sync::MutexGuard<'_, RateBucket> {
    // A bucket is two numbers; a panic elsewhere cannot leave it unusable.
    bucket.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_gets_its_connection_limit_and_slots_come_back() {
        let limits = AddrLimits::new(2, 1000.0, 1000.0);
        let a: IpAddr = [10, 0, 0, 1].into();
        let b: IpAddr = [10, 0, 0, 2].into();
        let first = limits.acquire(a).unwrap();
        let _second = limits.acquire(a).unwrap();
        assert_eq!(limits.acquire(a).err(), Some(Refused::TooManyConnections));
        assert!(
            limits.acquire(b).is_ok(),
            "other addresses are not affected"
        );
        drop(first);
        assert!(limits.acquire(a).is_ok());
    }

    #[test]
    fn connections_of_one_address_share_one_frame_budget() {
        let limits = AddrLimits::new(10, 0.0, 6.0);
        let a: IpAddr = [10, 0, 0, 1].into();
        // Opening two connections spends two of the six.
        let one = limits.acquire(a).unwrap();
        let two = limits.acquire(a).unwrap();
        assert!(one.take_frame() && two.take_frame() && one.take_frame() && two.take_frame());
        assert!(!one.take_frame() && !two.take_frame());
        // A third connection is refused as too fast, not as too many.
        assert_eq!(limits.acquire(a).err(), Some(Refused::TooFast));
        // Another address has its own budget.
        let other = limits.acquire([10, 0, 0, 2].into()).unwrap();
        assert!(other.take_frame());
    }

    #[test]
    fn plain_requests_spend_the_same_budget_as_connections() {
        let limits = AddrLimits::new(10, 0.0, 3.0);
        let a: IpAddr = [10, 0, 0, 1].into();
        assert!(limits.charge(a) && limits.charge(a));
        let p = limits.acquire(a).unwrap();
        assert!(!limits.charge(a), "the budget is spent");
        assert!(!p.take_frame());
        assert!(
            limits.charge([10, 0, 0, 2].into()),
            "others are not affected"
        );
    }

    #[test]
    fn a_permits_budget_is_its_addresses() {
        // Two tokens: one spent on connecting, one left for either.
        let limits = AddrLimits::new(10, 0.0, 2.0);
        let a: IpAddr = [10, 0, 0, 1].into();
        let p = limits.acquire(a).unwrap();
        let budget = p.budget();
        assert!(budget.take());
        assert!(!p.take_frame(), "both spent the one budget");
        assert!(!budget.take());
    }

    #[test]
    fn reconnecting_does_not_reset_the_budget() {
        let limits = AddrLimits::new(10, 0.0, 3.0);
        let a: IpAddr = [10, 0, 0, 1].into();
        let p = limits.acquire(a).unwrap();
        assert!(p.take_frame() && p.take_frame());
        drop(p);
        assert_eq!(limits.acquire(a).err(), Some(Refused::TooFast));
    }

    #[test]
    fn each_address_gets_its_share_of_the_handshakes() {
        let shares = HandshakeShares::new(2, 512);
        let a: IpAddr = [10, 0, 0, 1].into();
        let first = shares.try_acquire(a).unwrap();
        let _second = shares.try_acquire(a).unwrap();
        assert!(shares.try_acquire(a).is_none());
        // The same address through a dual-stack socket is the same address.
        let mapped: IpAddr = "::ffff:10.0.0.1".parse().unwrap();
        assert!(shares.try_acquire(mapped).is_none());
        assert!(shares.try_acquire([10, 0, 0, 2].into()).is_some());
        drop(first);
        assert!(shares.try_acquire(a).is_some());
    }

    #[test]
    fn a_share_is_never_more_than_the_pool_and_idle_addresses_are_forgotten() {
        let shares = HandshakeShares::new(32, 3);
        let a: IpAddr = [10, 0, 0, 1].into();
        let held: Vec<_> = (0..3).map(|_| shares.try_acquire(a).unwrap()).collect();
        assert!(shares.try_acquire(a).is_none());
        drop(held);
        assert!(shares.under_way.lock().unwrap().is_empty());
        assert_eq!(HandshakeShares::new(0, 0).max, 1);
    }

    #[test]
    fn one_ipv6_prefix_is_one_address_for_every_limit() {
        let limits = AddrLimits::new(2, 0.0, 100.0);
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let _a = limits.acquire(ip("2001:db8:1:2::a")).unwrap();
        let _b = limits.acquire(ip("2001:db8:1:2::b")).unwrap();
        assert_eq!(
            limits.acquire(ip("2001:db8:1:2:ffff::c")).err(),
            Some(Refused::TooManyConnections)
        );
        assert!(limits.acquire(ip("2001:db8:1:3::a")).is_ok());
        let exact = AddrLimits::new(1, 0.0, 100.0).grouped(AddrGroup::new(128));
        let _c = exact.acquire(ip("2001:db8::1")).unwrap();
        assert!(exact.acquire(ip("2001:db8::2")).is_ok());

        let shares = HandshakeShares::new(1, 8);
        let _s = shares.try_acquire(ip("2001:db8:1:2::a")).unwrap();
        assert!(shares.try_acquire(ip("2001:db8:1:2::b")).is_none());
        assert!(shares.try_acquire(ip("2001:db8:1:3::b")).is_some());
    }

    #[test]
    fn idle_hosts_are_forgotten_once_their_budget_refilled() {
        // 10 tokens a second: the token spent on connecting is back after 0.1 s.
        let limits = AddrLimits::new(10, 10.0, 2.0);
        for i in 0..100u32 {
            drop(limits.acquire(IpAddr::from(i.to_be_bytes())).unwrap());
        }
        assert!(!limits.hosts.lock().unwrap().is_empty());
        std::thread::sleep(std::time::Duration::from_millis(250));
        let mut hosts = limits.hosts.lock().unwrap();
        forget_idle(&mut hosts);
        assert!(hosts.is_empty());
    }
}
