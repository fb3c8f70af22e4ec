//! What checking a request against a match gives the room (a [`Change`]
//! to store, a [`Join`], a [`MoveCheck`], an [`Expiry`]) and what applying
//! a change gives back ([`Notice`]s): the vocabulary between the pure match
//! and its room, apart from the match itself.

use std::time::Duration;

use chomp_engine::Position;
use chomp_protocol::{MoveRecord, ServerMsg};

use crate::model::{FinishedGame, Seats};

/// A change the room must store before applying it.
#[derive(Clone, Debug, PartialEq)]
pub enum Change {
    /// A second person joined: the game starts with these seats, rated or
    /// not (the room may unrate a repeat pairing before storing it).
    Start { seats: Seats, rated: bool },
    /// A move, with the result if it ended the game.
    Play {
        record: MoveRecord,
        finish: Option<FinishedGame>,
        /// The position after the move, played when it was checked: applying
        /// the change takes it as it is, with no second play to go wrong.
        after: Box<Position>,
    },
    /// A result reached without a move (resignation, abandonment).
    Finish(FinishedGame),
    /// The creator of an open game left and nobody joined.
    Cancel,
}

/// What an applied change means for everyone else. The first frame sent for
/// a request answers it (carries its `re`); the rest are pushes.
#[derive(Clone, Debug, PartialEq)]
// Moved straight into the send after one `apply`: boxing the frame
// would cost an allocation per move and save nothing.
#[allow(clippy::large_enum_variant)]
pub enum Notice {
    /// One frame for every watcher.
    Broadcast(ServerMsg),
    /// Every watcher gets its own full state (their `you` differ).
    StateToAll,
    /// The lobby's line for this game changed.
    Listing,
    /// A game ended: the totals changed.
    Finished,
    /// The game is gone (cancelled); the room should stop.
    Closed,
}

/// The outcome of `join`.
#[derive(Debug, PartialEq)]
pub enum Join {
    /// The player already sits here: send the state again.
    Rejoin,
    /// Store and apply this start.
    Start(Change),
}

/// The outcome of a `move` request.
#[derive(Debug, PartialEq)]
pub enum MoveCheck {
    /// A resend of the move at this ply, already stored: answer it again.
    Resend(usize),
    /// Store and apply this move.
    Play(Change),
}

/// What happens when a deadline of `Match::next_deadline` comes.
#[derive(Debug, PartialEq)]
pub enum Expiry {
    /// Nothing is due (a player came back online meanwhile).
    Nothing,
    /// A finished game nobody watches: forget it.
    Evict,
    /// Store and apply this change (cancel or abandonment); if the store
    /// fails, call `Match::retry_later` with `seat`.
    Due { seat: usize, change: Change },
}

/// How long absences are tolerated.
#[derive(Clone, Copy, Debug)]
pub struct Patience {
    /// A seated person with no connection for this long loses (or, in an
    /// open game, the game is cancelled).
    pub abandon_after: Duration,
    /// A finished game nobody watches stays in memory this long.
    pub keep_finished: Duration,
}
