//! Requests about one game. Opening one is done here (it has no room
//! yet); everything else goes to the game's room, loaded on demand.

use chomp_engine::Move;
use chomp_protocol::{FirstMover, GameId, Opponent, Reply, ServerMsg, Start};
use tokio::sync::oneshot;

use super::Session;
use crate::mailbox::RoomCmd;
use crate::matchmaking;
use crate::model::GameSpec;
use crate::peer::Peer;
use crate::refusal::{Re, Refusal};
use crate::room;

/// The fields of a `create` request, as sent.
pub struct CreateForm {
    pub variant: String,
    pub width: u32,
    pub height: u32,
    pub opponent: Opponent,
    pub start: Option<Start>,
    pub first: Option<FirstMover>,
}

pub async fn create(s: &mut Session, me: &Peer, form: CreateForm, re: Re) -> Result<(), Refusal> {
    let spec = GameSpec {
        variant: matchmaking::parse_variant(&form.variant)?,
        width: form.width,
        height: form.height,
        start: form.start.unwrap_or_default(),
        first: form.first.unwrap_or_default(),
        opponent: form.opponent,
    };
    matchmaking::open_game(&s.shared, me, spec, re, &s.shutdown).await?;
    Ok(())
}

async fn to_room(s: &Session, game: GameId, cmd: RoomCmd) -> Result<(), Refusal> {
    room::deliver(&s.shared, &s.shutdown, game, cmd).await
}

pub async fn join(s: &mut Session, peer: Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    matchmaking::check_unfinished(&s.shared, &peer.name, Some(game))?;
    to_room(s, game, RoomCmd::Join { peer, re }).await
}

pub async fn watch(s: &mut Session, peer: Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    to_room(s, game, RoomCmd::Watch { peer, re }).await
}

pub async fn play(
    s: &mut Session,
    peer: Peer,
    game: GameId,
    ply: u32,
    mv: Move,
    re: Re,
) -> Result<(), Refusal> {
    to_room(s, game, RoomCmd::Move { peer, re, ply, mv }).await
}

pub async fn resign(s: &mut Session, peer: Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    to_room(s, game, RoomCmd::Resign { peer, re }).await
}

pub async fn hints(s: &mut Session, peer: Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    to_room(s, game, RoomCmd::Hints { peer, re }).await
}

/// Asks the finished game's room for its settings, then opens the new game.
pub async fn rematch(s: &mut Session, me: &Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    let (reply, answer) = oneshot::channel();
    let name = me.name.clone();
    to_room(s, game, RoomCmd::Rematch { name, reply }).await?;
    let spec = answer.await.map_err(|_| Refusal::closing())??;
    matchmaking::open_game(&s.shared, me, spec, re, &s.shutdown).await?;
    Ok(())
}

/// Stops a game's frames; a game with no room in memory has none to stop.
pub async fn unwatch(s: &mut Session, me: &Peer, game: GameId, re: Re) -> Result<(), Refusal> {
    if let Some(cluster) = s.shared.cluster() {
        crate::cluster::unwatch(cluster, &s.shared, me, game, re).await;
        return Ok(());
    }
    let cmd = RoomCmd::Unwatch {
        conn: s.id,
        tx: s.tx.clone(),
        re: re.clone(),
    };
    match s.shared.hub.room(game) {
        Some(room) if room.send(cmd).await.is_ok() => {}
        _ => s.reply(Reply::answer(re, ServerMsg::Unwatched { game: Some(game) })),
    }
    Ok(())
}
