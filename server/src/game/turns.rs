//! A match's requests, checked: join, move and resign each give a change to
//! store (or a refusal) and change nothing themselves.

use chomp_engine::{Move, Winner};
use chomp_protocol::{ErrorCode, FirstMover, GameStatus, MoveRecord, OverReason};

use super::{Change, Join, Match, MoveCheck, Watcher};
use crate::model::{FinishedGame, Seat};
use crate::refusal::Refusal;

impl<W: Watcher> Match<W> {
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
    pub(super) fn ending(&self, winner: u8, reason: OverReason) -> FinishedGame {
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
}
