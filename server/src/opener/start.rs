//! The last steps of every opening: store the new game, then start its
//! room with the opener's first request for it.

use std::sync::Arc;

use chomp_protocol::{ErrorCode, GameId};

use crate::context::Shared;
use crate::mailbox::RoomCmd;
use crate::model::{NewGame, StoredGame};
use crate::refusal::Refusal;
use crate::room::{own, spawn_room_with};
use crate::shutdown::Shutdown;
use crate::store::StoreError;

/// Stores a new game and starts its room, which handles `first` (the
/// opener's `watch`) before anything else.
pub(super) async fn store_and_start(
    shared: &Arc<Shared>,
    new: NewGame,
    first: RoomCmd,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let id = store_game(shared, &new).await?;
    start_room(shared, id, new, first, shutdown).await?;
    Ok(id)
}

/// Stores a new game; its id.
pub(super) async fn store_game(shared: &Shared, new: &NewGame) -> Result<GameId, Refusal> {
    shared
        .store
        .insert_game(new.clone())
        .await
        .map_err(|e| match e {
            StoreError::Rematched { existing, .. } => Refusal::new(
                ErrorCode::BadRequest,
                format!("This game was rematched already, as game {existing}."),
            ),
            e => {
                tracing::error!("cannot store a new game: {e}");
                Refusal::new(
                    ErrorCode::Internal,
                    "The game could not be stored; nothing changed.",
                )
            }
        })
}

/// Starts the room of a game just stored.
pub(super) async fn start_room(
    shared: &Arc<Shared>,
    id: GameId,
    new: NewGame,
    first: RoomCmd,
    shutdown: &Shutdown,
) -> Result<(), Refusal> {
    if !own(shared, id).await? {
        return Err(Refusal::new(
            ErrorCode::Internal,
            "The game could not be started.",
        ));
    }
    let game = StoredGame::opened(id, new);
    spawn_room_with(shared, game, shutdown.clone(), 0, Some(first))
        .ok_or_else(|| Refusal::new(ErrorCode::Internal, "The game could not be started."))?;
    Ok(())
}
