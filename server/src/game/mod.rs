//! The rules of one match, with no tasks, sockets or database: seats,
//! turns, plies, idempotent resends, finishing, abandonment and the idle
//! deadlines. Every request is first *checked* against the state, giving a
//! [`Change`] (or a refusal); the room stores the change and only then
//! *applies* it, which returns the [`Notice`]s to send. A refused write
//! therefore changes nothing, and an acknowledged one is on disk.

mod attendance;
mod clock;
mod offer;
mod rated;
pub mod rematch;
mod views;

#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use chomp_engine::{Move, Position, Variant, Winner};
use chomp_protocol::{
    ErrorCode, FirstMover, GameId, GameStatus, MoveRecord, OverReason, ServerMsg,
};

pub use attendance::{Attendance, Watcher};
pub use clock::MoveClock;
use offer::Offer;
pub use rated::by_rules as rated_by_rules;
pub use rated::{has_guest, GUEST as UNRATED_GUEST};

use crate::model::{FinishedGame, Seat, Seats, StoredGame};
use crate::refusal::Refusal;

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

/// What happens when a deadline of [`Match::next_deadline`] comes.
#[derive(Debug, PartialEq)]
pub enum Expiry {
    /// Nothing is due (a player came back online meanwhile).
    Nothing,
    /// A finished game nobody watches: forget it.
    Evict,
    /// Store and apply this change (cancel or abandonment); if the store
    /// fails, call [`Match::retry_later`] with `seat`.
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

/// The state of one match; `W` is how the room names a watching connection.
#[derive(Debug)]
pub struct Match<W> {
    id: GameId,
    variant: Variant,
    width: u32,
    height: u32,
    start_text: String,
    start: Position,
    pos: Position,
    first: FirstMover,
    seats: Seats,
    moves: Vec<MoveRecord>,
    status: GameStatus,
    winner: Option<u8>,
    reason: Option<OverReason>,
    attendance: Attendance<W>,
    /// When a finished game lost its last watcher.
    idle_since: Option<Instant>,
    clock: Option<MoveClock>,
    /// When the current turn began (a running game only).
    turn_started: Option<Instant>,
    /// The `deadline_ms` each move's `moved` frame was sent with, so that
    /// a resend is the same frame (unknown for moves before a reload).
    announced: Vec<Option<u64>>,
    offer: Offer,
    /// The time the player to move had left when a clean stop paused it.
    paused_left: Option<Duration>,
    /// Whether the result moves ratings (see [`rated::by_rules`]).
    rated: bool,
}

impl<W: Watcher> Match<W> {
    /// Rebuilds a match from the store, replaying and checking its moves.
    pub fn restore(game: StoredGame, now: Instant) -> Result<Match<W>, String> {
        let (w, h) = (game.width as usize, game.height as usize);
        let start = Position::parse(game.variant, w, h, &game.start)
            .map_err(|e| format!("bad start position: {e}"))?;
        for (i, m) in game.moves.iter().enumerate() {
            if m.ply as usize != i || m.seat as usize != i % 2 {
                return Err(format!("move {i} is out of order"));
            }
        }
        let rated = game.rated && rated::by_rules(game.width, game.height, &start);
        let paused_left = game
            .paused
            .filter(|&(ply, _)| ply as usize == game.moves.len())
            .map(|(_, left)| Duration::from_millis(left));
        let pos = Position::replay(&start, game.moves.iter().map(|m| m.mv))
            .map_err(|e| format!("a stored move is illegal: {e}"))?;
        Ok(Match {
            id: game.id,
            variant: game.variant,
            width: game.width,
            height: game.height,
            start_text: game.start,
            start,
            pos,
            first: game.first,
            attendance: Attendance::new(&game.seats, now),
            seats: game.seats,
            moves: game.moves,
            status: game.status,
            winner: game.winner,
            reason: game.reason,
            idle_since: (game.status == GameStatus::Finished).then_some(now),
            clock: None,
            // After a restart the turn begins again (after a clean stop,
            // `with_clock` gives back the time that was left instead):
            // nobody should lose to the server's downtime.
            turn_started: (game.status == GameStatus::Playing).then_some(now),
            paused_left,
            announced: Vec::new(),
            offer: game.rematched_as.map_or(Offer::None, Offer::Taken),
            rated,
        })
    }

