//! The perfect-play analysis of finished games, computed once after each
//! game (never on the move path) and stored with it: the rooms' queue
//! ([`queue`]) and the task that empties it and sweeps the backlog left by
//! earlier runs (`worker`). The marks themselves are the engine's
//! (`chomp_engine::analyse`).

pub mod attach;
pub mod queue;
mod worker;

pub use attach::{accuracy_history, attach};
pub use queue::AnalysisQueue;
pub use worker::{serve, Analyser};
