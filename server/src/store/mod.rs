//! Durable state behind one trait: players, games and their moves. The
//! match and the request handlers see only [`Store`] (the union of one
//! sub-trait per concern: [`GameStore`], [`PlayerStore`], [`KeyStore`],
//! [`StatsStore`], [`ServiceStore`], [`AnalysisStore`], [`TournamentStore`])
//! and the typed domain model of [`crate::model`]; each backend lives in
//! its own module ([`sqlite`] for one node, [`postgres`] for one or
//! several, [`memory`] for tests that need no disk) and must pass the
//! backend-independent suite in `contract`.
//!
//! A store records facts: moves, results, rating values. What a result does
//! to the players' records (ratings, the abort rule) is decided once, by
//! [`crate::rating::settle`], which each backend calls inside the
//! transaction that writes the result.
//!
//! Every write resolves only after it is committed: an acknowledged move is
//! durable (in the store in memory, until the process ends). Backends are
//! free to commit many jobs together (group commit).

pub mod analysis;
pub mod columns;
pub mod games;
pub mod guest_seats;
pub mod keys;
pub mod ladder;
pub mod memory;
pub mod name_keys;
pub mod players;
pub mod postgres;
pub mod records;
pub mod service;
pub mod sqlite;
pub mod stats;
pub mod target;
pub mod tournaments;
pub mod writes;

#[cfg(test)]
pub mod contract;

mod error;
mod interface;

pub use analysis::AnalysisStore;
pub use games::GameStore;
pub use interface::{Durability, SharedStore, Store, StoreError, StoreFuture};
pub use keys::KeyStore;
pub use ladder::{LadderRating, LadderStore};
pub use memory::MemoryStore;
pub use players::PlayerStore;
pub use service::ServiceStore;
pub use sqlite::{backup, BackupReport, SqliteStore, StoreThread};
pub use stats::StatsStore;
pub use target::{DbTarget, StoreCloser};
pub use tournaments::{
    NewTournament, PairingOutcome, StoredEntrant, StoredPairing, StoredTournament, TournamentStore,
};
pub use writes::{Claim, KeyClaim, Write, Writer, Written};