    pub fn id(&self) -> GameId {
        self.id
    }

    pub fn status(&self) -> GameStatus {
        self.status
    }

    pub fn ply(&self) -> u32 {
        self.moves.len() as u32
    }

    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The human seat `name` holds.
    pub fn seat_of(&self, name: &str) -> Option<u8> {
        attendance::seat_of(&self.seats, name)
    }

    /// The seat whose turn it is.
    pub fn to_move(&self) -> u8 {
        (self.moves.len() % 2) as u8
    }

    /// Turns on the move clock.
    pub fn with_clock(mut self, clock: Option<MoveClock>) -> Self {
        self.clock = clock;
        if let (Some(c), Some(left), Some(began)) = (clock, self.paused_left, self.turn_started) {
            let used = c.timeout.saturating_sub(left);
            self.turn_started = Some(began.checked_sub(used).unwrap_or(began));
        }
        self
    }

    /// When the person to move loses by `timeout`, if a clock runs (a bot
    /// to move has none).
    pub fn turn_deadline(&self) -> Option<Instant> {
        let clock = self.clock?;
        if self.bot_to_move().is_some() || self.status != GameStatus::Playing {
            return None;
        }
        Some(clock.deadline(self.turn_started?))
    }

    /// [`Match::turn_deadline`] in milliseconds since the Unix epoch.
    pub fn turn_deadline_ms(&self) -> Option<u64> {
        Some(self.clock?.epoch_ms(self.turn_deadline()?))
    }

    /// The bot level to ask for a move now, if a bot is to move.
    pub fn bot_to_move(&self) -> Option<chomp_engine::Level> {
        if self.status != GameStatus::Playing {
            return None;
        }
        self.seats[self.to_move() as usize]
            .as_ref()
            .and_then(|s| s.level)
    }

    fn has_bot(&self) -> bool {
        self.seats.iter().flatten().any(|s| s.level.is_some())
    }

    /// Hints are given in games against bots and once a game is over.
    pub fn hints_allowed(&self) -> bool {
        self.has_bot() || self.status == GameStatus::Finished
    }

    /// Checks a hints request by `name`. Only the players may ask while the
    /// game runs (a spectator could otherwise pass them to a player, and a
    /// stranger could make the server search for nothing); once it is over
    /// anyone watching may study it.
    pub fn check_hints(&self, name: &str) -> Result<(), Refusal> {
        if self.status != GameStatus::Finished && self.seat_of(name).is_none() {
            return Err(Refusal::new(
                ErrorCode::NotAPlayer,
                "Only the players may ask for hints while the game runs.",
            ));
        }
        if !self.hints_allowed() {
            return Err(Refusal::new(
                ErrorCode::HintsRefused,
                "Hints are given only in games against bots and after a game is over.",
            ));
        }
        Ok(())
    }

    // ----- attendance -----

    pub fn watchers(&self) -> impl Iterator<Item = &W> {
        self.attendance.watchers()
    }

    /// Spectators are bounded per game so that one game cannot make every
    /// move cost an unbounded fan-out; players always get in.
    pub fn check_spectator_room(&self, w: &W, limit: usize) -> Result<(), Refusal> {
        if self.seat_of(w.name()).is_some() || self.attendance.contains(w.conn()) {
            return Ok(());
        }
        if self.attendance.spectators(&self.seats) >= limit {
            return Err(Refusal::new(
                ErrorCode::LimitReached,
                format!(
                    "Game {} already has {limit} spectators, the most allowed.",
                    self.id
                ),
            ));
        }
        Ok(())
    }

    pub fn attach(&mut self, w: W, now: Instant) {
        self.attendance.attach(w, &self.seats, now);
        self.idle_since = None;
    }

    pub fn detach(&mut self, conn: u64, now: Instant) {
        if self.attendance.detach(conn, &self.seats, now)
            && self.attendance.is_empty()
            && self.status == GameStatus::Finished
        {
            self.idle_since = Some(now);
        }
    }

    /// Whether `w` holds a seat but is not attached: a player who
    /// reconnected and sends a game request without `watch` first, who
    /// must get the full state before the answer.
    pub fn needs_attaching(&self, w: &W) -> bool {
        self.seat_of(w.name()).is_some() && !self.attendance.contains(w.conn())
    }

    // ----- requests, checked -----

