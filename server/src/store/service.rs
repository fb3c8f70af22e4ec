//! The store's part for the service itself: the id every node of one
//! database says, and the health check's proof that a write goes through.
//!
//! A sub-trait of [`super::Store`].
//!
//! Its write methods are provided here, once for every backend: each is
//! a [`Write`] that the backend runs ([`Writer`]); a backend implements
//! only the reads.

use super::error::StoreFuture;
use super::writes::{done, Write, Writer};

/// The service's id and its health.
pub trait ServiceStore: Writer {
    /// The id of the service this database holds, made once with the
    /// database: every node serving from it says the same id, so clients
    /// can file name tokens under the service instead of an address.
    fn service_id(&self) -> StoreFuture<String>;

    /// Proves the database takes a write now: one row is rewritten and
    /// committed like any move (for `/healthz`).
    fn can_write(&self) -> StoreFuture<()> {
        done(self.write(Write::Health))
    }
}
