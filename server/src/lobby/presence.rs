//! Who is connected to this node: a count of open connections per name, so
//! a player with two terminals goes offline only when both are closed.

use std::collections::HashMap;
use std::sync::{Mutex, MutexGuard};

/// Connections per name on this node.
#[derive(Default)]
pub struct Presence {
    online: Mutex<HashMap<String, usize>>,
}

impl Presence {
    fn lock(&self) -> MutexGuard<'_, HashMap<String, usize>> {
        self.online.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// A connection of `name` said hello; whether it is the name's first.
    pub fn connect(&self, name: &str) -> bool {
        let mut online = self.lock();
        let n = online.entry(name.to_string()).or_default();
        *n += 1;
        *n == 1
    }

    /// A connection of `name` closed; whether it was the name's last.
    pub fn disconnect(&self, name: &str) -> bool {
        let mut online = self.lock();
        let Some(n) = online.get_mut(name) else {
            return false;
        };
        *n -= 1;
        if *n > 0 {
            return false;
        }
        online.remove(name);
        true
    }

    pub fn contains(&self, name: &str) -> bool {
        self.lock().contains_key(name)
    }

    /// The names connected here.
    pub fn names(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }
}
