//! The store's part for games as they are played: opening one (and the
//! rematch link it may carry), seating the second player, each accepted
//! move, the result, and reading games back to restore them. The result is
//! settled by [`crate::rating::settle`] in the same write.
//!
//! A sub-trait of [`super::Store`]: one concern a file, the same in every
//! backend (`sqlite`, `postgres`, `memory`).
//!
//! Its write methods are provided here, once for every backend: each is
//! a [`Write`] that the backend runs ([`Writer`]); a backend implements
//! only the reads.

use chomp_protocol::{GameId, MoveRecord};

use super::error::StoreFuture;
use super::writes::{answer, done, Write, Writer, Written};
use crate::model::{FinishedGame, NewGame, Seats, StoredGame};

/// Games, their moves and their results.
pub trait GameStore: Writer {
    /// Stores a new game and gives its id. With `rematch_of`, the finished
    /// game it rematches is linked to it in the same write, once: a second
    /// rematch of that game is refused with [`crate::store::StoreError::Rematched`] and
    /// stores nothing.
    fn insert_game(&self, game: NewGame) -> StoreFuture<GameId> {
        let written = self.write(Write::InsertGame(game));
        answer(written, "an insert", |w| match w {
            Written::Game(id) => Ok(id),
            other => Err(other),
        })
    }

    /// Records the seats of an open game that a second person joined, and
    /// whether it is rated after all (see [`GameStore::rated_games_between`]).
    fn start_game(&self, id: GameId, seats: Seats, rated: bool) -> StoreFuture<()> {
        done(self.write(Write::StartGame { id, seats, rated }))
    }

    /// How many rated games the two names played each other (in either
    /// seat) that are running or finished within the last 24 hours: past
    /// `--rated-repeats` of them, their next game is unrated.
    fn rated_games_between(&self, a: String, b: String) -> StoreFuture<u32>;

    /// Keeps the time the player to move at `ply` has left, when the server
    /// stops cleanly: a restart gives it back instead of a full turn or a
    /// clock that ran on while nobody could move.
    fn pause_clock(&self, id: GameId, ply: u32, left_ms: u64) -> StoreFuture<()> {
        done(self.write(Write::PauseClock { id, ply, left_ms }))
    }

    /// Forgets an open game nobody joined; it is no longer found.
    fn cancel_game(&self, id: GameId) -> StoreFuture<()> {
        done(self.write(Write::CancelGame(id)))
    }

    /// Writes an accepted move, and the result if it ended the game (as in
    /// [`GameStore::finish_game`]), all or nothing. A ply already stored is
    /// refused and changes nothing.
    fn record_move(
        &self,
        id: GameId,
        mv: MoveRecord,
        finish: Option<FinishedGame>,
    ) -> StoreFuture<()> {
        done(self.write(Write::RecordMove { id, mv, finish }))
    }

    /// Writes a result reached without a move, with the players' records
    /// and ratings as [`crate::rating::settle`] decides them; a game not
    /// running is refused.
    fn finish_game(&self, id: GameId, finish: FinishedGame) -> StoreFuture<()> {
        done(self.write(Write::FinishGame { id, finish }))
    }

    /// The games waiting or running, to reload at start.
    fn unfinished_games(&self) -> StoreFuture<Vec<StoredGame>>;

    /// One game with its moves (a cancelled game is not found).
    fn load_game(&self, id: GameId) -> StoreFuture<Option<StoredGame>>;
}