    /// Checks a `join` by `name` (`hosted_bot` when its `hello` said
    /// `"bot": true`); `creator_first` settles a random first mover (the
    /// room flips the coin, so this stays deterministic).
    pub fn join(&self, name: &str, hosted_bot: bool, creator_first: bool) -> Result<Join, Refusal> {
        match self.status {
            GameStatus::Finished => return Err(Refusal::game_over()),
            GameStatus::Playing if self.seat_of(name).is_some() => return Ok(Join::Rejoin),
            GameStatus::Playing => {
                return Err(Refusal::new(
                    ErrorCode::SeatTaken,
                    "Both seats of this game are taken.",
                ))
            }
            GameStatus::Waiting => {}
        }
        let Some(creator) = self.seats[0].clone() else {
            return Err(Refusal::internal("the open game has no creator"));
        };
        if creator.name == name {
            return Err(Refusal::new(
                ErrorCode::SeatTaken,
                "You already sit in this game.",
            ));
        }
        let joiner = Seat::player(name, hosted_bot);
        let creator_first = match self.first {
            FirstMover::Me => true,
            FirstMover::Opponent => false,
            FirstMover::Random => creator_first,
        };
        let seats = if creator_first {
            [Some(creator), Some(joiner)]
        } else {
            [Some(joiner), Some(creator)]
        };
        Ok(Join::Start(Change::Start {
            seats,
            rated: self.rated,
        }))
    }

