//! The rematch two people agreed on, linked to its finished game in the
//! store once, and the finished game's room told of it.

use std::sync::Arc;

use chomp_protocol::{FirstMover, GameId, GameStatus};

use super::start::{start_room, store_game};
use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::{GameRequest, RoomCmd, RoomTx};
use crate::matchmaking::{check_unfinished, start_position};
use crate::model::{GameSpec, NewGame, Seats};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::repeats::rated_at_start;
use crate::room::deliver;
use crate::shutdown::Shutdown;

/// Tells the finished game's room the outcome of the rematch it asked for
/// (it holds the offer as opening meanwhile). The message must arrive: a
/// send that waits for room in the queue, not one that may be dropped. A
/// room that ended meanwhile reloads the link from the store.
pub(super) async fn tell(room: &RoomTx, game: Option<GameId>) {
    let _ = room.send(RoomCmd::Rematched(game)).await;
}

/// The rematch two players agreed on.
pub(super) struct Agreed<'a> {
    /// The finished game it rematches (linked in the store, once).
    pub from: GameId,
    /// That game's room, told as soon as the link is stored.
    pub room: &'a RoomTx,
    pub spec: GameSpec,
    pub seats: Seats,
    pub accepter: (&'a Peer, Re),
    pub offerers: Vec<Peer>,
}

/// Opens the rematch two players agreed on, with both seats taken (so
/// nobody else can sit down): the accepter gets the `game` frame answering
/// its request, each connection of the player who offered gets it pushed.
/// The finished game's room learns of it once the link is stored, before
/// anyone sees the new game, so a `rematch` sent after that is refused.
/// A refusal says whether the rematch was stored (and the room told).
pub(super) async fn open_rematch(
    shared: &Arc<Shared>,
    agreed: Agreed<'_>,
    shutdown: &Shutdown,
) -> Result<GameId, (Refusal, bool)> {
    let Agreed {
        from,
        room,
        spec,
        mut seats,
        accepter,
        offerers,
    } = agreed;
    shared.guests.mark(&mut seats);
    let unstored = |r| (r, false);
    let start = start_position(&spec).map_err(unstored)?;
    for seat in seats.iter().flatten() {
        check_unfinished(shared, &seat.name, None).map_err(unstored)?;
    }
    let by_rules = rated_by_rules(spec.width, spec.height, &start);
    let rated = rated_at_start(shared, &seats, by_rules)
        .await
        .map_err(unstored)?;
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: FirstMover::Me,
        seats,
        status: GameStatus::Playing,
        rated,
        rematch_of: Some(from),
        code: None,
    };
    let (peer, re) = accepter;
    let id = store_game(shared, &new).await.map_err(unstored)?;
    tell(room, Some(id)).await;
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    start_room(shared, id, new, watch, shutdown)
        .await
        .map_err(|r| (r, true))?;
    for other in offerers {
        let watch = RoomCmd::request(other, None, GameRequest::Watch);
        if let Err(r) = deliver(shared, shutdown, id, watch).await {
            tracing::warn!(
                "game {id}: cannot show the rematch to its offerer: {}",
                r.message
            );
        }
    }
    tracing::info!("{} accepted a rematch of game {from}: game {id}", peer.name);
    Ok(id)
}
