//! The rules of one match, with no tasks, sockets or database: seats,
//! turns, plies, idempotent resends, finishing, abandonment and the idle
//! deadlines. Every request is first *checked* against the state, giving a
//! [`Change`] (or a refusal); the room stores the change and only then
//! *applies* it, which returns the [`Notice`]s to send. A refused write
//! therefore changes nothing, and an acknowledged one is on disk.

mod attendance;
mod change;
mod clock;
mod expiry;
mod offer;
mod rated;
pub mod rematch;
mod turns;
mod views;

#[cfg(test)]
mod tests;

use std::time::{Duration, Instant};

use chomp_engine::{Position, Variant};
use chomp_protocol::{
    ErrorCode, FirstMover, GameId, GameStatus, MoveRecord, OverReason, ServerMsg,
};

pub use attendance::{Attendance, Watcher};
pub use change::{Change, Expiry, Join, MoveCheck, Notice, Patience};
pub use clock::MoveClock;
use offer::Offer;
pub use rated::by_rules as rated_by_rules;
pub use rated::{has_guest, GUEST as UNRATED_GUEST};

use crate::model::{FinishedGame, Seats, StoredGame};
use crate::refusal::Refusal;

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
    /// When a finished game was last attended to: its end, the last
    /// connection that came or went, the last request. It is forgotten
    /// (reloaded on demand) `keep_finished` later, watched or not: a
    /// connection that never leaves, like a hosted bot that stays attached
    /// to every game it played, held them all (22,000 games, 240 MB, in 90
    /// seconds of the bot ladder).
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
        self.touch(now);
    }

    pub fn detach(&mut self, conn: u64, now: Instant) {
        if self.attendance.detach(conn, &self.seats, now) {
            self.touch(now);
        }
    }

    /// Someone attended to the game: a finished one stays in memory
    /// `keep_finished` from now.
    pub fn touch(&mut self, now: Instant) {
        if self.status == GameStatus::Finished {
            self.idle_since = Some(now);
        }
    }

    /// Whether `w` holds a seat but is not attached: a player who
    /// reconnected and sends a game request without `watch` first, who
    /// must get the full state before the answer.
    pub fn needs_attaching(&self, w: &W) -> bool {
        self.seat_of(w.name()).is_some() && !self.attendance.contains(w.conn())
    }

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
        self.idle_since = Some(now);
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
}
