//! Analyses of finished games and pages of a player's history, in memory
//! (see [`AnalysisStore`]).

use chomp_engine::GameAnalysis;
use chomp_protocol::{GameId, GameStatus, HistoryGame};

use super::state::State;
use super::stats::{finished, played_by};
use super::MemoryStore;
use crate::model::StoredGame;
use crate::store::{AnalysisStore, StoreError, StoreFuture};

/// Keeps the first analysis of a finished game; anything else is left.
fn save(state: &mut State, id: GameId, analysis: GameAnalysis) {
    if state
        .game(id)
        .is_some_and(|g| g.status == GameStatus::Finished)
    {
        state.analyses.entry(id).or_insert(analysis);
    }
}

fn unanalysed(state: &State, below: Option<GameId>, limit: u32) -> Vec<GameId> {
    state
        .games
        .iter()
        .rev()
        .filter(|(id, row)| {
            row.game.status == GameStatus::Finished
                && below.is_none_or(|b| **id < b)
                && !state.analyses.contains_key(id)
        })
        .map(|(id, _)| *id)
        .take(limit as usize)
        .collect()
}

/// A player's finished games before the finished game `before` (by when
/// they finished, then id); none when `before` is not a finished game.
fn page(
    state: &State,
    player: &str,
    before: Option<GameId>,
    limit: u32,
) -> Result<Vec<HistoryGame>, StoreError> {
    let bound = match before {
        None => None,
        Some(id) => match state.game(id) {
            Some(g) if g.status == GameStatus::Finished => Some((g.finished_at.clone(), id)),
            _ => return Ok(Vec::new()),
        },
    };
    let keep = |g: &StoredGame| {
        played_by(g, player)
            && bound
                .as_ref()
                .is_none_or(|b| (g.finished_at.clone(), g.id) < *b)
    };
    finished(state, keep, limit)
}

impl AnalysisStore for MemoryStore {
    fn save_analysis(&self, id: GameId, analysis: GameAnalysis) -> StoreFuture<()> {
        self.with(move |s| {
            save(s, id, analysis);
            Ok(())
        })
    }

    fn analysis(&self, id: GameId) -> StoreFuture<Option<GameAnalysis>> {
        self.with(move |s| Ok(s.analyses.get(&id).cloned()))
    }

    fn unanalysed(&self, below: Option<GameId>, limit: u32) -> StoreFuture<Vec<GameId>> {
        self.with(move |s| Ok(unanalysed(s, below, limit)))
    }

    fn games_page(
        &self,
        player: String,
        before: Option<GameId>,
        limit: u32,
    ) -> StoreFuture<Vec<HistoryGame>> {
        self.with(move |s| page(s, &player, before, limit))
    }
}
