//! Names held by guests: players who came in over the SSH door without a
//! key. A guest's name is never stored as claimed; it is held here only
//! while the guest's connection lasts, so nobody else (another guest, a
//! `hello`, a key's first login) can take it meanwhile, and rooms can show
//! the seat as a guest's and keep the game unrated.

use std::collections::HashSet;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use crate::model::Seats;

/// The names guests hold on this node.
#[derive(Clone, Default)]
pub struct Guests {
    held: Arc<Mutex<HashSet<String>>>,
}

/// A guest's hold on a name; dropping it (the connection closing) frees
/// the name.
#[derive(Debug)]
pub struct GuestHold {
    name: String,
    held: Arc<Mutex<HashSet<String>>>,
}

impl Guests {
    /// Holds `name` for a guest, unless a guest holds it already.
    pub fn try_hold(&self, name: &str) -> Option<GuestHold> {
        if !lock(&self.held).insert(name.to_string()) {
            return None;
        }
        Some(GuestHold {
            name: name.to_string(),
            held: self.held.clone(),
        })
    }

    /// Whether a guest holds `name` now.
    pub fn holds(&self, name: &str) -> bool {
        lock(&self.held).contains(name)
    }

    /// Marks the seats of people who are guests now (a seat marked before
    /// stays marked: a guest who left still played as one).
    pub fn mark(&self, seats: &mut Seats) {
        let held = lock(&self.held);
        for seat in seats.iter_mut().flatten() {
            if seat.level.is_none() && held.contains(&seat.name) {
                seat.guest = true;
            }
        }
    }
}

impl GuestHold {
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl Drop for GuestHold {
    fn drop(&mut self) {
        lock(&self.held).remove(&self.name);
    }
}

/// The set stays usable after a panic elsewhere: each change is one
/// insert or remove, never left half done.
fn lock(m: &Mutex<HashSet<String>>) -> MutexGuard<'_, HashSet<String>> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Seat;

    #[test]
    fn a_name_is_held_once_and_freed_with_its_hold() {
        let guests = Guests::default();
        let hold = guests.try_hold("alice").expect("free");
        assert!(guests.holds("alice"));
        assert!(guests.try_hold("alice").is_none());
        assert_eq!(hold.name(), "alice");
        let mut seats = [Some(Seat::human("alice")), Some(Seat::human("bob"))];
        guests.mark(&mut seats);
        assert!(seats[0].as_ref().is_some_and(|s| s.guest));
        assert!(seats[1].as_ref().is_some_and(|s| !s.guest));
        drop(hold);
        assert!(!guests.holds("alice"));
        assert!(guests.try_hold("alice").is_some());
    }
}
