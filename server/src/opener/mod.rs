//! The one service that opens games: it stores a new game and starts its
//! room, for `create`, for a rematch against a bot, and for the rematch two
//! people agreed on. A request handler calls it directly (no room exists
//! yet); a room asks through its queue ([`OpenAsk`], sent on
//! `Shared::opener`) and gets the outcome back as a message
//! ([`RoomCmd::Rematched`]), so no room ever waits for another room to be
//! stored, locked and started, and the rooms do not use this module.
//! A tournament's pairings are opened here too ([`OpenAsk::Pairing`]).

mod challenge;
mod new_game;
mod pairing;
mod rematch;
mod start;

use std::sync::Arc;

use crate::context::Shared;
use crate::mailbox::{OpenAsk, OpenerRx};
use crate::shutdown::Shutdown;

pub use challenge::open_challenge;
pub use new_game::{open_game, open_private};
use pairing::{open_pairing, Pairing};
use rematch::{open_rematch, tell, Agreed};

/// Serves the rooms' asks until shutdown, each in a task of its own, so a
/// slow database write for one rematch holds up no other.
pub async fn serve(shared: Arc<Shared>, mut asks: OpenerRx, mut shutdown: Shutdown) {
    loop {
        let ask = tokio::select! {
            ask = asks.recv() => ask,
            _ = shutdown.signalled() => return,
        };
        let Some(ask) = ask else { return };
        let (shared, stop) = (shared.clone(), shutdown.clone());
        tokio::spawn(async move { answer(&shared, ask, &stop).await });
    }
}

/// Opens what a room asked for; refusals go to the requester.
async fn answer(shared: &Arc<Shared>, ask: OpenAsk, shutdown: &Shutdown) {
    match ask {
        OpenAsk::BotRematch { peer, re, spec } => {
            if let Err(r) = open_game(shared, &peer, spec, re.clone(), shutdown).await {
                peer.send(&r.reply(re));
            }
        }
        OpenAsk::Agreed {
            from,
            room,
            spec,
            seats,
            accepter,
            re,
            offerers,
        } => {
            let agreed = Agreed {
                from,
                room: &room,
                spec,
                seats,
                accepter: (&accepter, re.clone()),
                offerers,
            };
            if let Err((r, stored)) = open_rematch(shared, agreed, shutdown).await {
                accepter.send(&r.reply(re));
                if !stored {
                    tell(&room, None).await;
                }
            }
        }
        OpenAsk::Pairing {
            tournament,
            slot,
            game,
            peers,
        } => {
            let pairing = Pairing {
                tournament,
                slot: &slot,
                game,
                peers,
            };
            let opened = open_pairing(shared, pairing, shutdown).await;
            shared.tournaments.opened(tournament, slot, opened);
        }
    }
}
