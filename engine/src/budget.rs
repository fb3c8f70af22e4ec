//! The memory one search may hold, counted by the search itself.
//!
//! A search beyond the tables keeps two kinds of memory: its memos (proven
//! results, growing with the positions it visits) and, for every level of
//! its depth-first recursion, the list of moves still to try (an iChomp
//! sum of four 16 x 16 quadrants lists up to a thousand moves per level,
//! some 40 KB, and a line of play can be hundreds of moves deep). Counted
//! by nothing, a few hundred such searches at once took a server from
//! 12 MB to several GB and then to an allocation failure, which aborts the
//! process. So each search is given a budget in bytes: before it allocates
//! a move list or grows a memo it asks the budget, and when the answer is
//! no it stops expanding and reports the position undecided (a memo that
//! may not grow simply stops remembering). The bots then play the best
//! move found so far, the hints show `?`: a weaker answer, never a failed
//! allocation.
//!
//! The counts are estimates of what the allocator is asked for (element
//! sizes times capacities, hash tables by their buckets), not of what it
//! keeps for itself; the server leaves room for that in its total.

use std::collections::HashMap;
use std::hash::BuildHasher;

/// The memory a search still may take, in bytes.
#[derive(Clone, Debug)]
pub struct MemoryBudget {
    limit: usize,
    used: usize,
    /// The most ever charged at once.
    peak: usize,
    /// Set once a charge was refused: the search is out of memory.
    refused: bool,
}

impl MemoryBudget {
    /// A budget of `limit` bytes, none used.
    pub fn new(limit: usize) -> Self {
        MemoryBudget {
            limit,
            used: 0,
            peak: 0,
            refused: false,
        }
    }

    /// The bytes this budget allows.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// The bytes charged and not released.
    pub fn used(&self) -> usize {
        self.used
    }

    /// The most bytes charged at once so far.
    pub fn peak(&self) -> usize {
        self.peak
    }

    /// Whether a charge has been refused (the search ran out of memory).
    pub fn is_spent(&self) -> bool {
        self.refused
    }

    /// Takes `bytes` if they fit; otherwise takes nothing, remembers that
    /// the budget is spent and says no.
    pub fn charge(&mut self, bytes: usize) -> bool {
        match self.used.checked_add(bytes) {
            Some(total) if total <= self.limit => {
                self.used = total;
                self.peak = self.peak.max(total);
                true
            }
            _ => {
                self.refused = true;
                false
            }
        }
    }

    /// Gives back `bytes` charged earlier.
    pub fn release(&mut self, bytes: usize) {
        self.used = self.used.saturating_sub(bytes);
    }

    /// Whether `map` may take one more entry: when it is full (its next
    /// insert would double its buckets), the growth is charged first, and
    /// if it does not fit the entry is not to be inserted. `slot` is the
    /// bytes of one bucket (key, value and control byte).
    pub fn room_in<K, V, S: BuildHasher>(&mut self, map: &HashMap<K, V, S>, slot: usize) -> bool {
        if map.len() < map.capacity() {
            return true;
        }
        // A hash table keeps at most 7/8 of its buckets filled and doubles
        // its buckets when full; the old buckets are freed after the move.
        let buckets = bucket_count(map.capacity());
        let grown = (buckets * 2).max(4);
        self.charge((grown - buckets) * slot)
    }
}

/// The buckets behind a hash table of `capacity` usable entries.
fn bucket_count(capacity: usize) -> usize {
    if capacity == 0 {
        0
    } else if capacity < 8 {
        // Small tables: 4 or 8 buckets, all but one usable.
        (capacity + 1).next_power_of_two()
    } else {
        (capacity * 8 / 7).next_power_of_two()
    }
}

/// Bytes of a vector of `len` elements of type `T`, as allocated.
pub fn vec_bytes<T>(len: usize) -> usize {
    len.saturating_mul(std::mem::size_of::<T>())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_charge_that_does_not_fit_is_refused_and_remembered() {
        let mut b = MemoryBudget::new(100);
        assert!(b.charge(60));
        assert!(!b.charge(41));
        assert!(b.is_spent());
        assert_eq!(b.used(), 60);
        b.release(60);
        assert!(b.charge(100));
        assert!(!b.charge(usize::MAX), "an overflowing charge is refused");
    }

    #[test]
    fn a_map_grows_only_while_its_buckets_fit() {
        let mut b = MemoryBudget::new(4096);
        let mut map: HashMap<u64, u64> = HashMap::new();
        let slot = 17;
        let mut n = 0u64;
        while b.room_in(&map, slot) {
            map.insert(n, n);
            n += 1;
        }
        // 4096 bytes of 17-byte buckets: at most 240 buckets, so 128 and
        // 7/8 of them usable.
        assert!(b.is_spent());
        assert!(map.len() <= 128 * 7 / 8 + 1, "{}", map.len());
        assert!(map.capacity() * slot <= 4096, "{}", map.capacity());
        assert!(b.used() <= 4096);
    }
}
