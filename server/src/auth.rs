//! Name claims: a new name gets a random secret token; only its SHA-256 hash
//! is stored, and tokens are compared in constant time.

use rand::Rng;
use sha2::{Digest, Sha256};

pub use chomp_protocol::MAX_NAME_CHARS;

/// A fresh secret token: 32 random bytes as hex.
pub fn new_token() -> String {
    let bytes: [u8; 32] = rand::rng().random();
    hex(&bytes)
}

/// The hash stored for a token.
pub fn hash_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Whether `token` hashes to `stored`, without leaking where they differ.
pub fn token_matches(token: &str, stored: &str) -> bool {
    let candidate = hash_token(token);
    let (a, b) = (candidate.as_bytes(), stored.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// Checks a claimed name with the rules shared through the protocol crate
/// (`chomp_protocol::names`), so clients can check before they connect.
pub fn check_name(name: &str) -> Result<(), String> {
    chomp_protocol::check_name(name).map_err(|e| e.to_string())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
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
}
