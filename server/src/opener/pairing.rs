//! A tournament's pairing, opened like any game between its two players.

use std::sync::Arc;

use chomp_protocol::{GameId, TournamentId};

use crate::context::Shared;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::model::{NewGame, StoredGame};
use crate::peer::Peer;
use crate::repeats::rated_at_start;
use crate::room::{deliver, own, spawn_room_with};
use crate::shutdown::Shutdown;

/// A tournament's pairing to open.
pub(super) struct Pairing<'a> {
    pub tournament: TournamentId,
    pub slot: &'a str,
    pub game: NewGame,
    pub peers: Vec<Peer>,
}

/// Opens a tournament's pairing: rated as any game between the two would
/// be, stored with its slot (a slot made already stores nothing and
/// opens nothing), bound to its tournament before its room starts (so
/// its frames say `tournament` and its end reaches the tournament), and
/// shown to the players following the tournament. The game, if stored.
pub(super) async fn open_pairing(
    shared: &Arc<Shared>,
    pairing: Pairing<'_>,
    shutdown: &Shutdown,
) -> Option<GameId> {
    let Pairing {
        tournament,
        slot,
        mut game,
        peers,
    } = pairing;
    game.rated = match rated_at_start(shared, &game.seats, game.rated).await {
        Ok(rated) => rated,
        Err(r) => {
            tracing::warn!(
                "tournament {tournament}: cannot rate a pairing: {}",
                r.message
            );
            return None;
        }
    };
    let id = match shared
        .store
        .insert_pairing(tournament, slot.to_string(), game.clone())
        .await
    {
        Ok(Some(id)) => id,
        Ok(None) => return None,
        Err(e) => {
            tracing::warn!("tournament {tournament}: cannot store a pairing: {e}");
            return None;
        }
    };
    shared.tournaments.bind(id, tournament);
    let started = match own(shared, id).await {
        Ok(true) => spawn_room_with(
            shared,
            StoredGame::opened(id, game),
            shutdown.clone(),
            0,
            None,
        )
        .is_some(),
        _ => false,
    };
    if !started {
        tracing::error!("tournament {tournament}: game {id} could not be started");
        return Some(id);
    }
    for peer in peers {
        let watch = RoomCmd::request(peer, None, GameRequest::Watch);
        if let Err(r) = deliver(shared, shutdown, id, watch).await {
            tracing::warn!("game {id}: cannot show the pairing: {}", r.message);
        }
    }
    tracing::info!("tournament {tournament}: pairing {slot} is game {id}");
    Some(id)
}
