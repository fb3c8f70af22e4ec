//! Requests about one game. Opening one is the opener's (it has no room
//! yet); everything else is one [`GameRequest`] for the game's room,
//! wherever it runs, loaded on demand.

use chomp_protocol::{ClientMsg, FirstMover, GameId, Opponent, Start};

use super::Session;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::matchmaking;
use crate::model::GameSpec;
use crate::opener;
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
    /// A game for a friend (see `opener::open_private`).
    pub private: bool,
}

/// The room's request a client message stands for, with its game; the
/// message back when it is not a request for a running game's room.
/// `bot`: the connection's hello said `"bot": true`.
pub fn game_request(msg: ClientMsg, bot: bool) -> Result<(GameId, GameRequest), ClientMsg> {
    Ok(match msg {
        ClientMsg::Join { game, code: None } => (game, GameRequest::Join { bot, code: None }),
        ClientMsg::Watch { game } => (game, GameRequest::Watch),
        ClientMsg::Unwatch { game: Some(game) } => (game, GameRequest::Unwatch),
        ClientMsg::Move { game, ply, mv } => (game, GameRequest::Move { ply, mv }),
        ClientMsg::Resign { game } => (game, GameRequest::Resign),
        ClientMsg::Hints { game } => (game, GameRequest::Hints),
        ClientMsg::Rematch { game } => (game, GameRequest::Rematch),
        other => return Err(other),
    })
}

/// Sends a request to its game's room, after the checks made before any
/// room is asked.
pub async fn to_room(
    s: &mut Session,
    peer: Peer,
    game: GameId,
    req: GameRequest,
    re: Re,
) -> Result<(), Refusal> {
    if let GameRequest::Join { .. } = req {
        matchmaking::check_unfinished(&s.shared, &peer.name, Some(game))?;
    }
    let cmd = RoomCmd::request(peer, re, req);
    room::deliver(&s.shared, &s.shutdown, game, cmd).await
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
    if form.private {
        opener::open_private(&s.shared, me, spec, re, &s.shutdown).await?;
    } else {
        opener::open_game(&s.shared, me, spec, re, &s.shutdown).await?;
    }
    Ok(())
}
