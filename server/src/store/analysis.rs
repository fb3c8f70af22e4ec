//! The store's part for finished games read back after the fact: the
//! perfect-play analysis stored with each finished game (written once, off
//! the move path, by `crate::analysis`) and pages of a player's finished
//! games for the read-only HTTP API.
//!
//! A sub-trait of [`super::Store`], so both backends keep it in files of
//! its own and the contract checks it apart (`contract/analysis.rs`).

use chomp_engine::GameAnalysis;
use chomp_protocol::{GameId, HistoryGame};

use super::error::{StoreError, StoreFuture};

/// Analyses of finished games and pages of history.
pub trait AnalysisStore {
    /// Keeps the analysis of a finished game. The first one written stays:
    /// a second write (another node swept the same game) changes nothing.
    /// A game that is not finished (or not known) is left without one.
    fn save_analysis(&self, id: GameId, analysis: GameAnalysis) -> StoreFuture<()>;

    /// The stored analysis of a game, if there is one.
    fn analysis(&self, id: GameId) -> StoreFuture<Option<GameAnalysis>>;

    /// Finished games without an analysis, highest id first, only those
    /// below `below` when given (to page through a backlog), at most `limit`.
    fn unanalysed(&self, below: Option<GameId>, limit: u32) -> StoreFuture<Vec<GameId>>;

    /// A player's finished games, newest first (as `history` orders them),
    /// only those that finished before the game `before` when given, at
    /// most `limit`. An unknown `before` gives no games.
    fn games_page(
        &self,
        player: String,
        before: Option<GameId>,
        limit: u32,
    ) -> StoreFuture<Vec<HistoryGame>>;
}

/// How an analysis is kept in a text column: its serde JSON.
pub fn to_column(analysis: &GameAnalysis) -> String {
    serde_json::to_string(analysis).unwrap_or_else(|_| "{}".into())
}

/// Reads an analysis column back.
pub fn from_column(text: &str) -> Result<GameAnalysis, StoreError> {
    serde_json::from_str(text).map_err(|e| StoreError::Corrupt(format!("an analysis column: {e}")))
}
