//! Opening a game: storing it and starting its room, for `create`, for a
//! rematch against a bot, and for a rematch two players agreed on (which
//! a room opens, so this lives beside the rooms and the checks stay in
//! `crate::matchmaking`, which knows nothing of rooms).

use std::sync::Arc;

use chomp_protocol::{ErrorCode, FirstMover, GameId, GameStatus, Opponent};

use super::supervisor::{deliver, own, spawn_room_with};
use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::matchmaking::{check_bot_load, check_unfinished, start_position};
use crate::model::{GameSpec, NewGame, Seat, Seats, StoredGame};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::shutdown::Shutdown;

/// Opens a game for `peer`; the creator gets the `game` frame (answering
/// `re`), and against a bot play starts at once.
pub async fn open_game(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let start = start_position(&spec)?;
    check_unfinished(shared, &peer.name, None)?;
    check_bot_load(shared, &peer.name, &spec)?;
    if spec.opponent == Opponent::Human
        && shared.hub.open_games_of(&peer.name) >= shared.config.max_open_games
    {
        return Err(Refusal::new(
            ErrorCode::LimitReached,
            format!(
                "You already have {} games waiting for an opponent.",
                shared.config.max_open_games
            ),
        ));
    }
    let me = Some(Seat::player(&peer.name, peer.bot));
    let (seats, status) = match spec.opponent {
        Opponent::Human => ([me, None], GameStatus::Waiting),
        Opponent::Bot { level } => {
            let bot = Some(Seat::bot(level));
            let me_first = match spec.first {
                FirstMover::Me => true,
                FirstMover::Opponent => false,
                FirstMover::Random => rand::random::<bool>(),
            };
            let seats = if me_first { [me, bot] } else { [bot, me] };
            (seats, GameStatus::Playing)
        }
    };
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: spec.first,
        seats,
        status,
        rated: rated_by_rules(spec.width, spec.height, &start),
    };
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    tracing::info!("{} opened game {id}", peer.name);
    Ok(id)
}

/// Opens the rematch two players agreed on, with both seats taken (so
/// nobody else can sit down): `accepter` gets the `game` frame answering
/// `re`, each connection of the player who offered gets it pushed.
pub async fn open_rematch(
    shared: &Arc<Shared>,
    spec: &GameSpec,
    seats: Seats,
    accepter: (&Peer, Re),
    offerers: Vec<Peer>,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let start = start_position(spec)?;
    for seat in seats.iter().flatten() {
        check_unfinished(shared, &seat.name, None)?;
    }
    let by_rules = rated_by_rules(spec.width, spec.height, &start);
    let rated = crate::repeats::rated_at_start(shared, &seats, by_rules).await?;
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: FirstMover::Me,
        seats,
        status: GameStatus::Playing,
        rated,
    };
    let (peer, re) = accepter;
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    for other in offerers {
        let watch = RoomCmd::request(other, None, GameRequest::Watch);
        if let Err(r) = deliver(shared, shutdown, id, watch).await {
            tracing::warn!(
                "game {id}: cannot show the rematch to its offerer: {}",
                r.message
            );
        }
    }
    tracing::info!("{} accepted a rematch: game {id}", peer.name);
    Ok(id)
}

/// Stores a new game and starts its room, which handles `first` (the
/// opener's `watch`) before anything else.
async fn store_and_start(
    shared: &Arc<Shared>,
    new: NewGame,
    first: RoomCmd,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let id = shared.store.insert_game(new.clone()).await.map_err(|e| {
        tracing::error!("cannot store a new game: {e}");
        Refusal::new(
            ErrorCode::Internal,
            "The game could not be stored; nothing changed.",
        )
    })?;
    if !own(shared, id).await? {
        return Err(Refusal::new(
            ErrorCode::Internal,
            "The game could not be started.",
        ));
    }
    let game = StoredGame::opened(id, new);
    spawn_room_with(shared, game, shutdown.clone(), 0, Some(first))
        .ok_or_else(|| Refusal::new(ErrorCode::Internal, "The game could not be started."))?;
    Ok(id)
}