    /// Checks a `move` request of the player in `seat` at `ply`.
    pub fn check_move(&self, seat: u8, ply: u32, mv: Move) -> Result<MoveCheck, Refusal> {
        if let Some(m) = self.moves.get(ply as usize) {
            if m.seat == seat && m.mv == mv {
                // A resend after a lost acknowledgement: the same answer again.
                return Ok(MoveCheck::Resend(ply as usize));
            }
            return Err(Refusal::new(
                ErrorCode::StalePly,
                format!(
                    "Ply {ply} was already played; the game is at ply {}.",
                    self.moves.len()
                ),
            ));
        }
        match self.status {
            GameStatus::Finished => return Err(Refusal::game_over()),
            GameStatus::Waiting => {
                return Err(Refusal::new(
                    ErrorCode::NotYourTurn,
                    "The game waits for a second player.",
                ))
            }
            GameStatus::Playing => {}
        }
        if ply as usize != self.moves.len() {
            return Err(Refusal::new(
                ErrorCode::StalePly,
                format!("Ply {ply} is not the current ply {}.", self.moves.len()),
            ));
        }
        if seat != self.to_move() {
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "It is your opponent's turn.",
            ));
        }
        self.play(mv).map(MoveCheck::Play)
    }

    /// The move `mv` by the seat to move (a person's, checked above, or a
    /// bot's), with the result if it ends the game.
    pub fn play(&self, mv: Move) -> Result<Change, Refusal> {
        let seat = self.to_move();
        let mut next = self.pos.clone();
        let outcome = next.play(mv).map_err(|e| {
            Refusal::new(
                ErrorCode::IllegalMove,
                format!("That move is not possible: {e}."),
            )
        })?;
        let record = MoveRecord {
            ply: self.moves.len() as u32,
            seat,
            mv,
            removed: outcome.removed as u32,
        };
        let finish = outcome.over.map(|w| FinishedGame {
            winner: match w {
                Winner::Mover => seat,
                Winner::Opponent => 1 - seat,
            },
            reason: OverReason::Normal,
            rated: self.rated,
        });
        Ok(Change::Play {
            record,
            finish,
            after: Box::new(next),
        })
    }

    /// Checks a resignation of the player in `seat`.
    pub fn resign(&self, seat: u8) -> Result<Change, Refusal> {
        match self.status {
            GameStatus::Finished => Err(Refusal::game_over()),
            GameStatus::Waiting => Err(Refusal::new(
                ErrorCode::NotYourTurn,
                "The game has not started yet.",
            )),
            GameStatus::Playing => Ok(Change::Finish(self.ending(1 - seat, OverReason::Resign))),
        }
    }

    /// A result reached without a move. Before each player has made a move
    /// the game is aborted instead: no rating or record changes, so a
    /// throwaway name that resigns at once gives its opponent nothing.
    fn ending(&self, winner: u8, reason: OverReason) -> FinishedGame {
        if self.moves.len() < 2 {
            FinishedGame {
                winner,
                reason: OverReason::Aborted,
                rated: false,
            }
        } else {
            FinishedGame {
                winner,
                reason,
                rated: self.rated,
            }
        }
    }

    // ----- changes, applied after they were stored -----

    /// Applies a stored change; returns what to tell whom, in order.
    pub fn apply(&mut self, change: Change, now: Instant) -> Vec<Notice> {
        match change {
            Change::Start { seats, rated } => {
                self.seats = seats;
                self.rated = rated;
                self.status = GameStatus::Playing;
                self.turn_started = Some(now);
                self.attendance.update(&self.seats, now);
                vec![Notice::Listing, Notice::StateToAll]
            }
            Change::Play {
                record,
                finish,
                after,
            } => {
                self.pos = *after;
                self.moves.push(record);
                let finished = finish.is_some();
                self.turn_started = (!finished).then_some(now);
                let deadline = if finished {
                    None
                } else {
                    self.turn_deadline_ms()
                };
                self.announced.resize(self.moves.len() - 1, None);
                self.announced.push(deadline);
                let mut notices = vec![Notice::Broadcast(self.moved_frame(self.moves.len() - 1))];
                if let Some(f) = finish {
                    notices.extend(self.finish(f, now));
                }
                notices
            }
            Change::Finish(f) => self.finish(f, now),
            Change::Cancel => vec![Notice::Closed],
        }
    }

    fn finish(&mut self, f: FinishedGame, now: Instant) -> Vec<Notice> {
        self.status = GameStatus::Finished;
        self.turn_started = None;
        self.winner = Some(f.winner);
        self.reason = Some(f.reason);
        if self.attendance.is_empty() {
            self.idle_since = Some(now);
        }
        vec![
            Notice::Broadcast(ServerMsg::Over {
                game: self.id,
                winner: f.winner,
                reason: f.reason,
                rated: Some(f.rated),
            }),
            Notice::Listing,
            Notice::Finished,
        ]
    }

    // ----- deadlines -----

    /// When [`Match::expire`] is next due, if ever.
    pub fn next_deadline(&self, p: &Patience) -> Option<Instant> {
        match self.status {
            GameStatus::Playing => (0..2)
                .filter_map(|s| self.attendance.unattended_since(s))
                .map(|t| t + p.abandon_after)
                .chain(self.turn_deadline())
                .min(),
            GameStatus::Waiting => self
                .attendance
                .unattended_since(0)
                .map(|t| t + p.abandon_after),
            GameStatus::Finished => self.idle_since.map(|t| t + p.keep_finished),
        }
    }

    /// What the deadline that came at `now` means. A player who is online
    /// (on another screen of the client) has not left: their clock starts
    /// again instead.
    pub fn expire(&mut self, now: Instant, p: &Patience, online: impl Fn(&str) -> bool) -> Expiry {
        if self.turn_deadline().is_some_and(|d| d <= now) {
            // Out of time, connected or not.
            let seat = self.to_move();
            let change = Change::Finish(self.ending(1 - seat, OverReason::Timeout));
            return Expiry::Due {
                seat: seat as usize,
                change,
            };
        }
        let seat = match self.status {
            GameStatus::Finished => return Expiry::Evict,
            GameStatus::Waiting => 0,
            GameStatus::Playing => {
                let due = (0..2)
                    .filter(|&s| {
                        self.attendance
                            .unattended_since(s)
                            .is_some_and(|t| t + p.abandon_after <= now)
                    })
                    .min_by_key(|&s| self.attendance.unattended_since(s));
                match due {
                    Some(s) => s,
                    None => return Expiry::Nothing,
                }
            }
        };
        if self.seats[seat].as_ref().is_some_and(|s| online(&s.name)) {
            self.attendance.restart_clock(seat, now);
            return Expiry::Nothing;
        }
        let change = match self.status {
            GameStatus::Waiting => Change::Cancel,
            _ => Change::Finish(self.ending(1 - seat as u8, OverReason::Abandon)),
        };
        Expiry::Due { seat, change }
    }

    /// The store could not record an expiry: try again after the full wait.
    pub fn retry_later(&mut self, seat: usize, now: Instant) {
        if self.turn_deadline().is_some_and(|d| d <= now) {
            self.turn_started = Some(now);
        } else {
            self.attendance.restart_clock(seat, now);
        }
    }
}
