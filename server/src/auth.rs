//! Name claims: a new name gets a random secret token; only its SHA-256 hash
//! is stored, and tokens are compared in constant time (`subtle`, so that
//! the comparison is not one the optimiser may turn into an early exit).

use rand::Rng;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

pub use chomp_protocol::MAX_NAME_CHARS;

/// A fresh secret token: 32 random bytes as hex.
pub fn new_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    hex::encode(bytes)
}

/// The hash stored for a token.
pub fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

/// Whether `token` hashes to `stored`, without leaking where they differ.
pub fn token_matches(token: &str, stored: &str) -> bool {
    // A length difference returns at once: every stored hash has the same
    // length, so that leaks nothing about a token.
    hash_token(token).as_bytes().ct_eq(stored.as_bytes()).into()
}

/// Checks a claimed name with the rules shared through the protocol crate
/// (`chomp_protocol::names`), so clients can check before they connect.
pub fn check_name(name: &str) -> Result<(), String> {
    chomp_protocol::check_name(name).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_verify_against_their_hash_only() {
        let t = new_token();
        assert_eq!(t.len(), 64);
        let h = hash_token(&t);
        assert_ne!(h, t);
        assert!(token_matches(&t, &h));
        assert!(!token_matches(&new_token(), &h));
        assert!(!token_matches(&t, "short"));
    }

    #[test]
    fn hashes_are_lowercase_hex_as_stored_before() {
        // Stored hashes were written by the former hand-written encoder:
        // the crate must give the same text, or every token stops matching.
        assert_eq!(
            hash_token("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        assert!(new_token()
            .bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)));
    }
}
