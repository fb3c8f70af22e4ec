//! Opening games: checking what `create` (or `rematch`) asks for, storing
//! the new game and starting its room.

use std::sync::Arc;

use chomp_engine::{Position, Variant};
use chomp_protocol::{ErrorCode, FirstMover, GameId, GameStatus, Opponent, Start};

use crate::context::Shared;
use crate::peer::Peer;
use crate::room::{spawn_room, Re, Refusal, RoomCmd};
use crate::shutdown::Shutdown;
use crate::store::{GameRow, NewGame, SeatRow};

/// What a new game should be.
#[derive(Clone, Debug)]
pub struct GameSpec {
    pub variant: Variant,
    pub width: u32,
    pub height: u32,
    pub start: Start,
    pub first: FirstMover,
    pub opponent: Opponent,
}

/// Reads the variant name of a `create`.
pub fn parse_variant(text: &str) -> Result<Variant, Refusal> {
    text.parse().map_err(|_| {
        (
            ErrorCode::BadRequest,
            format!(
                "\"{}\" is not a variant; use chomp or ichomp.",
                text.chars().take(20).collect::<String>()
            ),
        )
    })
}

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
    if spec.opponent == Opponent::Human
        && shared.hub.open_games_of(&peer.name) >= shared.config.max_open_games
    {
        return Err((
            ErrorCode::LimitReached,
            format!(
                "You already have {} games waiting for an opponent.",
                shared.config.max_open_games
            ),
        ));
    }
    let me = Some(SeatRow::human(&peer.name));
    let (seats, status) = match spec.opponent {
        Opponent::Human => ([me, None], GameStatus::Waiting),
        Opponent::Bot { level } => {
            let bot = Some(SeatRow::bot(level));
            let me_first = match spec.first {
                FirstMover::Me => true,
                FirstMover::Opponent => false,
                FirstMover::Random => rand::random::<bool>(),
            };
            let seats = if me_first { [me, bot] } else { [bot, me] };
            (seats, GameStatus::Playing)
        }
    };
    let first = match spec.first {
        FirstMover::Me => "me",
        FirstMover::Opponent => "opponent",
        FirstMover::Random => "random",
    };
    let new = NewGame {
        variant: spec.variant.as_str().to_string(),
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: first.to_string(),
        seats: seats.clone(),
        status,
    };
    let id = shared.store.insert_game(new.clone()).await.map_err(|e| {
        tracing::error!("cannot store a new game: {e}");
        (
            ErrorCode::Internal,
            "The game could not be stored; nothing changed.".to_string(),
        )
    })?;
    let row = GameRow {
        id,
        variant: new.variant,
        width: new.width,
        height: new.height,
        start: new.start,
        first: new.first,
        seats,
        status,
        winner: None,
        reason: None,
        moves: Vec::new(),
        finished_at: None,
    };
    let room = spawn_room(shared, row, shutdown.clone(), 0).ok_or_else(|| {
        (
            ErrorCode::Internal,
            "The game could not be started.".to_string(),
        )
    })?;
    tracing::info!("{} opened game {id}", peer.name);
    room.send(RoomCmd::Watch {
        peer: peer.clone(),
        re,
    })
    .await
    .map_err(|_| (ErrorCode::Internal, "The game stopped at once.".to_string()))?;
    Ok(id)
}

fn start_position(spec: &GameSpec) -> Result<Position, Refusal> {
    let (w, h) = (spec.width as usize, spec.height as usize);
    Position::check_size(spec.variant, w, h).map_err(|e| {
        (
            ErrorCode::BadSize,
            format!("That board size is not allowed: {e}."),
        )
    })?;
    match &spec.start {
        Start::Full => Position::full(spec.variant, w, h).map_err(|e| {
            (
                ErrorCode::BadSize,
                format!("That board size is not allowed: {e}."),
            )
        }),
        Start::Random => Position::random(spec.variant, w, h, &mut rand::rng()).map_err(|e| {
            (
                ErrorCode::BadSize,
                format!("That board size is not allowed: {e}."),
            )
        }),
        Start::Position(text) => Position::parse(spec.variant, w, h, text).map_err(|e| {
            (
                ErrorCode::BadPosition,
                format!("That start position is not usable: {e}."),
            )
        }),
    }
}
