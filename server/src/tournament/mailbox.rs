//! What a tournament's actor can be told, and the channel to it. A leaf:
//! the request handlers, the opener and the rooms send here without
//! depending on the actor.
//!
//! The queue is unbounded so that nobody ever waits on a tournament: a
//! room that finished a pairing's game tells it and goes on, and the
//! opener answers a pairing the same way. What arrives is bounded by the
//! games the tournament itself opened and by the rate-limited requests
//! of its entrants.

use chomp_protocol::GameId;
use tokio::sync::mpsc;

use crate::peer::Peer;
use crate::refusal::Re;
use crate::store::PairingOutcome;

/// The sending side of a tournament's queue.
pub type TourTx = mpsc::UnboundedSender<TourCmd>;

/// The receiving side.
pub type TourRx = mpsc::UnboundedReceiver<TourCmd>;

/// A message for one tournament.
#[derive(Debug)]
pub enum TourCmd {
    /// `tournament_join`.
    Join { peer: Peer, re: Re },
    /// `tournament_leave`.
    Leave { peer: Peer, re: Re },
    /// `tournament_watch` (and the answer to `tournament_create`).
    Watch { peer: Peer, re: Re },
    /// The opener's answer to a pairing it was asked to open: its game,
    /// or `None` when it could not be opened (or the slot was paired).
    Opened { slot: String, game: Option<GameId> },
    /// A pairing's room finished its game.
    GameOver {
        game: GameId,
        outcome: PairingOutcome,
    },
}
