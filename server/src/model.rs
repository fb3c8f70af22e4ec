//! The domain model shared by the match, the request handlers and every
//! store backend: typed values only (variant, level, first mover, result),
//! so nothing is parsed between the wire, the room and the database.

use chomp_engine::{Level, Variant};
use chomp_protocol::{
    FirstMover, GameId, GameStatus, MoveRecord, Opponent, OverReason, PlayerInfo, PlayerKind, Start,
};

/// Who sits in a seat: a player by name (a person, or a hosted bot: a
/// program that said `"bot": true` in `hello`), or a built-in bot of a level.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub level: Option<Level>,
    /// A hosted bot's seat (`chomp bot`): it connects and keeps a record
    /// like a person, but is shown and counted as a bot. Always false for a
    /// built-in bot (`level` says that).
    pub hosted_bot: bool,
    /// A guest's seat (the SSH door without a key): shown as a guest and
    /// never rated. Stored with the game (`store::guest_seats`).
    pub guest: bool,
}

impl Seat {
    pub fn human(name: &str) -> Self {
        Seat::player(name, false)
    }

    /// A seat taken over a connection, by a person or (`hosted_bot`, from
    /// the connection's `hello`) a hosted bot.
    pub fn player(name: &str, hosted_bot: bool) -> Self {
        Seat {
            name: name.to_string(),
            level: None,
            hosted_bot,
            guest: false,
        }
    }

    /// A bot's seat; the name has a space so no person can claim it.
    pub fn bot(level: Level) -> Self {
        Seat {
            name: format!("{} bot", level.as_str()),
            level: Some(level),
            hosted_bot: false,
            guest: false,
        }
    }

    /// Whether the seat is played over a connection (a person or a hosted
    /// bot), not by the server's own bot: it may be offline, be abandoned
    /// and has a record.
    pub fn connects(&self) -> bool {
        self.level.is_none()
    }

    /// Whether a program plays the seat: a built-in or a hosted bot.
    pub fn is_bot(&self) -> bool {
        self.level.is_some() || self.hosted_bot
    }

    /// The seat on the wire: a hosted bot is `kind: "bot"` without a level.
    pub fn info(&self) -> PlayerInfo {
        PlayerInfo {
            name: self.name.clone(),
            kind: if self.is_bot() {
                PlayerKind::Bot
            } else {
                PlayerKind::Human
            },
            level: self.level,
            guest: self.guest,
        }
    }
}

/// The two seats of a game; seat 0 moves first.
pub type Seats = [Option<Seat>; 2];

/// What is stored when a game is opened.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    /// The start position in the notation of RULES.md.
    pub start: String,
    /// The creator's choice of who moves first, applied when a person joins.
    pub first: FirstMover,
    pub seats: Seats,
    pub status: GameStatus,
    /// Whether the result is to move ratings: decided by the rules when it
    /// opens (`crate::game::rated_by_rules`) and again when it starts
    /// (repeat opponents, `crate::repeats`).
    pub rated: bool,
    /// The finished game this one rematches, when two people agreed on it:
    /// the store links the two in the same write and refuses a second
    /// rematch of that game ([`crate::store::StoreError::Rematched`]), so
    /// the one-rematch rule holds across restarts and evictions.
    pub rematch_of: Option<GameId>,
    /// A private game's code (`create` with `"private": true`): the game
    /// is never listed, and `join` needs the code to sit down.
    pub code: Option<String>,
}

/// A game as stored, with its moves in order.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredGame {
    pub id: GameId,
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    pub start: String,
    pub first: FirstMover,
    pub seats: Seats,
    pub status: GameStatus,
    pub winner: Option<u8>,
    pub reason: Option<OverReason>,
    pub moves: Vec<MoveRecord>,
    pub finished_at: Option<String>,
    /// Whether it moves (or, finished, moved) ratings.
    pub rated: bool,
    /// The move clock as a clean shutdown left it: the ply whose turn it
    /// was and the milliseconds its player had left.
    pub paused: Option<(u32, u64)>,
    /// The game that rematched this one (two people agreed on it).
    pub rematched_as: Option<GameId>,
    /// A private game's code, kept so it still seats the friend after a restart.
    pub code: Option<String>,
}

impl StoredGame {
    /// A game just opened, as the store would give it back.
    pub fn opened(id: GameId, new: NewGame) -> StoredGame {
        StoredGame {
            id,
            variant: new.variant,
            width: new.width,
            height: new.height,
            start: new.start,
            first: new.first,
            seats: new.seats,
            status: new.status,
            winner: None,
            reason: None,
            moves: Vec::new(),
            finished_at: None,
            rated: new.rated,
            paused: None,
            rematched_as: None,
            code: new.code,
        }
    }
}

/// How a game ended, written with its last move or on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FinishedGame {
    pub winner: u8,
    pub reason: OverReason,
    /// Whether ratings move (both players made a move, no server fault).
    pub rated: bool,
}

/// What a new game should be (from `create`, or from `rematch`).
#[derive(Clone, Debug, PartialEq)]
pub struct GameSpec {
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    pub start: Start,
    pub first: FirstMover,
    pub opponent: Opponent,
}
