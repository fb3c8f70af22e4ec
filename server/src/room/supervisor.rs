//! Starting rooms: from a stored game, on demand for a request, and again
//! after a panic (the store still holds every accepted move). The entry
//! points take the server's `Shared` (they are how the rest of the server
//! reaches rooms); a room and its watch over a panic hold only the few
//! handles rooms use ([`RoomHandles`]).

use std::sync::Arc;

use chomp_protocol::{ErrorCode, GameId};
use tokio::sync::mpsc;

use super::actor::Room;
use super::handles::RoomHandles;
use crate::actors::ActorKey;
use crate::context::Shared;
use crate::mailbox::{RoomCmd, RoomTx};
use crate::model::StoredGame;
use crate::placement::Placement;
use crate::refusal::Refusal;
use crate::shutdown::Shutdown;

/// How many commands may wait for a room.
const ROOM_QUEUE: usize = 256;

/// A crashed room is reloaded from the store at most this many times.
const MAX_RESTARTS: u32 = 3;

/// Starts the actor of a stored game and lists it in the lobby; returns its
/// channel (or the channel of the room already running for that id).
pub fn spawn_room(
    shared: &Arc<Shared>,
    game: StoredGame,
    shutdown: Shutdown,
    restarts: u32,
) -> Option<RoomTx> {
    spawn_room_with(shared, game, shutdown, restarts, None)
}

/// Like [`spawn_room`], with a command handled before anything else (the
/// creator's `watch`, so the `game` frame precedes a bot's first `moved`).
pub fn spawn_room_with(
    shared: &Arc<Shared>,
    game: StoredGame,
    shutdown: Shutdown,
    restarts: u32,
    first: Option<RoomCmd>,
) -> Option<RoomTx> {
    spawn(&RoomHandles::of(shared), game, shutdown, restarts, first)
}

/// Starts a room over its handles (also what a panic's reload uses: the
/// watch over a room holds no more than the room does).
fn spawn(
    handles: &Arc<RoomHandles>,
    game: StoredGame,
    shutdown: Shutdown,
    restarts: u32,
    first: Option<RoomCmd>,
) -> Option<RoomTx> {
    let id = game.id;
    let (tx, rx) = mpsc::channel(ROOM_QUEUE);
    let room = match Room::restore(handles.clone(), game, tx.clone(), shutdown.clone()) {
        Ok(room) => room,
        Err(e) => {
            tracing::error!("cannot restore game {id}: {e}");
            disown(handles, id);
            return None;
        }
    };
    if !handles.hub.register_room(tx.clone(), room.summary()) {
        disown(handles, id);
        return handles.hub.room(id);
    }
    let task = tokio::spawn(room.run(rx, first));
    let (handles, room_tx) = (handles.clone(), tx.clone());
    tokio::spawn(async move {
        let ended = task.await;
        disown(&handles, id);
        let Err(e) = ended else { return };
        if !e.is_panic() {
            return;
        }
        // A panic ends only this match; the store still holds every accepted move.
        tracing::error!("game {id} crashed: {e}");
        handles.hub.remove_room(id, &room_tx);
        if restarts >= MAX_RESTARTS || shutdown.is_signalled() {
            return;
        }
        tracing::info!("reloading game {id} from the database");
        match load(&handles, id, shutdown, restarts + 1).await {
            Ok(_) => {}
            // Gone from the store (cancelled): nothing to reload.
            Err(e) if e.code == ErrorCode::NoSuchGame => {}
            Err(e) => tracing::error!("cannot reload game {id}: {}", e.message),
        }
    });
    Some(tx)
}

/// Takes the right to run a game's room: on one node always granted; in a
/// cluster, one more count of the game's advisory lock, which the room
/// gives back when it ends ([`disown`]). False: another node runs it.
pub async fn own(shared: &Arc<Shared>, id: GameId) -> Result<bool, Refusal> {
    own_with(shared.placement(), id).await
}

async fn own_with(placement: Option<&Arc<dyn Placement>>, id: GameId) -> Result<bool, Refusal> {
    match placement {
        None => Ok(true),
        Some(placement) => placement.own(ActorKey::game(id)).await,
    }
}

/// Gives back what [`own`] took, once the room that needed it is gone.
fn disown(handles: &RoomHandles, id: GameId) {
    if let Some(placement) = &handles.placement {
        placement.disown(ActorKey::game(id));
    }
}

/// Starts the room of a stored game (if this node may run it).
async fn load(
    handles: &Arc<RoomHandles>,
    id: GameId,
    shutdown: Shutdown,
    restarts: u32,
) -> Result<RoomTx, Refusal> {
    if !own_with(handles.placement.as_ref(), id).await? {
        return Err(Refusal::no_such_game());
    }
    let game = match handles.store.load_game(id).await {
        Ok(Some(game)) => game,
        Ok(None) => {
            disown(handles, id);
            return Err(Refusal::no_such_game());
        }
        Err(e) => {
            disown(handles, id);
            return Err(Refusal::store(e));
        }
    };
    spawn(handles, game, shutdown, restarts, None).ok_or_else(Refusal::no_such_game)
}

/// Sends a command to a game's room, loading a stored game on demand (and
/// again if the room was just closing when the command arrived). A
/// request that only a running room can act on is answered without one.
pub async fn deliver(
    shared: &Arc<Shared>,
    shutdown: &Shutdown,
    id: GameId,
    cmd: RoomCmd,
) -> Result<(), Refusal> {
    if let Some(placement) = shared.placement() {
        return placement.deliver(id, cmd).await;
    }
    let cmd = match cmd.needing_room(shared.hub.room(id).is_some(), id) {
        Some(cmd) => cmd,
        None => return Ok(()),
    };
    let mut cmd = cmd;
    for _ in 0..2 {
        let room = match shared.hub.room(id) {
            Some(room) => room,
            None => load(&RoomHandles::of(shared), id, shutdown.clone(), 0).await?,
        };
        match room.send(cmd).await {
            Ok(()) => return Ok(()),
            Err(mpsc::error::SendError(back)) => {
                shared.hub.remove_room(id, &room);
                cmd = back;
            }
        }
    }
    Err(Refusal::closing())
}
