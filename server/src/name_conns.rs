//! How many connections one name may have open at once
//! (`--max-connections-per-name`): with names cheap to claim but limited per
//! address and hour, this is what stops a few names from holding the whole
//! server. A player needs one connection per device; 4 leaves room for a
//! phone, a laptop and a reconnect that races its old socket's close.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

/// The open connections of every name that has one.
#[derive(Clone)]
pub struct NameConns {
    max: usize,
    open: Arc<Mutex<HashMap<String, usize>>>,
}

/// One counted connection of a name; dropping it gives the place back.
#[derive(Debug)]
pub struct NameSlot {
    name: String,
    open: Arc<Mutex<HashMap<String, usize>>>,
}

impl NameConns {
    /// At most `max` (at least one) connections per name.
    pub fn new(max: usize) -> Self {
        NameConns {
            max: max.max(1),
            open: Arc::default(),
        }
    }

    /// The configured limit, for the refusal's sentence.
    pub fn max(&self) -> usize {
        self.max
    }

    /// A place for one more connection of `name`, unless it has `max` open.
    /// An entry exists only while its name has a connection, so the map is
    /// never larger than the number of connections.
    pub fn try_take(&self, name: &str) -> Option<NameSlot> {
        let mut open = lock(&self.open);
        let n = open.entry(name.to_string()).or_insert(0);
        if *n >= self.max {
            return None;
        }
        *n += 1;
        Some(NameSlot {
            name: name.to_string(),
            open: self.open.clone(),
        })
    }
}

impl Drop for NameSlot {
    fn drop(&mut self) {
        let mut open = lock(&self.open);
        if let Some(n) = open.get_mut(&self.name) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                open.remove(&self.name);
            }
        }
    }
}

fn lock(open: &Mutex<HashMap<String, usize>>) -> MutexGuard<'_, HashMap<String, usize>> {
    // A map of counts; a panic elsewhere cannot leave it unusable.
    open.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_gets_its_connections_and_they_come_back() {
        let conns = NameConns::new(2);
        let first = conns.try_take("ann").unwrap();
        let _second = conns.try_take("ann").unwrap();
        assert!(conns.try_take("ann").is_none());
        assert!(
            conns.try_take("bob").is_some(),
            "other names are not affected"
        );
        drop(first);
        assert!(conns.try_take("ann").is_some());
    }

    #[test]
    fn names_without_connections_are_forgotten() {
        let conns = NameConns::new(0);
        assert_eq!(conns.max(), 1);
        let slot = conns.try_take("ann").unwrap();
        assert!(conns.try_take("ann").is_none());
        drop(slot);
        assert!(conns.open.lock().unwrap().is_empty());
    }
}
