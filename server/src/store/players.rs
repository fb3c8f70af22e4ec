//! The store's part for players and their names: claiming a name with a
//! token (`hello`), and a player's record as `profile` shows it.
//!
//! A sub-trait of [`super::Store`]; the SSH door's keys are apart
//! ([`super::keys`]).
//!
//! Its write methods are provided here, once for every backend: each is
//! a [`Write`] that the backend runs ([`Writer`]); a backend implements
//! only the reads.

use chomp_protocol::PlayerRecord;

use super::error::StoreFuture;
use super::writes::{answer, Claim, Write, Writer, Written};

/// Names and the records of the players holding them.
pub trait PlayerStore: Writer {
    /// Claims a free name (answering its new token) or checks the token of
    /// a claimed one. `bot` marks a hosted bot (`"bot": true` in hello):
    /// it is kept on the player and follows the latest successful claim.
    fn claim(&self, name: String, token: Option<String>, bot: bool) -> StoreFuture<Claim> {
        let written = self.write(Write::Claim { name, token, bot });
        answer(written, "a claim", |w| match w {
            Written::Claim(c) => Ok(c),
            other => Err(other),
        })
    }

    /// One player's record, if the name is known.
    fn record(&self, name: String) -> StoreFuture<Option<PlayerRecord>>;
}
