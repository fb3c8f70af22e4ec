//! The game of an accepted challenge.

use std::sync::Arc;

use chomp_protocol::{FirstMover, GameId, GameStatus};

use super::start::store_and_start;
use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::matchmaking::{check_unfinished, start_position};
use crate::model::{GameSpec, NewGame, Seat};
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::repeats::rated_at_start;
use crate::room::deliver;
use crate::shutdown::Shutdown;

/// Opens the game of an accepted challenge, both seats taken (`first` as
/// the challenger chose it) and rated by the rules of any game between
/// two people: the accepter gets the `game` frame answering `re`, the
/// challenger gets it pushed.
pub async fn open_challenge(
    shared: &Arc<Shared>,
    challenger: &Peer,
    accepter: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    let start = start_position(&spec)?;
    check_unfinished(shared, &challenger.name, None)?;
    check_unfinished(shared, &accepter.name, None)?;
    let them = Some(Seat::player(&challenger.name, challenger.bot));
    let me = Some(Seat::player(&accepter.name, accepter.bot));
    let challenger_first = match spec.first {
        FirstMover::Me => true,
        FirstMover::Opponent => false,
        FirstMover::Random => rand::random::<bool>(),
    };
    let seats = if challenger_first {
        [them, me]
    } else {
        [me, them]
    };
    let rated = rated_at_start(
        shared,
        &seats,
        rated_by_rules(spec.width, spec.height, &start),
    )
    .await?;
    let new = NewGame {
        variant: spec.variant,
        width: spec.width,
        height: spec.height,
        start: start.to_string(),
        first: FirstMover::Me,
        seats,
        status: GameStatus::Playing,
        rated,
        rematch_of: None,
        code: None,
    };
    let watch = RoomCmd::request(accepter.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    let watch = RoomCmd::request(challenger.clone(), None, GameRequest::Watch);
    if let Err(r) = deliver(shared, shutdown, id, watch).await {
        tracing::warn!("game {id}: cannot show it to its challenger: {}", r.message);
    }
    tracing::info!(
        "{} accepted {}'s challenge: game {id}",
        accepter.name,
        challenger.name
    );
    Ok(id)
}
