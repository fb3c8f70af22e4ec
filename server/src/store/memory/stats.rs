//! Statistics and the service in memory: the totals kept as the same named
//! counters the databases' `tally` holds (`store::columns`), finished games
//! listed as `history` lists them, and the service id.

use std::collections::BTreeMap;

use chomp_protocol::{GameStatus, HistoryGame, LeaderboardEntry, Totals};

use super::state::State;
use super::{records, MemoryStore};
use crate::model::StoredGame;
use crate::store::columns::{self, Sitter};
use crate::store::{ServiceStore, StatsStore, StoreError, StoreFuture};

/// Counts a game that has just finished into the totals.
pub fn count_finished(state: &mut State, g: &StoredGame) {
    let sitter = |at: usize| {
        g.seats[at].as_ref().map_or(Sitter::PERSON, |s| Sitter {
            level: s.level.map(|l| l.as_str()),
            hosted_bot: s.hosted_bot,
            name: Some(s.name.as_str()),
        })
    };
    let one = columns::one_game(
        g.variant.as_str(),
        [sitter(0), sitter(1)],
        g.winner,
        g.reason,
    );
    for (key, n) in columns::counters(&one) {
        *state.tally.entry(key).or_default() += n;
    }
}

/// Finished games, newest first (by when they finished, then id), those
/// `keep` lets through, at most `limit`, as history shows them.
pub fn finished(
    state: &State,
    keep: impl Fn(&StoredGame) -> bool,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let mut games: Vec<&StoredGame> = state
        .games
        .values()
        .map(|row| &row.game)
        .filter(|g| g.status == GameStatus::Finished && keep(g))
        .collect();
    games.sort_by(|a, b| (&b.finished_at, b.id).cmp(&(&a.finished_at, a.id)));
    games
        .into_iter()
        .take(limit as usize)
        .map(|g| columns::history_of(g.clone(), records::of_game(state, g.id)))
        .collect()
}

/// Whether `name` sat in one of the game's seats.
pub fn played_by(g: &StoredGame, name: &str) -> bool {
    g.seats.iter().flatten().any(|s| s.name == name)
}

impl StatsStore for MemoryStore {
    fn leaderboard(&self, limit: u32) -> StoreFuture<BTreeMap<String, Vec<LeaderboardEntry>>> {
        self.with(move |s| Ok(records::leaderboard(s, limit)))
    }

    fn history(&self, player: Option<String>, limit: u32) -> StoreFuture<Vec<HistoryGame>> {
        self.with(move |s| {
            let keep = |g: &StoredGame| player.as_deref().is_none_or(|p| played_by(g, p));
            finished(s, keep, limit)
        })
    }

    fn totals(&self) -> StoreFuture<Totals> {
        self.with(|s| {
            let rows = s.tally.iter().map(|(k, n)| (k.clone(), *n));
            Ok(columns::totals_from(rows))
        })
    }
}

impl ServiceStore for MemoryStore {
    fn service_id(&self) -> StoreFuture<String> {
        self.with(|s| Ok(s.service_id.clone()))
    }
}
