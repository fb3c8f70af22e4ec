//! `create`: a public game, a private one with its code, or a game
//! against a bot (also a bot rematch).

use std::sync::Arc;

use chomp_protocol::{
    ErrorCode, FirstMover, GameId, GameStatus, Opponent, CODE_ALPHABET, CODE_LEN,
};

use super::start::store_and_start;
use crate::context::Shared;
use crate::game::rated_by_rules;
use crate::mailbox::{GameRequest, RoomCmd};
use crate::matchmaking::{check_bot_load, check_unfinished, start_position};
use crate::model::{GameSpec, NewGame, Seat};
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
    open_with_code(shared, peer, spec, None, re, shutdown).await
}

/// Opens a game for a friend: never listed, joined only with the code its
/// `game` frame shows the creator.
pub async fn open_private(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    re: Re,
    shutdown: &Shutdown,
) -> Result<GameId, Refusal> {
    if spec.opponent != Opponent::Human {
        return Err(Refusal::new(
            ErrorCode::BadRequest,
            "A game for a friend needs a human opponent, not a bot.",
        ));
    }
    let code = fresh_code(shared);
    open_with_code(shared, peer, spec, Some(code), re, shutdown).await
}

/// A code that no private game of this node holds: four characters of
/// an alphabet without look-alikes (about 390,000 codes).
fn fresh_code(shared: &Shared) -> String {
    loop {
        let code: String = (0..CODE_LEN)
            .map(|_| CODE_ALPHABET[rand::random_range(0..CODE_ALPHABET.len())] as char)
            .collect();
        if shared.hub.private_games_with(&code).is_empty() {
            return code;
        }
    }
}

/// Opens a game for `peer`, private when it has a `code`.
async fn open_with_code(
    shared: &Arc<Shared>,
    peer: &Peer,
    spec: GameSpec,
    code: Option<String>,
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
    let mut me = Seat::player(&peer.name, peer.bot);
    me.guest = shared.guests.holds(&peer.name);
    let guest = me.guest;
    let me = Some(me);
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
        rated: rated_by_rules(spec.width, spec.height, &start) && !guest,
        rematch_of: None,
        code,
    };
    let watch = RoomCmd::request(peer.clone(), re, GameRequest::Watch);
    let id = store_and_start(shared, new, watch, shutdown).await?;
    tracing::info!("{} opened game {id}", peer.name);
    Ok(id)
}
