//! What typing and resizing cost an SSH session. Each data packet (keys,
//! mouse reports) and each window change spends a token of the
//! connection's own input budget (three times `--rate`, `--burst`) and one
//! of its address's shared budget (`--addr-rate`, `--addr-burst`), as a
//! WebSocket frame does. Over either, the input is dropped unread; a
//! connection that goes on sending spends a grace budget as large again
//! and is then closed. Uncharged, 4 sessions sending 17,000 window changes
//! a second (each redrawn whole) took the server to 67 % CPU and a
//! bystander's move from 1.5 to 836 ms at p99.

use chomp_server::facade::{AddrBudget, LimitScope, RateBucket};

/// The input budget of a session is this many times a connection's `--rate`
/// and `--burst`: a terminal sends a packet per key and per mouse report
/// (pointing at the board sends several a second), not one per request.
pub const INPUT_FACTOR: f64 = 3.0;

/// One SSH connection's input budget.
pub struct InputBudget {
    own: RateBucket,
    grace: RateBucket,
    addr: AddrBudget,
}

/// What one packet of input cost.
#[derive(Debug, PartialEq, Eq)]
pub enum Charge {
    /// Paid: the input is used.
    Paid,
    /// Over `scope`'s budget: the input is dropped.
    Dropped(LimitScope),
    /// Over budget and grace: the connection is closed.
    Close(LimitScope),
}

impl InputBudget {
    /// A full budget of `rate` packets a second, `burst` at once, for one
    /// connection of the address whose budget is `addr`.
    pub fn new(rate: f64, burst: f64, addr: AddrBudget) -> Self {
        let (rate, burst) = (rate * INPUT_FACTOR, burst * INPUT_FACTOR);
        InputBudget {
            own: RateBucket::new(rate, burst),
            grace: RateBucket::new(rate, burst),
            addr,
        }
    }

    /// Charges one packet of input (keys or a window change).
    pub fn charge(&mut self) -> Charge {
        let over = if !self.own.take() {
            LimitScope::Connection
        } else if !self.addr.take() {
            LimitScope::Address
        } else {
            return Charge::Paid;
        };
        if self.grace.take() {
            Charge::Dropped(over)
        } else {
            Charge::Close(over)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chomp_server::facade::AddrLimits;
    use std::net::IpAddr;

    #[test]
    fn input_over_budget_is_dropped_then_closes_the_connection() {
        let limits = AddrLimits::new(10, 0.0, 1000.0);
        let permit = limits.acquire(IpAddr::from([10, 0, 0, 1])).unwrap();
        // Three times 0/s with a burst of 2: 6 paid, 6 dropped, then closed.
        let mut budget = InputBudget::new(0.0, 2.0, permit.budget());
        let charges: Vec<Charge> = (0..13).map(|_| budget.charge()).collect();
        assert!(charges[..6].iter().all(|c| *c == Charge::Paid));
        assert!(charges[6..12]
            .iter()
            .all(|c| *c == Charge::Dropped(LimitScope::Connection)));
        assert_eq!(charges[12], Charge::Close(LimitScope::Connection));
    }

    #[test]
    fn the_address_pays_for_all_its_sessions() {
        let limits = AddrLimits::new(10, 0.0, 5.0);
        let ip = IpAddr::from([10, 0, 0, 2]);
        let (one, two) = (limits.acquire(ip).unwrap(), limits.acquire(ip).unwrap());
        // Opening spent 2 of the address's 5 tokens.
        let mut a = InputBudget::new(1000.0, 1000.0, one.budget());
        let mut b = InputBudget::new(1000.0, 1000.0, two.budget());
        assert_eq!(a.charge(), Charge::Paid);
        assert_eq!(b.charge(), Charge::Paid);
        assert_eq!(a.charge(), Charge::Paid);
        assert_eq!(b.charge(), Charge::Dropped(LimitScope::Address));
    }
}
