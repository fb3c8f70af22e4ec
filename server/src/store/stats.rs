//! The store's part for statistics over finished games: the leaderboards,
//! the list of finished games and the totals the lobby shows.
//!
//! A sub-trait of [`super::Store`].

use std::collections::BTreeMap;

use chomp_protocol::{HistoryGame, LeaderboardEntry, Totals};

use super::error::StoreFuture;

/// Leaderboards, history and totals.
pub trait StatsStore: Send + Sync + 'static {
    /// The leaderboard of each variant (by its wire name): the highest
    /// ratings whose deviation, grown by the time away, is at most
    /// [`crate::rating::LEADERBOARD_RD`]; people and bots alike (`bot`
    /// marks them), at most `limit` each.
    fn leaderboard(&self, limit: u32) -> StoreFuture<BTreeMap<String, Vec<LeaderboardEntry>>>;

    /// Finished games, newest first, optionally those of one player.
    fn history(&self, player: Option<String>, limit: u32) -> StoreFuture<Vec<HistoryGame>>;

    /// The totals over all finished games.
    fn totals(&self) -> StoreFuture<Totals>;
}
