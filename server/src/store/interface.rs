//! The store's trait: the union of its sub-traits, one concern each, apart
//! from the module that declares the backends: the backends use these, and
//! the parent module only re-exports them, so no backend and its parent use
//! each other.
//!
//! Adding a concern is a new file with its sub-trait (`store/<concern>.rs`),
//! one line below, and one `impl` of it per backend, in a file of its own
//! (`sqlite/`, `postgres/`, `memory/`); the backends' `impl Store` stay empty.

use std::sync::Arc;

use super::analysis::AnalysisStore;
pub use super::error::{StoreError, StoreFuture};
use super::games::GameStore;
use super::keys::KeyStore;
use super::ladder::LadderStore;
use super::players::PlayerStore;
use super::service::ServiceStore;
use super::stats::StatsStore;
use super::tournaments::TournamentStore;

/// The store every part of the server shares.
pub type SharedStore = Arc<dyn Store>;

/// When a commit counts as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Durability {
    /// Every commit waits for an fsync of the WAL: an acknowledged move
    /// survives a crash of the server, of the operating system and a power
    /// cut. Costs one fsync per batch of moves.
    Full,
    /// Commits reach the operating system, not the disk: an acknowledged
    /// move survives the server being killed (what the crash test checks)
    /// but not a power cut or kernel crash. The WAL is folded back and
    /// fsynced by a background thread, so no move waits for the disk.
    Normal,
}

/// Everything a backend stores, as every backend must provide it: the
/// union of the sub-traits. Callers hold a [`SharedStore`] and call any
/// sub-trait's method on it without naming the sub-trait.
pub trait Store:
    GameStore
    + PlayerStore
    + KeyStore
    + StatsStore
    + ServiceStore
    + AnalysisStore
    + TournamentStore
    + LadderStore
    + Send
    + Sync
    + 'static
{
}
