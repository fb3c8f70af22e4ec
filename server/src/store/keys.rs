//! The store's part for the SSH door's keys: a name held by the key that
//! first logged in under it, and the link that gives a token's name a key.
//!
//! A sub-trait of [`super::Store`].
//!
//! Its write methods are provided here, once for every backend: each is
//! a [`Write`] that the backend runs ([`Writer`]); a backend implements
//! only the reads.

use super::error::StoreFuture;
use super::writes::{answer, KeyClaim, Write, Writer, Written};

/// Names held by SSH keys.
pub trait KeyStore: Writer {
    /// Logs in under `name` with the SSH key of `fingerprint`: a free name
    /// is claimed for the key (the first key to log in under a name holds
    /// it), a held one is checked. With `claim` false nothing is written:
    /// the answer says what a claim would find (for a key only offered,
    /// whose signature is not checked yet).
    fn claim_by_key(
        &self,
        name: String,
        fingerprint: String,
        claim: bool,
    ) -> StoreFuture<KeyClaim> {
        let written = self.write(Write::ClaimByKey {
            name,
            fingerprint,
            claim,
        });
        answer(written, "a key claim", |w| match w {
            Written::KeyClaim(c) => Ok(c),
            other => Err(other),
        })
    }

    /// Links the SSH key of `fingerprint` to a claimed name (replacing the
    /// key it had), so that key logs in as the name too; false when the name
    /// is not claimed.
    fn link_key(&self, name: String, fingerprint: String) -> StoreFuture<bool> {
        let written = self.write(Write::LinkKey { name, fingerprint });
        answer(written, "a key link", |w| match w {
            Written::Linked(done) => Ok(done),
            other => Err(other),
        })
    }
}
