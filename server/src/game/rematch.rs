//! Rematches of a finished game. Against a bot a rematch opens at once;
//! between two players it is an offer to the same opponent only, which the
//! opponent accepts by asking for a rematch too. So a third party never
//! takes a seat (the new game opens with both seats filled), two crossing
//! offers make one game (the room handles them one after the other: the
//! second accepts the first), and a finished game is rematched once.

use chomp_protocol::{ErrorCode, FirstMover, GameId, GameStatus, Opponent, ServerMsg, Start};

use super::offer::Offer;
use super::{Match, Watcher};
use crate::model::{GameSpec, Seat, Seats};
use crate::refusal::Refusal;

/// What a `rematch` request means now.
#[derive(Debug, PartialEq)]
pub enum RematchCheck {
    /// Against a bot: open this game for the requester at once.
    Open(GameSpec),
    /// A new offer by this seat (or the same offer again, `fresh` false).
    Offer { by: u8, fresh: bool },
    /// The opponent offered already: open this game with both seats taken
    /// (seats swapped), and tell both.
    Accept { spec: GameSpec, seats: Seats },
}

impl<W: Watcher> Match<W> {
    /// What a rematch opens: same variant, size, start and opponent;
    /// whoever moved second last time moves first now.
    pub fn rematch(&self, name: &str) -> Result<GameSpec, Refusal> {
        let Some(seat) = self.seat_of(name) else {
            return Err(Refusal::new(
                ErrorCode::NotAPlayer,
                "You did not play in this game.",
            ));
        };
        if self.status != GameStatus::Finished {
            return Err(Refusal::new(
                ErrorCode::BadRequest,
                "A rematch needs a finished game.",
            ));
        }
        Ok(GameSpec {
            variant: self.variant,
            width: self.width,
            height: self.height,
            start: Start::Position(self.start_text.clone()),
            first: if seat == 1 {
                FirstMover::Me
            } else {
                FirstMover::Opponent
            },
            opponent: match &self.seats[1 - seat as usize] {
                Some(Seat {
                    level: Some(level), ..
                }) => Opponent::Bot { level: *level },
                _ => Opponent::Human,
            },
        })
    }

    /// Checks a `rematch` by `name`.
    pub fn check_rematch(&self, name: &str) -> Result<RematchCheck, Refusal> {
        let spec = self.rematch(name)?;
        if spec.opponent != Opponent::Human {
            return Ok(RematchCheck::Open(spec));
        }
        let Some(seat) = self.seat_of(name) else {
            return Err(Refusal::not_a_player());
        };
        match self.offer {
            Offer::Taken(game) => Err(Refusal::new(
                ErrorCode::BadRequest,
                format!("This game was rematched already, as game {game}."),
            )),
            Offer::Open { by } if by == seat => Ok(RematchCheck::Offer { by, fresh: false }),
            Offer::Opening { by } => Ok(RematchCheck::Offer { by, fresh: false }),
            Offer::Open { .. } => Ok(RematchCheck::Accept {
                spec,
                seats: [self.seats[1].clone(), self.seats[0].clone()],
            }),
            Offer::None => Ok(RematchCheck::Offer {
                by: seat,
                fresh: true,
            }),
        }
    }

    /// Records an offer by `by`; the frame that tells the watchers.
    pub fn offer_rematch(&mut self, by: u8) -> ServerMsg {
        self.offer = Offer::Open { by };
        self.offer_frame(by, false)
    }

    /// Records that the standing offer was accepted and the rematch is
    /// being opened.
    pub fn opening_rematch(&mut self) {
        if let Offer::Open { by } = self.offer {
            self.offer = Offer::Opening { by };
        }
    }

    /// Records the opener's outcome: the rematch opened as `game` (no
    /// further offer), or (`None`) it failed and the offer stands again.
    pub fn rematched(&mut self, game: Option<GameId>) {
        self.offer = match (game, self.offer) {
            (Some(game), _) => Offer::Taken(game),
            (None, Offer::Opening { by }) => Offer::Open { by },
            (None, other) => other,
        };
    }

    /// The name of the player in a human seat.
    pub fn seat_name(&self, seat: u8) -> Option<String> {
        let s = self.seats.get(seat as usize)?.as_ref()?;
        s.connects().then(|| s.name.clone())
    }

    /// The seat whose offer stands, if one does.
    pub fn open_offer(&self) -> Option<u8> {
        match self.offer {
            Offer::Open { by } => Some(by),
            _ => None,
        }
    }

    /// Withdraws a standing offer when `left`, a connection of `name`, was
    /// the last one of either player (they left the game or lost the
    /// connection); the frame that says so.
    pub fn lapse_offer(&mut self, name: &str) -> Option<ServerMsg> {
        let by = self.open_offer()?;
        let seat = self.seat_of(name)?;
        // Still attended: the offer stands.
        self.attendance.unattended_since(seat as usize)?;
        self.offer = Offer::None;
        Some(self.offer_frame(by, true))
    }

    fn offer_frame(&self, by: u8, lapsed: bool) -> ServerMsg {
        ServerMsg::RematchOffer {
            game: self.id,
            by,
            lapsed,
        }
    }
}
