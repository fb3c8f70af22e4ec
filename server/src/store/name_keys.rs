//! Keys of legacy names: before keys existed, `alice` and `Alice` could both
//! be claimed, and before the second key (`chomp_protocol::look_key`)
//! `alice` and `aIice` could. Each backend's migration gives the oldest of
//! them the plain key and the later ones a suffixed key, so every old player
//! still logs in by the exact name and no new look-alike can be claimed.

use std::collections::HashSet;

/// The key of `name`, suffixed when an older name already holds it. The
/// suffix starts with `#`, which no valid name's key contains (names are
/// letters, digits, `_` and `-`), so a suffixed key never blocks a new name.
pub fn unique_key(name: &str, taken: &mut HashSet<String>) -> String {
    suffixed(chomp_protocol::name_key(name), taken)
}

/// Every key of `name` (`chomp_protocol::name_keys`), each suffixed when an
/// older name already holds it, for the table that holds all keys.
pub fn unique_keys(name: &str, taken: &mut HashSet<String>) -> Vec<String> {
    chomp_protocol::name_keys(name)
        .into_iter()
        .map(|base| suffixed(base, taken))
        .collect()
}

fn suffixed(base: String, taken: &mut HashSet<String>) -> String {
    let mut key = base.clone();
    let mut n = 2;
    while !taken.insert(key.clone()) {
        key = format!("{base}#{n}");
        n += 1;
    }
    key
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_look_alikes_get_distinct_suffixed_keys() {
        let mut taken = HashSet::new();
        assert_eq!(unique_key("alice", &mut taken), "alice");
        assert_eq!(unique_key("Alice", &mut taken), "alice#2");
        assert_eq!(unique_key("ALICE", &mut taken), "alice#3");
        assert_eq!(unique_key("bob", &mut taken), "bob");
    }

    #[test]
    fn every_key_of_a_later_look_alike_is_suffixed_alone() {
        let mut taken = HashSet::new();
        assert_eq!(unique_keys("alice", &mut taken), ["alice"]);
        // `aIice` keeps its own first key and gets the second suffixed.
        assert_eq!(unique_keys("aIice", &mut taken), ["aiice", "alice#2"]);
        assert_eq!(unique_keys("Alice", &mut taken), ["alice#3"]);
    }
}
