//! Games in memory: opening (with the rematch link, once), seating,
//! moves, results (settled in the same call, see `records`), reloading.

use chomp_protocol::{GameId, GameStatus, MoveRecord};

use super::clock::{self, Instant};
use super::state::{GameRow, State};
use super::{records, stats, MemoryStore};
use crate::model::{FinishedGame, NewGame, Seats, StoredGame};
use crate::store::{GameStore, StoreError, StoreFuture};

/// Stores a new game row (no rematch link); its id.
pub fn insert_row(state: &mut State, game: NewGame) -> GameId {
    let id = state.next_game_id();
    let row = GameRow {
        game: StoredGame::opened(id, game),
        cancelled: false,
        finished: None,
    };
    state.games.insert(id, row);
    id
}

/// Stores a new game, linking the finished game it rematches, once.
pub fn insert(state: &mut State, game: NewGame) -> Result<GameId, StoreError> {
    let rematch_of = game.rematch_of;
    if let Some(of) = rematch_of {
        match state.games.get(&of) {
            None => return Err(StoreError::Corrupt(format!("no game {of} to rematch"))),
            Some(row) => {
                if let Some(existing) = row.game.rematched_as {
                    return Err(StoreError::Rematched { game: of, existing });
                }
            }
        }
    }
    let id = insert_row(state, game);
    if let Some(row) = rematch_of.and_then(|of| state.games.get_mut(&of)) {
        row.game.rematched_as = Some(id);
    }
    Ok(id)
}

pub fn start(state: &mut State, id: GameId, seats: Seats, rated: bool) {
    if let Some(row) = state.games.get_mut(&id) {
        row.game.seats = seats;
        row.game.status = GameStatus::Playing;
        row.game.rated = rated;
    }
}

pub fn cancel(state: &mut State, id: GameId) {
    if let Some(row) = state.games.get_mut(&id) {
        row.cancelled |= row.game.status == GameStatus::Waiting;
    }
}

pub fn pause_clock(state: &mut State, id: GameId, ply: u32, left_ms: u64) {
    if let Some(row) = state.games.get_mut(&id) {
        if row.game.status == GameStatus::Playing && !row.cancelled {
            row.game.paused = Some((ply, left_ms));
        }
    }
}

/// The running game `id`, or why it cannot take a result.
fn running(state: &State, id: GameId) -> Result<(), StoreError> {
    match state.game(id) {
        Some(g) if g.status == GameStatus::Playing => Ok(()),
        _ => Err(StoreError::Corrupt(format!("game {id} is not running"))),
    }
}

pub fn record_move(
    state: &mut State,
    id: GameId,
    mv: MoveRecord,
    finish: Option<FinishedGame>,
) -> Result<(), StoreError> {
    let Some(g) = state.game(id) else {
        return Err(StoreError::Corrupt(format!("no game {id} for a move")));
    };
    if g.moves.iter().any(|m| m.ply == mv.ply) {
        return Err(StoreError::Corrupt(format!(
            "game {id} has a move {} already",
            mv.ply
        )));
    }
    if finish.is_some() {
        running(state, id)?;
    }
    if let Some(row) = state.games.get_mut(&id) {
        let at = row.game.moves.partition_point(|m| m.ply < mv.ply);
        row.game.moves.insert(at, mv);
    }
    match finish {
        Some(f) => finish_game(state, id, f),
        None => Ok(()),
    }
}

pub fn finish_game(state: &mut State, id: GameId, f: FinishedGame) -> Result<(), StoreError> {
    running(state, id)?;
    let now = clock::now();
    let Some(row) = state.games.get_mut(&id) else {
        return Err(StoreError::Corrupt(format!("game {id} is not running")));
    };
    row.game.status = GameStatus::Finished;
    row.game.winner = Some(f.winner);
    row.game.reason = Some(f.reason);
    row.game.rated = f.rated;
    row.game.finished_at = Some(clock::text(now));
    row.finished = Some(now);
    let game = row.game.clone();
    stats::count_finished(state, &game);
    records::settle(state, &game, &f, now);
    Ok(())
}

fn unfinished(state: &State) -> Vec<StoredGame> {
    state
        .games
        .values()
        .filter(|row| !row.cancelled && row.game.status != GameStatus::Finished)
        .map(|row| row.game.clone())
        .collect()
}

/// Rated games between two people, running or finished in the last day.
fn rated_between(state: &State, a: &str, b: &str, now: Instant) -> u32 {
    let since = clock::a_day_before(now);
    let count = state
        .games
        .values()
        .filter(|row| !row.cancelled && row.game.rated)
        .filter(|row| {
            let names = row.game.seats.each_ref().map(|s| {
                s.as_ref()
                    .filter(|s| s.level.is_none())
                    .map(|s| s.name.as_str())
            });
            names == [Some(a), Some(b)] || names == [Some(b), Some(a)]
        })
        .filter(|row| match row.game.status {
            GameStatus::Playing => true,
            GameStatus::Finished => row.finished.is_some_and(|at| at >= since),
            GameStatus::Waiting => false,
        })
        .count();
    u32::try_from(count).unwrap_or(u32::MAX)
}

impl GameStore for MemoryStore {
    fn rated_games_between(&self, a: String, b: String) -> StoreFuture<u32> {
        self.with(move |s| Ok(rated_between(s, &a, &b, clock::now())))
    }

    fn unfinished_games(&self) -> StoreFuture<Vec<StoredGame>> {
        self.with(|s| Ok(unfinished(s)))
    }

    fn load_game(&self, id: GameId) -> StoreFuture<Option<StoredGame>> {
        self.with(move |s| Ok(s.game(id).cloned()))
    }
}
