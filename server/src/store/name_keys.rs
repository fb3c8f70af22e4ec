//! Keys of legacy names: before keys existed, `alice` and `Alice` could both
//! be claimed. Each backend's migration gives the oldest of them the plain
//! key and the later ones a suffixed key, so every old player still logs in
//! by the exact name and no new look-alike can be claimed.

use std::collections::HashSet;

/// The key of `name`, suffixed when an older name already holds it. The
/// suffix starts with `#`, which no valid name's key contains (names are
/// letters, digits, `_` and `-`), so a suffixed key never blocks a new name.
pub fn unique_key(name: &str, taken: &mut HashSet<String>) -> String {
    let base = chomp_protocol::name_key(name);
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
}
